// @vitest-environment happy-dom
/**
 * The export panel's encoding: GBK by default in the Chinese interface, UTF-8 in the English one,
 * the user's pick remembered across sessions, and CRLF line endings asked for on Windows.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CanjuApi, ExportOptions, ExportResult } from '../../src/shared/api/contract';
import { en } from '../../src/renderer/src/i18n/en';
import { zh } from '../../src/renderer/src/i18n/zh';
import { ExportPanel } from '../../src/renderer/src/screens/ExportPanel';
import { lineEndingFor } from '../../src/renderer/src/settings/exportPrefs';
import { failure } from '../../src/shared/api/problem';

const FEN = '3k5/9/9/9/9/9/9/9/4C4/4K4 w';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

function panel(lang: 'zh' | 'en') {
  const calls: ExportOptions[] = [];
  const api = {
    exportLine: (_fen: string, options: ExportOptions): Promise<ExportResult> => {
      calls.push(options);
      return Promise.resolve(failure('not-won'));
    },
  } as unknown as CanjuApi;
  render(<ExportPanel api={api} t={lang === 'zh' ? zh : en} lang={lang} fen={FEN} notation="chinese" metric="dtc" />);
  const select = screen.getByTestId('export-encoding') as HTMLSelectElement;
  const save = async () => {
    fireEvent.click(screen.getByTestId('export-save'));
    await screen.findByRole('alert');
    return calls.at(-1)!;
  };
  return { select, save };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('export encoding and line endings', () => {
  it('defaults to GBK in the Chinese interface and UTF-8 in the English one', async () => {
    const chinese = panel('zh');
    expect(chinese.select.value).toBe('gbk');
    expect((await chinese.save()).encoding).toBe('gbk');
    cleanup();
    const english = panel('en');
    expect(english.select.value).toBe('utf-8');
    expect((await english.save()).encoding).toBe('utf-8');
  });

  it('remembers the encoding the user picked, in either language, and offers UTF-8 with a BOM', async () => {
    const first = panel('zh');
    expect([...first.select.options].map((o) => o.value)).toEqual(['gbk', 'utf-8', 'utf-8-bom']);
    fireEvent.change(first.select, { target: { value: 'utf-8-bom' } });
    expect((await first.save()).encoding).toBe('utf-8-bom');
    cleanup();
    expect(panel('zh').select.value).toBe('utf-8-bom');
    cleanup();
    expect(panel('en').select.value).toBe('utf-8-bom');
  });

  it('asks for CRLF on Windows and LF elsewhere', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WINDOWS);
    expect((await panel('zh').save()).lineEnding).toBe('crlf');
    cleanup();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(MAC);
    expect((await panel('zh').save()).lineEnding).toBe('lf');
    expect(lineEndingFor('Mozilla/5.0 (X11; Linux x86_64)')).toBe('lf');
  });
});

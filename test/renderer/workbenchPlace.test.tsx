// @vitest-environment happy-dom
/**
 * A reload keeps the user's place: the language chosen (until one is, the browser's), the tab, and
 * the analysis with every move played and its variations; with no analysis saved, the analysis
 * tab opens on the editor's position when the rules accept it.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { newUser } from '../support/uiLanguage';
import type { CanjuApi, ProbeResult } from '../../src/shared/api/contract';
import { App, WELCOME_FEN } from '../../src/renderer/src/App';
import { langOfLocales } from '../../src/shared/lang';

afterEach(() => {
  cleanup();
  delete (window as { canju?: CanjuApi }).canju;
  window.history.replaceState(null, '', '/');
});

const probe: ProbeResult = { ok: true, value: { wdl: 'draw', dtc: 0, order: 0, dtm: null }, moves: [] };

/** Opens the app (again, as a reload does) on a host that answers every position as a draw. */
function open(): void {
  window.canju = {
    validatePosition: async (fen: string) => ({ ok: true, fen }),
    describeMaterial: async () => ({ ok: false, errors: [] }),
    probe: async () => probe,
    listTables: async () => ({ ok: true, tables: [], folder: { dir: '/t', recovered: [], keptTemporary: [], foreign: [] } }),
    listJobs: async () => ({ ok: true, jobs: [] }),
    onEvent: () => () => undefined,
  } as unknown as CanjuApi;
  render(<App />);
}

function reload(): void {
  cleanup();
  open();
}

describe('the language', () => {
  it('follows the first UI language Canju speaks, English for others', () => {
    expect(langOfLocales(['fr-FR', 'zh-CN', 'en'])).toBe('zh');
    expect(langOfLocales(['en-GB', 'zh-CN'])).toBe('en');
    expect(langOfLocales(['zh_TW.UTF-8'])).toBe('zh');
    expect(langOfLocales(['de-DE'])).toBe('en');
    expect(langOfLocales([])).toBe('en');
  });

  it('opens in the browser\'s language, and a choice is remembered across a reload', async () => {
    newUser(['en-US', 'en']);
    open();
    expect(screen.getByTestId('tab-editor').textContent).toBe('Set up');
    fireEvent.click(screen.getByTestId('language'));
    expect(screen.getByTestId('tab-editor').textContent).toBe('摆局');
    reload();
    expect(screen.getByTestId('tab-editor').textContent).toBe('摆局');
    fireEvent.click(screen.getByTestId('language'));
    reload();
    expect(screen.getByTestId('tab-editor').textContent).toBe('Set up');
  });
});

describe('the place', () => {
  it('opens the analysis on the editor\'s legal position when none was saved', async () => {
    newUser();
    open();
    fireEvent.click(screen.getByTestId('tab-analysis'));
    expect(screen.getByTestId('analysis-fen').textContent).toBe(WELCOME_FEN);
  });

  it('keeps the tab, the moves played with their variations, the line followed and the ply shown across a reload', async () => {
    newUser();
    open();
    fireEvent.click(screen.getByTestId('tab-analysis'));
    const click = (point: string) => {
      fireEvent.pointerDown(screen.getByTestId(`piece-${point}`), { button: 0 });
      fireEvent.pointerUp(screen.getByRole('img'));
    };
    click('e0');
    fireEvent.click(screen.getByTestId('point-e1'));
    click('d9');
    fireEvent.click(screen.getByTestId('point-d8'));
    fireEvent.click(screen.getByTestId('back'));
    fireEvent.click(screen.getByTestId('back'));
    click('e0');
    fireEvent.click(screen.getByTestId('point-f0'));
    const fen = screen.getByTestId('analysis-fen').textContent;
    reload();
    expect(screen.getByTestId('analysis-fen').textContent).toBe(fen);
    expect(screen.getByTestId('played-1').textContent).toContain('帅五平四');
    fireEvent.click(screen.getByTestId('variation-1-e0e1'));
    expect(screen.getByTestId('played-2').textContent).toContain('将４进１');
  });
});

describe('the desktop\'s language', () => {
  it('comes before the browser\'s: Electron\'s app.getLocale(), handed over by the preload', () => {
    newUser(['en-US']);
    window.canjuShell = { locale: 'zh-CN', onNotice: () => () => undefined, cancelFolderMove: async () => undefined };
    try {
      open();
      expect(screen.getByTestId('tab-editor').textContent).toBe('摆局');
    } finally {
      delete window.canjuShell;
    }
  });
});

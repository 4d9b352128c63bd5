// @vitest-environment happy-dom
/**
 * The editor explains itself: a refused placement says why, a FEN that does not parse says why in the
 * interface's language and silences everything that spoke for the old board, Enter loads a FEN, the
 * page opens on a ready study or on the position its address carries, and the address follows the board.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newUser } from '../support/uiLanguage';
import type { CanjuApi } from '../../src/shared/api/contract';
import { describeMaterial } from '../../src/main/services/materialService';
import { validatePosition } from '../../src/main/services/positionService';
import { examplePosition } from '../../src/shared/material/examplePosition';
import { parseSignature } from '../../src/shared/material/signature';
import { App, WELCOME_FEN, initialBoard } from '../../src/renderer/src/App';
import { toFen } from '../../src/renderer/src/board/editing';
import { en } from '../../src/renderer/src/i18n/en';
import { zh } from '../../src/renderer/src/i18n/zh';

const material = { ok: true, signature: 'KCP-KA', chineseName: '炮兵对单士', tables: [], drawnByRule: false, tooLarge: false, placedPawns: [] };
const api = {
  validatePosition: async (fen: string) => validatePosition(fen),
  describeMaterial: async () => material,
  listTables: async () => ({ ok: true, tables: [], folder: { dir: '/t', recovered: [], keptTemporary: [], foreign: [] } }),
  listJobs: async () => ({ ok: true, jobs: [] }),
  onEvent: () => () => undefined,
} as unknown as CanjuApi;

beforeEach(() => newUser());
afterEach(() => {
  cleanup();
  delete (window as { canju?: CanjuApi }).canju;
  window.history.replaceState(null, '', '/');
});

async function openApp(): Promise<void> {
  window.canju = api;
  render(<App />);
  await screen.findByTestId('legality');
}

describe('the editor', () => {
  it('opens on a ready study with a line on what to do, or on the position its address carries', async () => {
    expect(toFen(initialBoard(''))).toBe(WELCOME_FEN);
    expect(toFen(initialBoard('?fen=4k4/9/9/9/9/9/9/9/4R4/3K5%20w'))).toBe('4k4/9/9/9/9/9/9/9/4R4/3K5 w - - 0 1');
    expect(toFen(initialBoard('?fen=hello'))).toBe(WELCOME_FEN);
    await openApp();
    expect(screen.getByTestId('editor-hint').textContent).toBe(zh.editor.howTo);
    expect(screen.getByTestId('legality').textContent).toBe(zh.editor.legal);
    expect(new URLSearchParams(location.search).get('fen')).toBe(WELCOME_FEN);
  });

  it('says why a bad FEN cannot be read, in Chinese, and then vouches for nothing; Enter loads a good one', async () => {
    await openApp();
    const input = screen.getByTestId('fen-input');
    fireEvent.change(input, { target: { value: 'hello world' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('fen-error').textContent).toBe(zh.editor.badFen('FEN 的棋盘有 1 行；象棋棋盘有 10 行'));
    expect(screen.queryByTestId('legality')).toBeNull();
    expect((screen.getByTestId('analyse') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(input, { target: { value: '3k5/9/9/9/9/9/9/9/4R4/4K4 w' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.queryByTestId('fen-error')).toBeNull();
    expect((await screen.findByTestId('legality')).textContent).toBe(zh.editor.legal);
    expect((screen.getByTestId('analyse') as HTMLButtonElement).disabled).toBe(false);
    expect(new URLSearchParams(location.search).get('fen')).toBe('3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1');
  });

  it('says why a piece cannot go where it was placed, and leaves the board as it was', async () => {
    await openApp();
    const before = location.search;
    fireEvent.click(screen.getByTestId('palette-1'));
    fireEvent.click(screen.getByTestId('point-a9'));
    expect(screen.getByTestId('place-error').textContent).toBe(zh.editor.cannotPlace('红方帅不在九宫内（红方九路第10横线）'));
    expect(location.search).toBe(before);
    // A red pawn behind its starting line is refused too; a legal placement clears the message.
    fireEvent.click(screen.getByTestId('palette-7'));
    fireEvent.click(screen.getByTestId('point-a0'));
    expect(screen.getByTestId('place-error').textContent).toMatch(/^不能放在这里：红方兵在它永远走不到的位置/);
    fireEvent.click(screen.getByTestId('point-a6'));
    expect(screen.queryByTestId('place-error')).toBeNull();
    expect(en.editor.cannotPlace('x')).toBe('Cannot go there: x');
  });
});

describe('a name query', () => {
  it('sets up a legal position of the named material, and the panel follows the board after it', async () => {
    const planned = { ok: true, plan: { material: '', tables: [], entries: 0, totalSeconds: 0, peakMemoryBytes: 0, diskBytes: 0, memoryBudgetBytes: 1, fitsMemory: true, positionsPerSecond: 1, measured: false } };
    window.canju = {
      ...api,
      describeMaterial: async (text: string) => describeMaterial(text, () => 'missing'),
      planGeneration: async () => planned,
    } as unknown as CanjuApi;
    render(<App />);
    await screen.findByTestId('legality');
    fireEvent.change(screen.getByTestId('name-input'), { target: { value: '炮高兵单士象对士象全' } });
    fireEvent.click(screen.getByTestId('look-up'));
    const m = parseSignature('KCPAB-KAABB');
    if (!m.ok) throw new Error('bad signature');
    await vi.waitFor(() => expect(new URLSearchParams(location.search).get('fen')).toBe(examplePosition(m.value)));
    expect((await screen.findByTestId('legality')).textContent).toBe(zh.editor.legal);
    expect(screen.getByTestId('material-info').textContent).toContain('KCPAB-KAABB');
    expect(screen.getByTestId('material-note').textContent).toMatch(/高兵/);
    expect((screen.getByTestId('name-input') as HTMLInputElement).value).toBe('');
    // An unrelated position: the panel now speaks for it, not for the name asked before.
    const input = screen.getByTestId('fen-input');
    fireEvent.change(input, { target: { value: '3k5/9/9/9/9/9/9/9/4R4/4K4 w' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await vi.waitFor(() => expect(screen.getByTestId('material-info').textContent).toContain('KR-K'));
    expect(screen.getByTestId('material-info').textContent).not.toContain('KCPAB-KAABB');
    expect(screen.queryByTestId('material-note')).toBeNull();
  });
});

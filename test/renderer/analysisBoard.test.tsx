// @vitest-environment happy-dom
/**
 * The analysis board is navigable: file numbers on both edges (and swapped when flipped), the moves
 * played listed with captures, checks and repetitions marked, ←/→/Home/End and clicks to move
 * through them, best-line entries that play the line up to them, and FEN counters that advance.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CanjuApi, LineResult, ProbeResult } from '../../src/shared/api/contract';
import { Board } from '../../src/renderer/src/board/Board';
import { zh } from '../../src/renderer/src/i18n/zh';
import { Analysis, type AnalysisHistory, startHistory } from '../../src/renderer/src/screens/Analysis';
import { playedLine } from '../../src/renderer/src/screens/playedLine';
import { fenAfter } from '../../src/renderer/src/screens/positionMoves';
import { alternativesAt, goTo, lineOf, playMoves, restoreHistory, storeHistory, takeVariation } from '../../src/renderer/src/screens/playedTree';

afterEach(cleanup);

const START = '3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1';

/** Plays ICCS moves from a FEN into a history, as the analysis board does. */
function historyOf(fen: string, ...line: string[]): AnalysisHistory {
  return playMoves(startHistory(fen), fen, line);
}

/** The positions and moves of those moves. */
function followedOf(fen: string, ...line: string[]) {
  return lineOf(historyOf(fen, ...line));
}

describe('the board margins', () => {
  it('number red files 九…一 below and black files １…９ above, and swap them when flipped', () => {
    render(<Board board={new Array(90).fill(0)} label="b" />);
    const y = (id: string) => Number(screen.getByTestId(id).getAttribute('y'));
    const x = (id: string) => Number(screen.getByTestId(id).getAttribute('x'));
    expect(screen.getByTestId('file-red-9').textContent).toBe('九');
    expect(screen.getByTestId('file-black-1').textContent).toBe('１');
    expect(y('file-red-9')).toBeGreaterThan(y('file-black-1'));
    // Red's 九 and black's １ are the same file, red's left.
    expect(x('file-red-9')).toBe(x('file-black-1'));
    expect(x('file-red-9')).toBeLessThan(x('file-red-1'));
    cleanup();
    render(<Board board={new Array(90).fill(0)} label="b" flipped />);
    expect(y('file-red-9')).toBeLessThan(y('file-black-1'));
    expect(x('file-red-9')).toBeGreaterThan(x('file-red-1'));
  });
});

describe('the river', () => {
  it('writes 楚河汉界 a character a river square, each clear of a piece on any point around it', () => {
    // Elephants and pawns on all four river-bank points next to the words.
    const board = new Array<number>(90).fill(0);
    for (const sq of [38, 42, 47, 51]) board[sq] = 3;
    const { container } = render(<Board board={board} label="b" />);
    const words = [...container.querySelectorAll('text.river')];
    expect(words.map((w) => w.textContent).join('')).toBe('楚河汉界');
    const pieceRadius = Number(container.querySelector('.piece circle')!.getAttribute('r'));
    // A 20 px glyph reaches half its diagonal, 14.2 px, from its centre.
    const glyphReach = 20 / Math.SQRT2;
    for (const word of words) {
      const [x, y] = [Number(word.getAttribute('x')), Number(word.getAttribute('y'))];
      for (const point of container.querySelectorAll('circle.point')) {
        const gap = Math.hypot(Number(point.getAttribute('cx')) - x, Number(point.getAttribute('cy')) - y);
        expect(gap).toBeGreaterThan(pieceRadius + glyphReach);
      }
    }
  });
});

describe('the moves played', () => {
  it('advances the FEN counters: plies since a capture, and the move number after black moves', () => {
    const h = followedOf(START, 'e1e2', 'd9d8', 'e2d2');
    expect(h.fens[1]).toMatch(/ b - - 1 1$/);
    expect(h.fens[2]).toMatch(/ w - - 2 2$/);
    expect(h.fens[3]).toMatch(/ b - - 3 2$/);
    expect(fenAfter(START, 'e1f2')).toBeNull();
    expect(followedOf('3k5/9/9/9/9/9/9/3r5/3R5/4K4 w - - 7 30', 'd1d2').fens[1]).toMatch(/ b - - 0 30$/);
  });

  it('marks captures, checks and a position seen before, with move numbers', () => {
    // Rook and king go over and back: the fourth ply brings back the first position; the fifth captures.
    const h = followedOf('3k5/9/9/9/9/9/9/3r5/3R5/4K4 w - - 0 1', 'd1c1', 'd9d8', 'c1d1', 'd8d9', 'd1d2');
    const played = playedLine(h.fens, h.moves, 'iccs');
    expect(played.map((m) => m.number)).toEqual(['1.', '', '2.', '', '3.']);
    expect(played.map((m) => m.text)).toEqual(['d1c1', 'd9d8', 'c1d1', 'd8d9', 'd1d2']);
    expect(played.map((m) => m.repeated)).toEqual([false, false, false, true, false]);
    expect(played.map((m) => m.capture)).toEqual([false, false, false, false, true]);
    expect(played.map((m) => m.check)).toEqual([false, false, false, false, true]);
    const black = followedOf('3k5/9/9/9/9/9/9/9/4R4/4K4 b - - 0 9', 'd9d8');
    expect(playedLine(black.fens, black.moves, 'chinese')[0]).toMatchObject({ number: '9…', text: '将４进１' });
    const check = followedOf(START, 'e1d1');
    expect(playedLine(check.fens, check.moves, 'iccs')[0].check).toBe(true);
  });
});

describe('navigating the analysis', () => {
  const value = { wdl: 'win', dtc: 3, order: 0, dtm: null } as const;
  const probe: ProbeResult = { ok: true, value, moves: [{ ...value, iccs: 'e1d1', text: 'e1d1', capture: false, mate: false }] };
  const line: LineResult = {
    ok: true, end: 'checkmate', finalFen: '', metric: 'dtc',
    steps: [{ ...value, iccs: 'e1e2', text: '车五进一', fen: START, capture: false, before: value }, { ...value, wdl: 'loss', dtc: 2, iccs: 'd9d8', text: '将４进１', fen: '', capture: false, before: { ...value, wdl: 'loss', dtc: 2 } }],
  };
  const api = { probe: async () => probe, bestLine: async () => line, onEvent: () => () => undefined } as unknown as CanjuApi;

  function Harness({ start }: { start: AnalysisHistory }) {
    const [history, setHistory] = useState<AnalysisHistory | null>(start);
    return <Analysis api={api} t={zh} lang="zh" notation="iccs" history={history} tablesVersion={0} onHistory={setHistory} onGenerate={() => undefined} />;
  }

  it('steps with the arrow keys, Home and End, and by clicking a played move', async () => {
    render(<Harness start={historyOf(START, 'e1e2', 'd9d8', 'e2d2')} />);
    const shown = () => screen.getByTestId('analysis-fen').textContent;
    expect(shown()).toMatch(/ b - - 3 2$/);
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(shown()).toMatch(/ w - - 2 2$/);
    fireEvent.keyDown(window, { key: 'Home' });
    expect(shown()).toBe(START);
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(shown()).toBe(START);
    fireEvent.keyDown(window, { key: 'End' });
    expect(shown()).toMatch(/ b - - 3 2$/);
    fireEvent.click(screen.getByTestId('played-1'));
    expect(shown()).toMatch(/ b - - 1 1$/);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(shown()).toMatch(/ w - - 2 2$/);
    expect(screen.getByTestId('played-2').getAttribute('aria-current')).toBe('step');
  });

  it('plays the best line up to the entry clicked, and flips the board', async () => {
    render(<Harness start={startHistory(START)} />);
    fireEvent.click(await screen.findByTestId('show-line'));
    fireEvent.click(await screen.findByTestId('line-step-1'));
    expect(screen.getByTestId('analysis-fen').textContent).toBe('9/3k5/9/9/9/9/9/4R4/9/4K4 w - - 2 2');
    expect(screen.getByTestId('played-moves').textContent).toContain('1. e1e2');
    const before = screen.getByTestId('file-red-9').getAttribute('y');
    fireEvent.click(screen.getByTestId('flip'));
    expect(screen.getByTestId('file-red-9').getAttribute('y')).not.toBe(before);
  });
});

describe('the moves played, as a tree', () => {
  it('grows a variation where a different move is played from an earlier position, and follows a move already there', () => {
    let h = historyOf(START, 'e1e2', 'd9d8');
    h = playMoves(goTo(h, 0), START, ['e1d1']);
    expect(h.tree.children.map((c) => c.data.iccs)).toEqual(['e1e2', 'e1d1']);
    expect(lineOf(h).iccs).toEqual(['e1d1']);
    expect(alternativesAt(h, 1)).toEqual([{ child: 0, iccs: 'e1e2' }]);
    h = takeVariation(h, 1, 0);
    expect(lineOf(h).iccs).toEqual(['e1e2', 'd9d8']);
    expect(h.index).toBe(1);
    // Playing the move the tree holds follows it, and keeps the line beyond it.
    h = playMoves(goTo(h, 0), START, ['e1e2']);
    expect(h.tree.children).toHaveLength(2);
    expect(h.line).toEqual([0, 0]);
    // An illegal move ends the moves played there.
    expect(playMoves(startHistory(START), START, ['e1e2', 'e2e3']).index).toBe(1);
  });

  it('survives storing and restoring: every variation in its order, the line followed and the ply shown', () => {
    let h = historyOf(START, 'e1e2', 'd9d8', 'e2d2');
    h = playMoves(goTo(h, 0), START, ['e1d1']);
    h = playMoves(goTo(h, 0), START, ['e1f1', 'd9d8']);
    h = goTo(takeVariation(h, 1, 1), 1);
    const restored = restoreHistory(JSON.parse(JSON.stringify(storeHistory(h))));
    expect(restored).toEqual(h);
    expect(restoreHistory({ fen: 'not a fen', leaves: [], line: [], index: 0 })).toBeNull();
    expect(restoreHistory(null)).toBeNull();
  });
});

describe('playing on the analysis board', () => {
  const value = { wdl: 'draw', dtc: 0, order: 0, dtm: null } as const;
  const probe: ProbeResult = { ok: true, value, moves: [{ ...value, iccs: 'e1e2', text: 'e1e2', capture: false, mate: false }] };
  const api = { probe: async () => probe, bestLine: async () => ({ ok: false, errors: [] }), onEvent: () => () => undefined } as unknown as CanjuApi;

  function Harness() {
    const [history, setHistory] = useState<AnalysisHistory | null>(startHistory(START));
    return <Analysis api={api} t={zh} lang="zh" notation="iccs" history={history} tablesVersion={0} onHistory={setHistory} onGenerate={() => undefined} />;
  }
  const shown = () => screen.getByTestId('analysis-fen').textContent;
  const pick = (point: string) => {
    fireEvent.pointerDown(screen.getByTestId(`piece-${point}`), { button: 0 });
    fireEvent.pointerUp(screen.getByRole('img'));
  };

  it('picks a piece by a click, marks where it may go, plays a click on one of those and ignores the rest', () => {
    const { container } = render(<Harness />);
    pick('d9');
    // Black's king is not the side to move: nothing is picked up.
    expect(container.querySelectorAll('.mark')).toHaveLength(0);
    pick('e1');
    // The rook on e1 may go along rank 1 (8 points) and up the e file, e2…e9 (8 more).
    expect(container.querySelectorAll('circle.mark').length).toBe(16);
    fireEvent.click(screen.getByTestId('point-f2'));
    expect(shown()).toBe(START);
    expect(container.querySelectorAll('circle.mark')).toHaveLength(0);
    pick('e1');
    fireEvent.click(screen.getByTestId('point-e5'));
    expect(shown()).toBe('3k5/9/9/9/4R4/9/9/9/9/4K4 b - - 1 1');
    expect(screen.getByTestId('played-moves').textContent).toContain('1. e1e5');
  });

  it('draws the hovered move of the list as an arrow, and plays the best move in a drawn position', async () => {
    render(<Harness />);
    fireEvent.pointerEnter(await screen.findByTestId('move-e1e2'));
    expect(screen.getByTestId('arrow-0').getAttribute('data-from')).toBe('e1');
    expect(screen.getByTestId('arrow-0').getAttribute('data-to')).toBe('e2');
    fireEvent.pointerLeave(screen.getByTestId('move-e1e2'));
    expect(screen.queryByTestId('arrow-0')).toBeNull();
    fireEvent.click(screen.getByTestId('play-best'));
    expect(shown()).toMatch(/^3k5\/9\/9\/9\/9\/9\/9\/4R4\/9\/4K4 b/);
  });
});

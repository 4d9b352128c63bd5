/**
 * Repetition as the tables treat it: a repeated position is a draw unless one side checked on every
 * one of its moves in the cycle and the other did not; then the perpetual checker loses (scored
 * like the tables' order-1 results).
 */
import { describe, expect, it } from 'vitest';
import { makeMove, moveToIccs } from '../../src/shared/rules/move';
import { Position } from '../../src/shared/rules/position';
import { iccsToSquare } from '../../src/shared/rules/square';
import { MOVER_LOSES, MOVER_WINS, NOT_REPEATED, REPEATED_DRAW, repetitionAt } from '../../src/shared/search/repetition';
import { describeScore } from '../../src/shared/search/score';
import { sayScore } from '../../src/shared/words/say';
import { search } from '../../src/shared/search/deepening';

const move = (iccs: string) => makeMove(iccsToSquare(iccs.slice(0, 2))!, iccsToSquare(iccs.slice(2))!);

/** Four positions of a cycle back to the first, with the given check flags per history index. */
function verdict(checks: number[], captures: number[] = [1, 0, 0, 0, 0]): number {
  const keyLo = Int32Array.of(7, 8, 9, 10, 7), keyHi = Int32Array.of(1, 2, 3, 4, 1);
  return repetitionAt(4, keyLo, keyHi, Uint8Array.from(checks), Uint8Array.from(captures));
}

describe('the repetition rule', () => {
  it('judges a cycle by who checked on every move', () => {
    // Index i is in check when the move into it checked: 1 and 3 were the mover's (at 4) moves, 2 and 4 the other side's.
    expect(verdict([0, 1, 0, 1, 0])).toBe(MOVER_LOSES);
    expect(verdict([0, 0, 1, 0, 1])).toBe(MOVER_WINS);
    expect(verdict([0, 1, 1, 1, 1])).toBe(REPEATED_DRAW);
    expect(verdict([0, 1, 0, 0, 0])).toBe(REPEATED_DRAW);
    expect(verdict([0, 0, 0, 0, 0])).toBe(REPEATED_DRAW);
  });

  it('a capture inside the cycle means no repetition', () => {
    expect(verdict([0, 1, 0, 1, 0], [1, 0, 1, 0, 0])).toBe(NOT_REPEATED);
  });

  it('the search scores a perpetual check as a loss for the checker', () => {
    // Red's rook checks along the back ranks (a8-a9+, e9-e8, a9-a8+): black's king stepping back to e9
    // repeats the start, every red move of the cycle a check, so red loses by rule and black wins.
    const start = Position.fromFen('4k4/R8/9/9/9/9/9/9/9/5K3 w - - 0 1');
    const moves = ['a8a9', 'e9e8', 'a9a8'].map(move);
    const root = start.clone();
    for (const m of moves) root.play(m);
    const result = search(root, { game: { start, moves }, limits: { depth: 4 }, hashMb: 1 });
    expect(moveToIccs(result.bestMove)).toBe('e8e9');
    expect(describeScore(result.score)).toMatchObject({ kind: 'table', winner: 'us', order: 1, plies: 1 });
    expect(sayScore(result.score, 'en')).toBe('table win in 1 (order 1)');
    // Without the game before the root the same position is only a heuristic loss for black.
    expect(search(root, { limits: { depth: 4 }, hashMb: 1 }).score).toBeLessThan(0);
  });

  it('a checking move that repeats a position of the checker\'s perpetual check loses for the checker', () => {
    // After the whole cycle (a8a9+, e9e8, a9a8+, e8e9) red to move again: a8a9+ would repeat the
    // position after the first check, every red move of that cycle a check: red loses by rule.
    const start = Position.fromFen('4k4/R8/9/9/9/9/9/9/9/5K3 w - - 0 1');
    const moves = ['a8a9', 'e9e8', 'a9a8', 'e8e9'].map(move);
    const root = start.clone();
    for (const m of moves) root.play(m);
    const result = search(root, { game: { start, moves }, only: [move('a8a9')], limits: { depth: 3 }, hashMb: 1 });
    expect(moveToIccs(result.bestMove)).toBe('a8a9');
    expect(describeScore(result.score)).toMatchObject({ kind: 'table', winner: 'them', order: 1, plies: 1 });
    // Any other move keeps red's winning score.
    const free = search(root, { game: { start, moves }, limits: { depth: 3 }, hashMb: 1 });
    expect(moveToIccs(free.bestMove)).not.toBe('a8a9');
    expect(free.score).toBeGreaterThan(0);
  });

  it('refuses a game that does not lead to the root', () => {
    const start = Position.fromFen('4k4/R8/9/9/9/9/9/9/9/5K3 w - - 0 1');
    expect(() => search(start, { game: { start, moves: [move('a8a9')] }, limits: { depth: 1 } })).toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { MenList } from '../../src/main/tablebase/generate/listAttack';
import { isAttacked } from '../../src/shared/rules/attack';
import { ALL_KINDS, BLACK, type Color, HORSE, KING, RED, ROOK, makePiece } from '../../src/shared/rules/piece';
import { MAX_MOVES, Position } from '../../src/shared/rules/position';

/** A deterministic generator, so that a failure names a board that comes back. */
function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return s / 2 ** 32;
  };
}

function randomBoard(next: () => number): { board: Int8Array; squares: Int8Array; pieces: Int8Array } {
  const board = new Int8Array(90);
  const men = 2 + Math.floor(next() * 10);
  const squares: number[] = [], pieces: number[] = [];
  while (squares.length < men) {
    const sq = Math.floor(next() * 90);
    if (board[sq] !== 0) continue;
    const piece = makePiece((next() < 0.5 ? RED : BLACK) as Color, ALL_KINDS[Math.floor(next() * ALL_KINDS.length)]);
    board[sq] = piece;
    squares.push(sq);
    pieces.push(piece);
  }
  return { board, squares: Int8Array.from(squares), pieces: Int8Array.from(pieces) };
}

describe('attack tests and captures from a piece list', () => {
  it('agrees with the line-walking test on every point of random boards, for both colours', () => {
    const next = random(20261126);
    let attacked = 0;
    for (let n = 0; n < 3000; n++) {
      const { board, squares, pieces } = randomBoard(next);
      const men = new MenList(pieces);
      for (const by of [RED, BLACK] as Color[]) {
        for (let sq = 0; sq < 90; sq++) {
          const expected = isAttacked(board, sq, by);
          if (men.attacked(board, sq, by, squares) !== expected) {
            throw new Error(`board ${n}: ${[...pieces].map((p, i) => `${p}@${squares[i]}`).join(' ')}, point ${sq}, by ${by}`);
          }
          if (expected) attacked++;
        }
      }
    }
    // Both answers occur often, so agreement is not the trivial kind.
    expect(attacked).toBeGreaterThan(50_000);
    expect(attacked).toBeLessThan(3000 * 2 * 90 - 50_000);
  });

  it('finds the captures among the pseudo-legal moves on random boards, for both colours (the kings no target)', () => {
    const next = random(7);
    const out = new Uint16Array(MAX_MOVES), all = new Uint16Array(MAX_MOVES);
    let captures = 0;
    for (let n = 0; n < 3000; n++) {
      const { board, squares, pieces } = randomBoard(next);
      const men = new MenList(pieces);
      for (const side of [RED, BLACK] as Color[]) {
        const pos = Position.unchecked(board, side);
        const k = pos.generatePseudoAt(squares, squares.length, all);
        const expected = [...all.subarray(0, k)]
          .filter((m) => board[m >> 7] !== 0 && board[m >> 7] >> 3 !== side && (board[m >> 7] & 7) !== KING)
          .sort((a, b) => a - b);
        const found = [...out.subarray(0, men.captures(board, side, squares, out))].sort((a, b) => a - b);
        expect(found, `board ${n}, side ${side}`).toEqual(expected);
        captures += found.length;
      }
    }
    expect(captures).toBeGreaterThan(1000);
  });

  it('skips a man whose point holds another piece (taken by the move just played)', () => {
    const board = new Int8Array(90);
    const rook = makePiece(BLACK, ROOK), horse = makePiece(RED, HORSE);
    // The black rook on 4 was taken by a red horse: the list still names the rook there.
    board[4] = horse;
    const men = new MenList(Int8Array.from([rook]));
    expect(men.attacked(board, 85, BLACK, Int8Array.from([4]))).toBe(false);
    board[4] = rook;
    expect(men.attacked(board, 85, BLACK, Int8Array.from([4]))).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { START_FEN } from '../../src/shared/rules/fen';
import { type Color, type PieceKind, pieceKind } from '../../src/shared/rules/piece';
import { Position } from '../../src/shared/rules/position';
import { generateUnMoves, playUnMove, unMoveCaptured, unMoveMove } from '../../src/shared/rules/unmove';
import { validateSetup } from '../../src/shared/rules/validate';
import { playout, prng, randomPosition } from '../support/random';

const UNCAPTURES: (PieceKind | 0)[] = [0, 2, 3, 4, 5, 6, 7];

function unMovesOf(pos: Position): number[] {
  const out: number[] = [];
  for (const kind of UNCAPTURES) {
    const buffer = new Int32Array(1024);
    const n = generateUnMoves(pos, kind, buffer);
    out.push(...buffer.subarray(0, n));
  }
  return out;
}

function samplePositions(): Position[] {
  const rand = prng(20261122);
  const positions: Position[] = [];
  for (let game = 0; game < 6; game++) positions.push(...playout(rand, START_FEN, 60));
  const materials: [Color, PieceKind][][] = [
    [[0, 5], [1, 4], [1, 2], [1, 2]],
    [[0, 6], [0, 7], [0, 2], [0, 3], [1, 2], [1, 2], [1, 3], [1, 3]],
    [[0, 4], [0, 7], [1, 6], [1, 3]],
    [[0, 5], [0, 7], [0, 7], [0, 7], [1, 5], [1, 7]],
    [[0, 6], [1, 6], [0, 4], [1, 4], [0, 5], [1, 5]],
  ];
  while (positions.length < 900) {
    const material = materials[positions.length % materials.length];
    const pos = randomPosition(rand, material, (positions.length & 1) as Color);
    if (pos) positions.push(pos);
  }
  return positions;
}

describe('un-moves are the exact inverse of moves', () => {
  const positions = samplePositions();

  it('every legal move can be taken back from the position it leads to', () => {
    let checked = 0;
    for (const pos of positions) {
      for (const move of pos.legalMoves()) {
        const captured = pos.pieceAt(move >> 7);
        const next = pos.after(move);
        const buffer = new Int32Array(1024);
        const n = generateUnMoves(next, captured === 0 ? 0 : pieceKind(captured), buffer);
        expect(Array.from(buffer.subarray(0, n))).toContain(move | (captured << 14));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(10000);
  });

  it('every un-move leads to a legal position whose legal move leads back', () => {
    let checked = 0;
    for (const pos of positions) {
      const fen = pos.fen();
      for (const unMove of unMovesOf(pos)) {
        const before = pos.clone();
        playUnMove(before, unMove);
        expect(validateSetup(before.toSetup())).toEqual([]);
        const move = unMoveMove(unMove);
        expect(before.legalMoves()).toContain(move);
        expect(before.pieceAt(move >> 7)).toBe(unMoveCaptured(unMove));
        expect(before.after(move).fen()).toBe(fen);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(10000);
  });

  it('a cannon un-captures only over exactly one screen', () => {
    // Red cannon on e4, black screen on e6: a capture on e4 came from e7, e8 or e9, beyond the screen.
    const pos = Position.fromFen('5k3/9/9/4p4/9/4C4/9/9/9/3K5 b');
    const buffer = new Int32Array(256);
    const n = generateUnMoves(pos, 5, buffer);
    const cannon = 49;
    const froms = Array.from(buffer.subarray(0, n))
      .filter((u) => ((u >> 7) & 127) === cannon)
      .map((u) => u & 127)
      .sort((a, b) => a - b);
    expect(froms).toEqual([4, 13, 22]);
    // Without a capture the cannon slid over empty points only: e5 and below, or along rank 4.
    const quiet = generateUnMoves(pos, 0, buffer);
    expect(Array.from(buffer.subarray(0, quiet), (u) => u & 127)).not.toContain(22);
  });
});

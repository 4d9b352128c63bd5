/**
 * The static evaluation, from the side to move's point of view (a pawn on its own side of the river
 * is 100): material plus a few piece-square terms. Ideas taken from ElephantEye's design notes and
 * Xiangqi practice, in our own terms:
 * - a pawn is worth little before the river and much more across it, most near the enemy palace
 *   and less on the last rank, where it can only move sideways;
 * - horses like the centre and dislike the edge; a cannon loses value as the board empties (it
 *   needs screens) while a horse keeps its value;
 * - advisors and elephants count as defenders;
 * - a side with nothing that can cross the river to attack (no rook, horse, cannon or pawn) cannot
 *   win, so its advantage is cut down (the tables call such materials drawn by rule).
 */
import type { Position } from '../rules/position';
import { CANNON, HORSE, KING, PAWN, RED, ROOK } from '../rules/piece';

export const PIECE_VALUE: readonly number[] = [0, 0, 200, 200, 450, 1000, 450, 100];

/** Bonus of a red horse by point (black reads it mirrored): centre good, edges and corners poor. */
const HORSE_SQUARE = new Int16Array(90);
/** Value of a red pawn by point (black mirrored), material included. */
const PAWN_SQUARE = new Int16Array(90);

for (let sq = 0; sq < 90; sq++) {
  const row = (sq / 9) | 0, file = sq % 9;
  const centre = 4 - Math.abs(file - 4);
  const edge = file === 0 || file === 8 ? -30 : 0;
  // Red moves towards row 0: rows 1-4 are across the river, the enemy palace is rows 0-2, files 3-5.
  const advanced = row <= 4 ? (5 - row) * 6 : 0;
  HORSE_SQUARE[sq] = centre * 6 + advanced + edge;
  if (row >= 5) PAWN_SQUARE[sq] = 100;
  else if (row === 0) PAWN_SQUARE[sq] = 150 + (file >= 3 && file <= 5 ? 20 : 0);
  else PAWN_SQUARE[sq] = 180 + (4 - row) * 10 + centre * 8;
}

/** A black piece at `sq` reads red's tables at the point mirrored through the centre. */
function mirror(sq: number): number {
  return 89 - sq;
}

/**
 * What one piece is worth on one point, by `piece * 90 + square`: material plus its piece-square
 * term (pawns and horses; the other kinds are worth the same everywhere).
 */
export const PIECE_SQUARE = new Int16Array(16 * 90);
for (let piece = 0; piece < 16; piece++) {
  const kind = piece & 7, color = piece >> 3;
  if (kind === 0 || kind === KING) continue;
  for (let sq = 0; sq < 90; sq++) {
    const own = color === RED ? sq : mirror(sq);
    PIECE_SQUARE[piece * 90 + sq] = kind === PAWN ? PAWN_SQUARE[own] : kind === HORSE ? PIECE_VALUE[HORSE] + HORSE_SQUARE[own] : PIECE_VALUE[kind];
  }
}

/**
 * The evaluation from running totals the search keeps as it moves: `sums[color]` of PIECE_SQUARE
 * over that side's pieces, `counts` by piece code, and the number of pieces on the board, kings
 * included (counted from `counts` when not given). Equal to `evaluate` on the same position.
 */
export function evaluateFrom(sums: Int32Array, counts: Int8Array, turn: number, pieces = countPieces(counts)): number {
  // Cannons need screens: each loses up to 60 as the board empties (32 pieces at the start).
  const emptiness = Math.min(60, Math.max(0, 32 - pieces) * 2);
  let red = sums[0] - sums[1] - (counts[CANNON] - counts[8 + CANNON]) * emptiness;
  const redAttackers = counts[ROOK] + counts[HORSE] + counts[CANNON] + counts[PAWN];
  const blackAttackers = counts[8 + ROOK] + counts[8 + HORSE] + counts[8 + CANNON] + counts[8 + PAWN];
  if (red > 0 && redAttackers === 0) red >>= 3;
  if (red < 0 && blackAttackers === 0) red = 0 - ((0 - red) >> 3);
  // `0 - x`, never `-x`: see search.ts on negative zero.
  return turn === RED ? red : 0 - red;
}

function countPieces(counts: Int8Array): number {
  let pieces = 0;
  for (let p = 0; p < 16; p++) pieces += counts[p];
  return pieces;
}

/** The evaluation by a scan of the board (the search keeps the totals instead: `evaluateFrom`). */
export function evaluate(pos: Position): number {
  const sums = new Int32Array(2), counts = new Int8Array(16);
  for (let sq = 0; sq < 90; sq++) {
    const piece = pos.board[sq];
    if (piece === 0) continue;
    counts[piece]++;
    sums[piece >> 3] += PIECE_SQUARE[piece * 90 + sq];
  }
  return evaluateFrom(sums, counts, pos.turn);
}

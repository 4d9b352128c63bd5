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
import { ADVISOR, CANNON, ELEPHANT, HORSE, KING, PAWN, RED, ROOK } from '../rules/piece';

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

export function evaluate(pos: Position): number {
  const board = pos.board;
  const score = [0, 0];
  const attackers = [0, 0];
  const cannons = [0, 0];
  let pieces = 0;
  for (let sq = 0; sq < 90; sq++) {
    const piece = board[sq];
    if (piece === 0) continue;
    pieces++;
    const color = piece >> 3, kind = piece & 7;
    const own = color === RED ? sq : mirror(sq);
    switch (kind) {
      case KING:
        break;
      case PAWN:
        score[color] += PAWN_SQUARE[own];
        attackers[color]++;
        break;
      case HORSE:
        score[color] += PIECE_VALUE[HORSE] + HORSE_SQUARE[own];
        attackers[color]++;
        break;
      case CANNON:
        score[color] += PIECE_VALUE[CANNON];
        cannons[color]++;
        attackers[color]++;
        break;
      case ROOK:
        score[color] += PIECE_VALUE[ROOK];
        attackers[color]++;
        break;
      case ADVISOR:
      case ELEPHANT:
        score[color] += PIECE_VALUE[kind];
        break;
    }
  }
  // Cannons need screens: each loses up to 60 as the board empties (32 pieces at the start).
  const emptiness = Math.max(0, 32 - pieces) * 2;
  score[0] -= cannons[0] * Math.min(60, emptiness);
  score[1] -= cannons[1] * Math.min(60, emptiness);
  let red = score[0] - score[1];
  if (red > 0 && attackers[0] === 0) red >>= 3;
  if (red < 0 && attackers[1] === 0) red = -((-red) >> 3);
  return pos.turn === RED ? red : -red;
}

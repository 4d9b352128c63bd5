/**
 * Incremental check test. Before a move the side not to move is never in check (the position is
 * legal), so after it only lines through the two changed points, horse legs freed at the origin and
 * the moved piece itself can give check. That is a handful of probes instead of a full attack scan.
 */
import { HORSE_SOURCES, PAWN_SOURCES, RAYS } from './geometry';
import { CANNON, type Color, HORSE, KING, PAWN, ROOK, makePiece } from './piece';
import type { Square } from './square';

/** Direction index of `to` seen from `from` in `RAYS` order (up, down, left, right), or -1. */
function directionTo(from: Square, to: Square): number {
  if (from === to) return -1;
  if (from % 9 === to % 9) return to < from ? 0 : 1;
  if (((from / 9) | 0) === ((to / 9) | 0)) return to < from ? 2 : 3;
  return -1;
}

function rayAttacks(board: Int8Array, king: Square, d: number, by: Color): boolean {
  const ray = RAYS[king][d];
  let i = 0;
  while (i < ray.length && board[ray[i]] === 0) i++;
  if (i === ray.length) return false;
  const first = board[ray[i]];
  if (first === makePiece(by, ROOK) || (d < 2 && first === makePiece(by, KING))) return true;
  for (i++; i < ray.length; i++) {
    const p = board[ray[i]];
    if (p !== 0) return p === makePiece(by, CANNON);
  }
  return false;
}

/**
 * Whether `by` attacks the king on `king` after `by` moved a piece from `from` to `to` (already played on
 * `board`), given that it did not attack it before the move.
 */
export function givesCheck(board: Int8Array, king: Square, by: Color, from: Square, to: Square): boolean {
  const dFrom = directionTo(king, from), dTo = directionTo(king, to);
  if (dFrom >= 0 && rayAttacks(board, king, dFrom, by)) return true;
  if (dTo >= 0 && dTo !== dFrom && rayAttacks(board, king, dTo, by)) return true;
  const horse = makePiece(by, HORSE);
  const horses = HORSE_SOURCES[king];
  for (let i = 0; i < horses.length; i += 2) {
    const origin = horses[i], leg = horses[i + 1];
    if ((origin === to || leg === from) && board[origin] === horse && board[leg] === 0) return true;
  }
  if (board[to] === makePiece(by, PAWN)) {
    const pawns = PAWN_SOURCES[by][king];
    for (let i = 0; i < pawns.length; i++) if (pawns[i] === to) return true;
  }
  return false;
}

const ROW_OF = Uint8Array.from({ length: 90 }, (_, sq) => (sq / 9) | 0);
const FILE_OF = Uint8Array.from({ length: 90 }, (_, sq) => sq % 9);

/**
 * A cheap necessary condition for `givesCheck` when the moved piece is neither a horse nor a pawn
 * (which check from points of their own): the move changes a line to the king only if one of its
 * points shares the king's row or file, and frees a horse's leg only if it leaves a point diagonally
 * next to the king. Most moves fail it, and a search then skips the full test.
 */
export function touchesKingLines(king: Square, from: Square, to: Square): boolean {
  const kr = ROW_OF[king], kf = FILE_OF[king], fr = ROW_OF[from], ff = FILE_OF[from];
  if (fr === kr || ff === kf || ROW_OF[to] === kr || FILE_OF[to] === kf) return true;
  return (fr - kr) * (fr - kr) === 1 && (ff - kf) * (ff - kf) === 1;
}

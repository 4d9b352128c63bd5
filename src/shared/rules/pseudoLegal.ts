/**
 * Whether one move obeys piece geometry on a board, as `generatePseudo` would have produced it,
 * without generating the others: the search plays a move from its transposition table (or a killer)
 * before generating any (an entry can belong to another position whose key shares the stored half),
 * and the chase rules ask whether a capture still exists after a move. Whether it leaves the king
 * attacked is another question (`Position.isLegalPseudo`).
 */
import { ADVISOR_STEPS, ELEPHANT_STEPS, HORSE_STEPS, KING_STEPS, PAWN_STEPS } from './geometry';
import { ADVISOR, CANNON, ELEPHANT, HORSE, KING, PAWN, ROOK } from './piece';

function listed(steps: Int8Array, to: number): boolean {
  for (let i = 0; i < steps.length; i++) if (steps[i] === to) return true;
  return false;
}

/** A step listed as `[to, blocker]` pairs, allowed when its blocker (a horse's leg, an elephant's eye) is empty. */
function listedFree(board: Int8Array, steps: Int8Array, to: number): boolean {
  for (let i = 0; i < steps.length; i += 2) if (steps[i] === to) return board[steps[i + 1]] === 0;
  return false;
}

/** Pieces strictly between two points of one row or file; -1 when they share neither. */
function piecesBetween(board: Int8Array, from: number, to: number): number {
  let step: number;
  if (from % 9 === to % 9) step = to > from ? 9 : -9;
  else if (((from / 9) | 0) === ((to / 9) | 0)) step = to > from ? 1 : -1;
  else return -1;
  let count = 0;
  for (let sq = from + step; sq !== to; sq += step) if (board[sq] !== 0) count++;
  return count;
}

export function isPseudoLegal(board: Int8Array, turn: number, move: number): boolean {
  const from = move & 127, to = move >> 7;
  if (from >= 90 || to >= 90 || from === to) return false;
  const piece = board[from], target = board[to];
  if (piece === 0 || piece >> 3 !== turn || (target !== 0 && target >> 3 === turn)) return false;
  switch (piece & 7) {
    case KING: return listed(KING_STEPS[from], to);
    case ADVISOR: return listed(ADVISOR_STEPS[from], to);
    case PAWN: return listed(PAWN_STEPS[turn][from], to);
    case ELEPHANT: return listedFree(board, ELEPHANT_STEPS[from], to);
    case HORSE: return listedFree(board, HORSE_STEPS[from], to);
    case ROOK: return piecesBetween(board, from, to) === 0;
    case CANNON: return piecesBetween(board, from, to) === (target === 0 ? 0 : 1);
    default: return false;
  }
}

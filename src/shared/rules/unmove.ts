/**
 * Un-moves: the moves that could have led to a position. Retrograde analysis walks these from decided
 * positions back to their predecessors, so they must be exactly the inverse of `Position.generateLegal`.
 */
import { isAttacked } from './attack';
import { ADVISOR_STEPS, ELEPHANT_STEPS, HORSE_SOURCES, KING_STEPS, PAWN_SOURCES, RAYS, canStand } from './geometry';
import { type Move, makeMove } from './move';
import {
  ADVISOR, CANNON, ELEPHANT, HORSE, KING, MAX_COUNT, PAWN, type Piece, type PieceKind, ROOK, makePiece, opposite,
} from './piece';
import type { Position } from './position';
import type { Square } from './square';

/** An un-move packed as the forward move plus the piece it captured (bits 14 and up; 0 = none). */
export type UnMove = number;

export function unMoveMove(unMove: UnMove): Move {
  return unMove & 0x3fff;
}

export function unMoveCaptured(unMove: UnMove): Piece {
  return unMove >> 14;
}

/**
 * Writes into `out` every un-move of the side that just moved (the side not to move) that leads to a
 * legal predecessor. With `uncapture` set, each un-move also puts back a piece of that kind belonging
 * to the side to move on the point the mover leaves; with 0, the mover un-moves without capturing.
 */
export function generateUnMoves(pos: Position, uncapture: PieceKind | 0, out: Int32Array | number[]): number {
  const board = pos.board;
  const victimColor = pos.turn, mover = opposite(victimColor);
  if (uncapture === KING) return 0;
  const victim = uncapture === 0 ? 0 : makePiece(victimColor, uncapture);
  if (victim !== 0) {
    let count = 0;
    for (let sq = 0; sq < 90; sq++) if (board[sq] === victim) count++;
    if (count >= MAX_COUNT[uncapture]) return 0;
  }
  let n = 0;
  const tryFrom = (from: Square, to: Square): void => {
    const piece = board[to];
    board[from] = piece;
    board[to] = victim;
    // The predecessor is legal when the side then waiting (the side to move now) is not in check.
    const legal = !isAttacked(board, pos.kings[victimColor], mover);
    board[to] = piece;
    board[from] = 0;
    if (legal) out[n++] = makeMove(from, to) | (victim << 14);
  };
  for (let to = 0; to < 90; to++) {
    const piece = board[to];
    if (piece === 0 || piece >> 3 !== mover) continue;
    if (victim !== 0 && !canStand(victimColor, uncapture as PieceKind, to)) continue;
    switch (piece & 7) {
      case KING:
      case ADVISOR: {
        const steps = (piece & 7) === KING ? KING_STEPS[to] : ADVISOR_STEPS[to];
        for (let i = 0; i < steps.length; i++) if (board[steps[i]] === 0) tryFrom(steps[i], to);
        break;
      }
      case ELEPHANT: {
        const steps = ELEPHANT_STEPS[to];
        for (let i = 0; i < steps.length; i += 2) {
          if (board[steps[i]] === 0 && board[steps[i + 1]] === 0) tryFrom(steps[i], to);
        }
        break;
      }
      case HORSE: {
        const sources = HORSE_SOURCES[to];
        for (let i = 0; i < sources.length; i += 2) {
          if (board[sources[i]] === 0 && board[sources[i + 1]] === 0) tryFrom(sources[i], to);
        }
        break;
      }
      case PAWN: {
        const sources = PAWN_SOURCES[mover][to];
        for (let i = 0; i < sources.length; i++) if (board[sources[i]] === 0) tryFrom(sources[i], to);
        break;
      }
      case ROOK:
      case CANNON: {
        // A capturing cannon jumped exactly one screen; every other slide crossed only empty points.
        const jumps = (piece & 7) === CANNON && victim !== 0;
        const rays = RAYS[to];
        for (let d = 0; d < 4; d++) {
          const ray = rays[d];
          let i = 0;
          if (jumps) {
            while (i < ray.length && board[ray[i]] === 0) i++;
            i++;
          }
          for (; i < ray.length && board[ray[i]] === 0; i++) tryFrom(ray[i], to);
        }
        break;
      }
    }
  }
  return n;
}

/** Un-makes an un-move on the position: afterwards it is the predecessor, with the mover to move. */
export function playUnMove(pos: Position, unMove: UnMove): void {
  // Playing the forward move backwards is an ordinary move from `to` to `from` that leaves the victim.
  const move = unMoveMove(unMove);
  pos.undo(move, unMoveCaptured(unMove));
}

/**
 * Attack tests on a raw board. A king "attacks" the other king along an open file: that is the
 * flying-general rule, and treating it as check makes every legality test cover it for free.
 */
import { HORSE_SOURCES, PAWN_SOURCES, RAYS } from './geometry';
import { CANNON, type Color, HORSE, KING, PAWN, ROOK, makePiece } from './piece';
import type { Square } from './square';

/** Every kind of piece, as the bit set `1 << kind` that `isAttacked` takes. */
export const ALL_KINDS = 0xff;

/**
 * Whether a piece of `by` attacks `sq`. `kinds` (bits `1 << kind`) may leave out kinds `by` does
 * not have, which the tablebase generator knows from the material: without rooks and cannons only
 * the files are scanned, for the king.
 */
export function isAttacked(board: Int8Array, sq: Square, by: Color, kinds = ALL_KINDS): boolean {
  const rook = makePiece(by, ROOK), cannon = makePiece(by, CANNON), king = makePiece(by, KING);
  const rays = RAYS[sq];
  const lines = (kinds & ((1 << ROOK) | (1 << CANNON))) !== 0 ? 4 : 2;
  for (let d = 0; d < lines; d++) {
    const ray = rays[d];
    let i = 0;
    while (i < ray.length && board[ray[i]] === 0) i++;
    if (i === ray.length) continue;
    const first = board[ray[i]];
    if (first === rook || (d < 2 && first === king)) return true;
    for (i++; i < ray.length; i++) {
      const p = board[ray[i]];
      if (p !== 0) {
        if (p === cannon) return true;
        break;
      }
    }
  }
  if ((kinds & (1 << HORSE)) !== 0) {
    const horse = makePiece(by, HORSE);
    const horses = HORSE_SOURCES[sq];
    for (let i = 0; i < horses.length; i += 2) {
      if (board[horses[i]] === horse && board[horses[i + 1]] === 0) return true;
    }
  }
  if ((kinds & (1 << PAWN)) === 0) return false;
  const pawn = makePiece(by, PAWN);
  const pawns = PAWN_SOURCES[by][sq];
  for (let i = 0; i < pawns.length; i++) if (board[pawns[i]] === pawn) return true;
  return false;
}

export function findKing(board: Int8Array, color: Color): Square {
  const king = makePiece(color, KING);
  for (let sq = 0; sq < 90; sq++) if (board[sq] === king) return sq;
  return -1;
}

/** Kings on one file with nothing between them. */
export function kingsFacing(board: Int8Array, redKing: Square, blackKing: Square): boolean {
  if (redKing < 0 || blackKing < 0 || redKing % 9 !== blackKing % 9) return false;
  const [lo, hi] = redKing < blackKing ? [redKing, blackKing] : [blackKing, redKing];
  for (let sq = lo + 9; sq < hi; sq += 9) if (board[sq] !== 0) return false;
  return true;
}

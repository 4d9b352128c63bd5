/**
 * A material: how many pieces of each kind each side has (kings always one). Counts are indexed by
 * colour, then by kind (index 0 unused), matching the piece codes of rules/piece.ts.
 */
import { CANNON, HORSE, PAWN, type Piece, type PieceKind, ROOK, pieceColor, pieceKind } from '../rules/piece';

export type Material = readonly [readonly number[], readonly number[]];

export const ATTACKER_KINDS: readonly PieceKind[] = [ROOK, HORSE, CANNON, PAWN];

export function emptyMaterial(): [number[], number[]] {
  return [[0, 1, 0, 0, 0, 0, 0, 0], [0, 1, 0, 0, 0, 0, 0, 0]];
}

/** Neither side has a rook, horse, cannon or pawn: a draw by rule, no table needed. */
export function isDrawnByRule(m: Material): boolean {
  return !ATTACKER_KINDS.some((kind) => m[0][kind] > 0 || m[1][kind] > 0);
}

export function withoutPiece(m: Material, piece: Piece): Material {
  const next = [m[0].slice(), m[1].slice()] as [number[], number[]];
  next[pieceColor(piece)][pieceKind(piece)]--;
  return next;
}

export function materialOfBoard(board: ArrayLike<number>): Material {
  const m: [number[], number[]] = [[0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0]];
  for (let sq = 0; sq < board.length; sq++) if (board[sq]) m[board[sq] >> 3][board[sq] & 7]++;
  return m;
}

export function sameMaterial(a: Material, b: Material): boolean {
  return a[0].every((n, k) => n === b[0][k]) && a[1].every((n, k) => n === b[1][k]);
}

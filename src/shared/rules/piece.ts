/**
 * Pieces are small integers so boards fit in typed arrays: colour in bit 3, kind in bits 0-2.
 * 0 is an empty point.
 */

export type Color = 0 | 1;
export const RED: Color = 0;
export const BLACK: Color = 1;

export type PieceKind = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const KING = 1;
export const ADVISOR = 2;
export const ELEPHANT = 3;
export const HORSE = 4;
export const ROOK = 5;
export const CANNON = 6;
export const PAWN = 7;

/** A piece code: `color * 8 + kind`; 0 means no piece. */
export type Piece = number;

export const ALL_KINDS: readonly PieceKind[] = [KING, ADVISOR, ELEPHANT, HORSE, ROOK, CANNON, PAWN];

/** How many of each kind one side may have (index by kind). */
export const MAX_COUNT: readonly number[] = [0, 1, 2, 2, 2, 2, 2, 5];

export function makePiece(color: Color, kind: PieceKind): Piece {
  return (color << 3) | kind;
}

export function pieceColor(piece: Piece): Color {
  return (piece >> 3) as Color;
}

export function pieceKind(piece: Piece): PieceKind {
  return (piece & 7) as PieceKind;
}

export function opposite(color: Color): Color {
  return (color ^ 1) as Color;
}

/** FEN letters by kind (uppercase = red). */
const FEN_LETTERS = ' KABNRCP';

export function pieceToFenChar(piece: Piece): string {
  const letter = FEN_LETTERS[pieceKind(piece)];
  return pieceColor(piece) === RED ? letter : letter.toLowerCase();
}

/** Reads a FEN piece letter; `E`/`H` are accepted aliases of `B`/`N`. */
export function fenCharToPiece(ch: string): Piece | undefined {
  const upper = ch.toUpperCase();
  const alias = upper === 'E' ? 'B' : upper === 'H' ? 'N' : upper;
  const kind = FEN_LETTERS.indexOf(alias);
  if (kind < 1 || alias === ' ') return undefined;
  return makePiece(ch === upper ? RED : BLACK, kind as PieceKind);
}

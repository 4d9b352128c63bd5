/**
 * How XQF names points and pieces. A point is one byte `x * 10 + y`: `x` the file from red's left
 * (0-8, ICCS a-i), `y` the rank from red's back rank (0-9, ICCS 0-9), so red's king starts on 40 and
 * black's on 49; a byte above 89 means "not on the board". The header holds the start position as 32
 * such bytes, one a piece, in a fixed order of slots per side (XQStudio's `QiziXY`): rook, horse,
 * elephant, advisor, king, advisor, elephant, horse, rook, cannon, cannon, five pawns; red's sixteen
 * first, then black's.
 */
import { type Square, fileOf, rowOf, squareAt } from '../../rules/square';

/** The byte of a piece slot whose piece is off the board, as XQStudio 1.0's format note writes it. */
export const OFF_BOARD = 0xff;


/** The square of a point byte, or undefined for a byte that names no point. */
export function pointSquare(point: number): Square | undefined {
  if (point > 89) return undefined;
  return squareAt(9 - (point % 10), Math.floor(point / 10));
}

export function squarePoint(square: Square): number {
  return fileOf(square) * 10 + (9 - rowOf(square));
}

/**
 * Points of the 9×10 board: `square = row * 9 + file`, row 0 is black's back rank (the first FEN rank),
 * file 0 is file `a` (red's left). Red sits on rows 5-9 and moves towards row 0.
 */
import { type Color, RED } from './piece';

export type Square = number;
export const FILES = 9;
export const ROWS = 10;
export const SQUARES = 90;

export function squareAt(row: number, file: number): Square {
  return row * FILES + file;
}

export function rowOf(sq: Square): number {
  return (sq / FILES) | 0;
}

export function fileOf(sq: Square): number {
  return sq % FILES;
}

export function onBoard(row: number, file: number): boolean {
  return row >= 0 && row < ROWS && file >= 0 && file < FILES;
}

/** True when the point lies in `color`'s own half (before its pawns cross the river). */
export function inOwnHalf(color: Color, row: number): boolean {
  return color === RED ? row >= 5 : row <= 4;
}

export function inPalace(color: Color, row: number, file: number): boolean {
  if (file < 3 || file > 5) return false;
  return color === RED ? row >= 7 && row <= 9 : row >= 0 && row <= 2;
}

/** ICCS coordinates: file letter a-i from red's left, rank digit 0-9 from red's side. */
export function squareToIccs(sq: Square): string {
  return String.fromCharCode(97 + fileOf(sq)) + String(9 - rowOf(sq));
}

export function iccsToSquare(text: string): Square | undefined {
  if (text.length !== 2) return undefined;
  const file = text.toLowerCase().charCodeAt(0) - 97;
  const rank = text.charCodeAt(1) - 48;
  if (file < 0 || file >= FILES || rank < 0 || rank >= ROWS) return undefined;
  return squareAt(9 - rank, file);
}

/**
 * Files and points as Xiangqi players name them: each side numbers the files from its own right, red
 * in Chinese numerals (一 … 九), black in digits (１ … ９), as the board's margins show them; a point is
 * its file and its line counted from that side's back rank. Messages name points this way, not in
 * ICCS coordinates, which no board of ours shows (the words: shared/words).
 */
import { type Color, RED } from '../rules/piece';

/** Red's numerals by value (index 0 unused); Chinese notation writes red's counts and files with them. */
export const NUMERALS = ' 一二三四五六七八九';
const FULL_WIDTH = ' １２３４５６７８９';

/** The numeral of file number `n` (1-9) as `color` writes it. */
export function fileNumeral(color: Color, n: number): string {
  return (color === RED ? NUMERALS : FULL_WIDTH)[n];
}

/** The number (1-9) `color` gives the board file `file` (0 = file a, red's left). */
export function fileNumber(color: Color, file: number): number {
  return color === RED ? 9 - file : file + 1;
}

/** The line (1-10) of a row counted from `color`'s back rank. */
export function lineNumber(color: Color, row: number): number {
  return color === RED ? 10 - row : row + 1;
}

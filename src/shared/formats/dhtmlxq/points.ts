/**
 * DhtmlXQ's points and moves. A point is two digits, the column then the row, as dpxq.com's board
 * draws them with red at the bottom: column 0 is red's left (ICCS file a), row 0 black's back rank
 * (ICCS rank 9). That is Canju's own square layout (row 0 on top), so nothing is turned. A move is
 * the two points run together, from then to: 炮二平五 from the opening is `7747`.
 */
import { type Move, makeMove, moveFrom, moveTo } from '../../rules/move';
import { FILES, ROWS, type Square, fileOf, rowOf, squareAt } from '../../rules/square';

/** The point of a piece slot whose piece is not on the board. */
export const OFF_BOARD = '99';

/**
 * The square of a point, or undefined off the board. The viewer's column 9 is the tray beside the
 * board where it parks captured and unused pieces (its editor writes them as `9y`, not only `99`).
 */
export function pointSquare(column: number, row: number): Square | undefined {
  return column >= 0 && column < FILES && row >= 0 && row < ROWS ? squareAt(row, column) : undefined;
}

export function squarePoint(square: Square): string {
  return `${fileOf(square)}${rowOf(square)}`;
}

/** The move four digits name, or undefined if a point is off the board (the digits are checked by the caller). */
export function digitsMove(digits: string): Move | undefined {
  const from = pointSquare(Number(digits[0]), Number(digits[1]));
  const to = pointSquare(Number(digits[2]), Number(digits[3]));
  return from === undefined || to === undefined ? undefined : makeMove(from, to);
}

export function moveDigits(move: Move): string {
  return squarePoint(moveFrom(move)) + squarePoint(moveTo(move));
}

/**
 * An unchecked position: whatever the editor or a FEN string says, possibly illegal. `validate.ts`
 * turns a Setup into a list of broken rules, and `Position.fromSetup` into a playable position.
 */
import type { Color, Piece } from './piece';
import type { Square } from './square';

export interface Placement {
  readonly square: Square;
  readonly piece: Piece;
}

export interface Setup {
  /** Every piece on the board. Two placements on one point are representable so they can be reported. */
  readonly placements: readonly Placement[];
  readonly turn: Color;
}

/** The board as 90 piece codes (0 = empty); a later placement on an occupied point wins. */
export function setupBoard(setup: Setup): Int8Array {
  const board = new Int8Array(90);
  for (const { square, piece } of setup.placements) board[square] = piece;
  return board;
}

export function setupFromBoard(board: ArrayLike<number>, turn: Color): Setup {
  const placements: Placement[] = [];
  for (let sq = 0; sq < board.length; sq++) if (board[sq]) placements.push({ square: sq, piece: board[sq] });
  return { placements, turn };
}

/** Pure board edits for the editor: a 90-point array of piece codes plus the side to move. */
import { type FenProblem, makeFen, parseFen } from '../../../shared/rules/fen';
import type { Color, Piece } from '../../../shared/rules/piece';
import { setupBoard, setupFromBoard } from '../../../shared/rules/setup';
import { type Violation, placementViolation } from '../../../shared/rules/validate';

export interface EditorBoard {
  readonly board: readonly number[];
  readonly turn: Color;
}

export const EMPTY_BOARD: EditorBoard = { board: new Array<number>(90).fill(0), turn: 0 };

export function place(b: EditorBoard, square: number, piece: Piece): EditorBoard {
  const board = b.board.slice();
  board[square] = piece;
  return { ...b, board };
}

/** An edit the rules allow, or why a piece cannot go there (a king outside its palace, a pawn behind its start…). */
export type Edit = { readonly ok: true; readonly board: EditorBoard } | { readonly ok: false; readonly violation: Violation };

export function tryPlace(b: EditorBoard, square: number, piece: Piece): Edit {
  const violation = piece ? placementViolation(piece, square) : null;
  return violation ? { ok: false, violation } : { ok: true, board: place(b, square, piece) };
}

export function tryMove(b: EditorBoard, from: number, to: number | null): Edit {
  const violation = to !== null && b.board[from] ? placementViolation(b.board[from], to) : null;
  return violation ? { ok: false, violation } : { ok: true, board: movePiece(b, from, to) };
}

export function removeAt(b: EditorBoard, square: number): EditorBoard {
  return place(b, square, 0);
}

export function movePiece(b: EditorBoard, from: number, to: number | null): EditorBoard {
  if (from === to) return b;
  const board = b.board.slice();
  const piece = board[from];
  board[from] = 0;
  if (to !== null) board[to] = piece;
  return { ...b, board };
}

export function toFen(b: EditorBoard): string {
  return makeFen(setupFromBoard(b.board, b.turn));
}

export function fromFen(text: string): { ok: true; board: EditorBoard } | { ok: false; error: FenProblem } {
  const setup = parseFen(text);
  if (!setup.ok) return { ok: false, error: setup.error };
  return { ok: true, board: { board: Array.from(setupBoard(setup.value)), turn: setup.value.turn } };
}

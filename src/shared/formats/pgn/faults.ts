/**
 * Every fault the PGN lexer and reader report, as a code and its parameters (worded at the edges:
 * shared/words). A fault is thrown as a `PgnFaultError` between the lexer and the recursive reader,
 * so the reader reads straight through; `readPgnGames` catches it and returns its `ReadError`.
 */
import type { Notation, NotationError } from '../../notation';
import { makeMove } from '../../rules/move';
import { MAX_MOVES, type Position } from '../../rules/position';
import { iccsToSquare } from '../../rules/square';
import type { PgnFault, ReadError } from '../readError';

export interface Place {
  readonly line: number;
  readonly column: number;
}

type MoveCode = 'bad-move' | 'illegal-move' | 'ambiguous-move';
type TextFault = Exclude<PgnFault, { readonly code: MoveCode }>;
type ParamsOf<C extends TextFault['code']> = Extract<TextFault, { readonly code: C }>['params'];

/** Every code a PGN `ReadError` can carry. */
export type PgnFaultCode = PgnFault['code'];
const CODES: Readonly<Record<PgnFaultCode, true>> = {
  'unclosed-comment': true, 'stray-brace': true, 'bad-nag': true, 'bad-tag': true, 'bad-format': true, 'bad-fen': true,
  'illegal-position': true, 'unclosed-variation': true, 'stray-paren': true, 'variation-first': true, 'deep-variation': true,
  'result-in-variation': true, 'no-result': true, 'truncated': true, 'no-game': true, 'bad-move': true, 'illegal-move': true,
  'ambiguous-move': true,
};
export const PGN_FAULT_CODES = Object.keys(CODES) as PgnFaultCode[];

export class PgnFaultError extends Error {
  constructor(readonly error: ReadError) {
    super(`PGN ${error.code} at ${error.line}:${error.column}`);
  }
}

/** A fault found in the text itself, before any move is played. */
export function fault<C extends TextFault['code']>(at: Place, code: C, ...params: ParamsOf<C> extends Record<string, never> ? [] : [ParamsOf<C>]): PgnFaultError {
  return new PgnFaultError({ format: 'pgn', code, line: at.line, column: at.column, params: params[0] ?? {} } as ReadError);
}

/**
 * For an `illegal` move: whether it is a move the piece could make but that exposes its own king.
 * WXF and Chinese report `illegal` only for that; ICCS also for a piece that cannot reach the point.
 */
function leavesKingExposed(pos: Position, text: string, notation: Notation): boolean {
  if (notation !== 'iccs') return true;
  const match = /^([a-i][0-9])-?([a-i][0-9])$/i.exec(text.trim());
  if (!match) return false;
  const pseudo = new Uint16Array(MAX_MOVES);
  const n = pos.generatePseudo(pseudo);
  return pseudo.subarray(0, n).includes(makeMove(iccsToSquare(match[1])!, iccsToSquare(match[2])!));
}

const MOVE_CODES: Readonly<Record<NotationError['code'], MoveCode>> = {
  malformed: 'bad-move', ambiguous: 'ambiguous-move', 'no-piece': 'illegal-move', illegal: 'illegal-move', 'no-match': 'illegal-move',
};

/** A move that cannot be read or played where it stands: names the move as written and the position. */
export function moveFault(
  at: Place, pos: Position, text: string, notation: Notation, error: NotationError, formatGiven: boolean,
): PgnFaultError {
  return new PgnFaultError({
    format: 'pgn', code: MOVE_CODES[error.code], line: at.line, column: at.column, move: text, fen: pos.fen(),
    params: { turn: pos.turn, notation, error: error.code, formatGiven, exposesKing: error.code === 'illegal' && leavesKingExposed(pos, text, notation) },
  });
}

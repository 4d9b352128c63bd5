/**
 * Every fault the DhtmlXQ reader reports, as a code and its parameters (worded at the edges:
 * shared/words). The place is the caller's: each fault is built at the offset it concerns.
 */
import { type Move, moveFrom } from '../../rules/move';
import { MAX_MOVES, type Position } from '../../rules/position';
import { pieceColor } from '../../rules/piece';
import type { DhtmlxqFault, DhtmlxqMoveProblem, ReadError } from '../readError';
import { placeAt } from './place';
import { digitsMove } from './points';

type TextFault = Exclude<DhtmlxqFault, { readonly code: 'illegal-move' }>;
type ParamsOf<C extends TextFault['code']> = Extract<TextFault, { readonly code: C }>['params'];

/** Every code a DhtmlXQ `ReadError` can carry. */
export type DhtmlxqFaultCode = DhtmlxqFault['code'];
const CODES: Readonly<Record<DhtmlxqFaultCode, true>> = {
  'no-block': true, 'truncated': true, 'unclosed-block': true, 'unclosed-tag': true, 'duplicate-tag': true, 'bad-variation': true,
  'bad-binit': true, 'bad-fen': true, 'illegal-position': true, 'bad-movelist': true, 'illegal-move': true,
};
export const DHTMLXQ_FAULT_CODES = Object.keys(CODES) as DhtmlxqFaultCode[];

export function fault<C extends TextFault['code']>(text: string, at: number, code: C, ...params: ParamsOf<C> extends Record<string, never> ? [] : [ParamsOf<C>]): ReadError {
  return { format: 'dhtmlxq', code, ...placeAt(text, at), params: params[0] ?? {} } as ReadError;
}

/** Why a move cannot be played in `pos`. */
function moveProblem(pos: Position, move: Move | undefined): DhtmlxqMoveProblem {
  if (move === undefined) return 'off-board';
  const piece = pos.pieceAt(moveFrom(move));
  if (!piece) return 'no-piece';
  if (pieceColor(piece) !== pos.turn) return 'not-its-turn';
  const pseudo = new Uint16Array(MAX_MOVES);
  return pseudo.subarray(0, pos.generatePseudo(pseudo)).includes(move) ? 'exposes-king' : 'cannot-move';
}

/** A move that cannot be played where it stands: names the move as written and the position. */
export function moveFault(text: string, at: number, pos: Position, digits: string): ReadError {
  return {
    format: 'dhtmlxq', code: 'illegal-move', ...placeAt(text, at), move: digits, fen: pos.fen(),
    params: { turn: pos.turn, why: moveProblem(pos, digitsMove(digits)) },
  };
}

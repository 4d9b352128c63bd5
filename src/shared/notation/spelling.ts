/**
 * Reading WXF and Chinese moves by spelling: a text names the legal move whose spellings (the one we
 * write, plus the other conventions we accept) include it after normalisation. That keeps readers
 * and writers from drifting apart: every accepted form is produced by the same code that writes.
 */
import type { Move } from '../rules/move';
import { MAX_MOVES, type Position } from '../rules/position';
import { err, ok, type Result } from '../result';
import type { NotationError } from './types';

export interface Speller {
  /** The notation's name for messages. */
  readonly name: string;
  /** Every accepted spelling of a move in this position; the first is the one written. */
  spellings(pos: Position, move: Move): string[];
  /** Spellings that fit this move and at least one other (a missing front/rear): an ambiguity. */
  vagueSpellings(pos: Position, move: Move): string[];
  /** Maps glyph variants, digits and case to one form; null if the text cannot be a move at all. */
  normalize(text: string): string | null;
}

function matching(pos: Position, moves: ArrayLike<number>, input: string, speller: Speller, vague: boolean): Move[] {
  const out: Move[] = [];
  for (let i = 0; i < moves.length; i++) {
    const forms = vague ? speller.vagueSpellings(pos, moves[i]) : speller.spellings(pos, moves[i]);
    if (forms.some((s) => speller.normalize(s) === input)) out.push(moves[i]);
  }
  return out;
}

export function parseBySpelling(pos: Position, text: string, speller: Speller): Result<Move, NotationError> {
  const input = speller.normalize(text);
  if (input === null) return err({ code: 'malformed', message: `'${text}' is not a ${speller.name} move` });
  const legal = pos.legalMoves();
  const exact = matching(pos, legal, input, speller, false);
  const written = (moves: Move[]) => moves.map((m) => speller.spellings(pos, m)[0]).join(', ');
  if (exact.length === 1) return ok(exact[0]);
  if (exact.length > 1) return err({ code: 'ambiguous', message: `'${text}' is ambiguous: ${written(exact)}` });
  const vague = matching(pos, legal, input, speller, true);
  if (vague.length > 0) {
    return err({ code: 'ambiguous', message: `'${text}' is ambiguous: two pieces share that file; write ${written(vague)}` });
  }
  const pseudo = new Uint16Array(MAX_MOVES);
  const n = pos.generatePseudo(pseudo);
  if (matching(pos, pseudo.subarray(0, n), input, speller, false).length > 0) {
    return err({ code: 'illegal', message: `'${text}' would leave the king in check (or the kings facing)` });
  }
  return err({ code: 'no-match', message: `no legal move is written '${text}' in this position` });
}

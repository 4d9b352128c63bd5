/** Position operations of the API: validation and legal moves with their notation. */
import type { LegalMovesResult, ValidateResult } from '../../shared/api/contract';
import { type Notation, writeMove } from '../../shared/notation';
import { makeFen, parseFen } from '../../shared/rules/fen';
import { moveToIccs } from '../../shared/rules/move';
import { Position } from '../../shared/rules/position';
import { validateSetup } from '../../shared/rules/validate';
import type { Lang } from '../../shared/lang';
import { sayFen, sayViolation } from '../../shared/words/say';

export function validatePosition(text: string, lang: Lang): ValidateResult {
  const setup = parseFen(text);
  if (!setup.ok) return { ok: false, errors: [{ code: setup.error.code, message: sayFen(setup.error, lang) }] };
  const violations = validateSetup(setup.value);
  if (violations.length) return { ok: false, errors: violations.map((v) => ({ code: v.code, message: sayViolation(v, lang) })) };
  return { ok: true, fen: makeFen(setup.value) };
}

export function legalMoves(text: string, notation: Notation, lang: Lang): LegalMovesResult {
  const checked = validatePosition(text, lang);
  if (!checked.ok) return checked;
  const pos = Position.fromFen(checked.fen);
  return { ok: true, moves: pos.legalMoves().map((m) => ({ iccs: moveToIccs(m), text: writeMove(pos, m, notation) })) };
}

/** Position operations of the API: validation and legal moves with their notation. */
import type { LegalMovesResult, ValidateResult } from '../../shared/api/contract';
import { failure, problem } from '../../shared/api/problem';
import { type Notation, writeMove } from '../../shared/notation';
import { makeFen, parseFen } from '../../shared/rules/fen';
import { moveToIccs } from '../../shared/rules/move';
import { Position } from '../../shared/rules/position';
import { validateSetup } from '../../shared/rules/validate';

/** The canonical FEN of a legal position; else what is wrong with the FEN, or each rule the position breaks. */
export function validatePosition(text: string): ValidateResult {
  const setup = parseFen(text);
  if (!setup.ok) return failure('bad-fen', { problem: setup.error });
  const violations = validateSetup(setup.value);
  if (violations.length) return { ok: false, errors: violations.map((violation) => problem('broken-rule', { violation })) };
  return { ok: true, fen: makeFen(setup.value) };
}

export function legalMoves(text: string, notation: Notation): LegalMovesResult {
  const checked = validatePosition(text);
  if (!checked.ok) return checked;
  const pos = Position.fromFen(checked.fen);
  return { ok: true, moves: pos.legalMoves().map((m) => ({ iccs: moveToIccs(m), text: writeMove(pos, m, notation) })) };
}

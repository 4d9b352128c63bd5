/** Names and tables of a material, for the editor's name box and the analysis screen. */
import type { MaterialResult, TableStatus } from '../../shared/api/contract';
import { chineseNameOf } from '../../shared/material/chineseName';
import { dependencyOrder } from '../../shared/material/dependencies';
import { examplePosition } from '../../shared/material/examplePosition';
import { type Material, isDrawnByRule, materialOfBoard } from '../../shared/material/material';
import { parseMaterial } from '../../shared/material/parseMaterial';
import { formatSignature, parseSignature } from '../../shared/material/signature';
import { parseFen } from '../../shared/rules/fen';
import { setupBoard } from '../../shared/rules/setup';
import { withinTableLimit } from '../../shared/tablebase/materialIndex';
import { failure } from './messages';
import type { Lang } from '../../shared/lang';
import { placedPawnNote, sayFen, sayMaterial } from '../../shared/words/say';

/** Reads a material from a signature, a Chinese name, or the pieces of a FEN (anything with a `/`). */
export function materialOf(text: string, lang: Lang): { ok: true; material: Material } | { ok: false; message: string } {
  if (text.includes('/')) {
    const setup = parseFen(text);
    if (!setup.ok) return { ok: false, message: sayFen(setup.error, lang) };
    // Round-trip through the signature so impossible piece counts are refused like a typed signature.
    const parsed = parseSignature(formatSignature(materialOfBoard(setupBoard(setup.value))));
    return parsed.ok ? { ok: true, material: parsed.value } : { ok: false, message: sayMaterial(parsed.error, lang) };
  }
  const parsed = parseMaterial(text);
  return parsed.ok ? { ok: true, material: parsed.value } : { ok: false, message: sayMaterial(parsed.error, lang) };
}

export function describeMaterial(text: string, lang: Lang, statusOf: (material: string) => TableStatus): MaterialResult {
  const found = materialOf(text, lang);
  if (!found.ok) return failure('bad-material', lang, found.message);
  const m = found.material;
  const tooLarge = !withinTableLimit(m);
  const note = placedPawnNote(text, m, lang);
  return {
    ok: true, signature: formatSignature(m), chineseName: chineseNameOf(m), drawnByRule: isDrawnByRule(m), tooLarge,
    tables: tooLarge ? [] : dependencyOrder(m).map((sub) => ({ material: formatSignature(sub), status: statusOf(formatSignature(sub)) })),
    ...(note ? { note } : {}),
    // A name (not a FEN) gets a legal position to set up, so the board shows what was asked for.
    exampleFen: text.includes('/') ? null : examplePosition(m),
  };
}

/** Names and tables of a material, for the editor's name box and the analysis screen. */
import type { MaterialResult, TableStatus } from '../../shared/api/contract';
import { type MaterialReason, failure } from '../../shared/api/problem';
import { chineseNameOf, readChineseName } from '../../shared/material/chineseName';
import { dependencyOrder } from '../../shared/material/dependencies';
import { examplePosition } from '../../shared/material/examplePosition';
import { type Material, isDrawnByRule, materialOfBoard } from '../../shared/material/material';
import { parseMaterial } from '../../shared/material/parseMaterial';
import { formatSignature, parseSignature } from '../../shared/material/signature';
import { parseFen } from '../../shared/rules/fen';
import { setupBoard } from '../../shared/rules/setup';
import { withinTableLimit } from '../../shared/tablebase/materialIndex';

/** Reads a material from a signature, a Chinese name, or the pieces of a FEN (anything with a `/`). */
export function materialOf(text: string): { ok: true; material: Material } | { ok: false; reason: MaterialReason } {
  if (text.includes('/')) {
    const setup = parseFen(text);
    if (!setup.ok) return { ok: false, reason: { fen: setup.error } };
    // Round-trip through the signature so impossible piece counts are refused like a typed signature.
    const parsed = parseSignature(formatSignature(materialOfBoard(setupBoard(setup.value))));
    return parsed.ok ? { ok: true, material: parsed.value } : { ok: false, reason: { material: parsed.error } };
  }
  const parsed = parseMaterial(text);
  return parsed.ok ? { ok: true, material: parsed.value } : { ok: false, reason: { material: parsed.error } };
}

export function describeMaterial(text: string, statusOf: (material: string) => TableStatus): MaterialResult {
  const found = materialOf(text);
  if (!found.ok) return failure('bad-material', { text, reason: found.reason });
  const m = found.material;
  const tooLarge = !withinTableLimit(m);
  const name = text.includes('/') ? undefined : readChineseName(text);
  return {
    ok: true, signature: formatSignature(m), chineseName: chineseNameOf(m), drawnByRule: isDrawnByRule(m), tooLarge,
    tables: tooLarge ? [] : dependencyOrder(m).map((sub) => ({ material: formatSignature(sub), status: statusOf(formatSignature(sub)) })),
    placedPawns: name?.ok ? name.value.placedPawns : [],
    // A name (not a FEN) gets a legal position to set up, so the board shows what was asked for.
    exampleFen: text.includes('/') ? null : examplePosition(m),
  };
}

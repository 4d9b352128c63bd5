/**
 * The canonical text of a material: red pieces, `-`, black pieces, each side in the order
 * K R N C P A B (`KCPAB-KAABB`). Reading accepts any order within a side, lower case, and E/H for B/N.
 */
import { err, ok, type Result } from '../result';
import type { Color, PieceKind } from '../rules/piece';
import { type Material, emptyMaterial } from './material';
import { type MaterialProblem, tooMany } from './materialErrors';

const ORDER: readonly PieceKind[] = [1, 5, 4, 6, 7, 2, 3];
const LETTER = ' KABNRCP';

export function formatSignature(m: Material): string {
  const side = (counts: readonly number[]) => ORDER.map((kind) => LETTER[kind].repeat(counts[kind])).join('');
  return `${side(m[0])}-${side(m[1])}`;
}

export function parseSignature(text: string): Result<Material, MaterialProblem> {
  const sides = text.trim().toUpperCase().split('-');
  if (sides.length !== 2) return err({ code: 'signature-sides', text });
  const m = emptyMaterial();
  for (const [color, letters] of sides.entries()) {
    const counts = m[color];
    counts[1] = 0;
    for (const ch of letters) {
      const kind = LETTER.indexOf(ch === 'E' ? 'B' : ch === 'H' ? 'N' : ch);
      if (kind < 1 || ch === ' ') return err({ code: 'piece-letter', letter: ch, text });
      counts[kind]++;
    }
    if (counts[1] !== 1) return err({ code: 'kings', color: color as Color, count: counts[1] });
    const excess = tooMany(counts, color as Color);
    if (excess) return err(excess);
  }
  return ok(m);
}

/** Whether `text` is a material's canonical signature exactly as `formatSignature` writes it. */
export function isCanonicalSignature(text: string): boolean {
  const m = parseSignature(text);
  return m.ok && formatSignature(m.value) === text;
}

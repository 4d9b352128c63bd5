/** The kinds of piece a colour has in a material, as the bit set the attack tests take. */
import { type Color, KING } from '../../../shared/rules/piece';
import type { PieceCounts } from '../../../shared/tablebase/materialIndex';

export function kindsOf(counts: PieceCounts, color: Color): number {
  let kinds = 1 << KING;
  counts[color].forEach((count, kind) => {
    if (count) kinds |= 1 << kind;
  });
  return kinds;
}

/**
 * The tables a material needs: itself and every material reachable by captures of either side,
 * leaving out materials that are draws by rule.
 */
import { KING } from '../rules/piece';
import { type Material, isDrawnByRule, withoutPiece } from './material';
import { formatSignature } from './signature';

/** Materials one capture away (either side captures a non-king piece). */
export function subMaterials(m: Material): Material[] {
  const out: Material[] = [];
  for (let piece = 1; piece < 16; piece++) {
    if ((piece & 7) !== 0 && (piece & 7) !== KING && m[piece >> 3][piece & 7] > 0) out.push(withoutPiece(m, piece));
  }
  return out;
}

/** Every table needed for `m`, each after all of its own sub-tables, `m` last. */
export function dependencyOrder(m: Material): Material[] {
  const seen = new Map<string, Material>();
  const visit = (x: Material): void => {
    const key = formatSignature(x);
    if (seen.has(key) || isDrawnByRule(x)) return;
    for (const sub of subMaterials(x)) visit(sub);
    seen.set(key, x);
  };
  visit(m);
  return [...seen.values()];
}

/**
 * Which colours get a trap of the repetition rule (docs/rules.md 2.1, 3.4): the perpetual-check trap
 * for a colour that can give check, the perpetual-chase trap for a colour that can chase, in materials
 * where both colours have a man that can win a game (a rook, horse, cannon or pawn).
 */
import { ATTACKER_KINDS } from '../../../shared/material/material';
import { type Color, ADVISOR, CANNON, ELEPHANT, HORSE, ROOK } from '../../../shared/rules/piece';
import type { PieceCounts } from '../../../shared/tablebase/materialIndex';

export interface TrapSides {
  /** Per colour: it has a piece that can give check (a king never does). */
  readonly check: readonly [boolean, boolean];
  /** Per colour: it has a piece that can chase (C8: not the king or a pawn) and the material qualifies. */
  readonly chase: readonly [boolean, boolean];
}

const CHASER_KINDS = [ROOK, HORSE, CANNON, ADVISOR, ELEPHANT] as const;

export function trapSides(counts: PieceCounts): TrapSides {
  const has = (side: Color, kinds: readonly number[]) => kinds.some((kind) => counts[side][kind] > 0);
  const check = [has(0, ATTACKER_KINDS), has(1, ATTACKER_KINDS)] as const;
  // xiangqitb's `both_sides_have_free_attackers`: a side without such men cannot win when the other
  // stops chasing, so no chase can be forced on it.
  const both = check[0] && check[1];
  return { check, chase: [both && has(0, CHASER_KINDS), both && has(1, CHASER_KINDS)] };
}

export function hasChase(sides: TrapSides): boolean {
  return sides.chase[0] || sides.chase[1];
}

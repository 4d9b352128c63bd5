/**
 * The tables a proof reached but the folder lacks (the probe's `missing`), with what each would cost
 * to make by `gen --plan`'s model, and the ones a proof may generate within its own time limit.
 */
import { parseSignature } from '../../shared/material/signature';
import { type PlanOptions, planGeneration } from '../tablebase/plan';

/** A missing table with its generation's cost: positions (both sides), seconds and bytes on disk, its own missing sub-tables included. */
export interface MissingTable {
  readonly material: string;
  readonly entries: number;
  readonly seconds: number;
  readonly bytes: number;
}

/**
 * Each named material's cost, smallest first. A material no longer missing (made meanwhile) is left
 * out; sub-tables two of them share are counted in each, so the sum is an upper bound.
 */
export function missingTableCosts(names: readonly string[], planning: PlanOptions): MissingTable[] {
  return names.flatMap((name) => {
    const m = parseSignature(name);
    if (!m.ok) return [];
    const plan = planGeneration(m.value, planning);
    return plan.tables.length ? [{ material: plan.material, entries: plan.entries, seconds: plan.totalSeconds, bytes: plan.diskBytes }] : [];
  }).sort((a, b) => a.entries - b.entries || a.material.localeCompare(b.material));
}

/** The tables to make within `seconds`, smallest first: each taken while the estimates so far fit. */
export function affordableTables(tables: readonly MissingTable[], seconds: number): MissingTable[] {
  let spent = 0;
  return tables.filter((t) => {
    if (spent + t.seconds > seconds) return false;
    spent += t.seconds;
    return true;
  });
}

/**
 * The DTM passes of a table whose captures are settled (settledCaptures.ts): its initial pass reads
 * the sub-tables' W/D/L at two bits an entry, and their distances come afterwards in passes that
 * each hold the DTM (a byte an entry) of a few sub-table sides, so that the table never holds all of
 * them at once. The 炮高兵单士象对士象全 main table's six came to 1.27 GB, a third of its values
 * (docs/performance.md); a pass holds at most the largest side, 0.55 GB.
 *
 * A pass covers the positions of one capturing colour (a capture of a man of the other colour reaches
 * the sub-table side of that colour to move), so each position's captures are looked at only in the
 * passes of its own side to move.
 */
import { formatSignature } from '../../../../shared/material/signature';
import { MaterialIndex, type PieceCounts } from '../../../../shared/tablebase/materialIndex';
import { captureSides } from '../../files/captureValues';
import type { Kernel } from '../kernel';
import { type SideRange, definePass } from './pass';

export interface DistancePass {
  /** The colour to move whose captures this pass reads. */
  readonly side: 0 | 1;
  /** The sub-tables (signatures) whose DTM it holds, each the side of the captured colour to move. */
  readonly subTables: readonly string[];
  /** The last pass of `side`: it settles the loss floors, so it takes the undecided positions out of the pending bitmap. */
  readonly last: boolean;
  /** Entries of its sub-table sides, a byte each. */
  readonly bytes: number;
}

/**
 * First fit, largest first, per capturing colour, in passes of at most the largest side's bytes: the
 * table's peak is set by that side whatever else shares its pass.
 */
export function distancePasses(counts: PieceCounts): DistancePass[] {
  const sides = captureSides(counts).map(({ material, side }) => ({
    name: formatSignature(material), capturing: (side ^ 1) as 0 | 1, bytes: new MaterialIndex(material).size,
  })).sort((a, b) => b.bytes - a.bytes);
  const most = sides[0]?.bytes ?? 0;
  const passes: { side: 0 | 1; subTables: string[]; bytes: number }[] = [];
  for (const s of sides) {
    const pass = passes.find((p) => p.side === s.capturing && p.bytes + s.bytes <= most);
    if (pass) {
      pass.subTables.push(s.name);
      pass.bytes += s.bytes;
    } else {
      passes.push({ side: s.capturing, subTables: [s.name], bytes: s.bytes });
    }
  }
  return passes.map((p, i) => ({ ...p, last: !passes.slice(i + 1).some((later) => later.side === p.side) }));
}

/** A distance pass over the pending positions of `side` in words [lo, hi) (kernel.ts `captureDistancesRange`). */
export interface DistancesTask extends SideRange {
  readonly pass: 'distances';
  readonly last: boolean;
}

export const distancesPass = definePass({
  name: 'distances',
  prepare: (table): Kernel => table.kernel,
  run(kernel, task: DistancesTask): void {
    kernel.captureDistancesRange(task.side, task.last, task.lo, task.hi);
  },
  covers: (task, size) => Math.min(32 * task.hi, size) - 32 * task.lo,
});

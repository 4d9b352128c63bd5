/**
 * What generating a material will cost, said before it starts: the tables still missing, their
 * entries, the disk they will take, the peak memory, and the time at this machine's rate. One
 * estimator serves the app's summary and `canju gen --plan`.
 *
 * Time and disk come from what this folder's earlier tables measured (positions per second and
 * bytes per position of the tables its catalogue holds, large ones weighing most); before any table
 * has been made, from our own measurements on a 2-core machine (about 0.75 million positions per
 * second per thread, 0.06 bytes per position on disk). Memory is the generator's own working-set
 * formula, which the generation checks against the budget before each table.
 */
import type { GenerationPlan, TablePlan } from '../../shared/api/contract';
import type { Catalogue } from '../catalogue/catalogue';
import { dependencyOrder } from '../../shared/material/dependencies';
import type { Material } from '../../shared/material/material';
import { formatSignature } from '../../shared/material/signature';
import { MaterialIndex, withinTableLimit } from '../../shared/tablebase/materialIndex';
import type { Metric } from '../../shared/tablebase/value';
import { workingBytes } from './generate/tableMemory';
import { needsTable } from './generationService';
import { TooLargeError } from './probe/tableSet';

/**
 * Measured here (2026-11-27, engine 2, ninth round): the whole 炮高兵单士象对士象全 chain, 6.7 G positions
 * with both sides, in 1,305 s on 2 threads (5.1 M positions/s); the KCPA-KAB chain, 98 M, in 17.5 s (5.6 M/s).
 */
const DEFAULT_RATE_PER_THREAD = 2.55e6;
/** Measured here: 397 MB for the 108 tables of that chain, 6.7 G positions with both sides. */
const DEFAULT_BYTES_PER_POSITION = 0.06;
/** Set-up, writing and recording of a table, whatever its size (KPA-KAB's eight tables: 0.6 s with the process's start). */
const TABLE_OVERHEAD_SECONDS = 0.1;
/**
 * The process besides its largest table: code, heaps, caches, the catalogue. Measured: the KCPA-KAB
 * chain peaks at 280 MB, its largest table's working memory 141 MB; the full 炮高兵单士象对士象全 chain
 * at 4.32 GiB, its main table's 4.26 GiB (some of whose bitmaps are never written).
 */
const BASELINE_BYTES = 160 * 2 ** 20;
/** Tables smaller than this say little about the rate: overheads dominate them. */
export const MEASURED_MIN_POSITIONS = 2e5;

export interface PlanOptions {
  readonly dir: string;
  readonly threads: number;
  readonly memoryBytes: number;
  readonly catalogue?: Catalogue;
  /** DTM tables too: each costs about what its DTC table does (docs/performance.md). */
  readonly dtm?: boolean;
}

/** This folder's measured rate and file density, from its complete tables of some size. */
function measuredRates(catalogue: Catalogue | undefined): { rate: number; bytesPerPosition: number } | null {
  let positions = 0, seconds = 0, bytes = 0;
  for (const row of catalogue?.tables.list() ?? []) {
    if (row.status !== 'complete' || !row.seconds || !row.sizeBytes || 2 * row.indexSize < MEASURED_MIN_POSITIONS) continue;
    positions += 2 * row.indexSize;
    seconds += row.seconds;
    bytes += row.sizeBytes;
  }
  return positions > 0 && seconds > 0 ? { rate: positions / seconds, bytesPerPosition: bytes / positions } : null;
}

/** Throws TooLargeError for a material beyond every table, before enumerating its sub-tables (which has no end in sight). */
export function planGeneration(m: Material, options: PlanOptions): GenerationPlan {
  if (!withinTableLimit(m)) throw new TooLargeError(formatSignature(m));
  const measured = measuredRates(options.catalogue);
  const rate = measured?.rate ?? DEFAULT_RATE_PER_THREAD * options.threads;
  const density = measured?.bytesPerPosition ?? DEFAULT_BYTES_PER_POSITION;
  const plans = (t: Material, metric: Metric): TablePlan[] => {
    if (!needsTable(options.dir, t, metric)) return [];
    const entries = 2 * new MaterialIndex(t).size;
    return [{
      material: metric === 'dtm' ? `${formatSignature(t)} DTM` : formatSignature(t), entries, diskBytes: Math.round(entries * density),
      seconds: TABLE_OVERHEAD_SECONDS + entries / rate, workingBytes: workingBytes(t, metric),
    }];
  };
  const tables = dependencyOrder(m).flatMap((t) => [...plans(t, 'dtc'), ...(options.dtm ? plans(t, 'dtm') : [])]);
  const largest = tables.reduce((most, t) => Math.max(most, t.workingBytes), 0);
  return {
    material: formatSignature(m), tables,
    entries: tables.reduce((s, t) => s + t.entries, 0),
    totalSeconds: tables.reduce((s, t) => s + t.seconds, 0),
    peakMemoryBytes: tables.length ? BASELINE_BYTES + largest : 0,
    diskBytes: tables.reduce((s, t) => s + t.diskBytes, 0),
    memoryBudgetBytes: options.memoryBytes, fitsMemory: largest <= options.memoryBytes,
    positionsPerSecond: rate, measured: measured !== null,
  };
}

/** The table with the most working memory, which must fit the budget; undefined for a plan of no table. */
export function largestTable(plan: GenerationPlan): TablePlan | undefined {
  return plan.tables.reduce<TablePlan | undefined>((a, b) => (a && a.workingBytes >= b.workingBytes ? a : b), undefined);
}

/**
 * What generating a material will cost, said before it starts: the tables still missing, their
 * entries, the disk they will take, the peak memory, and the time. One estimator serves the app's
 * summary, the job's progress weights and `canju gen --plan`.
 *
 * Time is the cost model's (costModel.ts: per table, by size and phase, the repetition rule's trap
 * layers and DTM included), scaled by how this machine ran the folder's earlier tables of some size
 * against the same model; a rate per position over the folder's tables, as before, was off sixfold
 * where the tables measured were small and the ones planned large or rule-heavy. Disk comes from the
 * folder's bytes per position, or ours (0.06 bytes per position on disk). Memory is the generator's
 * own working-set formula, which the generation checks against the budget before each table.
 */
import type { GenerationPlan, TablePlan } from '../../shared/api/contract';
import type { Catalogue } from '../catalogue/catalogue';
import { dependencyOrder } from '../../shared/material/dependencies';
import type { Material } from '../../shared/material/material';
import { formatSignature, parseSignature } from '../../shared/material/signature';
import { MaterialIndex, withinTableLimit } from '../../shared/tablebase/materialIndex';
import type { Metric } from '../../shared/tablebase/value';
import { chainSeconds, tableCost } from './costModel';
import { workingBytes } from './generate/tableMemory';
import { needsTable } from './generationService';
import { TooLargeError } from './probe/tableSet';

/** Measured here: 397 MB for the 108 tables of the 炮高兵单士象对士象全 chain, 6.7 G positions with both sides. */
const DEFAULT_BYTES_PER_POSITION = 0.06;
/**
 * The process besides its largest table: code, heaps, caches, the catalogue. Measured: the KCPA-KAB
 * chain peaks at 280 MB, its largest table's working memory 141 MB; the full 炮高兵单士象对士象全 chain
 * at 4.32 GiB, its main table's 4.26 GiB (some of whose bitmaps are never written).
 */
const BASELINE_BYTES = 160 * 2 ** 20;
/** Tables smaller than this (a side) say little about the machine's speed: their set-up dominates them. */
export const MEASURED_MIN_ENTRIES = 4e5;
/** How far the folder's tables may move the model: a table made under heavy load says little about the next. */
const SPEED_RANGE = [0.5, 2.5] as const;

export interface PlanOptions {
  readonly dir: string;
  readonly threads: number;
  readonly memoryBytes: number;
  readonly catalogue?: Catalogue;
  /** DTM tables too: each costs about what its DTC table does (docs/performance.md). */
  readonly dtm?: boolean;
}

/**
 * How this machine ran the folder's complete tables of some size against the model (their measured
 * seconds over the model's, larger tables weighing more), and the folder's bytes per position; null
 * before any such table.
 */
function measuredSpeed(catalogue: Catalogue | undefined, threads: number): { factor: number; bytesPerPosition: number } | null {
  let modelled = 0, seconds = 0, positions = 0, bytes = 0;
  for (const row of catalogue?.tables.list() ?? []) {
    if (row.status !== 'complete' || !row.seconds || !row.sizeBytes || row.indexSize < MEASURED_MIN_ENTRIES) continue;
    const m = parseSignature(row.material);
    if (!m.ok) continue;
    modelled += tableCost(m.value, 'dtc', threads).seconds;
    seconds += row.seconds;
    positions += 2 * row.indexSize;
    bytes += row.sizeBytes;
  }
  if (modelled <= 0) return null;
  const factor = Math.min(SPEED_RANGE[1], Math.max(SPEED_RANGE[0], seconds / modelled));
  return { factor, bytesPerPosition: bytes / positions };
}

/** Throws TooLargeError for a material beyond every table, before enumerating its sub-tables (which has no end in sight). */
export function planGeneration(m: Material, options: PlanOptions): GenerationPlan {
  if (!withinTableLimit(m)) throw new TooLargeError(formatSignature(m));
  const measured = measuredSpeed(options.catalogue, options.threads);
  const speed = measured?.factor ?? 1;
  const density = measured?.bytesPerPosition ?? DEFAULT_BYTES_PER_POSITION;
  const plans = (t: Material, metric: Metric): TablePlan[] => {
    if (!needsTable(options.dir, t, metric)) return [];
    const entries = 2 * new MaterialIndex(t).size;
    return [{
      material: metric === 'dtm' ? `${formatSignature(t)} DTM` : formatSignature(t), entries, diskBytes: Math.round(entries * density),
      seconds: speed * tableCost(t, metric, options.threads).seconds, workingBytes: workingBytes(t, metric),
    }];
  };
  const tables = dependencyOrder(m).flatMap((t) => [...plans(t, 'dtc'), ...(options.dtm ? plans(t, 'dtm') : [])]);
  const largest = tables.reduce((most, t) => Math.max(most, t.workingBytes), 0);
  const entries = tables.reduce((s, t) => s + t.entries, 0);
  const totalSeconds = chainSeconds(tables, options.threads);
  return {
    material: formatSignature(m), tables, entries, totalSeconds,
    peakMemoryBytes: tables.length ? BASELINE_BYTES + largest : 0,
    diskBytes: tables.reduce((s, t) => s + t.diskBytes, 0),
    memoryBudgetBytes: options.memoryBytes, fitsMemory: largest <= options.memoryBytes,
    positionsPerSecond: totalSeconds > 0 ? entries / totalSeconds : 0, measured: measured !== null,
  };
}

/** The table with the most working memory, which must fit the budget; undefined for a plan of no table. */
export function largestTable(plan: GenerationPlan): TablePlan | undefined {
  return plan.tables.reduce<TablePlan | undefined>((a, b) => (a && a.workingBytes >= b.workingBytes ? a : b), undefined);
}

/**
 * Reads the sub-table sides a table's captures reach on its workers, one side a task, before the
 * table's set-up: on the main thread it was a phase of its own with every worker waiting (48 s of
 * the 炮高兵单士象对士象全 main table's 1.28 billion sub-table entries, idle). Whole sides, not ranges of
 * blocks: a file's blocks hold entries in its digit order, so two ranges share bytes of the two-bit
 * form, and an atomic write costs six plain ones.
 */
import { type CaptureValues, captureLoads } from '../files/captureValues';
import type { PieceCounts } from '../../../shared/tablebase/materialIndex';
import type { Metric } from '../../../shared/tablebase/value';
import type { CaptureLoadTask } from './passes/captureLoad';
import type { WorkerPool } from './workerPool';

/** `only`: these sub-tables (signatures) alone, for a DTM distance pass (passes/distances.ts). */
export async function loadCaptureValuesOn(
  pool: WorkerPool, counts: PieceCounts, files: Readonly<Record<string, string>>, metric: Metric, only?: readonly string[],
): Promise<Record<string, CaptureValues>> {
  const loads = captureLoads(counts, files, metric).filter((load) => !only || only.includes(load.name));
  const tasks = loads.map((load): CaptureLoadTask => ({ pass: 'captureLoad', load }));
  const out: Record<string, CaptureValues> = {};
  // Largest first: each worker takes the next side as it finishes one, and they end close together.
  await pool.run(tasks, ({ task, result }) => {
    out[task.load.name] = result;
  });
  return out;
}

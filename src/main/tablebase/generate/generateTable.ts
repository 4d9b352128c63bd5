/**
 * Single-threaded generation of one table in memory, used by tests and small tables: the same
 * schedule and tasks as the worker-pool driver, run in the calling thread.
 */
import { MaterialIndex, type PieceCounts } from '../../../shared/tablebase/materialIndex';
import type { CaptureProbe } from './captureProbe';
import { trapSides } from './trapSides';
import { runSchedule } from './schedule';
import { TaskRunner } from './taskRunner';
import { allocateTable, viewTable } from './tableState';

export interface GeneratedTable {
  readonly index: MaterialIndex;
  readonly values: readonly [Uint16Array, Uint16Array];
}

export function generateTable(counts: PieceCounts, probe: CaptureProbe): GeneratedTable {
  const index = new MaterialIndex(counts);
  const state = viewTable(allocateTable(index.size, trapSides(counts)));
  const runner = new TaskRunner(index, state, probe);
  runSchedule(state, trapSides(counts), (task) => runner.run(task));
  return { index, values: state.values };
}

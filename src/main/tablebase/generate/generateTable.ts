/**
 * Single-threaded generation of one table in memory, used by tests and small tables: the same
 * schedule and tasks as the worker-pool driver, run in the calling thread.
 */
import { MaterialIndex, type PieceCounts } from '../../../shared/tablebase/materialIndex';
import type { Metric } from '../../../shared/tablebase/value';
import type { CaptureProbe } from './captureProbe';
import { distanceRule } from './distanceRule';
import { trapSides } from './trapSides';
import { runSchedule } from './schedule';
import { TaskRunner } from './taskRunner';
import { allocateTable, viewTable } from './tableState';

export interface GeneratedTable {
  readonly index: MaterialIndex;
  readonly values: readonly [Uint16Array, Uint16Array];
}

/** `metric` DTM: `probe` answers with the sub-tables' DTM values. */
export function generateTable(counts: PieceCounts, probe: CaptureProbe, metric: Metric = 'dtc'): GeneratedTable {
  const index = new MaterialIndex(counts);
  const state = viewTable(allocateTable(index.size, trapSides(counts), metric));
  const runner = new TaskRunner({ material: index, state, probe, rule: distanceRule(metric) });
  runSchedule(state, trapSides(counts), (task) => runner.run(task));
  return { index, values: state.values };
}

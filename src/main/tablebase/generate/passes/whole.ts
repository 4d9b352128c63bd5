/**
 * A small table's whole schedule in one worker: its levels are mostly messages otherwise, a few
 * milliseconds of work per batch against a round trip to each worker.
 */
import { runSchedule } from '../schedule';
import { trapSides } from '../trapSides';
import { type WorkerTable, definePass } from './pass';

/** Tables of at most this many entries per side run their schedule in one worker. */
export const WHOLE_TABLE_ENTRIES = 131_072;

export interface WholeTask {
  readonly pass: 'whole';
}

export const wholePass = definePass<'whole', WholeTask, void, WorkerTable>({
  name: 'whole',
  prepare: (table) => table,
  run(table): void {
    runSchedule(table.state, trapSides(table.material.counts), (task) => table.run(task));
  },
});

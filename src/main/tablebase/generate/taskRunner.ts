/**
 * Runs tasks of any pass (registry.ts) on a table's memory: in a worker thread for the pool driver, or
 * in the calling thread for the single-threaded driver. Each pass's handler gets what the pass made for
 * the table when the runner was made (passes/pass.ts `prepare`).
 */
import type { MaterialIndex } from '../../../shared/tablebase/materialIndex';
import type { CaptureProbe } from './captureProbe';
import type { DistanceRule } from './distanceRule';
import { Kernel } from './kernel';
import type { PassTask, WorkerTable } from './passes/pass';
import { ALL_PASSES, type ResultFor, type WorkerTask, passOf } from './registry';
import type { TableState } from './tableState';

export interface RunnerTable {
  readonly material: MaterialIndex;
  readonly state: TableState;
  readonly probe: CaptureProbe;
  readonly rule: DistanceRule;
  /** The values were read from a file, where illegal entries hold "don't care" values. */
  readonly valuesFromFile?: boolean;
}

export class TaskRunner {
  private readonly held = new Map<string, unknown>();

  constructor(runnerTable: RunnerTable) {
    const { material, state, probe, rule } = runnerTable;
    const table: WorkerTable = {
      material, state, probe, rule, kernel: new Kernel(material, state, probe, rule), valuesFromFile: runnerTable.valuesFromFile ?? false,
      run: (task: PassTask) => this.run(task as WorkerTask),
    };
    for (const pass of ALL_PASSES) if (pass.prepare) this.held.set(pass.name, pass.prepare(table));
  }

  run<Task extends WorkerTask>(task: Task): ResultFor<Task> {
    const pass = passOf(task);
    if (!pass.prepare) throw new Error(`a ${task.pass} task runs without a table`);
    return pass.run(this.held.get(task.pass), task) as ResultFor<Task>;
  }
}

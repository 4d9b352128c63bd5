/**
 * A pass of the generator: the tasks its batches carry, what a worker runs for each on the table it
 * is set up with, and what each task answers. A pass module exports its task type, its result type and
 * its pass (`definePass`); the registry (registry.ts) lists them, and the protocol, the pool and the
 * runner know a task only by its pass's name. A task is a plain object (it is posted to the workers)
 * whose `pass` names its pass.
 */
import type { MaterialIndex } from '../../../../shared/tablebase/materialIndex';
import type { CaptureProbe } from '../captureProbe';
import type { DistanceRule } from '../distanceRule';
import type { Kernel } from '../kernel';
import type { TableState } from '../tableState';

export interface PassTask<Name extends string = string> {
  readonly pass: Name;
}

/** A task over entries, or bitmap words, [lo, hi) of one side to move. */
export interface SideRange {
  readonly side: 0 | 1;
  readonly lo: number;
  readonly hi: number;
}

/** What a worker holds of the table it is set up with; every pass's handler is given it. */
export interface WorkerTable {
  readonly material: MaterialIndex;
  readonly state: TableState;
  readonly probe: CaptureProbe;
  readonly rule: DistanceRule;
  /** The per-thread work of the initial pass and the levels, which the traps and the deferred decisions share. */
  readonly kernel: Kernel;
  /** The values were read from a file, where illegal entries hold "don't care" values. */
  readonly valuesFromFile: boolean;
  /** Runs another task on this table in this thread (a small table's whole schedule: passes/whole.ts). */
  run(task: PassTask): unknown;
}

export interface Pass<Name extends string, Task extends PassTask<Name>, Result, Held = undefined> {
  readonly name: Name;
  /**
   * What the pass holds in a worker for the table it is set up with, made with the set-up, not when
   * first used: a worker's collection, which comes after its set-up (WorkerPool.collect), then finds
   * one of each alive (memory/keepLatest.ts). Absent for a pass that runs before any set-up.
   */
  prepare?(table: WorkerTable): Held;
  run(held: Held, task: Task): Result;
  /** Entries of the table a task covers, for the progress of its phase (none unless given). */
  covers?(task: Task, size: number): number;
  /** Positions a task decided, for the levels' progress (none unless given). */
  decided?(task: Task, result: Result): number;
  /**
   * Its tasks carry a table's data (lists of its positions): a worker does not keep their batch for
   * its objects' maps (worker.ts), which would hold the data through the next table.
   */
  readonly carriesTableData?: boolean;
}

/** A pass typed by what it runs: its name, task, result and what a worker holds for it are inferred from `pass`. */
export function definePass<Name extends string, Task extends PassTask<Name>, Result, Held = undefined>(
  pass: Pass<Name, Task, Result, Held>,
): Pass<Name, Task, Result, Held> {
  return pass;
}

/** Any pass, its types erased (methods' parameters are compared both ways, so every pass is one). */
export type AnyPass = Pass<string, PassTask, unknown, unknown>;

// From `run` alone: the task's type is also a parameter of `covers` and `decided`, where a union of tasks infers nothing.
export type TaskOf<P> = P extends { run(held: never, task: infer Task): unknown } ? Task : never;
export type ResultOf<P> = P extends { run(held: never, task: never): infer Result } ? Result : never;

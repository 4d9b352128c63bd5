/**
 * Messages between the generation driver and its worker threads: a table's set-up, batches of tasks of
 * any pass (registry.ts), and the replies, each carrying its task's result as its pass gives it.
 */
import type { IndexScheme, PieceCounts } from '../../../shared/tablebase/materialIndex';
import type { CaptureValues } from '../files/captureValues';
import type { Metric } from '../../../shared/tablebase/value';
import type { FileFault } from '../../../shared/tablebase/tableFault';
import type { WorkerTask } from './registry';
import type { TableBuffers } from './tableState';

export interface WorkerSetup {
  readonly counts: PieceCounts;
  readonly buffers: TableBuffers;
  /** Files of the sub-tables, by signature (`KCP-KA`). */
  readonly subTables: Readonly<Record<string, string>>;
  /**
   * The sub-tables' values captures need, read from those files (see files/captureValues.ts); none
   * for a finished table set up to be read (compression), which probes no capture.
   */
  readonly captureValues?: Readonly<Record<string, CaptureValues>>;
  /** The values were read from a file, where illegal entries hold "don't care" values. */
  readonly valuesFromFile?: boolean;
  /** The index scheme of the values (a file read for verification may be older); the current one unless given. */
  readonly scheme?: IndexScheme;
  /**
   * What the distances count (DTC unless given); for DTM, `captureValues` are the sub-tables' DTM values.
   * With `capturesSettled`, the worker's rule (distanceRule.ts).
   */
  readonly metric?: Metric;
  /**
   * The undecided positions' values tell what their captures lead to (settledCaptures.ts): the
   * trap reads them instead of the captures, which lets the levels run without `captureValues`.
   */
  readonly capturesSettled?: boolean;
  /**
   * `captureValues` are the DTM of some of the sub-tables only, for a distance pass (passes/distances.ts):
   * a capture into any other reads as a draw, which the pass passes over.
   */
  readonly someCaptures?: boolean;
}

/**
 * A batch of tasks every worker is sent: each takes the next task number from `claim` (one Int32 in
 * shared memory, a view that each thread's copy of the message keeps) until none is left, and answers with arrays of replies, each with its task's
 * number as `seq`.
 */
export interface BatchMessage {
  readonly op: 'batch';
  readonly tasks: readonly WorkerTask[];
  readonly claim: Int32Array<SharedArrayBuffer>;
}

export function batchMessage(tasks: readonly WorkerTask[]): BatchMessage {
  return { op: 'batch', tasks, claim: new Int32Array(new SharedArrayBuffer(4)) };
}

/** The number of the next task of `batch` for this worker, or -1 when every task is taken. */
export function claimTask(batch: BatchMessage): number {
  const seq = Atomics.add(batch.claim, 0, 1);
  return seq < batch.tasks.length ? seq : -1;
}

/**
 * What the driver sends a worker: a batch of tasks, or, for a worker kept across a chain's tables, the next
 * table's set-up, `release` once a table is done (the worker lets go of its buffers), or `collect` (a full collection).
 */
export type WorkerMessage = BatchMessage | { readonly op: 'setup'; readonly setup: WorkerSetup } | { readonly op: 'release' } | { readonly op: 'collect' };

/** A worker's answer to a message: for a task, its result (the pass's own type: registry.ts `ResultFor`). */
export type WorkerReply =
  | {
    readonly ok: true;
    /** The number of the task answered in its batch (WorkerPool.run). */
    readonly seq?: number;
    readonly result?: unknown;
  }
  | {
    readonly ok: false;
    readonly seq?: number;
    readonly error: string;
    /** A table file that failed its checks in the worker (files/format.ts TableFileError), to be blamed by the driver's caller. */
    readonly tableFile?: FileFault;
  };

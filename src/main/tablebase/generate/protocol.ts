/** Messages between the generation driver and its worker threads. */
import type { OrderChoice } from '../files/orderChoice';
import type { IndexScheme, PieceCounts } from '../../../shared/tablebase/materialIndex';
import type { CaptureLoad, CaptureValues } from '../files/captureValues';
import type { BlockCodec } from '../files/format';
import type { Metric } from '../../../shared/tablebase/value';
import type { TableBuffers } from './tableState';
import type { RangeStatistics } from './statistics';
import type { Inconsistency } from './verify';

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
  /** What the distances count (DTC unless given); for DTM, `captureValues` are the sub-tables' DTM values. */
  readonly metric?: Metric;
  /**
   * The undecided positions' values tell what their captures lead to (settledCaptures.ts): the
   * trap reads them instead of the captures, which lets the levels run without `captureValues`.
   */
  readonly capturesSettled?: boolean;
  /**
   * `captureValues` are the DTM of some of the sub-tables only, for a distance pass (distancePasses.ts):
   * a capture into any other reads as a draw, which the pass passes over.
   */
  readonly someCaptures?: boolean;
}

export type WorkerTask =
  /** The initial pass over [lo, hi) for both sides to move. */
  | { readonly op: 'init'; readonly lo: number; readonly hi: number }
  | { readonly op: 'retro' | 'check'; readonly side: 0 | 1; readonly level: number; readonly order: number; readonly lo: number; readonly hi: number }
  /** DTM: moves the pending positions of `side` whose distance is `level` into the level's frontier. */
  | { readonly op: 'pending'; readonly side: 0 | 1; readonly level: number; readonly lo: number; readonly hi: number }
  /** DTM: a distance pass (distancePasses.ts) over the pending positions of `side` in words [lo, hi). */
  | { readonly op: 'captureDistances'; readonly side: 0 | 1; readonly last: boolean; readonly lo: number; readonly hi: number }
  | { readonly op: 'trapSeed'; readonly checker: 0 | 1; readonly lo: number; readonly hi: number }
  | { readonly op: 'trapStart'; readonly checker: 0 | 1; readonly lo: number; readonly hi: number }
  | { readonly op: 'trapSweep'; readonly checker: 0 | 1; readonly side: 0 | 1; readonly lo: number; readonly hi: number }
  | { readonly op: 'chaseSeed'; readonly chaser: 0 | 1; readonly lo: number; readonly hi: number }
  | { readonly op: 'chaseStart'; readonly chaser: 0 | 1; readonly lo: number; readonly hi: number }
  | { readonly op: 'chaseSweep'; readonly chaser: 0 | 1; readonly side: 0 | 1; readonly lo: number; readonly hi: number }
  /** Takes positions where the side to move both chases and is chased out of both chase traps. */
  | { readonly op: 'chaseMutual'; readonly lo: number; readonly hi: number }
  /**
   * Marks trapped positions of `side` lost at `order`: the check trap's (in the `trapped` bitmap when
   * kept there, else in its trap set) or the chase trap's (its own set in `chase[side]`).
   */
  | { readonly op: 'trapMark'; readonly side: 0 | 1; readonly from: 'sets' | 'kept' | 'chase'; readonly order: number; readonly lo: number; readonly hi: number }
  /** Writes the wins bitmap of `side` in words [lo, hi) again from the values, once the trap's sets have borrowed it. */
  | { readonly op: 'wins'; readonly side: 0 | 1; readonly lo: number; readonly hi: number }
  | { readonly op: 'deferred'; readonly order: number; readonly deferredWins: number[]; readonly deferredLosses: number[] }
  /** The whole schedule of a small table in one worker (schedule.ts: runSchedule). */
  | { readonly op: 'whole' }
  | { readonly op: 'finalize'; readonly side: 0 | 1; readonly lo: number; readonly hi: number }
  | { readonly op: 'verify'; readonly side: 0 | 1; readonly lo: number; readonly hi: number }
  /** Counts a finished side's entries [lo, hi) for the table's statistics. */
  | { readonly op: 'statistics'; readonly side: 0 | 1; readonly lo: number; readonly hi: number }
  | { readonly op: 'order'; readonly side: 0 | 1; readonly blockEntries: number; readonly codec: BlockCodec; readonly part: number; readonly parts: number }
  | {
    readonly op: 'compress'; readonly side: 0 | 1; readonly order: readonly number[];
    readonly blockEntries: number; readonly codec: BlockCodec; readonly first: number; readonly end: number;
  };

/** Reads one sub-table side for captures, before the table's set-up (which holds what was read). */
export interface CaptureLoadTask {
  readonly op: 'captureValues';
  readonly load: CaptureLoad;
}

/** What the pool runs: a task on the set-up table, or a capture load ahead of it. */
export type PoolTask = WorkerTask | CaptureLoadTask;

/**
 * A batch of tasks every worker is sent: each takes the next task number from `claim` (one Int32 in
 * shared memory, a view that each thread's copy of the message keeps) until none is left, and answers with arrays of replies, each with its task's
 * number as `seq`.
 */
export interface BatchMessage {
  readonly op: 'batch';
  readonly tasks: readonly PoolTask[];
  readonly claim: Int32Array<SharedArrayBuffer>;
}

export function batchMessage(tasks: readonly PoolTask[]): BatchMessage {
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

export type WorkerReply =
  | {
    readonly ok: true;
    /** The number of the task answered in its batch (WorkerPool.run). */
    readonly seq?: number;
    /** Positions decided (generation), or inconsistencies found (verify). */
    readonly decided: number;
    readonly deferredWins?: number[];
    readonly deferredLosses?: number[];
    /** DTM: the shortest distance of the pending positions the task left (none: absent or Infinity). */
    readonly pendingMin?: number;
    /** The first few inconsistencies of a verify task. */
    readonly inconsistencies?: Inconsistency[];
    /** The counts of a statistics task. */
    readonly statistics?: RangeStatistics;
    /** The best digit order of an order task's share of the candidates (files/orderChoice.ts). */
    readonly order?: OrderChoice;
    /** Compressed blocks and their CRC-32s. */
    readonly blocks?: Uint8Array[];
    readonly checksums?: number[];
    /** A capture load's values, in shared memory the driver then hands to every worker. */
    readonly captureValues?: CaptureValues;
  }
  | {
    readonly ok: false;
    readonly seq?: number;
    readonly error: string;
    /** A table file that failed its checks in the worker (files/format.ts TableFileError), to be blamed by the driver's caller. */
    readonly tableFile?: { readonly file: string; readonly detail: string; readonly block?: { side: number; block: number } };
  };

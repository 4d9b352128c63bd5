/**
 * The life of a table's memory under generation, in one place: each step below was measured to matter
 * for the peak (docs/performance.md). The driver's side:
 *  1. A chain collects its earlier tables' garbage before a large table (generationService.ts), and
 *     the table's buffers are mapped afresh (`TableMemory.allocate`: tableState.ts, memory/sharedMemory.ts).
 *  2. The sub-tables' values its captures read are loaded on the workers (captureLoading.ts) and handed
 *     to them with the set-up; with `collectGarbage` the workers and then this thread collect once they
 *     hold it, before the first pass writes to the buffers (`setUp`).
 *  3. What a phase no longer reads goes as soon as it is worth RELEASE_FROM_BYTES: the sub-tables'
 *     values after the initial pass where captures are settled, each DTM distance pass's own sub-tables
 *     after it (`beforeBatch`, `holdDistances`), the bitmaps before compression (`solved`). Each
 *     time the workers take a set-up that holds less and collect, then this thread collects.
 *  4. The schedule runs in a function of its own (`solveTable`): a suspended async function keeps all
 *     its locals, so only once it has returned is this thread's last reference to the bitmaps gone,
 *     and they are collected then.
 *  5. After the file is made a kept pool's workers let go of the table (`endTable`): the next table's
 *     collection frees it.
 * The worker's side (`WorkerTables`, `keepBatch`): a released table's runner is kept until the next
 * set-up has made its own, and the latest batch of each shape is kept, so that the maps its optimized
 * code was built on never all go at once when the worker collects between tables (memory/keepLatest.ts);
 * a collection is answered only after the handler that asked for it has returned.
 */
import { MaterialIndex, type PieceCounts } from '../../../shared/tablebase/materialIndex';
import type { Metric } from '../../../shared/tablebase/value';
import { type CaptureValues, captureValueBytes } from '../files/captureValues';
import { collectGarbageAfterWorkers, collectGarbageNow } from '../../memory/collectGarbage';
import { keepLatest } from '../../memory/keepLatest';
import { loadCaptureValuesOn } from './captureLoading';
import { type DistancePass, distancePasses } from './passes/distances';
import { WHOLE_TABLE_ENTRIES } from './passes/whole';
import type { BatchMessage, WorkerSetup } from './protocol';
import { passOf } from './registry';
import type { SchedulePhase } from './schedule';
import { capturesCanSettle, capturesSettled } from './settledCaptures';
import { type TableBuffers, allocateTable, allocateValues, bitmapWords, tableBytes, valuesOnly } from './tableState';
import { trapSides } from './trapSides';
import type { WorkerPool } from './workerPool';

/**
 * Working memory worth returning when a phase no longer reads it: the workers' collection costs
 * 20-60 ms, and the buffers go back to the system (sharedMemory.ts), which KCPA-KAB's 27 MB of
 * bitmaps and capture values are worth before compression (before the buffers were mapped, the
 * allocator kept them).
 */
export const RELEASE_FROM_BYTES = 8 * 1024 * 1024;

/**
 * Whether a DTM table reads its captures' distances in passes of their own after the initial pass
 * (settledCaptures.ts): where their DTM is worth letting go, and in a table large enough for the
 * parallel schedule (a whole small table runs in one worker with every sub-table loaded).
 */
export function readsDistancesLater(counts: PieceCounts, size: number, releaseFrom: number): boolean {
  return size > WHOLE_TABLE_ENTRIES && capturesCanSettle(trapSides(counts)) && captureValueBytes(counts, 'dtm') >= releaseFrom;
}

/**
 * Bytes the table's working memory takes at its peak (values, bitmaps, sub-table values). Where the
 * sub-tables' values go after the initial pass (settledCaptures.ts), that pass holds them with the
 * values and frontiers only, and the levels hold every bitmap without them; a DTM table's distance
 * passes (passes/distances.ts) hold the values, the pending bitmaps and one pass's sub-tables. Whether
 * they go is told here by the metric and the traps alone: a sub-table value of a later order, which
 * keeps them, is known only once they are read, and rare where one side has no man that can win.
 */
export function workingBytes(counts: PieceCounts, metric: Metric = 'dtc'): number {
  const size = new MaterialIndex(counts).size, sides = trapSides(counts);
  const table = tableBytes(size, sides, metric), captures = captureValueBytes(counts, metric);
  if (!capturesCanSettle(sides) || captures < RELEASE_FROM_BYTES) return table + captures;
  const frontiers = 2 * 4 * bitmapWords(size);
  if (metric === 'dtc') return Math.max(table, 4 * size + frontiers + captures);
  if (!readsDistancesLater(counts, size, RELEASE_FROM_BYTES)) return table + captures;
  const passes = distancePasses(counts).reduce((most, p) => Math.max(most, p.bytes), 0);
  // The W/D/L pass keeps the mates pending too: the frontiers wait for the levels.
  return Math.max(table, 4 * size + frontiers + captureValueBytes(counts, 'dtc'), 4 * size + frontiers + passes);
}

/** A solved table's values, and whether its bitmaps were let go (so that collecting frees them). */
export interface Solved {
  readonly values: TableBuffers['values'];
  readonly released: boolean;
}

/**
 * Runs `solve`, which allocates the table (`TableMemory.allocate`) and runs its schedule, then collects
 * its bitmaps if it let them go: with `solve`'s frame gone, this thread's last reference to them is.
 */
export async function solveTable(solve: () => Promise<Solved>): Promise<TableBuffers['values']> {
  const solved = await solve();
  if (solved.released) collectGarbageNow();
  return solved.values;
}

/** The table's working memory on the driver's side, and what the workers hold of it. */
export class TableMemory {
  /** The sub-tables' values the workers hold (none once let go), and their bytes. */
  private captureValues: Record<string, CaptureValues> | undefined;
  private capturesHeld = 0;
  private bare: WorkerSetup;

  private constructor(private readonly pool: WorkerPool, readonly buffers: TableBuffers, setup: WorkerSetup, readonly releaseFrom: number) {
    this.bare = setup;
  }

  /** Maps the table's buffers; `setup` is its set-up without the sub-tables' values, which `load` reads. */
  static allocate(pool: WorkerPool, counts: PieceCounts, subTables: Readonly<Record<string, string>>, metric: Metric, releaseFrom = RELEASE_FROM_BYTES): TableMemory {
    const size = new MaterialIndex(counts).size;
    const buffers = allocateTable(size, trapSides(counts), metric);
    return new TableMemory(pool, buffers, { counts, buffers, subTables, metric }, releaseFrom);
  }

  /** Loads the sub-tables' values the captures read (`read`: DTC for their W/D/L), in place of any loaded before. */
  async load(read: Metric): Promise<void> {
    this.captureValues = undefined;
    const { counts, subTables } = this.bare;
    this.captureValues = await loadCaptureValuesOn(this.pool, counts, subTables, read);
    this.capturesHeld = captureValueBytes(counts, read);
  }

  /** Whether the values loaded settle the captures (settledCaptures.ts). */
  settled(): boolean {
    return capturesSettled(trapSides(this.bare.counts), this.captureValues ?? {});
  }

  /**
   * Gives the workers the table's set-up with the values loaded, `settled` as `settled()` told. With `collect`, the chain's garbage,
   * the earlier tables' buffers, is collected (the workers' heaps, then this thread's) once the workers
   * hold it and before its first pass writes to its buffers: the objects of its set-up then keep the
   * maps the workers' optimized code was built on (memory/keepLatest.ts).
   */
  async setUp(settled: boolean, collect = false): Promise<void> {
    this.bare = { ...this.bare, capturesSettled: settled };
    await this.pool.setUp({ ...this.bare, captureValues: this.captureValues });
    if (collect) {
      await this.pool.collect();
      collectGarbageNow();
    }
  }

  /**
   * Before a batch of `phase`: nothing reads the sub-tables' values after the initial pass (and the
   * distance passes) where the captures are settled, so the levels and the traps run without them (the
   * main table's peak was in its levels, with them still held). A whole small table's one task is of
   * the initial pass.
   */
  async beforeBatch(phase: SchedulePhase): Promise<void> {
    if (this.bare.capturesSettled && this.capturesHeld > 0 && this.capturesHeld >= this.releaseFrom && phase !== 'init') await this.letGoOfCaptures();
  }

  /** A DTM distance pass holds its own sub-tables' DTM and nothing else of the sub-tables': what the workers held goes first. */
  async holdDistances(pass: DistancePass): Promise<void> {
    await this.letGoOfCaptures();
    const { counts, subTables } = this.bare;
    this.captureValues = await loadCaptureValuesOn(this.pool, counts, subTables, 'dtm', pass.subTables);
    await this.pool.setUp({ ...this.bare, captureValues: this.captureValues, someCaptures: true });
    this.capturesHeld = pass.bytes;
  }

  private async letGoOfCaptures(): Promise<void> {
    this.captureValues = undefined;
    await setUpAfresh(this.pool, this.bare);
    collectGarbageNow();
    this.capturesHeld = 0;
  }

  /**
   * The table solved: with a file to write and enough to gain, the workers then hold the values alone
   * (`released`): compression reads nothing else, and the bitmaps and the sub-tables' values (0.75 GiB
   * of the 炮高兵单士象对士象全 main table) would otherwise stay allocated through it.
   */
  async solved(forFile: boolean): Promise<Solved> {
    const { buffers } = this;
    const released = tableBytes(buffers.size, trapSides(this.bare.counts), this.bare.metric) - 4 * buffers.size + this.capturesHeld;
    if (!forFile || released < this.releaseFrom) return { values: buffers.values, released: false };
    this.captureValues = undefined;
    await setUpAfresh(this.pool, { counts: this.bare.counts, buffers: valuesOnly(buffers), subTables: {}, metric: this.bare.metric });
    return { values: buffers.values, released: true };
  }
}

/**
 * The workers take `setup`, which holds less, and collect: what only the old one held is freed once
 * this thread has collected too.
 */
async function setUpAfresh(pool: WorkerPool, setup: WorkerSetup): Promise<void> {
  await pool.release();
  await pool.setUp(setup);
  await pool.collect();
}

/**
 * The table is done (`finished`) or failed: a pool of its own is closed; a kept pool's workers let go
 * of it, freed at the next table's collection. A kept pool that failed or was cancelled mid-batch may
 * still be running tasks: its owner closes it.
 */
export async function endTable(pool: WorkerPool, kept: boolean, finished: boolean): Promise<void> {
  if (!kept) await pool.close();
  else if (finished) await pool.release();
}

/**
 * A stored table's values, to verify: an earlier verification's table let go first (verifying a DTC
 * table and then its DTM table had both tables' values allocated at once, 9.2 GB for the
 * 炮高兵单士象对士象全 main table).
 */
export async function valuesToVerify(size: number): Promise<TableBuffers> {
  await collectGarbageAfterWorkers();
  return allocateValues(size);
}

/**
 * A worker's tables: the one set up, whose runner answers tasks, and a released one's, kept till the
 * next set-up has made its own, so that a runner is alive when the worker collects (memory/keepLatest.ts),
 * yet none holds a finished table's buffers.
 */
export class WorkerTables<Runner> {
  private current: Runner | undefined;
  private released: Runner | undefined;

  setUp(runner: Runner): void {
    this.current = runner;
    this.released = undefined;
  }

  release(): void {
    this.released = this.current ?? this.released;
    this.current = undefined;
  }

  get runner(): Runner | undefined {
    return this.current;
  }
}

/**
 * Keeps a batch a worker received for the maps of its objects, made as the message is read: the
 * latest batch of each shape of task. Not a batch whose tasks carry a table's data (the deferred
 * decisions' lists): kept, they would be held through the next table.
 */
export function keepBatch(message: BatchMessage): void {
  const task = message.tasks[0];
  if (!task || passOf(task).carriesTableData) return;
  keepLatest(`batch ${Object.keys(task).join()}`, message);
}

/**
 * Collects after the handler of the message that asked for it has returned (whatever its message held
 * is then garbage too), then answers, so that the driver frees the buffers knowing no worker holds them.
 */
export function collectThenAnswer(answer: () => void): void {
  setImmediate(() => {
    collectGarbageNow();
    answer();
  });
}

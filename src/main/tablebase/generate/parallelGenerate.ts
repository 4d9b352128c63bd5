/**
 * Generates one table with worker threads over shared memory, running the batches of the shared
 * schedule (schedule.ts) on the pool, then, for a table file, choosing each side's digit order and
 * compressing its blocks in the workers. Reports progress and honours cancellation between tasks.
 */
import { MAX_TABLE_ENTRIES, MaterialIndex, type PieceCounts } from '../../../shared/tablebase/materialIndex';
import type { Metric } from '../../../shared/tablebase/value';
import { type CaptureValues, captureValueBytes } from '../files/captureValues';
import { collectGarbageNow } from '../../memory/collectGarbage';
import { loadCaptureValuesOn } from './captureLoading';
import { type OrderChoice, bestOrderChoice, orderChoiceParts } from '../files/orderChoice';
import type { BlockCodec } from '../files/format';
import type { CompressedSide } from '../files/writer';
import type { WorkerSetup, WorkerTask } from './protocol';
import { capturesCanSettle, capturesSettled } from './settledCaptures';
import { trapSides } from './trapSides';
import { distancePasses } from './distancePasses';
import { type RangeStatistics, type TableStatistics, sideStatistics } from './statistics';
import { type Batch, type Reply, type SchedulePhase, TASK_ENTRIES, chunks, generationSchedule } from './schedule';
import { type TableBuffers, allocateTable, bitmapWords, tableBytes, valueViews, valuesOnly, viewTable } from './tableState';
import { type SpawnWorker, WorkerPool } from './workerPool';

export type GenerationPhase = SchedulePhase | 'compress';

/** Blocks per compression task at most, so that a large table's compression reports progress often. */
const COMPRESS_TASK_BLOCKS = 16;

export interface TableProgress {
  readonly phase: GenerationPhase;
  /**
   * 0-100 within the phase; in the repetition orders, whose number and sweeps are known only as they
   * come, within the step under way (a trap's seeds, a sweep, the marking).
   */
  readonly percent: number;
  /** Positions handled per second within the phase. */
  readonly positionsPerSecond: number;
  /** Seconds left in the phase, when it can be estimated. */
  readonly etaSeconds: number | null;
  readonly rssBytes: number;
  readonly level?: number;
  readonly order?: number;
}

export interface ParallelOptions {
  readonly counts: PieceCounts;
  readonly subTables: Readonly<Record<string, string>>;
  readonly threads: number;
  readonly spawn: SpawnWorker;
  readonly onProgress?: (p: TableProgress) => void;
  readonly signal?: AbortSignal;
  /** Compress the finished values for a table file, in the workers. */
  readonly output?: { readonly blockEntries: number; readonly codec: BlockCodec };
  /** What the distances count (DTC unless given); for DTM, `subTables` are the sub-tables' DTM files. */
  readonly metric?: Metric;
  /**
   * Workers kept across a chain's tables: set up for this table, released after it (not closed).
   * Starting a worker costs a quarter of a second or more, most of a small table's time.
   */
  readonly pool?: WorkerPool;
  /**
   * Collect the chain's garbage, the earlier tables' buffers (the workers' heaps, then this
   * thread's), once the workers hold this table's set-up and before its first pass writes to its
   * buffers: the objects of its set-up then keep the maps the workers' optimized code was built on
   * (memory/keepLatest.ts).
   */
  readonly collectGarbage?: boolean;
  /**
   * Working memory a phase no longer reads that is worth returning (RELEASE_FROM_BYTES unless given):
   * the sub-tables' values after the initial pass where captures are settled, the bitmaps and those
   * values before compression.
   */
  readonly releaseFromBytes?: number;
}

export interface ParallelResult {
  readonly index: MaterialIndex;
  readonly values: readonly [Uint16Array, Uint16Array];
  readonly seconds: number;
  /** With `output`: each side's blocks and the digit order they are stored in. */
  readonly compressed?: readonly [CompressedSide, CompressedSide];
  readonly digitOrder?: readonly [number[], number[]];
  /** With `output`: the statistics for the file's header, counted in the workers. */
  readonly statistics?: TableStatistics;
}

/** Tables of at most this many entries per side run their schedule in one worker (`op: 'whole'`). */
export const WHOLE_TABLE_ENTRIES = 131_072;

/** Entries a task of the repetition orders covers: its range of entries, or of bitmap words. */
function taskEntries(task: WorkerTask): number {
  switch (task.op) {
    case 'trapSeed':
    case 'chaseSeed':
      return task.hi - task.lo;
    case 'trapStart':
    case 'trapSweep':
    case 'chaseStart':
    case 'chaseSweep':
    case 'chaseMutual':
    case 'trapMark':
      return 32 * (task.hi - task.lo);
    default:
      return 0;
  }
}

function* wholeInOneTask(): Generator<Batch, void, readonly Reply[]> {
  yield { phase: 'init', tasks: [{ op: 'whole' }] };
}

/**
 * Working memory worth returning when a phase no longer reads it: the workers' collection costs
 * 20-60 ms, and the buffers go back to the system (sharedMemory.ts), which KCPA-KAB's 27 MB of
 * bitmaps and capture values are worth before compression (before the buffers were mapped, the
 * allocator kept them).
 */
const RELEASE_FROM_BYTES = 8 * 1024 * 1024;

/**
 * Bytes the table's working memory takes at its peak (values, bitmaps, sub-table values). Where the
 * sub-tables' values go after the initial pass (settledCaptures.ts), that pass holds them with the
 * values and frontiers only, and the levels hold every bitmap without them; a DTM table's distance
 * passes (distancePasses.ts) hold the values, the pending bitmaps and one pass's sub-tables. Whether
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
  const passes = Math.max(...distancePasses(counts).map((p) => p.bytes));
  // The W/D/L pass keeps the mates pending too: the frontiers wait for the levels.
  return Math.max(table, 4 * size + frontiers + captureValueBytes(counts, 'dtc'), 4 * size + frontiers + passes);
}

/**
 * Whether a DTM table reads its captures' distances in passes of their own after the initial pass
 * (settledCaptures.ts): where their DTM is worth letting go, and in a table large enough for the
 * parallel schedule (a whole small table runs in one worker with every sub-table loaded).
 */
function readsDistancesLater(counts: PieceCounts, size: number, releaseFrom: number): boolean {
  return size > WHOLE_TABLE_ENTRIES && capturesCanSettle(trapSides(counts)) && captureValueBytes(counts, 'dtm') >= releaseFrom;
}

const RSS_EVERY_MS = 100;

type Report = (phase: GenerationPhase, done: number, total: number, phaseStart: number, extra?: { level?: number; order?: number }) => void;

export async function generateParallel(options: ParallelOptions): Promise<ParallelResult> {
  const started = performance.now();
  const index = new MaterialIndex(options.counts);
  if (index.size > MAX_TABLE_ENTRIES) throw new Error(`table of ${index.size} entries per side exceeds the limit of ${MAX_TABLE_ENTRIES}`);
  const metric = options.metric ?? 'dtc';
  const pool = options.pool ?? new WorkerPool(options.spawn, options.threads);
  pool.cancelWith(options.signal);
  let finished = false;
  // The resident size read at most every RSS_EVERY_MS: a read per task's reply was 42 ms of the
  // driver's time over the KCPA-KAB chain, while workers waited for their next task.
  let rss = 0, rssAt = -Infinity;
  const report: Report = (phase, done, total, phaseStart, extra = {}) => {
    if (!options.onProgress) return;
    const now = performance.now(), seconds = (now - phaseStart) / 1000;
    const rate = seconds > 0 ? done / seconds : 0;
    if (now - rssAt >= RSS_EVERY_MS) [rss, rssAt] = [process.memoryUsage.rss(), now];
    options.onProgress({
      phase, percent: total ? Math.min(100, (100 * done) / total) : 100, positionsPerSecond: rate,
      etaSeconds: rate > 0 && total ? (total - done) / rate : null, rssBytes: rss, ...extra,
    });
  };
  try {
    const solved = await solve(index, metric, options, pool, report);
    // Only now, with the schedule's frame gone, is this thread's last reference to the bitmaps.
    if (solved.released) collectGarbageNow();
    const values = valueViews({ size: index.size, values: solved.values });
    if (!options.output) {
      finished = true;
      return { index, values, seconds: (performance.now() - started) / 1000 };
    }
    const { blockEntries, codec } = options.output;
    // The statistics and the digit-order choice only read the values: one batch, so no thread waits;
    // each side's candidate orders are ranked in several tasks a thread, the larger tasks first.
    const counted: [(RangeStatistics & { lo: number })[], (RangeStatistics & { lo: number })[]] = [[], []];
    const choices: [OrderChoice[], OrderChoice[]] = [[], []];
    // A side of one block is stored in index order: ranking the candidate layouts cost more than all
    // the rest of such a table's file (KP-KB: a quarter of its time), for a few hundred bytes.
    const parts = index.size > blockEntries ? orderChoiceParts(index.radices.length, pool.size) : 0;
    const readTasks: WorkerTask[] = [];
    for (const side of [0, 1] as const) for (let part = 0; part < parts; part++) readTasks.push({ op: 'order', side, blockEntries, codec, part, parts });
    for (const side of [0, 1] as const) {
      readTasks.push(...chunks(index.size, pool.size * 4, TASK_ENTRIES).map(([lo, hi]): WorkerTask => ({ op: 'statistics', side, lo, hi })));
    }
    await pool.run(readTasks, (reply, task) => {
      if (task.op === 'order') choices[task.side].push(reply.order!);
      if (task.op === 'statistics') counted[task.side].push({ ...reply.statistics!, lo: task.lo });
    });
    const chosen = (side: 0 | 1) => (parts > 0 ? bestOrderChoice(choices[side]).order : index.radices.map((_, i) => i));
    const digitOrder: [number[], number[]] = [chosen(0), chosen(1)];
    // In index order, so that the longest DTC's first position is the one named.
    const inOrder = (side: 0 | 1) => counted[side].sort((a, b) => a.lo - b.lo);
    const statistics: TableStatistics = { red: sideStatistics(inOrder(0), index, 0), black: sideStatistics(inOrder(1), index, 1) };
    const compressTasks: WorkerTask[] = [];
    for (const side of [0, 1] as const) {
      const blocks = Math.ceil(index.size / blockEntries);
      for (const [first, end] of chunks(blocks, Math.max(pool.size * 8, Math.ceil(blocks / COMPRESS_TASK_BLOCKS)))) {
        compressTasks.push({ op: 'compress', side, order: digitOrder[side], blockEntries, codec, first, end });
      }
    }
    const compressed: [CompressedSide, CompressedSide] = [{ blocks: [], checksums: [] }, { blocks: [], checksums: [] }];
    const compressStart = performance.now();
    let compressedBlocks = 0;
    await pool.run(compressTasks, (reply, task) => {
      if (task.op !== 'compress') return;
      for (let i = 0; i < reply.blocks!.length; i++) {
        compressed[task.side].blocks[task.first + i] = reply.blocks![i];
        compressed[task.side].checksums[task.first + i] = reply.checksums![i];
      }
      compressedBlocks += task.end - task.first;
      report('compress', compressedBlocks, 2 * Math.ceil(index.size / blockEntries), compressStart);
    });
    finished = true;
    return { index, values, seconds: (performance.now() - started) / 1000, compressed, digitOrder, statistics };
  } finally {
    // A kept pool that failed or was cancelled mid-batch may still be running tasks: its owner closes it.
    if (!options.pool) await pool.close();
    else if (finished) await pool.release();
  }
}

/**
 * Sets the workers up for the table and runs its schedule; returns the values' buffers. With a
 * table file to write and enough to gain, the workers then hold the values alone (`released`):
 * compression reads nothing else, and the bitmaps and the sub-tables' values (0.75 GiB of the
 * 炮高兵单士象对士象全 main table) would otherwise stay allocated through it. Its own function, so
 * that nothing of the schedule's frame outlives it (a suspended async function keeps all its locals).
 */
async function solve(
  index: MaterialIndex, metric: Metric, options: ParallelOptions, pool: WorkerPool, report: Report,
): Promise<{ values: TableBuffers['values']; released: boolean }> {
  const { counts, subTables } = options;
  const sides = trapSides(counts);
  const buffers = allocateTable(index.size, sides, metric);
  const releaseFrom = options.releaseFromBytes ?? RELEASE_FROM_BYTES;
  // DTM read later: the initial pass reads the sub-tables' W/D/L (from their DTM files) alone.
  let passes = metric === 'dtm' && readsDistancesLater(counts, index.size, releaseFrom) ? distancePasses(counts) : [];
  let read: Metric = passes.length > 0 ? 'dtc' : metric;
  let captureValues: Record<string, CaptureValues> | undefined = await loadCaptureValuesOn(pool, counts, subTables, read);
  const settled = (metric === 'dtc' || passes.length > 0) && capturesSettled(sides, captureValues);
  if (passes.length > 0 && !settled) {
    // A sub-table value of a later repetition order: the distances are read with the W/D/L.
    [passes, read, captureValues] = [[], metric, undefined];
    captureValues = await loadCaptureValuesOn(pool, counts, subTables, read);
  }
  let capturesHeld = captureValueBytes(counts, read);
  const bare: WorkerSetup = { counts, buffers, subTables, metric, capturesSettled: settled };
  await pool.setUp({ ...bare, captureValues });
  if (options.collectGarbage) {
    await pool.collect();
    collectGarbageNow();
  }
  const state = viewTable(buffers);
  // A small table's levels are mostly messages: a few milliseconds of work per batch against a
  // round trip to each worker, so one worker runs its whole schedule.
  const schedule = index.size > WHOLE_TABLE_ENTRIES ? generationSchedule(state, pool.size, sides, passes) : wholeInOneTask();
  // The initial pass's progress counts both sides' entries, and one side's for each distance pass.
  const initEntries = (2 + passes.length) * index.size;
  let initDone = 0, decided = 0;
  const phaseStarts: Partial<Record<GenerationPhase, number>> = {};
  for (let step = schedule.next([]); !step.done;) {
    const { phase, tasks, level, order, distances } = step.value;
    if (distances) {
      // A pass holds its own sub-tables' DTM and nothing else of the sub-tables': what the workers
      // held is let go first.
      captureValues = undefined;
      await setUpAfresh(pool, bare);
      collectGarbageNow();
      captureValues = await loadCaptureValuesOn(pool, counts, subTables, 'dtm', distances.subTables);
      await pool.setUp({ ...bare, captureValues, someCaptures: true });
      capturesHeld = distances.bytes;
    } else if (settled && capturesHeld > 0 && capturesHeld >= releaseFrom && phase !== 'init') {
      // Nothing reads the sub-tables' values after the initial pass (and the distance passes): the
      // levels and the traps run without them (the main table's peak was in its levels, with them
      // still held). A whole small table's one task is of the initial pass too.
      captureValues = undefined;
      await setUpAfresh(pool, bare);
      collectGarbageNow();
      capturesHeld = 0;
    }
    const batchStart = performance.now();
    const phaseStart = (phaseStarts[phase] ??= batchStart);
    const replies: Reply[] = [];
    // A whole small table is one task: its start is its only progress (and a chance to cancel).
    if (tasks[0]?.op === 'whole') report('init', 0, 2 * index.size, phaseStart);
    const stepEntries = phase === 'perpetual' ? tasks.reduce((total, task) => total + taskEntries(task), 0) : 0;
    let stepDone = 0;
    await pool.run(tasks, (reply, task) => {
      replies.push(reply);
      if (task.op === 'init' || task.op === 'captureDistances') {
        initDone += task.op === 'init' ? 2 * (task.hi - task.lo) : Math.min(32 * task.hi, index.size) - 32 * task.lo;
        report('init', initDone, initEntries, phaseStart);
      }
      if (task.op === 'retro' || task.op === 'check') decided += reply.decided;
      if (phase === 'perpetual') {
        stepDone += taskEntries(task);
        report('perpetual', stepDone, stepEntries, batchStart, { order });
      }
    });
    if (phase === 'retro') report('retro', decided, 2 * index.size, phaseStart, { level, order });
    step = schedule.next(replies);
  }
  const released = tableBytes(index.size, sides, metric) - 4 * index.size + capturesHeld;
  if (!options.output || released < releaseFrom) return { values: buffers.values, released: false };
  await setUpAfresh(pool, { counts, buffers: valuesOnly(buffers), subTables: {}, metric });
  return { values: buffers.values, released: true };
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

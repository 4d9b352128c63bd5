/**
 * Generates one table with worker threads over shared memory, running the batches of the shared
 * schedule (schedule.ts) on the pool, then, for a table file, choosing each side's digit order and
 * compressing its blocks in the workers. Reports progress and honours cancellation between tasks. Its
 * memory, from allocation to release, is tableMemory.ts's to order.
 */
import { MAX_TABLE_ENTRIES, MaterialIndex, type PieceCounts } from '../../../shared/tablebase/materialIndex';
import type { Metric } from '../../../shared/tablebase/value';
import { type OrderChoice, bestOrderChoice, orderChoiceParts } from '../files/orderChoice';
import type { BlockCodec } from '../files/format';
import type { CompressedSide } from '../files/writer';
import type { CompressionTask } from './passes/compression';
import type { DigitOrderTask } from './passes/digitOrder';
import { distancePasses } from './passes/distances';
import { type RangeStatistics, type StatisticsTask, type TableStatistics, sideStatistics } from './passes/statistics';
import { WHOLE_TABLE_ENTRIES, type WholeTask } from './passes/whole';
import { passOf } from './registry';
import { type Schedule, type SchedulePhase, type ScheduleTask, TASK_ENTRIES, chunks, generationSchedule } from './schedule';
import { RELEASE_FROM_BYTES, type Solved, TableMemory, endTable, readsDistancesLater, solveTable } from './tableMemory';
import { valueViews, viewTable } from './tableState';
import { trapSides } from './trapSides';
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

function* wholeInOneTask(): Schedule<WholeTask> {
  yield { phase: 'init', tasks: [{ pass: 'whole' }] };
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
    const values = valueViews({ size: index.size, values: await solveTable(() => solve(index, metric, options, pool, report)) });
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
    const readTasks: (DigitOrderTask | StatisticsTask)[] = [];
    for (const side of [0, 1] as const) for (let part = 0; part < parts; part++) readTasks.push({ pass: 'digitOrder', side, blockEntries, codec, part, parts });
    for (const side of [0, 1] as const) {
      for (const [lo, hi] of chunks(index.size, pool.size * 4, TASK_ENTRIES)) readTasks.push({ pass: 'statistics', side, lo, hi });
    }
    await pool.run(readTasks, (answer) => {
      if (answer.pass === 'digitOrder') choices[answer.task.side].push(answer.result);
      else counted[answer.task.side].push({ ...answer.result, lo: answer.task.lo });
    });
    const chosen = (side: 0 | 1) => (parts > 0 ? bestOrderChoice(choices[side]).order : index.radices.map((_, i) => i));
    const digitOrder: [number[], number[]] = [chosen(0), chosen(1)];
    // In index order, so that the longest DTC's first position is the one named.
    const inOrder = (side: 0 | 1) => counted[side].sort((a, b) => a.lo - b.lo);
    const statistics: TableStatistics = { red: sideStatistics(inOrder(0), index, 0), black: sideStatistics(inOrder(1), index, 1) };
    const compressTasks: CompressionTask[] = [];
    for (const side of [0, 1] as const) {
      const blocks = Math.ceil(index.size / blockEntries);
      for (const [first, end] of chunks(blocks, Math.max(pool.size * 8, Math.ceil(blocks / COMPRESS_TASK_BLOCKS)))) {
        compressTasks.push({ pass: 'compression', side, order: digitOrder[side], blockEntries, codec, first, end });
      }
    }
    const compressed: [CompressedSide, CompressedSide] = [{ blocks: [], checksums: [] }, { blocks: [], checksums: [] }];
    const compressStart = performance.now();
    let compressedBlocks = 0;
    await pool.run(compressTasks, ({ task, result }) => {
      for (let i = 0; i < result.blocks.length; i++) {
        compressed[task.side].blocks[task.first + i] = result.blocks[i];
        compressed[task.side].checksums[task.first + i] = result.checksums[i];
      }
      compressedBlocks += task.end - task.first;
      report('compress', compressedBlocks, 2 * Math.ceil(index.size / blockEntries), compressStart);
    });
    finished = true;
    return { index, values, seconds: (performance.now() - started) / 1000, compressed, digitOrder, statistics };
  } finally {
    await endTable(pool, options.pool !== undefined, finished);
  }
}

/**
 * Sets the workers up for the table and runs its schedule; returns the values' buffers, the rest let go
 * where worth it (tableMemory.ts). Its own function, so that nothing of the schedule's frame outlives it
 * (a suspended async function keeps all its locals).
 */
async function solve(index: MaterialIndex, metric: Metric, options: ParallelOptions, pool: WorkerPool, report: Report): Promise<Solved> {
  const { counts, subTables } = options;
  const sides = trapSides(counts);
  const memory = TableMemory.allocate(pool, counts, subTables, metric, options.releaseFromBytes ?? RELEASE_FROM_BYTES);
  // DTM read later: the initial pass reads the sub-tables' W/D/L (from their DTM files) alone.
  let passes = metric === 'dtm' && readsDistancesLater(counts, index.size, memory.releaseFrom) ? distancePasses(counts) : [];
  await memory.load(passes.length > 0 ? 'dtc' : metric);
  const settled = (metric === 'dtc' || passes.length > 0) && memory.settled();
  if (passes.length > 0 && !settled) {
    // A sub-table value of a later repetition order: the distances are read with the W/D/L.
    passes = [];
    await memory.load(metric);
  }
  await memory.setUp(settled, options.collectGarbage);
  const state = viewTable(memory.buffers);
  // A small table's levels are mostly messages: a few milliseconds of work per batch against a
  // round trip to each worker, so one worker runs its whole schedule.
  const whole = index.size <= WHOLE_TABLE_ENTRIES;
  const schedule: Schedule<ScheduleTask | WholeTask> = whole ? wholeInOneTask() : generationSchedule(state, pool.size, sides, passes);
  // The initial pass's progress counts both sides' entries, and one side's for each distance pass.
  const initEntries = (2 + passes.length) * index.size;
  let initDone = 0, decided = 0;
  const phaseStarts: Partial<Record<GenerationPhase, number>> = {};
  for (let step = schedule.next([]); !step.done;) {
    const { phase, tasks, level, order, distances } = step.value;
    if (distances) await memory.holdDistances(distances);
    else await memory.beforeBatch(phase);
    const batchStart = performance.now();
    const phaseStart = (phaseStarts[phase] ??= batchStart);
    const results: unknown[] = [];
    // A whole small table is one task: its start is its only progress (and a chance to cancel).
    if (whole) report('init', 0, 2 * index.size, phaseStart);
    const covered = (task: ScheduleTask | WholeTask) => passOf(task).covers?.(task, index.size) ?? 0;
    const stepEntries = phase === 'perpetual' ? tasks.reduce((total, task) => total + covered(task), 0) : 0;
    let stepDone = 0;
    await pool.run(tasks, ({ task, result }) => {
      results.push(result);
      if (phase === 'init' && passOf(task).covers) {
        initDone += covered(task);
        report('init', initDone, initEntries, phaseStart);
      }
      if (phase === 'retro') decided += passOf(task).decided?.(task, result) ?? 0;
      if (phase === 'perpetual') {
        stepDone += covered(task);
        report('perpetual', stepDone, stepEntries, batchStart, { order });
      }
    });
    if (phase === 'retro') report('retro', decided, 2 * index.size, phaseStart, { level, order });
    step = schedule.next(results);
  }
  return memory.solved(options.output !== undefined);
}

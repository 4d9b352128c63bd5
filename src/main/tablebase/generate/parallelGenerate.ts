/**
 * Generates one table with worker threads over shared memory: the initial pass split into index
 * chunks, each retrograde level split into bitmap-word chunks, the perpetual-check trap in one
 * worker, and the final draw marking split again. Reports progress and honours cancellation between
 * chunks.
 */
import { MAX_TABLE_ENTRIES, MaterialIndex, type PieceCounts } from '../../../shared/tablebase/materialIndex';
import { MAX_ORDER } from '../../../shared/tablebase/value';
import { captureValueBytes, loadCaptureValues } from '../files/captureValues';
import type { BlockCodec } from '../files/format';
import type { CompressedSide } from '../files/writer';
import type { WorkerTask } from './protocol';
import { allocateTable, bitmapWords, tableBytes, viewTable } from './tableState';
import { type SpawnWorker, WorkerPool } from './workerPool';

export type GenerationPhase = 'init' | 'retro' | 'perpetual' | 'finalize' | 'compress';

export interface TableProgress {
  readonly phase: GenerationPhase;
  /** 0-100 within the phase. */
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
}

export interface ParallelResult {
  readonly index: MaterialIndex;
  readonly values: readonly [Uint16Array, Uint16Array];
  readonly seconds: number;
  /** With `output`: each side's blocks and the digit order they are stored in. */
  readonly compressed?: readonly [CompressedSide, CompressedSide];
  readonly digitOrder?: readonly [number[], number[]];
}

/** Bytes the table's working memory takes (values, counters, frontiers, trap sets, sub-table values). */
export function workingBytes(counts: PieceCounts): number {
  return tableBytes(new MaterialIndex(counts).size) + captureValueBytes(counts);
}

function chunks(total: number, pieces: number): [number, number][] {
  const size = Math.max(1, Math.ceil(total / pieces));
  const out: [number, number][] = [];
  for (let lo = 0; lo < total; lo += size) out.push([lo, Math.min(total, lo + size)]);
  return out;
}

export async function generateParallel(options: ParallelOptions): Promise<ParallelResult> {
  const started = performance.now();
  const index = new MaterialIndex(options.counts);
  if (index.size > MAX_TABLE_ENTRIES) throw new Error(`table of ${index.size} entries per side exceeds the limit of ${MAX_TABLE_ENTRIES}`);
  const buffers = allocateTable(index.size);
  const state = viewTable(buffers);
  const captureValues = loadCaptureValues(options.counts, options.subTables);
  const pool = new WorkerPool(options.spawn, { counts: options.counts, buffers, subTables: options.subTables, captureValues }, options.threads, options.signal);
  const report = (phase: GenerationPhase, done: number, total: number, phaseStart: number, extra: { level?: number; order?: number } = {}) => {
    if (!options.onProgress) return;
    const seconds = (performance.now() - phaseStart) / 1000;
    const rate = seconds > 0 ? done / seconds : 0;
    options.onProgress({
      phase, percent: total ? Math.min(100, (100 * done) / total) : 100, positionsPerSecond: rate,
      etaSeconds: rate > 0 && total ? (total - done) / rate : null, rssBytes: process.memoryUsage.rss(), ...extra,
    });
  };
  try {
    const deferredWins: number[] = [], deferredLosses: number[] = [];
    const initTasks: WorkerTask[] = [];
    for (const side of [0, 1] as const) {
      for (const [lo, hi] of chunks(index.size, pool.size * 16)) initTasks.push({ op: 'init', side, lo, hi });
    }
    let done = 0;
    const initStart = performance.now();
    await pool.run(initTasks, (reply, task) => {
      deferredWins.push(...(reply.deferredWins ?? []));
      deferredLosses.push(...(reply.deferredLosses ?? []));
      if (task.op === 'init') done += task.hi - task.lo;
      report('init', done, 2 * index.size, initStart);
    });

    const words = bitmapWords(index.size);
    const levelChunks = chunks(words, pool.size * 8);
    let decidedTotal = 0;
    const retroStart = performance.now();
    const propagate = async (order: number) => {
      for (let level = 0; ; level++) {
        const tasks: WorkerTask[] = [];
        for (const side of [0, 1] as const) for (const [lo, hi] of levelChunks) tasks.push({ op: 'retro', side, level, order, lo, hi });
        await pool.run(tasks, (reply) => (decidedTotal += reply.decided));
        for (const side of [0, 1] as const) state.frontiers[level & 1][side].fill(0);
        report('retro', decidedTotal, 2 * index.size, retroStart, { level, order });
        const next = state.frontiers[(level + 1) & 1];
        if (next[0].every((w) => w === 0) && next[1].every((w) => w === 0)) break;
      }
    };
    await propagate(0);
    const lastDeferred = Math.max(0, ...[deferredWins, deferredLosses].flatMap((list) => list.filter((_, i) => i % 3 === 0)));
    for (let order = 1; order <= MAX_ORDER; order++) {
      let seeds = 0;
      const trapStart = performance.now();
      await pool.run([{ op: 'trap', order, deferredWins, deferredLosses }], (reply) => (seeds = reply.decided));
      report('perpetual', 1, 1, trapStart, { order });
      if (seeds === 0 && order >= lastDeferred) break;
      await propagate(order);
    }
    const finalizeTasks: WorkerTask[] = [];
    for (const side of [0, 1] as const) {
      for (const [lo, hi] of chunks(index.size, pool.size * 4)) finalizeTasks.push({ op: 'finalize', side, lo, hi });
    }
    await pool.run(finalizeTasks);
    if (!options.output) return { index, values: state.values, seconds: (performance.now() - started) / 1000 };
    const { blockEntries, codec } = options.output;
    const digitOrder: [number[], number[]] = [[], []];
    await pool.run([0, 1].map((side) => ({ op: 'order', side: side as 0 | 1, blockEntries, codec })), (reply, task) => {
      if (task.op === 'order') digitOrder[task.side] = reply.order!;
    });
    const compressTasks: WorkerTask[] = [];
    for (const side of [0, 1] as const) {
      for (const [first, end] of chunks(Math.ceil(index.size / blockEntries), pool.size * 8)) {
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
    return { index, values: state.values, seconds: (performance.now() - started) / 1000, compressed, digitOrder };
  } finally {
    await pool.close();
  }
}

/**
 * Generates a material's table and every missing sub-table into a folder, smallest first, with
 * worker threads; reports progress per table and overall; writes each finished table crash-safely.
 * With DTM, each table's DTM file follows its DTC file (it reads the sub-tables' DTM files).
 */
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Catalogue } from '../catalogue/catalogue';
import { dependencyOrder } from '../../shared/material/dependencies';
import type { Material } from '../../shared/material/material';
import { formatSignature } from '../../shared/material/signature';
import { MaterialIndex, type PieceCounts, withinTableLimit } from '../../shared/tablebase/materialIndex';
import { collectGarbageAfterWorkers } from '../memory/collectGarbage';
import { type TableProgress, generateParallel } from './generate/parallelGenerate';
import { WHOLE_TABLE_ENTRIES } from './generate/passes/whole';
import { workingBytes } from './generate/tableMemory';
import { AbortedError, type SpawnWorker, WorkerPool } from './generate/workerPool';
import { hasChase, trapSides } from './generate/trapSides';
import { captureSides } from './files/captureValues';
import { CHECK_ONLY_RULE_SET, FORMAT_VERSION, INDEX_SCHEME, RULE_BIT_FORMAT, RULE_SET, TableFileError } from './files/format';
import type { FileFault } from '../../shared/tablebase/tableFault';
import { METRICS, type Metric } from '../../shared/tablebase/value';
import { TableFile } from './files/reader';
import { writeTableFile } from './files/writer';
import { TooLargeError, tableName } from './probe/tableSet';

export const GENERATOR_VERSION = 'canju-generator 2';
export const BLOCK_ENTRIES = 131072;

export interface ChainProgress extends TableProgress {
  readonly table: string;
  /** Position of the table in the queue (0-based) and the queue length. */
  readonly tableNumber: number;
  readonly tableCount: number;
}

export interface GenerateOptions {
  readonly dir: string;
  readonly threads: number;
  /** Budget for the working memory of one table plus the sub-table cache. */
  readonly memoryBytes: number;
  readonly spawn: SpawnWorker;
  readonly signal?: AbortSignal;
  readonly onProgress?: (p: ChainProgress) => void;
  readonly onTableDone?: (t: GeneratedTableInfo) => void;
  /** Records the job and each table's status as generation goes. */
  readonly catalogue?: Catalogue;
  /** Called with the catalogue's job number before any table starts. */
  readonly onJobCreated?: (id: number) => void;
  /** Tables of at least this much working memory start after a collection (COLLECTED_FROM_BYTES unless given). */
  readonly collectFromBytes?: number;
  /** Also each table's DTM file (docs/rules.md 5). */
  readonly dtm?: boolean;
  /** Told of each table (`KR-KA DTM` for a DTM table) whose file does not open and is made again, with the file's problem. */
  readonly onCorruptFile?: (table: string, fault: FileFault) => void;
}

export interface GeneratedTableInfo {
  readonly material: string;
  readonly metric: Metric;
  readonly path: string;
  readonly entries: number;
  readonly seconds: number;
  readonly peakRssBytes: number;
  readonly fileBytes: number;
}

/** A table needs more working memory than the budget allows. */
export class MemoryBudgetError extends Error {
  constructor(readonly material: string, readonly neededBytes: number, readonly budgetBytes: number) {
    super(`${material} needs about ${(neededBytes / 2 ** 30).toFixed(2)} GiB of working memory; the budget is ${(budgetBytes / 2 ** 30).toFixed(2)} GiB`);
  }
}

/** A table's file: `KCPA-KAB.cjtb` for DTC, `KCPA-KAB.cjdtm` for DTM (docs/table-format.md). */
export function tablePath(dir: string, counts: PieceCounts, metric: Metric = 'dtc'): string {
  return join(dir, `${formatSignature(counts)}${metric === 'dtm' ? '.cjdtm' : '.cjtb'}`);
}

/**
 * Why the folder's table of the material must be made: there is none; its file does not open (a bad
 * header, index or end marker, truncated, or another metric's table: the blocks are not read, `verify`
 * checks those) and is made again; or, where the chase trap decides positions, it was made by the
 * check-only rule set or before format 4 (which says which rule decided a value). Null: it stands.
 */
export type TableNeed = { readonly why: 'missing' | 'rules' } | { readonly why: 'corrupt'; readonly fault: FileFault } | null;

export function tableNeed(dir: string, counts: PieceCounts, metric: Metric = 'dtc'): TableNeed {
  const path = tablePath(dir, counts, metric);
  if (!existsSync(path)) return { why: 'missing' };
  let header: TableFile['header'];
  try {
    const file = TableFile.open(path);
    header = file.header;
    file.close();
  } catch (error) {
    if (error instanceof TableFileError) return { why: 'corrupt', fault: error.fileFault };
    throw error;
  }
  return (header.ruleSet === CHECK_ONLY_RULE_SET || header.format < RULE_BIT_FORMAT) && hasChase(trapSides(counts)) ? { why: 'rules' } : null;
}

/** Where a damaged table file is kept aside while its table is made again. */
export const damagedPath = (path: string): string => `${path}.damaged`;

/** A table of the chain found damaged and moved aside: its name (`KR-KA DTM`) and what its file failed. */
export interface DamagedTable {
  readonly table: string;
  readonly fault: FileFault;
}

/**
 * Checks every existing table of the chain (the DTM tables too with `dtm`) against its header and
 * every block's checksum, and moves each that fails aside (`KR-KA.cjtb.damaged`), so that generation
 * makes it again; the damaged file is removed once its new table is in place. Reads the files' blocks
 * but decompresses none.
 */
export function setAsideDamaged(dir: string, counts: PieceCounts, dtm: boolean): DamagedTable[] {
  // A material too large for any table has no chain to check (and its dependency order is vast); gen refuses it next.
  if (!withinTableLimit(counts)) return [];
  const damaged: DamagedTable[] = [];
  for (const m of dependencyOrder(counts)) {
    for (const metric of METRICS.filter((x) => x === 'dtc' || dtm)) {
      const path = tablePath(dir, m, metric);
      if (!existsSync(path)) continue;
      try {
        const file = TableFile.open(path);
        try {
          file.checkAllBlocks();
        } finally {
          file.close();
        }
      } catch (error) {
        if (!(error instanceof TableFileError)) throw error;
        renameSync(path, damagedPath(path));
        damaged.push({ table: tableName(formatSignature(m), metric), fault: error.fileFault });
      }
    }
  }
  return damaged;
}

/** Whether the folder lacks a usable, current table of the material (tableNeed). */
export const needsTable = (dir: string, counts: PieceCounts, metric: Metric = 'dtc'): boolean => tableNeed(dir, counts, metric) !== null;

export async function generateWithSubTables(counts: PieceCounts, options: GenerateOptions): Promise<GeneratedTableInfo[]> {
  if (!withinTableLimit(counts)) throw new TooLargeError(formatSignature(counts));
  mkdirSync(options.dir, { recursive: true });
  const queue: QueuedTable[] = dependencyOrder(counts).flatMap((m) => METRICS.filter((metric) => metric === 'dtc' || options.dtm).flatMap((metric) => {
    const need = tableNeed(options.dir, m, metric);
    if (need?.why === 'corrupt') options.onCorruptFile?.(tableName(formatSignature(m), metric), need.fault);
    return need ? [{ material: m, metric }] : [];
  }));
  // The catalogue lists materials, by their DTC tables; the job names its DTM tables too.
  const dtcQueue = queue.filter((q) => q.metric === 'dtc').map((q) => q.material);
  const catalogue = options.catalogue;
  const job = catalogue?.jobs.create(formatSignature(counts), dtcQueue.map(formatSignature), queue.filter((q) => q.metric === 'dtm').map((q) => formatSignature(q.material)));
  for (const m of dtcQueue) catalogue?.tables.setPending(formatSignature(m), tablePath(options.dir, m), new MaterialIndex(m).size, 'queued');
  if (job !== undefined) {
    catalogue!.jobs.update(job, { state: 'running' });
    options.onJobCreated?.(job);
  }
  let lastRecorded = 0;
  try {
    const done = await generateQueue(queue, options, (p) => {
      if (job === undefined || Date.now() - lastRecorded < 1000) return;
      lastRecorded = Date.now();
      catalogue!.jobs.update(job, { progress: p });
    });
    if (job !== undefined) catalogue!.jobs.update(job, { state: 'done' });
    return done;
  } catch (error) {
    if (job !== undefined) {
      const cancelled = error instanceof AbortedError;
      catalogue!.jobs.update(job, { state: cancelled ? 'cancelled' : 'failed', error: cancelled ? null : String(error instanceof Error ? error.message : error) });
      for (const m of dtcQueue) {
        const row = catalogue!.tables.get(formatSignature(m));
        if (row && row.status !== 'complete') catalogue!.tables.delete(formatSignature(m));
      }
    }
    throw error;
  }
}

/**
 * Working memory from which a table starts after a collection of the chain's garbage (the workers'
 * heaps and this thread's), so that its peak is its own and not its predecessors' too (the KCPA-KAB
 * chain's last table started with 50 MB of the two before it uncollected). A full collection of a
 * worker's heap takes 20-60 ms: after every table, as before, it was half the time of each of the
 * chain's small tables (its eight smallest 1.1-1.2 s with it, 0.71-0.73 s without).
 */
export const COLLECTED_FROM_BYTES = 4 * 1024 * 1024;

interface QueuedTable {
  readonly material: Material;
  readonly metric: Metric;
}

/**
 * The chain's tables on one set of workers kept from the first table to the last. A table of at most
 * WHOLE_TABLE_ENTRIES a side runs whole on one worker, so such tables run side by side, a worker
 * each, as soon as the tables their captures reach are made (one after another they left every
 * worker but one waiting); a larger table, or one that starts after a collection, runs alone, on
 * every worker, once nothing else runs.
 * The result is in the queue's order.
 */
async function generateQueue(queue: QueuedTable[], options: GenerateOptions, record: (p: ChainProgress) => void): Promise<GeneratedTableInfo[]> {
  const done: GeneratedTableInfo[] = [];
  const collectFrom = options.collectFromBytes ?? COLLECTED_FROM_BYTES;
  let collected = false;
  const pool = new WorkerPool(options.spawn, options.threads);
  const free = pool.parts();
  const waiting = [...queue.keys()];
  // Worked out once per table, not at every turn of the loop below, which looks through the tables waiting.
  const key = (material: Material, metric: Metric) => `${formatSignature(material)} ${metric}`;
  const keys = queue.map((q) => key(q.material, q.metric));
  const queued = new Set(keys);
  const inputs = queue.map(({ material, metric }) => captureSides(material).map((s) => key(s.material, metric)).filter((k) => queued.has(k)));
  // A table that starts after a collection runs alone: the collection needs every worker idle.
  const sideBySide = queue.map(({ material, metric }) => new MaterialIndex(material).size <= WHOLE_TABLE_ENTRIES && workingBytes(material, metric) < collectFrom);
  const made = new Set<string>();
  const finish = (number: number, info: GeneratedTableInfo) => {
    done[number] = info;
    made.add(keys[number]);
    options.onTableDone?.(info);
  };
  const running = new Set<Promise<void>>();
  let failure: { error: unknown } | undefined;
  try {
    while (waiting.length > 0 && !failure) {
      const small = waiting.find((n) => sideBySide[n] && inputs[n].every((k) => made.has(k)));
      if (small !== undefined && free.length > 0) {
        waiting.splice(waiting.indexOf(small), 1);
        const part = free.pop()!;
        const run: Promise<void> = generateOne(queue[small], small, queue.length, { ...options, pool: part }, record)
          .then((info) => finish(small, info), (error: unknown) => {
            failure ??= { error };
          })
          .finally(() => {
            running.delete(run);
            free.push(part);
          });
        running.add(run);
        continue;
      }
      if (running.size > 0) {
        await Promise.race(running);
        continue;
      }
      // Nothing runs, so every table before the first waiting one is made: its inputs are.
      const number = waiting.shift()!;
      const m = queue[number];
      const collects = workingBytes(m.material, m.metric) >= collectFrom;
      // Only a job before this one can have left buffers shared with workers since closed, which
      // this thread frees alone; the workers collect once they hold the table's set-up.
      if (collects && !collected) await collectGarbageAfterWorkers();
      collected ||= collects;
      finish(number, await generateOne(m, number, queue.length, { ...options, pool, collectGarbage: collects }, record));
    }
    // Tables started last may still run, and fail.
    await Promise.all(running);
    if (failure) throw failure.error;
  } finally {
    await pool.close();
  }
  return done;
}

/**
 * One table of the queue, in a function of its own so that nothing of it outlives it: a suspended
 * async function keeps every local of its frame, even those of a finished loop iteration, so a
 * table's values held in the loop above stayed alive through the whole next table (measured: the
 * 炮高兵单士象对士象全 chain peaked 1.3 GiB above the main table alone, KCPAB-KAAB's values).
 */
async function generateOne(
  queued: QueuedTable, number: number, tableCount: number, options: GenerateOptions & { readonly pool: WorkerPool; readonly collectGarbage?: boolean }, record: (p: ChainProgress) => void,
): Promise<GeneratedTableInfo> {
  const { material: m, metric } = queued;
  const material = formatSignature(m);
  const needed = workingBytes(m, metric);
  if (needed > options.memoryBytes) {
    throw new MemoryBudgetError(material, needed, options.memoryBytes);
  }
  const subTables: Record<string, string> = {};
  for (const { material: sub } of captureSides(m)) subTables[formatSignature(sub)] = tablePath(options.dir, sub, metric);
  const path = tablePath(options.dir, m, metric);
  const catalogue = metric === 'dtc' ? options.catalogue : undefined;
  catalogue?.tables.setPending(material, path, new MaterialIndex(m).size, 'generating');
  const result = await generateParallel({
    counts: m, subTables, threads: options.threads, metric,
    spawn: options.spawn, pool: options.pool, collectGarbage: options.collectGarbage, signal: options.signal, output: { blockEntries: BLOCK_ENTRIES, codec: 'zstd' },
    onProgress: (p) => {
      const progress = { ...p, table: metric === 'dtm' ? `${material} DTM` : material, tableNumber: number, tableCount };
      options.onProgress?.(progress);
      record(progress);
    },
  });
  const statistics = result.statistics!;
  const sides = result.compressed!;
  const peakRssBytes = process.resourceUsage().maxRSS * 1024;
  const header = writeTableFile(path, {
    format: FORMAT_VERSION, material, indexScheme: INDEX_SCHEME, ruleSet: RULE_SET, metric,
    entries: result.index.size, blockEntries: BLOCK_ENTRIES, codec: 'zstd', digitOrder: result.digitOrder, statistics,
    generator: GENERATOR_VERSION, createdAt: new Date().toISOString(), seconds: result.seconds, peakRssBytes,
  }, sides);
  // Only a file renamed into place is recorded as complete; the damaged file it replaces goes now.
  catalogue?.tables.setComplete(path, header, statSync(path).size);
  rmSync(damagedPath(path), { force: true });
  // A DTM file made again replaces the one found corrupt.
  if (metric === 'dtm') options.catalogue?.tables.setDtmProblem(material, null);
  return {
    material, metric, path, entries: result.index.size, seconds: result.seconds, peakRssBytes,
    fileBytes: sides.reduce((total, side) => total + side.blocks.reduce((t, b) => t + b.length, 0), 0),
  };
}

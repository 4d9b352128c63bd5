/** Runs the verify pass of a stored table over worker threads. */
import type { PieceCounts } from '../../../shared/tablebase/materialIndex';
import type { TableFile } from '../files/reader';
import { loadCaptureValuesOn } from './captureLoading';
import { type Inconsistency, REPORTED_INCONSISTENCIES, type VerifyTask } from './passes/verify';
import { valuesToVerify } from './tableMemory';
import { viewTable } from './tableState';
import { type SpawnWorker, WorkerPool } from './workerPool';

export interface VerifyResult {
  readonly checked: number;
  readonly inconsistencies: number;
  /** The first inconsistencies in index order, red to move first (at most REPORTED_INCONSISTENCIES). */
  readonly examples: Inconsistency[];
  readonly seconds: number;
}

export async function verifyParallel(options: {
  readonly counts: PieceCounts;
  readonly file: TableFile;
  readonly subTables: Readonly<Record<string, string>>;
  readonly threads: number;
  readonly spawn: SpawnWorker;
  readonly signal?: AbortSignal;
  readonly onProgress?: (done: number, total: number) => void;
}): Promise<VerifyResult> {
  const { file } = options;
  const size = file.header.entries;
  const buffers = await valuesToVerify(size);
  const started = performance.now();
  const state = viewTable(buffers);
  for (const side of [0, 1] as const) {
    file.readSide(side, state.values[side]);
  }
  // A DTM file is checked against its sub-tables' DTM files (`subTables` names them).
  const metric = file.header.metric === 'dtm' ? 'dtm' : 'dtc';
  const pool = new WorkerPool(options.spawn, options.threads, options.signal);
  try {
    const captureValues = await loadCaptureValuesOn(pool, options.counts, options.subTables, metric);
    await pool.setUp({ counts: options.counts, buffers, subTables: options.subTables, captureValues, valuesFromFile: true, scheme: file.tableIndex.scheme, metric });
    const tasks: VerifyTask[] = [];
    const chunk = Math.max(1, Math.ceil(size / (options.threads * 32)));
    for (const side of [0, 1] as const) for (let lo = 0; lo < size; lo += chunk) tasks.push({ pass: 'verify', side, lo, hi: Math.min(size, lo + chunk) });
    let done = 0, bad = 0;
    const examples: Inconsistency[] = [];
    await pool.run(tasks, ({ task, result }) => {
      bad += result.count;
      // Replies come in whatever order the workers finish: keeping the first by position, not by
      // arrival, makes two runs over the same file report the same examples.
      for (const example of result.examples) examples.push(example);
      examples.sort((a, b) => a.side - b.side || a.index - b.index).splice(REPORTED_INCONSISTENCIES);
      done += task.hi - task.lo;
      options.onProgress?.(done, 2 * size);
    });
    return { checked: 2 * size, inconsistencies: bad, examples, seconds: (performance.now() - started) / 1000 };
  } finally {
    await pool.close();
  }
}

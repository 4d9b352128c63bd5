import { describe, expect, it } from 'vitest';
import { TableFile } from '../../src/main/tablebase/files/reader';
import { MemoryTables } from '../../src/main/tablebase/generate/memoryTables';
import { type VerifyResult, verifyParallel } from '../../src/main/tablebase/generate/parallelVerify';
import type { WorkerMessage } from '../../src/main/tablebase/generate/protocol';
import type { WorkerTask } from '../../src/main/tablebase/generate/registry';
import { spawnWorker } from '../../src/main/tablebase/generate/spawnWorker';
import type { SpawnWorker } from '../../src/main/tablebase/generate/workerPool';
import { REPORTED_INCONSISTENCIES } from '../../src/main/tablebase/generate/passes/verify';
import { tablePath } from '../../src/main/tablebase/generationService';
import { formatValue } from '../../src/shared/tablebase/value';
import { copyTables, lossesToDraws, referenceInconsistencies, reversedResults } from '../support/corruptTable';
import { generatedFolder } from '../support/tableFolder';
import { counts, generateChain } from '../support/tables';

// K+R vs K+A: small, and its one sub-table (K+R vs K, reached when the rook takes the advisor) is
// read from its own file, so a corrupted sub-table shows in the parent's verify.
const parent = counts('KR', 'KA');
const sub = counts('KR', 'K');
const generated = generatedFolder(parent);
const tables = new MemoryTables();

async function verifyFolder(
  dir: string, threads: number, options: { spawn?: SpawnWorker; onProgress?: (done: number, total: number) => void } = {},
): Promise<VerifyResult> {
  const file = TableFile.open(tablePath(dir, parent));
  try {
    return await verifyParallel({ counts: parent, file, subTables: { 'KR-K': tablePath(dir, sub) }, threads, spawn: spawnWorker, ...options });
  } finally {
    file.close();
  }
}

/**
 * Workers that hold back for `ms` their reply to the task covering entry `index` of `side`, long
 * enough for the other worker to finish the remaining tasks: that reply then arrives last.
 */
function spawnHoldingReply(side: 0 | 1, index: number, ms: number): { spawn: SpawnWorker; held: () => WorkerTask | undefined } {
  let held: WorkerTask | undefined;
  const covers = (task: WorkerTask) => task.pass === 'verify' && task.side === side && task.lo <= index && index < task.hi;
  const spawn: SpawnWorker = () => {
    const worker = spawnWorker();
    // Each worker is sent the whole batch, and each reply names its task's number in it (WorkerPool.run).
    let batch: readonly WorkerTask[] = [];
    const wrapped = new Map<(...args: unknown[]) => void, (...args: unknown[]) => void>();
    const post = worker.postMessage.bind(worker), on = worker.on.bind(worker), off = worker.off.bind(worker);
    worker.postMessage = (message: WorkerMessage) => {
      if (message.op === 'batch') batch = message.tasks;
      post(message);
    };
    worker.on = ((event: string, listener: (...args: unknown[]) => void) => {
      if (event !== 'message') return on(event, listener);
      const holding = (message: unknown) => {
        if (!Array.isArray(message)) return listener(message);
        const replies = message as { seq: number }[];
        const late = held ? -1 : replies.findIndex((reply) => {
          const task = batch[reply.seq];
          return task && covers(task);
        });
        if (late < 0) return listener(replies);
        held = batch[replies[late].seq];
        listener(replies.filter((_, i) => i !== late));
        setTimeout(() => listener([replies[late]]), ms);
      };
      wrapped.set(listener, holding);
      return on(event, holding);
    }) as typeof worker.on;
    worker.off = ((event: string, listener: (...args: unknown[]) => void) => off(event, wrapped.get(listener) ?? listener)) as typeof worker.off;
    return worker;
  };
  return { spawn, held: () => held };
}

/** Workers whose exits are recorded, to check none outlives the verify. */
function spawnWatchingExits(): { spawn: SpawnWorker; running: () => number } {
  let running = 0;
  const spawn: SpawnWorker = () => {
    const worker = spawnWorker();
    running++;
    worker.once('exit', () => running--);
    return worker;
  };
  return { spawn, running: () => running };
}

describe('verify of table files catches values changed behind valid checksums', () => {
  it('a rewritten table passes every checksum and holds the changed values', () => {
    const changes = reversedResults(generateChain(parent, tables), 0, 5);
    const dir = copyTables(generated, [parent, sub], { 'KR-KA': changes });
    const file = TableFile.open(tablePath(dir, parent));
    try {
      expect(() => file.checkAllBlocks()).not.toThrow();
      const values = new Uint16Array(file.header.entries);
      file.readSide(0, values);
      expect(changes.map((c) => values[c.index])).toEqual(changes.map((c) => c.value));
    } finally {
      file.close();
    }
  });

  it('an intact table verifies clean', async () => {
    const result = await verifyFolder(copyTables(generated, [parent, sub]), 2);
    expect(result.inconsistencies).toBe(0);
    expect(result.examples).toEqual([]);
    expect(result.checked).toBe(2 * generateChain(parent, tables).index.size);
  });

  it('reports each changed position with its stored and expected value, and the exact count', async () => {
    const table = generateChain(parent, tables);
    const changes = reversedResults(table, 0, 5);
    const reference = referenceInconsistencies(parent, tables, { 'KR-KA': changes });
    // Red to move first: the reply holding the last changed red-to-move position arrives after black's.
    const { spawn, held } = spawnHoldingReply(0, changes[4].index, 2000);
    const result = await verifyFolder(copyTables(generated, [parent, sub], { 'KR-KA': changes }), 2, { spawn });
    expect(held()).toBeDefined();
    expect(result.inconsistencies).toBe(reference.length);
    // Red-to-move values depend only on black-to-move ones, which did not change: the red-to-move
    // inconsistencies are exactly the changed positions, and each expects its generated value.
    expect(result.examples.filter((i) => i.side === 0).map(({ index, stored, expected }) => ({ index, stored, expected }))).toEqual(
      changes.map((c) => ({ index: c.index, stored: formatValue(c.value), expected: formatValue(table.values[0][c.index]) })),
    );
    expect(result.examples).toEqual(reference.slice(0, REPORTED_INCONSISTENCIES));
  });

  it('a parent verified against a corrupted sub-table disagrees with it, listing the same first positions whatever order replies come in', async () => {
    const changes = lossesToDraws(generateChain(sub, tables), 1);
    const reference = referenceInconsistencies(parent, tables, { 'KR-K': changes });
    // Enough that the report keeps only the first few, so which ones it keeps is tested too.
    expect(reference.length).toBeGreaterThan(REPORTED_INCONSISTENCIES);
    const dir = copyTables(generated, [parent, sub], { 'KR-K': changes });
    // The reply holding the first inconsistency arrives last: kept by arrival, it would be lost.
    const { spawn, held } = spawnHoldingReply(reference[0].side, reference[0].index, 2000);
    const runs = [await verifyFolder(dir, 2), await verifyFolder(dir, 2, { spawn })];
    expect(held()).toBeDefined();
    for (const result of runs) {
      expect(result.inconsistencies).toBe(reference.length);
      expect(result.examples).toEqual(reference.slice(0, REPORTED_INCONSISTENCIES));
    }
    // The advisor's capture now leads to a draw: the parent's stored wins are what no longer follow.
    expect(runs[0].examples.every((i) => i.side === 0 && i.stored.startsWith('win'))).toBe(true);
  });
});

describe('the parallel verify', () => {
  it('reports progress in small steps up to every entry, its own time, and leaves no worker running', async () => {
    const size = generateChain(parent, tables).index.size;
    const progress: [number, number][] = [];
    const { spawn, running } = spawnWatchingExits();
    const started = performance.now();
    const result = await verifyFolder(copyTables(generated, [parent, sub]), 2, { spawn, onProgress: (done, total) => progress.push([done, total]) });
    const wall = (performance.now() - started) / 1000;
    expect(progress.at(-1)).toEqual([2 * size, 2 * size]);
    expect(progress.every(([done, total], i) => total === 2 * size && done > (i === 0 ? 0 : progress[i - 1][0]))).toBe(true);
    // A progress bar moves in steps of at most 1/32 of a side.
    expect(progress.length).toBeGreaterThanOrEqual(2 * 32);
    expect(result.seconds).toBeGreaterThan(0);
    expect(result.seconds).toBeLessThanOrEqual(wall);
    expect(running()).toBe(0);
  });
});

/**
 * The parallel verify's own work, with workers that run in this thread (test/support/inThreadWorker.ts)
 * over files laid out without the writer: how it splits the entries into tasks, reports progress,
 * counts inconsistencies and keeps the first ones by position whatever order replies come in, passes
 * the sub-tables' capture values and cancellation on, and stops its workers. parallelVerify.test.ts
 * runs the same checks on real worker threads over generated files.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TableFile } from '../../src/main/tablebase/files/reader';
import { MemoryTables } from '../../src/main/tablebase/generate/memoryTables';
import { type VerifyResult, verifyParallel } from '../../src/main/tablebase/generate/parallelVerify';
import type { WorkerTask } from '../../src/main/tablebase/generate/registry';
import { REPORTED_INCONSISTENCIES } from '../../src/main/tablebase/generate/passes/verify';
import { formatValue, ILLEGAL, DRAW } from '../../src/shared/tablebase/value';
import { type TableChanges, lossesToDraws, referenceInconsistencies, reversedResults } from '../support/corruptTable';
import { inThreadWorkers, type InThreadWorkers } from '../support/inThreadWorker';
import { writeSpec } from '../support/tableBytes';
import { counts, generateChain } from '../support/tables';

const parent = counts('KR', 'KA');
const sub = counts('KR', 'K');
const tables = new MemoryTables();
const table = generateChain(parent, tables);
const subTable = tables.get(sub)!;
const SIZE = table.index.size;

const scratch = mkdtempSync(join(tmpdir(), 'canju-verify-tasks-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** K+R vs K+A and K+R vs K written to a fresh folder with `changes` (by signature); illegal entries hold draws, as "don't care". */
function folder(changes: TableChanges = {}): string {
  const dir = mkdtempSync(join(scratch, 'f-'));
  for (const [name, t, orders] of [['KR-KA', table, [[2, 0, 1], [1, 2, 0]]], ['KR-K', subTable, [[0, 1, 2], [2, 1, 0]]]] as const) {
    const values = [t.values[0].map((v) => (v === ILLEGAL ? DRAW : v)), t.values[1].map((v) => (v === ILLEGAL ? DRAW : v))] as const;
    for (const change of changes[name] ?? []) values[change.side][change.index] = change.value;
    writeSpec(join(dir, `${name}.cjtb`), { material: name, radices: t.index.radices, values, blockEntries: 4096, orders });
  }
  return dir;
}

async function verify(
  dir: string, threads: number, workers: InThreadWorkers, options: { onProgress?: (done: number, total: number) => void; signal?: AbortSignal } = {},
): Promise<VerifyResult> {
  const file = TableFile.open(join(dir, 'KR-KA.cjtb'));
  try {
    return await verifyParallel({ counts: parent, file, subTables: { 'KR-K': join(dir, 'KR-K.cjtb') }, threads, spawn: workers.spawn, ...options });
  } finally {
    file.close();
  }
}

/** The verify tasks posted, by side, as [lo, hi) ranges in posting order. */
const ranges = (tasks: WorkerTask[], side: 0 | 1) => tasks.flatMap((t) => (t.pass === 'verify' && t.side === side ? [[t.lo, t.hi]] : []));

describe('the parallel verify', () => {
  it('an intact table verifies clean, in 32 tasks per thread and side that cover every entry once, reporting each', async () => {
    const dir = folder();
    for (const threads of [1, 2]) {
      const workers = inThreadWorkers();
      const progress: [number, number][] = [];
      const started = performance.now();
      const result = await verify(dir, threads, workers, { onProgress: (done, total) => progress.push([done, total]) });
      const wall = (performance.now() - started) / 1000;
      expect(result).toMatchObject({ checked: 2 * SIZE, inconsistencies: 0, examples: [] });
      expect(result.seconds).toBeGreaterThan(0);
      expect(result.seconds).toBeLessThanOrEqual(wall);
      const chunk = Math.ceil(SIZE / (threads * 32));
      for (const side of [0, 1] as const) {
        const expected = Array.from({ length: Math.ceil(SIZE / chunk) }, (_, k) => [k * chunk, Math.min(SIZE, (k + 1) * chunk)]);
        expect(ranges(workers.tasks, side)).toEqual(expected);
      }
      // Red to move first.
      expect(workers.tasks.findIndex((t) => t.pass === 'verify' && t.side === 1)).toBe(ranges(workers.tasks, 0).length);
      expect(progress).toHaveLength(workers.tasks.length);
      expect(progress.length).toBeLessThanOrEqual(2 * 32 * threads);
      expect(progress.length).toBeGreaterThanOrEqual(2 * 32 * threads - 2);
      expect(progress.every(([done, total], i) => total === 2 * SIZE && done > (i === 0 ? 0 : progress[i - 1][0]))).toBe(true);
      expect(progress.at(-1)).toEqual([2 * SIZE, 2 * SIZE]);
      expect(workers.setups).toHaveLength(threads);
      expect(workers.running()).toBe(0);
    }
    // 17,010 entries in steps of 532 on one thread: the last task is the short one.
    expect(SIZE % Math.ceil(SIZE / 32)).toBe(518);
  });

  it('gives the workers the table’s values, its sub-tables and their capture values, and says the values come from a file', async () => {
    const dir = folder();
    const workers = inThreadWorkers();
    await verify(dir, 1, workers);
    const [setup] = workers.setups;
    expect(setup.counts).toEqual(parent);
    expect(setup.subTables).toEqual({ 'KR-K': join(dir, 'KR-K.cjtb') });
    expect(setup.valuesFromFile).toBe(true);
    expect(Object.keys(setup.captureValues!)).toEqual(['KR-K']);
    const values = new Uint16Array(setup.buffers.values[1]);
    expect(values.filter((v, i) => table.values[1][i] !== ILLEGAL && v !== table.values[1][i])).toHaveLength(0);
    expect(values).toHaveLength(SIZE);
  });

  it('counts every changed position and lists the first by position, whatever order the replies come in', async () => {
    const changes = reversedResults(table, 0, 5);
    const reference = referenceInconsistencies(parent, tables, { 'KR-KA': changes });
    const dir = folder({ 'KR-KA': changes });
    // The task holding the last changed red-to-move position answers after all the others.
    const late = (t: WorkerTask) => t.pass === 'verify' && t.side === 0 && t.lo <= changes[4].index && changes[4].index < t.hi;
    for (const workers of [inThreadWorkers(), inThreadWorkers({ delay: (t) => (late(t) ? 50 : 0) })]) {
      const result = await verify(dir, 2, workers);
      expect(result.inconsistencies).toBe(reference.length);
      expect(result.examples.filter((i) => i.side === 0).map(({ index, stored, expected }) => ({ index, stored, expected }))).toEqual(
        changes.map((c) => ({ index: c.index, stored: formatValue(c.value), expected: formatValue(table.values[0][c.index]) })),
      );
      expect(result.examples).toEqual(reference.slice(0, REPORTED_INCONSISTENCIES));
    }
  });

  it('keeps only the first inconsistencies of a sub-table disagreeing with the parent, by side then index', async () => {
    const changes = lossesToDraws(subTable, 1);
    const reference = referenceInconsistencies(parent, tables, { 'KR-K': changes });
    expect(reference.length).toBeGreaterThan(2 * REPORTED_INCONSISTENCIES);
    const dir = folder({ 'KR-K': changes });
    const first = reference[0];
    const holds = (t: WorkerTask) => t.pass === 'verify' && t.side === first.side && t.lo <= first.index && first.index < t.hi;
    // The reply holding the first inconsistency arrives last: kept by arrival, it would be lost.
    for (const workers of [inThreadWorkers(), inThreadWorkers({ delay: (t) => (holds(t) ? 30 : 0) })]) {
      const result = await verify(dir, 2, workers);
      expect(result.inconsistencies).toBe(reference.length);
      expect(result.examples).toEqual(reference.slice(0, REPORTED_INCONSISTENCIES));
    }
  });

  it('the first inconsistencies of both sides: red to move before black, then by index', async () => {
    const changes = [...reversedResults(table, 1, 3), ...reversedResults(table, 0, 2)];
    const reference = referenceInconsistencies(parent, tables, { 'KR-KA': changes });
    expect(reference.some((i) => i.side === 1)).toBe(true);
    expect(reference.length).toBeLessThanOrEqual(REPORTED_INCONSISTENCIES);
    // The replies holding red's inconsistencies come after black's.
    const red = new Set(reference.filter((i) => i.side === 0).map((i) => i.index));
    const workers = inThreadWorkers({ delay: (t) => (t.pass === 'verify' && t.side === 0 && [...red].some((i) => t.lo <= i && i < t.hi) ? 60 : 0) });
    const result = await verify(folder({ 'KR-KA': changes }), 2, workers);
    expect(result.examples).toEqual(reference);
  });

  it('keeps the first inconsistencies of red to move ahead of black’s even when they arrive last', async () => {
    // Made-up replies: one inconsistency at the start of each black-to-move task and of the first red
    // one, whose reply comes after all the others.
    const made = (side: 0 | 1, index: number) => ({ side, index, fen: `${side} ${index}`, stored: 'draw', expected: 'draw' });
    const counted = (t: WorkerTask) => t.pass === 'verify' && (t.side === 1 || t.lo === 0);
    const workers = inThreadWorkers({
      last: (t) => t.pass === 'verify' && t.side === 0 && t.lo === 0,
      reply: (_, t) => (t.pass === 'verify' && counted(t) ? { ok: true, result: { count: 1, examples: [made(t.side, t.lo)] } } : { ok: true, result: { count: 0, examples: [] } }),
    });
    const result = await verify(folder(), 2, workers);
    const black = ranges(workers.tasks, 1).map(([lo]) => made(1, lo));
    expect(workers.tasks.filter((t) => t.pass === 'verify' && t.side === 0 && t.lo === 0)).toHaveLength(1);
    expect(result.inconsistencies).toBe(1 + black.length);
    expect(result.examples).toEqual([made(0, 0), ...black.slice(0, REPORTED_INCONSISTENCIES - 1)]);
  });

  it('answers each task of a consistent table with no inconsistency and an empty list of them', async () => {
    const results: unknown[] = [];
    const workers = inThreadWorkers({
      reply: (reply, task) => {
        if (reply.ok && task.pass === 'verify') results.push(reply.result);
        return reply;
      },
    });
    const result = await verify(folder(), 2, workers);
    expect(result).toMatchObject({ inconsistencies: 0, examples: [] });
    expect(results).toHaveLength(workers.tasks.length);
    for (const answered of results) expect(answered).toEqual({ count: 0, examples: [] });
  });

  it('stops its workers when a task fails, and stops before any task when cancelled', async () => {
    const failing = inThreadWorkers({ reply: (reply, task) => (task.pass === 'verify' && task.side === 1 && task.lo === 0 ? { ok: false, error: 'boom' } : reply) });
    await expect(verify(folder(), 2, failing)).rejects.toThrow('generation worker failed: boom');
    expect(failing.running()).toBe(0);
    const cancelled = inThreadWorkers();
    const controller = new AbortController();
    controller.abort();
    await expect(verify(folder(), 2, cancelled, { signal: controller.signal })).rejects.toThrow('generation was cancelled');
    expect(cancelled.tasks).toEqual([]);
    expect(cancelled.running()).toBe(0);
  });
});

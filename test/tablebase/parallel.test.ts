import { observingSetups } from '../support/observeSetups';
import type { WorkerMessage } from '../../src/main/tablebase/generate/protocol';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryTables } from '../../src/main/tablebase/generate/memoryTables';
import { formatSignature } from '../../src/shared/material/signature';
import { generateParallel } from '../../src/main/tablebase/generate/parallelGenerate';
import { WHOLE_TABLE_ENTRIES } from '../../src/main/tablebase/generate/passes/whole';
import { MaterialIndex } from '../../src/shared/tablebase/materialIndex';
import type { GeneratedTable } from '../../src/main/tablebase/generate/generateTable';
import { counts, generateChain } from '../support/tables';
import { writeGeneratedTable } from '../support/generatedTableFile';
import { spawnWorker } from '../../src/main/tablebase/generate/spawnWorker';
import { generateWithSubTables } from '../../src/main/tablebase/generationService';
import { Catalogue } from '../../src/main/catalogue/catalogue';

const dir = mkdtempSync(join(tmpdir(), 'canju-parallel-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const writeTable = (table: GeneratedTable) => writeGeneratedTable(dir, table);

describe('parallel generation', () => {
  const tables = new MemoryTables();
  it('matches the single-threaded generator, reading sub-tables from files', async () => {
    const m = counts('KR', 'KN');
    const reference = generateChain(m, tables);
    const subTables: Record<string, string> = {};
    for (const sub of [counts('KR', 'K'), counts('K', 'KN')]) subTables[formatSignature(sub)] = writeTable(tables.get(sub)!);
    const progress: string[] = [];
    const orderPercents: number[] = [];
    const result = await generateParallel({
      counts: m, subTables, threads: 2, spawn: spawnWorker,
      onProgress: (p) => {
        progress.push(p.phase);
        if (p.phase === 'perpetual') orderPercents.push(p.percent);
      },
    });
    expect(Buffer.compare(Buffer.from(result.values[0].buffer), Buffer.from(reference.values[0].buffer))).toBe(0);
    expect(Buffer.compare(Buffer.from(result.values[1].buffer), Buffer.from(reference.values[1].buffer))).toBe(0);
    expect(progress).toContain('init');
    expect(progress).toContain('retro');
    expect(progress).toContain('perpetual');
    // The repetition orders report each step's share done, not a constant 100%.
    expect(orderPercents.some((percent) => percent > 0 && percent < 100)).toBe(true);
    expect(orderPercents.every((percent) => percent >= 0 && percent <= 100)).toBe(true);
  });

  it('runs a table of at most WHOLE_TABLE_ENTRIES in one task, to the same values', async () => {
    const m = counts('KN', 'K');
    expect(new MaterialIndex(m).size).toBeLessThanOrEqual(WHOLE_TABLE_ENTRIES);
    const reference = generateChain(m, tables);
    const progress: string[] = [];
    const result = await generateParallel({ counts: m, subTables: {}, threads: 2, spawn: spawnWorker, onProgress: (p) => progress.push(p.phase) });
    expect(Buffer.compare(Buffer.from(result.values[0].buffer), Buffer.from(reference.values[0].buffer))).toBe(0);
    expect(Buffer.compare(Buffer.from(result.values[1].buffer), Buffer.from(reference.values[1].buffer))).toBe(0);
    expect(progress).toEqual(['init']);
  });

  it('holds only the values through compression once the rest reaches the limit, to the same file', async () => {
    const m = counts('KR', 'KN');
    const subTables: Record<string, string> = {};
    for (const sub of [counts('KR', 'K'), counts('K', 'KN')]) subTables[formatSignature(sub)] = writeTable(tables.get(sub) ?? generateChain(sub, tables));
    const run = async (releaseFromBytes: number | undefined) => {
      const messages: string[] = [];
      const bitmaps: WeakRef<SharedArrayBuffer>[] = [];
      let bitmapsAliveInCompression: boolean | undefined;
      const spawn = observingSetups(spawnWorker, (setup) => {
        if (setup.buffers.frontiers[0].byteLength > 0) bitmaps.push(new WeakRef(setup.buffers.frontiers[0]));
      });
      const recording: typeof spawnWorker = () => {
        const worker = spawn();
        const post = worker.postMessage.bind(worker);
        worker.postMessage = (message: WorkerMessage) => {
          if (message.op === 'batch') for (const task of message.tasks) messages.push(task.pass);
          else messages.push(message.op === 'setup' ? `setup ${message.setup.buffers.frontiers[0].byteLength ? 'table' : 'values'}` : message.op);
          post(message);
        };
        return worker;
      };
      const result = await generateParallel({
        counts: m, subTables, threads: 1, spawn: recording, output: { blockEntries: 4096, codec: 'zstd' }, releaseFromBytes,
        onProgress: (p) => {
          if (p.phase === 'compress') bitmapsAliveInCompression ??= bitmaps.some((ref) => ref.deref() !== undefined);
        },
      });
      const ops = [...new Set(messages)];
      return { result, ops, bitmapsAliveInCompression, sets: messages.filter((op) => op.startsWith('setup')), firstCompress: messages.indexOf('compression'), lastRelease: messages.lastIndexOf('release') };
    };
    const released = await run(0);
    // Loaded on the worker, set up, solved; then released and set up with the values alone before
    // the values are read for the file; this thread no longer holds the bitmaps while compressing.
    expect(released.ops.slice(0, 2)).toEqual(['captureLoad', 'setup table']);
    expect(released.sets).toEqual(['setup table', 'setup values']);
    expect(released.lastRelease).toBeLessThan(released.firstCompress);
    expect(released.bitmapsAliveInCompression).toBe(false);
    const kept = await run(undefined);
    expect(kept.sets).toEqual(['setup table']);
    expect(kept.ops).not.toContain('release');
    for (const side of [0, 1] as const) {
      expect(released.result.compressed![side]).toEqual(kept.result.compressed![side]);
      expect(Buffer.compare(Buffer.from(released.result.values[side].buffer), Buffer.from(kept.result.values[side].buffer))).toBe(0);
    }
    expect(released.result.statistics).toEqual(kept.result.statistics);
  });

  it('lets the sub-tables\' values go after the initial pass where captures are settled, to the same values', async () => {
    // Red alone can check (its trap runs), no chase trap: the trap reads the captures off the values.
    const m = counts('KR', 'KAAB');
    expect(new MaterialIndex(m).size).toBeGreaterThan(WHOLE_TABLE_ENTRIES);
    const reference = generateChain(m, tables);
    const subTables: Record<string, string> = {};
    for (const sub of [counts('KR', 'KAB'), counts('KR', 'KAA')]) subTables[formatSignature(sub)] = writeTable(tables.get(sub)!);
    const setups: { captures: number; settled: boolean | undefined }[] = [];
    const captureBuffers: WeakRef<SharedArrayBuffer>[] = [];
    const spawn: typeof spawnWorker = () => {
      const worker = spawnWorker();
      const post = worker.postMessage.bind(worker);
      worker.postMessage = (message: WorkerMessage) => {
        if (message.op === 'setup') {
          const loaded = Object.values(message.setup.captureValues ?? {});
          setups.push({ captures: loaded.length, settled: message.setup.capturesSettled });
          for (const values of loaded) captureBuffers.push(new WeakRef(values.packed));
        }
        post(message);
      };
      return worker;
    };
    const phases: string[] = [];
    let capturesAliveInLevels: boolean | undefined;
    const result = await generateParallel({
      counts: m, subTables, threads: 2, spawn, releaseFromBytes: 0,
      onProgress: (p) => {
        phases.push(p.phase);
        if (p.phase === 'retro') capturesAliveInLevels ??= captureBuffers.some((ref) => ref.deref() !== undefined);
      },
    });
    // Two workers: set up with both sub-tables, then again without them before the levels.
    expect(setups).toEqual([
      { captures: 2, settled: true }, { captures: 2, settled: true }, { captures: 0, settled: true }, { captures: 0, settled: true },
    ]);
    expect(captureBuffers.length).toBeGreaterThan(0);
    expect(capturesAliveInLevels).toBe(false);
    expect(phases).toContain('perpetual');
    for (const side of [0, 1] as const) expect(Buffer.compare(Buffer.from(result.values[side].buffer), Buffer.from(reference.values[side].buffer))).toBe(0);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const run = generateParallel({
      counts: counts('KR', 'K'), subTables: {}, threads: 2, spawn: spawnWorker,
      signal: controller.signal, onProgress: () => controller.abort(),
    });
    await expect(run).rejects.toThrow('cancelled');
  });
});

describe('chain generation memory', () => {
  /**
   * For each table of the KCP-K chain: whether an earlier table's buffers were still alive when its
   * first pass started (its first batch), and the order in which its workers were set up, collected
   * and given that batch.
   */
  async function earlierAliveAtStart(collectFromBytes: number): Promise<{ alive: boolean[]; log: string[] }> {
    const earlier: WeakRef<SharedArrayBuffer>[] = [];
    const alive: boolean[] = [];
    const log: string[] = [];
    let current: WeakRef<SharedArrayBuffer> | undefined;
    const observed = observingSetups(spawnWorker, (setup) => {
      current = new WeakRef(setup.buffers.values[0]);
      log.push('setup');
    });
    const spawn: typeof spawnWorker = () => {
      const worker = observed();
      const post = worker.postMessage.bind(worker);
      worker.postMessage = (message: WorkerMessage) => {
        if (message.op === 'collect') log.push('collect');
        const first = message.op === 'batch' ? message.tasks[0].pass : '';
        if ((first === 'initial' || first === 'whole') && current) {
          log.push(first);
          alive.push(earlier.some((ref) => ref.deref() !== undefined));
          earlier.push(current);
          current = undefined;
        }
        post(message);
      };
      return worker;
    };
    const done = await generateWithSubTables(counts('KCP', 'K'), {
      dir: mkdtempSync(join(dir, 'chain-')), threads: 1, memoryBytes: 2 ** 30, spawn, collectFromBytes,
    });
    expect(done.map((t) => t.material)).toEqual(['KP-K', 'KC-K', 'KCP-K']);
    return { alive, log };
  }

  it("frees each table's buffers before the next table's first pass once they reach the limit, collecting in the workers after their set-up", async () => {
    // The peak of a chain must be its largest table, not that table plus the one before it: with a
    // limit every table reaches, each is freed before the next one's first pass. The workers collect
    // holding the next table's set-up, whose objects keep the maps their optimized code was built on
    // (memory/keepLatest.ts).
    const { alive, log } = await earlierAliveAtStart(1);
    expect(alive).toEqual([false, false, false]);
    expect(log).toEqual(['setup', 'collect', 'whole', 'setup', 'collect', 'whole', 'setup', 'collect', 'initial']);
  });
});

describe('chain scheduling', () => {
  /** The KCB-KB chain: when each table was started (set generating in the catalogue) and ended, in order. */
  async function events(threads: number) {
    const log: string[] = [];
    const folder = mkdtempSync(join(dir, 'schedule-'));
    const catalogue = Catalogue.open(folder, 'test');
    const setPending = catalogue.tables.setPending.bind(catalogue.tables);
    catalogue.tables.setPending = (material, path, indexSize, status) => {
      if (status === 'generating') log.push(`start ${material}`);
      setPending(material, path, indexSize, status);
    };
    try {
      const done = await generateWithSubTables(counts('KCB', 'KB'), {
        dir: folder, threads, memoryBytes: 2 ** 30, spawn: spawnWorker, catalogue, onTableDone: (t) => log.push(`end ${t.material}`),
      });
      // The queue's order whatever order the tables finished in.
      expect(done.map((t) => t.material)).toEqual(['KC-K', 'KC-KB', 'KCB-K', 'KCB-KB']);
    } finally {
      catalogue.close();
    }
    return log;
  }

  it('runs small tables whose captures are made side by side, and a large one alone', async () => {
    expect(new MaterialIndex(counts('KCB', 'K')).size).toBeLessThanOrEqual(WHOLE_TABLE_ENTRIES);
    expect(new MaterialIndex(counts('KCB', 'KB')).size).toBeGreaterThan(WHOLE_TABLE_ENTRIES);
    const log = await events(2);
    // KC-KB and KCB-K need only KC-K: both start once it ends, before either ends.
    expect(log.slice(0, 4)).toEqual(['start KC-K', 'end KC-K', 'start KC-KB', 'start KCB-K']);
    expect(log.slice(4, 6).sort()).toEqual(['end KC-KB', 'end KCB-K']);
    expect(log.slice(6)).toEqual(['start KCB-KB', 'end KCB-KB']);
    // One worker: one table at a time.
    expect(await events(1)).toEqual(['start KC-K', 'end KC-K', 'start KC-KB', 'end KC-KB', 'start KCB-K', 'end KCB-K', 'start KCB-KB', 'end KCB-KB']);
  });
});

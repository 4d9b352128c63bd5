/**
 * A DTM table whose captures are settled reads its sub-tables' W/D/L in the initial pass and their
 * DTM afterwards, a few sub-tables a pass (distancePasses.ts), and holds none of them in its levels:
 * its values must be those of the table made with every sub-table's DTM held throughout.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureValueBytes } from '../../src/main/tablebase/files/captureValues';
import { distancePasses } from '../../src/main/tablebase/generate/passes/distances';
import { MemoryTables } from '../../src/main/tablebase/generate/memoryTables';
import { generateParallel } from '../../src/main/tablebase/generate/parallelGenerate';
import { WHOLE_TABLE_ENTRIES } from '../../src/main/tablebase/generate/passes/whole';
import { workingBytes } from '../../src/main/tablebase/generate/tableMemory';
import type { WorkerMessage } from '../../src/main/tablebase/generate/protocol';
import { spawnWorker } from '../../src/main/tablebase/generate/spawnWorker';
import { tableBytes } from '../../src/main/tablebase/generate/tableState';
import { trapSides } from '../../src/main/tablebase/generate/trapSides';
import { formatSignature } from '../../src/shared/material/signature';
import { dependencyOrder } from '../../src/shared/material/dependencies';
import { MaterialIndex } from '../../src/shared/tablebase/materialIndex';
import { dtcOf, isLoss, isWin, winValue } from '../../src/shared/tablebase/value';
import { rewriteValues } from '../support/corruptTable';
import { counts, generateChain } from '../support/tables';
import { writeGeneratedTable } from '../support/generatedTableFile';

const dir = mkdtempSync(join(tmpdir(), 'canju-dtm-passes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Black's captures of the cannon lose into KP-KA at many distances (losses by capture, loss floors),
// red's of the advisor win into KCP-K (wins by capture).
const m = counts('KCP', 'KA');
const tables = new MemoryTables();
const subTables: Record<string, string> = {};
beforeAll(() => {
  generateChain(m, tables, 'dtm');
  for (const sub of dependencyOrder(m)) if (formatSignature(sub) !== 'KCP-KA') subTables[formatSignature(sub)] = writeGeneratedTable(dir, tables.get(sub)!, 'dtm');
}, 60_000);

/** A spawn that notes each worker's set-up: the sub-tables it holds and their form. */
function notingSetups(setups: string[]): typeof spawnWorker {
  return () => {
    const worker = spawnWorker();
    const post = worker.postMessage.bind(worker);
    worker.postMessage = (message: WorkerMessage) => {
      if (message.op === 'setup') {
        const loaded = Object.entries(message.setup.captureValues ?? {}).map(([name, v]) => `${name} ${v.form}`).sort();
        setups.push(`${loaded.join(', ') || 'none'}${message.setup.someCaptures ? ' (some)' : ''}`);
      }
      post(message);
    };
    return worker;
  };
}

describe('DTM distances read in passes after the initial pass', () => {
  it('KCP-KA: the same values as with every sub-table\'s DTM held, and none held in the levels', async () => {
    expect(new MaterialIndex(m).size).toBeGreaterThan(WHOLE_TABLE_ENTRIES);
    const reference = tables.get(m)!;
    const passes = distancePasses(m);
    // Red's captures reach one sub-table, black's two, which share a pass.
    expect(passes.map((p) => [p.side, [...p.subTables].sort(), p.last])).toEqual([[0, ['KCP-K'], true], [1, ['KC-KA', 'KP-KA'], true]]);
    const setups: string[] = [];
    const result = await generateParallel({ counts: m, subTables, threads: 1, spawn: notingSetups(setups), metric: 'dtm', releaseFromBytes: 0 });
    expect(setups).toEqual([
      'KC-KA wdl, KCP-K wdl, KP-KA wdl',
      'none', 'KCP-K dtm (some)',
      'none', 'KC-KA dtm, KP-KA dtm (some)',
      'none',
    ]);
    for (const side of [0, 1] as const) expect(Buffer.compare(Buffer.from(result.values[side].buffer), Buffer.from(reference.values[side].buffer))).toBe(0);
    // What the passes had to find: wins and losses at more than a few plies on both sides.
    const longest = (side: 0 | 1, test: (code: number) => boolean) => reference.values[side].reduce((most, code) => (test(code) ? Math.max(most, dtcOf(code)) : most), 0);
    expect(longest(0, isWin)).toBeGreaterThan(20);
    expect(longest(1, isLoss)).toBeGreaterThan(20);
  });

  it('reads every sub-table\'s DTM at once where one holds a value of a later repetition order, as without passes', async () => {
    // One of KP-KA's red wins (what black's captures of the cannon reach) made a win of order 1: its
    // W/D/L no longer settles the captures.
    const later = mkdtempSync(join(dir, 'later-'));
    for (const [name, path] of Object.entries(subTables)) copyFileSync(path, join(later, name + '.cjdtm'));
    const kpka = tables.get(counts('KP', 'KA'))!;
    const index = kpka.values[0].findIndex((v) => isWin(v) && dtcOf(v) > 3);
    rewriteValues(join(later, 'KP-KA.cjdtm'), [{ side: 0, index, value: winValue(1, dtcOf(kpka.values[0][index])) }]);
    const files = Object.fromEntries(Object.keys(subTables).map((name) => [name, join(later, name + '.cjdtm')]));
    const run = async (releaseFromBytes: number | undefined) => {
      const setups: string[] = [];
      const result = await generateParallel({ counts: m, subTables: files, threads: 1, spawn: notingSetups(setups), metric: 'dtm', releaseFromBytes });
      return { setups, values: result.values };
    };
    const passes = await run(0), held = await run(undefined);
    // Set up once, with all three sub-tables' DTM, and never again: no pass, no release.
    expect(passes.setups).toEqual(['KC-KA dtm, KCP-K dtm, KP-KA dtm']);
    expect(held.setups).toEqual(passes.setups);
    for (const side of [0, 1] as const) expect(Buffer.compare(Buffer.from(passes.values[side].buffer), Buffer.from(held.values[side].buffer))).toBe(0);
  });

  it('the 炮高兵单士象对士象全 main table: three passes, its peak in the levels, not with all six sub-tables\' DTM', () => {
    const m = counts('KCPAB', 'KAABB');
    const passes = distancePasses(m);
    expect(passes.map((p) => [p.side, [...p.subTables].sort(), p.last])).toEqual([
      [0, ['KCPAB-KABB'], false], [0, ['KCPAB-KAAB'], true], [1, ['KCAB-KAABB', 'KCPA-KAABB', 'KCPB-KAABB', 'KPAB-KAABB'], true],
    ]);
    const size = new MaterialIndex(m).size;
    expect(workingBytes(m, 'dtm')).toBe(tableBytes(size, trapSides(m), 'dtm'));
    // Under engine 2's budget of 5.0 GB, where the DTM of all six held with the values is not.
    expect(workingBytes(m, 'dtm')).toBeLessThan(5.0e9);
    expect(tableBytes(size, trapSides(m), 'dtm') + captureValueBytes(m, 'dtm')).toBeGreaterThan(5.0e9);
  });
});

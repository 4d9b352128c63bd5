/**
 * The cost said first: the missing tables with their positions, disk, time (the cost model's, scaled
 * by how this machine ran the folder's tables) and memory, and a start refused before any table when
 * the largest cannot fit the memory budget.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Catalogue } from '../../src/main/catalogue/catalogue';
import { createServices } from '../../src/main/services/canjuServices';
import { spawnWorker } from '../../src/main/tablebase/generate/spawnWorker';
import { workingBytes } from '../../src/main/tablebase/generate/tableMemory';
import { generateWithSubTables } from '../../src/main/tablebase/generationService';
import { MEASURED_MIN_ENTRIES, largestTable, planGeneration } from '../../src/main/tablebase/plan';
import { JOB_START_SECONDS, chainSeconds, tableCost } from '../../src/main/tablebase/costModel';
import { plannedGeneration } from '../../src/main/services/generationJobs';
import { dependencyOrder } from '../../src/shared/material/dependencies';
import { formatSignature } from '../../src/shared/material/signature';
import { MaterialIndex } from '../../src/shared/tablebase/materialIndex';
import { counts } from '../support/tables';
import { worded } from '../support/worded';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'canju-plan-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the generation plan', () => {
  it('lists every missing table smallest first with its positions, and sums them', () => {
    const m = counts('KCP', 'KA');
    const plan = planGeneration(m, { dir, threads: 2, memoryBytes: 2 ** 30 });
    expect(plan.tables.map((t) => t.material)).toEqual(dependencyOrder(m).map(formatSignature));
    for (const t of plan.tables) {
      const sub = dependencyOrder(m).find((x) => formatSignature(x) === t.material)!;
      expect(t.entries).toBe(2 * new MaterialIndex(sub).size);
      expect(t.workingBytes).toBe(workingBytes(sub));
      expect(t.seconds).toBeGreaterThan(0);
      expect(t.diskBytes).toBeGreaterThan(0);
    }
    expect(plan.entries).toBe(plan.tables.reduce((s, t) => s + t.entries, 0));
    expect(plan.tables.map((t) => t.seconds)).toEqual(dependencyOrder(m).map((x) => tableCost(x, 'dtc', 2).seconds));
    // The small tables run side by side, a worker each, after the job's start.
    expect(plan.totalSeconds).toBeCloseTo(chainSeconds(plan.tables, 2));
    expect(plan.totalSeconds - JOB_START_SECONDS).toBeLessThan(plan.tables.reduce((s, t) => s + t.seconds, 0));
    expect(plan.peakMemoryBytes).toBeGreaterThan(Math.max(...plan.tables.map((t) => t.workingBytes)));
    expect(plan).toMatchObject({ material: 'KCP-KA', fitsMemory: true, measured: false, positionsPerSecond: plan.entries / plan.totalSeconds });
  });

  it('says which table does not fit the memory budget, by how much', () => {
    const plan = planGeneration(counts('KCPAB', 'KAABB'), { dir, threads: 2, memoryBytes: 4 * 2 ** 30 });
    expect(plan.fitsMemory).toBe(false);
    expect(plan.tables).toHaveLength(108);
    expect(largestTable(plan)).toMatchObject({ material: 'KCPAB-KAABB', workingBytes: workingBytes(counts('KCPAB', 'KAABB')) });
    const needs = (workingBytes(counts('KCPAB', 'KAABB')) / 2 ** 30).toFixed(2);
    const refused = plannedGeneration(counts('KCPAB', 'KAABB'), { dir, threads: 2, memoryBytes: 4 * 2 ** 30 });
    expect(worded(refused, 'en')).toEqual({ ok: false, errors: [{ code: 'memory-budget', message: `KCPAB-KAABB needs about ${needs} GiB of working memory; the budget is 4.00 GiB` }] });
    expect(worded(refused, 'zh')).toEqual({ ok: false, errors: [{ code: 'memory-budget', message: `KCPAB-KAABB 需要约 ${needs} GiB 工作内存，超过了上限 4.00 GiB` }] });
  });

  it('scales the model by how this machine ran the folder\'s tables, and leaves out the tables already made', async () => {
    const catalogue = Catalogue.open(dir, 'test');
    try {
      await generateWithSubTables(counts('KR', 'KN'), { dir, threads: 2, memoryBytes: 2 ** 30, spawn: spawnWorker, catalogue });
      const rows = catalogue.tables.list().filter((r) => r.indexSize >= MEASURED_MIN_ENTRIES);
      expect(rows.length).toBeGreaterThan(0);
      const speed = rows.reduce((s, r) => s + r.seconds!, 0) / rows.reduce((s, r) => s + tableCost(counts(...(r.material.split('-') as [string, string])), 'dtc', 2).seconds, 0);
      const plan = planGeneration(counts('KR', 'KNA'), { dir, threads: 2, memoryBytes: 2 ** 30, catalogue });
      expect(plan.measured).toBe(true);
      const main = plan.tables.find((t) => t.material === 'KR-KNA')!;
      expect(main.seconds).toBeCloseTo(Math.min(2.5, Math.max(0.5, speed)) * tableCost(counts('KR', 'KNA'), 'dtc', 2).seconds);
      expect(plan.tables.map((t) => t.material)).not.toContain('KR-KN');
      expect(plan.tables.map((t) => t.material)).toContain('KR-KNA');
    } finally {
      catalogue.close();
    }
  });

  it('refuses, through the API, a start whose largest table cannot fit, before any table is made', async () => {
    const own = mkdtempSync(join(tmpdir(), 'canju-plan-api-'));
    const services = createServices({ dir: own, owner: 'test', threads: 2, memoryBytes: 0.5 * 2 ** 30, spawn: spawnWorker });
    try {
      const plan = await worded(services.api.planGeneration('车马对马', { dtm: false }), 'zh');
      expect(plan).toMatchObject({ ok: true, plan: { material: 'KRN-KN', fitsMemory: true } });
      const refused = await worded(services.api.startGeneration('KCPAB-KAABB', { dtm: false }), 'en');
      expect(refused).toEqual({ ok: false, errors: [{ code: 'memory-budget', message: expect.stringMatching(`^KCPAB-KAABB needs about ${(workingBytes(counts('KCPAB', 'KAABB')) / 2 ** 30).toFixed(2)} GiB`) }] });
      expect(await services.api.listJobs()).toEqual({ ok: true, jobs: [] });
      expect(await worded(services.api.planGeneration('hello', { dtm: false }), 'en')).toMatchObject({ ok: false, errors: [{ code: 'bad-material' }] });
      expect(await worded(services.api.planGeneration('rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w', { dtm: false }), 'en')).toMatchObject({ ok: false, errors: [{ code: 'too-large' }] });
    } finally {
      await services.close();
      rmSync(own, { recursive: true, force: true });
    }
  });
});

/**
 * The generation service checks each table against the memory budget when it reaches it. The CLI and
 * the app refuse an over-budget chain before it starts (tablebase/plan.ts), so only a direct call
 * reaches the check that stands behind theirs.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Catalogue } from '../../src/main/catalogue/catalogue';
import { workingBytes } from '../../src/main/tablebase/generate/tableMemory';
import { spawnWorker } from '../../src/main/tablebase/generate/spawnWorker';
import { MemoryBudgetError, generateWithSubTables } from '../../src/main/tablebase/generationService';
import { counts } from '../support/tables';

describe('the memory budget', () => {
  it('a table over the budget fails the job when reached: the smaller sub-table is kept, the job names the table, its need and the budget', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'canju-budget-'));
    const catalogue = Catalogue.open(dir);
    try {
      const budget = workingBytes(counts('KN', 'KA')) - 1;
      expect(workingBytes(counts('KN', 'K'))).toBeLessThan(budget);
      const error = await generateWithSubTables(counts('KN', 'KA'), { dir, threads: 1, memoryBytes: budget, spawn: spawnWorker, catalogue })
        .then(() => undefined, (e: unknown) => e);
      expect(error).toBeInstanceOf(MemoryBudgetError);
      expect(error).toMatchObject({ material: 'KN-KA', neededBytes: budget + 1, budgetBytes: budget });
      expect((error as Error).message).toMatch(/^KN-KA needs about [\d.]+ GiB of working memory; the budget is [\d.]+ GiB$/);
      expect(catalogue.jobs.list()).toMatchObject([{ material: 'KN-KA', tables: ['KN-K', 'KN-KA'], state: 'failed', error: (error as Error).message }]);
      expect(catalogue.tables.list().map((t) => [t.material, t.status])).toEqual([['KN-K', 'complete']]);
      expect(readdirSync(dir).filter((f) => f.includes('.cjtb'))).toEqual(['KN-K.cjtb']);
    } finally {
      catalogue.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/**
 * The catalogue's DTM columns (migration 4): a job keeps the DTM tables it makes, so a job listed
 * after a restart names them beside its DTC tables, in the order they are made, finished ones
 * counted; a catalogue of the version before keeps its jobs and tables, none with DTM tables.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Catalogue } from '../../src/main/catalogue/catalogue';
import { openSqlite } from '../../src/main/catalogue/database';
import { MIGRATIONS } from '../../src/main/catalogue/migrations';
import { GenerationJobs } from '../../src/main/services/generationJobs';
import { spawnWorker } from '../../src/main/tablebase/generate/spawnWorker';
import { generateWithSubTables } from '../../src/main/tablebase/generationService';
import { counts } from '../support/tables';

const scratch: string[] = [];
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});
function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'canju-dtm-schema-'));
  scratch.push(dir);
  return dir;
}

const jobsOf = (dir: string, catalogue: Catalogue) => new GenerationJobs({ dir, catalogue, threads: 1, memoryBytes: 2 ** 30, spawn: spawnWorker, emit: () => undefined }).list();

describe('DTM tables in the catalogue', () => {
  it('a job interrupted half way lists its DTM tables after a restart, the finished ones counted', async () => {
    const dir = folder();
    const catalogue = Catalogue.open(dir);
    await generateWithSubTables(counts('KN', 'K'), { dir, threads: 1, memoryBytes: 2 ** 30, spawn: spawnWorker, catalogue, dtm: true });
    // A KN-KA job with DTM that stopped after KN-K's two tables: the process died while it ran.
    const id = catalogue.jobs.create('KN-KA', ['KN-KA'], ['KN-K', 'KN-KA']);
    catalogue.jobs.update(id, { state: 'running' });
    catalogue.close();

    const reopened = Catalogue.open(dir);
    try {
      expect(reopened.reconcile().interruptedJobs).toEqual([id]);
      expect(reopened.jobs.get(id)).toMatchObject({ tables: ['KN-KA'], dtmTables: ['KN-K', 'KN-KA'] });
      const job = jobsOf(dir, reopened).find((j) => j.id === id)!;
      expect(job).toMatchObject({ state: 'interrupted', tables: ['KN-K DTM', 'KN-KA', 'KN-KA DTM'], done: 1 });
      expect(job.entries[1]).toBe(job.entries[2]);
      expect(job.entries[0]).toBeLessThan(job.entries[1]);
      // The finished job that made KN-K names both its tables.
      expect(jobsOf(dir, reopened).find((j) => j.material === 'KN-K')).toMatchObject({ state: 'done', tables: ['KN-K', 'KN-K DTM'], done: 2 });
    } finally {
      reopened.close();
    }
  }, 60_000);

  it('a catalogue of the version before keeps its jobs and tables: no DTM tables, no DTM problem', () => {
    const dir = folder();
    const db = openSqlite(join(dir, 'catalogue.sqlite'));
    for (const migration of MIGRATIONS.slice(0, 3)) db.exec(migration as string);
    db.exec('PRAGMA user_version = 3');
    db.prepare("INSERT INTO jobs (material, tables, state, created_at, updated_at) VALUES ('KN-K', '[\"KN-K\"]', 'failed', 't', 't')").run();
    db.prepare("INSERT INTO tables (material, chinese_name, path, index_size, rule_set, status, problem) VALUES ('KN-K', '马对将', ?, 10, '', 'corrupt', 'bad')")
      .run(join(dir, 'KN-K.cjtb'));
    db.close();

    const catalogue = Catalogue.open(dir);
    try {
      expect(catalogue.jobs.list()).toEqual([expect.objectContaining({ material: 'KN-K', tables: ['KN-K'], dtmTables: [], state: 'failed' })]);
      expect(catalogue.tables.get('KN-K')).toMatchObject({ status: 'corrupt', problem: 'bad', dtmProblem: null });
      expect(jobsOf(dir, catalogue)).toMatchObject([{ tables: ['KN-K'], done: 0 }]);
      catalogue.tables.setDtmProblem('KN-K', 'KN-K.cjdtm: header checksum mismatch');
      expect(catalogue.tables.get('KN-K')).toMatchObject({ status: 'corrupt', problem: 'bad', dtmProblem: 'KN-K.cjdtm: header checksum mismatch' });
    } finally {
      catalogue.close();
    }
  });
});

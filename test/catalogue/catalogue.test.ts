import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Catalogue } from '../../src/main/catalogue/catalogue';
import { emptyMeta, type MoveNote } from '../../src/shared/study/document';
import { childNode, rootNode } from '../../src/shared/study/tree';
import { MIGRATIONS, migrate } from '../../src/main/catalogue/migrations';
import { openSqlite } from '../../src/main/catalogue/database';
import { spawnWorker } from '../../src/main/tablebase/generate/spawnWorker';
import { generateWithSubTables } from '../../src/main/tablebase/generationService';
import { counts } from '../support/tables';

const source = mkdtempSync(join(tmpdir(), 'canju-cat-src-'));
const scratch: string[] = [];
function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'canju-cat-'));
  scratch.push(dir);
  return dir;
}

beforeAll(async () => {
  const catalogue = Catalogue.open(source);
  await generateWithSubTables(counts('KN', 'KA'), { dir: source, threads: 1, memoryBytes: 2 ** 30, spawn: spawnWorker, catalogue });
  catalogue.close();
}, 60_000);
afterAll(() => {
  for (const dir of [source, ...scratch]) rmSync(dir, { recursive: true, force: true });
});

describe('catalogue', () => {
  it('migrations run once and bring the schema to the current version', () => {
    const db = openSqlite(join(folder(), 'x.sqlite'));
    expect(migrate(db)).toBe(5);
    expect(migrate(db)).toBe(5);
    expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    db.close();
  });

  it('a version-1 catalogue keeps its studies, each with no moves yet', () => {
    const dir = folder();
    const db = openSqlite(join(dir, 'catalogue.sqlite'));
    db.exec(MIGRATIONS[0] as string);
    db.exec('PRAGMA user_version = 1');
    db.prepare("INSERT INTO studies (title, stipulation, fen, material, created_at, updated_at) VALUES ('旧排局', '红先胜', '4k4/9/9/9/9/9/9/9/9/4K4 w', 'K-K', 't', 't')").run();
    db.close();
    const catalogue = Catalogue.open(dir);
    try {
      expect(catalogue.studies.page().rows).toEqual([expect.objectContaining({ meta: expect.objectContaining({ title: '旧排局' }), stipulation: '红先胜' })]);
      const id = catalogue.studies.page().rows[0].id;
      expect(catalogue.studies.get(id)).toMatchObject({ tree: { children: [] } });
      const tree = rootNode([childNode<MoveNote>({ iccs: 'e0e1', comment: '注' })]);
      catalogue.studies.save({ meta: emptyMeta({ title: '旧排局' }), fen: '4k4/9/9/9/9/9/9/9/9/4K4 w', material: 'K-K', tree }, id);
      catalogue.studies.save({ meta: emptyMeta({ title: '改名' }), fen: '4k4/9/9/9/9/9/9/9/9/4K4 w', material: 'K-K' }, id);
      expect(catalogue.studies.get(id)).toMatchObject({ meta: { title: '改名' }, tree });
    } finally {
      catalogue.close();
    }
  });

  it('generation records the job and every table with its statistics', () => {
    const catalogue = Catalogue.open(source);
    const tables = catalogue.tables.list();
    expect(tables.map((t) => [t.material, t.status])).toEqual([['KN-K', 'complete'], ['KN-KA', 'complete']]);
    const knka = catalogue.tables.get('KN-KA')!;
    expect(knka.chineseName).toBe('单马对单士');
    expect(knka.statistics!.red).toMatchObject({ legal: 21426, draw: 60, win: 21366 });
    expect(knka.sizeBytes).toBeGreaterThan(0);
    expect(knka.checksum).not.toBeNull();
    expect(catalogue.jobs.list()[0]).toMatchObject({ material: 'KN-KA', tables: ['KN-K', 'KN-KA'], state: 'done' });
    catalogue.close();
  });

  it('reconciles: a file without a row is registered once its checksums pass, a corrupt one is marked', () => {
    const dir = folder();
    copyFileSync(join(source, 'KN-K.cjtb'), join(dir, 'KN-K.cjtb'));
    const damaged = readFileSync(join(source, 'KN-KA.cjtb'));
    damaged[damaged.length - 30] ^= 1;
    writeFileSync(join(dir, 'KN-KA.cjtb'), damaged);
    writeFileSync(join(dir, 'KR-K.cjtb.tmp-4242'), 'half a table');
    const catalogue = Catalogue.open(dir);
    const report = catalogue.reconcile();
    expect(report.registered).toEqual(['KN-K']);
    expect(report.corrupt).toEqual(['KN-KA']);
    expect(report.removedTemporary).toEqual(['KR-K.cjtb.tmp-4242']);
    expect(catalogue.tables.get('KN-K')!.status).toBe('complete');
    expect(catalogue.tables.get('KN-KA')).toMatchObject({ status: 'corrupt' });
    expect(catalogue.tables.get('KN-KA')!.problem).toMatch(/block checksum mismatch/);
    expect(existsSync(join(dir, 'KR-K.cjtb.tmp-4242'))).toBe(false);
    catalogue.close();
  });

  it('reconciles: files named like tables but not by a canonical signature are foreign and left alone; OS clutter is ignored', () => {
    const dir = folder();
    copyFileSync(join(source, 'KN-K.cjtb'), join(dir, 'KN-K.cjtb'));
    // What macOS writes beside a file on exFAT or SMB: an AppleDouble companion, not a table.
    writeFileSync(join(dir, '._KN-K.cjtb'), Buffer.from([0, 5, 22, 7, 0, 2, 0, 0, 0x4d, 0x61, 0x63, 0x20]));
    copyFileSync(join(source, 'KN-KA.cjtb'), join(dir, 'KN-KA - Copy.cjtb'));
    writeFileSync(join(dir, 'kn-ka.cjtb'), 'lower case');
    for (const clutter of ['.DS_Store', 'Thumbs.db', 'desktop.ini']) writeFileSync(join(dir, clutter), 'x');
    const catalogue = Catalogue.open(dir);
    const report = catalogue.reconcile();
    expect(report.registered).toEqual(['KN-K']);
    expect(report.corrupt).toEqual([]);
    expect(report.foreign.sort()).toEqual(['._KN-K.cjtb', 'KN-KA - Copy.cjtb', 'kn-ka.cjtb']);
    expect(catalogue.tables.list().map((t) => t.material)).toEqual(['KN-K']);
    expect(readdirSync(dir)).toEqual(expect.arrayContaining(['._KN-K.cjtb', 'KN-KA - Copy.cjtb', 'kn-ka.cjtb', '.DS_Store', 'Thumbs.db', 'desktop.ini']));
    catalogue.close();
  });

  it('reconciles: a whole table left under its temporary name is renamed into place, unless the table is already there', () => {
    const dir = folder();
    copyFileSync(join(source, 'KN-K.cjtb'), join(dir, 'KN-K.cjtb.tmp-4242'));
    copyFileSync(join(source, 'KN-KA.cjtb'), join(dir, 'KN-KA.cjtb'));
    copyFileSync(join(source, 'KN-KA.cjtb'), join(dir, 'KN-KA.cjtb.tmp-4243'));
    // A whole table of another material under this name is not this table.
    copyFileSync(join(source, 'KN-KA.cjtb'), join(dir, 'KN-KB.cjtb.tmp-4244'));
    const catalogue = Catalogue.open(dir);
    const report = catalogue.reconcile();
    expect(report.recovered).toEqual(['KN-K.cjtb.tmp-4242']);
    expect(report.removedTemporary.sort()).toEqual(['KN-KA.cjtb.tmp-4243', 'KN-KB.cjtb.tmp-4244']);
    expect(report.registered).toEqual(['KN-KA']);
    expect(readdirSync(dir).filter((f) => f.includes('.cjtb')).sort()).toEqual(['KN-K.cjtb', 'KN-KA.cjtb']);
    expect(catalogue.tables.get('KN-K')).toMatchObject({ status: 'complete', path: join(dir, 'KN-K.cjtb') });
    catalogue.close();
  });

  it('reconciles: a row without a file is marked missing; a running job is interrupted', () => {
    const dir = folder();
    for (const f of readdirSync(source)) if (f.endsWith('.cjtb')) copyFileSync(join(source, f), join(dir, f));
    const catalogue = Catalogue.open(dir);
    catalogue.reconcile();
    const job = catalogue.jobs.create('KN-KA', ['KN-KA']);
    catalogue.jobs.update(job, { state: 'running', progress: { phase: 'retro' } });
    rmSync(join(dir, 'KN-K.cjtb'));
    catalogue.close();
    const reopened = Catalogue.open(dir);
    const report = reopened.reconcile();
    expect(report.missing).toEqual(['KN-K']);
    expect(reopened.tables.get('KN-K')).toMatchObject({ status: 'missing' });
    expect(report.interruptedJobs).toEqual([job]);
    expect(reopened.jobs.get(job)).toMatchObject({ state: 'interrupted', progress: { phase: 'retro' } });
    reopened.close();
  });

  it('stores studies', () => {
    const catalogue = Catalogue.open(folder());
    const id = catalogue.studies.save({ meta: emptyMeta({ title: '炮高兵单士象对士象全', red: '甲', result: '1-0' }), stipulation: '红先胜', fen: '4k4/9/9/9/9/9/9/9/9/4K4 w', material: 'K-K' });
    expect(catalogue.studies.get(id)).toMatchObject({ meta: { title: '炮高兵单士象对士象全', author: '', red: '甲', result: '1-0' }, stipulation: '红先胜' });
    catalogue.studies.save({ meta: emptyMeta({ title: 'renamed' }), fen: '4k4/9/9/9/9/9/9/9/9/4K4 w', material: 'K-K' }, id);
    expect(catalogue.studies.page().rows.map((s) => s.meta.title)).toEqual(['renamed']);
    expect(catalogue.studies.delete(id)).toBe(true);
    expect(catalogue.studies.page()).toEqual({ rows: [], total: 0 });
    catalogue.close();
  });

  it('a generation killed mid-way leaves no table marked complete that is not', async () => {
    const dir = folder();
    const cli = fileURLToPath(new URL('../../out/main/cli.js', import.meta.url));
    // Killed in KR-KN's initial pass, which outlasts the kill's delivery, after K-KN and KR-K are written.
    const child = spawn(process.execPath, [cli, 'gen', 'KR-KN', '--dir', dir, '--threads', '2']);
    let stderr = '', killed = false;
    await new Promise<void>((resolve) => {
      child.stderr.on('data', (chunk) => {
        stderr += chunk;
        if (!killed && /KR-KN init/.test(stderr)) killed = child.kill('SIGKILL');
      });
      child.on('exit', () => resolve());
    });
    expect(killed).toBe(true);
    const catalogue = Catalogue.open(dir);
    expect(catalogue.tables.get('KR-KN')?.status).toBe('generating');
    const report = catalogue.reconcile();
    expect(report.interruptedJobs).toHaveLength(1);
    const complete = catalogue.tables.list().filter((t) => t.status === 'complete').map((t) => t.material);
    expect(complete.sort()).toEqual(['K-KN', 'KR-K']);
    expect(readdirSync(dir).filter((f) => f.includes('.cjtb')).sort()).toEqual(['K-KN.cjtb', 'KR-K.cjtb']);
    expect(catalogue.tables.get('KR-KN')?.status).toBe('queued');
    catalogue.close();
  });
});

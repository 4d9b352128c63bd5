/**
 * The API's generation jobs, tables and studies over a real tables folder: cancelling, deleting and
 * every refusal, each checked by its code and message, since the renderer shows the message as is.
 */
import { emptyMeta } from '../../src/shared/study/document';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Services, createServices } from '../../src/main/services/canjuServices';
import { spawnWorker } from '../../src/main/tablebase/generate/spawnWorker';
import type { CanjuApi, JobInfo } from '../../src/shared/api/contract';
import { worded } from '../support/worded';

const START_FEN = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w';
const FULL_ARMIES = 'KRRNNCCPPPPPAABB-KRRNNCCPPPPPAABB';
/** K+N vs K: red to move wins. */
const KN_K = '3k5/9/9/9/9/9/9/9/4N4/5K3 w';

const folders: string[] = [];
const opened: Services[] = [];
afterAll(async () => {
  for (const services of opened) await services.close();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

function open(): { api: CanjuApi; dir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'canju-services-'));
  folders.push(dir);
  const services = createServices({ dir, owner: 'test', threads: 2, memoryBytes: 2 ** 30, spawn: spawnWorker });
  opened.push(services);
  return { api: services.api, dir };
}

/** The next job event that satisfies `when`; subscribe before whatever causes it. */
function jobEvent(api: CanjuApi, when: (job: JobInfo) => boolean): Promise<JobInfo> {
  return new Promise((resolve) => {
    const stop = api.onEvent((event) => {
      if (event.type === 'job' && when(event.job)) {
        stop();
        resolve(event.job);
      }
    });
  });
}

/**
 * Starts K+R vs K+N (K-KN, KR-K, then KR-KN: several seconds) and returns once its first table's
 * initial pass has reported, so the job is known to be running with every table still to write.
 */
async function runningKrKn(api: CanjuApi): Promise<JobInfo> {
  const first = jobEvent(api, (job) => job.progress?.phase === 'init');
  const started = await worded(api.startGeneration('KR-KN', { dtm: false }), 'en');
  if (!started.ok) throw new Error(started.errors[0].message);
  expect(started.job).toMatchObject({ material: 'KR-KN', tables: ['K-KN', 'KR-K', 'KR-KN'], state: 'running', done: 0 });
  const job = await first;
  // K-KN and KR-K need no table: they are made side by side, and either may report first.
  expect(job.progress).toMatchObject({ tableCount: 3 });
  expect(['K-KN', 'KR-K']).toContain(job.progress?.table);
  return job;
}

async function cancel(api: CanjuApi, id: number): Promise<JobInfo> {
  const ended = jobEvent(api, (job) => job.id === id && job.state !== 'running');
  expect(await worded(api.cancelGeneration(id), 'en')).toEqual({ ok: true, cancelled: true });
  return ended;
}

const tableFiles = (dir: string) => readdirSync(dir).filter((name) => name.includes('.cjtb'));

describe('generation jobs', () => {
  it('cancelling a running generation ends the job as cancelled and leaves no table behind', async () => {
    const { api, dir } = open();
    const job = await runningKrKn(api);
    expect(await cancel(api, job.id)).toMatchObject({ id: job.id, state: 'cancelled', error: null, done: 0 });
    expect(tableFiles(dir)).toEqual([]);
    expect(await api.listTables()).toMatchObject({ ok: true, tables: [] });
    expect(await api.listJobs()).toMatchObject({ ok: true, jobs: [{ id: job.id, state: 'cancelled' }] });
    expect(await worded(api.cancelGeneration(job.id), 'en')).toEqual({ ok: false, errors: [{ code: 'no-job', message: `no running job ${job.id}` }] });
  });

  it('while a generation runs, a second is refused and none of its unfinished tables can be deleted', async () => {
    const { api } = open();
    const job = await runningKrKn(api);
    expect(await worded(api.startGeneration('KN-K', { dtm: false }), 'en')).toEqual({
      ok: false, errors: [{ code: 'job-running', message: 'a generation is already running: KR-KN' }],
    });
    for (const material of ['K-KN', 'KR-KN']) {
      expect(await worded(api.deleteTable(material), 'en')).toEqual({
        ok: false, errors: [{ code: 'table-in-use', message: `table ${material} is being generated and cannot be deleted` }],
      });
    }
    expect(await cancel(api, job.id)).toMatchObject({ state: 'cancelled' });
  });

  it('refuses a material it cannot read and one too large for any table', async () => {
    const { api } = open();
    expect(await worded(api.startGeneration('炮兵对龙', { dtm: false }), 'en')).toEqual({
      ok: false, errors: [{ code: 'bad-material', message: 'unrecognised material: unknown word \'龙\' in black\'s side of the name' }],
    });
    expect(await worded(api.startGeneration(FULL_ARMIES, { dtm: false }), 'zh')).toEqual({
      ok: false, errors: [{ code: 'too-large', message: `${FULL_ARMIES} 子力太多，无法建立残局库` }],
    });
    // Probing the opening position reaches the same limit through the prober's TooLargeError.
    expect(await worded(api.probe(START_FEN, 'iccs', 'dtc'), 'en')).toEqual({
      ok: false, errors: [{ code: 'too-large', message: `${FULL_ARMIES} has too many pieces for a table` }],
    });
    expect(await api.listJobs()).toEqual({ ok: true, jobs: [] });
  });
});

describe('tables and studies', () => {
  it('a generated table is not generated again; deleting it removes its file and row, and probing then names it missing', async () => {
    const { api, dir } = open();
    const done = jobEvent(api, (job) => job.state !== 'running');
    expect(await worded(api.startGeneration('KN-K', { dtm: false }), 'en')).toMatchObject({ ok: true });
    expect(await done).toMatchObject({ material: 'KN-K', state: 'done', done: 1 });
    expect(await worded(api.startGeneration(KN_K, { dtm: false }), 'en')).toEqual({
      ok: false, errors: [{ code: 'nothing-to-generate', message: 'KN-K and its sub-tables already exist' }],
    });
    // Probe first, so the prober has the table open when it goes.
    expect(await worded(api.probe(KN_K, 'iccs', 'dtc'), 'en')).toMatchObject({ ok: true, value: { wdl: 'win' } });

    // A DTM table beside it goes with it.
    writeFileSync(join(dir, 'KN-K.cjdtm'), 'a DTM table');
    expect(await worded(api.deleteTable('KN-K'), 'en')).toEqual({ ok: true, deleted: 'KN-K' });
    expect(existsSync(join(dir, 'KN-K.cjtb'))).toBe(false);
    expect(existsSync(join(dir, 'KN-K.cjdtm'))).toBe(false);
    expect(await api.listTables()).toMatchObject({ ok: true, tables: [] });
    expect(await worded(api.probe(KN_K, 'iccs', 'dtc'), 'en')).toEqual({
      ok: false, errors: [{ code: 'missing-tables', message: 'missing table: KN-K' }], missing: ['KN-K'],
    });
    expect(await worded(api.deleteTable('KN-K'), 'en')).toEqual({ ok: false, errors: [{ code: 'no-table', message: 'no table KN-K in the catalogue' }] });
  });

  it('a deleted study cannot be opened or deleted again', async () => {
    const { api } = open();
    const saved = await worded(api.saveStudy({ meta: emptyMeta({ title: '马擒孤将' }), stipulation: '红先胜', fen: KN_K, notes: '' }, null), 'zh');
    if (!saved.ok) throw new Error(saved.errors[0].message);
    const id = saved.study.id;
    expect(await worded(api.openStudy(id), 'zh')).toMatchObject({ ok: true, study: { id, meta: { title: '马擒孤将' } } });
    expect(await worded(api.deleteStudy(id), 'zh')).toEqual({ ok: true, deleted: id });
    expect(await worded(api.openStudy(id), 'en')).toEqual({ ok: false, errors: [{ code: 'no-study', message: `no study ${id}` }] });
    expect(await worded(api.deleteStudy(id), 'zh')).toEqual({ ok: false, errors: [{ code: 'no-study', message: `没有编号为 ${id} 的排局` }] });
    expect(await worded(api.listStudies({ offset: 0, limit: 50 }), 'zh')).toEqual({ ok: true, studies: [], total: 0 });
  });
});

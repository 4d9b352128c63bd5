/**
 * The tables managed through the API: the tables that read a table named, a verification's progress
 * as events and its cancel, a table made again through a generation job (its file replaced), and the
 * arguments checked as both hosts check them.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ARGUMENT_CHECKS, type CanjuEvent } from '../../src/shared/api/contract';
import { type Services, createServices } from '../../src/main/services/canjuServices';
import { spawnWorker } from '../../src/main/tablebase/generate/spawnWorker';

let dir: string;
let services: Services;
const events: CanjuEvent[] = [];

const settled = async () => vi.waitFor(async () => {
  const r = await services.api.listJobs();
  expect(r.ok && r.jobs[0].state).toBe('done');
}, { timeout: 60_000, interval: 100 });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'canju-manage-'));
  services = createServices({ dir, owner: 'test', threads: 2, memoryBytes: 2 ** 30, spawn: spawnWorker });
  services.api.onEvent((e) => events.push(e));
  expect(await services.api.startGeneration('KCP-K', { dtm: false })).toMatchObject({ ok: true });
  await settled();
}, 90_000);

afterAll(async () => {
  await services.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('tables managed through the API', () => {
  it('names the tables whose chains hold a table', async () => {
    expect(await services.api.tableDependents('KC-K')).toEqual({ ok: true, material: 'KC-K', dependents: ['KCP-K'] });
    expect(await services.api.tableDependents('单炮对将')).toEqual({ ok: true, material: 'KC-K', dependents: ['KCP-K'] });
    expect(await services.api.tableDependents('KCP-K')).toEqual({ ok: true, material: 'KCP-K', dependents: [] });
    expect(await services.api.tableDependents('hello')).toMatchObject({ ok: false, errors: [{ code: 'bad-material' }] });
  });

  it('reports a verification\'s progress as events, and has nothing to cancel once it is over', async () => {
    events.length = 0;
    expect(await services.api.verifyTable('KCP-K')).toMatchObject({ ok: true, consistent: true });
    const progress = events.filter((e) => e.type === 'verify');
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toMatchObject({ material: 'KCP-K', table: 'KCP-K', done: 2 * 267_300, total: 2 * 267_300 });
    expect(await services.api.cancelVerify()).toEqual({ ok: true, cancelled: false });
  }, 60_000);

  it('cancels a running verification', async () => {
    const verifying = services.api.verifyTable('KCP-K');
    expect(await services.api.cancelVerify()).toEqual({ ok: true, cancelled: true });
    expect(await verifying).toMatchObject({ ok: false, errors: [{ code: 'cancelled' }] });
  });

  it('makes a table again through a generation job, its file replaced', async () => {
    const before = statSync(join(dir, 'KCP-K.cjtb')).mtimeMs;
    const started = await services.api.regenerateTable('KCP-K', { dtm: false });
    expect(started).toMatchObject({ ok: true, job: { material: 'KCP-K', tables: ['KCP-K'] } });
    // One job at a time: a second regeneration is refused while it runs, before anything is removed.
    expect(await services.api.regenerateTable('KC-K', { dtm: false })).toMatchObject({ ok: false, errors: [{ code: 'job-running' }] });
    expect(statSync(join(dir, 'KC-K.cjtb')).size).toBeGreaterThan(0);
    await settled();
    expect(statSync(join(dir, 'KCP-K.cjtb')).mtimeMs).toBeGreaterThan(before);
    expect(await services.api.verifyTable('KCP-K')).toMatchObject({ ok: true, consistent: true });
  }, 90_000);

  it('checks the arguments as both hosts do', () => {
    expect(ARGUMENT_CHECKS.tableDependents(['KC-K'])).toBeNull();
    expect(ARGUMENT_CHECKS.tableDependents([7])).not.toBeNull();
    expect(ARGUMENT_CHECKS.regenerateTable(['KC-K', { dtm: true }])).toBeNull();
    expect(ARGUMENT_CHECKS.regenerateTable(['KC-K', { dtm: 'yes' }])).not.toBeNull();
    expect(ARGUMENT_CHECKS.cancelVerify([])).toBeNull();
    expect(ARGUMENT_CHECKS.cancelVerify(['x'])).not.toBeNull();
  });
});

/**
 * The tables managed from the catalogue in a real browser against `npm run serve`'s host: 炮兵对将's
 * chain made with its DTM tables, then on the catalogue screen the longest DTM of red's side opened
 * on the analysis board by a click, a table verified with its result, and a table that another reads
 * deleted only after the dialog has named that table.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, journeyPage, screenshot } from './browser';
import type { RunningHost } from './host';

// The interface's language follows the browser's; the journey reads it in Chinese.
const opened = journeyPage({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
let host: RunningHost;
let page: Page;
beforeAll(() => ({ host, page } = opened));

/** 炮兵对将's six tables with DTM: a few seconds alone; the wait allows for a busy machine. */
const GENERATION_WAIT_MS = 60_000;
/** Verifying KCP-K (267,300 entries a side): well under a second alone. */
const VERIFY_WAIT_MS = 30_000;

const api = (operation: string, args: unknown[]) => callApi(page, operation, args);

describe('the tables managed from the catalogue', () => {
  it('makes 炮兵对将 with its DTM tables', async () => {
    await page.goto(host.url);
    expect(await api('startGeneration', ['KCP-K', { dtm: true }])).toMatchObject({ ok: true });
    const deadline = Date.now() + GENERATION_WAIT_MS;
    let state = 'running';
    while (state === 'running' && Date.now() < deadline) {
      await page.waitForTimeout(250);
      state = (await api('listJobs', []) as { jobs: { state: string }[] }).jobs[0].state;
    }
    expect(state).toBe('done');
  }, GENERATION_WAIT_MS + 10_000);

  it('opens the longest DTM of a side on the analysis board with a click', async () => {
    await page.getByTestId('tab-catalogue').click();
    await page.getByTestId('table-KCP-K').click();
    await page.getByTestId('longest-dtm-red').waitFor();
    expect(await page.getByTestId('table-KCP-K').textContent()).toContain('267,300');
    await screenshot(page, 'tables-1-catalogue');
    await page.getByTestId('longest-dtm-red').click();
    await page.getByTestId('move-list').waitFor();
    expect(await page.getByTestId('position-value').textContent()).toMatch(/^红胜 · DTC \d+ · DTM \d+$/);
  });

  it('verifies a table and says how many values agree', async () => {
    await page.getByTestId('tab-catalogue').click();
    await page.getByTestId('table-KCP-K').click();
    await page.getByTestId('verify-table').click();
    await page.waitForFunction(() => document.querySelector('[data-testid=verify-result]')?.textContent?.startsWith('校验通过'), undefined, { timeout: VERIFY_WAIT_MS });
    expect(await page.getByTestId('verify-result').textContent()).toMatch(/^校验通过：[\d,]+ 个局面的数值都与后继局面一致$/);
  });

  it('names the tables that read a table before deleting it, and keeps it when told to', async () => {
    await page.getByTestId('table-KC-K').click();
    await page.getByTestId('delete-table').click();
    expect(await page.getByTestId('delete-dependents').textContent()).toBe('以下 1 个残局库要读取它，删除后它们将无法校验、吃子后的着法也查不到：KCP-K');
    await screenshot(page, 'tables-2-delete');
    await page.getByTestId('confirm-delete-no').click();
    expect(await page.getByTestId('confirm-delete').count()).toBe(0);
    await page.getByTestId('delete-table').click();
    await page.getByTestId('confirm-delete-yes').click();
    await page.getByTestId('table-KC-K').waitFor({ state: 'detached' });
    const tables = (await api('listTables', []) as { tables: { material: string }[] }).tables.map((t) => t.material);
    expect(tables).not.toContain('KC-K');
    expect(tables).toContain('KCP-K');
  });
});

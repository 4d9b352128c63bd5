/**
 * A composer's journey through a study in a real browser against `npm run serve`'s host (issue 45):
 * import an XQF file with a variation and comments, read them in the move-tree viewer and step
 * through them by keys, edit the study's details, build its solution tree and keep it as the
 * solution, export PGN and read its variations back; then KCPA-KAB's longest win built to mate
 * (418,479 nodes in `npm run bench:study`), its rows paged and scrolled while it grows and after,
 * with the main thread's longest task measured (a PerformanceObserver on 'longtask'), "停止" timed,
 * and the tab's and the services' peak memory printed. Each screen is saved in
 * test-results/screenshots (study-*.png).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CDPSession, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PgnMove } from '../../src/shared/formats/pgn/game';
import { readPgn } from '../../src/shared/formats/pgn/read';
import { readStudyFile } from '../../src/shared/formats/studyFile';
import { emptyMeta } from '../../src/shared/study/document';
import { sayReadError } from '../../src/shared/words/say';
import { callApi, journeyPage, screenshot } from './browser';
import type { RunningHost } from './host';

const XQF = fileURLToPath(new URL('./fixtures/import/xqstudio.xqf', import.meta.url));
const GAME = (() => {
  const read = readStudyFile('xqf', new Uint8Array(readFileSync(XQF)), (b) => new TextDecoder('gbk').decode(b));
  if (!read.ok) throw new Error('the journey\'s XQF does not read');
  return read.value[0];
})();
/** KCPA-KAB's longest win (DTC 53), as `npm run bench:study` builds it. */
const LONGEST = '2b4P1/3k5/2Ca5/9/9/9/9/4K4/9/5A3 w - - 0 1';

/**
 * KCP-KA's six tables: 35 s on two busy cores (journey.test.ts). The KCPA-KAB chain (24 tables): 17.5 s
 * idle on two threads (docs/performance.md), over 200 s with the machine's load average at 20.
 */
const SMALL_GENERATION_MS = 120_000;
const CHAIN_GENERATION_MS = 400_000;
/**
 * The whole KCPA-KAB tree: 27 s in the bench alone on one thread; through the services beside the
 * browser with the machine's load average at 17-20, 250,663 nodes in the first 240 s.
 */
const BIG_BUILD_MS = 600_000;
/** The longest task the page may run while a large tree grows and is scrolled: a frame's work stays far under it. */
const LONGEST_TASK_MS = 250;
/** From a click on "停止" to the page saying the build stopped: the services answer within 100 ms, then one event. */
const STOP_MS = 1_000;

const opened = journeyPage({ viewport: { width: 1280, height: 1000 }, acceptDownloads: true, locale: 'zh-CN' });
let host: RunningHost;
let page: Page;
let cdp: CDPSession;

beforeAll(async () => {
  ({ host, page } = opened);
  cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
});

const api = (operation: string, args: unknown[]) => callApi(page, operation, args);

async function generate(material: string, timeout: number): Promise<void> {
  const started = await api('startGeneration', [material, { dtm: false }]) as { ok: boolean; job?: { id: number } };
  if (!started.ok) return; // nothing to generate: the tables are there
  const until = Date.now() + timeout;
  for (;;) {
    const { jobs } = await api('listJobs', []) as { jobs: { id: number; state: string }[] };
    const job = jobs.find((j) => j.id === started.job!.id)!;
    if (job.state === 'done') return;
    if (job.state !== 'queued' && job.state !== 'running') throw new Error(`generating ${material}: ${job.state}`);
    if (Date.now() > until) throw new Error(`generating ${material} took over ${timeout} ms`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Moves of a game, its variations with theirs, counted without recursion on the line. */
function countMoves(moves: readonly PgnMove[]): { moves: number; variations: number } {
  let count = 0, variations = 0;
  const lines: (readonly PgnMove[])[] = [moves];
  for (let line = lines.pop(); line; line = lines.pop()) {
    count += line.length;
    for (const m of line) for (const v of m.variations ?? []) {
      variations++;
      lines.push(v);
    }
  }
  return { moves: count, variations };
}

/** Starts a build, answering yes when the page asks first (the estimate is a ceiling: trees to mate are asked about). */
async function build(shot?: string): Promise<boolean> {
  await page.getByTestId('build-tree').click();
  const confirm = page.getByTestId('confirm-build-yes');
  const progress = page.getByTestId('tree-progress');
  const summary = page.getByTestId('tree-summary');
  await Promise.race([confirm.waitFor(), progress.waitFor(), summary.waitFor()]);
  if (!(await confirm.isVisible())) return false;
  if (shot) await screenshot(page, shot);
  await confirm.click();
  return true;
}

const currentText = () => page.locator('[aria-current=step]').first().textContent();
const fen = () => page.getByTestId('tree-fen').textContent();

/** The peak resident memory (VmHWM, bytes) of a process. */
function peakRss(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

/** The host's process: the one whose command line names its tables folder. */
function hostPid(): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (cmd.includes('serve.js') && cmd.includes(host.dir)) return Number(entry);
    } catch {
      // a process that ended meanwhile
    }
  }
  throw new Error('the host process is not found');
}

let studyId = 0;
/** The KCPA-KAB chain, generated while the small study is worked on. */
let chain: Promise<unknown> = Promise.resolve();

describe('a study in Chromium', () => {
  it('imports an XQF file and shows its moves, variation and comments beside the board', async () => {
    await page.goto(host.url);
    await page.getByTestId('tab-studies').click();
    await page.getByTestId('import-files-input').setInputFiles(XQF);
    await page.getByTestId('import-summary').waitFor();
    await page.getByTestId('import-summary').locator('details summary').click();
    const link = page.locator('[data-testid^=imported-]').first();
    studyId = Number((await link.getAttribute('data-testid'))!.slice('imported-'.length));
    await link.click();
    await page.getByTestId('study-workbench').waitFor();
    const { moves, variations } = countMoves(GAME.moves);
    await page.waitForFunction((n) => document.querySelector('[data-testid=row-count]')?.textContent === `共 ${n} 行`, moves);
    expect(variations).toBe(1);
    expect(await page.getByTestId('study-header').locator('h2').textContent()).toContain(GAME.tags.find(([k]) => k === 'Title')![1]);
    expect(await page.getByTestId('study-origin').textContent()).toBe('测试者 · 残局测试 · 红胜');
    expect(await page.locator('[role=treeitem][aria-level="2"]').count()).toBe(1);
    const comments = await page.locator('.tree-row .comment').allTextContents();
    expect(comments).toEqual(['炮镇中路', '另一防守']);
    await screenshot(page, 'study-1-viewer');
  });

  it('steps through the main line and into the variation by keys, the board following', async () => {
    expect(await fen()).toBe(GAME.fen);
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.querySelector('[aria-current=step]')?.textContent?.startsWith('1. '));
    // The board follows once the services answer the position.
    await page.waitForFunction((f) => document.querySelector('[data-testid=tree-fen]')?.textContent !== f, GAME.fen);
    const first = await fen();
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction((f) => document.querySelector('[data-testid=tree-fen]')?.textContent !== f, first);
    const main = await fen();
    const mainText = await currentText();
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction((t) => document.querySelector('[aria-current=step]')?.textContent !== t, mainText);
    expect(await page.locator('[role=treeitem][aria-selected=true]').getAttribute('aria-level')).toBe('2');
    // The board follows once the services answer the variation's position.
    await page.waitForFunction((f) => document.querySelector('[data-testid=tree-fen]')?.textContent !== f, main);
    expect(await page.getByTestId('tree-comment').inputValue()).toBe('另一防守');
    await page.keyboard.press('ArrowUp');
    await page.waitForFunction((t) => document.querySelector('[aria-current=step]')?.textContent === t, mainText);
    await page.keyboard.press('End');
    await page.waitForFunction(() => document.querySelector('[aria-current=step]')?.textContent?.startsWith('2. '));
    await page.keyboard.press('Home');
    await page.waitForFunction(() => document.querySelector('[aria-current=step]')?.textContent === '开始');
    // The board follows once the services answer the position.
    await page.waitForFunction((f) => document.querySelector('[data-testid=tree-fen]')?.textContent === f, GAME.fen);
    await screenshot(page, 'study-2-stepped');
  });

  it('edits the study\'s details and finds them in the library\'s search', async () => {
    await page.getByTestId('edit-details').click();
    await page.getByTestId('meta-red').fill('红方测试');
    await page.getByTestId('meta-date').fill('2026-12-07');
    await page.getByTestId('meta-stipulation').selectOption('红先胜');
    await screenshot(page, 'study-3-details');
    await page.getByTestId('details-save').click();
    await page.getByTestId('details-form').waitFor({ state: 'detached' });
    expect(await page.getByTestId('study-origin').textContent()).toContain('红方测试 对 ?');
    const found = await api('listStudies', [{ text: '红方测试', offset: 0, limit: 10 }]) as { studies: { id: number }[] };
    expect(found.studies.map((s) => s.id)).toEqual([studyId]);
  });

  it('builds the solution tree and keeps it as the study\'s solution', async () => {
    await generate(GAME.fen, SMALL_GENERATION_MS);
    // Its errors are the last test's: kept here as a value until it awaits them.
    chain = generate('KCPA-KAB', CHAIN_GENERATION_MS).catch((e: unknown) => e);
    await build();
    await page.getByTestId('tree-summary').waitFor({ timeout: SMALL_GENERATION_MS });
    expect(await page.getByTestId('tree-summary').textContent()).toMatch(/^解法树已生成：共 \d+ 个节点$/);
    const built = Number(/共 (\d+) 个节点/.exec((await page.getByTestId('tree-summary').textContent())!)![1]);
    expect(built).toBeGreaterThan(1);
    await page.locator('[data-testid^=move-]').first().waitFor();
    await screenshot(page, 'study-4-built');
    await page.getByTestId('keep-tree').click();
    await page.getByTestId('tree-message').getByText('已设为本局解法').waitFor();
    expect(await page.getByTestId('view-study').getAttribute('aria-selected')).toBe('true');
    const opened = await api('openStudy', [studyId]) as { study: { tree: { id: number } } };
    const info = await api('treeInfo', [opened.study.tree.id]) as { tree: { nodes: number } };
    expect(info.tree.nodes).toBe(built);
    await screenshot(page, 'study-5-kept');
  }, SMALL_GENERATION_MS + 60_000);

  it('exports the solution as PGN whose variations read back', async () => {
    const exportPanel = page.getByTestId('study-export');
    await exportPanel.getByTestId('study-export-format').selectOption('pgn');
    await exportPanel.getByTestId('study-export-encoding').selectOption('utf-8');
    const [download] = await Promise.all([page.waitForEvent('download'), exportPanel.getByTestId('study-export-save').click()]);
    const text = readFileSync((await download.path())!, 'utf8');
    const game = readPgn(text);
    if (!game.ok) throw new Error(`${game.error.line}:${game.error.column} ${sayReadError(game.error, 'en')}`);
    const opened = await api('openStudy', [studyId]) as { study: { tree: { id: number } } };
    const info = await api('treeInfo', [opened.study.tree.id]) as { tree: { nodes: number } };
    const read = countMoves(game.value.moves);
    expect(read.moves).toBe(info.tree.nodes);
    expect(read.variations).toBeGreaterThan(0);
    expect(text).toContain('[Red "红方测试"]');
    expect(text).toContain('[Date "2026-12-07"]');
    await screenshot(page, 'study-6-export');
  });

  it('builds KCPA-KAB\'s longest win to mate, paged and scrolled while it grows, the page answering all along', async () => {
    const generated = await chain;
    if (generated instanceof Error) throw generated;
    const saved = await api('saveStudy', [{ fen: LONGEST, stipulation: '红先胜', meta: emptyMeta({ title: '炮仕高兵对士象到杀' }), notes: '' }, null]) as { ok: boolean; study: { id: number } };
    expect(saved.ok).toBe(true);
    await page.getByTestId('close-workbench').click();
    await page.getByTestId('library-search').fill('炮仕高兵对士象到杀');
    await page.getByTestId(`tree-study-${saved.study.id}`).click();
    await page.getByTestId('study-workbench').waitFor();
    await page.evaluate(() => {
      const w = window as unknown as { longest: number };
      w.longest = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.longest = Math.max(w.longest, e.duration);
      }).observe({ type: 'longtask', buffered: false });
    });
    let heap = 0;
    const sampleHeap = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      heap = Math.max(heap, metrics.find((m) => m.name === 'JSHeapUsedSize')!.value);
    };

    // "停止" answers at once: a build stopped two seconds in says so within STOP_MS of the click.
    const progress = page.getByTestId('tree-progress');
    expect(await build('study-7-confirm')).toBe(true);
    await progress.waitFor();
    await page.waitForTimeout(2000);
    const stopMs = await page.evaluate(() => new Promise<number>((resolve) => {
      const start = performance.now();
      const seen = new MutationObserver(() => {
        if (document.querySelector('[data-testid=tree-summary]')?.textContent?.startsWith('已停止')) {
          seen.disconnect();
          resolve(performance.now() - start);
        }
      });
      seen.observe(document.body, { subtree: true, childList: true, characterData: true });
      (document.querySelector('[data-testid=cancel-tree]') as HTMLButtonElement).click();
    }));
    console.log(`stop: the page said the build stopped ${stopMs.toFixed(0)} ms after the click`);
    expect(stopMs).toBeLessThan(STOP_MS);

    // The whole tree, to mate, its rows paged and scrolled while it grows.
    await build();
    await progress.waitFor();
    await screenshot(page, 'study-8-growing');
    // Measured from here: the screenshots' own work on the page is left out.
    await page.evaluate(() => {
      (window as unknown as { longest: number }).longest = 0;
    });
    const rows = page.getByTestId('tree-rows');
    const rowCount = async () => Number(/共 (\d+) 行/.exec((await page.getByTestId('row-count').textContent())!)?.[1] ?? 0);
    /** Scrolled end to end: each place shows its rows, never more than a screenful drawn. */
    const scrollAcross = async () => {
      for (const f of [1, 0.5, 0.25, 0]) {
        await rows.evaluate((el, at) => {
          el.scrollTop = at * el.scrollHeight;
        }, f);
        await page.waitForFunction(() => document.querySelectorAll('.tree-row').length > 0);
        expect(await page.locator('.tree-row').count()).toBeLessThan(40);
      }
    };
    const longestTask = () => page.evaluate(() => (window as unknown as { longest: number }).longest);
    /** The browser reports tasks over 50 ms only. */
    const said = (ms: number) => (ms === 0 ? 'none over 50 ms' : `${ms.toFixed(0)} ms`);
    const mb = (b: number) => `${(b / 2 ** 20).toFixed(0)} MB`;
    const peaks = async () => {
      const processes = (await (await page.context().browser()!.newBrowserCDPSession()).send('SystemInfo.getProcessInfo')).processInfo as { type: string; id: number }[];
      const tab = Math.max(...processes.filter((p) => p.type === 'renderer').map((p) => peakRss(p.id)));
      return `tab: peak JS heap ${mb(heap)}, peak RSS ${mb(tab)}; services: peak RSS ${mb(peakRss(hostPid()))}`;
    };
    const started = Date.now();
    let scrolls = 0, hundredThousand = false;
    while (!(await page.getByTestId('tree-summary').isVisible())) {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (!hundredThousand && await rowCount() >= 100_000) {
        // A tree of 100,000 rows, still growing, paged and scrolled end to end.
        hundredThousand = true;
        await scrollAcross();
        console.log(`growing tree past 100,000 rows (${await rowCount()}) at ${seconds} s; longest main-thread task so far: ${said(await longestTask())}; ${await peaks()}`);
      }
      if (Date.now() - started > BIG_BUILD_MS) {
        console.log(`not built in ${BIG_BUILD_MS / 1000} s: ${await progress.textContent()}; longest main-thread task: ${said(await longestTask())} over ${scrolls} scrolls; ${await peaks()}`);
        throw new Error(`the tree was not built in ${BIG_BUILD_MS} ms: ${await progress.textContent()}`);
      }
      await rows.evaluate((el, f) => {
        el.scrollTop = f * el.scrollHeight;
      }, (scrolls++ % 10) / 10);
      await sampleHeap();
      await page.waitForTimeout(500);
    }
    const seconds = (Date.now() - started) / 1000;
    const summary = (await page.getByTestId('tree-summary').textContent())!;
    expect(summary).toMatch(/^解法树已生成：共 \d+ 个节点$/);
    const nodes = Number(/共 (\d+) 个节点/.exec(summary)![1]);
    expect(nodes).toBeGreaterThanOrEqual(100_000);
    await page.waitForFunction((n) => document.querySelector('[data-testid=row-count]')?.textContent === `共 ${n} 行`, nodes);
    await scrollAcross();
    await page.keyboard.press('End');
    await page.waitForFunction(() => document.querySelector('[aria-current=step]') !== null);
    await sampleHeap();
    const longest = await longestTask();
    await screenshot(page, 'study-9-large-tree');
    console.log(`KCPA-KAB 到杀 tree: ${nodes} nodes in ${seconds.toFixed(1)} s in the browser; longest main-thread task: ${said(longest)} over ${scrolls} scrolls; ${await peaks()}`);
    expect(longest).toBeLessThan(LONGEST_TASK_MS);
  }, BIG_BUILD_MS + CHAIN_GENERATION_MS + 60_000);
});


/**
 * The workbench as a player uses it daily, in Chromium against `npm run serve`'s host: rook against
 * the bare king, its tables generated from the analysis; moves played on the board by clicks and by
 * a drag, a variation made from an earlier position, the hovered move drawn; a reload that keeps the
 * tab, the position, every move and the study open in its workbench; the layout at 1280×800 (the
 * generate button in view) and at 1920×1080; and English throughout once chosen, kept across a
 * reload. Screenshots of every screen at both sizes are saved in test-results/screenshots.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { journeyPage, screenshot } from './browser';
import type { RunningHost } from './host';

/** Rook against the bare king: its tables (and the bare kings') generate in a second or two. */
const FEN = '3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1';
const TABS = ['editor', 'analysis', 'generation', 'catalogue', 'studies'] as const;
/** Generating KR-K: about a second alone; the wait has well over three times that on a loaded machine. */
const GENERATION_WAIT_MS = 30_000;

// A Chinese user's browser: the app opens in Chinese by itself.
const opened = journeyPage({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
let host: RunningHost;
let page: Page;
beforeAll(() => ({ host, page } = opened));

const fen = () => page.getByTestId('analysis-fen').textContent();
/** Waits until the tables answered the position shown (the value is for the FEN on the board). */
const answered = () => page.waitForFunction(() => {
  const value = document.querySelector('[data-testid=position-value]');
  return value !== null && value.getAttribute('data-fen') === document.querySelector('[data-testid=analysis-fen]')?.textContent;
});

/** The centre of an element on the page. */
async function centre(testId: string): Promise<[number, number]> {
  const box = (await page.getByTestId(testId).boundingBox())!;
  return [box.x + box.width / 2, box.y + box.height / 2];
}

/**
 * Every piece of Chinese on the page (text, titles, labels, placeholders) outside the board's
 * drawing and what is marked as another language: pieces are drawn as characters, on the board and
 * in the editor's palette, and the language switch names Chinese in Chinese.
 */
function chineseOnPage(): Promise<string[]> {
  return page.evaluate(() => {
    const han = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;
    const found: string[] = [];
    const exempt = 'svg, [lang]:not(html):not([lang^=en])';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest(exempt)) continue;
      if (han.test(node.textContent ?? '')) found.push(node.textContent!.trim());
    }
    for (const el of document.querySelectorAll('[title], [aria-label], [placeholder]')) {
      if (el.parentElement?.closest(exempt)) continue;
      for (const name of ['title', 'aria-label', 'placeholder']) {
        const text = el.getAttribute(name);
        if (text && han.test(text)) found.push(`${name}=${text}`);
      }
    }
    if (han.test(document.title)) found.push(`document.title=${document.title}`);
    return found;
  });
}

describe('the workbench a player uses daily', () => {
  it('opens in the browser\'s language, the generate button in view at 1280×800', async () => {
    await page.goto(`${host.url}/?fen=${encodeURIComponent(FEN)}`);
    expect(await page.getByTestId('tab-editor').textContent()).toBe('摆局');
    const generate = page.getByTestId('generate-material');
    await generate.waitFor();
    const box = (await generate.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(800);
    await screenshot(page, 'workbench-editor-1280x800');
  });

  it('generates the tables from the analysis, which opens on the editor\'s position', async () => {
    await page.getByTestId('tab-analysis').click();
    expect(await fen()).toBe(FEN);
    await page.getByTestId('generate-missing').click();
    await page.getByTestId('back-to-analysis').waitFor({ timeout: GENERATION_WAIT_MS });
    await page.getByTestId('back-to-analysis').click();
    await answered();
    expect(await page.getByTestId('position-value').textContent()).toContain('红胜');
  }, GENERATION_WAIT_MS + 10_000);

  it('plays a move by clicks: the piece picked, its legal points marked, a click elsewhere ignored', async () => {
    await page.getByTestId('piece-e1').click();
    // The rook on e1: eight points along its rank, eight up its file.
    expect(await page.locator('svg.board circle.mark').count()).toBe(16);
    // A point the rook cannot reach: the click puts it down, nothing is played.
    await page.getByTestId('point-f2').click({ force: true });
    expect(await page.locator('svg.board circle.mark').count()).toBe(0);
    expect(await fen()).toBe(FEN);
    await page.getByTestId('piece-e1').click();
    await page.getByTestId('point-e2').click({ force: true });
    expect(await fen()).toBe('3k5/9/9/9/9/9/9/4R4/9/4K4 b - - 1 1');
    await answered();
    expect(await page.getByTestId('move-list').isVisible()).toBe(true);
  });

  it('plays a move by dragging a piece, and refuses a drag to a point it may not go to', async () => {
    const [x, y] = await centre('piece-d9');
    const drag = async (to: string) => {
      const [tx, ty] = await centre(`point-${to}`);
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(tx, ty, { steps: 8 });
      await page.mouse.up();
    };
    // Out of the palace: refused without a word, the king back on its point.
    await drag('c9');
    expect(await fen()).toBe('3k5/9/9/9/9/9/9/4R4/9/4K4 b - - 1 1');
    expect(await page.getByTestId('piece-d9').count()).toBe(1);
    await drag('d8');
    expect(await fen()).toBe('9/3k5/9/9/9/9/9/4R4/9/4K4 w - - 2 2');
    await answered();
    expect(await page.getByTestId('played-moves').textContent()).toContain('将４进１');
  });

  it('makes a variation from an earlier position and draws the move hovered in the list', async () => {
    await page.getByTestId('back').click();
    await page.getByTestId('back').click();
    await page.getByTestId('piece-e1').click();
    await page.getByTestId('point-f1').click({ force: true });
    await answered();
    expect(await fen()).toBe('3k5/9/9/9/9/9/9/9/5R3/4K4 b - - 1 1');
    // The first line stays, as a variation beside the move that replaced it.
    expect(await page.getByTestId('variation-1-e1e2').isVisible()).toBe(true);
    const first = page.locator('[data-testid=move-list] button.move').first();
    await first.hover();
    const iccs = (await first.getAttribute('data-iccs'))!;
    expect(await page.getByTestId('arrow-0').getAttribute('data-from')).toBe(iccs.slice(0, 2));
    expect(await page.getByTestId('arrow-0').getAttribute('data-to')).toBe(iccs.slice(2));
    await screenshot(page, 'workbench-analysis-1280x800');
  });

  it('keeps the tab, the position and every move across a reload', async () => {
    const before = await fen();
    await page.reload();
    expect(await page.getByTestId('tab-analysis').getAttribute('aria-selected')).toBe('true');
    expect(await fen()).toBe(before);
    await page.getByTestId('variation-1-e1e2').click();
    expect(await page.getByTestId('played-moves').textContent()).toContain('将４进１');
    await answered();
  });

  it('speaks English throughout once chosen, and still after a reload, at 1920×1080', async () => {
    await page.getByTestId('language').click();
    await page.reload();
    await page.setViewportSize({ width: 1920, height: 1080 });
    expect(await page.getByTestId('tab-editor').textContent()).toBe('Set up');
    const chinese: Record<string, string[]> = {};
    // A study saved, so the library shows a row: its thumbnail, its stipulation in English on one line.
    await page.getByTestId('tab-studies').click();
    await page.getByTestId('study-title').fill('The lone rook');
    await page.getByTestId('save-study').click();
    const row = page.locator('[data-testid=study-list] tbody tr').first();
    await row.waitFor();
    expect(await row.locator('svg.board.thumbnail').count()).toBe(1);
    // Each cell's text on one line (its text's boxes less than two lines high): no column wraps a character a line.
    const heights = await row.evaluate((r) => [...r.querySelectorAll('td:not(.thumb), th')].map((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      const rects = [...range.getClientRects()].filter((x) => x.height > 0);
      return [cell.textContent, rects.length ? Math.max(...rects.map((x) => x.bottom)) - Math.min(...rects.map((x) => x.top)) : 0] as const;
    }));
    for (const [text, height] of heights) expect(height, text ?? '').toBeLessThan(36);
    expect(await row.textContent()).toContain('Red to move and win');
    // The study opened in its workbench is open again after a reload.
    await row.locator('[data-testid^=tree-study-]').click();
    await page.getByTestId('study-workbench').waitFor();
    await page.reload();
    await page.getByTestId('study-workbench').waitFor();
    await screenshot(page, 'workbench-study-open-1920x1080-en');
    for (const tab of TABS) {
      await page.getByTestId(`tab-${tab}`).click();
      if (tab === 'analysis') {
        await answered();
        // The best line and the engine's scores and proof are words too (a mate once read 9步杀 in English).
        await page.getByTestId('show-line').check();
        await page.getByTestId('best-line').waitFor();
        await page.getByTestId('engine-toggle').click();
        await page.getByTestId('engine-score-0').waitFor();
        await page.getByTestId('engine-proof').waitFor();
      }
      await page.waitForLoadState('networkidle');
      chinese[tab] = await chineseOnPage();
      await screenshot(page, `workbench-${tab}-1920x1080-en`);
    }
    expect(chinese).toEqual(Object.fromEntries(TABS.map((tab) => [tab, []])));
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const tab of TABS) {
      await page.getByTestId(`tab-${tab}`).click();
      await page.waitForLoadState('networkidle');
      await screenshot(page, `workbench-${tab}-1280x800-en`);
    }
  });
});

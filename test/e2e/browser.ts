/** A Chromium-based browser driven by playwright-core: headless, no sandbox (CI runs as root), no background traffic. */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type Page, chromium } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { findChromium } from '../support/chromium';
import { type RunningHost, startHost } from './host';

export const SCREENSHOTS = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));

export function launch(): Promise<Browser> {
  const executablePath = findChromium({
    platform: process.platform, env: process.env, exists: existsSync, playwrightChromium: () => chromium.executablePath(),
  });
  return chromium.launch({
    executablePath, headless: true,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-gpu', '--disable-dev-shm-usage'],
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/**
 * A journey's page on a fresh host: both opened before the file's tests and closed after them; an
 * error on the page fails the test it happens in. Read the fields inside a test or a later hook.
 */
export function journeyPage(options: NonNullable<Parameters<Browser['newPage']>[0]>): { readonly host: RunningHost; readonly page: Page } {
  const opened = {} as { host: RunningHost; browser: Browser; page: Page };
  beforeAll(async () => {
    opened.host = await startHost();
    opened.browser = await launch();
    opened.page = await opened.browser.newPage(options);
    opened.page.on('pageerror', (e) => {
      throw e;
    });
  }, 60_000);
  afterAll(async () => {
    await opened.browser?.close();
    await opened.host?.stop();
  });
  return opened;
}

/** Calls an API operation from the page, as the renderer's `api.ts` does in a browser: its answer as JSON. */
export function callApi(page: Page, operation: string, args: unknown[]): Promise<unknown> {
  return page.evaluate(async ([op, a]) => (await fetch(`/api/${op}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(a) })).json(), [operation, args] as const);
}

/** Debian's Chromium driven by playwright-core: headless, no sandbox (CI runs as root), no background traffic. */
import { existsSync, mkdirSync } from 'node:fs';
import { type Browser, type Page, chromium } from 'playwright-core';

export const CHROMIUM = process.env.CANJU_CHROMIUM ?? '/usr/bin/chromium';
export const SCREENSHOTS = new URL('../../test-results/screenshots/', import.meta.url).pathname;

export function launch(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}: .ci/run installs Debian's chromium (apt-get install chromium)`);
  return chromium.launch({
    executablePath: CHROMIUM, headless: true,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-gpu', '--disable-dev-shm-usage'],
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}${name}.png`, fullPage: true });
}

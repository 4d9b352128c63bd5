/** A Chromium-based browser driven by playwright-core: headless, no sandbox (CI runs as root), no background traffic. */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type Page, chromium } from 'playwright-core';
import { findChromium } from '../support/chromium';

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

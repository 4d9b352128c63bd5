/** A browser page on a fresh host (`npm run serve` over an empty tables folder), a page error failing the test; `close` ends both. */
import type { Browser, Page } from 'playwright-core';
import { launch } from './browser';
import { type RunningHost, startHost } from './host';

export interface Session {
  readonly host: RunningHost;
  readonly page: Page;
  close(): Promise<void>;
}

export async function openSession(viewport: { width: number; height: number }): Promise<Session> {
  const host = await startHost();
  let browser: Browser | undefined;
  try {
    browser = await launch();
    // The interface's language follows the browser's; the journeys read it in Chinese first.
    const page = await browser.newPage({ viewport, locale: 'zh-CN' });
    page.on('pageerror', (e) => {
      throw e;
    });
    const opened = browser;
    return { host, page, close: async () => {
      await opened.close();
      await host.stop();
    } };
  } catch (error) {
    await browser?.close();
    await host.stop();
    throw error;
  }
}

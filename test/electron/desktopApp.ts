/**
 * Starts the desktop app for the smoke test, the built one (the electron binary running out/main) or
 * a packed one from `dist/`, and drives its window through Chrome's DevTools protocol.
 *
 * The built app is started by Playwright's Electron launcher, which reaches its main process through
 * Node's inspector and quits it with `app.quit()`, as the user's menu would. A packed app cannot be
 * started that way: its fuses turn off `--inspect`. Chromium's own `--remote-debugging-port` is no
 * Node switch and stays on, so the packed app is started with it and its page is reached over CDP;
 * it quits as a user ends it on Windows and Linux, by closing its window.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type Page, chromium } from 'playwright-core';

export interface PackedApp {
  readonly child: ChildProcess;
  readonly browser: Browser;
  readonly page: Page;
  /** Resolves with the exit code once the process has ended. */
  readonly exited: Promise<number | null>;
  /** What the process printed so far, for a failure's message. */
  output(): string;
}

/** The executable inside an unpacked app folder (`dist/linux-unpacked`, `dist/win-unpacked`). */
export function packedExecutable(unpacked: string, platform: NodeJS.Platform = process.platform): string {
  const { name, productName } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { name: string; productName: string };
  return join(unpacked, platform === 'win32' ? `${productName}.exe` : name);
}

/** The packed app's log file: its user-data folder's `logs` (Electron's app.setAppLogsPath on Windows and Linux). */
export function packedLogFile(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string {
  const { productName } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { productName: string };
  const config = platform === 'win32' ? env.APPDATA ?? join(homedir(), 'AppData', 'Roaming') : env.XDG_CONFIG_HOME || join(homedir(), '.config');
  return join(config, productName, 'logs', 'canju.log');
}

/** Finds the DevTools address in what Chromium prints at start: `DevTools listening on ws://…`. */
export function devtoolsAddress(output: string): string | null {
  return /DevTools listening on (ws:\/\/\S+)/.exec(output)?.[1] ?? null;
}

export async function launchPacked(executable: string, args: string[], timeoutMs = 90_000): Promise<PackedApp> {
  if (!existsSync(executable)) throw new Error(`no packed app at ${executable}; in ${join(executable, '..')}: ${readdirSync(join(executable, '..')).join(', ')}`);
  const child = spawn(executable, ['--remote-debugging-port=0', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let printed = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const address = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no DevTools address within ${timeoutMs} ms:\n${printed}`)), timeoutMs);
    const read = (chunk: Buffer) => {
      printed += chunk;
      const found = devtoolsAddress(printed);
      if (found) {
        clearTimeout(timer);
        resolve(found);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the app exited with ${code} before its window:\n${printed}`));
    });
  });
  const browser = await chromium.connectOverCDP(address);
  // Over CDP the app's session is the browser's default context.
  const context = browser.contexts()[0];
  if (!context) throw new Error(`no browser context in the app:\n${printed}`);
  const page = context.pages().find((p) => p.url().startsWith('canju://')) ?? (await context.waitForEvent('page', { timeout: timeoutMs }));
  return { child, browser, page, exited, output: () => printed };
}

/**
 * Starts the real desktop app and proves the shell end to end: its first page loads in the secured
 * window, one API operation goes through the preload (a probe of a table generated beforehand), the
 * native database module has loaded (the table is listed from the catalogue), the shell's bridge is
 * there, and the app quits cleanly: exit code 0, the folder's lock released, the log saying so.
 *
 * The built app runs where the Electron binary is installed (the workflow installs it on each runner;
 * it cannot be downloaded on our build machines, where this is reported as skipped with that reason).
 * The packed app runs where CANJU_PACKED_APP names one (the workflow sets it after `npm run dist` on
 * Linux and Windows). Importing `electron` here would trigger the binary's download, so the binary is
 * located through the package's files only.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Page, _electron as electron } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { installedBinary } from '../../scripts/ensureElectron';
import { BUILT_CLI } from '../support/cli';
import { launchPacked, packedLogFile } from './desktopApp';

const binary = installedBinary(fileURLToPath(new URL('../../node_modules/electron/', import.meta.url)));
const builtReason = binary ? '' : ' (skipped: the Electron binary is not installed here and cannot be downloaded)';
const packed = process.env.CANJU_PACKED_APP;
const packedReason = packed ? '' : ' (skipped: CANJU_PACKED_APP names no packed app; the workflow sets it after npm run dist)';
// Red rook and king against the bare king: a win, in a table small enough to generate in a second.
const FEN = '3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1';
const LINUX_SANDBOX = process.platform === 'linux' ? ['--no-sandbox'] : [];

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A tables folder holding KR-K, made by the CLI as a user's earlier run would have. */
function tablesWithKrK(): string {
  const tables = mkdtempSync(join(tmpdir(), 'canju-smoke-'));
  made.push(tables);
  const gen = spawnSync(process.execPath, [BUILT_CLI, 'gen', 'KR-K', '--dir', tables, '--threads', '1', '--lang', 'en'], { encoding: 'utf8' });
  expect(gen.status, gen.stderr).toBe(0);
  return tables;
}

/** The log's lines of the last start (the log keeps earlier runs). */
function lastRun(log: string): string {
  return log.slice(log.lastIndexOf('Canju ', log.lastIndexOf(' starting: Electron ')));
}

type Canju = { canju: Record<string, (...args: unknown[]) => Promise<unknown>>; canjuShell?: Record<string, unknown>; require?: unknown };

/** What every start must show: the page, the preload's bridges and nothing else, a probe, the catalogue read by better-sqlite3. */
async function checkWindow(page: Page, tables: string): Promise<void> {
  await page.getByTestId('tab-editor').waitFor({ timeout: 60_000 });
  expect(await page.title()).toBe('残局 Canju');
  expect(page.url()).toMatch(/^canju:\/\/app\/index\.html/);
  expect(await page.evaluate(() => typeof (globalThis as unknown as Canju).require)).toBe('undefined');
  expect(await page.evaluate(() => typeof (window as unknown as Canju).canjuShell?.onNotice)).toBe('function');
  const probe = await page.evaluate((fen) => (window as unknown as Canju).canju.probe(fen, 'iccs', 'dtc', 'en'), FEN);
  expect(probe).toMatchObject({ ok: true, value: { wdl: 'win' } });
  const listed = await page.evaluate(() => (window as unknown as Canju).canju.listTables());
  expect(listed).toMatchObject({ ok: true, tables: [{ material: 'KR-K', status: 'complete' }], folder: { dir: tables } });
  expect(existsSync(join(tables, 'canju.lock'))).toBe(true);
}

describe('the desktop app', () => {
  it.skipIf(!binary)(`starts from the build, answers through the preload and quits cleanly${builtReason}`, async () => {
    const tables = tablesWithKrK();
    // --tables-dir skips the first run's folder question, which would wait for a click.
    const app = await electron.launch({
      executablePath: binary!, args: [fileURLToPath(new URL('../../out/main/index.js', import.meta.url)), ...LINUX_SANDBOX, `--tables-dir=${tables}`],
      env: { ...process.env, ELECTRON_ENABLE_LOGGING: '1' },
    });
    const logs = await app.evaluate(({ app: electronApp }) => electronApp.getPath('logs'));
    try {
      await checkWindow(await app.firstWindow(), tables);
    } finally {
      // As File ▸ Quit does: through before-quit, which waits for the services.
      await app.close();
    }
    expect(app.process().exitCode).toBe(0);
    expect(existsSync(join(tables, 'canju.lock'))).toBe(false);
    expect(lastRun(readFileSync(join(logs, 'canju.log'), 'utf8'))).toMatch(/tables folder opened: .*\n(.*\n)*.*window opened\n(.*\n)*.*services closed; quitting\n/);
  });

  it.skipIf(!packed)(`starts packed from dist/, answers through the preload and quits when its window closes${packedReason}`, async () => {
    const tables = tablesWithKrK();
    const app = await launchPacked(packed!, [...LINUX_SANDBOX, `--tables-dir=${tables}`]);
    try {
      await checkWindow(app.page, tables);
      // As the user ends it on Windows and Linux: the last window closed quits, once the services have closed.
      await app.page.close();
      const code = await Promise.race([app.exited, new Promise((resolve) => setTimeout(() => resolve('still running'), 30_000))]);
      expect(code, app.output()).toBe(0);
    } finally {
      if (app.child.exitCode === null) app.child.kill();
      await app.browser.close().catch(() => undefined);
    }
    expect(existsSync(join(tables, 'canju.lock'))).toBe(false);
    expect(lastRun(readFileSync(packedLogFile(), 'utf8'))).toMatch(/^Canju .* starting: Electron .*, packaged, (.*\n)*.*services closed; quitting\n/);
  }, 180_000);
});

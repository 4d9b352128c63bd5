/**
 * Launches the real Electron app and checks its first window. The Electron binary is fetched on
 * first launch and cannot be fetched on our build machines, so this runs wherever the binary is
 * already present and is reported as skipped, with the reason, where it is not. Importing `electron`
 * here would trigger that download, so the binary is located through the package's files only.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { _electron as electron } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { installedBinary } from '../../scripts/ensureElectron';

const binary = installedBinary(fileURLToPath(new URL('../../node_modules/electron/', import.meta.url)));
const reason = binary ? '' : ' (skipped: the Electron binary is not installed here and cannot be downloaded)';

describe('Electron app', () => {
  it.skipIf(!binary)(`opens its first window with the Chinese interface${reason}`, async () => {
    // --tables-dir skips the first run's folder question, which would wait for a click.
    const tables = mkdtempSync(join(tmpdir(), 'canju-smoke-'));
    const app = await electron.launch({
      executablePath: binary!, args: [fileURLToPath(new URL('../../out/main/index.js', import.meta.url)), '--no-sandbox', `--tables-dir=${tables}`],
      env: { ...process.env, ELECTRON_ENABLE_LOGGING: '1' },
    });
    try {
      const window = await app.firstWindow();
      await window.getByTestId('tab-editor').waitFor();
      expect(await window.title()).toBe('残局 Canju');
      expect(await window.evaluate(() => typeof (window as unknown as { canju?: { probe?: unknown } }).canju?.probe)).toBe('function');
      expect(await window.evaluate(() => typeof (globalThis as { require?: unknown }).require)).toBe('undefined');
      expect(window.url()).toBe('canju://app/index.html');
      expect(await window.evaluate(() => (window as unknown as { canju: { listTables(): Promise<unknown> } }).canju.listTables())).toEqual({
        ok: true, tables: [], folder: { dir: tables, recovered: [], keptTemporary: [], foreign: [] },
      });
    } finally {
      await app.close();
      rmSync(tables, { recursive: true, force: true });
    }
  });
});

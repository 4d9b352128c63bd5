/**
 * Launches the real Electron app and checks its first window. The Electron binary is fetched on
 * first launch and cannot be fetched on our build machines, so this runs wherever the binary is
 * already present and is reported as skipped, with the reason, where it is not. Importing `electron`
 * here would trigger that download, so the binary is located through the package's files only.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { _electron as electron } from 'playwright-core';
import { describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('../../node_modules/electron/', import.meta.url));
const pathFile = join(packageDir, 'path.txt');
const installed = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : '';
// Like electron's index.js, the override folder's binary has the installed name; without one, the OS's.
const platformName = process.platform === 'darwin' ? 'Electron.app/Contents/MacOS/Electron' : process.platform === 'win32' ? 'electron.exe' : 'electron';
const binary = process.env.ELECTRON_OVERRIDE_DIST_PATH
  ? join(process.env.ELECTRON_OVERRIDE_DIST_PATH, installed || platformName)
  : installed ? join(packageDir, 'dist', installed) : '';
const available = binary !== '' && existsSync(binary);
const reason = available ? '' : ' (skipped: the Electron binary is not installed here and cannot be downloaded)';

describe('Electron app', () => {
  it.skipIf(!available)(`opens its first window with the Chinese interface${reason}`, async () => {
    const app = await electron.launch({
      executablePath: binary, args: [fileURLToPath(new URL('../../out/main/index.js', import.meta.url)), '--no-sandbox'],
      env: { ...process.env, ELECTRON_ENABLE_LOGGING: '1' },
    });
    try {
      const window = await app.firstWindow();
      await window.getByTestId('tab-editor').waitFor();
      expect(await window.title()).toBe('残局 Canju');
      expect(await window.evaluate(() => typeof (window as unknown as { canju?: { probe?: unknown } }).canju?.probe)).toBe('function');
      expect(await window.evaluate(() => typeof (globalThis as { require?: unknown }).require)).toBe('undefined');
    } finally {
      await app.close();
    }
  });
});

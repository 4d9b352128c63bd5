/**
 * `npm start` on a fresh clone: the Electron binary is fetched by the package's own installer before
 * electron-vite looks for it, and a failed fetch ends in one line that names the reason and the
 * browser mode. The installers here are real child processes standing in for electron's install.js.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureElectron, firstReason, installedBinary, installerEnv } from '../../scripts/ensureElectron';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function fakePackage(installer: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'canju-electron-'));
  made.push(dir);
  writeFileSync(join(dir, 'install.js'), installer);
  return dir;
}

const FAILING = `console.error('TypeError: fetch failed\\n    at node:internal/deps/undici/undici:15270:13\\n    at async FetchDownloader.download');
process.exit(1);`;
const SUCCEEDING = `const fs = require('fs'), path = require('path');
fs.mkdirSync(path.join(__dirname, 'dist'), { recursive: true });
fs.writeFileSync(path.join(__dirname, 'dist', 'electron'), '');
fs.writeFileSync(path.join(__dirname, 'path.txt'), 'electron');`;

describe('fetching the Electron binary before start', () => {
  it('runs nothing when the binary is already installed', () => {
    const dir = fakePackage(FAILING);
    mkdirSync(join(dir, 'dist'));
    writeFileSync(join(dir, 'dist', 'electron'), '');
    writeFileSync(join(dir, 'path.txt'), 'electron');
    expect(ensureElectron(dir, {})).toEqual({ ok: true, binary: join(dir, 'dist', 'electron'), fetched: false });
  });

  it('finds a binary in ELECTRON_OVERRIDE_DIST_PATH, with or without path.txt', () => {
    const dir = fakePackage(FAILING);
    const override = mkdtempSync(join(tmpdir(), 'canju-electron-override-'));
    made.push(override);
    const name = process.platform === 'darwin' ? 'Electron.app/Contents/MacOS/Electron' : process.platform === 'win32' ? 'electron.exe' : 'electron';
    mkdirSync(join(override, name, '..'), { recursive: true });
    writeFileSync(join(override, name), '');
    expect(installedBinary(dir, { ELECTRON_OVERRIDE_DIST_PATH: override })).toBe(join(override, name));
    expect(installedBinary(dir, {})).toBeNull();
  });

  it('fetches a missing binary with the package installer', () => {
    const dir = fakePackage(SUCCEEDING);
    expect(installedBinary(dir, {})).toBeNull();
    expect(ensureElectron(dir, {})).toEqual({ ok: true, binary: join(dir, 'dist', 'electron'), fetched: true });
  });

  it('says in one line why it could not fetch, and where to go instead', () => {
    const result = ensureElectron(fakePackage(FAILING), {});
    if (result.ok) throw new Error('expected a failure');
    expect(result.message.split('\n')).toHaveLength(1);
    expect(result.message).toContain('(TypeError: fetch failed)');
    expect(result.message).toContain('npm run serve');
    expect(result.message).not.toMatch(/\bat (node:|async )/);
  });

  it('treats an installer that exits 0 without a binary as a failure', () => {
    const result = ensureElectron(fakePackage('console.log("nothing done")'), {});
    expect(result).toMatchObject({ ok: false, message: expect.stringContaining('(nothing done)') });
  });

  it('turns on the downloader\'s proxy support when a proxy is set, as @electron/get needs ELECTRON_GET_USE_PROXY for it', () => {
    // The installer tells what it saw in its reason.
    const dir = fakePackage('console.error(`proxy support: ${process.env.ELECTRON_GET_USE_PROXY ?? "off"}`); process.exit(1);');
    expect(ensureElectron(dir, { HTTPS_PROXY: 'http://proxy.example:3128' })).toMatchObject({ message: expect.stringContaining('(proxy support: 1)') });
    expect(ensureElectron(dir, { http_proxy: 'http://proxy.example:3128' })).toMatchObject({ message: expect.stringContaining('(proxy support: 1)') });
    expect(ensureElectron(dir, {})).toMatchObject({ message: expect.stringContaining('(proxy support: off)') });
    expect(installerEnv({ HTTPS_PROXY: 'http://p:1', ELECTRON_GET_USE_PROXY: '' })).toEqual({ HTTPS_PROXY: 'http://p:1', ELECTRON_GET_USE_PROXY: '' });
  });

  it('reads the reason past blank lines and stack frames', () => {
    expect(firstReason('\n  \nError: getaddrinfo ENOTFOUND example.org\n    at x (y:1:2)')).toBe('Error: getaddrinfo ENOTFOUND example.org');
    expect(firstReason('    at a\n')).toBe('no reason given');
  });

  it('as `npm start` runs it: exits 1 with one line and no trace when the binary cannot be fetched, 0 when it is there', () => {
    // A mirror on a closed loopback port and an empty cache make the real installer fail anywhere.
    const cache = mkdtempSync(join(tmpdir(), 'canju-electron-cache-'));
    made.push(cache);
    const script = fileURLToPath(new URL('../../scripts/ensureElectron.ts', import.meta.url));
    const run = spawnSync(process.execPath, ['--import', 'tsx', script], {
      encoding: 'utf8', env: { ...process.env, ELECTRON_MIRROR: 'http://127.0.0.1:9/', electron_config_cache: cache, ELECTRON_GET_USE_PROXY: '' },
    });
    const packageDir = fileURLToPath(new URL('../../node_modules/electron/', import.meta.url));
    if (installedBinary(packageDir)) {
      expect(run.status).toBe(0);
      expect(run.stderr).toBe('');
    } else {
      expect(run.status).toBe(1);
      const lines = run.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^Canju: the Electron binary could not be fetched \(.+\).*npm run serve/);
    }
  });
});

/**
 * Runs before `npm start` and `npm run dev`. The electron package (45+) has no install script: it
 * fetches its binary only when `require('electron')` runs, while electron-vite looks for the
 * package's `path.txt` without ever requiring it, so on a fresh clone it fails with "Electron
 * uninstall". Here the package's own installer runs first when the binary is missing; when it cannot
 * fetch (offline, a proxy), one line says so and points to the browser mode, with no stack trace.
 *
 * The installer's downloader (@electron/get) ignores HTTPS_PROXY and its kin unless
 * ELECTRON_GET_USE_PROXY is set; behind a proxy that is what a user has set, so it is set for them.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export type ElectronCheck =
  | { readonly ok: true; readonly binary: string; readonly fetched: boolean }
  | { readonly ok: false; readonly message: string };

const PLATFORM_BINARY: Partial<Record<NodeJS.Platform, string>> = { darwin: 'Electron.app/Contents/MacOS/Electron', win32: 'electron.exe' };

/**
 * The binary the package's `path.txt` names, when it is there. Like the package's own index.js, an
 * ELECTRON_OVERRIDE_DIST_PATH folder holds the binary under that name, or the platform's without one.
 */
export function installedBinary(packageDir: string, env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.ELECTRON_EXEC_PATH && existsSync(env.ELECTRON_EXEC_PATH)) return env.ELECTRON_EXEC_PATH;
  const pathFile = join(packageDir, 'path.txt');
  const named = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : null;
  const binary = env.ELECTRON_OVERRIDE_DIST_PATH
    ? join(env.ELECTRON_OVERRIDE_DIST_PATH, named ?? PLATFORM_BINARY[process.platform] ?? 'electron')
    : named && join(packageDir, 'dist', named);
  return binary && existsSync(binary) ? binary : null;
}

/** The installer's reason in one line: the first line of what it printed that is not a stack frame. */
export function firstReason(output: string): string {
  const line = output.split(/\r?\n/).map((l) => l.trim()).find((l) => l !== '' && !l.startsWith('at '));
  return line ?? 'no reason given';
}

const PROXY_VARIABLES = ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy'];

/** The installer's environment: the proxy variables honoured when any is set (ELECTRON_GET_USE_PROXY, unless the user set it). */
export function installerEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const proxied = PROXY_VARIABLES.some((name) => env[name]);
  return proxied && env.ELECTRON_GET_USE_PROXY === undefined ? { ...env, ELECTRON_GET_USE_PROXY: '1' } : env;
}

export function ensureElectron(packageDir: string, env: NodeJS.ProcessEnv = process.env): ElectronCheck {
  const present = installedBinary(packageDir, env);
  if (present) return { ok: true, binary: present, fetched: false };
  const installer = spawnSync(process.execPath, [join(packageDir, 'install.js')], {
    cwd: packageDir, env: installerEnv(env), encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 15 * 60_000,
  });
  const fetched = installer.status === 0 ? installedBinary(packageDir, env) : null;
  if (fetched) return { ok: true, binary: fetched, fetched: true };
  const reason = installer.error ? installer.error.message : firstReason(`${installer.stderr}\n${installer.stdout}`);
  return {
    ok: false,
    message: `Canju: the Electron binary could not be fetched (${reason}); without it the desktop window cannot open. `
      + 'Run Canju in your browser instead with `npm run serve`, or see the README (Set-up) for proxies and mirrors.',
  };
}

function electronPackageDir(): string {
  const require = createRequire(import.meta.url);
  return dirname(require.resolve('electron/package.json', { paths: [resolve(fileURLToPath(import.meta.url), '../..')] }));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const packageDir = electronPackageDir();
  if (!installedBinary(packageDir)) console.log('Canju: fetching the Electron binary (first start only)…');
  const check = ensureElectron(packageDir);
  if (!check.ok) {
    console.error(check.message);
    process.exit(1);
  }
}

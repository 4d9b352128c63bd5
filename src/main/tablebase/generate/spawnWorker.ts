/**
 * Starts a generation worker. Built code finds the bundled `generateWorker.js` in out/main, beside
 * the entry or one folder up when this module was bundled into a shared chunk; code run from the
 * TypeScript sources (tests, benchmarks via tsx) starts `worker.ts` with tsx loaded into the worker.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SpawnWorker } from './workerPool';

/**
 * In the packaged app this module runs from inside app.asar, which only Electron's patched fs can
 * read; a worker thread loads its script with plain Node, so it must start from the copy that
 * electron-builder unpacks beside the archive (`asarUnpack` in electron-builder.yml).
 */
export function outsideAsar(path: string): string {
  return path.replace(/([\\/])app\.asar([\\/])/, '$1app.asar.unpacked$2');
}

function bundledWorker(): string {
  const candidates = ['./generateWorker.js', '../generateWorker.js'].map((name) => fileURLToPath(new URL(name, import.meta.url)));
  const found = candidates.find((path) => existsSync(path));
  if (!found) throw new Error(`generateWorker.js is not beside ${fileURLToPath(import.meta.url)}`);
  return outsideAsar(found);
}

export const spawnWorker: SpawnWorker = () => {
  const fromSources = import.meta.url.endsWith('.ts');
  return fromSources
    ? new Worker(new URL('./worker.ts', import.meta.url), { execArgv: ['--import', 'tsx'] })
    : new Worker(bundledWorker());
};

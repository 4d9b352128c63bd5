/**
 * Starts a generation worker. Built code finds the bundled `generateWorker.js` in out/main, beside
 * the entry or one folder up when this module was bundled into a shared chunk; code run from the
 * TypeScript sources (tests, benchmarks via tsx) starts `worker.ts` with tsx loaded into the worker.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SpawnWorker } from './workerPool';

function bundledWorker(): URL {
  const candidates = [new URL('./generateWorker.js', import.meta.url), new URL('../generateWorker.js', import.meta.url)];
  const found = candidates.find((url) => existsSync(fileURLToPath(url)));
  if (!found) throw new Error(`generateWorker.js is not beside ${fileURLToPath(import.meta.url)}`);
  return found;
}

export const spawnWorker: SpawnWorker = (setup) => {
  const fromSources = import.meta.url.endsWith('.ts');
  return fromSources
    ? new Worker(new URL('./worker.ts', import.meta.url), { workerData: setup, execArgv: ['--import', 'tsx'] })
    : new Worker(bundledWorker(), { workerData: setup });
};

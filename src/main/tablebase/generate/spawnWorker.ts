/**
 * Starts a generation worker. Built code (out/main) finds the bundled `generateWorker.js` beside
 * itself; code run from the TypeScript sources (tests, benchmarks via tsx) starts `worker.ts` with
 * tsx loaded into the worker.
 */
import { Worker } from 'node:worker_threads';
import type { SpawnWorker } from './workerPool';

export const spawnWorker: SpawnWorker = (setup) => {
  const fromSources = import.meta.url.endsWith('.ts');
  return fromSources
    ? new Worker(new URL('./worker.ts', import.meta.url), { workerData: setup, execArgv: ['--import', 'tsx'] })
    : new Worker(new URL('./generateWorker.js', import.meta.url), { workerData: setup });
};

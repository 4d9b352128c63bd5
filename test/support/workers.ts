/** Spawns generation workers from the TypeScript sources (tsx compiles them in the worker). */
import { Worker } from 'node:worker_threads';
import type { SpawnWorker } from '../../src/main/tablebase/generate/workerPool';

const WORKER = new URL('../../src/main/tablebase/generate/worker.ts', import.meta.url);

export const spawnSourceWorker: SpawnWorker = (setup) => new Worker(WORKER, { workerData: setup, execArgv: ['--import', 'tsx'] });

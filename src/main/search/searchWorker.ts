/**
 * Runs a search in a worker thread, never on the caller's event loop. Built code finds the bundled
 * `searchWorker.js` in out/main (beside this module or one folder up when it was bundled into a
 * chunk); code run from the TypeScript sources (tests) starts `worker.ts` with tsx loaded. `stop()`
 * sets the shared flag the search polls every few hundred nodes, so the result follows within
 * milliseconds.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Iteration, SearchResult } from '../../shared/search/search';
import { outsideAsar } from '../tablebase/generate/spawnWorker';
import type { SearchJob, SearchMessage } from './protocol';

/** A search to run: the job without its stop flag, the hash size optional (64 MB). */
export type SearchRequest = Omit<SearchJob, 'stop' | 'hashMb'> & { readonly hashMb?: number };

export interface RunningSearch {
  /** Resolves with the result (the last finished iteration's) once the worker has ended. */
  readonly result: Promise<SearchResult & { readonly corrupt: readonly string[] }>;
  stop(): void;
}

function bundledWorker(): string {
  const candidates = ['./searchWorker.js', '../searchWorker.js'].map((name) => fileURLToPath(new URL(name, import.meta.url)));
  const found = candidates.find((path) => existsSync(path));
  if (!found) throw new Error(`searchWorker.js is not beside ${fileURLToPath(import.meta.url)}`);
  return outsideAsar(found);
}

function spawnSearchWorker(job: SearchJob): Worker {
  return import.meta.url.endsWith('.ts')
    ? new Worker(new URL('./worker.ts', import.meta.url), { workerData: job, execArgv: ['--import', 'tsx'] })
    : new Worker(bundledWorker(), { workerData: job });
}

export function startSearch(request: SearchRequest, onIteration?: (iteration: Iteration) => void): RunningSearch {
  const stop = new SharedArrayBuffer(4);
  const flag = new Int32Array(stop);
  const worker = spawnSearchWorker({ ...request, hashMb: request.hashMb ?? 64, stop });
  const result = new Promise<SearchResult & { corrupt: readonly string[] }>((resolve, reject) => {
    let settled = false;
    worker.on('message', (message: SearchMessage) => {
      if (message.type === 'iteration') onIteration?.(message.iteration);
      else if (message.type === 'done') {
        settled = true;
        resolve({ ...message.result, corrupt: message.corrupt });
      } else {
        settled = true;
        reject(new Error(message.message));
      }
    });
    worker.on('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.on('exit', (code) => {
      if (!settled) reject(new Error(`search worker exited with code ${code}`));
    });
  });
  return {
    result,
    stop() {
      Atomics.store(flag, 0, 1);
      Atomics.notify(flag, 0);
    },
  };
}

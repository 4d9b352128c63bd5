/**
 * Runs a search, or a proof, in a worker thread, never on the caller's event loop. Built code finds
 * the bundled `searchWorker.js` in out/main (beside this module or one folder up when it was bundled
 * into a chunk); code run from the TypeScript sources (tests) starts `worker.ts` with tsx loaded.
 * A worker whose job has ended waits for the next one (below, `idle`).
 * `stop()` sets the shared flag the search polls every few hundred nodes, so the result follows
 * within milliseconds.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PnProgress } from '../../shared/search/prove/pnProve';
import type { Proof, ProofDepth } from '../../shared/search/prove/prove';
import type { Iteration, SearchResult } from '../../shared/search/deepening';
import { START_FEN } from '../../shared/rules/fen';
import { outsideAsar } from '../tablebase/generate/spawnWorker';
import { keepCompiledCode } from './keepCompiledCode';
import type { SearchJob, SearchMessage } from './protocol';

/** A search to run: the job without its kind and stop flag, the hash size optional (64 MB). */
export type SearchRequest = Omit<SearchJob, 'kind' | 'stop' | 'hashMb'> & { readonly hashMb?: number };
/** A proof to run: the same, of the position itself (no game before it). */
export type ProofRequest = Omit<SearchRequest, 'moves'>;

export interface Running<T> {
  /** The worker thread's id: a thread is kept for the next job once its job has ended. */
  readonly threadId: number;
  /** Resolves with the result (a search's: the last finished iteration's) once the worker has ended. */
  readonly result: Promise<T & { readonly corrupt: readonly string[] }>;
  stop(): void;
}

export type RunningSearch = Running<SearchResult>;
/** A proof's result carries the materials its lines reached whose tables the folder lacks (`missing`, by name). */
export type RunningProof = Running<Proof & { readonly missing: readonly string[] }>;

function bundledWorker(): string {
  const candidates = ['./searchWorker.js', '../searchWorker.js'].map((name) => fileURLToPath(new URL(name, import.meta.url)));
  const found = candidates.find((path) => existsSync(path));
  if (!found) throw new Error(`searchWorker.js is not beside ${fileURLToPath(import.meta.url)}`);
  return outsideAsar(found);
}

function spawnSearchWorker(): Worker {
  keepCompiledCode();
  return import.meta.url.endsWith('.ts')
    ? new Worker(new URL('./worker.ts', import.meta.url), { execArgv: ['--import', 'tsx'] })
    : new Worker(bundledWorker());
}

/**
 * A worker whose last job has ended, kept for the next (for two minutes): its search code is
 * compiled already (a fresh thread searched on code V8 was still compiling: five of the benchmark's
 * positions took a third longer) and it needs no start. Unreferenced while it waits, so it never
 * keeps a process alive. One is enough: the app and the engine session run one search at a time,
 * and a search started while another is still stopping gets a thread of its own.
 */
let idle: Worker | undefined;
/**
 * How long an idle worker is kept: it holds its transposition table (64 MB by default) and its heap,
 * which a long pause (or a generation's workers) can use better.
 */
const IDLE_MS = 120_000;
let idleTimer: ReturnType<typeof setTimeout> | undefined;
/** Forgets the idle worker should its thread end while it waits. */
const forgetIdle = () => {
  idle = undefined;
};

function takeWorker(): Worker {
  clearTimeout(idleTimer);
  const worker = idle ?? spawnSearchWorker();
  worker.off('error', forgetIdle);
  worker.off('exit', forgetIdle);
  idle = undefined;
  worker.ref();
  return worker;
}

function release(worker: Worker): void {
  if (idle !== undefined) {
    void worker.terminate();
    return;
  }
  worker.once('error', forgetIdle);
  worker.once('exit', forgetIdle);
  worker.unref();
  idle = worker;
  idleTimer = setTimeout(() => {
    if (idle !== worker) return;
    idle = undefined;
    void worker.terminate();
  }, IDLE_MS);
  idleTimer.unref();
}

/** Starts `job` on a worker; `settle` turns a message into the result, or undefined for a progress message. */
function run<T>(job: Omit<SearchJob, 'stop'>, settle: (message: SearchMessage) => (T & { corrupt: readonly string[] }) | undefined): Running<T> {
  const stop = new SharedArrayBuffer(4);
  const flag = new Int32Array(stop);
  const worker = takeWorker();
  const result = new Promise<T & { corrupt: readonly string[] }>((resolve, reject) => {
    const onMessage = (message: SearchMessage) => {
      if (message.type === 'error') {
        finish(true);
        reject(new Error(message.message));
        return;
      }
      const value = settle(message);
      if (value !== undefined) {
        finish(true);
        resolve(value);
      }
    };
    // An uncaught error or an exit ends the thread: it is not kept.
    const onError = (error: Error) => {
      finish(false);
      reject(error);
    };
    const onExit = (code: number) => {
      finish(false);
      reject(new Error(`search worker exited with code ${code}`));
    };
    const finish = (reusable: boolean) => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (reusable) release(worker);
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
  });
  worker.postMessage({ ...job, stop } satisfies SearchJob);
  return {
    threadId: worker.threadId,
    result,
    stop() {
      Atomics.store(flag, 0, 1);
      Atomics.notify(flag, 0);
    },
  };
}

/**
 * The warm-up's length: V8 compiles most of the search's code within it (the first searches of four
 * of the benchmark's positions in fresh threads: 1,002 ms to their mates with no warm-up, 798 after
 * 100 ms, 790 after 200, 753 after a second).
 */
const WARM_UP_MS = 200;

/**
 * Starts the worker the first search will take and has it search the start position for
 * WARM_UP_MS, so that the first analysis of a session does not run on code V8 is still compiling;
 * resolves with its thread's id once it waits for a job, or undefined when it could not start (the
 * first search then says why). Costs WARM_UP_MS of one core; a search started meanwhile gets a
 * thread of its own.
 */
export async function warmSearchWorker(): Promise<number | undefined> {
  try {
    const running = startSearch({ fen: START_FEN, timeMs: WARM_UP_MS, hashMb: 1 });
    await running.result;
    return running.threadId;
  } catch {
    return undefined;
  }
}

export function startSearch(request: SearchRequest, onIteration?: (iteration: Iteration) => void): RunningSearch {
  return run<SearchResult>({ ...request, kind: 'search', hashMb: request.hashMb ?? 64 }, (message) => {
    if (message.type === 'iteration') onIteration?.(message.iteration);
    return message.type === 'done' ? { ...message.result, corrupt: message.corrupt } : undefined;
  });
}

/**
 * Proves the position in a worker; `onDepth` hears each depth that proved nothing yet, `onNodes` the
 * proof-number search's progress.
 */
export function startProof(request: ProofRequest, onDepth?: (report: ProofDepth) => void, onNodes?: (report: PnProgress) => void): RunningProof {
  return run<Proof & { readonly missing: readonly string[] }>({ ...request, kind: 'prove', hashMb: request.hashMb ?? 64 }, (message) => {
    if (message.type === 'proofDepth') onDepth?.(message.report);
    if (message.type === 'proofNodes') onNodes?.(message.report);
    return message.type === 'proof' ? { ...message.proof, corrupt: message.corrupt, missing: message.missing } : undefined;
  });
}

/** A fixed set of generation workers fed from one task queue. */
import type { Worker } from 'node:worker_threads';
import type { WorkerMessage, WorkerReply, WorkerSetup, WorkerTask } from './protocol';

/** Starts a worker with a table's set-up, or, for a pool kept across tables, with none yet. */
export type SpawnWorker = (setup: WorkerSetup | undefined) => Worker;

export class AbortedError extends Error {
  constructor() {
    super('generation was cancelled');
  }
}

export class WorkerPool {
  private readonly workers: Worker[];

  /** Without a set-up the workers wait for `setUp`, as a pool kept across a chain's tables does. */
  constructor(spawn: SpawnWorker, setup: WorkerSetup | undefined, threads: number, private signal?: AbortSignal) {
    this.workers = Array.from({ length: threads }, () => spawn(setup));
  }

  /** Gives every worker the next table's set-up; `signal` cancels that table's tasks. */
  async setUp(setup: WorkerSetup, signal?: AbortSignal): Promise<void> {
    this.signal = signal;
    await this.everyWorker({ op: 'setup', setup });
  }

  /** Every worker lets go of its table's buffers and collects its garbage. */
  async release(): Promise<void> {
    await this.everyWorker({ op: 'release' });
  }

  private everyWorker(message: WorkerMessage): Promise<void> {
    return Promise.all(this.workers.map((worker) => new Promise<void>((resolve, reject) => {
      const onError = (error: Error) => {
        worker.off('message', onMessage);
        reject(error);
      };
      const onMessage = (reply: WorkerReply) => {
        worker.off('error', onError);
        if (reply.ok) resolve();
        else reject(new Error(`generation worker failed: ${reply.error}`));
      };
      worker.once('message', onMessage);
      worker.once('error', onError);
      worker.postMessage(message);
    }))).then(() => undefined);
  }

  get size(): number {
    return this.workers.length;
  }

  /** Runs every task; `onDone` sees each reply as it arrives. Rejects on the first failure or on abort. */
  run<T extends WorkerTask>(tasks: readonly T[], onDone?: (reply: WorkerReply & { ok: true }, task: T) => void): Promise<void> {
    let next = 0, active = 0;
    return new Promise((resolve, reject) => {
      let failed = false;
      const fail = (error: Error) => {
        if (failed) return;
        failed = true;
        reject(error);
      };
      const feed = (worker: Worker): void => {
        if (failed) return;
        if (this.signal?.aborted) return fail(new AbortedError());
        if (next >= tasks.length) {
          if (active === 0) resolve();
          return;
        }
        const task = tasks[next++];
        active++;
        const onMessage = (reply: WorkerReply) => {
          worker.off('error', onError);
          active--;
          if (!reply.ok) return fail(new Error(`generation worker failed: ${reply.error}`));
          onDone?.(reply, task);
          feed(worker);
        };
        const onError = (error: Error) => {
          worker.off('message', onMessage);
          fail(error);
        };
        worker.once('message', onMessage);
        worker.once('error', onError);
        worker.postMessage(task);
      };
      if (tasks.length === 0) return resolve();
      for (const worker of this.workers) feed(worker);
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}

/** A fixed set of generation workers fed from one task queue. */
import type { Worker } from 'node:worker_threads';
import { TableFileError } from '../files/format';
import { noteWorkersClosed } from '../../memory/collectGarbage';
import type { PoolTask, WorkerMessage, WorkerReply, WorkerSetup } from './protocol';

/** Starts a worker with no table yet: the pool gives it one with `setUp`. */
export type SpawnWorker = () => Worker;

/** Tasks posted to a worker ahead of its answers. */
const IN_FLIGHT = 2;

/** The error a failed reply stands for: a table file's own, so that callers can blame that file. */
function failure(reply: WorkerReply & { ok: false }): Error {
  const { tableFile } = reply;
  return tableFile ? new TableFileError(tableFile.file, tableFile.detail, tableFile.block) : new Error(`generation worker failed: ${reply.error}`);
}

export class AbortedError extends Error {
  constructor() {
    super('generation was cancelled');
  }
}

export class WorkerPool {
  private readonly workers: Worker[];

  /** The workers wait for `setUp`; a pool may be kept across a chain's tables. */
  constructor(spawn: SpawnWorker, threads: number, private signal?: AbortSignal) {
    this.workers = Array.from({ length: threads }, () => spawn());
  }

  /** Tasks run from now on are cancelled by `signal` (a kept pool's next table's). */
  cancelWith(signal: AbortSignal | undefined): void {
    this.signal = signal;
  }

  /** Gives every worker a table's set-up (or the same table's again, holding less). */
  async setUp(setup: WorkerSetup): Promise<void> {
    await this.everyWorker({ op: 'setup', setup });
  }

  /** Every worker lets go of its table's buffers (they are freed once every thread has collected). */
  async release(): Promise<void> {
    await this.everyWorker({ op: 'release' });
  }

  /** Every worker collects its garbage in full before it answers. */
  async collect(): Promise<void> {
    await this.everyWorker({ op: 'collect' });
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
        else reject(failure(reply));
      };
      worker.once('message', onMessage);
      worker.once('error', onError);
      worker.postMessage(message);
    }))).then(() => undefined);
  }

  /**
   * A pool of one worker for each of this pool's workers, so that small tables run side by side: the
   * workers stay this pool's, and only this pool closes them.
   */
  parts(): WorkerPool[] {
    return this.workers.map((worker) => new WorkerPool(() => worker, 1, this.signal));
  }

  get size(): number {
    return this.workers.length;
  }

  /**
   * Runs every task; `onDone` sees each reply as it arrives. Rejects on the first failure or on
   * abort. Each worker has `IN_FLIGHT` tasks posted at a time, so that it starts the next as soon as
   * it has answered one instead of waiting for the driver to read the answer and post another;
   * replies name the task they answer (`seq`), whatever order they come in. `inFlight` 1 gives each
   * task to the first worker free, for a few tasks of unequal size put largest first.
   */
  run<T extends PoolTask>(tasks: readonly T[], onDone?: (reply: WorkerReply & { ok: true }, task: T) => void, inFlight = IN_FLIGHT): Promise<void> {
    return new Promise((resolve, reject) => {
      let next = 0, done = 0, settled = false;
      const detach: (() => void)[] = [];
      const settle = (error?: Error) => {
        if (settled) return;
        settled = true;
        for (const off of detach) off();
        if (error) reject(error);
        else resolve();
      };
      const feed = (worker: Worker): void => {
        if (settled || next >= tasks.length) return;
        if (this.signal?.aborted) return settle(new AbortedError());
        const seq = next++;
        worker.postMessage({ ...tasks[seq], seq });
      };
      for (const worker of this.workers) {
        const onMessage = (reply: WorkerReply) => {
          if (settled) return;
          if (!reply.ok) return settle(failure(reply));
          onDone?.(reply, tasks[reply.seq!]);
          if (++done === tasks.length) return settle();
          feed(worker);
        };
        const onError = (error: Error) => settle(error);
        worker.on('message', onMessage);
        worker.on('error', onError);
        detach.push(() => {
          worker.off('message', onMessage);
          worker.off('error', onError);
        });
      }
      if (tasks.length === 0) return settle();
      for (let depth = 0; depth < inFlight; depth++) for (const worker of this.workers) feed(worker);
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
    noteWorkersClosed();
  }
}

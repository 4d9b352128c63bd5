/**
 * A fixed set of generation workers that share each batch of tasks: every worker is sent the whole
 * batch and takes its next task from a counter in shared memory, so none waits for this thread to
 * hand it one.
 */
import type { Worker } from 'node:worker_threads';
import { TableFileError } from '../files/format';
import { noteWorkersClosed } from '../../memory/collectGarbage';
import { type WorkerMessage, type WorkerReply, type WorkerSetup, batchMessage } from './protocol';
import type { Answer, WorkerTask } from './registry';

/** Starts a worker with no table yet: the pool gives it one with `setUp`. */
export type SpawnWorker = () => Worker;

/** The error a failed reply stands for: a table file's own, so that callers can blame that file. */
function failure(reply: WorkerReply & { ok: false }): Error {
  const { tableFile } = reply;
  return tableFile ? new TableFileError(tableFile.file, tableFile.fault, tableFile.block) : new Error(`generation worker failed: ${reply.error}`);
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

  /**
   * Every worker collects its garbage in full before it answers. Send it after a `setUp`: a worker
   * keeps its released table's objects until its next set-up has made its own (tableMemory.ts), so
   * that the objects' maps, on which its optimized code was built, are never all gone at once
   * (memory/keepLatest.ts).
   */
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
   * Runs every task; `onDone` sees each task's result as it arrives. Rejects on the first failure or on
   * abort, after which no worker takes another task. Each worker is sent the whole batch and takes
   * tasks from its shared counter until none is left (protocol.ts `claimTask`): when this thread
   * handed out the tasks, two ahead, a worker waited for it between tasks whenever it was not
   * scheduled (three threads on two cores), a fifth of the time of tables of about a million
   * entries a side whose levels are many batches of small tasks. A worker posts its replies a few
   * at a time (workerSetup.ts `runBatch`); each names the task it answers (`seq`), whatever order
   * they come in.
   */
  run<Task extends WorkerTask>(tasks: readonly Task[], onDone?: (answer: Answer<Task>) => void): Promise<void> {
    return new Promise((resolve, reject) => {
      if (tasks.length === 0) return resolve();
      if (this.signal?.aborted) return reject(new AbortedError());
      const message = batchMessage(tasks);
      let done = 0, settled = false;
      const detach: (() => void)[] = [];
      const settle = (error?: Error) => {
        if (settled) return;
        settled = true;
        Atomics.store(message.claim, 0, tasks.length);
        for (const off of detach) off();
        if (error) reject(error);
        else resolve();
      };
      const onAbort = () => settle(new AbortedError());
      this.signal?.addEventListener('abort', onAbort);
      detach.push(() => this.signal?.removeEventListener('abort', onAbort));
      for (const worker of this.workers) {
        const onMessage = (replies: WorkerReply[]) => {
          for (const reply of replies) {
            if (settled) return;
            if (!reply.ok) return settle(failure(reply));
            const task = tasks[reply.seq!];
            onDone?.({ pass: task.pass, task, result: reply.result } as Answer<Task>);
            if (++done === tasks.length) settle();
          }
        };
        const onError = (error: Error) => settle(error);
        worker.on('message', onMessage);
        worker.on('error', onError);
        detach.push(() => {
          worker.off('message', onMessage);
          worker.off('error', onError);
        });
      }
      for (const worker of this.workers) worker.postMessage(message);
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
    noteWorkersClosed();
  }
}

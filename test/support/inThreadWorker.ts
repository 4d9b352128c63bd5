/**
 * Generation workers that run in the test's own thread: the same task runner and capture probe as
 * src/main/tablebase/generate/worker.ts (workerSetup.ts), behind the Worker interface the pool uses, with no thread
 * to start. Each reply is posted after `delay(task)` ms, or, for the tasks `last` picks, once every
 * other task posted has its reply, so tests can make replies arrive out of order; `reply` may rewrite
 * it. Every task posted and every worker started or terminated is recorded.
 */
import { EventEmitter } from 'node:events';
import type { Worker } from 'node:worker_threads';
import type { WorkerReply, WorkerSetup, WorkerTask } from '../../src/main/tablebase/generate/protocol';
import type { SpawnWorker } from '../../src/main/tablebase/generate/workerPool';
import { taskRunnerFor } from '../../src/main/tablebase/generate/workerSetup';

export interface InThreadWorkers {
  readonly spawn: SpawnWorker;
  /** Every task posted, in posting order. */
  readonly tasks: WorkerTask[];
  /** The set-up each worker was started with. */
  readonly setups: WorkerSetup[];
  /** Workers started and not terminated. */
  running(): number;
}

export function inThreadWorkers(options: {
  delay?: (task: WorkerTask) => number;
  last?: (task: WorkerTask) => boolean;
  reply?: (reply: WorkerReply, task: WorkerTask) => WorkerReply;
} = {}): InThreadWorkers {
  const tasks: WorkerTask[] = [], setups: WorkerSetup[] = [];
  let running = 0, pending = 0;
  const held: (() => void)[] = [];
  /** Posts the held replies once no other task awaits its reply. */
  const release = () => {
    if (pending > held.length || held.length === 0) return;
    for (const post of held.splice(0)) post();
  };
  const spawn: SpawnWorker = (setup) => {
    if (!setup) throw new Error('in-thread workers take their set-up when they start');
    setups.push(setup);
    const runner = taskRunnerFor(setup);
    const worker = new EventEmitter() as EventEmitter & { postMessage(task: WorkerTask): void; terminate(): Promise<number> };
    let terminated = false;
    running++;
    worker.postMessage = (task: WorkerTask & { seq?: number }) => {
      tasks.push(task);
      pending++;
      setTimeout(() => {
        if (terminated) return;
        let reply: WorkerReply;
        try {
          reply = runner.run(task);
        } catch (error) {
          reply = { ok: false, error: error instanceof Error ? error.message : String(error) };
        }
        const post = () => {
          pending--;
          const answer = options.reply ? options.reply(reply, task) : reply;
          worker.emit('message', task.seq === undefined ? answer : { ...answer, seq: task.seq });
          release();
        };
        if (options.last?.(task)) {
          held.push(post);
          release();
        } else {
          post();
        }
      }, options.delay?.(task) ?? 0);
    };
    worker.terminate = () => {
      if (!terminated) running--;
      terminated = true;
      return Promise.resolve(0);
    };
    return worker as unknown as Worker;
  };
  return { spawn, tasks, setups, running: () => running };
}

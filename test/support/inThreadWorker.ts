/**
 * Generation workers that run in the test's own thread: the same answers to the driver's messages as
 * src/main/tablebase/generate/worker.ts (workerSetup.ts), behind the Worker interface the pool uses, with no thread
 * to start. Each task's reply is posted after `delay(task)` ms, or, for the tasks `last` picks, once every
 * other task posted has its reply, so tests can make replies arrive out of order; `reply` may rewrite
 * it. Every table task posted (not set-ups, releases or capture loads), every set-up and every worker
 * started or terminated is recorded.
 */
import { EventEmitter } from 'node:events';
import type { Worker } from 'node:worker_threads';
import type { WorkerMessage, WorkerReply, WorkerSetup, WorkerTask } from '../../src/main/tablebase/generate/protocol';
import type { SpawnWorker } from '../../src/main/tablebase/generate/workerPool';
import { failureReply, workerAnswers } from '../../src/main/tablebase/generate/workerSetup';

export interface InThreadWorkers {
  readonly spawn: SpawnWorker;
  /** Every task posted, in posting order. */
  readonly tasks: WorkerTask[];
  /** Every set-up a worker was started with or sent, in order. */
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
  const spawn: SpawnWorker = () => {
    const answer = workerAnswers();
    const worker = new EventEmitter() as EventEmitter & { postMessage(message: WorkerMessage): void; terminate(): Promise<number> };
    let terminated = false;
    running++;
    worker.postMessage = (message: WorkerMessage & { seq?: number }) => {
      const isTask = message.op !== 'setup' && message.op !== 'release' && message.op !== 'captureValues';
      const task = message as WorkerTask & { seq?: number };
      if (message.op === 'setup') setups.push(message.setup);
      if (isTask) tasks.push(task);
      pending++;
      setTimeout(() => {
        if (terminated) return;
        let reply: WorkerReply;
        try {
          reply = answer(message);
        } catch (error) {
          reply = failureReply(error, false);
        }
        const post = () => {
          pending--;
          const answered = options.reply && isTask ? options.reply(reply, task) : reply;
          worker.emit('message', message.seq === undefined ? answered : { ...answered, seq: message.seq });
          release();
        };
        if (isTask && options.last?.(task)) {
          held.push(post);
          release();
        } else {
          post();
        }
      }, isTask ? options.delay?.(task) ?? 0 : 0);
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

/**
 * Generation workers that run in the test's own thread: the same answers to the driver's messages as
 * src/main/tablebase/generate/worker.ts (workerSetup.ts), behind the Worker interface the pool uses, with no thread
 * to start. A worker takes a batch's tasks one at a time from its shared counter, as a thread does, and
 * posts each task's reply (alone in its array of replies) after `delay(task)` ms, or, for the tasks `last` picks, once every other
 * task taken has its reply, so tests can make replies arrive out of order; `reply` may rewrite it.
 * Every table task taken (not capture loads), every set-up and every worker started or terminated is
 * recorded.
 */
import { EventEmitter } from 'node:events';
import type { Worker } from 'node:worker_threads';
import { type BatchMessage, type WorkerMessage, type WorkerReply, type WorkerSetup, claimTask } from '../../src/main/tablebase/generate/protocol';
import type { WorkerTask } from '../../src/main/tablebase/generate/registry';
import type { SpawnWorker } from '../../src/main/tablebase/generate/workerPool';
import { workerAnswers } from '../../src/main/tablebase/generate/workerSetup';

export interface InThreadWorkers {
  readonly spawn: SpawnWorker;
  /** Every task taken, in the order taken. */
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
    const answer = workerAnswers(false);
    const worker = new EventEmitter() as EventEmitter & { postMessage(message: WorkerMessage): void; terminate(): Promise<number> };
    let terminated = false;
    running++;
    /** Takes the batch's next task, if any, and answers it after its delay; then the next. */
    const takeNext = (batch: BatchMessage) => {
      if (terminated) return;
      const seq = claimTask(batch);
      if (seq < 0) return;
      const message = batch.tasks[seq];
      const isTask = message.pass !== 'captureLoad';
      const task = message as WorkerTask;
      if (isTask) tasks.push(task);
      pending++;
      setTimeout(() => {
        if (terminated) return;
        const reply = answer(message);
        const post = () => {
          pending--;
          const answered = options.reply && isTask ? options.reply(reply, task) : reply;
          worker.emit('message', [{ ...answered, seq }]);
          release();
        };
        if (isTask && options.last?.(task)) {
          held.push(post);
          release();
        } else {
          post();
        }
        if (reply.ok) takeNext(batch);
      }, isTask ? options.delay?.(task) ?? 0 : 0);
    };
    worker.postMessage = (message: WorkerMessage) => {
      if (message.op === 'batch') {
        setTimeout(() => takeNext(message), 0);
        return;
      }
      if (message.op === 'setup') setups.push(message.setup);
      setTimeout(() => {
        if (!terminated) worker.emit('message', answer(message));
      }, 0);
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

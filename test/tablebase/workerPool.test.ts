import { EventEmitter } from 'node:events';
import type { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import type { WorkerTask } from '../../src/main/tablebase/generate/protocol';
import { AbortedError, WorkerPool } from '../../src/main/tablebase/generate/workerPool';

type Finalize = Extract<WorkerTask, { op: 'finalize' }>;
type Posted = Finalize & { seq: number };

/** Workers that only record what they are posted; the test answers for them. */
function recordingWorkers(count: number) {
  const workers = Array.from({ length: count }, () => {
    const worker = new EventEmitter() as EventEmitter & { posted: Posted[]; postMessage(task: Posted): void; terminate(): Promise<number> };
    worker.posted = [];
    worker.postMessage = (task) => worker.posted.push(task);
    worker.terminate = () => Promise.resolve(0);
    return worker;
  });
  let next = 0;
  return { workers, spawn: () => workers[next++] as unknown as Worker };
}

const tasks = (n: number): Finalize[] => Array.from({ length: n }, (_, i) => ({ op: 'finalize', side: 0, lo: i * 10, hi: i * 10 + 10 }));
const answer = (worker: EventEmitter, task: Posted, decided = task.lo) => worker.emit('message', { ok: true, seq: task.seq, decided });

describe('the worker pool', () => {
  it('posts each worker two tasks ahead, and matches replies to tasks by number in whatever order they come', async () => {
    const { workers, spawn } = recordingWorkers(2);
    const pool = new WorkerPool(spawn, 2);
    const seen: [number, number][] = [];
    const run = pool.run(tasks(7), (reply, task) => seen.push([task.lo, reply.decided]));
    // Before any answer: two tasks each, in order.
    expect(workers.map((w) => w.posted.map((t) => t.lo))).toEqual([[0, 20], [10, 30]]);
    // The second task answered first: the first worker is posted the next task at once.
    answer(workers[0], workers[0].posted[1]);
    expect(workers[0].posted.map((t) => t.lo)).toEqual([0, 20, 40]);
    answer(workers[0], workers[0].posted[0]);
    for (let round = 0; round < 4; round++) {
      for (const worker of workers) {
        const open = worker.posted.filter((t) => !seen.some(([lo]) => lo === t.lo));
        for (const task of open) answer(worker, task);
      }
    }
    await run;
    expect(seen.every(([lo, decided]) => lo === decided)).toBe(true);
    expect(seen.map(([lo]) => lo).sort((a, b) => a - b)).toEqual([0, 10, 20, 30, 40, 50, 60]);
    expect(workers.flatMap((w) => w.posted)).toHaveLength(7);
  });

  it('posts nothing more once cancelled, and rejects', async () => {
    const { workers, spawn } = recordingWorkers(1);
    const abort = new AbortController();
    const pool = new WorkerPool(spawn, 1, abort.signal);
    const run = pool.run(tasks(5));
    abort.abort();
    answer(workers[0], workers[0].posted[0]);
    await expect(run).rejects.toBeInstanceOf(AbortedError);
    expect(workers[0].posted).toHaveLength(2);
  });

  it('rejects on a failed task with the worker\'s error', async () => {
    const { workers, spawn } = recordingWorkers(1);
    const run = new WorkerPool(spawn, 1).run(tasks(3));
    workers[0].emit('message', { ok: false, error: 'sub-table KC-K is missing' });
    await expect(run).rejects.toThrow('sub-table KC-K is missing');
  });
});

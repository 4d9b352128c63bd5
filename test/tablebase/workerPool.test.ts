import { EventEmitter } from 'node:events';
import type { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import type { FinalizeTask as Finalize } from '../../src/main/tablebase/generate/passes/finalize';
import { type BatchMessage, claimTask } from '../../src/main/tablebase/generate/protocol';
import { AbortedError, WorkerPool } from '../../src/main/tablebase/generate/workerPool';

/** Workers that only record the messages they are sent; the test takes tasks and answers for them. */
function recordingWorkers(count: number) {
  const workers = Array.from({ length: count }, () => {
    const worker = new EventEmitter() as EventEmitter & { sent: BatchMessage[]; postMessage(message: BatchMessage): void; terminate(): Promise<number> };
    worker.sent = [];
    worker.postMessage = (message) => worker.sent.push(message);
    worker.terminate = () => Promise.resolve(0);
    return worker;
  });
  let next = 0;
  return { workers, spawn: () => workers[next++] as unknown as Worker };
}

const tasks = (n: number): Finalize[] => Array.from({ length: n }, (_, i) => ({ pass: 'finalize', side: 0, lo: i * 10, hi: i * 10 + 10 }));

/** The worker takes its batch's next task and answers it with its `lo` as the count decided; the task's number, or -1. */
function takeAndAnswer(worker: EventEmitter & { sent: BatchMessage[] }): number {
  const batch = worker.sent[0], seq = claimTask(batch);
  if (seq >= 0) worker.emit('message', [{ ok: true, seq, result: (batch.tasks[seq] as Finalize).lo }]);
  return seq;
}

describe('the worker pool', () => {
  it('sends every worker the whole batch; each takes tasks from one shared counter, and replies are matched by number whatever order they come in', async () => {
    const { workers, spawn } = recordingWorkers(2);
    const pool = new WorkerPool(spawn, 2);
    const seen: [number, number][] = [];
    const run = pool.run(tasks(7), ({ task, result }) => seen.push([task.lo, result]));
    expect(workers.map((w) => w.sent.length)).toEqual([1, 1]);
    expect(workers[0].sent[0].tasks).toHaveLength(7);
    expect(workers[0].sent[0].claim).toBe(workers[1].sent[0].claim);
    // The first worker takes two tasks before the second takes its first: numbers 0, 1, then 2.
    const a = claimTask(workers[0].sent[0]), b = claimTask(workers[0].sent[0]);
    expect([a, b, takeAndAnswer(workers[1])]).toEqual([0, 1, 2]);
    // Answered in reverse, in one message.
    workers[0].emit('message', [{ ok: true, seq: b, result: 10 }, { ok: true, seq: a, result: 0 }]);
    while (takeAndAnswer(workers[seen.length % 2]) >= 0);
    await run;
    expect(seen.every(([lo, decided]) => lo === decided)).toBe(true);
    expect(seen.map(([lo]) => lo).sort((x, y) => x - y)).toEqual([0, 10, 20, 30, 40, 50, 60]);
    // Nothing is left to take.
    expect(claimTask(workers[1].sent[0])).toBe(-1);
  });

  it('once cancelled, rejects at once and no worker takes another task', async () => {
    const { workers, spawn } = recordingWorkers(1);
    const abort = new AbortController();
    const pool = new WorkerPool(spawn, 1, abort.signal);
    const run = pool.run(tasks(5));
    expect(takeAndAnswer(workers[0])).toBe(0);
    abort.abort();
    await expect(run).rejects.toBeInstanceOf(AbortedError);
    expect(claimTask(workers[0].sent[0])).toBe(-1);
    // A batch started after the abort is not sent.
    await expect(pool.run(tasks(2))).rejects.toBeInstanceOf(AbortedError);
    expect(workers[0].sent).toHaveLength(1);
  });

  it('rejects on a failed task with the worker\'s error, and no worker takes another task', async () => {
    const { workers, spawn } = recordingWorkers(1);
    const run = new WorkerPool(spawn, 1).run(tasks(3));
    workers[0].emit('message', [{ ok: false, seq: claimTask(workers[0].sent[0]), error: 'sub-table KC-K is missing' }]);
    await expect(run).rejects.toThrow('sub-table KC-K is missing');
    expect(claimTask(workers[0].sent[0])).toBe(-1);
  });
});

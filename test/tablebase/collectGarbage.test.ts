/**
 * A job's first collection waits for closed workers' handles (four pauses of 50 ms, each followed by
 * a collection) only when some pool has closed since the last such wait: a fresh process's first job
 * has no buffers pinned by terminated workers.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectGarbageAfterWorkers, noteWorkersClosed } from '../../src/main/memory/collectGarbage';

afterEach(() => {
  vi.useRealTimers();
});

async function settledAfter(ms: number): Promise<boolean> {
  let settled = false;
  const done = collectGarbageAfterWorkers().then(() => {
    settled = true;
  });
  await vi.advanceTimersByTimeAsync(ms);
  const result = settled;
  await vi.runAllTimersAsync();
  await done;
  return result;
}

describe('collecting after workers', () => {
  it('pauses only after a pool has closed, and once for each close', async () => {
    vi.useFakeTimers();
    // Nothing closed yet (or since the last pause): one collection, no pause.
    expect(await settledAfter(0)).toBe(true);
    noteWorkersClosed();
    expect(await settledAfter(150)).toBe(false);
    expect(await settledAfter(0)).toBe(true);
    noteWorkersClosed();
    expect(await settledAfter(200)).toBe(true);
  });
});

/**
 * The search runs in a worker thread and stops within 50 ms of being told: the time is measured
 * from `stop()` to the result arriving in this thread, while the search is deep in an iteration.
 * A worker whose job has ended is kept for the next job (its code compiled), one at a time.
 */
import { describe, expect, it } from 'vitest';
import { startProof, startSearch, warmSearchWorker } from '../../src/main/search/searchWorker';
import type { Iteration } from '../../src/shared/search/deepening';
import { START_FEN } from '../../src/shared/rules/fen';

describe('search worker', () => {
  it('stops within 50 ms of being told', async () => {
    const iterations: Iteration[] = [];
    let reached!: () => void;
    const deep = new Promise<void>((resolve) => (reached = resolve));
    const running = startSearch({ fen: START_FEN, timeMs: 60_000, hashMb: 8 }, (it) => {
      iterations.push(it);
      if (it.depth >= 4) reached();
    });
    await deep;
    // Let the next iteration get going, then stop it in the middle.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const stoppedAt = performance.now();
    running.stop();
    const result = await running.result;
    const answeredIn = performance.now() - stoppedAt;
    expect(answeredIn).toBeLessThan(50);
    expect(result.interrupted).toBe(true);
    expect(result.bestMove).toBe(iterations.at(-1)!.pv[0]);
    expect(result.depth).toBe(iterations.at(-1)!.depth);
  }, 30_000);

  it('keeps the caller\'s event loop free while it searches', async () => {
    const running = startSearch({ fen: START_FEN, timeMs: 600, hashMb: 8 });
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const result = await running.result;
    clearInterval(timer);
    expect(result.depth).toBeGreaterThan(0);
    expect(ticks).toBeGreaterThan(20);
  }, 30_000);

  it('runs the next search on the thread the last one ended on, and a search started beside it on another', async () => {
    const first = startSearch({ fen: START_FEN, depth: 3, hashMb: 8 });
    await first.result;
    const second = startSearch({ fen: START_FEN, depth: 3, hashMb: 8 });
    const beside = startSearch({ fen: START_FEN, depth: 3, hashMb: 8 });
    expect(second.threadId).toBe(first.threadId);
    expect(beside.threadId).not.toBe(second.threadId);
    const [a, b] = await Promise.all([second.result, beside.result]);
    expect(a.depth).toBe(3);
    expect(b.bestMove).toBe(a.bestMove);
    // The kept thread's table was cleared: the same tree as a fresh thread's, though it had just
    // searched this very position.
    expect(a.nodes).toBe(b.nodes);
    // A stopped search and a failed one leave their thread fit for the next.
    const stopped = startSearch({ fen: START_FEN, timeMs: 60_000, hashMb: 8 });
    stopped.stop();
    expect((await stopped.result).interrupted).toBe(true);
    const failed = startSearch({ fen: 'not a position', depth: 2, hashMb: 8 });
    expect(failed.threadId).toBe(stopped.threadId);
    await expect(failed.result).rejects.toThrow();
    const after = startSearch({ fen: START_FEN, depth: 2, hashMb: 8 });
    expect(after.threadId).toBe(failed.threadId);
    expect((await after.result).depth).toBe(2);
  }, 30_000);

  it('proves on a kept thread as on a fresh one', async () => {
    // 《适情雅趣》 第013局: red mates in 5 plies.
    const fen = '4k4/3P2P2/b2N2R2/7r1/2b6/9/9/3n5/4p3r/2R2K3 w - - 0 1';
    const first = startProof({ fen, depth: 5, hashMb: 8 });
    const firstProof = await first.result;
    const kept = startProof({ fen, depth: 5, hashMb: 8 });
    const fresh = startProof({ fen, depth: 5, hashMb: 8 });
    expect(kept.threadId).toBe(first.threadId);
    expect(fresh.threadId).not.toBe(kept.threadId);
    const [a, b] = await Promise.all([kept.result, fresh.result]);
    expect(firstProof.proven && firstProof.plies).toBe(5);
    expect(a).toMatchObject({ proven: true, plies: 5, nodes: b.nodes });
  }, 30_000);

  it('warms a worker that the next search then takes', async () => {
    const warmed = await warmSearchWorker();
    const running = startSearch({ fen: START_FEN, depth: 2, hashMb: 8 });
    expect(running.threadId).toBe(warmed);
    expect((await running.result).depth).toBe(2);
  }, 30_000);
});

/**
 * Lines reported in the middle of an iteration (`onUpdate`): a root move that proves a mate is
 * reported when it is proven, not when the iteration's other root moves have been searched for a
 * shorter one; nothing short of a win, and nothing with multi-PV.
 */
import { describe, expect, it } from 'vitest';
import { Position } from '../../src/shared/rules/position';
import { describeScore } from '../../src/shared/search/score';
import { type Iteration, search } from '../../src/shared/search/deepening';

/** 《适情雅趣》 第460局 (bench/searchPositions.ts): red mates in 5 moves; found at depth 9, its mate proven before the depth's other root moves are searched. */
const SQYQ_460 = '9/4P4/3k5/2N1n4/9/9/9/9/9/4K4 w - - 0 1';

function run(fen: string, options: { depth: number; multiPV?: number }) {
  const events: { kind: 'update' | 'iteration'; it: Iteration }[] = [];
  const result = search(Position.fromFen(fen), {
    hashMb: 8, limits: { depth: options.depth }, multiPV: options.multiPV,
    onUpdate: (it) => events.push({ kind: 'update', it }),
    onIteration: (it) => events.push({ kind: 'iteration', it }),
  });
  return { events, result };
}

describe('mid-iteration reports', () => {
  it('reports a mate as soon as a root move proves it, before its iteration ends', () => {
    const { events, result } = run(SQYQ_460, { depth: 12 });
    const first = events.findIndex((e) => describeScore(e.it.score).kind === 'mate');
    expect(first).toBeGreaterThanOrEqual(0);
    const update = events[first], finished = events.find((e, i) => i > first && e.kind === 'iteration')!;
    expect(update.kind).toBe('update');
    expect(update.it.partial).toBe(true);
    // The same depth, the same mate, fewer nodes: the rest of the iteration looked for a shorter mate.
    expect(finished.it.depth).toBe(update.it.depth);
    expect(finished.it.score).toBe(update.it.score);
    expect(update.it.nodes).toBeLessThan(finished.it.nodes);
    expect(describeScore(update.it.score)).toMatchObject({ kind: 'mate', winner: 'us', plies: 9 });
    // Its line is the mate, played out.
    const pos = Position.fromFen(SQYQ_460);
    for (const move of update.it.pv) {
      expect(pos.isLegal(move)).toBe(true);
      pos.play(move);
    }
    expect(update.it.pv).toHaveLength(9);
    expect(pos.hasLegalMove()).toBe(false);
    // Reported once: the later iterations' first root move proves the same mate again, which is no news.
    expect(events.filter((e) => e.kind === 'update')).toHaveLength(1);
    // The result's iterations are the finished ones only.
    expect(result.iterations.every((it) => it.partial === undefined)).toBe(true);
    expect(result.iterations).toHaveLength(events.filter((e) => e.kind === 'iteration').length);
  });

  it('reports no line short of a win mid-iteration', () => {
    const start = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1';
    const { events } = run(start, { depth: 5 });
    expect(events.filter((e) => e.kind === 'iteration')).toHaveLength(5);
    expect(events.filter((e) => e.kind === 'update')).toHaveLength(0);
  });

  it('reports nothing mid-iteration with several lines, whose order is only known at its end', () => {
    const { events } = run(SQYQ_460, { depth: 10, multiPV: 2 });
    expect(events.some((e) => describeScore(e.it.score).kind === 'mate')).toBe(true);
    expect(events.filter((e) => e.kind === 'update')).toHaveLength(0);
  });
});

/**
 * The schedule's repetition orders end where the value code's do: a table whose rule still decides
 * positions at the last order fails, rather than being finalized with later decisions left as draws.
 */
import { describe, expect, it } from 'vitest';
import { generationSchedule } from '../../src/main/tablebase/generate/schedule';
import { allocateTable, viewTable } from '../../src/main/tablebase/generate/tableState';
import { MAX_ORDER, ValueCodeLimitError } from '../../src/shared/tablebase/value';

/** Runs the schedule on a tiny table, answering every task of `pass` with `decided(pass, order)` positions; returns the orders whose trap ran. */
function drive(decided: (pass: string, order: number) => number): number[] {
  const state = viewTable(allocateTable(4096, { check: [true, false], chase: [false, false] }));
  const schedule = generationSchedule(state, 1, { check: [true, false], chase: [false, false] });
  const orders = new Set<number>();
  for (let step = schedule.next([]); !step.done;) {
    const { tasks, order } = step.value;
    if (step.value.phase === 'perpetual' && order !== undefined) orders.add(order);
    // Each pass's result as it would answer, the positions it decided being `decided`'s.
    step = schedule.next(tasks.map((task) => {
      const n = decided(task.pass, order ?? 0);
      switch (task.pass) {
        case 'initial':
          return { deferredWins: [], deferredLosses: [], pendingMin: Infinity };
        case 'levels':
        case 'deferred':
          return { decided: n, pendingMin: Infinity };
        default:
          return n;
      }
    }));
  }
  return [...orders];
}

describe('repetition orders', () => {
  it('stop at the first order whose trap decides nothing', () => {
    expect(drive((pass, order) => (pass === 'marks' && order < 3 ? 1 : 0))).toEqual([1, 2, 3]);
  });

  it(`fail when the rule still decides positions at order ${MAX_ORDER}, the last the value code holds`, () => {
    expect(() => drive((pass) => (pass === 'marks' ? 1 : 0))).toThrow(ValueCodeLimitError);
    expect(() => drive((pass) => (pass === 'marks' ? 1 : 0))).toThrow(`up to order ${MAX_ORDER}`);
    // One order fewer is a table like any other.
    expect(drive((pass, order) => (pass === 'marks' && order < MAX_ORDER ? 1 : 0))).toHaveLength(MAX_ORDER);
  });
});

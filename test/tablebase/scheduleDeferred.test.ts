/**
 * The decisions the initial pass defers to a later repetition order come back from its tasks in lists
 * as long as the table's share of them: the schedule gathers them for the deferred pass one element at a
 * time. Spread into a call's arguments, a list of a few hundred thousand numbers overflowed the stack
 * (issue 47: `gen KRP-KRA` failed with "Maximum call stack size exceeded" once the initial pass was done).
 */
import { describe, expect, it } from 'vitest';
import type { DeferredTask } from '../../src/main/tablebase/generate/passes/deferred';
import type { InitialResult } from '../../src/main/tablebase/generate/passes/initial';
import { generationSchedule } from '../../src/main/tablebase/generate/schedule';
import { allocateTable, viewTable } from '../../src/main/tablebase/generate/tableState';

const ENTRIES = 200_000;

describe("the schedule's deferred decisions", () => {
  it(`gathers ${ENTRIES.toLocaleString('en')} deferred wins and losses of the initial pass for the deferred pass, in order`, () => {
    const sides = { check: [true, false], chase: [false, false] } as const;
    const size = 1 << 16;
    const state = viewTable(allocateTable(size, sides));
    // The first initial task defers every entry, each other one more of each.
    const schedule = generationSchedule(state, 2, sides);
    const triples = (side: number) => Array.from({ length: 3 * ENTRIES }, (_, i) => (i % 3 === 0 ? 1 : i % 3 === 1 ? side : Math.floor(i / 3) % size));
    const wins = triples(0), losses = triples(1);
    let deferred: DeferredTask | undefined, initialTasks = 0;
    for (let step = schedule.next([]); !step.done && !deferred;) {
      const { tasks } = step.value;
      step = schedule.next(tasks.map((task, n) => {
        switch (task.pass) {
          case 'initial': {
            initialTasks++;
            const result: InitialResult = n === 0
              ? { deferredWins: wins, deferredLosses: losses, pendingMin: Infinity }
              : { deferredWins: [1, 0, 7], deferredLosses: [1, 1, 9], pendingMin: Infinity };
            return result;
          }
          case 'levels':
            return { decided: 0, pendingMin: Infinity };
          case 'deferred':
            deferred = task;
            return { decided: 0, pendingMin: Infinity };
          default:
            return 0;
        }
      }));
    }
    expect(deferred).toBeDefined();
    expect(initialTasks).toBeGreaterThan(1);
    // Compared element by element: a deep comparison of lists this long takes seconds.
    const mismatches = (got: readonly number[], first: readonly number[], triple: readonly number[]) => {
      const expected = first.concat(Array.from({ length: initialTasks - 1 }, () => triple).flat());
      return got.length === expected.length ? expected.filter((x, i) => got[i] !== x).length : -1;
    };
    expect(mismatches(deferred!.deferredWins, wins, [1, 0, 7])).toBe(0);
    expect(mismatches(deferred!.deferredLosses, losses, [1, 1, 9])).toBe(0);
  });
});

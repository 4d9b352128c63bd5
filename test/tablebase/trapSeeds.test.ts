/**
 * The perpetual-check trap's set C is a greatest fixpoint, reached from any start that holds it: the
 * defender's positions in check with their checker predecessors (where both colours check), or the
 * checker's positions whose every move loses or checks with their defender predecessors (where one
 * colour alone checks, `seedFromChecker`). On KR-KN, where the rule decides positions, both starts
 * give the same sets before the table's first trap marks them.
 */
import { describe, expect, it } from 'vitest';
import { Kernel } from '../../src/main/tablebase/generate/kernel';
import { MemoryTables } from '../../src/main/tablebase/generate/memoryTables';
import { PerpetualCheckTrap } from '../../src/main/tablebase/generate/passes/checkTrap';
import { distanceRule } from '../../src/main/tablebase/generate/distanceRule';
import { type ScheduleTask, generationSchedule } from '../../src/main/tablebase/generate/schedule';
import { allocateTable, bitmapWords, viewTable } from '../../src/main/tablebase/generate/tableState';
import { TaskRunner } from '../../src/main/tablebase/generate/taskRunner';
import { trapSides } from '../../src/main/tablebase/generate/trapSides';
import { counts, generateChain } from '../support/tables';

function bits(bitmap: Int32Array): number {
  let n = 0;
  for (const word of bitmap) for (let x = word; x !== 0; x &= x - 1) n++;
  return n;
}

describe("the perpetual-check trap's start", () => {
  it('KR-KN: the checker-side start reaches the same sets as the defender-side one', () => {
    const tables = new MemoryTables();
    const m = counts('KR', 'KN');
    const reference = generateChain(m, tables);
    const sides = trapSides(m);
    expect(sides.check).toEqual([true, true]);
    const size = reference.index.size, words = bitmapWords(size);
    const state = viewTable(allocateTable(size, sides));
    const probe = tables.probeFor(m);
    const runner = new TaskRunner({ material: reference.index, state, probe, rule: distanceRule() });
    // Up to black's first trap (the knight's checks: red's finds nothing at the first order), then
    // through it as scheduled, from the seeds of red's positions in check.
    const schedule = generationSchedule(state, 1, sides);
    const run = (tasks: readonly ScheduleTask[]): unknown[] => tasks.map((task) => runner.run(task));
    const at = (step: IteratorResult<{ tasks: readonly ScheduleTask[] }>, pass: string, checker?: number) => {
      const task = step.done ? undefined : step.value.tasks[0];
      return task?.pass === pass && (checker === undefined || (task.pass === 'checkTrap' && task.step === 'seed' && task.checker === checker));
    };
    let step = schedule.next([]);
    while (!step.done && !at(step, 'checkTrap', 1)) step = schedule.next(run(step.value.tasks));
    const values = state.values.map((v) => v.slice());
    while (!step.done && !at(step, 'marks')) step = schedule.next(run(step.value.tasks));
    const scheduled = state.trapSets.map((set) => set.slice());
    expect(bits(scheduled[0])).toBeGreaterThan(0);
    expect(bits(scheduled[1])).toBeGreaterThan(0);
    // The same values, from the checker's side.
    for (const side of [0, 1] as const) expect(state.values[side]).toEqual(values[side]);
    for (const set of state.trapSets) set.fill(0);
    const trap = new PerpetualCheckTrap(new Kernel(reference.index, state, probe, distanceRule()), state, probe);
    trap.seedFromChecker(1, 0, size);
    // More positions to start from than the fixpoint keeps: the sweeps take them out.
    expect(bits(state.trapSets[1])).toBeGreaterThan(bits(scheduled[1]));
    for (const side of [0, 1] as const) state.frontiers[side].set(state.trapSets[side]);
    for (let removed = 1; removed > 0;) removed = trap.sweep(1, 1, 0, words) + trap.sweep(1, 0, 0, words);
    for (const side of [0, 1] as const) expect(state.trapSets[side]).toEqual(scheduled[side]);
  });
});

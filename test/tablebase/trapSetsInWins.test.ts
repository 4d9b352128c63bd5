/**
 * The perpetual-check trap's sets borrow a checking side's wins bitmap (tableState.ts), so that the
 * trap takes no page the levels left untouched; the schedule then writes the wins back from the
 * values, which the next order's checks and the deferred losses read.
 */
import { describe, expect, it } from 'vitest';
import { MemoryTables } from '../../src/main/tablebase/generate/memoryTables';
import { runSchedule } from '../../src/main/tablebase/generate/schedule';
import { allocateTable, viewTable } from '../../src/main/tablebase/generate/tableState';
import { TaskRunner } from '../../src/main/tablebase/generate/taskRunner';
import { trapSides } from '../../src/main/tablebase/generate/trapSides';
import { distanceRule } from '../../src/main/tablebase/generate/distanceRule';
import type { ScheduleTask } from '../../src/main/tablebase/generate/schedule';
import { type Metric, isWin, orderOf } from '../../src/shared/tablebase/value';
import { counts, generateChain } from '../support/tables';

const inBitmap = (bitmap: Int32Array, i: number) => (bitmap[i >> 5] & (1 << (i & 31))) !== 0;

describe('the perpetual-check trap in the wins bitmap', () => {
  // KR-KN: both colours check and the rule decides positions at later orders; KR-KA: red alone checks.
  for (const [red, black, metric, bothCheck] of [['KR', 'KN', 'dtc', true], ['KR', 'KN', 'dtm', true], ['KR', 'KA', 'dtc', false]] as const) {
    it(`${red}-${black} (${metric.toUpperCase()}): a checking side's trap set is its wins bitmap, whole again after the trap`, () => {
      const tables = new MemoryTables();
      const m = counts(red, black);
      // The sub-tables; the table's own values are the oracle's to check (test/oracle).
      const reference = generateChain(m, tables, metric as Metric);
      const sides = trapSides(m);
      expect(sides.check).toEqual([true, bothCheck]);
      const state = viewTable(allocateTable(reference.index.size, sides, metric as Metric));
      for (const side of [0, 1] as const) expect(state.trapSets[side]).toBe(sides.check[side] ? state.won[side] : state.candidates[side]);
      const runner = new TaskRunner({ material: reference.index, state, probe: tables.probeFor(m), rule: distanceRule(metric as Metric) });
      const ops: string[] = [];
      let candidateBitsInTrap = 0;
      runSchedule(state, sides, (task: ScheduleTask) => {
        ops.push(task.pass === 'checkTrap' || task.pass === 'marks' ? `${task.pass} ${task.step}` : task.pass);
        const reply = runner.run(task);
        // The trap writes its red positions into the wins bitmap, never into red's candidates.
        if (task.pass === 'checkTrap') candidateBitsInTrap += state.candidates[0].reduce((n, w) => n + (w !== 0 ? 1 : 0), 0);
        return reply;
      });
      expect(ops).toContain('checkTrap sweep');
      expect(ops.indexOf('marks wins')).toBeGreaterThan(ops.lastIndexOf('marks mark', ops.indexOf('marks wins')));
      expect(candidateBitsInTrap).toBe(0);
      for (const side of [0, 1] as const) {
        // Every win, of every order, is in the bitmap at the end and nothing else is.
        const values = state.values[side], won = state.won[side];
        let wins = 0;
        for (let i = 0; i < values.length; i++) {
          expect(inBitmap(won, i)).toBe(isWin(values[i]));
          if (isWin(values[i])) wins++;
        }
        if (sides.check[side]) expect(wins).toBeGreaterThan(0);
      }
      if (bothCheck) expect(state.values.some((side) => side.some((v) => isWin(v) && orderOf(v) > 0))).toBe(true);
    });
  }
});

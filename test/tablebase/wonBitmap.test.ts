/**
 * A candidate's check reads the wins propagated so far from a bitmap in tables up to
 * WON_BITMAP_ENTRIES entries a side and from the values beyond (tableState.ts): both readings must
 * decide every position alike, repetition orders, the chase rule and DTM's pending values included.
 */
import { describe, expect, it } from 'vitest';
import { MemoryTables } from '../../src/main/tablebase/generate/memoryTables';
import { runSchedule } from '../../src/main/tablebase/generate/schedule';
import { allocateTable, viewTable } from '../../src/main/tablebase/generate/tableState';
import { TaskRunner } from '../../src/main/tablebase/generate/taskRunner';
import { trapSides } from '../../src/main/tablebase/generate/trapSides';
import { type Metric, orderOf } from '../../src/shared/tablebase/value';
import { counts, generateChain } from '../support/tables';

function withoutWonBitmap(tables: MemoryTables, m: ReturnType<typeof counts>, metric: Metric): readonly [Uint16Array, Uint16Array] {
  const reference = tables.get(m)!;
  const state = viewTable(allocateTable(reference.index.size, trapSides(m), metric, false));
  expect(state.won[0].length).toBe(0);
  const runner = new TaskRunner(reference.index, state, tables.probeFor(m), false, metric);
  runSchedule(state, trapSides(m), (task) => runner.run(task));
  return state.values;
}

describe('the wins propagated, read from a bitmap or from the values', () => {
  // KR-KN's perpetual checks decide positions at later orders; KC-KN runs both chase traps.
  for (const [red, black, metric, ruleDecides] of [['KR', 'KN', 'dtc', true], ['KR', 'KN', 'dtm', true], ['KC', 'KN', 'dtc', false]] as const) {
    it(`decide every position of ${red}-${black} alike (${metric.toUpperCase()})`, () => {
      const tables = new MemoryTables();
      const m = counts(red, black);
      const reference = generateChain(m, tables, metric);
      expect(reference.values.some((side) => side.some((v) => orderOf(v) > 0))).toBe(ruleDecides);
      const values = withoutWonBitmap(tables, m, metric);
      for (const side of [0, 1] as const) expect(Buffer.from(values[side].buffer).equals(Buffer.from(reference.values[side].buffer))).toBe(true);
    });
  }
});

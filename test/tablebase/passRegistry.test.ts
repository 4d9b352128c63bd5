/**
 * The protocol knows a task only by its pass's name (registry.ts): every task the schedule yields names
 * a pass the schedule lists, every pass has a name of its own, and a task of no pass is refused by name.
 */
import { describe, expect, it } from 'vitest';
import { distanceRule } from '../../src/main/tablebase/generate/distanceRule';
import { ALL_PASSES, type WorkerTask, passOf } from '../../src/main/tablebase/generate/registry';
import { SCHEDULED_PASSES, runSchedule } from '../../src/main/tablebase/generate/schedule';
import { allocateTable, viewTable } from '../../src/main/tablebase/generate/tableState';
import { TaskRunner } from '../../src/main/tablebase/generate/taskRunner';
import { trapSides } from '../../src/main/tablebase/generate/trapSides';
import { MemoryTables } from '../../src/main/tablebase/generate/memoryTables';
import { MaterialIndex } from '../../src/shared/tablebase/materialIndex';
import { counts, generateChain } from '../support/tables';

describe('the registry of passes', () => {
  it('names each pass once, and finds the pass of every task the schedule yields among its own', () => {
    const names = ALL_PASSES.map((pass) => pass.name);
    expect(new Set(names).size).toBe(names.length);
    const tables = new MemoryTables();
    const m = counts('KR', 'KN');
    for (const sub of [counts('KR', 'K'), counts('K', 'KN')]) generateChain(sub, tables);
    const material = new MaterialIndex(m);
    const state = viewTable(allocateTable(material.size, trapSides(m)));
    const runner = new TaskRunner({ material, state, probe: tables.probeFor(m), rule: distanceRule() });
    const seen = new Set<string>();
    runSchedule(state, trapSides(m), (task) => {
      seen.add(task.pass);
      expect(passOf(task)).toBe(SCHEDULED_PASSES.find((pass) => pass.name === task.pass));
      return runner.run(task);
    });
    // KR-KN: both colours check and chase, and the rules decide positions at later orders.
    expect([...seen].sort()).toEqual(['chaseTrap', 'checkTrap', 'deferred', 'finalize', 'initial', 'levels', 'marks']);
  });

  it('refuses a task of no pass, naming it', () => {
    expect(() => passOf({ pass: 'nonesuch' } as unknown as WorkerTask)).toThrow('no pass nonesuch');
  });
});

import { describe, expect, it } from 'vitest';
import { MemoryTables } from '../../src/main/tablebase/generate/memoryTables';
import { type Inconsistency, Verifier } from '../../src/main/tablebase/generate/passes/verify';
import { counts, generateChain } from '../support/tables';

// The two larger materials verified whole, apart from verify.test.ts so the mutation run
// (vitest.mutation.config.ts) can leave out their minutes under instrumentation: every code path
// they take is taken by the smaller materials and the trap-seed tests there. K+C+P vs K+A takes
// about 40 s on one core.
describe('verify of larger tables', () => {
  const tables = new MemoryTables();
  for (const [red, black] of [['KR', 'KN'], ['KCP', 'KA']]) {
    it(`finds every value of ${red}-${black} consistent with its successors`, () => {
      const m = counts(red, black);
      const table = generateChain(m, tables);
      const verifier = new Verifier(table.index, table.values, tables.probeFor(m));
      const found: Inconsistency[] = [];
      for (const side of [0, 1] as const) verifier.verifyRange(side, 0, table.index.size, (i) => found.push(i));
      expect(found).toEqual([]);
    }, 300_000);
  }
});

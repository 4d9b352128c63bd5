import { describe, expect, it } from 'vitest';
import { MemoryTables } from '../../src/main/tablebase/generate/memoryTables';
import { type Inconsistency, Verifier } from '../../src/main/tablebase/generate/verify';
import { tableStatistics } from '../../src/main/tablebase/generate/statistics';
import { isWin, lossValue, winValue } from '../../src/shared/tablebase/value';
import { counts, generateChain } from '../support/tables';

function verifyAll(tables: MemoryTables, red: string, black: string): Inconsistency[] {
  const m = counts(red, black);
  const table = generateChain(m, tables);
  const verifier = new Verifier(table.index, table.values, tables.probeFor(m));
  const found: Inconsistency[] = [];
  for (const side of [0, 1] as const) verifier.verifyRange(side, 0, table.index.size, (i) => found.push(i));
  return found;
}

describe('verify', () => {
  const tables = new MemoryTables();
  for (const [red, black] of [['KR', 'K'], ['KN', 'KA'], ['KCA', 'K'], ['KP', 'K'], ['KR', 'KN'], ['KCP', 'KA']]) {
    it(`finds every value of ${red}-${black} consistent with its successors`, () => {
      expect(verifyAll(tables, red, black)).toEqual([]);
    });
  }

  it('the perpetual-check rule decides positions of K+R vs K+N, and verify accepts its trap seeds', () => {
    const stats = tableStatistics(generateChain(counts('KR', 'KN'), tables));
    expect(stats.red.ruleDecided).toBeGreaterThan(0);
    expect(stats.black.ruleDecided).toBeGreaterThan(0);
  });

  it('reports a corrupted value with its position', () => {
    const table = generateChain(counts('KR', 'K'), tables);
    const values = table.values[0];
    const index = values.findIndex((v) => isWin(v) && v !== winValue(0, 1));
    const saved = values[index];
    values[index] = winValue(0, 1);
    try {
      const found = verifyAll(tables, 'KR', 'K');
      expect(found.length).toBeGreaterThan(0);
      expect(found[0]).toMatchObject({ side: 0, index, stored: 'win dtc 1' });
      expect(found[0].fen).toMatch(/ w$/);
    } finally {
      values[index] = saved;
    }
    values[index] = lossValue(1, 0);
    try {
      expect(verifyAll(tables, 'KR', 'K').some((i) => i.index === index && i.stored === 'loss dtc 0 order 1')).toBe(true);
    } finally {
      values[index] = saved;
    }
  });
});

import { describe, expect, it } from 'vitest';
import { MemoryTables } from '../../src/main/tablebase/generate/memoryTables';
import { type Inconsistency, Verifier } from '../../src/main/tablebase/generate/verify';
import { tableStatistics } from '../../src/main/tablebase/generate/statistics';
import { DRAW, dtcOf, isDecided, isWin, lossValue, orderOf, winValue } from '../../src/shared/tablebase/value';
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
  // K+R vs K+N and K+C+P vs K+A are verified whole in verifyLarge.test.ts; the trap seeds below.
  for (const [red, black] of [['KR', 'K'], ['KN', 'KA'], ['KCA', 'K'], ['KP', 'K']]) {
    it(`finds every value of ${red}-${black} consistent with its successors`, () => {
      expect(verifyAll(tables, red, black)).toEqual([]);
    });
  }

  it('the perpetual-check rule decides positions of K+R vs K+N, and verify accepts every one of them', () => {
    const m = counts('KR', 'KN');
    const table = generateChain(m, tables);
    const stats = tableStatistics(table);
    expect(stats.red.ruleDecided).toBeGreaterThan(0);
    expect(stats.black.ruleDecided).toBeGreaterThan(0);
    const verifier = new Verifier(table.index, table.values, tables.probeFor(m));
    let checked = 0, seeds = 0;
    const found: Inconsistency[] = [];
    for (const side of [0, 1] as const) {
      table.values[side].forEach((v, index) => {
        if (!isDecided(v) || orderOf(v) === 0) return;
        checked++;
        if (dtcOf(v) === 0) seeds++;
        verifier.verifyRange(side, index, index + 1, (i) => found.push(i));
      });
    }
    expect(found).toEqual([]);
    // Index entries, of which mirror images share one: fewer than the positions the statistics count.
    expect(checked).toBeGreaterThan(1000);
    expect(seeds).toBeGreaterThan(0);
  });

  it('rejects a trap seed moved to another order, and a position that is no trap stored as one', () => {
    const m = counts('KR', 'KN');
    const table = generateChain(m, tables);
    const verifier = new Verifier(table.index, table.values, tables.probeFor(m));
    const check = (side: 0 | 1, index: number, value: number): Inconsistency[] => {
      const saved = table.values[side][index];
      table.values[side][index] = value;
      try {
        const found: Inconsistency[] = [];
        verifier.verifyRange(side, index, index + 1, (i) => found.push(i));
        return found;
      } finally {
        table.values[side][index] = saved;
      }
    };
    const seedSide = table.values[1].some((v) => v === lossValue(1, 0)) ? 1 : 0;
    const seed = table.values[seedSide].indexOf(lossValue(1, 0));
    expect(check(seedSide, seed, lossValue(2, 0))).toMatchObject([{ index: seed, stored: 'loss dtc 0 order 2', expected: 'loss dtc 0 order 1' }]);
    const ordinary = table.values[seedSide].findIndex((v) => v === DRAW);
    expect(check(seedSide, ordinary, lossValue(1, 0))).toMatchObject([{ index: ordinary, stored: 'loss dtc 0 order 1', expected: 'draw' }]);
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

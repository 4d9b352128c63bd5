import { describe, expect, it } from 'vitest';
import { MemoryTables } from '../../src/main/tablebase/generate/memoryTables';
import { type Inconsistency, Verifier } from '../../src/main/tablebase/generate/passes/verify';
import { tableStatistics } from '../../src/main/tablebase/generate/passes/statistics';
import { DRAW, ILLEGAL, dtcOf, formatValue, isLoss, isWin, lossValue, orderOf, winValue } from '../../src/shared/tablebase/value';
import { Position } from '../../src/shared/rules/position';
import { PositionCodec } from '../../src/shared/tablebase/codec';
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
        if (v === ILLEGAL || orderOf(v) === 0) return;
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

  it('rejects every trap seed stored at another order or at a distance, and positions that are no trap seed stored as one', () => {
    const m = counts('KR', 'KN');
    const table = generateChain(m, tables);
    const verifier = new Verifier(table.index, table.values, tables.probeFor(m));
    /** What verify says of entry `index` of `side` when it holds `value` instead. */
    const reported = (side: 0 | 1, index: number, value: number): Inconsistency[] => {
      const saved = table.values[side][index];
      table.values[side][index] = value;
      try {
        const found: Inconsistency[] = [];
        expect(verifier.verifyRange(side, index, index + 1, (i) => found.push(i))).toBe(found.length);
        return found;
      } finally {
        table.values[side][index] = saved;
      }
    };
    const seeds: [0 | 1, number][] = [], others: [0 | 1, number, number][] = [];
    for (const side of [0, 1] as const) {
      table.values[side].forEach((v, index) => {
        if (isLoss(v) && orderOf(v) > 0 && dtcOf(v) === 0) seeds.push([side, index]);
        // Wins the rule decides, and every 50th ordinary loss: positions that are no trap seed.
        else if ((isWin(v) && orderOf(v) > 0) || (isLoss(v) && orderOf(v) === 0 && index % 50 === 0)) others.push([side, index, v]);
      });
    }
    expect(seeds.length).toBeGreaterThan(1000);
    expect(others.length).toBeGreaterThan(1000);
    for (const [side, index] of seeds) {
      const order = orderOf(table.values[side][index]);
      // At a higher order the seed's own order is found first and expected.
      expect(reported(side, index, lossValue(order + 2, 0))).toMatchObject([{ index, expected: formatValue(lossValue(order, 0)) }]);
      expect(reported(side, index, lossValue(order, 3))).toMatchObject([{ index, stored: formatValue(lossValue(order, 3)) }]);
    }
    for (const [side, index, v] of others) {
      expect(reported(side, index, lossValue(Math.max(1, orderOf(v)), 0))).toMatchObject([{ index, expected: formatValue(v) }]);
    }
    const draw = table.values[0].findIndex((v) => v === DRAW);
    expect(reported(0, draw, lossValue(3, 0))).toMatchObject([{ index: draw, stored: 'loss dtc 0 order 3 check', expected: 'draw' }]);
  });

  it('rejects a trap seed once the check it escapes with, or the seed its opponent answers into, holds another value', () => {
    const m = counts('KR', 'KN');
    const table = generateChain(m, tables);
    const verifier = new Verifier(table.index, table.values, tables.probeFor(m));
    /** Whether verify reports entry `index` of `side` while `changes` are in the table. */
    const reportedWith = (side: 0 | 1, index: number, changes: [0 | 1, number, number][]): boolean => {
      const saved = changes.map(([s, i]) => table.values[s][i]);
      changes.forEach(([s, i, v]) => (table.values[s][i] = v));
      try {
        return verifier.verifyRange(side, index, index + 1, () => {}) === 1;
      } finally {
        changes.forEach(([s, i], k) => (table.values[s][i] = saved[k]));
      }
    };
    /** The positions reached by the quiet moves of `side` from entry `index` that satisfy `keep`, as entries. */
    const quietMoves = (side: 0 | 1, index: number, keep: (pos: Position, move: number) => boolean): number[] => {
      const codec = new PositionCodec(table.index);
      codec.load(index);
      const pos = Position.unchecked(codec.board, side);
      return pos.legalMoves().filter((move) => codec.board[move >> 7] === 0 && keep(pos, move)).map((move) => codec.indexAfter(codec.at[move & 127], move >> 7));
    };
    let checks = 0, answers = 0;
    for (const side of [0, 1] as const) {
      const seeds = table.values[side].reduce<number[]>((found, v, index) => (v === lossValue(1, 0) ? [...found, index] : found), []).slice(0, 20);
      const other = (1 - side) as 0 | 1;
      for (const seed of seeds) {
        for (const child of quietMoves(side, seed, (pos, move) => pos.givesCheck(move))) {
          if (table.values[other][child] !== winValue(1, 1)) continue;
          checks++;
          expect(reportedWith(side, seed, [[other, child, winValue(1, 3)]])).toBe(true);
          const returns = quietMoves(other, child, (pos, move) => !pos.givesCheck(move)).filter((i) => i !== seed && table.values[side][i] === lossValue(1, 0));
          if (returns.length === 0) continue;
          answers++;
          expect(reportedWith(side, seed, returns.map((i) => [side, i, lossValue(1, 2)]))).toBe(true);
        }
      }
    }
    expect(checks).toBeGreaterThan(10);
    expect(answers).toBeGreaterThan(10);
  });

  it('skips the entries that are no position only where told they hold "don\'t care" values', () => {
    const m = counts('KR', 'K');
    const table = generateChain(m, tables);
    // As read from a file: every illegal entry holds some real value instead of ILLEGAL.
    const fromFile = [table.values[0].map((v) => (v === ILLEGAL ? DRAW : v)), table.values[1].map((v) => (v === ILLEGAL ? DRAW : v))] as const;
    const illegal = table.values[0].filter((v) => v === ILLEGAL).length;
    expect(illegal).toBeGreaterThan(0);
    const count = (verifier: Verifier) => verifier.verifyRange(0, 0, table.index.size, () => {});
    expect(count(new Verifier(table.index, fromFile, tables.probeFor(m), true))).toBe(0);
    expect(count(new Verifier(table.index, fromFile, tables.probeFor(m)))).toBe(illegal);
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
      expect(verifyAll(tables, 'KR', 'K').some((i) => i.index === index && i.stored === 'loss dtc 0 order 1 check')).toBe(true);
    } finally {
      values[index] = saved;
    }
  });
});

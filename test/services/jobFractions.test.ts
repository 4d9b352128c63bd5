/**
 * Each table of a job moves from 0 to 1 and never back: its phases weighed by the cost model (a
 * rule-heavy table's traps weigh most), reports of tables made side by side kept apart, and the
 * trap's steps, whose percent starts again at 0, moving it by order alone.
 */
import { describe, expect, it } from 'vitest';
import { JobFractions, namedTableCost, phaseShares, tableFraction } from '../../src/main/services/jobFractions';
import { tableCost } from '../../src/main/tablebase/costModel';
import { counts } from '../support/tables';

describe('a job table\'s fraction', () => {
  it('lays the generator\'s phases on the table\'s modelled seconds, in order, summing to 1', () => {
    for (const m of [counts('KCP', 'KA'), counts('KRP', 'KR')]) {
      const shares = phaseShares(tableCost(m, 'dtc', 2).phases);
      const order = ['init', 'retro', 'perpetual', 'finalize', 'compress'] as const;
      let end = 0;
      for (const phase of order) {
        expect(shares[phase][0]).toBeCloseTo(end);
        end += shares[phase][1];
      }
      expect(end).toBeCloseTo(1);
    }
    // The rule layers are most of KRP-KR's time and little of KCP-KA's.
    expect(phaseShares(tableCost(counts('KRP', 'KR'), 'dtc', 2).phases).perpetual[1]).toBeGreaterThan(0.5);
    expect(phaseShares(tableCost(counts('KCP', 'KA'), 'dtc', 2).phases).perpetual[1]).toBeLessThan(0.2);
  });

  it('moves through the trap by order, however each step\'s percent goes', () => {
    const shares = phaseShares(tableCost(counts('KRP', 'KR'), 'dtc', 2).phases);
    const [start, share] = shares.perpetual;
    const orders = [1, 1, 2, 3].map((order, i) => tableFraction({ phase: 'perpetual', percent: [90, 10, 50, 0][i], order }, shares));
    expect(orders[0]).toBeCloseTo(start);
    expect(orders[1]).toBe(orders[0]);
    expect(orders[2]).toBeCloseTo(start + share / 2);
    expect(orders[3]).toBeGreaterThan(orders[2]);
    expect(orders[3]).toBeLessThan(tableFraction({ phase: 'compress', percent: 0 }, shares));
  });

  it('keeps side-by-side tables apart and never moves one back', () => {
    const tables = ['KC-K', 'KP-K', 'KCP-KA', 'KCP-KA DTM'];
    const job = new JobFractions(tables, tables.map((t) => phaseShares(namedTableCost(t, 2)!.phases)));
    job.report({ table: 'KC-K', phase: 'retro', percent: 60 });
    const kc = job.values[0];
    expect(kc).toBeGreaterThan(0);
    // The other table's early report, and this one's next level starting lower, leave it where it was.
    job.report({ table: 'KP-K', phase: 'init', percent: 10 });
    job.report({ table: 'KC-K', phase: 'retro', percent: 20 });
    expect(job.values[0]).toBe(kc);
    expect(job.values[1]).toBeGreaterThan(0);
    job.made('KP-K');
    job.report({ table: 'KCP-KA DTM', phase: 'init', percent: 50 });
    expect(job.values).toEqual([kc, 1, 0, expect.any(Number)]);
    expect(job.values[3]).toBeGreaterThan(0);
    // Reports of a table not in the job change nothing.
    job.report({ table: 'KR-K', phase: 'compress', percent: 100 });
    expect(job.values.filter((x) => x > 0)).toHaveLength(3);
  });

  it('weighs a DTM table by its own cost and reads no cost for a name that is no material', () => {
    expect(namedTableCost('KCP-KA DTM', 2)!.seconds).toBeGreaterThan(namedTableCost('KCP-KA', 2)!.seconds);
    expect(namedTableCost('nonsense', 2)).toBeNull();
  });
});

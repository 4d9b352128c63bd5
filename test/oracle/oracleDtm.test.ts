import { describe, expect, it } from 'vitest';
import { compareWithGenerator } from './compareWithGenerator';

describe('DTM: the generator agrees with the forward solver on every position, captures keeping their distance to mate', () => {
  // KC-KA and KP-KA mate through KC-K and KP-K; KCA-K's captures are none but the solver's rounds
  // still count; KR-KAA has captures into KR-KA and KR-K at many distances.
  for (const material of ['KR-K', 'KP-K', 'KC-KA', 'KP-KA', 'KCA-K', 'KR-KAA', 'KN-KA']) {
    it(material, () => {
      const { positions, unvisited, mismatches } = compareWithGenerator(material, 'dtm');
      expect(mismatches).toEqual([]);
      expect(positions).toBeGreaterThan(5000);
      expect(unvisited).toBe(0);
    });
  }
});

describe('DTM where the perpetual-check rule decides values', () => {
  // The rule's positions count their distance from the trap, as in DTC; the solver's own traps and
  // rounds must give every one of them the generator's DTM.
  it('KR-KN', () => {
    const { positions, unvisited, ruleDecided, mismatches } = compareWithGenerator('KR-KN', 'dtm');
    expect(mismatches).toEqual([]);
    expect(positions).toBeGreaterThan(700_000);
    expect(unvisited).toBe(0);
    expect(ruleDecided).toBeGreaterThan(1000);
  }, 600_000);
});

import { describe, expect, it } from 'vitest';
import { compareWithGenerator } from './compareWithGenerator';

// The journey's DTC 13 and DTC 23 positions are K+C+P vs K+A (炮兵对单士): the first material whose
// values the end-to-end tests show, so the oracle checks every one of its positions too.
describe('the generator agrees with the forward solver on every position of K+C+P vs K+A', () => {
  it('KCP-KA', () => {
    const { positions, unvisited, mismatches } = compareWithGenerator('KCP-KA');
    expect(mismatches).toEqual([]);
    expect(positions).toBe(2_352_015);
    expect(unvisited).toBe(0);
  }, 600_000);
});

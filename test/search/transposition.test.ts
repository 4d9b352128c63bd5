/**
 * The transposition table packs each entry into three 32-bit words: what goes in comes out (move,
 * depth with its sign, bound, score), entries of other keys are not found, and the replacement rule
 * keeps a deeper entry against a shallower bound and the old move when a store brings none. A clear
 * starts a new generation: nothing stored before it is found or kept, through the generations' wrap.
 */
import { describe, expect, it } from 'vitest';
import { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER, TranspositionTable } from '../../src/shared/search/transposition';
import { prng } from '../support/random';

describe('transposition table', () => {
  it('returns what was stored, for every field over its whole range', () => {
    const tt = new TranspositionTable(1);
    const rand = prng(7);
    for (let i = 0; i < 2000; i++) {
      const key = { lo: (rand() * 2 ** 32) | 0, hi: (rand() * 2 ** 32) | 0 || 1 };
      const move = (rand() * 90) | ((((rand() * 90) | 0) << 7));
      const depth = Math.floor(rand() * 256) - 128, score = Math.floor(rand() * 2_000_001) - 1_000_000;
      const bound = [BOUND_UPPER, BOUND_LOWER, BOUND_EXACT][i % 3];
      tt.clear();
      tt.store(key, depth, bound, score, move);
      const slot = tt.find(key);
      expect(slot).toBeGreaterThanOrEqual(0);
      expect([tt.move(slot), tt.depth(slot), tt.bound(slot), tt.storedScore(slot)]).toEqual([move, depth, bound, score]);
      expect(tt.find({ lo: key.lo, hi: key.hi ^ 1 })).toBe(-1);
    }
  });

  it('keeps a deeper entry against a shallower bound, and the old move when a store brings none', () => {
    const tt = new TranspositionTable(1), key = { lo: 12345, hi: 678 };
    tt.store(key, 9, BOUND_LOWER, 50, 1000);
    tt.store(key, 3, BOUND_UPPER, -20, 2000);
    let slot = tt.find(key);
    expect([tt.depth(slot), tt.storedScore(slot), tt.move(slot)]).toEqual([9, 50, 1000]);
    tt.store(key, 3, BOUND_EXACT, 7, 0);
    slot = tt.find(key);
    expect([tt.depth(slot), tt.bound(slot), tt.storedScore(slot), tt.move(slot)]).toEqual([3, BOUND_EXACT, 7, 1000]);
    expect(tt.size).toBe(65536);
  });

  it('forgets everything at a clear, without writing the table, and for good when the generations wrap', () => {
    const tt = new TranspositionTable(1), key = { lo: 777, hi: 4242 };
    tt.store(key, 9, BOUND_LOWER, 50, 1000);
    tt.clear();
    expect(tt.find(key)).toBe(-1);
    // The old entry neither keeps its deeper result against a shallower store nor lends it its move.
    tt.store(key, 3, BOUND_UPPER, -20, 0);
    const slot = tt.find(key);
    expect([tt.depth(slot), tt.bound(slot), tt.storedScore(slot), tt.move(slot)]).toEqual([3, BOUND_UPPER, -20, 0]);
    // An entry from 63 clears before is not found when its generation comes round again.
    const old = { lo: 778, hi: 99 };
    tt.store(old, 5, BOUND_EXACT, 1, 2000);
    for (let i = 0; i < 63; i++) {
      tt.clear();
      expect(tt.find(old)).toBe(-1);
    }
    tt.store(old, 5, BOUND_EXACT, 1, 2000);
    expect(tt.find(old)).toBeGreaterThanOrEqual(0);
  });
});

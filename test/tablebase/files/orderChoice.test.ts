/**
 * The digit order a side is stored in: up to five digits the smallest of every order on a sample of
 * blocks (the index order when nothing is smaller), beyond that single-digit moves while they help.
 * Sizes are measured here independently: zstd level 6 of each sampled block, laid out from the
 * description (test/support/tableBytes.ts).
 */
import { describe, expect, it } from 'vitest';
import { bestOrderChoice, chooseDigitOrder, rankDigitOrders } from '../../../src/main/tablebase/files/orderChoice';
import { constants, zstdCompressSync } from 'node:zlib';
import { blockBytes, inFileOrder } from '../../support/tableBytes';

/** Blocks sampled: 8 spread evenly (block ⌊i · blocks / 8⌋), or every block when there are fewer. */
function sample(blocks: number): number[] {
  const n = Math.min(blocks, 8);
  return Array.from({ length: n }, (_, i) => Math.floor((i * blocks) / n));
}

/** Compressed bytes of the sampled blocks of `values` stored in `order`. */
function cost(values: Uint16Array, radices: number[], order: number[], blockEntries: number): number {
  const stored = inFileOrder(values, radices, order);
  const blocks = Math.ceil(values.length / blockEntries);
  const level6 = (bytes: Uint8Array) => zstdCompressSync(bytes, { params: { [constants.ZSTD_c_compressionLevel]: 6 } }).length;
  return sample(blocks).reduce((t, b) => t + level6(blockBytes(stored.subarray(b * blockEntries, (b + 1) * blockEntries))), 0);
}

function permutations(items: number[]): number[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((x, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [x, ...rest]));
}

/** Values that depend on some digits only (and a little noise), so orders differ widely in size. */
function valuesOf(radices: number[], f: (digits: number[], i: number) => number): Uint16Array {
  const size = radices.reduce((a, b) => a * b, 1);
  return Uint16Array.from({ length: size }, (_, i) => {
    const digits: number[] = [];
    for (let g = radices.length - 1, rest = i; g >= 0; g--) {
      digits[g] = rest % radices[g];
      rest = Math.floor(rest / radices[g]);
    }
    return f(digits, i);
  });
}

describe('choosing the digit order', () => {
  it('sampled blocks: every one when there are up to 8, else 8 spread evenly', () => {
    expect(sample(3)).toEqual([0, 1, 2]);
    expect(sample(14)).toEqual([0, 1, 3, 5, 7, 8, 10, 12]);
  });

  for (const [radices, blockEntries, f] of [
    [[4, 5, 6, 7], 64, (d: number[]) => 1 + d[0] * 31 + d[2] * 5],
    [[6, 8, 10], 64, (d: number[], i: number) => 1 + ((d[1] * 7 + d[2] * 3) % 11) + (i % 13 === 0 ? 40 : 0)],
    [[4, 3, 5, 3, 4], 48, (d: number[]) => 1 + d[4] * 50 + d[1] * 3],
    [[4, 5, 6, 7], 100, (d: number[]) => (d[3] > 3 ? 0xfffe : 1 + d[1] + d[3] * 20)],
  ] as const) {
    it(`up to five digits: the smallest of every order (radices ${radices.join(',')}, blocks of ${blockEntries})`, () => {
      const values = valuesOf([...radices], f);
      const all = permutations(radices.map((_, i) => i));
      const costs = all.map((order) => cost(values, [...radices], order, blockEntries));
      const best = Math.min(...costs);
      const chosen = chooseDigitOrder(values, radices, blockEntries, 'brotli');
      expect(chosen.radices).toEqual(radices);
      expect(cost(values, [...radices], [...chosen.order], blockEntries)).toBe(best);
      // The first order of that size, in the order the candidates are tried (the index order first).
      expect([...chosen.order]).toEqual(all[costs.indexOf(best)]);
      expect(best).toBeLessThan(costs[0]);
      // Ranked in shares, one per thread: the best of the shares is the same order, whatever their number.
      for (const parts of [2, 3, 5]) {
        const shares = Array.from({ length: parts }, (_, part) => rankDigitOrders(values, radices, blockEntries, 'brotli', part, parts));
        expect(bestOrderChoice(shares).order, `${parts} shares`).toEqual([...chosen.order]);
      }
    });
  }

  it('keeps the index order when no order is smaller', () => {
    for (const radices of [[4, 5, 6], [2, 3, 2, 2, 3, 2]]) {
      const flat = valuesOf(radices, () => 7);
      expect([...chooseDigitOrder(flat, radices, 16, 'brotli').order]).toEqual(radices.map((_, i) => i));
    }
  });

  it('beyond five digits: single-digit moves from the index order until none makes the sample smaller', () => {
    const radices = [2, 3, 2, 3, 2, 5];
    // Values of three digits, the last varying fastest in index order: one pass of moves does not reach
    // an order no single move improves (measured: 104 bytes after one pass, 88 after three).
    const values = valuesOf(radices, (d) => 1 + ((d[0] * 6 + d[2] * 18 + d[5] * 15) % 200));
    const chosen = [...chooseDigitOrder(values, radices, 36, 'brotli').order];
    const identity = radices.map((_, i) => i);
    const size = (order: number[]) => cost(values, radices, order, 36);
    expect(size(chosen)).toBeLessThan(size(identity));
    for (let from = 0; from < chosen.length; from++) {
      for (let to = 0; to < chosen.length; to++) {
        const moved = chosen.slice();
        moved.splice(to, 0, ...moved.splice(from, 1));
        expect(size(moved), `moving digit ${chosen[from]} to ${to}`).toBeGreaterThanOrEqual(size(chosen));
      }
    }
    expect(chosen.sort()).toEqual(identity);
    expect(() => rankDigitOrders(values, radices, 36, 'brotli', 0, 2)).toThrow(/does not divide/);
  });
});

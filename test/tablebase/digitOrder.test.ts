import { describe, expect, it } from 'vitest';
import { chooseDigitOrder } from '../../src/main/tablebase/files/orderChoice';
import { compressSide } from '../../src/main/tablebase/files/writer';
import { DigitOrder } from '../../src/shared/tablebase/digitOrder';

describe('digit order of table files', () => {
  const radices = [3, 5, 4, 7];
  it('maps every index to a distinct file position, the same way both directions', () => {
    for (const order of [[0, 1, 2, 3], [3, 2, 0, 1], [1, 3, 0, 2]]) {
      const layout = new DigitOrder(radices, order);
      const indices = new Uint32Array(layout.size);
      expect(layout.indicesFrom(0, indices)).toBe(420);
      const seen = new Set<number>();
      for (let position = 0; position < layout.size; position++) {
        expect(layout.positionOf(indices[position])).toBe(position);
        seen.add(indices[position]);
      }
      expect(seen.size).toBe(layout.size);
      // Starting part-way (a block boundary that is no digit boundary) continues the same sequence.
      const tail = new Uint32Array(500);
      expect(layout.indicesFrom(101, tail)).toBe(319);
      expect([...tail.subarray(0, 319)]).toEqual([...indices.subarray(101)]);
      // Blocks shorter than the fastest digit's radix start and end inside its runs.
      const short = new Uint32Array(3), joined: number[] = [];
      for (let start = 0; start < layout.size; start += 3) joined.push(...short.subarray(0, layout.indicesFrom(start, short)));
      expect(joined).toEqual([...indices]);
    }
  });

  it('rejects an order that is no permutation of the digits', () => {
    expect(() => new DigitOrder(radices, [0, 1, 1, 3])).toThrow(/not a permutation/);
    expect(() => new DigitOrder(radices, [0, 1, 2])).toThrow(/not a permutation/);
  });

  it('chooses an order that compresses no worse than the index order', () => {
    // Values that depend on the first and last digits only: in index order they change at every step,
    // while any order that moves digit 3 away from the end stores long runs.
    const identity = DigitOrder.identity(radices);
    const values = new Uint16Array(identity.size);
    for (let i = 0; i < values.length; i++) values[i] = 1 + ((i % 7) * 37 + Math.floor(i / 140) * 5) % 60;
    const chosen = chooseDigitOrder(values, radices, 64, 'brotli');
    const bytes = (order: DigitOrder) => compressSide(values, order, 64, 'brotli').blocks.reduce((t, b) => t + b.length, 0);
    expect(bytes(chosen)).toBeLessThan(bytes(identity));
    expect(chosen.order[chosen.order.length - 1]).not.toBe(3);
  });
});

/**
 * Chooses the digit order a side is stored in (shared/tablebase/digitOrder.ts) the way Syzygy
 * chooses its piece order: compress a sample of blocks under each candidate and keep the smallest.
 * Up to five digits every order is tried; beyond that, single-digit moves from the index order are
 * kept while they help.
 */
import { DigitOrder } from '../../../shared/tablebase/digitOrder';
import type { BlockCodec } from './format';
import { collectCompressors, compressBlock } from './blockCodec';
import { storedBlock } from './writer';

const SAMPLE_BLOCKS = 8;
const EXHAUSTIVE_DIGITS = 5;

export function chooseDigitOrder(values: Uint16Array, radices: readonly number[], blockEntries: number, codec: BlockCodec): DigitOrder {
  const blocks = Math.ceil(values.length / blockEntries);
  const sample = Array.from(new Set(Array.from({ length: Math.min(blocks, SAMPLE_BLOCKS) }, (_, i) => Math.floor((i * blocks) / Math.min(blocks, SAMPLE_BLOCKS)))));
  const cost = (order: number[]): number => {
    const layout = new DigitOrder(radices, order);
    let bytes = 0;
    for (const b of sample) {
      bytes += compressBlock(codec, storedBlock(values, layout, blockEntries, b), true).length;
      // Hundreds of calls held 100 MB and more of compressors' memory till the task's end. (One call
      // over the whole sample would hold less, but ranks worse: files 1.5% larger on the KCP-KAB chain.)
      collectCompressors();
    }
    return bytes;
  };
  const identity = radices.map((_, i) => i);
  if (radices.length <= EXHAUSTIVE_DIGITS) {
    let best = identity, bestCost = cost(identity);
    for (const order of permutations(identity)) {
      const c = cost(order);
      if (c < bestCost) [best, bestCost] = [order, c];
    }
    return new DigitOrder(radices, best);
  }
  let best = identity, bestCost = cost(identity);
  for (let improved = true; improved; ) {
    improved = false;
    for (let from = 0; from < best.length; from++) {
      for (let to = 0; to < best.length; to++) {
        if (to === from) continue;
        const order = best.slice();
        order.splice(to, 0, ...order.splice(from, 1));
        const c = cost(order);
        if (c < bestCost) [best, bestCost, improved] = [order, c, true];
      }
    }
  }
  return new DigitOrder(radices, best);
}

function permutations(items: number[]): number[][] {
  if (items.length === 0) return [[]];
  return items.flatMap((x, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [x, ...rest]));
}

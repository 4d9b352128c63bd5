/**
 * Chooses the digit order a side is stored in (shared/tablebase/digitOrder.ts) the way Syzygy
 * chooses its piece order: compress a sample of the side under each candidate and keep the smallest.
 * Up to five digits every order is tried, in as many tasks as there are threads; beyond that,
 * single-digit moves from the index order are kept while they help.
 */
import { DigitOrder } from '../../../shared/tablebase/digitOrder';
import type { BlockCodec } from './format';
import { collectCodecMemory, compressBlock } from './blockCodec';
import { storedBlock } from './writer';

/**
 * Each candidate is ranked on 8 slices spread over the side, a block each, or a 64th of the side
 * where that is less (at least 4,096 entries). Whole blocks made the choice cost up to four times the
 * side's compression on tables under a million entries a side (two fifths of KCP-KA's time on one
 * thread); slices of a 64th made the KCPA-KAB chain's files 0.15% larger, of a 256th 4%.
 */
const SAMPLE_SLICES = 8;
const SLICE_FRACTION = 64;
const MIN_SLICE = 4096;
const EXHAUSTIVE_DIGITS = 5;

/** One task's best layout: its order, its sample's compressed bytes, and its rank among the candidates (ties go to the lower). */
export interface OrderChoice {
  readonly order: number[];
  readonly bytes: number;
  readonly rank: number;
}

export function chooseDigitOrder(values: Uint16Array, radices: readonly number[], blockEntries: number, codec: BlockCodec): DigitOrder {
  return new DigitOrder(radices, rankDigitOrders(values, radices, blockEntries, codec, 0, 1).order);
}

/**
 * How many tasks the choice for a material of `digits` digits divides into: every exhaustive
 * candidate is independent, so four a thread (at most one a candidate), which keeps the batch's tail
 * short: candidates differ in cost, and with a task a thread one worker waited for the other (a
 * fifth of a second of KCP-KAB's 2.2 on two threads); the single-digit moves beyond five digits build
 * on each other, so one.
 */
export function orderChoiceParts(digits: number, threads: number): number {
  if (digits > EXHAUSTIVE_DIGITS) return 1;
  let candidates = 1;
  for (let d = 2; d <= digits; d++) candidates *= d;
  return Math.min(candidates, 4 * threads);
}

/** The best of the tasks' choices: what one task ranking every candidate would have chosen. */
export function bestOrderChoice(choices: readonly OrderChoice[]): OrderChoice {
  return choices.reduce((best, c) => (c.bytes < best.bytes || (c.bytes === best.bytes && c.rank < best.rank) ? c : best));
}

/**
 * Ranks share `part` of `parts` of the candidate orders (every `parts`-th, from `part`) and returns
 * the best; with more than five digits `parts` must be 1.
 */
export function rankDigitOrders(values: Uint16Array, radices: readonly number[], blockEntries: number, codec: BlockCodec, part: number, parts: number): OrderChoice {
  const slice = Math.min(blockEntries, Math.max(MIN_SLICE, Math.ceil(values.length / SLICE_FRACTION)));
  const slices = Math.ceil(values.length / slice), n = Math.min(slices, SAMPLE_SLICES);
  const sample = Array.from(new Set(Array.from({ length: n }, (_, i) => Math.floor((i * slices) / n) * slice)));
  const cost = (order: number[]): number => {
    const layout = new DigitOrder(radices, order);
    let bytes = 0;
    for (const start of sample) {
      const stored = storedBlock(values, layout, start, slice, true);
      bytes += compressBlock(codec, stored, 'quick').length;
      // Hundreds of calls held 100 MB and more of compressors' memory till the task's end. (One call
      // over the whole sample would hold less, but ranks worse: files 1.5% larger on the KCP-KAB chain.)
      collectCodecMemory(stored.byteLength);
    }
    return bytes;
  };
  const identity = radices.map((_, i) => i);
  if (radices.length <= EXHAUSTIVE_DIGITS) {
    // The index order comes first, so that it wins every tie.
    const candidates = permutations(identity);
    let best: OrderChoice = { order: identity, bytes: Infinity, rank: candidates.length };
    for (let rank = part; rank < candidates.length; rank += parts) {
      const bytes = cost(candidates[rank]);
      if (bytes < best.bytes) best = { order: candidates[rank], bytes, rank };
    }
    return best;
  }
  if (parts !== 1) throw new Error(`the order choice for ${radices.length} digits does not divide`);
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
  return { order: best, bytes: bestCost, rank: 0 };
}

function permutations(items: number[]): number[][] {
  if (items.length === 0) return [[]];
  return items.flatMap((x, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [x, ...rest]));
}

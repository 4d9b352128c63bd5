/**
 * Single-threaded generation of one table in memory: the reference driver for the kernels, used by
 * tests and small tables. The worker-pool driver runs the same kernel calls over split ranges.
 */
import type { Color } from '../../../shared/rules/piece';
import { MaterialIndex, type PieceCounts } from '../../../shared/tablebase/materialIndex';
import { DRAW, MAX_ORDER, UNKNOWN, lossValue, winValue } from '../../../shared/tablebase/value';
import { PerpetualCheckTrap } from './perpetual';
import type { CaptureProbe } from './captureProbe';
import { type Deferred, Kernel } from './kernel';
import { NEVER_LOSES, allocateTable, bitmapWords, viewTable, type TableState } from './tableState';

export interface GeneratedTable {
  readonly index: MaterialIndex;
  readonly values: readonly [Uint16Array, Uint16Array];
}

export function generateTable(counts: PieceCounts, probe: CaptureProbe): GeneratedTable {
  const index = new MaterialIndex(counts);
  const state = viewTable(allocateTable(index.size));
  const kernel = new Kernel(index, state, probe);
  const deferred: Deferred = { wins: [], losses: [] };
  for (const side of [0, 1] as const) kernel.initRange(side, 0, index.size, deferred);
  propagate(kernel, state, 0);
  const trap = new PerpetualCheckTrap(kernel, state, probe);
  for (let order = 1; order <= MAX_ORDER; order++) {
    let seeds = trap.decide(order);
    seeds += applyDeferred(state, deferred, order);
    if (seeds === 0 && order >= lastDeferredOrder(deferred)) break;
    propagate(kernel, state, order);
  }
  for (const side of [0, 1] as Color[]) {
    const values = state.values[side];
    for (let i = 0; i < values.length; i++) if (values[i] === UNKNOWN) values[i] = DRAW;
  }
  return { index, values: state.values };
}

/**
 * Captures whose sub-table value has a repetition order decide their position only when the analysis
 * reaches that order: wins at distance 1, and losing captures release their counter slot.
 */
export function applyDeferred(state: TableState, deferred: Deferred, order: number): number {
  let seeds = 0;
  for (let i = 0; i < deferred.wins.length; i += 3) {
    const [o, side, index] = [deferred.wins[i], deferred.wins[i + 1] as Color, deferred.wins[i + 2]];
    if (o !== order || state.values[side][index] !== UNKNOWN) continue;
    state.values[side][index] = winValue(order, 1);
    state.frontiers[1][side][index >> 5] |= 1 << (index & 31);
    seeds++;
  }
  for (let i = 0; i < deferred.losses.length; i += 3) {
    const [o, side, index] = [deferred.losses[i], deferred.losses[i + 1] as Color, deferred.losses[i + 2]];
    if (o !== order || state.values[side][index] !== UNKNOWN || state.counts[side][index] === NEVER_LOSES) continue;
    if (--state.counts[side][index] !== 0) continue;
    state.values[side][index] = lossValue(order, 1);
    state.frontiers[1][side][index >> 5] |= 1 << (index & 31);
    seeds++;
  }
  return seeds;
}

function lastDeferredOrder(deferred: Deferred): number {
  let last = 0;
  for (const list of [deferred.wins, deferred.losses]) for (let i = 0; i < list.length; i += 3) last = Math.max(last, list[i]);
  return last;
}

/** Runs levels until a level decides nothing new. */
export function propagate(kernel: Kernel, state: TableState, order: number): void {
  const words = bitmapWords(state.size);
  for (let level = 0; ; level++) {
    for (const side of [0, 1] as const) kernel.retroRange(side, level, order, 0, words);
    for (const side of [0, 1] as const) state.frontiers[level & 1][side].fill(0);
    const next = state.frontiers[(level + 1) & 1];
    if (isEmpty(next[0]) && isEmpty(next[1])) break;
  }
}

function isEmpty(bitmap: Int32Array): boolean {
  for (let i = 0; i < bitmap.length; i++) if (bitmap[i] !== 0) return false;
  return true;
}

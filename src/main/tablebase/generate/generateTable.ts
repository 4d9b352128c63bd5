/**
 * Single-threaded generation of one table in memory: the reference driver for the kernels, used by
 * tests and small tables. The worker-pool driver runs the same kernel calls over split ranges.
 */
import type { Color } from '../../../shared/rules/piece';
import { MaterialIndex, type PieceCounts } from '../../../shared/tablebase/materialIndex';
import { DRAW, UNKNOWN } from '../../../shared/tablebase/value';
import type { CaptureProbe } from './captureProbe';
import { type Deferred, Kernel } from './kernel';
import { allocateTable, bitmapWords, viewTable, type TableState } from './tableState';

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
  for (const side of [0, 1] as Color[]) {
    const values = state.values[side];
    for (let i = 0; i < values.length; i++) if (values[i] === UNKNOWN) values[i] = DRAW;
  }
  return { index, values: state.values };
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

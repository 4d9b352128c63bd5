/**
 * Per-side statistics of a generated table, counted like published figures: every legal placement
 * once, identical pieces interchangeable, no symmetry reduction (an index entry whose mirrored
 * defenders are not their own mirror image stands for two positions). Counted over index ranges, so
 * the generation's workers count a large table's parts at once, and the parts merged.
 */
import { boardFen } from '../../../../shared/rules/fen';
import { PositionCodec } from '../../../../shared/tablebase/codec';
import type { MaterialIndex } from '../../../../shared/tablebase/materialIndex';
import { DRAW, ILLEGAL, dtcOf, isChaseDecided, isWin, orderOf } from '../../../../shared/tablebase/value';
import { type SideRange, type WorkerTable, definePass } from './pass';

export interface SideStatistics {
  legal: number;
  win: number;
  draw: number;
  loss: number;
  maxDtc: number;
  maxDtcFen: string;
  /** Positions whose result the repetition rule decided (order > 0): the sum of the next two. */
  ruleDecided: number;
  /** Of those, the positions whose lines end in a perpetual check, and in a perpetual chase (format 4; absent before). */
  checkDecided?: number;
  chaseDecided?: number;
  /** Positions by DTC (decided wins and losses). */
  histogram: number[];
}

export interface TableStatistics {
  readonly red: SideStatistics;
  readonly black: SideStatistics;
}

/** The counts of one index range of one side; `maxDtcIndex` is the first entry of the longest DTC (-1 if none). */
export interface RangeStatistics {
  readonly legal: number;
  readonly win: number;
  readonly draw: number;
  readonly loss: number;
  readonly ruleDecided: number;
  readonly chaseDecided: number;
  readonly maxDtc: number;
  readonly maxDtcIndex: number;
  readonly histogram: number[];
}

/** Counts entries [lo, hi) of one side's finished values (no entry left unknown). */
export function rangeStatistics(values: ArrayLike<number>, index: MaterialIndex, symmetric: Uint8Array, lo: number, hi: number): RangeStatistics {
  let legal = 0, win = 0, draw = 0, loss = 0, ruleDecided = 0, chaseDecided = 0, maxDtc = -1, maxDtcIndex = -1;
  const histogram: number[] = [];
  // The mirrored defenders' digit is the most significant: its weight holds over runs of `stride` entries.
  const stride = index.strides[0];
  for (let start = lo; start < hi;) {
    const digit = Math.floor(start / stride), end = Math.min(hi, (digit + 1) * stride);
    const weight = symmetric[digit] ? 1 : 2;
    for (let i = start; i < end; i++) {
      const v = values[i];
      if (v === ILLEGAL) continue;
      legal += weight;
      if (v === DRAW) {
        draw += weight;
        continue;
      }
      if (isWin(v)) win += weight;
      else loss += weight;
      if (orderOf(v) > 0) ruleDecided += weight;
      if (isChaseDecided(v)) chaseDecided += weight;
      const dtc = dtcOf(v);
      while (histogram.length <= dtc) histogram.push(0);
      histogram[dtc] += weight;
      if (dtc > maxDtc) {
        maxDtc = dtc;
        maxDtcIndex = i;
      }
    }
    start = end;
  }
  return { legal, win, draw, loss, ruleDecided, chaseDecided, maxDtc, maxDtcIndex, histogram };
}

/** One side's statistics from its ranges' counts, in index order (the longest DTC's first entry gives the FEN). */
export function sideStatistics(parts: readonly RangeStatistics[], index: MaterialIndex, side: 0 | 1): SideStatistics {
  const s: SideStatistics = { legal: 0, win: 0, draw: 0, loss: 0, maxDtc: -1, maxDtcFen: '', ruleDecided: 0, checkDecided: 0, chaseDecided: 0, histogram: [] };
  let maxDtcIndex = -1;
  for (const part of parts) {
    s.legal += part.legal;
    s.win += part.win;
    s.draw += part.draw;
    s.loss += part.loss;
    s.ruleDecided += part.ruleDecided;
    s.chaseDecided! += part.chaseDecided;
    s.checkDecided! += part.ruleDecided - part.chaseDecided;
    part.histogram.forEach((count, dtc) => {
      s.histogram[dtc] = (s.histogram[dtc] ?? 0) + count;
    });
    if (part.maxDtc > s.maxDtc) {
      s.maxDtc = part.maxDtc;
      maxDtcIndex = part.maxDtcIndex;
    }
  }
  for (let d = 0; d < s.histogram.length; d++) s.histogram[d] ??= 0;
  if (maxDtcIndex >= 0) {
    // Decoded by the index, not a PositionCodec: building one's tables took the driver 10-25 ms a
    // side and table while the workers waited.
    const board = new Int8Array(90);
    index.decodeBoard(maxDtcIndex, board);
    s.maxDtcFen = `${boardFen(board)} ${side === 0 ? 'w' : 'b'}`;
  }
  return s;
}

/** Both sides' statistics of a table in memory, counted in the calling thread. */
export function tableStatistics(table: { index: MaterialIndex; values: readonly [ArrayLike<number>, ArrayLike<number>] }): TableStatistics {
  const symmetric = new PositionCodec(table.index).symmetric;
  const [red, black] = ([0, 1] as const).map((side) =>
    sideStatistics([rangeStatistics(table.values[side], table.index, symmetric, 0, table.values[side].length)], table.index, side));
  return { red, black };
}

/** Counts a finished side's entries [lo, hi) for the table's statistics. */
export interface StatisticsTask extends SideRange {
  readonly pass: 'statistics';
}

export const statisticsPass = definePass({
  name: 'statistics',
  prepare: (table): WorkerTable => table,
  run: (table, task: StatisticsTask): RangeStatistics =>
    rangeStatistics(table.state.values[task.side], table.material, table.kernel.codec.symmetric, task.lo, task.hi),
});

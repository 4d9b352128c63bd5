/**
 * Per-side statistics of a generated table, counted like published figures: every legal placement
 * once, identical pieces interchangeable, no symmetry reduction (an index entry whose red
 * defenders are not their own mirror image stands for two positions).
 */
import { boardFen } from '../../../shared/rules/fen';
import { PositionCodec } from '../../../shared/tablebase/codec';
import type { MaterialIndex } from '../../../shared/tablebase/materialIndex';
import { DRAW, ILLEGAL, dtcOf, isWin, orderOf } from '../../../shared/tablebase/value';

export interface SideStatistics {
  legal: number;
  win: number;
  draw: number;
  loss: number;
  maxDtc: number;
  maxDtcFen: string;
  /** Positions whose result the perpetual-check rule decided (order > 0). */
  ruleDecided: number;
  /** Positions by DTC (decided wins and losses). */
  histogram: number[];
}

export interface TableStatistics {
  readonly red: SideStatistics;
  readonly black: SideStatistics;
}

export function tableStatistics(table: { index: MaterialIndex; values: readonly [ArrayLike<number>, ArrayLike<number>] }): TableStatistics {
  const codec = new PositionCodec(table.index);
  const [red, black] = ([0, 1] as const).map((side) => {
    const s: SideStatistics = { legal: 0, win: 0, draw: 0, loss: 0, maxDtc: -1, maxDtcFen: '', ruleDecided: 0, histogram: [] };
    const values = table.values[side];
    for (let i = 0; i < values.length; i++) {
      const v = values[i];
      if (v === ILLEGAL) continue;
      const weight = codec.redSymmetric[table.index.digitOf(i, 0)] ? 1 : 2;
      s.legal += weight;
      if (v === DRAW) {
        s.draw += weight;
        continue;
      }
      if (isWin(v)) s.win += weight;
      else s.loss += weight;
      if (orderOf(v) > 0) s.ruleDecided += weight;
      const dtc = dtcOf(v);
      s.histogram[dtc] = (s.histogram[dtc] ?? 0) + weight;
      if (dtc > s.maxDtc) {
        s.maxDtc = dtc;
        codec.load(i);
        s.maxDtcFen = `${boardFen(codec.board)} ${side === 0 ? 'w' : 'b'}`;
      }
    }
    for (let d = 0; d < s.histogram.length; d++) s.histogram[d] ??= 0;
    return s;
  });
  return { red, black };
}

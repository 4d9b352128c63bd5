/**
 * What a probed value says, as every place that shows one (the move list, the position's badge, the
 * best line, the CLI's `probe`) words it: the result, the metric and its distance, the repetition
 * order with the rule that decided it, and whether the natural move limit (自然限着) would stop the
 * conversion over the board (docs/rules.md 2.3, 2.4).
 */
import type { RepetitionRule, Value, Wdl } from './value';

/** 60 moves without a capture draw a game over the board; a table's value assumes no limit. */
export const NATURAL_MOVE_LIMIT_PLIES = 120;

/** The distance a verdict words: DTC (a DTM, where known, is shown beside it). */
export type DistanceMetric = 'dtc';

export interface Verdict {
  readonly result: Wdl;
  /** Null for a draw, which has no distance. */
  readonly distance: { readonly metric: DistanceMetric; readonly plies: number } | null;
  readonly order: number;
  /** The rule whose cycle a value of repetition order above 0 ends in (tables before format 4 read as check). */
  readonly rule: RepetitionRule | null;
  /** A win or loss whose conversion takes more plies without a capture than the natural move limit allows. */
  readonly beyondMoveLimit: boolean;
}

/** A probed value (the prober's, or the API's `ValueView`, which has the same fields) made into what it says. */
export function verdictOf(v: Value): Verdict {
  const decisive = v.wdl !== 'draw';
  return {
    result: v.wdl,
    distance: decisive ? { metric: 'dtc', plies: v.dtc } : null,
    order: v.order,
    rule: decisive && v.order > 0 ? v.rule ?? 'check' : null,
    beyondMoveLimit: decisive && v.dtc > NATURAL_MOVE_LIMIT_PLIES,
  };
}

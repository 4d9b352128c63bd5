/**
 * What a probed value says, as every place that shows one (the move list, the position's badge, the
 * best line, the CLI's `probe`) words it: the result, the metric and its distance, the repetition
 * order with the rule that decided it, and whether the natural move limit (自然限着) would stop the
 * conversion over the board (docs/rules.md 2.3, 2.4).
 */
import type { Value, Wdl } from './value';

/** 60 moves without a capture draw a game over the board; a table's value assumes no limit. */
export const NATURAL_MOVE_LIMIT_PLIES = 120;

/** The distance a table stores. DTM joins when DTM tables exist. */
export type Metric = 'dtc';

/**
 * The rule that decided a value of repetition order above 0. A table does not store which rule it
 * was (docs/rules.md 2.3), so all a probe can say is "the repetition rule"; the kinds (perpetual
 * check, perpetual chase) belong here once the probe carries them.
 */
export type DecidingRule = 'repetition';

export interface Verdict {
  readonly result: Wdl;
  /** Null for a draw, which has no distance. */
  readonly distance: { readonly metric: Metric; readonly plies: number } | null;
  readonly order: number;
  readonly rule: DecidingRule | null;
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
    rule: decisive && v.order > 0 ? 'repetition' : null,
    beyondMoveLimit: decisive && v.dtc > NATURAL_MOVE_LIMIT_PLIES,
  };
}

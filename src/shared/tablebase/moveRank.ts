/**
 * Which of two moves is better for their mover under a metric: the one rule the prober's move list
 * and best line, the exported line and its sidelines, the search's line through the tables, the
 * study's solution tree and its soundness report all rank by. A better result first; between wins
 * the lower repetition order, between losses the higher; then, by DTC, the shorter win (the longer
 * loss) by DTC and among those tied the shorter (longer) by DTM, where both moves have one; by DTM,
 * the shorter (longer) by DTM, or by DTC where either move lacks a DTM. The loser's tie-break by DTM
 * is what makes the shown defence the most stubborn: two defences that reach the next capture as
 * late need not be mated as late.
 */
import type { Metric, Wdl } from './value';

/** A move's value for its mover: its result, distances and repetition order (a DTM where known). */
export interface RankedValue {
  readonly wdl: Wdl;
  readonly dtc: number;
  readonly order: number;
  readonly dtm?: number | null;
}

const CLASS: Readonly<Record<Wdl, number>> = { win: 2, draw: 1, loss: 0 };

/** Negative when `a` is better for its mover than `b`, 0 when equal under `metric` (every draw equals every draw). */
export function compareByMetric(a: RankedValue, b: RankedValue, metric: Metric): number {
  return compare(a, b, metric, a.dtm != null && b.dtm != null);
}

/**
 * The comparison among `moves` under `metric`, DTM counted only where every one of them has it (a list
 * where some lack it would otherwise be ordered, and called equal, by whichever pairs were compared).
 */
export function comparisonAmong(moves: readonly RankedValue[], metric: Metric): (a: RankedValue, b: RankedValue) => number {
  const both = moves.every((m) => m.dtm != null);
  return (a, b) => compare(a, b, metric, both);
}

/** `moves` sorted best first under `metric` (`comparisonAmong`); `tie` orders what the rule leaves equal. */
export function sortByMetric<T extends RankedValue>(moves: readonly T[], metric: Metric, tie: (a: T, b: T) => number = () => 0): T[] {
  const by = comparisonAmong(moves, metric);
  return [...moves].sort((a, b) => by(a, b) || tie(a, b));
}

function compare(a: RankedValue, b: RankedValue, metric: Metric, both: boolean): number {
  if (a.wdl !== b.wdl) return CLASS[b.wdl] - CLASS[a.wdl];
  if (a.wdl === 'draw') return 0;
  const first = metric === 'dtm' && both ? a.dtm! - b.dtm! : a.dtc - b.dtc;
  const then = metric === 'dtc' && both ? a.dtm! - b.dtm! : 0;
  const d = a.order - b.order || first || then;
  return a.wdl === 'win' ? d : -d;
}

/**
 * Which moves keep a result and which is best, under the metric the study is read by: the one rule of
 * shared/tablebase/moveRank.ts (by DTC the shorter win, the longer loss, ties broken by DTM; by DTM
 * the shorter mate, the later one), so the solution tree, the soundness report and the best line
 * agree on the most stubborn defence. DTM counts where every move compared has one (the folder holds
 * the DTM tables), else DTC does. Studies read by DTM unless told otherwise: a quick capture can still
 * leave a long way to mate. Beyond the tables a move's value may be unproven (proof.ts): it keeps no
 * goal, holds no result, and ranks below a proven win and above a proven draw.
 */
import { comparisonAmong } from '../tablebase/moveRank';
import type { Metric, Wdl } from '../tablebase/value';
import { type ProbedMove, isProven } from './probe';
import type { Goal } from './stipulation';

/** The metric studies are ranked by when none is chosen. */
export const STUDY_METRIC: Metric = 'dtm';

const CLASS: Record<Wdl, number> = { win: 2, draw: 1, loss: 0 };
const classOf = (m: ProbedMove) => (isProven(m) ? CLASS[m.wdl] : 1.5);

/** Whether a move (valued for its mover) is proven to achieve the goal; a win more than keeps a draw. */
export function keepsGoal(move: Pick<ProbedMove, 'wdl' | 'proof'>, goal: Goal): boolean {
  if (!isProven(move)) return false;
  return goal === 'win' ? move.wdl === 'win' : move.wdl !== 'loss';
}

/**
 * The comparison among `moves` under `metric` (moveRank.ts's, DTM counted only where every one of
 * them has it): negative when `a` is better for its mover than `b`, 0 when as good (every draw,
 * every unproven move).
 */
export function comparisonOf(moves: readonly ProbedMove[], metric: Metric = STUDY_METRIC): (a: ProbedMove, b: ProbedMove) => number {
  const by = comparisonAmong(moves, metric);
  return (a, b) => (classOf(a) !== classOf(b) ? classOf(b) - classOf(a) : isProven(a) ? by(a, b) : 0);
}

/** `comparisonOf` the two moves alone. */
export function compareMoves(a: ProbedMove, b: ProbedMove, metric: Metric = STUDY_METRIC): number {
  return comparisonOf([a, b], metric)(a, b);
}

/** The moves best first under `metric`; equals keep the order they came in (the table's, by DTC). */
export function ranked(moves: readonly ProbedMove[], metric: Metric = STUDY_METRIC): readonly ProbedMove[] {
  return [...moves].sort(comparisonOf(moves, metric));
}

/** The solver's moves that keep the goal, best first. */
export function keepingMoves(moves: readonly ProbedMove[], goal: Goal, metric: Metric = STUDY_METRIC): readonly ProbedMove[] {
  return ranked(moves.filter((m) => keepsGoal(m, goal)), metric);
}

/** The defender's moves proven to hold its best proven result (every other proven move gives something up), best first. */
export function holdingMoves(moves: readonly ProbedMove[], metric: Metric = STUDY_METRIC): readonly ProbedMove[] {
  const best = ranked(moves, metric).filter(isProven);
  return best.filter((m) => m.wdl === best[0].wdl);
}

/**
 * Which moves keep a result and which is best. The tables rank moves by DTC (plies to the next
 * capture or mate); a DTM table (plies to mate) would rank them better, since a quick capture can
 * still leave a long way to mate. This is the one place that would switch: where every move compared
 * has a DTM, it decides, else DTC does.
 */
import type { Wdl } from '../tablebase/value';
import type { ProbedMove } from './probe';
import type { Goal } from './stipulation';

const CLASS: Record<Wdl, number> = { win: 2, draw: 1, loss: 0 };

/** Whether a move (valued for its mover) achieves the goal; a win more than keeps a draw. */
export function keepsGoal(move: Pick<ProbedMove, 'wdl'>, goal: Goal): boolean {
  return goal === 'win' ? move.wdl === 'win' : move.wdl !== 'loss';
}

function distance(m: ProbedMove, mate: boolean): number {
  return m.order * 4096 + (mate ? m.dtm! : m.dtc);
}

/**
 * Negative when `a` is better for its mover than `b`: a better result; among wins the shorter, among
 * losses the longer, by DTM when both have one, else by DTC. Draws are equal.
 */
export function compareMoves(a: ProbedMove, b: ProbedMove): number {
  if (a.wdl !== b.wdl) return CLASS[b.wdl] - CLASS[a.wdl];
  if (a.wdl === 'draw') return 0;
  const mate = a.dtm != null && b.dtm != null;
  const d = distance(a, mate) - distance(b, mate);
  return a.wdl === 'win' ? d : -d;
}

/** The moves best first: the table's order, re-sorted by DTM when every move has one. */
export function ranked(moves: readonly ProbedMove[]): readonly ProbedMove[] {
  return moves.every((m) => m.dtm != null) ? [...moves].sort(compareMoves) : moves;
}

/** The solver's moves that keep the goal, best first. */
export function keepingMoves(moves: readonly ProbedMove[], goal: Goal): readonly ProbedMove[] {
  return ranked(moves.filter((m) => keepsGoal(m, goal)));
}

/** The defender's moves that hold its best result (every other move gives something up), best first. */
export function holdingMoves(moves: readonly ProbedMove[]): readonly ProbedMove[] {
  const best = ranked(moves);
  return best.filter((m) => m.wdl === best[0].wdl);
}

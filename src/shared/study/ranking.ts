/**
 * Which moves keep a result and which is best. The tables rank moves by DTC (plies to the next
 * capture or mate); DTM (plies to mate) ranks them better, since a quick capture can still leave a
 * long way to mate. This is the one place that switches: where every move compared has a DTM (the
 * folder holds the DTM tables), it decides, else DTC does. Beyond the tables a move's value may be unproven (proof.ts):
 * it keeps no goal, holds no result, and ranks below a proven win and above a proven draw.
 */
import type { Wdl } from '../tablebase/value';
import { type ProbedMove, isProven } from './probe';
import type { Goal } from './stipulation';

const CLASS: Record<Wdl, number> = { win: 2, draw: 1, loss: 0 };
const classOf = (m: ProbedMove) => (isProven(m) ? CLASS[m.wdl] : 1.5);

/** Whether a move (valued for its mover) is proven to achieve the goal; a win more than keeps a draw. */
export function keepsGoal(move: Pick<ProbedMove, 'wdl' | 'proof'>, goal: Goal): boolean {
  if (!isProven(move)) return false;
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
  if (classOf(a) !== classOf(b)) return classOf(b) - classOf(a);
  if (!isProven(a) || a.wdl === 'draw') return 0;
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

/** The defender's moves proven to hold its best proven result (every other proven move gives something up), best first. */
export function holdingMoves(moves: readonly ProbedMove[]): readonly ProbedMove[] {
  const best = ranked(moves).filter(isProven);
  return best.filter((m) => m.wdl === best[0].wdl);
}

/**
 * `search`: iterative deepening at the root over the principal-variation search (search.ts), with
 * an aspiration window from depth 4, several root lines (multi-PV), the mate search by checks
 * between the iterations (mateByChecks.ts), the lines continued through the tables, and the
 * reports: each finished iteration, and a win proven in the middle of one (`onUpdate`).
 */
import type { Move } from '../rules/move';
import type { Position } from '../rules/position';
import { type GameBefore, SearchBoard } from './board';
import type { Limits } from './limits';
import { MateByChecks } from './mateByChecks';
import { INFINITE, MATE_BOUND, isDecisive, matedIn } from './score';
import { type PvLine, Searcher } from './search';
import { extendThroughTables } from './tableLine';
import type { TableProbe } from './tableProbe';
import { TranspositionTable } from './transposition';

export interface Iteration {
  readonly depth: number;
  /** Deepest ply reached, extensions and quiescence included. */
  readonly selDepth: number;
  readonly score: number;
  readonly nodes: number;
  readonly timeMs: number;
  readonly nps: number;
  readonly tableHits: number;
  readonly pv: readonly Move[];
  /** The best `multiPV` root moves, best first, each with its own score and line; the first is `score` and `pv`. */
  readonly lines: readonly PvLine[];
  /** Reported before its depth was finished (`onUpdate`): a win proven by one root move, the others still to be searched. */
  readonly partial?: true;
}

export interface SearchResult {
  /** 0 when the side to move has no legal move. */
  readonly bestMove: Move;
  readonly score: number;
  readonly depth: number;
  readonly nodes: number;
  readonly timeMs: number;
  readonly pv: readonly Move[];
  readonly iterations: readonly Iteration[];
  /** The search ended on its stop flag, time or node limit rather than its depth. */
  readonly interrupted: boolean;
}

export interface SearchOptions {
  readonly limits?: Limits;
  /** Transposition table size (default 16 MB); or pass `table` to reuse one. */
  readonly hashMb?: number;
  readonly table?: TranspositionTable;
  readonly probe?: TableProbe;
  readonly onIteration?: (iteration: Iteration) => void;
  /**
   * Hears a win (a mate, or a table's win) as soon as a root move proves it, in the middle of its
   * iteration (`partial`), when it is better than the last line reported: a deep iteration may run
   * for minutes after it found the mate, searching the other root moves for a shorter one. Not in the
   * first iteration, which ends at once; not with multi-PV, whose lines are only in order once the
   * iteration is over.
   */
  readonly onUpdate?: (iteration: Iteration) => void;
  readonly now?: () => number;
  /** Search only these root moves (legal ones; the others are ignored), like UCI's `searchmoves`. */
  readonly only?: readonly Move[];
  /** The game that led to the root, so repetitions of earlier positions count. */
  readonly game?: GameBefore;
  /** How many root moves to report, each with its own score and line (default 1, like UCI's MultiPV). */
  readonly multiPV?: number;
}

/** Half-width of the aspiration window, in evaluation units (a pawn = 100). */
const ASPIRATION = 50;
/** The mate search's budget after the first iterations, which search few nodes. */
const MATE_BUDGET_MIN = 2000;

/** Searches `pos` (left unchanged) until a limit; reports each finished iteration. */
export function search(pos: Position, options: SearchOptions = {}): SearchResult {
  const tt = options.table ?? new TranspositionTable(options.hashMb ?? 16);
  const s = new Searcher(new SearchBoard(pos.clone(), options.probe, options.game), tt, options.limits ?? {}, options.now);
  s.ordering.reset();
  const iterations: Iteration[] = [];
  let bestMove = 0, score = 0, pv: readonly Move[] = [], depth = 0;
  let legal = pos.legalMoves();
  if (options.only) {
    const only = options.only;
    const kept = legal.filter((m) => only.includes(m));
    if (kept.length) legal = kept;
  }
  if (legal.length === 0) {
    return { bestMove: 0, score: matedIn(0), depth: 0, nodes: 0, timeMs: s.clock.elapsed(), pv: [], iterations, interrupted: false };
  }
  const lineCount = Math.max(1, Math.min(Math.floor(options.multiPV ?? 1), legal.length));
  // A mate by checks, once proven, stands until an iteration finds a better line (a shorter mate).
  let proven: PvLine | undefined;
  const mates = lineCount === 1 && !options.only ? new MateByChecks(s) : undefined;
  const probe = options.probe;
  const throughTables = (line: PvLine): PvLine => (probe !== undefined && isDecisive(line.score) && Math.abs(line.score) < MATE_BOUND
    ? { score: line.score, pv: extendThroughTables(pos, line.pv, probe) } : line);
  const report = (d: number, lines: readonly PvLine[], partial: boolean): Iteration => {
    const timeMs = s.clock.elapsed();
    return {
      depth: d, selDepth: s.selDepth, score: lines[0].score, nodes: s.nodes, timeMs,
      nps: Math.round((s.nodes * 1000) / Math.max(1, timeMs)), tableHits: s.tableHits, pv: lines[0].pv, lines, ...(partial ? { partial } : {}),
    };
  };
  let d = 1;
  // The last line reported, finished or not: a partial one must be a better win.
  let last: PvLine = { score: -INFINITE, pv: [] };
  const onUpdate = options.onUpdate;
  if (onUpdate && lineCount === 1) {
    s.onRootLine = (rootScore) => {
      if (d === 1 || !isDecisive(rootScore) || rootScore <= Math.max(0, last.score)) return;
      last = { score: rootScore, pv: s.pv() };
      onUpdate(report(d, [throughTables(last)], true));
    };
  }
  // The mate table goes back to the thread even when a caller's callback throws to end the search.
  try {
    for (; d <= s.clock.maxDepth; d++) {
      if (d > 1 && !s.clock.startNext(s.nodes)) break;
      s.selDepth = 0;
      let found = searchLines(s, d, legal, lineCount, score, options.only !== undefined);
      if (found === undefined) break;
      if (proven !== undefined && found[0].score < proven.score) found = [proven];
      // The mate search may use half the nodes searched so far: where it has few checks to try its
      // tree soon ends, and where it mates it is far quicker than the full width.
      if (mates && !mates.done && !isDecisive(found[0].score)) {
        const mate = mates.next(Math.max(MATE_BUDGET_MIN, s.nodes >> 1));
        if (mate !== undefined) found = [(proven = mate)];
      }
      const lines = found.map(throughTables);
      ({ score, pv } = lines[0]);
      bestMove = pv[0] ?? legal[0];
      depth = d;
      const iteration = report(d, lines, false);
      last = lines[0];
      iterations.push(iteration);
      options.onIteration?.(iteration);
      // A mate is exact once the search is comfortably deeper than it.
      if (Math.abs(score) >= MATE_BOUND && d >= (matePlies(score) + 4)) break;
    }
  } finally {
    mates?.release();
  }
  if (bestMove === 0) bestMove = legal[0];
  return {
    bestMove, score, depth, nodes: s.nodes, timeMs: s.clock.elapsed(), pv: pv.length ? pv : [bestMove], iterations,
    interrupted: s.clock.isStopped,
  };
}

/**
 * One iteration at the root: the best `count` root moves, each searched with the better ones left
 * out (so each line's score is exact for its own move), best first; undefined when stopped. The first
 * line searches a window around the last score first (from depth 4) and the full range when the score
 * falls outside it.
 */
function searchLines(s: Searcher, depth: number, candidates: readonly Move[], count: number, last: number, restricted: boolean): PvLine[] | undefined {
  const lines: PvLine[] = [];
  for (let k = 0; k < count; k++) {
    s.rootMoves = k === 0 ? (restricted ? candidates : undefined) : candidates.filter((m) => !lines.some((line) => line.pv[0] === m));
    let value: number;
    if (k === 0 && depth >= 4 && !isDecisive(last)) {
      const low = last - ASPIRATION, high = last + ASPIRATION;
      value = s.search(depth, low, high, 0, true, false);
      if (!s.clock.isStopped && (value <= low || value >= high)) value = s.search(depth, -INFINITE, INFINITE, 0, true, false);
    } else value = s.search(depth, -INFINITE, INFINITE, 0, true, false);
    if (s.clock.isStopped) return undefined;
    lines.push({ score: value, pv: s.pv() });
  }
  // Later lines are searched with different windows and may come out higher: keep them in order.
  return lines.sort((a, b) => b.score - a.score);
}

function matePlies(score: number): number {
  return INFINITE - 1 - Math.abs(score);
}

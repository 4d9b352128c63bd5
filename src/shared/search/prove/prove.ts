/**
 * `prove`: a result only when it is proven. Iterative deepening, one ply at a time, of the exhaustive
 * search in proofSearch.ts (every move of both sides, nothing pruned that could hide a defence),
 * from the position the side to move faces; the first depth whose value is a win or a loss is the
 * proof, except a mate longer than the depth (one a DTM table proves, or a deeper transposition's):
 * a shorter mate may lie within a later depth, so the search goes on, keeping the shortest mate found,
 * until the depth covers it (then it is the shortest) or a limit stops it first (then the proof says
 * the mate may not be the shortest). A root the tables settle (or drawn by rule, or without a legal
 * move) is answered at once. Otherwise "not proven" when a limit (depth, time, nodes, the stop flag)
 * ends the search first.
 */
import { isDrawnByRule, materialOfBoard } from '../../material/material';
import type { Move } from '../../rules/move';
import type { Position } from '../../rules/position';
import { LimitClock, type Limits } from '../limits';
import { INFINITE, MATE_BOUND, describeScore, matedIn, tableValueScore } from '../score';
import type { TableProbe } from '../tableProbe';
import { extendThroughTables } from '../tableLine';
import { TranspositionTable } from '../transposition';
import { ProofSearch, UNPROVEN } from './proofSearch';

/**
 * How a proof ends: at mate, at a table position, or by a rule (perpetual check loses; no side can
 * win); `search` for a draw the proof-number search proved (both sides' wins refuted: `defence`).
 */
export type ProvenBy = 'mate' | 'table' | 'rule' | 'search';

/** Which prover answered: the exhaustive deepening search (proofSearch.ts) or the proof-number search (dfpn.ts). */
export type ProofMethod = 'full-width' | 'proof-number';

/**
 * A proven draw's tree at the root: the side to move's move that does not lose, and for each of its
 * moves (its tries to win) the other side's answer and how that answer is known: a leaf (a table's
 * draw, a rule's, a repetition) or the search below it.
 */
export interface DrawDefence {
  readonly holds: Move;
  readonly tries: readonly { readonly move: Move; readonly answer: Move | undefined; readonly how: 'mate' | 'table' | 'rule' | 'draw' | 'horizon' | 'search' }[];
}

/**
 * What a proof's `plies` count: plies to mate (`dtm`: a mate the search reached, or a table position
 * whose DTM table is in the folder), or plies to a table's next conversion or the rule's repetition
 * (`dtc`, and for a draw).
 */
export type ProofMetric = 'dtc' | 'dtm';

export type Proof =
  | {
    readonly proven: true;
    /** For the side to move. */
    readonly result: 'win' | 'draw' | 'loss';
    /**
     * Plies to mate (by mate), or to the table position that settles the line plus that table's
     * distance: to mate where its DTM table is in the folder, else to its next conversion (by
     * table), or to the repetition the rule judges (by rule); 0 for a draw.
     */
    readonly plies: number;
    readonly metric: ProofMetric;
    readonly by: ProvenBy;
    /** The mate or table score (score.ts) the proof found; 0 for a draw. */
    readonly score: number;
    /** The winner's fastest line against the loser's longest resistance, through the tables to the conversion (to mate by DTM). */
    readonly pv: readonly Move[];
    /**
     * Whether `plies` is the shortest there is: the depth covered it, or the tables settle the root.
     * False where a limit stopped the deepening first (a mate in at most `plies`), or a DTC table's
     * conversion was accepted at the first depth reaching it.
     */
    readonly shortest: boolean;
    readonly depth: number;
    readonly nodes: number;
    readonly timeMs: number;
    readonly method?: ProofMethod;
    /** A draw the proof-number search proved: the defence. */
    readonly defence?: DrawDefence;
  }
  | {
    readonly proven: false; readonly depth: number; readonly nodes: number; readonly timeMs: number;
    /** The stop flag ended it (Ctrl-C), not its limits. */
    readonly stopped?: boolean;
  };

/** A finished depth with nothing proven yet. */
export interface ProofDepth {
  readonly depth: number;
  readonly nodes: number;
  readonly timeMs: number;
}

export interface ProofOptions {
  /** `depth` in plies; the search also stops on `timeMs`, `nodes` and the `stop` flag. */
  readonly limits?: Limits;
  /** Transposition table size (default 16 MB); or pass `table` (cleared) to reuse one. */
  readonly hashMb?: number;
  readonly table?: TranspositionTable;
  readonly probe?: TableProbe;
  readonly onDepth?: (report: ProofDepth) => void;
  readonly now?: () => number;
}

/** Proves the result of `pos` (left unchanged) for the side to move, or says it could not. */
export function prove(pos: Position, options: ProofOptions = {}): Proof {
  const clock = new LimitClock(options.limits ?? {}, options.now);
  const root = settleRoot(pos, options.probe);
  if (root) return { ...root, shortest: true, depth: 0, nodes: 0, timeMs: clock.elapsed() };
  const prover = new ProofSearch(pos.clone(), options.table ?? new TranspositionTable(options.hashMb ?? 16), options.probe, clock);
  let depth = 0;
  // The shortest mate proven so far beyond its depth, returned if a limit stops the deepening.
  let best: Extract<Proof, { proven: true }> | undefined;
  for (let d = 1; d <= clock.maxDepth && !clock.check(prover.nodes); d++) {
    const value = prover.search(d, -INFINITE, INFINITE, 0);
    if (clock.isStopped) break;
    depth = d;
    if (value !== UNPROVEN) {
      const line = prover.line(value, d);
      const plies = pliesOf(value), metric = metricOf(value);
      if (!clock.isStopped && line.end !== undefined && line.end !== 'draw') {
        const pv = line.end === 'table' && options.probe ? extendThroughTables(pos, line.moves, options.probe, plies - line.moves.length) : line.moves;
        const proof = {
          proven: true as const, result: value > 0 ? 'win' as const : 'loss' as const, plies, metric, by: line.end, score: value, pv,
          shortest: plies <= d, depth: d, nodes: prover.nodes, timeMs: clock.elapsed(),
        };
        // A table win by DTC settles the proof at the first depth reaching a table, as always; a
        // mate longer than the depth waits for a depth that covers it.
        if (metric === 'dtc' || proof.shortest) return proof;
        if (!best || plies <= best.plies) best = proof;
      }
      if (clock.isStopped) break;
    }
    options.onDepth?.({ depth: d, nodes: prover.nodes, timeMs: clock.elapsed() });
  }
  if (best) return { ...best, depth, nodes: prover.nodes, timeMs: clock.elapsed() };
  const stopped = options.limits?.stop !== undefined && Atomics.load(options.limits.stop, 0) !== 0;
  return { proven: false, depth, nodes: prover.nodes, timeMs: clock.elapsed(), ...(stopped ? { stopped: true } : {}) };
}

/** The distance a mate or table score carries (0 for any other). */
function pliesOf(score: number): number {
  const d = describeScore(score);
  return d.kind === 'value' ? 0 : d.plies;
}

/** What a decisive score's plies count: to mate, or to a table's conversion (or the rule's repetition). */
function metricOf(score: number): ProofMetric {
  return Math.abs(score) >= MATE_BOUND ? 'dtm' : 'dtc';
}

type Settled = Omit<Extract<Proof, { proven: true }>, 'depth' | 'nodes' | 'timeMs' | 'shortest'>;

/**
 * The root's result when it needs no search: no legal move, drawn by rule, or inside a table (its
 * distance the DTM where the folder has the DTM table, as the search scores it, else the DTC).
 */
export function settleRoot(pos: Position, probe: TableProbe | undefined): Settled | undefined {
  if (!pos.hasLegalMove()) return { proven: true, result: 'loss', plies: 0, metric: 'dtm', by: 'mate', score: matedIn(0), pv: [] };
  const m = materialOfBoard(pos.board);
  if (isDrawnByRule(m)) return { proven: true, result: 'draw', plies: 0, metric: 'dtc', by: 'rule', score: 0, pv: [] };
  const v = probe?.hasTable(m) ? probe.value(pos) : undefined;
  if (!v || !probe) return undefined;
  if (v.wdl === 'draw') return { proven: true, result: 'draw', plies: 0, metric: 'dtc', by: 'table', score: 0, pv: [] };
  // Scored as the search scores a table position; the line is the tables' by the same metric.
  const score = tableValueScore(v, 0), plies = pliesOf(score);
  return { proven: true, result: v.wdl, plies, metric: metricOf(score), by: 'table', score, pv: extendThroughTables(pos, [], probe, plies) };
}

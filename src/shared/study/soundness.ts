/**
 * The soundness report of a study: whether the tables give the stipulated result, and along the main
 * line (the study's, else the tree's first line) which moves of the solver are the only ones keeping
 * the goal (唯一着) and which have duals, whether the defender's moves are its best, and, in a draw
 * study, the defender's tries and the solver's answers. It is computed from the tables each time it
 * is asked for, never stored, so regenerated tables cannot leave it stale.
 *
 * In a draw study the solver holds the draw and the defender plays for a win it cannot force: its
 * tries are its other moves that keep the draw for it, each refuted by the solver's drawing reply. In
 * a win study every defence loses; the tree answers each of them, so the report lists none as tries.
 *
 * Every comparison of moves (the best defence, a defence as stubborn as the one played, a dual
 * that loses time) is ranking.ts's under the metric the report is read by: by DTC the longest DTC
 * then the longest DTM, by DTM the longest DTM. Plies are counted from 1 inside; the words number
 * them by moves as the line does (shared/words/reportText.ts).
 *
 * Beyond the tables (proof.ts) every value is marked with how it is known, and the verdict is one of
 * three: `sound`, `unsound` (proven: the result is not the stipulated one, the key gives the goal up
 * or another first move keeps it too) or `unproven` (a step it rests on could not be proven within
 * the prover's budget: the start's value, a move of the main line, or another first move that might
 * keep the goal); `unprovenAt` says where.
 */
import { isDrawnByRule, materialOfBoard } from '../material/material';
import { writeMove } from '../notation';
import { parseIccs } from '../notation/iccs';
import { Position } from '../rules/position';
import type { Metric, Wdl } from '../tablebase/value';
import { type ProbedMove, type ProofMark, type StudyProbe, type StudyValue, isProven } from './probe';
import { STUDY_METRIC, comparisonOf, holdingMoves, keepingMoves, keepsGoal, ranked } from './ranking';
import { startValue } from './proof';
import { positionKey } from './solutionTree';
import type { Stipulation } from './stipulation';

/**
 * `transposes`: against the defender's best defences the solver can force its way back to a later
 * position of the main line within TRANSPOSE_PLIES; `loses-time`: it cannot, and the dual is slower
 * than the main line's move; `alternative`: it cannot, and the dual is as fast (a second solution).
 */
export type DualKind = 'transposes' | 'loses-time' | 'alternative';

/** Plies after a dual within which a return to the main line makes it a transposition. */
export const TRANSPOSE_PLIES = 4;

/** Plies of the tree's first line when the study gives none: a drawn line can go on for ever. */
export const FIRST_LINE_PLIES = 200;

export interface ReportMove {
  readonly iccs: string;
  /** Chinese notation. */
  readonly text: string;
  readonly wdl: Wdl;
  readonly dtc: number;
  readonly dtm: number | null;
  readonly order: number;
  /** How the value is known: `table` (the tables, or a proof ending in one), `search`, or `unproven`. */
  readonly proof: ProofMark;
}

export interface Dual extends ReportMove {
  readonly kind: DualKind;
}

export interface Try extends ReportMove {
  /** The solver's best reply that keeps the draw, and whether it is its only one; null where the try leaves no attacking piece. */
  readonly refutation: (ReportMove & { readonly only: boolean }) | null;
}

export interface ReportPly extends ReportMove {
  /** 1 for the key. */
  readonly ply: number;
  readonly side: 'solver' | 'defender';
  /** The position before the move. */
  readonly fen: string;
  /** The solver's move keeps the goal; the defender's holds the best result it has. */
  readonly keeps: boolean;
  /** No other move of its mover keeps the goal (solver: 唯一着) or holds its result (defender: forced). */
  readonly only: boolean;
  /** Solver plies: the other moves that keep the goal, best first. */
  readonly duals: Dual[];
  /** Defender plies: the best defence, when it is better than the move played (a longer one, or one that holds the draw). */
  readonly betterDefence: ReportMove | null;
  /** Defender plies of a lost position: its other moves exactly as stubborn as the one played (the same value under the report's metric). */
  readonly equals: ReportMove[];
  /** Defender plies of a draw study: its other moves that keep the draw. */
  readonly tries: Try[];
  /** The mover's other moves whose value the prover could not settle (beyond the tables). */
  readonly unproven: ReportMove[];
}

/**
 * A dual after the key (with its kind), a defence the defender could have bettered, the solver's
 * move that gave up the goal, or a move of the main line whose value could not be proven (the report
 * stops there: nothing after it is judged).
 */
export type FlawKind = DualKind | 'better-defence' | 'gives-up' | 'unproven';

export type Verdict = 'sound' | 'unsound' | 'unproven';

export interface Flaw {
  readonly ply: number;
  readonly kind: FlawKind;
  /** The dual, the better defence, or the move that gives up the goal. */
  readonly move: ReportMove;
}

export interface SoundnessReport {
  /** The start position. */
  readonly fen: string;
  readonly stipulation: Stipulation;
  /** What moves were compared by (ranking.ts): DTC, ties broken by DTM; or DTM, where every move compared has one. */
  readonly metric: Metric;
  /** The start's value for the side to move, from the tables or, beyond them, from a proof (`table.proof` says which). */
  readonly table: StudyValue;
  /** The side to move is the stipulation's and the table's result is its goal. */
  readonly resultHolds: boolean;
  /** The main line's first move is the only move that keeps the goal. */
  readonly keyOnly: boolean;
  /** The result holds and the key is the only move keeping it, all proven; later flaws do not change it. */
  readonly sound: boolean;
  /** `sound`, `unsound` (proven), or `unproven`: the verdict rests on a step the prover could not settle. */
  readonly verdict: Verdict;
  /** Where the first such step is: 0 for the start's value, else the ply of the main line; null when none. */
  readonly unprovenAt: number | null;
  /** `study`: the study's own main line; `tree`: none was given, so the tree's first line. */
  readonly lineSource: 'study' | 'tree';
  /** The main line's moves, ending early after a solver's move that gives up the goal. */
  readonly mainLine: ReportPly[];
  readonly flaws: Flaw[];
}

/**
 * What a ply of the main line is, as its badge says. The solver's: the only move keeping the goal
 * (唯一着), one with duals, one keeping it whose alternatives are not all proven, or one giving it up;
 * the defender's: forced (its only move holding its result), its most stubborn, or bettered by
 * another defence; either's: a value not proven.
 */
export type PlyVerdict = 'only' | 'duals' | 'keeps' | 'gives-up' | 'forced' | 'most-stubborn' | 'bettered' | 'unproven';

export function plyVerdict(p: ReportPly): PlyVerdict {
  if (p.proof === 'unproven') return 'unproven';
  if (p.side === 'solver') return !p.keeps ? 'gives-up' : p.only ? 'only' : p.duals.length ? 'duals' : 'keeps';
  return p.betterDefence ? 'bettered' : p.only ? 'forced' : 'most-stubborn';
}

function reportMove(pos: Position, m: ProbedMove): ReportMove {
  return { iccs: m.iccs, text: writeMove(pos, m.move, 'chinese'), wdl: m.wdl, dtc: m.dtc, dtm: m.dtm ?? null, order: m.order, proof: m.proof ?? 'table' };
}

/** The start's proven value achieves the stipulation (a win where a draw is stipulated does not: the study is cooked). */
export function resultHolds(table: StudyValue, stipulation: Stipulation, turn: number): boolean {
  return isProven(table) && stipulation.side === turn && (stipulation.goal === 'win' ? table.wdl === 'win' : table.wdl === 'draw');
}

/** The defender's best proven move (the longest resistance), else its first. */
const bestDefence = (moves: readonly ProbedMove[], metric: Metric) => holdingMoves(moves, metric)[0] ?? ranked(moves, metric)[0];

/** The tree's first line: the solver's best move and the defender's best defence, until the game ends, a position repeats or FIRST_LINE_PLIES. */
export function firstLine(probe: StudyProbe, start: Position, stipulation: Stipulation, metric: Metric = STUDY_METRIC): string[] {
  const line: string[] = [];
  const seen = new Set<string>();
  for (let pos = start; line.length < FIRST_LINE_PLIES && !seen.has(positionKey(pos.fen())) && !isDrawnByRule(materialOfBoard(pos.board));) {
    seen.add(positionKey(pos.fen()));
    const moves = probe.moves(pos);
    const best = pos.turn === stipulation.side ? keepingMoves(moves, stipulation.goal, metric)[0] : bestDefence(moves, metric);
    if (!best) break;
    line.push(best.iccs);
    pos = pos.after(best.move);
  }
  return line;
}

class Analysis {
  constructor(
    private readonly probe: StudyProbe,
    private readonly stipulation: Stipulation,
    private readonly metric: Metric,
  ) {}

  /**
   * Whether from `pos` the solver can force one of `targets` within `plies`: by some move keeping
   * the goal, against every best defence (equally good defences are the defender's free choice). The
   * solver's last move needs no probing: any legal move onto the main line will do.
   */
  reaches(pos: Position, targets: ReadonlySet<string>, plies: number): boolean {
    if (targets.has(positionKey(pos.fen()))) return true;
    if (plies === 0) return false;
    const solver = pos.turn === this.stipulation.side;
    if (solver && plies === 1) return pos.legalMoves().some((m) => targets.has(positionKey(pos.after(m).fen())));
    const moves = this.probe.moves(pos);
    if (solver) return keepingMoves(moves, this.stipulation.goal, this.metric).some((m) => this.reaches(pos.after(m.move), targets, plies - 1));
    // Equally good proven defences are the defender's free choice, and so is any unproven one.
    const best = ranked(moves, this.metric).filter(isProven);
    const compare = comparisonOf(moves, this.metric);
    const answered = [...moves.filter((m) => !isProven(m)), ...best.filter((m) => compare(m, best[0]) === 0)];
    // A defender without a move has lost off the main line.
    return answered.length > 0 && answered.every((m) => this.reaches(pos.after(m.move), targets, plies - 1));
  }

  dualKind(pos: Position, dual: ProbedMove, played: ProbedMove, all: readonly ProbedMove[], later: ReadonlySet<string>): DualKind {
    if (this.reaches(pos.after(dual.move), later, TRANSPOSE_PLIES)) return 'transposes';
    return comparisonOf(all, this.metric)(dual, played) > 0 ? 'loses-time' : 'alternative';
  }

  try(pos: Position, m: ProbedMove): Try {
    const after = pos.after(m.move);
    if (isDrawnByRule(materialOfBoard(after.board))) return { ...reportMove(pos, m), refutation: null };
    // A proven draw beyond the tables comes from a table or the rule, so the solver's answers are the tables' and proven.
    const answers = keepingMoves(this.probe.moves(after), this.stipulation.goal, this.metric);
    return { ...reportMove(pos, m), refutation: { ...reportMove(after, answers[0]), only: answers.length === 1 } };
  }
}

/**
 * The report for `start` (whose side to move should be the stipulation's) along `line` (ICCS moves,
 * legal from `start`: the study document's main line; the tree's first line when absent or empty),
 * its moves compared under `metric`.
 */
export function soundnessReport(probe: StudyProbe, start: Position, stipulation: Stipulation, line?: readonly string[], metric: Metric = STUDY_METRIC): SoundnessReport {
  const table = startValue(probe, start);
  const holds = resultHolds(table, stipulation, start.turn);
  const lineSource = line?.length ? 'study' : 'tree';
  const moves = line?.length ? line : holds ? firstLine(probe, start, stipulation, metric) : [];
  const positions: Position[] = [start];
  for (const iccs of moves) {
    const move = parseIccs(positions.at(-1)!, iccs);
    if (!move.ok) throw new Error(`main line move ${positions.length} ${iccs}: ${move.error.message}`);
    positions.push(positions.at(-1)!.after(move.value));
  }
  const keys = positions.map((p) => positionKey(p.fen()));
  const analysis = new Analysis(probe, stipulation, metric);
  const mainLine: ReportPly[] = [];
  const flaws: Flaw[] = [];
  for (const [i, pos] of positions.slice(0, -1).entries()) {
    const all = probe.moves(pos);
    const played = all.find((m) => m.iccs === moves[i])!;
    const ply = i + 1;
    const unproven = all.filter((m) => m !== played && !isProven(m)).map((m) => reportMove(pos, m));
    const side = pos.turn === stipulation.side ? 'solver' : 'defender';
    const base = { ...reportMove(pos, played), ply, side, fen: pos.fen(), duals: [] as Dual[], betterDefence: null, equals: [] as ReportMove[], tries: [] as Try[], unproven } as const;
    if (!isProven(played)) {
      mainLine.push({ ...base, keeps: false, only: false });
      flaws.push({ ply, kind: 'unproven', move: reportMove(pos, played) });
      break;
    }
    if (side === 'solver') {
      const keeping = keepingMoves(all, stipulation.goal, metric);
      const keeps = keepsGoal(played, stipulation.goal);
      const later = new Set(keys.slice(i + 1));
      const duals = keeping.filter((m) => m !== played).map((m) => ({ ...reportMove(pos, m), kind: analysis.dualKind(pos, m, played, all, later) }));
      mainLine.push({ ...base, keeps, only: keeps && keeping.length === 1 && unproven.length === 0, duals });
      if (!keeps) {
        flaws.push({ ply, kind: 'gives-up', move: reportMove(pos, played) });
        break;
      }
      if (i > 0) for (const dual of duals) flaws.push({ ply, kind: dual.kind, move: dual });
      continue;
    }
    const holding = holdingMoves(all, metric);
    const best = holding[0];
    const holds = played.wdl === best.wdl;
    const compare = comparisonOf(all, metric);
    const better = compare(best, played) < 0 ? reportMove(pos, best) : null;
    // Every draw is as good as every other: in a draw study the defender's other draws are its tries.
    const equals = played.wdl === 'draw' ? [] : holding.filter((m) => m !== played && compare(m, played) === 0).map((m) => reportMove(pos, m));
    const tries = stipulation.goal === 'draw' ? holding.filter((m) => m !== played).map((m) => analysis.try(pos, m)) : [];
    mainLine.push({ ...base, keeps: holds, only: holds && holding.length === 1 && unproven.length === 0, betterDefence: better, equals, tries });
    if (better) flaws.push({ ply, kind: 'better-defence', move: better });
  }
  const keyOnly = mainLine[0]?.side === 'solver' && mainLine[0].only;
  const { verdict, unprovenAt } = judge(table, holds, stipulation.side === start.turn, mainLine);
  return { fen: start.fen(), stipulation, metric, table, resultHolds: holds, keyOnly, sound: verdict === 'sound', verdict, unprovenAt, lineSource, mainLine, flaws };
}

/**
 * Unsound only on proven grounds (the wrong side to move or result, a key that gives the goal up, a
 * proven second first move); otherwise unproven at the first step the prover could not settle: the
 * start's value, the key, another first move, a later move of the main line.
 */
function judge(table: StudyValue, holds: boolean, turnHolds: boolean, mainLine: readonly ReportPly[]): { verdict: Verdict; unprovenAt: number | null } {
  const unproven = (at: number) => ({ verdict: 'unproven' as const, unprovenAt: at });
  const unsound = { verdict: 'unsound' as const, unprovenAt: null };
  if (!turnHolds) return unsound;
  if (!isProven(table)) return unproven(0);
  const key = mainLine[0];
  if (!holds || !key) return unsound;
  if (key.proof === 'unproven') return unproven(1);
  if (!key.keeps || key.duals.length > 0) return unsound;
  if (key.unproven.length > 0) return unproven(1);
  const gap = mainLine.find((p) => p.proof === 'unproven');
  return gap ? unproven(gap.ply) : { verdict: 'sound', unprovenAt: null };
}

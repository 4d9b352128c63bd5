/**
 * `provePn`: the proof-number prover (dfpn.ts) asked both questions a result needs. First whether the
 * side to move can force a win; then whether the other side can. A proof of either is a win or a
 * loss; a refutation of both is a draw: the side to move has a move that does not lose, and every try
 * of it to win is answered. A refutation resting on the horizon refutes nothing, so a horizon is never
 * called a draw. Budgets are nodes (expansions), never wall time, so the same budget gives the same
 * answer on any machine; the stop flag ends it as "stopped".
 *
 * A proven win's distance is the proof's (the attacker's fastest proven move, the defender's longest
 * proven resistance, each leaf's own distance: mate 0, a table's DTM or DTC, a repetition 0): a bound,
 * not the shortest (`shortest` false). Its line is walked out of the solved tree afterwards.
 */
import type { Move } from '../../rules/move';
import type { Position } from '../../rules/position';
import { LimitClock, type Limits } from '../limits';
import { MAX_PLY, mateIn, matedIn, tableLoss, tableWin } from '../score';
import { extendThroughTables } from '../tableLine';
import { HORIZON, type PnLeaf, ProofNumberSearch } from './dfpn';
import { PN_INFINITE, PnTable } from './pnTable';
import type { DrawDefence, Proof, ProofOptions, ProvenBy } from './prove';
import { settleRoot } from './prove';

/** Longest line the proof-number search follows before calling it a horizon. */
export const PN_MAX_PLIES = 400;
/** Default node budget: expansions (each generates and tries every move of its position). */
export const PN_DEFAULT_NODES = 2_000_000;

/**
 * The full-width prover's options that apply: `limits.nodes` is the budget (default PN_DEFAULT_NODES)
 * and `limits.stop` ends it, time and depth are not used; `hashMb` sizes each question's table
 * (default 64 MB). `maxPlies`: the longest line before the horizon.
 */
export type PnOptions = Pick<ProofOptions, 'limits' | 'probe' | 'hashMb' | 'now'> & {
  readonly maxPlies?: number;
  /** Progress every PROGRESS_NODES expansions: the expansions so far, both questions together. */
  readonly onNodes?: (report: PnProgress) => void;
};

export interface PnProgress {
  readonly nodes: number;
  readonly timeMs: number;
}

/** Expansions between progress reports (a fraction of a second to a few seconds). */
const PROGRESS_NODES = 1 << 14;

/** A refutation resting on the horizon (`horizon`) is no answer, and searching on cannot change it. */
type Solved = 'proven' | 'disproven' | 'horizon' | 'open';

/** One of the two questions, resumable: its table stays with it. */
class Question {
  readonly search: ProofNumberSearch;
  state: Solved = 'open';
  dist = 0;

  constructor(pos: Position, attacker: 0 | 1, readonly options: PnOptions, private readonly clock: MutableClock) {
    this.search = new ProofNumberSearch(pos.clone(), attacker, new PnTable(options.hashMb ?? 64), options.probe, clock, options.maxPlies ?? PN_MAX_PLIES);
  }

  /** Searches on with `nodes` more expansions. */
  run(nodes: number): void {
    if (this.state !== 'open') return;
    this.clock.reset(this.search.nodes + nodes);
    const r = this.search.solveRoot();
    if (r.pn === 0) {
      this.state = 'proven';
      this.dist = r.dist;
    } else if (r.dn === 0 && r.ref !== HORIZON && r.ref >= 0) this.state = 'disproven';
    else if (r.dn === 0) this.state = 'horizon';
  }
}

/** A LimitClock whose node limit each phase sets anew, the stop flag shared. */
class MutableClock extends LimitClock {
  private maxNodes = 0;
  private halted = false;
  onProgress: (() => void) | undefined;

  constructor(limits: Limits, now?: () => number) {
    super({ stop: limits.stop }, now);
  }

  reset(maxNodes: number): void {
    this.maxNodes = maxNodes;
    this.halted = false;
  }

  override poll(nodes: number): boolean {
    if (this.halted) return true;
    if ((nodes & 255) !== 0) return false;
    if ((nodes & (PROGRESS_NODES - 1)) === 0) this.onProgress?.();
    return this.check(nodes);
  }

  override check(nodes: number): boolean {
    if (nodes >= this.maxNodes || super.check(nodes)) this.halted = true;
    return this.halted;
  }

  override get isStopped(): boolean {
    return this.halted;
  }
}

/** Proves `pos`'s result (left unchanged) for the side to move by proof numbers, or says it could not. */
export function provePn(pos: Position, options: PnOptions = {}): Proof {
  const clock = new MutableClock(options.limits ?? {}, options.now);
  if (options.onNodes) clock.onProgress = () => options.onNodes!({ nodes: nodesOf(), timeMs: clock.elapsed() });
  const asked: Question[] = [];
  const nodesOf = () => asked.reduce((sum, q) => sum + q.search.nodes, 0);
  const root = settleRoot(pos, options.probe);
  if (root) return { ...root, shortest: true, depth: 0, nodes: 0, timeMs: clock.elapsed(), method: 'proof-number' };
  const budget = options.limits?.nodes ?? PN_DEFAULT_NODES;
  const stopped = () => options.limits?.stop !== undefined && Atomics.load(options.limits.stop, 0) !== 0;
  const us = pos.turn, them = (us ^ 1) as 0 | 1;
  const win = new Question(pos, us, options, clock);
  asked.push(win);
  const notProven = (): Proof => ({ proven: false, depth: 0, nodes: nodesOf(), timeMs: clock.elapsed(), ...(stopped() ? { stopped: true } : {}) });

  // Half the budget to the win; the rest to the loss, then what is left to the win again.
  win.run(Math.floor(budget / 2));
  if (stopped()) return notProven();
  if (win.state === 'proven') return decisive(pos, win, 'win', clock, options, nodesOf);
  const loss = new Question(pos, them, options, clock);
  asked.push(loss);
  loss.run(budget - nodesOf());
  if (stopped()) return notProven();
  if (loss.state === 'proven') return decisive(pos, loss, 'loss', clock, options, nodesOf);
  if (win.state === 'open' && loss.state === 'disproven') win.run(budget - nodesOf());
  if (stopped()) return notProven();
  if ((win.state as Solved) === 'proven') return decisive(pos, win, 'win', clock, options, nodesOf);
  if (win.state === 'disproven' && loss.state === 'disproven') {
    const defence = drawDefence(win, loss, clock, budget);
    if (defence) return { proven: true, result: 'draw', plies: 0, metric: 'dtc', by: 'search', score: 0, pv: [], shortest: true, depth: 0, nodes: nodesOf(), timeMs: clock.elapsed(), method: 'proof-number', defence };
  }
  return notProven();
}

/** Extra expansions a line or a draw's defences may take after the proof, to walk the solved tree again. */
function walkAllowance(budget: number): number {
  return Math.max(200_000, Math.floor(budget / 4));
}

/** A proven win (of the side to move, or of the other side: a loss), its line walked out of the tree. */
function decisive(pos: Position, q: Question, result: 'win' | 'loss', clock: MutableClock, options: PnOptions, nodesOf: () => number): Proof {
  const line = walkWin(q, clock, walkAllowance(options.limits?.nodes ?? PN_DEFAULT_NODES));
  const by: ProvenBy = line.end === 'table' ? 'table' : line.end === 'rule' ? 'rule' : 'mate';
  const plies = q.dist;
  const metric = by === 'mate' || (by === 'table' && line.dtm) ? 'dtm' : 'dtc';
  const pv = line.end === 'table' && options.probe ? extendThroughTables(pos, line.moves, options.probe, Math.max(0, plies - line.moves.length)) : line.moves;
  // Within the score bands where they reach; a longer proof's score is the band's last.
  const p = Math.min(plies, MAX_PLY - 1);
  const score = by === 'mate' ? (result === 'win' ? mateIn(p) : matedIn(p)) : result === 'win' ? tableWin(p, by === 'rule' ? 1 : 0) : tableLoss(p, by === 'rule' ? 1 : 0);
  return {
    proven: true, result, plies, metric, by, score, pv, shortest: false, depth: 0, nodes: nodesOf(), timeMs: clock.elapsed(), method: 'proof-number',
  };
}

/**
 * The proven win's line: at the attacker's nodes its proven move of the shortest distance, at the
 * defender's its proven reply of the longest, each node solved again from the table (a result resting
 * on the path was not stored), until a leaf.
 */
function walkWin(q: Question, clock: MutableClock, allowance: number): { moves: Move[]; end: PnLeaf | undefined; dtm: boolean } {
  const s = q.search, played: { move: Move; captured: number }[] = [], moves: Move[] = [];
  let end: PnLeaf | undefined, dtm = false;
  clock.reset(s.nodes + allowance);
  for (let ply = 0; ply < PN_MAX_PLIES; ply++) {
    if (ply > 0) {
      end = s.leafKind(ply);
      // A table's distance is to mate where its DTM table answers (and the result rests on no rule).
      if (end === 'table') {
        const v = s.board.tableValue();
        dtm = v?.dtm !== undefined && !v.order;
      }
      if (end !== undefined) break;
    }
    s.mid(ply, PN_INFINITE, PN_INFINITE);
    if (clock.isStopped) break;
    const c = s.children(ply), orNode = s.board.pos.turn === s.attacker;
    let pick = -1;
    for (let i = 0; i < s.moveCountAt(ply); i++) {
      if (c.pn[i] === 0 && (pick < 0 || (orNode ? c.dist[i] < c.dist[pick] : c.dist[i] > c.dist[pick]))) pick = i;
    }
    if (pick < 0) break;
    const move = c.moves[pick];
    played.push({ move, captured: s.play(move, ply) });
    moves.push(move);
  }
  for (let i = played.length - 1; i >= 0; i--) s.undo(played[i].move, played[i].captured);
  return { moves, end, dtm };
}

/**
 * The draw's tree at the root: the side to move's move that does not lose (the loss question's
 * refutation at the root), and for each of its tries to win, the other side's answer.
 */
function drawDefence(win: Question, loss: Question, clock: MutableClock, budget: number): DrawDefence | undefined {
  const allowance = walkAllowance(budget);
  const l = loss.search;
  clock.reset(l.nodes + allowance);
  l.mid(0, PN_INFINITE, PN_INFINITE);
  const holds = refutation(l, 0);
  if (holds === undefined) return undefined;
  const w = win.search, tries: { move: Move; answer: Move | undefined; how: PnLeaf | 'search' }[] = [];
  clock.reset(w.nodes + allowance);
  w.mid(0, PN_INFINITE, PN_INFINITE);
  const root = w.children(0), n = w.moveCountAt(0);
  for (let i = 0; i < n; i++) {
    const move = root.moves[i], leaf = w.leafAt(0, i);
    if (leaf !== undefined) {
      tries.push({ move, answer: undefined, how: leaf });
      continue;
    }
    const captured = w.play(move, 0);
    w.mid(1, PN_INFINITE, PN_INFINITE);
    const answer = clock.isStopped ? undefined : refutation(w, 1);
    const how = answer === undefined ? undefined : w.leafAt(1, w.children(1).moves.indexOf(answer)) ?? 'search';
    w.undo(move, captured);
    if (answer === undefined || how === undefined) return undefined;
    tries.push({ move, answer, how });
  }
  return { holds, tries };
}

/** The refuting child at `ply` (the defender's move whose disproof rests on the least of the path). */
function refutation(s: ProofNumberSearch, ply: number): Move | undefined {
  const c = s.children(ply), n = s.moveCountAt(ply);
  let pick = -1;
  for (let i = 0; i < n; i++) if (c.dn[i] === 0 && c.ref[i] >= 0 && (pick < 0 || c.ref[i] > c.ref[pick])) pick = i;
  return pick < 0 ? undefined : c.moves[pick];
}

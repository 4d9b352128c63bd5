/**
 * xiangqitb's DTM count (docs/rules.md 5, "xiangqitb's count"), on a position graph built from Canju's
 * tables: the count chessdb.cn shows. Where both sides have attackers it differs from Canju's DTM: in
 * the regions where one side could check or chase for ever, its passes let the moves into and around
 * the cycle weigh nothing (so a win may come at an even number of plies). Written anew from a reading
 * of its passes, on Canju's chase rules (`ChaseRules`: chase captures, the new chases of a move, the
 * points a move saves); it agrees with xiangqitb on every position of KR-KN.
 *
 * Scores are xiangqitb's: plies plus one, a loss's odd and a win's even outside the regions.
 */
import { ChaseRules, type PointSet, hasPoint, isEmptySet, pointSet } from '../../../shared/rules/chase';
import { HORSE, ROOK } from '../../../shared/rules/piece';
import { MAX_MOVES, type Position } from '../../../shared/rules/position';
import { isPseudoLegal } from '../../../shared/rules/pseudoLegal';
import { type PositionGraph, bothSidesAttack } from './positionGraph';

/** Flags of a position in a region (xiangqitb's rule bits): in check and winning, giving the check; chased and winning, chasing. */
const CHECK_WIN = 8, CHECK_LOSE = 4, CHASE_WIN = 2, CHASE_LOSE = 1;
const WIN_FLAGS = CHECK_WIN | CHASE_WIN, LOSE_FLAGS = CHECK_LOSE | CHASE_LOSE;
const NONE = 0x7fff;

export interface CountResult {
  /** Per node: the xiangqitb score (0 a draw or no position). */
  readonly score: Int16Array;
  /** Per node: 1 for a win of the side to move. */
  readonly win: Uint8Array;
  /** Per node: the rule bits. */
  readonly flags: Uint8Array;
}

const sameFile = (a: number, b: number) => a % 9 === b % 9;
const sameRow = (a: number, b: number) => ((a / 9) | 0) === ((b / 9) | 0);

/** The leg of a horse's step from `from` to `to`, or -1 when no step joins them. */
function horseLeg(from: number, to: number): number {
  const dr = ((to / 9) | 0) - ((from / 9) | 0), df = (to % 9) - (from % 9);
  if (Math.abs(dr) === 2 && Math.abs(df) === 1) return from + Math.sign(dr) * 9;
  if (Math.abs(dr) === 1 && Math.abs(df) === 2) return from + Math.sign(df);
  return -1;
}

/** Whether a move from a position flagged `f` into one flagged `fc` is the loser's move of its rule (a check into a checked win, a chase into a chased win). */
function isRuleMove(f: number, fc: number): boolean {
  return (f & CHECK_LOSE && fc & CHECK_WIN) !== 0 || (f & CHASE_LOSE && fc & CHASE_WIN) !== 0;
}

function overlaps(a: PointSet, b: PointSet): boolean {
  return (a[0] & b[0]) !== 0 || (a[1] & b[1]) !== 0 || (a[2] & b[2]) !== 0;
}

class Counter {
  readonly final: Uint8Array;
  readonly score: Int16Array;
  readonly win: Uint8Array;
  readonly flags: Uint8Array;
  private readonly maxBuild = [1, 1];
  private maxStep = 5;
  private readonly chase = new ChaseRules();
  private readonly scratch = pointSet();
  private readonly boards: number;

  constructor(private readonly g: PositionGraph) {
    const n = g.nodes;
    this.boards = g.boards;
    this.final = new Uint8Array(n);
    this.score = new Int16Array(n);
    this.win = new Uint8Array(n);
    this.flags = new Uint8Array(n);
  }

  run(): CountResult {
    this.initial();
    const regions = bothSidesAttack(this.g.material);
    if (regions) {
      this.regions();
      for (const me of [0, 1]) this.ruleLosses(me);
    }
    for (const root of [0, 1]) this.build(root);
    if (regions) for (const me of [0, 1]) this.rebuild(me);
    return { score: this.score, win: this.win, flags: this.flags };
  }

  /** Draws, mates and the captures' values; every other win or loss is left open. */
  private initial(): void {
    const g = this.g, longest = [2, 2];
    for (let node = 0; node < g.nodes; node++) {
      if (!g.legal[node]) continue;
      const w = g.wdl[node], winner = w === 2 ? node & 1 : (node & 1) ^ 1;
      const note = (s: number) => { if (w !== 0) longest[winner] = Math.max(longest[winner], s); };
      if (w === 0) {
        this.final[node] = 1;
      } else if (w === 1 && g.noLegalMove[node]) {
        this.settle(node, 1, false);
        note(1);
      } else if (w === 1 && g.captureLoss[node]) {
        if (g.noQuietMove[node]) this.settle(node, g.captureLoss[node], false);
        note(g.captureLoss[node]);
      } else if (w === 2 && g.captureWin[node]) {
        note(g.captureWin[node]);
      }
    }
    this.maxBuild[0] = longest[0];
    this.maxBuild[1] = longest[1];
  }

  /** A won position's shortest win by capture (its score), 0 for none. */
  private captureWin(node: number): number {
    return this.g.wdl[node] === 2 ? this.g.captureWin[node] : 0;
  }

  /** A lost position's longest loss its captures allow (its score), 0 for none. */
  private captureLoss(node: number): number {
    return this.g.wdl[node] === 1 ? this.g.captureLoss[node] : 0;
  }

  /** The edge numbers of `node`'s quiet moves. */
  private quietEdges(node: number): number[] {
    const edges: number[] = [];
    for (let i = this.g.quietStart[node]; i < this.g.quietStart[node + 1]; i++) edges.push(i);
    return edges;
  }

  private settle(node: number, score: number, win: boolean): void {
    this.final[node] = 1;
    this.score[node] = score;
    this.win[node] = win ? 1 : 0;
  }

  private isLoss(node: number): boolean {
    return this.g.legal[node] === 1 && this.final[node] === 1 && this.win[node] === 0 && this.score[node] !== 0;
  }

  private isWin(node: number): boolean {
    return this.g.legal[node] === 1 && this.final[node] === 1 && this.win[node] === 1;
  }

  private newChases(pos: Position, move: number, into: PointSet): boolean {
    this.chase.newChases(pos, move, into);
    return !isEmptySet(into);
  }

  private saves(pos: Position, move: number, into: PointSet): boolean {
    this.chase.savedPoints(pos, move, into);
    return !isEmptySet(into);
  }

  private isChaseCapture(pos: Position, move: number): boolean {
    return isPseudoLegal(pos.board, pos.turn, move) && this.chase.isChaseCapture(pos, move);
  }

  /**
   * The side to move's quiet moves (edge numbers) that escape a chase capture of the other side: the
   * chased man steps off the capture's line (or along it to a point the attacker no longer chases),
   * or another move ends the chase.
   */
  private chaseEscapes(node: number, pos: Position): number[] {
    const g = this.g, captures = new Uint16Array(MAX_MOVES);
    pos.turn ^= 1;
    const count = this.chase.chaseCaptures(pos, captures);
    pos.turn ^= 1;
    const open = this.quietEdges(node);
    const escapes: number[] = [];
    for (let k = 0; k < count; k++) {
      const capture = captures[k], a = capture & 127, t = capture >> 7;
      for (let j = 0; j < open.length;) {
        const move = g.quietMove[open[j]], f = move & 127, to = move >> 7;
        const captured = pos.play(move);
        const along = f === t && ((sameFile(a, t) && sameFile(f, to)) || (sameRow(a, t) && sameRow(f, to)));
        const escapes_ = f === t ? !along || !this.isChaseCapture(pos, a | (to << 7)) : !this.isChaseCapture(pos, capture);
        pos.undo(move, captured);
        if (escapes_) {
          escapes.push(open[j]);
          open[j] = open[open.length - 1];
          open.pop();
        } else j++;
      }
    }
    return escapes;
  }

  /**
   * The regions: a winning side in check, with the loser's positions its answers lead to; a side
   * chased (winning, or losing with an escape into the other's win), with the positions its escapes
   * lead to. Then pruned to the flags a cycle can keep (`remove_fake`).
   */
  private regions(): void {
    const g = this.g, inRegion = new Uint8Array(g.nodes);
    for (let node = 0; node < g.nodes; node++) {
      if (!g.legal[node] || this.final[node] || g.wdl[node] === 0) continue;
      const pos = g.position(node), checked = pos.inCheck(), w = g.wdl[node];
      let found = false;
      for (const i of checked ? this.quietEdges(node) : this.chaseEscapes(node, pos)) {
        const child = g.quietChild[i];
        if (this.final[child]) continue;
        if (w === 2 ? g.wdl[child] === 1 : !checked && g.wdl[child] === 2) {
          found = true;
          this.flags[child] |= checked ? CHECK_LOSE : CHASE_LOSE;
          inRegion[child] = 1;
        }
      }
      if (found) {
        this.flags[node] |= checked ? CHECK_WIN : CHASE_WIN;
        inRegion[node] = 1;
      }
    }
    for (const me of [0, 1]) {
      for (;;) {
        if (!this.prune(me ^ 1, false, inRegion)) break;
        if (!this.prune(me, true, inRegion)) break;
      }
    }
  }

  private prune(color: number, winning: boolean, inRegion: Uint8Array): boolean {
    let changed = false;
    for (let node = color; node < this.g.nodes; node += 2) {
      if (!inRegion[node]) continue;
      const f = this.flags[node];
      if (!(f & (winning ? WIN_FLAGS : LOSE_FLAGS))) continue;
      let next = f;
      const w = this.g.wdl[node];
      // A chase flag of the wrong result without its counterpart cannot be part of a cycle.
      if (!winning && w === 2 && next & CHASE_LOSE && !(next & CHASE_WIN)) next &= ~CHASE_LOSE;
      if (winning && w === 1 && next & CHASE_WIN && !(next & CHASE_LOSE)) next &= ~CHASE_WIN;
      if (next & (winning ? WIN_FLAGS : LOSE_FLAGS)) next = winning ? this.pruneWin(node, next) : this.pruneLose(node, next);
      if (next !== f) {
        this.flags[node] = next;
        if (!(next & (WIN_FLAGS | LOSE_FLAGS))) inRegion[node] = 0;
        changed = true;
      }
    }
    return changed;
  }

  /** A checker or chaser keeps its flag only with a move into the other's flag of the same kind (for a chase, a move that chases). */
  private pruneLose(node: number, f: number): number {
    const g = this.g;
    let check = !(f & CHECK_LOSE), chase = !(f & CHASE_LOSE);
    let pos: Position | undefined, checked: boolean | undefined;
    for (let i = g.quietStart[node]; i < g.quietStart[node + 1] && !(check && chase); i++) {
      const child = g.quietChild[i], move = g.quietMove[i];
      if (!check && this.flags[child] & CHECK_WIN) check = true;
      if (chase || !(this.flags[child] & CHASE_WIN)) continue;
      pos ??= g.position(node);
      if (!this.newChases(pos, move, this.scratch)) continue;
      checked ??= pos.inCheck();
      if (!checked) {
        chase = true;
        continue;
      }
      // In check, the chase must leave the other side an escape back into the chaser's region that does not check.
      const after = g.position(child);
      for (let j = g.quietStart[child]; j < g.quietStart[child + 1] && !chase; j++) {
        if (!(this.flags[g.quietChild[j]] & CHASE_LOSE)) continue;
        const reply = g.quietMove[j], captured = after.play(reply);
        const checks = after.inCheck();
        after.undo(reply, captured);
        if (!checks && this.saves(after, reply, pointSet())) chase = true;
      }
    }
    if (!check) f &= ~CHECK_LOSE;
    if (!chase) f &= ~CHASE_LOSE;
    return f;
  }

  /** A side in check keeps its flag with an answer into a checker's flag; a chased side, with an escape the chaser can chase again. */
  private pruneWin(node: number, f: number): number {
    const g = this.g;
    if (f & CHECK_WIN) {
      for (let i = g.quietStart[node]; i < g.quietStart[node + 1]; i++) if (this.flags[g.quietChild[i]] & CHECK_LOSE) return f;
      return f & ~CHECK_WIN;
    }
    const pos = g.position(node);
    for (let i = g.quietStart[node]; i < g.quietStart[node + 1]; i++) {
      const child = g.quietChild[i];
      const saved = pointSet();
      if (!(this.flags[child] & CHASE_LOSE) || !this.saves(pos, g.quietMove[i], saved)) continue;
      const after = g.position(child);
      for (let j = g.quietStart[child]; j < g.quietStart[child + 1]; j++) {
        if (this.flags[g.quietChild[j]] & CHASE_WIN && this.newChases(after, g.quietMove[j], this.scratch) && overlaps(this.scratch, saved)) return f;
      }
    }
    return f & ~CHASE_WIN;
  }

  /** Losers whose every quiet move is their rule's move into the other's flagged win, and which cannot leave that set: lost now (or by their captures). */
  private ruleLosses(me: number): void {
    const g = this.g, opp = me ^ 1, mine = new Uint8Array(this.boards), theirs = new Uint8Array(this.boards);
    for (let node = me; node < g.nodes; node += 2) {
      const f = this.flags[node];
      if (!g.legal[node] || this.final[node] || !(f & LOSE_FLAGS) || (f & CHECK_LOSE && f & CHASE_LOSE) || g.wdl[node] !== 1) continue;
      let trapped = true;
      for (let i = g.quietStart[node]; i < g.quietStart[node + 1] && trapped; i++) {
        const child = g.quietChild[i];
        if (!isRuleMove(f, this.flags[child]) || g.wdl[child] !== 2) trapped = false;
      }
      if (!trapped) continue;
      mine[node >> 1] = 1;
      for (let i = g.quietStart[node]; i < g.quietStart[node + 1]; i++) theirs[g.quietChild[i] >> 1] = 1;
    }
    const keep = (color: number, set: Uint8Array, other: Uint8Array): boolean => {
      let changed = false;
      for (let b = 0; b < this.boards; b++) {
        if (!set[b]) continue;
        const node = b * 2 + color;
        let found = false;
        for (let i = g.quietStart[node]; i < g.quietStart[node + 1] && !found; i++) {
          const inOther = other[g.quietChild[i] >> 1] === 1;
          found = color === me ? !inOther : inOther;
        }
        if (color === me ? found : !found) {
          set[b] = 0;
          changed = true;
        }
      }
      return changed;
    };
    for (;;) {
      if (!keep(opp, theirs, mine)) break;
      if (!keep(me, mine, theirs)) break;
    }
    for (let b = 0; b < this.boards; b++) {
      const node = b * 2 + me;
      if (mine[b]) this.settle(node, this.captureLoss(node) || 1, false);
    }
  }

  /** The direct build of `root`'s wins and the other side's losses, a ply at a time; a loser's rule move into a flagged win is no escape. */
  private build(root: number): void {
    const g = this.g, gen = new Uint8Array(this.boards), wins = new Uint8Array(this.boards), pre = new Uint8Array(this.boards);
    for (let b = 0; b < this.boards; b++) {
      const r = b * 2 + root, o = b * 2 + (root ^ 1);
      if (g.legal[r] && !this.final[r] && this.captureWin(r)) gen[b] = 1;
      else if (this.isLoss(o)) gen[b] = 1;
    }
    let me = root;
    for (let n = 1; ; n++) {
      const opp = me ^ 1;
      pre.fill(0);
      let reached = false;
      for (let b = 0; b < this.boards; b++) {
        if (!gen[b]) continue;
        const node = b * 2 + opp;
        if (!g.legal[node]) continue;
        if (this.final[node]) {
          if (this.score[node] !== n) continue;
        } else {
          if (this.captureWin(node) !== n) continue;
          this.settle(node, n, true);
          wins[b] = 1;
        }
        for (let i = g.parentStart[node]; i < g.parentStart[node + 1]; i++) {
          const q = g.parent[i];
          if (!this.final[q]) {
            pre[q >> 1] = 1;
            reached = true;
          }
        }
      }
      let added = false;
      if (reached && me === root) {
        for (let b = 0; b < this.boards; b++) {
          if (!pre[b]) continue;
          this.settle(b * 2 + me, n + 1, true);
          gen[b] = wins[b] = 1;
          added = true;
        }
      } else if (reached) {
        for (let b = 0; b < this.boards; b++) {
          const q = b * 2 + me;
          if (!pre[b] || g.wdl[q] !== 1) continue;
          const f = this.flags[q];
          let lost = true;
          for (let i = g.quietStart[q]; i < g.quietStart[q + 1] && lost; i++) {
            const child = g.quietChild[i];
            if (!isRuleMove(f, this.flags[child]) && !wins[child >> 1]) lost = false;
          }
          if (!lost) continue;
          this.settle(q, Math.max(this.captureLoss(q), n + 1), false);
          gen[b] = 1;
          added = true;
        }
      }
      if (n >= this.maxBuild[root] && !(reached && added)) break;
      me = opp;
    }
  }

  /**
   * The rebuild of `me`'s wins and the other's losses through the regions: a loss's best move into a
   * flagged win of its rule, and a win's best move into a flagged loss of its rule, count no ply.
   * Values only rise, distance by distance.
   */
  private rebuild(me: number): void {
    const opp = me ^ 1, g = this.g;
    this.maxStep = 5;
    const openWins = new Uint8Array(this.boards), openLosses = new Uint8Array(this.boards);
    for (let b = 0; b < this.boards; b++) {
      if (this.isWin(b * 2 + me) && this.score[b * 2 + me] > 2) openWins[b] = 1;
      if (this.isLoss(b * 2 + opp) && this.score[b * 2 + opp] > 1) openLosses[b] = 1;
    }
    const gen = new Uint8Array(this.boards), pre = new Uint8Array(this.boards), deferred = new Uint8Array(this.boards);
    const predecessors = (color: number, open: Uint8Array): boolean => {
      pre.fill(0);
      let any = false;
      for (let b = 0; b < this.boards; b++) {
        if (!gen[b]) continue;
        const node = b * 2 + color;
        for (let i = g.parentStart[node]; i < g.parentStart[node + 1]; i++) {
          const q = g.parent[i] >> 1;
          if (open[q]) {
            pre[q] = 1;
            any = true;
          }
        }
      }
      return any;
    };
    for (let n = 3; n <= this.maxStep && n < NONE; n++) {
      gen.fill(0);
      if (!this.raiseLosses(opp, n, openLosses, openLosses, gen)) continue;
      for (;;) {
        if (!predecessors(opp, openWins)) break;
        gen.fill(0);
        deferred.fill(0);
        const first = this.raiseWins(false, me, n, pre, gen, deferred);
        if (!this.raiseWins(true, me, n, deferred, gen, undefined) && !first) break;
        if (!predecessors(me, openLosses)) break;
        gen.fill(0);
        if (!this.raiseLosses(opp, n, pre, undefined, gen)) break;
      }
    }
  }

  /** Losses at `n` among `boards` rise to their longest win child's score, plus one unless every such move is the loser's rule move. */
  private raiseLosses(color: number, n: number, boards: Uint8Array, open: Uint8Array | undefined, gen: Uint8Array): boolean {
    const g = this.g, moved = pointSet(), common = pointSet();
    let longest = 0, raised = false;
    for (let b = 0; b < this.boards; b++) {
      if (!boards[b]) continue;
      const node = b * 2 + color;
      if (!this.isLoss(node)) continue;
      const s = this.score[node];
      longest = Math.max(longest, s);
      if (s !== n) {
        if (open && s < n) open[b] = 0;
        continue;
      }
      const moves: number[] = [], best = this.longestWin(node, moves);
      if (!moves.length || best + 1 <= s) continue;
      const f = this.flags[node];
      let plain = false, checks = false, chases = 0;
      common.fill(-1);
      let pos: Position | undefined;
      for (const i of moves) {
        const fc = this.flags[g.quietChild[i]];
        if (f & CHECK_LOSE && fc & CHECK_WIN) {
          checks = true;
          continue;
        }
        pos ??= g.position(node);
        if (f & CHASE_LOSE && fc & CHASE_WIN && this.newChases(pos, g.quietMove[i], moved)) {
          for (let w = 0; w < 3; w++) common[w] &= moved[w];
          chases++;
        } else {
          plain = true;
          break;
        }
      }
      // Checks mixed with chases, or chases of no one man in common, are no single perpetual.
      if (!plain && ((checks && chases) || (chases >= 2 && isEmptySet(common)))) plain = true;
      const raisedTo = plain ? best + 1 : best;
      if (raisedTo > s) {
        longest = Math.max(longest, raisedTo);
        this.score[node] = raisedTo;
        gen[b] = 1;
        raised = true;
      }
    }
    this.maxStep = Math.max(this.maxStep, longest);
    return raised;
  }

  /**
   * Wins at `n` or `n + 1` among `boards` rise to their shortest loss child's score (and a win by
   * capture caps them), plus one unless the best move is the winner's move into the loser's region of
   * its rule. The first sweep defers the wins whose best moves are mutual chases (`deferred`); the
   * second settles them by whether the loser can answer each with a chase of its own.
   */
  private raiseWins(second: boolean, me: number, n: number, boards: Uint8Array, gen: Uint8Array, deferred: Uint8Array | undefined): boolean {
    const g = this.g;
    let longest = 0, raised = false;
    for (let b = 0; b < this.boards; b++) {
      if (!boards[b]) continue;
      const q = b * 2 + me;
      if (!this.isWin(q)) continue;
      const s = this.score[q];
      longest = Math.max(longest, s);
      if (s !== n && s !== n + 1) continue;
      const pos = g.position(q), f = this.flags[q];
      let shortest = NONE, plain = false;
      const moves: number[] = [];
      for (let i = g.quietStart[q]; i < g.quietStart[q + 1]; i++) {
        const child = g.quietChild[i];
        if (!this.isLoss(child)) continue;
        plain = plain || !(this.flags[child] & CHASE_WIN) || !this.newChases(pos, g.quietMove[i], this.scratch);
        if (this.score[child] > shortest) continue;
        if (this.score[child] < shortest) {
          shortest = this.score[child];
          moves.length = 0;
        }
        moves.push(i);
      }
      if (shortest === NONE || shortest + 1 <= s) continue;
      const capture = g.captureWin[q] || NONE;
      if (capture !== NONE) {
        if (capture <= s) continue;
        plain = true;
      }
      let rule = false;
      const chases: number[] = [];
      const rooks: number[] = [], king = pos.kings[me];
      for (let sq = 0; sq < 90; sq++) if (pos.board[sq] === me * 8 + ROOK) rooks.push(sq);
      for (const i of moves) {
        const child = g.quietChild[i], fc = this.flags[child], move = g.quietMove[i];
        if (f & CHECK_WIN && fc & CHECK_LOSE) {
          rule = true;
          break;
        }
        const saved = pointSet();
        if (!(f & CHASE_WIN) || !(fc & CHASE_LOSE) || !this.saves(pos, move, saved)) continue;
        const chased = pointSet();
        if (!plain || !(f & CHASE_LOSE) || !(fc & CHASE_WIN) || !this.newChases(pos, move, chased)) {
          rule = true;
          break;
        }
        // A rook saved by this move that shields the king from a horse the move chases: the chase wins.
        const shielding = rooks.some((r) => hasPoint(saved, r));
        let shields = false;
        for (let sq = 0; sq < 90 && shielding && !shields; sq++) {
          if (hasPoint(chased, sq) && (pos.board[sq] & 7) === HORSE) {
            const leg = horseLeg(sq, king);
            if (leg >= 0 && rooks.includes(leg) && hasPoint(saved, leg)) shields = true;
          }
        }
        if (shields) rule = true;
        else chases.push(i);
      }
      if (!rule && chases.length) {
        if (!second) deferred![b] = 1;
        else rule = chases.some((i) => !this.loserChasesBack(pos, i));
      }
      const best = !second ? shortest : rule ? shortest : shortest + 1;
      const write = Math.min(best, capture);
      if (write > s) {
        this.score[q] = write;
        gen[b] = 1;
        longest = Math.max(longest, write);
        raised = true;
      }
    }
    this.maxStep = Math.max(this.maxStep, longest);
    return raised;
  }

  /**
   * The score of `node`'s longest win child (0 for none); the moves (edges) to such children that `keep`
   * accepts are written to `edges`.
   */
  private longestWin(node: number, edges: number[], keep: (edge: number) => boolean = () => true): number {
    const g = this.g;
    let best = 0;
    for (let i = g.quietStart[node]; i < g.quietStart[node + 1]; i++) {
      const child = g.quietChild[i];
      if (!this.isWin(child) || this.score[child] < best) continue;
      if (this.score[child] > best) {
        best = this.score[child];
        edges.length = 0;
      }
      if (keep(i)) edges.push(i);
    }
    return best;
  }

  /** Whether after the winner's chase `edge` the loser has a best reply that escapes it and chases back for good. */
  private loserChasesBack(pos: Position, edge: number): boolean {
    const g = this.g, child = g.quietChild[edge];
    const after = g.position(child);
    const mutual = (j: number) => (this.flags[g.quietChild[j]] & (CHASE_LOSE | CHASE_WIN)) === (CHASE_LOSE | CHASE_WIN);
    const replies: number[] = [], best = this.longestWin(child, replies, mutual);
    if (!replies.length) return false;
    const chased = pointSet();
    if (!this.newChases(pos, g.quietMove[edge], chased)) throw new Error('a chase move that chases nothing');
    for (const j of replies) {
      const saved = pointSet();
      if (this.saves(after, g.quietMove[j], saved) && overlaps(chased, saved) && this.chasedForGood(after, j, best)) return true;
    }
    return false;
  }

  /** xiangqitb's double-chase test: every shortest loss after the loser's reply is a mutual chase that keeps chasing a man the reply saved. */
  private chasedForGood(after: Position, reply: number, longest: number): boolean {
    const g = this.g, next = g.quietChild[reply];
    let shortest = NONE, other = false;
    const moves: number[] = [];
    for (let k = g.quietStart[next]; k < g.quietStart[next + 1]; k++) {
      const leaf = g.quietChild[k];
      if (!this.isLoss(leaf) || this.score[leaf] > shortest) continue;
      if (this.score[leaf] < shortest) {
        shortest = this.score[leaf];
        moves.length = 0;
        other = false;
      }
      if (this.flags[leaf] & CHASE_WIN && this.flags[leaf] & CHASE_LOSE) moves.push(g.quietMove[k]);
      else other = true;
    }
    if (other || shortest > longest || !moves.length) return false;
    const common = pointSet();
    if (!this.saves(after, g.quietMove[reply], common)) throw new Error('a reply that saves nothing');
    const there = g.position(next), chased = pointSet();
    for (const move of moves) {
      this.newChases(there, move, chased);
      for (let w = 0; w < 3; w++) common[w] &= chased[w];
      if (isEmptySet(common)) return false;
    }
    return true;
  }
}

/** xiangqitb's DTM count of every position of the graph. */
export function xiangqitbCount(graph: PositionGraph): CountResult {
  return new Counter(graph).run();
}

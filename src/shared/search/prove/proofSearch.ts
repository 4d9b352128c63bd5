/**
 * The prover's node search: full-width alpha-beta over every legal move of both sides, with no
 * evaluation. A node is worth a mate or table score (score.ts) only when it is proven: every leaf
 * that is neither mate, nor a position whose material the tables settle, nor a repetition the rules
 * judge, is worth 0, "not proven". So the negamax value is a win exactly when the side to move has
 * a move against which every defence ends in a proven win within the depth, and a loss exactly when
 * every move of the side to move does. Alpha-beta cuts only where the rest cannot change the value,
 * the transposition table answers only for the same position at the same or a greater depth, and
 * nothing else prunes: no null move, no reductions, no futility, no quiescence standing pat.
 *
 * A repetition's value depends on the path that led to it, so a node whose value may rest on a
 * repetition of a position above it is not stored (the prover's answer must hold for any path).
 */
import type { Move } from '../../rules/move';
import { MAX_MOVES, type Position } from '../../rules/position';
import { DRAWN, NOT_COVERED, STACK, SearchBoard } from '../board';
import type { LimitClock } from '../limits';
import { MoveOrdering } from '../ordering';
import { MOVER_LOSES, MOVER_WINS, NOT_REPEATED } from '../repetition';
import { INFINITE, MAX_PLY, mateIn, matedIn, tableLoss, tableValueScore, tableWin, toStored } from '../score';
import type { TableProbe } from '../tableProbe';
import { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER, NO_CUTOFF, type TranspositionTable, storedCutoff } from '../transposition';

/** "Not proven": a leaf at the horizon, a draw, or a value no move improved on. */
export const UNPROVEN = 0;

/** How a node was settled without searching its moves. */
export type Terminal = 'mate' | 'table' | 'rule' | 'draw';

/** Move-order tiers: the hash move, then checking moves, above ordering.ts's other scores (all below 1 << 30). */
const HASH_FIRST = 0x7fffffff;
const CHECKS = 1 << 30;

export class ProofSearch {
  nodes = 0;
  private readonly ordering = new MoveOrdering();
  /** Repetitions are judged by perpetual check alone (docs/search.md, "Proofs"). */
  private readonly board: SearchBoard;
  private readonly moveBuffers = Array.from({ length: STACK }, () => new Uint16Array(MAX_MOVES));
  private readonly scoreBuffers = Array.from({ length: STACK }, () => new Int32Array(MAX_MOVES));
  /** The lowest ply whose position a repetition in the current subtree went back to (STACK: none). */
  private repetitionRef = STACK;

  constructor(pos: Position, readonly tt: TranspositionTable, probe: TableProbe | undefined, readonly clock: LimitClock) {
    this.board = new SearchBoard(pos, probe, undefined, false);
  }

  /**
   * The value of the position at `ply` when it is settled without a search of its moves, as the
   * side to move sees it, and how; undefined when its moves must be searched. The root (ply 0)
   * is settled by the caller.
   */
  private settled(ply: number): { readonly score: number; readonly by: Terminal } | undefined {
    const board = this.board, verdict = board.repetition(ply);
    if (verdict !== NOT_REPEATED) {
      // The verdict rests on the earlier occurrence: the nodes after it, up to here, depend on the path.
      const j = board.repeatedFrom(ply);
      if (j < this.repetitionRef) this.repetitionRef = j;
      // Perpetual check loses for the checker, scored like the tables' results that rest on the rule (order 1).
      if (verdict === MOVER_LOSES) return { score: tableLoss(ply, 1), by: 'rule' };
      if (verdict === MOVER_WINS) return { score: tableWin(ply, 1), by: 'rule' };
      return { score: UNPROVEN, by: 'draw' };
    }
    const cover = board.cover(ply);
    if (cover === NOT_COVERED) return undefined;
    if (cover === DRAWN) return { score: UNPROVEN, by: 'draw' };
    const v = board.tableValue();
    if (!v) return undefined;
    if (v.wdl === 'draw') return { score: UNPROVEN, by: 'draw' };
    // Scored as the iterative search scores it: where the DTM table answers, the mate it proves.
    const score = tableValueScore(v, ply);
    // Mated here: a position without moves.
    return { score, by: score === matedIn(ply) ? 'mate' : 'table' };
  }

  /** The negamax value of the node at `ply` searched `depth` plies deep (see the file's note). */
  search(depth: number, alpha: number, beta: number, ply: number): number {
    if (ply > 0) {
      const end = this.settled(ply);
      if (end) return end.score;
    }
    this.nodes++;
    if (this.clock.poll(this.nodes)) return UNPROVEN;
    if (depth <= 0 || ply >= MAX_PLY) return this.board.hasLegalMove() ? UNPROVEN : matedIn(ply);

    alpha = Math.max(alpha, matedIn(ply));
    beta = Math.min(beta, mateIn(ply + 1));
    if (alpha >= beta) return alpha;

    const board = this.board, tt = this.tt, key = board.key, slot = tt.find(key);
    if (slot >= 0 && ply > 0 && tt.depth(slot) >= depth) {
      const s = storedCutoff(tt, slot, ply, alpha, beta);
      if (s !== NO_CUTOFF) return s;
    }
    const hashMove = slot >= 0 ? tt.move(slot) : 0;

    const moves = this.moveBuffers[ply], scores = this.scoreBuffers[ply];
    const n = this.orderedMoves(moves, scores, hashMove, ply);
    if (n === 0) return matedIn(ply);

    const outerRef = this.repetitionRef;
    this.repetitionRef = STACK;
    const alphaStart = alpha;
    let best = -INFINITE, bestMove = 0;
    for (let i = 0; i < n; i++) {
      const move = this.ordering.pick(moves, scores, i, n);
      const piece = board.pos.board[move & 127];
      const captured = board.make(move, ply, true);
      const score = -this.search(depth - 1, -beta, -alpha, ply + 1);
      board.unmake(move, captured);
      if (this.clock.isStopped) return UNPROVEN;
      if (score > best) {
        best = score;
        bestMove = move;
        if (score > alpha) {
          alpha = score;
          if (score >= beta) {
            if (!captured) this.ordering.cutoff(piece, move, ply, depth);
            break;
          }
        }
      }
    }
    const ref = this.repetitionRef;
    this.repetitionRef = Math.min(outerRef, ref);
    if (ref >= ply) {
      const bound = best >= beta ? BOUND_LOWER : best > alphaStart ? BOUND_EXACT : BOUND_UPPER;
      tt.store(key, depth, bound, toStored(best, ply), bestMove);
    }
    return best;
  }

  /** The legal moves at `ply`, scored for picking: the hash move, checks, then ordering.ts's order. */
  private orderedMoves(moves: Uint16Array, scores: Int32Array, hashMove: number, ply: number): number {
    const pos = this.board.pos;
    const n = this.board.generateLegal(moves);
    this.ordering.scoreMoves(pos.board, moves, n, scores, hashMove, ply);
    for (let i = 0; i < n; i++) {
      if (moves[i] === hashMove) scores[i] = HASH_FIRST;
      else if (pos.givesCheck(moves[i])) scores[i] = CHECKS + (scores[i] >> 2);
    }
    return n;
  }

  /**
   * The line that keeps `value` from the root searched `depth` deep: at each node the first move
   * (hash move first) whose child is worth exactly the node's value, until a settled position or a
   * mate. The winner's moves are its fastest, the loser's its longest resistance, as the value says.
   */
  line(value: number, depth: number): { readonly moves: Move[]; readonly end: Terminal | undefined } {
    const moves: Move[] = [], played: { move: number; captured: number }[] = [];
    let end: Terminal | undefined;
    let v = value;
    for (let ply = 0; ply < depth && !this.clock.isStopped; ply++) {
      if (ply > 0) {
        const settled = this.settled(ply);
        if (settled) {
          end = settled.by;
          break;
        }
      }
      const found = this.childKeeping(v, depth - ply, ply);
      if (found === undefined) {
        if (!this.board.hasLegalMove()) end = 'mate';
        break;
      }
      moves.push(found);
      played.push({ move: found, captured: this.board.make(found, ply, true) });
      v = -v;
    }
    if (end === undefined && moves.length && !this.clock.isStopped) {
      const ply = moves.length;
      end = this.settled(ply)?.by ?? (this.board.hasLegalMove() ? undefined : 'mate');
    }
    for (let i = played.length - 1; i >= 0; i--) this.board.unmake(played[i].move, played[i].captured);
    return { moves, end };
  }

  /** A move at `ply` whose child, searched `depth - 1` deep, is worth exactly `value` to the mover. */
  private childKeeping(value: number, depth: number, ply: number): Move | undefined {
    const board = this.board, slot = this.tt.find(board.key);
    const moves = this.moveBuffers[ply], scores = this.scoreBuffers[ply];
    const n = this.orderedMoves(moves, scores, slot >= 0 ? this.tt.move(slot) : 0, ply);
    for (let i = 0; i < n; i++) {
      const move = this.ordering.pick(moves, scores, i, n);
      const captured = board.make(move, ply, true);
      const score = -this.search(depth - 1, -value - 1, -value + 1, ply + 1);
      board.unmake(move, captured);
      if (score === value) return move;
    }
    return undefined;
  }
}

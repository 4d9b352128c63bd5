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
import { isDrawnByRule, materialOfBoard } from '../../material/material';
import { isAttacked } from '../../rules/attack';
import type { Move } from '../../rules/move';
import { MAX_MOVES, type Position } from '../../rules/position';
import type { LimitClock } from '../limits';
import { MoveOrdering } from '../ordering';
import { MOVER_LOSES, MOVER_WINS, NOT_REPEATED, repetitionAt } from '../repetition';
import { INFINITE, MAX_PLY, mateIn, matedIn, tableLoss, tableValueScore, tableWin, toStored } from '../score';
import type { TableProbe } from '../tableProbe';
import {
  BOUND_EXACT, BOUND_LOWER, BOUND_UPPER, type Key, NO_CUTOFF, type TranspositionTable, positionKey, storedCutoff, updateKey,
} from '../transposition';

/** "Not proven": a leaf at the horizon, a draw, or a value no move improved on. */
export const UNPROVEN = 0;

/** How a node was settled without searching its moves. */
export type Terminal = 'mate' | 'table' | 'rule' | 'draw';

const STACK = MAX_PLY + 8;
const NOT_COVERED = 0, BY_TABLE = 1, DRAWN = 2;
/** Move-order tiers: the hash move, then checking moves, above ordering.ts's other scores (all below 1 << 30). */
const HASH_FIRST = 0x7fffffff;
const CHECKS = 1 << 30;

/** Base-6 digit per piece code (counts never reach 6), so a material is one exact number. */
const MATERIAL_WEIGHT = new Float64Array(16);
for (let piece = 0, w = 1; piece < 16; piece++) {
  if ((piece & 7) === 0 || (piece & 7) === 1) continue;
  MATERIAL_WEIGHT[piece] = w;
  w *= 6;
}

export class ProofSearch {
  nodes = 0;
  private readonly ordering = new MoveOrdering();
  private readonly key: Key;
  /** Per ply: key halves, whether the side to move stands in check, whether the ply was reached by a capture. */
  private readonly keyLo = new Int32Array(STACK);
  private readonly keyHi = new Int32Array(STACK);
  private readonly inCheck = new Uint8Array(STACK);
  private readonly captured = new Uint8Array(STACK);
  /** Per ply: its material's cover (NOT_COVERED, BY_TABLE or DRAWN). */
  private readonly covered = new Uint8Array(STACK);
  private readonly moveBuffers = Array.from({ length: STACK }, () => new Uint16Array(MAX_MOVES));
  private readonly scoreBuffers = Array.from({ length: STACK }, () => new Int32Array(MAX_MOVES));
  private material = 0;
  private readonly coverCache = new Map<number, number>();
  /** The lowest ply whose position a repetition in the current subtree went back to (STACK: none). */
  private repetitionRef = STACK;

  constructor(
    readonly pos: Position,
    readonly tt: TranspositionTable,
    readonly probe: TableProbe | undefined,
    readonly clock: LimitClock,
  ) {
    this.key = positionKey(pos);
    this.keyLo[0] = this.key.lo;
    this.keyHi[0] = this.key.hi;
    this.inCheck[0] = pos.inCheck() ? 1 : 0;
    this.captured[0] = 1;
    for (let sq = 0; sq < 90; sq++) this.material += MATERIAL_WEIGHT[pos.board[sq]];
    this.covered[0] = this.cover();
  }

  /** Whether the current material is drawn by rule, has a table in the folder, or neither. */
  private cover(): number {
    let known = this.coverCache.get(this.material);
    if (known === undefined) {
      const m = materialOfBoard(this.pos.board);
      known = isDrawnByRule(m) ? DRAWN : this.probe?.hasTable(m) ? BY_TABLE : NOT_COVERED;
      this.coverCache.set(this.material, known);
    }
    return known;
  }

  private make(move: number, ply: number): number {
    const pos = this.pos, from = move & 127, to = move >> 7;
    const piece = pos.board[from];
    const captured = pos.play(move);
    updateKey(this.key, piece, from, to, captured);
    this.keyLo[ply + 1] = this.key.lo;
    this.keyHi[ply + 1] = this.key.hi;
    this.captured[ply + 1] = captured ? 1 : 0;
    this.inCheck[ply + 1] = isAttacked(pos.board, pos.kings[pos.turn], (pos.turn ^ 1) as 0 | 1) ? 1 : 0;
    if (captured) {
      this.material -= MATERIAL_WEIGHT[captured];
      this.covered[ply + 1] = this.cover();
    } else this.covered[ply + 1] = this.covered[ply];
    return captured;
  }

  private unmake(move: number, captured: number): void {
    const pos = this.pos, from = move & 127, to = move >> 7;
    pos.undo(move, captured);
    updateKey(this.key, pos.board[from], from, to, captured);
    this.material += MATERIAL_WEIGHT[captured];
  }

  /**
   * The value of the position at `ply` when it is settled without a search of its moves, as the
   * side to move sees it, and how; undefined when its moves must be searched. The root (ply 0)
   * is settled by the caller.
   */
  private settled(ply: number): { readonly score: number; readonly by: Terminal } | undefined {
    const verdict = repetitionAt(ply, this.keyLo, this.keyHi, this.inCheck, this.captured);
    if (verdict !== NOT_REPEATED) {
      // The verdict rests on the earlier occurrence: the nodes after it, up to here, depend on the path.
      for (let j = ply - 4; j >= 0; j -= 2) {
        if (this.keyLo[j] === this.keyLo[ply] && this.keyHi[j] === this.keyHi[ply]) {
          if (j < this.repetitionRef) this.repetitionRef = j;
          break;
        }
      }
      // Perpetual check loses for the checker, scored like the tables' results that rest on the rule (order 1).
      if (verdict === MOVER_LOSES) return { score: tableLoss(ply, 1), by: 'rule' };
      if (verdict === MOVER_WINS) return { score: tableWin(ply, 1), by: 'rule' };
      return { score: UNPROVEN, by: 'draw' };
    }
    if (this.covered[ply] === NOT_COVERED) return undefined;
    if (this.covered[ply] === DRAWN) return { score: UNPROVEN, by: 'draw' };
    const v = this.probe?.value(this.pos);
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
    if (depth <= 0 || ply >= MAX_PLY) return this.hasMove(ply) ? UNPROVEN : matedIn(ply);

    alpha = Math.max(alpha, matedIn(ply));
    beta = Math.min(beta, mateIn(ply + 1));
    if (alpha >= beta) return alpha;

    const tt = this.tt, key = this.key, slot = tt.find(key);
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
      const piece = this.pos.board[move & 127];
      const captured = this.make(move, ply);
      const score = -this.search(depth - 1, -beta, -alpha, ply + 1);
      this.unmake(move, captured);
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

  /** Whether the side to move at `ply` has a legal move (Position.hasLegalMove without its allocation). */
  private hasMove(ply: number): boolean {
    const pos = this.pos, moves = this.moveBuffers[ply];
    const n = pos.generatePseudo(moves);
    pos.prepareLegality();
    for (let i = 0; i < n; i++) if (pos.isLegalPrepared(moves[i])) return true;
    return false;
  }

  /** The legal moves at `ply`, scored for picking: the hash move, checks, then ordering.ts's order. */
  private orderedMoves(moves: Uint16Array, scores: Int32Array, hashMove: number, ply: number): number {
    const pos = this.pos;
    const n = pos.generateLegal(moves);
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
        if (!this.pos.hasLegalMove()) end = 'mate';
        break;
      }
      moves.push(found);
      played.push({ move: found, captured: this.make(found, ply) });
      v = -v;
    }
    if (end === undefined && moves.length && !this.clock.isStopped) {
      const ply = moves.length;
      end = this.settled(ply)?.by ?? (this.pos.hasLegalMove() ? undefined : 'mate');
    }
    for (let i = played.length - 1; i >= 0; i--) this.unmake(played[i].move, played[i].captured);
    return { moves, end };
  }

  /** A move at `ply` whose child, searched `depth - 1` deep, is worth exactly `value` to the mover. */
  private childKeeping(value: number, depth: number, ply: number): Move | undefined {
    const slot = this.tt.find(this.key);
    const moves = this.moveBuffers[ply], scores = this.scoreBuffers[ply];
    const n = this.orderedMoves(moves, scores, slot >= 0 ? this.tt.move(slot) : 0, ply);
    for (let i = 0; i < n; i++) {
      const move = this.ordering.pick(moves, scores, i, n);
      const captured = this.make(move, ply);
      const score = -this.search(depth - 1, -value - 1, -value + 1, ply + 1);
      this.unmake(move, captured);
      if (score === value) return move;
    }
    return undefined;
  }
}

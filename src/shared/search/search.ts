/**
 * The principal-variation search and its quiescence, on the search board (board.ts); the root's
 * iterations are deepening.ts's, the mate search by checks between them mateByChecks.ts's.
 *
 * Per node: repetition (a repeated position is a draw unless one side checked, or chased one piece,
 * on every one of its moves in the cycle and the other did not: that side loses, as in the tables;
 * repetition.ts), the table value
 * when the node's material has a table (exact: it ends the node), mate-distance pruning, the
 * transposition table (a mate in it holds at any depth; its move is played before any move is
 * generated), null-move pruning with a verification search (never in check, never for a side behind
 * on the evaluation unless it only has to outlast a mate in hand, never for one left without a rook,
 * horse or cannon, where zugzwang is common), checks and
 * lone evasions searched without using up depth, late-move reductions, futility pruning at the
 * frontier, late-move pruning of quiet moves in the last three plies, PVS over pseudo-legal moves
 * ordered by ordering.ts (`make` turns the illegal ones away, so a cut-off never pays for testing
 * the rest), and quiescence on captures (all evasions when in check) at the leaves.
 * A side without a legal move loses (checkmate or stalemate alike).
 *
 * Scores and windows are negated as `0 - x`, never `-x`: `-0` is a floating-point number to V8, and
 * one draw score negated that way turned the search's integer arithmetic to floating point and
 * deoptimized it over and over (V8's --trace-deopt: "not a Smi").
 */
import { touchesKingLines } from '../rules/check';
import type { Move } from '../rules/move';
import { HORSE, PAWN } from '../rules/piece';
import { isPseudoLegal } from '../rules/pseudoLegal';
import { DRAWN, NOT_COVERED, STACK, type SearchBoard } from './board';
import { PIECE_VALUE } from './evaluate';
import { LimitClock, type Limits } from './limits';
import { mayGiveCheck } from './mayGiveCheck';
import { MovePicker } from './movePicker';
import { MoveOrdering } from './ordering';
import { MOVER_LOSES, MOVER_WINS, NOT_REPEATED } from './repetition';
import {
  DRAW_SCORE, HEURISTIC_LIMIT, INFINITE, MATE_BOUND, MAX_PLY, isDecisive, mateIn, matedIn, tableLoss, tableValueScore, tableWin, toStored,
} from './score';
import { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER, NO_CUTOFF, type TranspositionTable, storedCutoff } from './transposition';

/** One root move's line; `score` is for the side to move at the root. */
export interface PvLine {
  readonly score: number;
  readonly pv: readonly Move[];
}

/** Moves searched in full before late-move reductions start, and where they deepen. */
const LMR_FIRST = 2;
const LMR_DEEPER = 6;
/** Moves searched before late-move pruning, by remaining depth (none from depth 4). */
const LATE_MOVES = [0, 6, 10, 16];
/** What a quiet move at the frontier may add to the static evaluation (futility pruning). */
const FUTILITY_MARGIN = 150;
/** What a capture in quiescence may gain beyond the captured piece's value (delta pruning). */
const DELTA_MARGIN = 200;

/** One search's tree: its board, move ordering, node count, limits and principal variation. */
export class Searcher {
  readonly ordering = new MoveOrdering();
  readonly clock: LimitClock;
  nodes = 0;
  tableHits = 0;
  selDepth = 0;
  /** Per ply, its moves and their order (quiescence and the mate search use the buffers too). */
  readonly pickers = Array.from({ length: STACK }, (_, ply) => new MovePicker(this.ordering, ply));
  private readonly pvTable = new Uint16Array(STACK * STACK);
  private readonly pvLength = new Uint8Array(STACK);
  /** When set, the only root moves searched. */
  rootMoves: readonly Move[] | undefined;
  /** Hears each root move whose exact score becomes the iteration's best so far, its line in `pv()`. */
  onRootLine: ((score: number) => void) | undefined;

  constructor(readonly board: SearchBoard, readonly tt: TranspositionTable, limits: Limits, now?: () => number) {
    this.clock = new LimitClock(limits, now);
  }

  /** The score of a repetition at `ply` (the side to move's view), or undefined when there is none. */
  private repetition(ply: number): number | undefined {
    switch (this.board.repetition(ply)) {
      case NOT_REPEATED: return undefined;
      case MOVER_LOSES: return tableLoss(ply, 1);
      case MOVER_WINS: return tableWin(ply, 1);
      default: return DRAW_SCORE;
    }
  }

  /** The exact score of the current node from the tables, or undefined. */
  private tableScore(ply: number): number | undefined {
    const board = this.board, cover = board.cover(ply);
    if (cover === NOT_COVERED) return undefined;
    if (cover === DRAWN) return DRAW_SCORE;
    const v = board.tableValue();
    if (!v) return undefined;
    this.tableHits++;
    return tableValueScore(v, ply);
  }

  search(depth: number, alpha: number, beta: number, ply: number, pvNode: boolean, nullAllowed: boolean): number {
    this.pvLength[ply] = ply;
    if (ply > this.selDepth) this.selDepth = ply;
    if (ply > 0) {
      const rep = this.repetition(ply);
      if (rep !== undefined) return rep;
      const table = this.tableScore(ply);
      if (table !== undefined) return table;
    }
    if (depth <= 0) return this.quiesce(alpha, beta, ply);
    this.nodes++;
    if (this.clock.poll(this.nodes)) return 0;
    const board = this.board, pos = board.pos;
    if (ply >= MAX_PLY) return board.evaluate();

    // Mate-distance pruning: no line from here beats a mate already in hand.
    alpha = Math.max(alpha, matedIn(ply));
    beta = Math.min(beta, mateIn(ply + 1));
    if (alpha >= beta) return alpha;

    const tt = this.tt, key = board.key, slot = tt.find(key);
    // A proven mate holds at any depth (ElephantEye's rule); other scores need the depth.
    if (slot >= 0 && !pvNode && ply > 0 && (tt.depth(slot) >= depth || Math.abs(tt.storedScore(slot)) >= MATE_BOUND)) {
      const s = storedCutoff(tt, slot, ply, alpha, beta);
      if (s !== NO_CUTOFF) return s;
    }
    const hashMove = slot >= 0 ? tt.move(slot) : 0;
    const checked = board.inCheckAt(ply);

    // Null move with verification: give the opponent a free move; if we still beat beta with a
    // reduced search, confirm with a reduced normal search (no null move) before cutting. Never for
    // a side whose static evaluation is below even: that is the defender of a mating attack, whose
    // pass the reduced searches find harmless because the mate is deeper than they look (it hid
    // the mates of 《适情雅趣》 第118局 and 第181局 at any depth the benchmark reached). Not below
    // depth 4, where the opponent's free move would be searched by quiescence alone: captures only,
    // blind to the quiet checks a mating threat is made of (at depth 3 it hid the key quiet move of
    // 第223局 until depth 12, 3.6 million nodes; from depth 4, 0.31 million at depth 9).
    // But always for a side that only has to outlast a mate already proven against it (beta a mate
    // score, once an ancestor's alpha is one): there the pruning can only miss a shorter mate, never
    // claim one, and searching the other root moves for a shorter mate took most of the iteration
    // that found it (第118局: 600,000 of 950,000 nodes).
    const outlasting = beta <= -MATE_BOUND;
    if (!pvNode && nullAllowed && !checked && depth >= 4 && ply > 0 && board.hasMajor()
      && (outlasting || (Math.abs(beta) < MATE_BOUND && board.evaluate() >= Math.max(beta, 0)))) {
      const r = depth >= 7 ? 3 : 2;
      board.makeNull(ply);
      const nullScore = 0 - this.search(depth - 1 - r, 0 - beta, 1 - beta, ply + 1, false, false);
      board.unmakeNull();
      if (this.clock.isStopped) return 0;
      if (nullScore >= beta) {
        const verified = this.search(depth - r, beta - 1, beta, ply, false, false);
        if (verified >= beta) return isDecisive(verified) ? beta : verified;
      }
    }

    const picker = this.pickers[ply];
    const lines = board.lines, pieces = board.pieceList, first = pos.turn * 16, end = first + board.listCount[pos.turn];
    // Out of check the moves come in stages, the hash move first (movePicker.ts). In check, the
    // evasions are filtered at once (a lone evasion is extended); at the root every move is listed.
    // Otherwise moves are pseudo-legal and `make` turns the illegal ones away.
    let n = -1;
    if (checked || ply === 0) {
      const moves = picker.moves;
      n = checked ? board.generateEvasions(moves) : board.generatePseudo(moves);
      if (checked && n === 0) return matedIn(ply);
      if (ply === 0 && this.rootMoves) {
        let kept = 0;
        for (let i = 0; i < n; i++) if (this.rootMoves.includes(moves[i])) moves[kept++] = moves[i];
        n = kept;
      }
      picker.listed(pos.board, n, hashMove);
    } else picker.staged(hashMove !== 0 && isPseudoLegal(pos.board, pos.turn, hashMove) ? hashMove : 0);
    const forced = checked && n === 1;

    // Futility at the frontier: a quiet move that does not check cannot lift a hopeless static
    // evaluation above alpha before quiescence, which would only stand pat on it.
    const futile = depth === 1 && !pvNode && !checked && !isDecisive(alpha) ? board.evaluate() + FUTILITY_MARGIN : INFINITE;

    // Late-move pruning near the frontier: after the first LATE_MOVES[depth] moves, a quiet move that
    // cannot check is not searched, once a move has scored above a loss (so a node never claims a
    // mate that a pruned move might escape). Tuned on the book's problems outside the benchmark's set.
    // Also for a side looking for a mate shorter than one in hand (alpha a mate): skipping its moves
    // can only miss a shorter mate.
    const late = depth < LATE_MOVES.length && !pvNode && !checked && ((!isDecisive(alpha) && !isDecisive(beta)) || alpha >= MATE_BOUND)
      ? LATE_MOVES[depth] : INFINITE;
    const alphaStart = alpha, enemyKing = pos.kings[pos.turn ^ 1];
    let best = -INFINITE, bestMove = 0, searched = 0;
    for (let move = picker.next(pos, lines, pieces, first, end, false); move !== 0;
      move = picker.next(pos, lines, pieces, first, end, futile <= alpha && searched > 0)) {
      const from = move & 127, to = move >> 7, piece = pos.board[from], quiet = pos.board[to] === 0;
      // A futile quiet move that cannot check is skipped unplayed; one that might is played to see.
      const isFutile = futile <= alpha && searched > 0;
      if (isFutile && quiet && !mayGiveCheck(piece, from, to, enemyKing)) {
        if (futile > best) best = futile;
        continue;
      }
      // Late-move pruning spares every horse and pawn move, checking or not: the quiet steps that
      // close a mating net are theirs (pruning those that cannot check lost 第308局 within 4 million nodes).
      if (searched >= late && best > -HEURISTIC_LIMIT && move !== hashMove && quiet
        && (piece & 7) !== HORSE && (piece & 7) !== PAWN && !touchesKingLines(enemyKing, from, to)) continue;
      const captured = board.make(move, ply, checked);
      if (captured < 0) continue;
      const givesCheck = board.inCheckAt(ply + 1);
      if (futile <= alpha && !captured && !givesCheck && searched > 0) {
        board.unmake(move, captured);
        if (futile > best) best = futile;
        continue;
      }
      // Checks and a lone evasion do not use up depth (ElephantEye's rule), up to half the ply limit.
      const extension = (givesCheck || forced) && ply < MAX_PLY / 2 ? 1 : 0;
      const next = depth - 1 + extension;
      let score: number;
      if (searched++ === 0) score = 0 - this.search(next, 0 - beta, 0 - alpha, ply + 1, pvNode, true);
      else {
        // Late-move reduction: a late quiet move that neither checks nor answers a check is first
        // searched a ply (two, very late) shallower, and again at full depth if it beats alpha.
        const reduction = depth >= 3 && searched > LMR_FIRST && !captured && !extension && !checked && move !== hashMove
          ? (searched > LMR_DEEPER && depth >= 6 ? 2 : 1) : 0;
        score = 0 - this.search(next - reduction, -1 - alpha, 0 - alpha, ply + 1, false, true);
        if (reduction > 0 && score > alpha) score = 0 - this.search(next, -1 - alpha, 0 - alpha, ply + 1, false, true);
        if (score > alpha && score < beta && pvNode) score = 0 - this.search(next, 0 - beta, 0 - alpha, ply + 1, true, true);
      }
      board.unmake(move, captured);
      if (this.clock.isStopped) return 0;
      if (score > best) {
        best = score;
        bestMove = move;
        if (score > alpha) {
          alpha = score;
          if (pvNode) this.updatePv(ply, move);
          if (score >= beta) {
            if (!captured) this.ordering.cutoff(piece, move, ply, depth);
            break;
          }
          if (ply === 0) this.onRootLine?.(score);
        }
      }
    }
    // The futile quiet moves the picker left out score as those skipped here.
    if (picker.droppedQuiet && futile > best) best = futile;
    // No legal move: mated or stalemated, a loss either way.
    if (searched === 0) return matedIn(ply);
    const bound = best >= beta ? BOUND_LOWER : best > alphaStart ? BOUND_EXACT : BOUND_UPPER;
    tt.store(key, depth, bound, toStored(best, ply), bestMove);
    return best;
  }

  private updatePv(ply: number, move: number): void {
    const pv = this.pvTable, row = ply * STACK, child = (ply + 1) * STACK;
    pv[row + ply] = move;
    const end = this.pvLength[ply + 1];
    for (let i = ply + 1; i < end; i++) pv[row + i] = pv[child + i];
    this.pvLength[ply] = Math.max(end, ply + 1);
  }

  /**
   * Captures only, standing pat on the evaluation; every evasion when in check. No quiet checks (as
   * in ElephantEye): generating every move at the horizon to find them cost more, in time to the
   * mates of the benchmark's set, than the mates they showed a ply earlier; the check extension
   * already follows every check made inside the full-width search.
   */
  quiesce(alpha: number, beta: number, ply: number): number {
    this.pvLength[ply] = ply;
    this.nodes++;
    if (ply > this.selDepth) this.selDepth = ply;
    if (this.clock.poll(this.nodes)) return 0;
    const board = this.board;
    if (ply >= MAX_PLY) return board.evaluate();
    const pos = board.pos, { moves, scores } = this.pickers[ply];
    const checked = board.inCheckAt(ply);
    let best = -INFINITE;
    let n: number;
    if (checked) {
      n = board.generateEvasions(moves);
      if (n === 0) return matedIn(ply);
      this.ordering.scoreMoves(pos.board, moves, n, scores, 0, ply);
    } else {
      best = board.evaluate();
      if (best >= beta) return best;
      if (best > alpha) alpha = best;
      n = board.generateCaptures(moves);
      this.ordering.scoreCaptures(pos.board, moves, n, scores);
    }
    for (let i = 0; i < n; i++) {
      const move = this.ordering.pick(moves, scores, i, n);
      // Delta pruning: a capture that does not check and cannot lift the stand-pat score to a
      // heuristic alpha even with a margin is not searched (in check there is no stand-pat score;
      // against a table or mate score, a capture into a table may still beat it). One that cannot
      // check is skipped unplayed; one that might is played to see.
      const hopeless = !checked && best + PIECE_VALUE[pos.board[move >> 7] & 7] + DELTA_MARGIN <= alpha && alpha < HEURISTIC_LIMIT;
      if (hopeless && !mayGiveCheck(pos.board[move & 127], move & 127, move >> 7, pos.kings[pos.turn ^ 1])) continue;
      const captured = board.make(move, ply, checked);
      if (captured < 0) continue;
      if (hopeless && !board.inCheckAt(ply + 1)) {
        board.unmake(move, captured);
        continue;
      }
      let score: number;
      const table = captured ? this.tableScore(ply + 1) : undefined;
      if (table !== undefined) score = 0 - table;
      else if (!captured) {
        const rep = this.repetition(ply + 1);
        score = rep !== undefined ? 0 - rep : 0 - this.quiesce(0 - beta, 0 - alpha, ply + 1);
      } else score = 0 - this.quiesce(0 - beta, 0 - alpha, ply + 1);
      board.unmake(move, captured);
      if (this.clock.isStopped) return 0;
      if (score > best) {
        best = score;
        if (score > alpha) {
          alpha = score;
          this.updatePv(ply, move);
          if (score >= beta) break;
        }
      }
    }
    return best;
  }

  pv(): Move[] {
    return Array.from(this.pvTable.subarray(0, this.pvLength[0]));
  }
}

/**
 * Iterative deepening principal-variation search over the rules core, joined to the tables.
 *
 * Per node: repetition (a repeated position is a draw unless one side checked on every one of its
 * moves in the cycle and the other did not: the checker loses, as in the tables), the table value
 * when the node's material has a table (exact: it ends the node), mate-distance pruning, the
 * transposition table, null-move pruning with a verification search (never in check, never for a
 * side left without a rook, horse or cannon, where zugzwang is common), check extension, PVS over
 * moves ordered by ordering.ts, and quiescence on captures (all evasions when in check) at the leaves.
 * A side without a legal move loses (checkmate or stalemate alike).
 */
import { isDrawnByRule, type Material } from '../material/material';
import { isAttacked } from '../rules/attack';
import type { Move } from '../rules/move';
import { CANNON, HORSE, ROOK } from '../rules/piece';
import { MAX_MOVES, type Position } from '../rules/position';
import { PIECE_SQUARE, evaluateFrom } from './evaluate';
import { LimitClock, type Limits } from './limits';
import { MoveOrdering } from './ordering';
import { extendThroughTables } from './tableLine';
import { MOVER_LOSES, MOVER_WINS, NOT_REPEATED, repetitionAt } from './repetition';
import {
  DRAW_SCORE, INFINITE, MATE_BOUND, MAX_PLY, fromStored, isDecisive, mateIn, matedIn, tableLoss, tableWin, toStored,
} from './score';
import {
  BOUND_EXACT, BOUND_LOWER, BOUND_UPPER, type Key, TranspositionTable, positionKey, updateKey,
} from './transposition';

/** A table's answer for the side to move (`order` 0 unless the result rests on perpetual check). */
export interface TableValue {
  readonly wdl: 'win' | 'draw' | 'loss';
  /** Plies to the next conversion (capture) or mate. */
  readonly dtc: number;
  readonly order?: number;
}

/**
 * The search's view of the tables. `hasTable` is asked once per material (the search caches it);
 * `value` is asked at every node whose material has a table, and may answer `undefined` when a
 * table cannot be read (the search then goes on as if there were none).
 */
export interface TableProbe {
  hasTable(material: Material): boolean;
  value(pos: Position): TableValue | undefined;
}

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
  readonly now?: () => number;
  /** Search only these root moves (legal ones; the others are ignored), like UCI's `searchmoves`. */
  readonly only?: readonly Move[];
  /** The game that led to the root, so repetitions of earlier positions count. */
  readonly game?: GameBefore;
}

/** A start position and the moves played from it to the root. */
export interface GameBefore {
  readonly start: Position;
  readonly moves: readonly Move[];
}

/** History entries: the game before the root is not known, so only the search's own path counts. */
const STACK = MAX_PLY + 8;
/** Half-width of the aspiration window, in evaluation units (a pawn = 100). */
const ASPIRATION = 50;
/** Moves searched in full before late-move reductions start, and where they deepen. */
const LMR_FIRST = 4;
const LMR_DEEPER = 12;
/** Plies of the game before the root that repetition looks at (only those since the last capture matter). */
const MAX_HISTORY = 200;

/** Base-6 digit per piece code (counts never reach 6), so a material is one exact number. */
const MATERIAL_WEIGHT = new Float64Array(16);
for (let piece = 0, w = 1; piece < 16; piece++) {
  if ((piece & 7) === 0 || (piece & 7) === 1) continue;
  MATERIAL_WEIGHT[piece] = w;
  w *= 6;
}

/** One search's state; exported for the tests of its incremental keys and evaluation. */
export class Searcher {
  readonly ordering = new MoveOrdering();
  readonly clock: LimitClock;
  nodes = 0;
  tableHits = 0;
  selDepth = 0;
  private readonly key: Key;
  /** Per history index: key halves, whether the side to move there is in check, whether it was reached by a capture. */
  private readonly keyLo = new Int32Array(MAX_HISTORY + STACK);
  private readonly keyHi = new Int32Array(MAX_HISTORY + STACK);
  private readonly inCheck = new Uint8Array(MAX_HISTORY + STACK);
  private readonly captured = new Uint8Array(MAX_HISTORY + STACK);
  /** History index of the root: the game's earlier positions come first. */
  private base = 0;
  private readonly moveBuffers = Array.from({ length: STACK }, () => new Uint16Array(MAX_MOVES));
  private readonly scoreBuffers = Array.from({ length: STACK }, () => new Int32Array(MAX_MOVES));
  private readonly pvTable = new Uint16Array(STACK * STACK);
  private readonly pvLength = new Uint8Array(STACK);
  /** Piece counts by code, and the material as one number. */
  private readonly counts = new Int8Array(16);
  private material = 0;
  /** PIECE_SQUARE totals by colour, kept with the moves (the evaluation's input). */
  private readonly sums = new Int32Array(2);
  private readonly hasTableCache = new Map<number, boolean>();
  /** When set, the only root moves searched. */
  rootMoves: readonly Move[] | undefined;

  constructor(
    readonly pos: Position,
    readonly tt: TranspositionTable,
    readonly probe: TableProbe | undefined,
    limits: Limits,
    now?: () => number,
    game?: GameBefore,
  ) {
    this.clock = new LimitClock(limits, now);
    this.key = positionKey(pos);
    if (game) this.replay(game);
    const root = this.base;
    this.keyLo[root] = this.key.lo;
    this.keyHi[root] = this.key.hi;
    this.inCheck[root] = pos.inCheck() ? 1 : 0;
    this.captured[root] = root === 0 ? 1 : this.captured[root];
    for (let sq = 0; sq < 90; sq++) {
      const piece = pos.board[sq];
      if (piece) {
        this.counts[piece]++;
        this.material += MATERIAL_WEIGHT[piece];
        this.sums[piece >> 3] += PIECE_SQUARE[piece * 90 + sq];
      }
    }
  }

  /** Records the positions of the game before the root (the last MAX_HISTORY plies) for repetition. */
  private replay(game: GameBefore): void {
    const moves = game.moves.slice(-MAX_HISTORY);
    const start = game.start.clone();
    for (const move of game.moves.slice(0, game.moves.length - moves.length)) start.play(move);
    const key = positionKey(start);
    this.keyLo[0] = key.lo;
    this.keyHi[0] = key.hi;
    this.inCheck[0] = start.inCheck() ? 1 : 0;
    this.captured[0] = 1;
    moves.forEach((move, i) => {
      const from = move & 127, to = move >> 7, piece = start.board[from];
      const captured = start.play(move);
      updateKey(key, piece, from, to, captured);
      this.keyLo[i + 1] = key.lo;
      this.keyHi[i + 1] = key.hi;
      this.captured[i + 1] = captured ? 1 : 0;
      this.inCheck[i + 1] = start.inCheck() ? 1 : 0;
    });
    if (key.lo !== this.key.lo || key.hi !== this.key.hi) throw new Error('the game before the root does not lead to the root position');
    this.base = moves.length;
  }

  private materialNow(): Material {
    const c = this.counts;
    return [Array.from({ length: 8 }, (_, k) => c[k]), Array.from({ length: 8 }, (_, k) => c[8 + k])];
  }

  /** Whether the current material is covered: drawn by rule, or a table in the folder. */
  private covered(): boolean {
    let known = this.hasTableCache.get(this.material);
    if (known === undefined) {
      const m = this.materialNow();
      known = isDrawnByRule(m) || (this.probe?.hasTable(m) ?? false);
      this.hasTableCache.set(this.material, known);
    }
    return known;
  }

  /** The exact score of the current node from the tables, or undefined. */
  private tableScore(ply: number): number | undefined {
    if (!this.covered()) return undefined;
    if (this.counts[ROOK] + this.counts[HORSE] + this.counts[CANNON] + this.counts[7]
      + this.counts[8 + ROOK] + this.counts[8 + HORSE] + this.counts[8 + CANNON] + this.counts[15] === 0) return DRAW_SCORE;
    const v = this.probe?.value(this.pos);
    if (!v) return undefined;
    this.tableHits++;
    if (v.wdl === 'draw') return DRAW_SCORE;
    // A table loss at DTC 0 is a position without moves: the search scores it as mated.
    if (v.wdl === 'loss' && v.dtc === 0 && (v.order ?? 0) === 0) return matedIn(ply);
    return v.wdl === 'win' ? tableWin(ply + v.dtc, v.order ?? 0) : tableLoss(ply + v.dtc, v.order ?? 0);
  }

  /** Plays `move` at `ply`, keeping key, history and material; returns the captured piece. */
  private make(move: number, ply: number): number {
    const h = this.base + ply;
    const pos = this.pos, from = move & 127, to = move >> 7;
    const piece = pos.board[from];
    const captured = pos.play(move);
    updateKey(this.key, piece, from, to, captured);
    this.sums[piece >> 3] += PIECE_SQUARE[piece * 90 + to] - PIECE_SQUARE[piece * 90 + from];
    if (captured) {
      this.counts[captured]--;
      this.material -= MATERIAL_WEIGHT[captured];
      this.sums[captured >> 3] -= PIECE_SQUARE[captured * 90 + to];
    }
    this.keyLo[h + 1] = this.key.lo;
    this.keyHi[h + 1] = this.key.hi;
    this.captured[h + 1] = captured ? 1 : 0;
    this.inCheck[h + 1] = isAttacked(pos.board, pos.kings[pos.turn], (pos.turn ^ 1) as 0 | 1) ? 1 : 0;
    return captured;
  }

  private unmake(move: number, captured: number): void {
    const pos = this.pos, from = move & 127, to = move >> 7;
    pos.undo(move, captured);
    const piece = pos.board[from];
    updateKey(this.key, piece, from, to, captured);
    this.sums[piece >> 3] -= PIECE_SQUARE[piece * 90 + to] - PIECE_SQUARE[piece * 90 + from];
    if (captured) {
      this.counts[captured]++;
      this.material += MATERIAL_WEIGHT[captured];
      this.sums[captured >> 3] += PIECE_SQUARE[captured * 90 + to];
    }
  }

  /** The score of a repetition at `ply` (the side to move's view), or undefined when there is none. */
  private repetition(ply: number): number | undefined {
    switch (repetitionAt(this.base + ply, this.keyLo, this.keyHi, this.inCheck, this.captured)) {
      case NOT_REPEATED: return undefined;
      case MOVER_LOSES: return tableLoss(ply, 1);
      case MOVER_WINS: return tableWin(ply, 1);
      default: return DRAW_SCORE;
    }
  }

  evaluate(): number {
    return evaluateFrom(this.sums, this.counts, this.pos.turn);
  }

  /** Whether the side to move has a rook, horse or cannon (null move is unsafe without one). */
  private hasMajor(): boolean {
    const base = this.pos.turn * 8;
    return this.counts[base + ROOK] + this.counts[base + HORSE] + this.counts[base + CANNON] > 0;
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
    if (depth <= 0) return this.quiesce(alpha, beta, ply, true);
    this.nodes++;
    if (this.clock.poll(this.nodes)) return 0;
    if (ply >= MAX_PLY) return this.evaluate();

    // Mate-distance pruning: no line from here beats a mate already in hand.
    alpha = Math.max(alpha, matedIn(ply));
    beta = Math.min(beta, mateIn(ply + 1));
    if (alpha >= beta) return alpha;

    const tt = this.tt, key = this.key;
    const slot = tt.find(key);
    let hashMove = 0;
    if (slot >= 0) {
      hashMove = tt.move(slot);
      if (!pvNode && ply > 0 && tt.depth(slot) >= depth) {
        const s = fromStored(tt.storedScore(slot), ply), bound = tt.bound(slot);
        if (bound === BOUND_EXACT || (bound === BOUND_LOWER && s >= beta) || (bound === BOUND_UPPER && s <= alpha)) return s;
      }
    }
    const checked = this.inCheck[this.base + ply] === 1;

    // Null move with verification: give the opponent a free move; if we still beat beta with a
    // reduced search, confirm with a reduced normal search (no null move) before cutting.
    if (!pvNode && nullAllowed && !checked && depth >= 3 && ply > 0 && Math.abs(beta) < MATE_BOUND && this.hasMajor() && this.evaluate() >= beta) {
      const r = depth >= 7 ? 3 : 2;
      const pos = this.pos;
      pos.turn = (pos.turn ^ 1) as 0 | 1;
      const savedLo = key.lo, savedHi = key.hi;
      updateKey(key, 0, 0, 0, 0);
      const h = this.base + ply + 1;
      this.keyLo[h] = key.lo;
      this.keyHi[h] = key.hi;
      this.inCheck[h] = 0;
      this.captured[h] = 1;
      const nullScore = -this.search(depth - 1 - r, -beta, -beta + 1, ply + 1, false, false);
      pos.turn = (pos.turn ^ 1) as 0 | 1;
      key.lo = savedLo;
      key.hi = savedHi;
      if (this.clock.isStopped) return 0;
      if (nullScore >= beta) {
        const verified = this.search(depth - r, beta - 1, beta, ply, false, false);
        if (verified >= beta) return isDecisive(verified) ? beta : verified;
      }
    }

    const moves = this.moveBuffers[ply], scores = this.scoreBuffers[ply];
    let n = this.pos.generateLegal(moves);
    if (n === 0) return matedIn(ply);
    if (ply === 0 && this.rootMoves) {
      let kept = 0;
      for (let i = 0; i < n; i++) if (this.rootMoves.includes(moves[i])) moves[kept++] = moves[i];
      n = kept;
    }
    this.ordering.scoreMoves(this.pos.board, moves, n, scores, hashMove, ply);

    const alphaStart = alpha;
    let best = -INFINITE, bestMove = 0;
    for (let i = 0; i < n; i++) {
      const move = this.ordering.pick(moves, scores, i, n);
      const piece = this.pos.board[move & 127];
      const captured = this.make(move, ply);
      const extension = this.inCheck[this.base + ply + 1] && ply < MAX_PLY / 2 ? 1 : 0;
      const next = depth - 1 + extension;
      let score: number;
      if (i === 0) score = -this.search(next, -beta, -alpha, ply + 1, pvNode, true);
      else {
        // Late-move reduction: a late quiet move that neither checks nor answers a check is first
        // searched a ply (two, very late) shallower, and again at full depth if it beats alpha.
        const reduction = depth >= 3 && i >= LMR_FIRST && !captured && !extension && !checked && move !== hashMove
          ? (i >= LMR_DEEPER && depth >= 6 ? 2 : 1) : 0;
        score = -this.search(next - reduction, -alpha - 1, -alpha, ply + 1, false, true);
        if (reduction > 0 && score > alpha) score = -this.search(next, -alpha - 1, -alpha, ply + 1, false, true);
        if (score > alpha && score < beta && pvNode) score = -this.search(next, -beta, -alpha, ply + 1, true, true);
      }
      this.unmake(move, captured);
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
        }
      }
    }
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
   * Captures only, standing pat on the evaluation; every evasion when in check; at the first
   * quiescence ply (`checks`) quiet checking moves too, so mates one move past the horizon are seen.
   */
  quiesce(alpha: number, beta: number, ply: number, checks = false): number {
    this.pvLength[ply] = ply;
    this.nodes++;
    if (ply > this.selDepth) this.selDepth = ply;
    if (this.clock.poll(this.nodes)) return 0;
    if (ply >= MAX_PLY) return this.evaluate();
    const pos = this.pos, moves = this.moveBuffers[ply], scores = this.scoreBuffers[ply];
    const checked = this.inCheck[this.base + ply] === 1;
    let best = -INFINITE;
    let n: number;
    if (checked) {
      n = pos.generateLegal(moves);
      if (n === 0) return matedIn(ply);
      this.ordering.scoreMoves(pos.board, moves, n, scores, 0, ply);
    } else {
      best = this.evaluate();
      if (best >= beta) return best;
      if (best > alpha) alpha = best;
      const all = pos.generatePseudo(moves);
      pos.prepareLegality();
      n = 0;
      for (let i = 0; i < all; i++) {
        const move = moves[i];
        if ((pos.board[move >> 7] !== 0 || (checks && pos.givesCheck(move))) && pos.isLegalPrepared(move)) moves[n++] = move;
      }
      this.ordering.scoreCaptures(pos.board, moves, n, scores);
    }
    for (let i = 0; i < n; i++) {
      const move = this.ordering.pick(moves, scores, i, n);
      const captured = this.make(move, ply);
      let score: number;
      const table = captured ? this.tableScore(ply + 1) : undefined;
      if (table !== undefined) score = -table;
      else if (!captured) {
        const rep = this.repetition(ply + 1);
        score = rep !== undefined ? -rep : -this.quiesce(-beta, -alpha, ply + 1);
      } else score = -this.quiesce(-beta, -alpha, ply + 1);
      this.unmake(move, captured);
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

/** Searches `pos` (left unchanged) until a limit; reports each finished iteration. */
export function search(pos: Position, options: SearchOptions = {}): SearchResult {
  const tt = options.table ?? new TranspositionTable(options.hashMb ?? 16);
  const s = new Searcher(pos.clone(), tt, options.probe, options.limits ?? {}, options.now, options.game);
  s.ordering.reset();
  const iterations: Iteration[] = [];
  let bestMove = 0, score = 0, pv: Move[] = [], depth = 0;
  let legal = pos.legalMoves();
  if (options.only) {
    const only = options.only;
    const kept = legal.filter((m) => only.includes(m));
    if (kept.length) {
      legal = kept;
      s.rootMoves = kept;
    }
  }
  if (legal.length === 0) {
    return { bestMove: 0, score: matedIn(0), depth: 0, nodes: 0, timeMs: s.clock.elapsed(), pv: [], iterations, interrupted: false };
  }
  for (let d = 1; d <= s.clock.maxDepth; d++) {
    if (d > 1 && !s.clock.startNext(s.nodes)) break;
    s.selDepth = 0;
    // Aspiration: from depth 4 a window around the last score, widened to the full range on failure.
    let value: number;
    if (d >= 4 && !isDecisive(score)) {
      const low = score - ASPIRATION, high = score + ASPIRATION;
      value = s.search(d, low, high, 0, true, false);
      if (!s.clock.isStopped && (value <= low || value >= high)) value = s.search(d, -INFINITE, INFINITE, 0, true, false);
    } else value = s.search(d, -INFINITE, INFINITE, 0, true, false);
    if (s.clock.isStopped) break;
    score = value;
    pv = s.pv();
    if (options.probe && isDecisive(score) && Math.abs(score) < MATE_BOUND) pv = extendThroughTables(pos, pv, options.probe);
    bestMove = pv[0] ?? legal[0];
    depth = d;
    const timeMs = s.clock.elapsed();
    const iteration: Iteration = {
      depth: d, selDepth: s.selDepth, score, nodes: s.nodes, timeMs,
      nps: Math.round((s.nodes * 1000) / Math.max(1, timeMs)), tableHits: s.tableHits, pv,
    };
    iterations.push(iteration);
    options.onIteration?.(iteration);
    // A mate is exact once the search is comfortably deeper than it.
    if (Math.abs(score) >= MATE_BOUND && d >= (matePlies(score) + 4)) break;
  }
  if (bestMove === 0) bestMove = legal[0];
  return {
    bestMove, score, depth, nodes: s.nodes, timeMs: s.clock.elapsed(), pv: pv.length ? pv : [bestMove], iterations,
    interrupted: s.clock.isStopped,
  };
}

function matePlies(score: number): number {
  return INFINITE - 1 - Math.abs(score);
}

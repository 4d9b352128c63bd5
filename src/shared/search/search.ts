/**
 * Iterative deepening principal-variation search over the rules core, joined to the tables.
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
 * the rest), and quiescence on captures (all evasions when in check) at the leaves. The root can
 * report several lines (multi-PV).
 * A side without a legal move loses (checkmate or stalemate alike).
 *
 * Scores and windows are negated as `0 - x`, never `-x`: `-0` is a floating-point number to V8, and
 * one draw score negated that way turned the search's integer arithmetic to floating point and
 * deoptimized it over and over (V8's --trace-deopt: "not a Smi").
 */
import type { Material } from '../material/material';
import { touchesKingLines } from '../rules/check';
import type { Move } from '../rules/move';
import { CANNON, HORSE, PAWN, ROOK } from '../rules/piece';
import type { Position } from '../rules/position';
import { PIECE_SQUARE, PIECE_VALUE, evaluateFrom } from './evaluate';
import { EvasionGenerator } from './evasions';
import { isPseudoLegal } from '../rules/pseudoLegal';
import { LimitClock, type Limits } from './limits';
import { LineOccupancy } from './lineOccupancy';
import { mayGiveCheck } from './mayGiveCheck';
import { MovePicker } from './movePicker';
import { MoveOrdering } from './ordering';
import { extendThroughTables } from './tableLine';
import type { TableProbe } from './tableProbe';
import { CycleChase } from './cycleChase';
import { MOVER_LOSES, MOVER_WINS, NOT_REPEATED, type PerpetualChasers, repetitionAt } from './repetition';
import {
  DRAW_SCORE, HEURISTIC_LIMIT, INFINITE, MATE, MATE_BOUND, MAX_PLY, fromStored, isDecisive, mateIn, matedIn, tableLoss, tableValueScore, tableWin, toStored,
} from './score';
import {
  BOUND_EXACT, BOUND_LOWER, BOUND_UPPER, type Key, NO_CUTOFF, TranspositionTable, positionKey, storedCutoff, updateKey,
} from './transposition';

export type { TableProbe, TableValue } from './tableProbe';

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

/** One root move's line in a multi-PV search; `score` is for the side to move at the root. */
export interface PvLine {
  readonly score: number;
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

/** Where the root's mate search stands between iterations: the depth it tries next, and whether it is over. */
export interface MateDeepening {
  depth: number;
  done: boolean;
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
const LMR_FIRST = 2;
const LMR_DEEPER = 6;
/** Moves searched before late-move pruning, by remaining depth (none from depth 4). */
const LATE_MOVES = [0, 6, 10, 16];
/** What a quiet move at the frontier may add to the static evaluation (futility pruning). */
const FUTILITY_MARGIN = 150;
/** What a capture in quiescence may gain beyond the captured piece's value (delta pruning). */
const DELTA_MARGIN = 200;
const COVER_UNKNOWN = 2;
/** The mate search's table (its size hardly matters: on the benchmark's set 1 MB and 16 MB searched the same nodes). */
const MATE_TABLE_MB = 1;
/** A mate-table depth meaning no mate by checks at any depth: the tree below ended everywhere first. */
const NO_MATE_EVER = 127;
/** The mate search's budget after the first iterations, which search few nodes. */
const MATE_BUDGET_MIN = 2000;
/** Plies of the game before the root that repetition looks at (only those since the last capture matter). */
const MAX_HISTORY = 200;
/**
 * Mate tables left by finished searches in this thread, for the next ones: a new table per search
 * paid for its pages as the mate search first touched them (第063局's first iteration took 2.7 ms
 * with a new table, 2.1 ms with a kept one). A search started while another runs (from one of its
 * callbacks) takes a table of its own.
 */
const spareMateTables: TranspositionTable[] = [];

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
  /** Per history index, the move into it: a repeated cycle's moves are replayed to judge a chase. */
  private readonly moveAt = new Uint16Array(MAX_HISTORY + STACK);
  private readonly cycleChase = new CycleChase(MAX_HISTORY + STACK);
  private readonly chasers: PerpetualChasers = (j, h) => (this.hasChaseRule() ? this.cycleChase.perpetualChasers(this.pos, this.moveAt, j, h) : 0);
  /** History index of the root: the game's earlier positions come first. */
  private base = 0;
  /** Per ply, its moves and their order (quiescence uses the buffers too). */
  private readonly pickers = Array.from({ length: STACK }, (_, ply) => new MovePicker(this.ordering, ply));
  private readonly pvTable = new Uint16Array(STACK * STACK);
  private readonly pvLength = new Uint8Array(STACK);
  /** Piece counts by code, and the material as one number. */
  private readonly counts = new Int8Array(16);
  private material = 0;
  /** PIECE_SQUARE totals by colour, kept with the moves (the evaluation's input). */
  private readonly sums = new Int32Array(2);
  private readonly hasTableCache = new Map<number, boolean>();
  /**
   * Per history index, whether the material there is covered (1), not (0) or not yet asked
   * (COVER_UNKNOWN, after a capture): it only changes at a capture, and asking costs a map lookup.
   */
  private readonly coveredAt = new Uint8Array(MAX_HISTORY + STACK);
  /**
   * Piece lists: the points of red's pieces at 0.., black's at 16.., `listCount` per colour, and each
   * occupied point's index in them, so move generation visits a side's pieces instead of 90 points.
   * A capture moves the list's last entry into the captured piece's place; `undoSlots` remembers the
   * place so `unmake` puts everything back.
   */
  private readonly pieceList = new Uint8Array(32);
  private readonly evasions = new EvasionGenerator();
  private readonly listCount = new Uint8Array(2);
  private readonly slotOf = new Int8Array(90);
  private readonly undoSlots = new Int8Array(MAX_HISTORY + STACK);
  /** Rank and file occupancy, kept with the moves: rook and cannon captures, attack and check tests. */
  readonly lines: LineOccupancy;
  private undoTop = 0;
  /** When set, the only root moves searched. */
  rootMoves: readonly Move[] | undefined;
  /** Hears each root move whose exact score becomes the iteration's best so far, its line in `pv()`. */
  onRootLine: ((score: number) => void) | undefined;

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
        const slot = (piece >> 3) * 16 + this.listCount[piece >> 3]++;
        this.pieceList[slot] = sq;
        this.slotOf[sq] = slot;
        this.counts[piece]++;
        this.material += MATERIAL_WEIGHT[piece];
        this.sums[piece >> 3] += PIECE_SQUARE[piece * 90 + sq];
      }
    }
    this.coveredAt[root] = this.covered() ? 1 : 0;
    this.lines = new LineOccupancy(pos.board);
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
      this.moveAt[i + 1] = move;
      this.captured[i + 1] = captured ? 1 : 0;
      this.inCheck[i + 1] = start.inCheck() ? 1 : 0;
    });
    if (key.lo !== this.key.lo || key.hi !== this.key.hi) throw new Error('the game before the root does not lead to the root position');
    this.base = moves.length;
  }

  private materialNow(): Material {
    const c = this.counts, red: number[] = [], black: number[] = [];
    for (let kind = 0; kind < 8; kind++) {
      red.push(c[kind]);
      black.push(c[8 + kind]);
    }
    return [red, black];
  }

  /** The rooks, horses, cannons and pawns of `color`. */
  private attackers(color: number): number {
    const c = this.counts, base = color * 8;
    return c[base + ROOK] + c[base + HORSE] + c[base + CANNON] + c[base + PAWN];
  }

  /** `isDrawnByRule` read off the piece counts: neither side has a rook, horse, cannon or pawn. */
  private drawnByRule(): boolean {
    return this.attackers(0) === 0 && this.attackers(1) === 0;
  }

  /**
   * Whether the current material is covered: drawn by rule, or a table in the folder. Asked at the
   * first capture into each material of a search (hundreds of materials in a search of the benchmark's
   * problems), so the rule is read off the counts and the material listed only for the probe.
   */
  private covered(): boolean {
    let known = this.hasTableCache.get(this.material);
    if (known === undefined) {
      known = this.drawnByRule() || (this.probe !== undefined && this.probe.hasTable(this.materialNow()));
      this.hasTableCache.set(this.material, known);
    }
    return known;
  }

  /** The exact score of the current node from the tables, or undefined. */
  private tableScore(ply: number): number | undefined {
    const h = this.base + ply;
    if (this.coveredAt[h] === COVER_UNKNOWN) this.coveredAt[h] = this.covered() ? 1 : 0;
    if (this.coveredAt[h] === 0) return undefined;
    if (this.drawnByRule()) return DRAW_SCORE;
    const v = this.probe?.value(this.pos);
    if (!v) return undefined;
    this.tableHits++;
    return tableValueScore(v, ply);
  }

  /**
   * Plays `move` at `ply`, keeping key, history and material; returns the captured piece, or -1 (the
   * board left as it was) when the move leaves the mover's king attacked (not tested when `legal`):
   * moves are generated pseudo-legal and tested here, so a cut after the first few moves never pays
   * for the others.
   */
  private make(move: number, ply: number, legal = false): number {
    const h = this.base + ply;
    const pos = this.pos, board = pos.board, from = move & 127, to = move >> 7;
    const piece = board[from], us = pos.turn, them = us ^ 1;
    const captured = pos.play(move);
    const lines = this.lines;
    lines.flip(from);
    if (!captured) lines.flip(to);
    // Out of check, only the lines through the move's two points (and a horse leg it frees) can
    // expose the king; in check or for a king move, the full test.
    const king = pos.kings[us];
    if (!legal && (this.inCheck[h] === 1 || king === to
      ? lines.isAttacked(board, king, them)
      : touchesKingLines(king, from, to) && lines.givesCheck(board, king, them, from, to))) {
      lines.flip(from);
      if (!captured) lines.flip(to);
      pos.undo(move, captured);
      return -1;
    }
    updateKey(this.key, piece, from, to, captured);
    this.sums[piece >> 3] += PIECE_SQUARE[piece * 90 + to] - PIECE_SQUARE[piece * 90 + from];
    const list = this.pieceList, slotOf = this.slotOf;
    if (captured) {
      const place = slotOf[to], last = (captured >> 3) * 16 + --this.listCount[captured >> 3];
      list[place] = list[last];
      slotOf[list[last]] = place;
      this.undoSlots[this.undoTop++] = place;
      this.counts[captured]--;
      this.material -= MATERIAL_WEIGHT[captured];
      this.sums[captured >> 3] -= PIECE_SQUARE[captured * 90 + to];
    }
    list[slotOf[from]] = to;
    slotOf[to] = slotOf[from];
    this.keyLo[h + 1] = this.key.lo;
    this.keyHi[h + 1] = this.key.hi;
    this.moveAt[h + 1] = move;
    this.captured[h + 1] = captured ? 1 : 0;
    this.coveredAt[h + 1] = captured ? COVER_UNKNOWN : this.coveredAt[h];
    // The opponent was not in check before our move, so the incremental test is exact.
    this.inCheck[h + 1] = mayGiveCheck(piece, from, to, pos.kings[them]) && lines.givesCheck(board, pos.kings[them], us, from, to) ? 1 : 0;
    return captured;
  }

  private unmake(move: number, captured: number): void {
    const pos = this.pos, from = move & 127, to = move >> 7;
    pos.undo(move, captured);
    const piece = pos.board[from];
    updateKey(this.key, piece, from, to, captured);
    this.lines.flip(from);
    if (!captured) this.lines.flip(to);
    this.sums[piece >> 3] -= PIECE_SQUARE[piece * 90 + to] - PIECE_SQUARE[piece * 90 + from];
    const list = this.pieceList, slotOf = this.slotOf;
    list[slotOf[to]] = from;
    slotOf[from] = slotOf[to];
    if (captured) {
      const place = this.undoSlots[--this.undoTop], end = (captured >> 3) * 16 + this.listCount[captured >> 3]++;
      list[end] = list[place];
      slotOf[list[place]] = end;
      list[place] = to;
      slotOf[to] = place;
      this.counts[captured]++;
      this.material += MATERIAL_WEIGHT[captured];
      this.sums[captured >> 3] += PIECE_SQUARE[captured * 90 + to];
    }
  }

  /** The score of a repetition at `ply` (the side to move's view), or undefined when there is none. */
  private repetition(ply: number): number | undefined {
    switch (repetitionAt(this.base + ply, this.keyLo, this.keyHi, this.inCheck, this.captured, this.chasers)) {
      case NOT_REPEATED: return undefined;
      case MOVER_LOSES: return tableLoss(ply, 1);
      case MOVER_WINS: return tableWin(ply, 1);
      default: return DRAW_SCORE;
    }
  }

  /**
   * Whether both sides have a rook, horse, cannon or pawn: only then do the tables apply the chase
   * rule (docs/rules.md 3.4, "Which colours"; the generator's trapSides.ts), and so does the search.
   */
  private hasChaseRule(): boolean {
    return this.attackers(0) > 0 && this.attackers(1) > 0;
  }

  evaluate(): number {
    return evaluateFrom(this.sums, this.counts, this.pos.turn, this.listCount[0] + this.listCount[1]);
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
    if (depth <= 0) return this.quiesce(alpha, beta, ply);
    this.nodes++;
    if (this.clock.poll(this.nodes)) return 0;
    if (ply >= MAX_PLY) return this.evaluate();

    // Mate-distance pruning: no line from here beats a mate already in hand.
    alpha = Math.max(alpha, matedIn(ply));
    beta = Math.min(beta, mateIn(ply + 1));
    if (alpha >= beta) return alpha;

    const tt = this.tt, key = this.key, slot = tt.find(key);
    // A proven mate holds at any depth (ElephantEye's rule); other scores need the depth.
    if (slot >= 0 && !pvNode && ply > 0 && (tt.depth(slot) >= depth || Math.abs(tt.storedScore(slot)) >= MATE_BOUND)) {
      const s = storedCutoff(tt, slot, ply, alpha, beta);
      if (s !== NO_CUTOFF) return s;
    }
    const hashMove = slot >= 0 ? tt.move(slot) : 0;
    const checked = this.inCheck[this.base + ply] === 1;

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
    if (!pvNode && nullAllowed && !checked && depth >= 4 && ply > 0 && this.hasMajor()
      && (outlasting || (Math.abs(beta) < MATE_BOUND && this.evaluate() >= Math.max(beta, 0)))) {
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
      this.coveredAt[h] = this.coveredAt[h - 1];
      const nullScore = 0 - this.search(depth - 1 - r, 0 - beta, 1 - beta, ply + 1, false, false);
      pos.turn = (pos.turn ^ 1) as 0 | 1;
      key.lo = savedLo;
      key.hi = savedHi;
      if (this.clock.isStopped) return 0;
      if (nullScore >= beta) {
        const verified = this.search(depth - r, beta - 1, beta, ply, false, false);
        if (verified >= beta) return isDecisive(verified) ? beta : verified;
      }
    }

    const picker = this.pickers[ply];
    const first = this.pos.turn * 16, end = first + this.listCount[this.pos.turn];
    // Out of check the moves come in stages, the hash move first (movePicker.ts). In check, the
    // evasions are filtered at once (a lone evasion is extended); at the root every move is listed.
    // Otherwise moves are pseudo-legal and `make` turns the illegal ones away.
    let n = -1;
    if (checked || ply === 0) {
      const moves = picker.moves;
      n = checked ? this.evasions.generate(this.pos, this.lines, this.pieceList, first, end, moves) : this.pos.generatePseudoAt(this.pieceList, end, moves, first);
      if (checked && n === 0) return matedIn(ply);
      if (ply === 0 && this.rootMoves) {
        let kept = 0;
        for (let i = 0; i < n; i++) if (this.rootMoves.includes(moves[i])) moves[kept++] = moves[i];
        n = kept;
      }
      picker.listed(this.pos.board, n, hashMove);
    } else picker.staged(hashMove !== 0 && isPseudoLegal(this.pos.board, this.pos.turn, hashMove) ? hashMove : 0);
    const forced = checked && n === 1;

    // Futility at the frontier: a quiet move that does not check cannot lift a hopeless static
    // evaluation above alpha before quiescence, which would only stand pat on it.
    const futile = depth === 1 && !pvNode && !checked && !isDecisive(alpha) ? this.evaluate() + FUTILITY_MARGIN : INFINITE;

    // Late-move pruning near the frontier: after the first LATE_MOVES[depth] moves, a quiet move that
    // cannot check is not searched, once a move has scored above a loss (so a node never claims a
    // mate that a pruned move might escape). Tuned on the book's problems outside the benchmark's set.
    // Also for a side looking for a mate shorter than one in hand (alpha a mate): skipping its moves
    // can only miss a shorter mate.
    const late = depth < LATE_MOVES.length && !pvNode && !checked && ((!isDecisive(alpha) && !isDecisive(beta)) || alpha >= MATE_BOUND)
      ? LATE_MOVES[depth] : INFINITE;
    const alphaStart = alpha, enemyKing = this.pos.kings[this.pos.turn ^ 1];
    let best = -INFINITE, bestMove = 0, searched = 0;
    for (let move = picker.next(this.pos, this.lines, this.pieceList, first, end, false); move !== 0;
      move = picker.next(this.pos, this.lines, this.pieceList, first, end, futile <= alpha && searched > 0)) {
      const from = move & 127, to = move >> 7, piece = this.pos.board[from], quiet = this.pos.board[to] === 0;
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
      const captured = this.make(move, ply, checked);
      if (captured < 0) continue;
      const givesCheck = this.inCheck[this.base + ply + 1] === 1;
      if (futile <= alpha && !captured && !givesCheck && searched > 0) {
        this.unmake(move, captured);
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
    if (ply >= MAX_PLY) return this.evaluate();
    const pos = this.pos, { moves, scores } = this.pickers[ply];
    const checked = this.inCheck[this.base + ply] === 1;
    const first = pos.turn * 16;
    let best = -INFINITE;
    let n: number;
    if (checked) {
      n = this.evasions.generate(pos, this.lines, this.pieceList, first, first + this.listCount[pos.turn], moves);
      if (n === 0) return matedIn(ply);
      this.ordering.scoreMoves(pos.board, moves, n, scores, 0, ply);
    } else {
      best = this.evaluate();
      if (best >= beta) return best;
      if (best > alpha) alpha = best;
      n = this.lines.generateCaptures(pos.board, pos.turn, this.pieceList, first, first + this.listCount[pos.turn], moves);
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
      const captured = this.make(move, ply, checked);
      if (captured < 0) continue;
      if (hopeless && this.inCheck[this.base + ply + 1] === 0) {
        this.unmake(move, captured);
        continue;
      }
      let score: number;
      const table = captured ? this.tableScore(ply + 1) : undefined;
      if (table !== undefined) score = 0 - table;
      else if (!captured) {
        const rep = this.repetition(ply + 1);
        score = rep !== undefined ? 0 - rep : 0 - this.quiesce(0 - beta, 0 - alpha, ply + 1);
      } else score = 0 - this.quiesce(0 - beta, 0 - alpha, ply + 1);
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

  // The checks-only mate search (docs/search.md, "Mates by checks"): between the iterations the root
  // side looks for a mate in which every one of its moves checks, against every evasion. Its tree is
  // a small part of the full width's, and most composed mates (连将杀) are of that kind.

  /** Its own table: per position, a proven mate (with its move), or no mate within a depth (`NO_MATE_EVER`: at any). */
  private mateTable: TranspositionTable | undefined;
  /** Set when a node of the running mate iteration met its depth limit, so deeper may yet mate. */
  private mateHorizon = false;
  /** The node count at which the running mate iteration gives up (its budget). */
  private mateStopAt = 0;
  private mateAborted = false;
  /** While the proven line is walked: no budget then (a flag, so that `mateStopAt` stays a small integer to V8). */
  private mateWalking = false;

  /**
   * Deepens the mate search from the root, two plies at a time from where `state` left it, until it
   * mates, finds no mate by checks at any depth (its tree ended everywhere before its depth) or has
   * used `budget` more nodes (the depth is tried again next time). The mate score with its line, or
   * undefined (also for a mate whose line cannot be walked again at its distance: `mateLine`).
   */
  mateByChecks(state: MateDeepening, budget: number): PvLine | undefined {
    if (this.mateTable === undefined) {
      this.mateTable = spareMateTables.pop() ?? new TranspositionTable(MATE_TABLE_MB);
      this.mateTable.clear();
    }
    this.mateStopAt = this.nodes + budget;
    this.mateAborted = false;
    while (!state.done && state.depth < MAX_PLY / 2) {
      this.mateHorizon = false;
      const score = this.mateAttack(state.depth, 0);
      if (this.mateAborted || this.clock.isStopped) return undefined;
      if (score !== 0) {
        state.done = true;
        const pv = this.mateLine(score);
        return pv && { score, pv };
      }
      if (!this.mateHorizon) state.done = true;
      state.depth += 2;
    }
    return undefined;
  }

  /** The attacker to move with `depth` plies left: mateIn(n) when its checks mate within them, else 0. */
  private mateAttack(depth: number, ply: number): number {
    if (this.mateNode(ply)) return 0;
    if (depth <= 0) {
      this.mateHorizon = true;
      return 0;
    }
    const table = this.mateTable!, key = this.key, slot = table.find(key);
    if (slot >= 0 && ply > 0) {
      const known = this.mateKnown(slot, depth, ply);
      if (known >= 0) return known;
    }
    const pos = this.pos, { moves, scores } = this.pickers[ply], first = pos.turn * 16, end = first + this.listCount[pos.turn];
    const enemyKing = pos.kings[pos.turn ^ 1];
    let n = pos.generatePseudoAt(this.pieceList, end, moves, first), kept = 0;
    for (let i = 0; i < n; i++) if (mayGiveCheck(pos.board[moves[i] & 127], moves[i] & 127, moves[i] >> 7, enemyKing)) moves[kept++] = moves[i];
    n = kept;
    this.ordering.scoreMoves(pos.board, moves, n, scores, slot >= 0 ? table.move(slot) : 0, ply);
    const outer = this.mateHorizon;
    this.mateHorizon = false;
    let mate = 0, mateMove = 0;
    for (let i = 0; i < n && mate === 0; i++) {
      const move = this.ordering.pick(moves, scores, i, n);
      const captured = this.make(move, ply, false);
      if (captured < 0) continue;
      if (this.inCheck[this.base + ply + 1] === 1) {
        mate = this.mateDefend(depth - 1, ply + 1);
        mateMove = move;
      }
      this.unmake(move, captured);
      if (this.mateAborted || this.clock.isStopped) return 0;
    }
    const cut = this.mateHorizon;
    this.mateHorizon = outer || cut;
    if (mate !== 0) table.store(key, NO_MATE_EVER, BOUND_EXACT, toStored(mate, ply), mateMove);
    else table.store(key, cut ? depth : NO_MATE_EVER, BOUND_EXACT, 0, 0);
    return mate;
  }

  /** The defender, in check: the longest mate over its evasions, or 0 when one of them escapes within `depth`. */
  private mateDefend(depth: number, ply: number): number {
    if (this.mateNode(ply)) return 0;
    const pos = this.pos, { moves, scores } = this.pickers[ply], first = pos.turn * 16;
    const n = this.evasions.generate(pos, this.lines, this.pieceList, first, first + this.listCount[pos.turn], moves);
    if (n === 0) return mateIn(ply);
    if (depth <= 0) {
      this.mateHorizon = true;
      return 0;
    }
    const table = this.mateTable!, key = this.key, slot = table.find(key);
    if (slot >= 0) {
      const known = this.mateKnown(slot, depth, ply);
      if (known >= 0) return known;
    }
    // The evasion that escaped last time first.
    this.ordering.scoreMoves(pos.board, moves, n, scores, slot >= 0 ? table.move(slot) : 0, ply);
    const outer = this.mateHorizon;
    this.mateHorizon = false;
    let longest = INFINITE, longestMove = 0;
    for (let i = 0; i < n; i++) {
      const move = this.ordering.pick(moves, scores, i, n);
      const captured = this.make(move, ply, true);
      const mate = this.mateAttack(depth - 1, ply + 1);
      this.unmake(move, captured);
      if (this.mateAborted || this.clock.isStopped) return 0;
      if (mate === 0) {
        const cut = this.mateHorizon;
        this.mateHorizon = outer || cut;
        table.store(key, cut ? depth : NO_MATE_EVER, BOUND_EXACT, 0, move);
        return 0;
      }
      if (mate < longest) {
        longest = mate;
        longestMove = move;
      }
    }
    this.mateHorizon = outer || this.mateHorizon;
    table.store(key, NO_MATE_EVER, BOUND_EXACT, toStored(longest, ply), longestMove);
    return longest;
  }

  /** Counts a mate-search node; true when the line ends here without a mate (budget, stop, repetition). */
  private mateNode(ply: number): boolean {
    this.nodes++;
    if (this.nodes >= this.mateStopAt && !this.mateWalking) this.mateAborted = true;
    if (this.mateAborted || this.clock.poll(this.nodes)) return true;
    return ply > 0 && this.repetition(ply) !== undefined;
  }

  /** What the mate table settles at `slot`: a mate score, 0 for no mate within `depth`, or -1. */
  private mateKnown(slot: number, depth: number, ply: number): number {
    const table = this.mateTable!, stored = table.storedScore(slot);
    if (stored !== 0) return fromStored(stored, ply);
    if (table.depth(slot) < depth) return -1;
    if (table.depth(slot) < NO_MATE_EVER) this.mateHorizon = true;
    return 0;
  }

  /**
   * The line of the mate `score` just proven from the root: at each attacker node a check that keeps
   * the mate, at each defender node the evasion that delays it most, asked of the mate search again
   * (its table answers most of it at once); the table alone would lose the moves of entries since
   * overwritten. Undefined when the walk cannot keep the distance: the mate search keeps the first
   * mate it finds at an attacker node, not the shortest, so asked again, with other entries in its
   * table and another move order, it may find only a longer one there, or none within the distance
   * after an evasion. A mate is reported only with a line that plays out to it (SQYQ-047 was once
   * reported as a mate in 25 with a line of 4 plies).
   */
  private mateLine(score: number): Move[] | undefined {
    const line: Move[] = [], captures: number[] = [];
    this.mateWalking = true;
    const plies = MATE - score;
    let walked = true;
    for (let ply = 0; ply < plies; ply++) {
      // This ply's buffer is free: the searches asked below use the plies after it.
      const pos = this.pos, buffer = this.pickers[ply].moves, first = pos.turn * 16;
      const attacker = ply % 2 === 0, left = plies - ply;
      const n = attacker ? pos.generatePseudoAt(this.pieceList, first + this.listCount[pos.turn], buffer, first)
        : this.evasions.generate(pos, this.lines, this.pieceList, first, first + this.listCount[pos.turn], buffer);
      let chosen = 0, longest = INFINITE;
      for (let i = 0; i < n && (chosen === 0 || !attacker) && walked; i++) {
        const move = buffer[i];
        const captured = this.make(move, ply, !attacker);
        if (captured < 0) continue;
        const mate = attacker ? (this.inCheck[this.base + ply + 1] === 1 ? this.mateDefend(left - 1, ply + 1) : 0) : this.mateAttack(left - 1, ply + 1);
        this.unmake(move, captured);
        if (!attacker && mate === 0) walked = false;
        else if (attacker ? mate === score : mate < longest) {
          chosen = move;
          longest = mate;
        }
      }
      if (chosen === 0) walked = false;
      if (!walked) break;
      line.push(chosen);
      captures.push(this.make(chosen, ply, true));
    }
    for (let i = line.length - 1; i >= 0; i--) this.unmake(line[i], captures[i]);
    this.mateWalking = false;
    return walked ? line : undefined;
  }

  /** Leaves the mate search's table to the thread's next search (this one must not search again). */
  releaseMateTable(): void {
    if (this.mateTable !== undefined) spareMateTables.push(this.mateTable);
    this.mateTable = undefined;
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
  const mates: MateDeepening | undefined = lineCount === 1 && !options.only ? { depth: 1, done: false } : undefined;
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
        const mate = s.mateByChecks(mates, Math.max(MATE_BUDGET_MIN, s.nodes >> 1));
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
    s.releaseMateTable();
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

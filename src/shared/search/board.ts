/**
 * The board the searches play on (Stockfish's `Position` with its `StateInfo` stack): the rules
 * core's `Position` and, kept with every move made and unmade, what a node asks of it at once. The
 * Zobrist key; per history index the key, whether the side to move stands in check, whether the
 * position was reached by a capture, the move into it and whether its material is covered by a table
 * (so a repetition, a check extension or a table probe reads an array); the piece lists, piece
 * counts and material number; the evaluation's totals; the rank and file occupancy. The game before
 * the root is replayed into the history first, so its positions count for repetition.
 *
 * A driver (the search, the prover) plays a line from its root with `make(move, ply)` and takes it
 * back with `unmake` in reverse order, `ply` being the move's distance from the root; history index
 * `base + ply` is the position at `ply`.
 */
import { materialOfBoard } from '../material/material';
import { touchesKingLines } from '../rules/check';
import type { Move } from '../rules/move';
import { CANNON, HORSE, PAWN, ROOK } from '../rules/piece';
import { MAX_MOVES, type Position } from '../rules/position';
import { CycleChase } from './cycleChase';
import { PIECE_SQUARE, evaluateFrom } from './evaluate';
import { EvasionGenerator } from './evasions';
import { LineOccupancy } from './lineOccupancy';
import { mayGiveCheck } from './mayGiveCheck';
import { type PerpetualChasers, type RepetitionVerdict, repetitionAt } from './repetition';
import { MAX_PLY } from './score';
import type { TableProbe, TableValue } from './tableProbe';
import { type Key, positionKey, updateKey } from './transposition';

/** History entries a search's own path may use, extensions and quiescence included. */
export const STACK = MAX_PLY + 8;
/** Plies of the game before the root that repetition looks at (only those since the last capture matter). */
const MAX_HISTORY = 200;

/** A material's cover (`cover`): no table, a table in the folder, or drawn by rule (no table needed). */
export const NOT_COVERED = 0;
export const BY_TABLE = 1;
export const DRAWN = 2;
/** Not asked yet at this history index (after a capture). */
const COVER_UNKNOWN = 3;

/** Base-6 digit per piece code (counts never reach 6), so a material is one exact number. */
const MATERIAL_WEIGHT = new Float64Array(16);
for (let piece = 0, w = 1; piece < 16; piece++) {
  if ((piece & 7) === 0 || (piece & 7) === 1) continue;
  MATERIAL_WEIGHT[piece] = w;
  w *= 6;
}

/** A start position and the moves played from it to the root. */
export interface GameBefore {
  readonly start: Position;
  readonly moves: readonly Move[];
}

export class SearchBoard {
  readonly key: Key;
  /** Per history index: key halves, whether the side to move there is in check, whether it was reached by a capture. */
  private readonly keyLo: Int32Array;
  private readonly keyHi: Int32Array;
  private readonly inCheck: Uint8Array;
  private readonly captured: Uint8Array;
  /** Per history index, the move into it: a repeated cycle's moves are replayed to judge a chase. */
  private readonly moveAt: Uint16Array;
  /**
   * Per history index, the material's cover (NOT_COVERED, BY_TABLE, DRAWN, or COVER_UNKNOWN after a
   * capture): it only changes at a capture, and asking costs a map lookup.
   */
  private readonly coveredAt: Uint8Array;
  /** History index of the root: the game's earlier positions come first. */
  private base = 0;
  /**
   * Piece lists: the points of red's pieces at 0.., black's at 16.., `listCount` per colour, and each
   * occupied point's index in them, so move generation visits a side's pieces instead of 90 points.
   * A capture moves the list's last entry into the captured piece's place; `undoSlots` remembers the
   * place so `unmake` puts everything back.
   */
  readonly pieceList = new Uint8Array(32);
  readonly listCount = new Uint8Array(2);
  private readonly slotOf = new Int8Array(90);
  private readonly undoSlots: Int8Array;
  private undoTop = 0;
  /** Piece counts by code, and the material as one number. */
  private readonly counts = new Int8Array(16);
  private material = 0;
  /** PIECE_SQUARE totals by colour, kept with the moves (the evaluation's input). */
  private readonly sums = new Int32Array(2);
  /** Rank and file occupancy, kept with the moves: rook and cannon captures, attack and check tests. */
  readonly lines: LineOccupancy;
  private readonly evasions = new EvasionGenerator();
  private readonly coverCache = new Map<number, number>();
  private readonly cycleChase: CycleChase;
  /** Who chased in a repeated cycle; undefined where chases are not judged (the prover). */
  private readonly chasers: PerpetualChasers | undefined;
  /** `hasLegalMove`'s moves. */
  private readonly scratch = new Uint16Array(MAX_MOVES);

  /**
   * `pos` is the root, played on in place. `judgeChase`: whether a repetition without a check asks
   * who chased (the search), or is a draw (the prover: a chase it does not judge can only cost a proof).
   * `plies`: the longest path from the root it holds (the proof-number search's lines run past STACK).
   */
  constructor(readonly pos: Position, private readonly probe: TableProbe | undefined, game?: GameBefore, judgeChase = true, plies = STACK) {
    const size = MAX_HISTORY + plies;
    this.keyLo = new Int32Array(size);
    this.keyHi = new Int32Array(size);
    this.inCheck = new Uint8Array(size);
    this.captured = new Uint8Array(size);
    this.moveAt = new Uint16Array(size);
    this.coveredAt = new Uint8Array(size);
    this.undoSlots = new Int8Array(size);
    this.cycleChase = new CycleChase(size);
    this.chasers = judgeChase ? (j, h) => (this.hasChaseRule() ? this.cycleChase.perpetualChasers(this.pos, this.moveAt, j, h) : 0) : undefined;
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
    this.coveredAt[root] = this.coverNow();
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

  /**
   * Plays `move` at `ply`, keeping key, history and material; returns the captured piece, or -1 (the
   * board left as it was) when the move leaves the mover's king attacked (not tested when `legal`):
   * the search generates its moves pseudo-legal and tests them here, so a cut after the first few
   * moves never pays for the others.
   */
  make(move: number, ply: number, legal = false): number {
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

  /** Takes back `move`, made last, with what `make` returned. */
  unmake(move: number, captured: number): void {
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

  /**
   * Passes the move at `ply` (null-move pruning; never in check). Its position ends repetition walks
   * as a capture does: the cycle through a pass is no game's.
   */
  makeNull(ply: number): void {
    const pos = this.pos, key = this.key, h = this.base + ply + 1;
    pos.turn = (pos.turn ^ 1) as 0 | 1;
    updateKey(key, 0, 0, 0, 0);
    this.keyLo[h] = key.lo;
    this.keyHi[h] = key.hi;
    this.inCheck[h] = 0;
    this.captured[h] = 1;
    this.coveredAt[h] = this.coveredAt[h - 1];
  }

  unmakeNull(): void {
    const pos = this.pos;
    pos.turn = (pos.turn ^ 1) as 0 | 1;
    updateKey(this.key, 0, 0, 0, 0);
  }

  /** Whether the side to move at `ply` stands in check. */
  inCheckAt(ply: number): boolean {
    return this.inCheck[this.base + ply] === 1;
  }

  /** The rules' verdict on a repetition at `ply` (repetition.ts): NOT_REPEATED when there is none. */
  repetition(ply: number): RepetitionVerdict {
    return repetitionAt(this.base + ply, this.keyLo, this.keyHi, this.inCheck, this.captured, this.chasers);
  }

  /**
   * The ply of the latest earlier occurrence of the position at `ply` on the current path (negative in
   * the game before the root), or `-1 - base` when there is none: a value resting on a repetition
   * holds only for the paths through that ply.
   */
  repeatedFrom(ply: number): number {
    const h = this.base + ply;
    for (let j = h - 4; j >= 0; j -= 2) if (this.keyLo[j] === this.keyLo[h] && this.keyHi[j] === this.keyHi[h]) return j - this.base;
    return -1 - this.base;
  }

  /**
   * The cover of the material at `ply`: drawn by rule, a table in the folder, or neither. Asked
   * at the first capture into each material of a search (hundreds of materials in a search of the
   * benchmark's problems), so the rule is read off the counts and the material listed only for the probe.
   */
  cover(ply: number): number {
    const h = this.base + ply;
    if (this.coveredAt[h] === COVER_UNKNOWN) this.coveredAt[h] = this.coverNow();
    return this.coveredAt[h];
  }

  private coverNow(): number {
    let known = this.coverCache.get(this.material);
    if (known === undefined) {
      known = this.drawnByRule() ? DRAWN : this.probe !== undefined && this.probe.hasTable(materialOfBoard(this.pos.board)) ? BY_TABLE : NOT_COVERED;
      this.coverCache.set(this.material, known);
    }
    return known;
  }

  /** The tables' value of the current position (its material covered BY_TABLE), or undefined when it cannot be read. */
  tableValue(): TableValue | undefined {
    return this.probe?.value(this.pos);
  }

  /** The static evaluation for the side to move (evaluate.ts), from the kept totals. */
  evaluate(): number {
    return evaluateFrom(this.sums, this.counts, this.pos.turn, this.listCount[0] + this.listCount[1]);
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
   * Whether both sides have a rook, horse, cannon or pawn: only then do the tables apply the chase
   * rule (docs/rules.md 3.4, "Which colours"; the generator's trapSides.ts), and so does the search.
   */
  private hasChaseRule(): boolean {
    return this.attackers(0) > 0 && this.attackers(1) > 0;
  }

  /** Whether the side to move has a rook, horse or cannon (null move is unsafe without one). */
  hasMajor(): boolean {
    const base = this.pos.turn * 8;
    return this.counts[base + ROOK] + this.counts[base + HORSE] + this.counts[base + CANNON] > 0;
  }

  /** The side to move's pseudo-legal moves, from its piece list (`make` tests them); returns the count. */
  generatePseudo(out: Uint16Array): number {
    const first = this.pos.turn * 16;
    return this.pos.generatePseudoAt(this.pieceList, first + this.listCount[this.pos.turn], out, first);
  }

  /** The legal moves of the side to move, in check (evasions.ts); returns the count. */
  generateEvasions(out: Uint16Array): number {
    const first = this.pos.turn * 16;
    return this.evasions.generate(this.pos, this.lines, this.pieceList, first, first + this.listCount[this.pos.turn], out);
  }

  /** The side to move's pseudo-legal captures, read off the occupancy; returns the count. */
  generateCaptures(out: Uint16Array): number {
    const first = this.pos.turn * 16;
    return this.lines.generateCaptures(this.pos.board, this.pos.turn, this.pieceList, first, first + this.listCount[this.pos.turn], out);
  }

  /** The legal moves of the side to move in the rules core's order (`Position.generateLegal`); returns the count. */
  generateLegal(out: Uint16Array): number {
    return this.pos.generateLegal(out);
  }

  /** Whether the side to move has a legal move (`Position.hasLegalMove` without its allocation). */
  hasLegalMove(): boolean {
    const pos = this.pos, moves = this.scratch;
    const n = pos.generatePseudo(moves);
    pos.prepareLegality();
    for (let i = 0; i < n; i++) if (pos.isLegalPrepared(moves[i])) return true;
    return false;
  }
}

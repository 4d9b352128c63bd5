/**
 * A validated, playable position. Moves are made and unmade in place on a typed board so search and
 * perft allocate nothing per node; callers pass their own move buffers.
 */
import { isAttacked, findKing } from './attack';
import { givesCheck } from './check';
import { ADVISOR_STEPS, ELEPHANT_STEPS, HORSE_SOURCES, HORSE_STEPS, KING_STEPS, PAWN_SOURCES, PAWN_STEPS, RAYS } from './geometry';
import { type Move, moveFrom, moveTo } from './move';
import {
  ADVISOR, BLACK, CANNON, type Color, ELEPHANT, HORSE, KING, PAWN, type Piece, RED, ROOK, makePiece, opposite,
} from './piece';
import { err, ok, type Result } from '../result';
import { type Setup, setupBoard, setupFromBoard } from './setup';
import { type Violation, validateSetup } from './validate';
import { boardFen, parseFen } from './fen';
import type { Square } from './square';

/** Every point in order: the default "piece list" of the generators that take one. */
const EVERY_POINT = Uint8Array.from({ length: 90 }, (_, sq) => sq);

/** Enough for any Xiangqi position (the known maximum of legal moves is well under 150). */
export const MAX_MOVES = 256;

export type Outcome = { readonly kind: 'checkmate' | 'stalemate'; readonly loser: Color };

/**
 * The index on `ray`, a line from a king (`RAYS`), of the first piece at or after index `i`;
 * `ray.length` if there is none. The pins of `prepareLegality` and the checks of `generateEvasions`
 * along a line are read off the nearest piece, the piece behind it, and the one behind that.
 */
/**
 * Appends to `out` from index `n` the captures of a man of `us` on `from` that steps (horse,
 * elephant, king, advisor, pawn) and returns the new count: the generators that find rooks' and
 * cannons' captures their own ways share it.
 */
export function stepCaptures(board: Int8Array, us: Color, from: Square, kind: number, out: Uint16Array, n: number): number {
  if (kind === HORSE || kind === ELEPHANT) {
    const steps = kind === HORSE ? HORSE_STEPS[from] : ELEPHANT_STEPS[from];
    for (let i = 0; i < steps.length; i += 2) {
      const target = board[steps[i]];
      if (target !== 0 && target >> 3 !== us && board[steps[i + 1]] === 0) out[n++] = from | (steps[i] << 7);
    }
    return n;
  }
  const steps = kind === KING ? KING_STEPS[from] : kind === ADVISOR ? ADVISOR_STEPS[from] : PAWN_STEPS[us][from];
  for (let i = 0; i < steps.length; i++) {
    const target = board[steps[i]];
    if (target !== 0 && target >> 3 !== us) out[n++] = from | (steps[i] << 7);
  }
  return n;
}

function nextPiece(board: Int8Array, ray: Int8Array, i: number): number {
  while (i < ray.length && board[ray[i]] === 0) i++;
  return i;
}

export class Position {
  private constructor(
    /** Piece codes by point; read freely, change only through `play`/`undo`. */
    readonly board: Int8Array,
    public turn: Color,
    /** King points by colour. */
    readonly kings: Int16Array,
  ) {}

  static fromSetup(setup: Setup): Result<Position, Violation[]> {
    const violations = validateSetup(setup);
    if (violations.length) return err(violations);
    const board = setupBoard(setup);
    return ok(new Position(board, setup.turn, Int16Array.of(findKing(board, RED), findKing(board, BLACK))));
  }

  /**
   * Wraps a board the caller knows to be legal, without validation: generators decode millions of
   * positions into one board and keep `kings` up to date themselves.
   */
  static unchecked(board: Int8Array, turn: Color): Position {
    return new Position(board, turn, Int16Array.of(findKing(board, RED), findKing(board, BLACK)));
  }

  /** Parses and validates; for tests and tools that hold trusted FEN. Throws with the reasons. */
  static fromFen(fen: string): Position {
    const setup = parseFen(fen);
    if (!setup.ok) throw new Error(`bad FEN ${fen}: ${setup.error.code}`);
    const pos = Position.fromSetup(setup.value);
    if (!pos.ok) throw new Error(`illegal position ${fen}: ${pos.error.map((v) => v.code).join(', ')}`);
    return pos.value;
  }

  clone(): Position {
    return new Position(this.board.slice(), this.turn, this.kings.slice());
  }

  toSetup(): Setup {
    return setupFromBoard(this.board, this.turn);
  }

  fen(): string {
    return `${boardFen(this.board)} ${this.turn === RED ? 'w' : 'b'} - - 0 1`;
  }

  inCheck(color: Color = this.turn): boolean {
    return isAttacked(this.board, this.kings[color], opposite(color));
  }

  /** Makes a move without legality checks; returns the captured piece (0 if none) for `undo`. */
  play(move: Move): Piece {
    const from = moveFrom(move), to = moveTo(move);
    const board = this.board;
    const piece = board[from];
    const captured = board[to];
    board[to] = piece;
    board[from] = 0;
    if ((piece & 7) === KING) this.kings[piece >> 3] = to;
    this.turn = (this.turn ^ 1) as Color;
    return captured;
  }

  undo(move: Move, captured: Piece): void {
    const from = moveFrom(move), to = moveTo(move);
    const board = this.board;
    const piece = board[to];
    board[from] = piece;
    board[to] = captured;
    if ((piece & 7) === KING) this.kings[piece >> 3] = from;
    this.turn = (this.turn ^ 1) as Color;
  }

  /** Whether a pseudo-legal move keeps the mover's king safe (flying general included). */
  isLegalPseudo(move: Move): boolean {
    this.prepareLegality();
    return this.isLegalPrepared(move);
  }

  /**
   * `isLegalPseudo` for callers that called `prepareLegality` on the current board: a move that
   * touches no point marked there cannot expose the king and needs no test at all; the others get
   * the incremental test of the lines through the move's two points (or a full scan for king moves
   * and when in check).
   */
  isLegalPrepared(move: Move): boolean {
    const mover = this.turn, from = moveFrom(move), to = moveTo(move);
    const king = this.kings[mover];
    if (!this.preparedInCheck && from !== king && this.exposure[from] === 0 && this.exposure[to] === 0) return true;
    const captured = this.play(move);
    const exposed = this.preparedInCheck || from === king
      ? isAttacked(this.board, this.kings[mover], opposite(mover))
      : givesCheck(this.board, king, opposite(mover), from, to);
    this.undo(move, captured);
    return !exposed;
  }

  /** Points whose change could expose the king of the side to move (see `prepareLegality`). */
  private readonly exposure = new Uint8Array(90);
  private preparedInCheck = false;

  /**
   * Marks, for the side to move, the only points a move can touch to expose its king: along each
   * line from the king, the first piece when an enemy rook or king stands right behind it or an
   * enemy cannon behind the next one, the second piece when an enemy cannon stands behind it, and
   * the empty points in front of an unscreened enemy cannon; and the horse-leg points next to the
   * king that block an enemy horse. Returns whether the side to move is in check.
   */
  prepareLegality(): boolean {
    const board = this.board, us = this.turn, them = opposite(us), exposure = this.exposure;
    const king = this.kings[us];
    exposure.fill(0);
    const rook = makePiece(them, ROOK), cannon = makePiece(them, CANNON), enemyKing = makePiece(them, KING);
    const rays = RAYS[king];
    for (let d = 0; d < 4; d++) {
      const ray = rays[d], end = ray.length;
      const first = nextPiece(board, ray, 0);
      if (first === end) continue;
      if (board[ray[first]] === cannon) for (let j = 0; j < first; j++) exposure[ray[j]] = 1;
      const second = nextPiece(board, ray, first + 1);
      if (second === end) continue;
      const behind = board[ray[second]];
      if (behind === rook || (d < 2 && behind === enemyKing)) exposure[ray[first]] = 1;
      const third = nextPiece(board, ray, second + 1);
      if (third < end && board[ray[third]] === cannon) {
        exposure[ray[first]] = 1;
        exposure[ray[second]] = 1;
      }
    }
    const horse = makePiece(them, HORSE);
    const horses = HORSE_SOURCES[king];
    for (let i = 0; i < horses.length; i += 2) if (board[horses[i]] === horse) exposure[horses[i + 1]] = 1;
    this.preparedInCheck = isAttacked(board, king, them);
    return this.preparedInCheck;
  }

  /** Writes the moves of the side to move that obey piece geometry into `out`; returns the count. */
  generatePseudo(out: Uint16Array | number[]): number {
    const board = this.board, us = this.turn;
    let n = 0;
    for (let from = 0; from < 90; from++) {
      const piece = board[from];
      if (piece !== 0 && piece >> 3 === us) n = this.addPieceMoves(from, piece, out, n);
    }
    return n;
  }

  /**
   * `generatePseudo` for callers that keep a piece list: only the listed points are visited, which
   * beats scanning 90 points when few pieces are left. Points holding the other side's pieces are skipped.
   * Points before `first` are skipped too, so a caller can take the moves one piece at a time.
   */
  generatePseudoAt(squares: ArrayLike<number>, count: number, out: Uint16Array | number[], first = 0): number {
    const board = this.board, us = this.turn;
    let n = 0;
    for (let i = first; i < count; i++) {
      const from = squares[i], piece = board[from];
      if (piece !== 0 && piece >> 3 === us) n = this.addPieceMoves(from, piece, out, n);
    }
    return n;
  }

  /**
   * The captures among `generatePseudo`'s moves, in the same order: for a quiescence search, which
   * looks at nothing else and would otherwise generate every move to keep a few. Like
   * `generatePseudoAt`, a caller that keeps a piece list passes its points `squares[first..count)`.
   */
  generateCaptures(out: Uint16Array, squares: ArrayLike<number> = EVERY_POINT, count = 90, first = 0): number {
    const board = this.board, us = this.turn;
    let n = 0;
    for (let k = first; k < count; k++) {
      const from = squares[k], piece = board[from];
      if (piece === 0 || piece >> 3 !== us) continue;
      const kind = piece & 7;
      if (kind === ROOK || kind === CANNON) {
        const rays = RAYS[from];
        for (let d = 0; d < 4; d++) {
          const ray = rays[d];
          let i = 0;
          while (i < ray.length && board[ray[i]] === 0) i++;
          if (kind === CANNON) for (i++; i < ray.length && board[ray[i]] === 0; i++);
          if (i < ray.length && board[ray[i]] >> 3 !== us) out[n++] = from | (ray[i] << 7);
        }
        continue;
      }
      n = stepCaptures(board, us, from, kind, out, n);
    }
    return n;
  }

  private addPieceMoves(from: Square, piece: Piece, out: Uint16Array | number[], n: number): number {
    const board = this.board, us = this.turn;
    switch (piece & 7) {
      case KING:
        return this.addSteps(KING_STEPS[from], from, out, n);
      case ADVISOR:
        return this.addSteps(ADVISOR_STEPS[from], from, out, n);
      case PAWN:
        return this.addSteps(PAWN_STEPS[us][from], from, out, n);
      case ELEPHANT:
      case HORSE: {
        const steps = (piece & 7) === ELEPHANT ? ELEPHANT_STEPS[from] : HORSE_STEPS[from];
        for (let i = 0; i < steps.length; i += 2) {
          const to = steps[i];
          if (board[steps[i + 1]] !== 0) continue;
          const target = board[to];
          if (target === 0 || target >> 3 !== us) out[n++] = from | (to << 7);
        }
        return n;
      }
      default: {
        const cannon = (piece & 7) === CANNON;
        const rays = RAYS[from];
        for (let d = 0; d < 4; d++) {
          const ray = rays[d];
          let i = 0;
          for (; i < ray.length; i++) {
            if (board[ray[i]] !== 0) break;
            out[n++] = from | (ray[i] << 7);
          }
          if (i === ray.length) continue;
          if (!cannon) {
            if (board[ray[i]] >> 3 !== us) out[n++] = from | (ray[i] << 7);
            continue;
          }
          for (i++; i < ray.length; i++) {
            const target = board[ray[i]];
            if (target === 0) continue;
            if (target >> 3 !== us) out[n++] = from | (ray[i] << 7);
            break;
          }
        }
        return n;
      }
    }
  }

  private addSteps(steps: Int8Array, from: Square, out: Uint16Array | number[], n: number): number {
    const board = this.board, us = this.turn;
    for (let i = 0; i < steps.length; i++) {
      const target = board[steps[i]];
      if (target === 0 || target >> 3 !== us) out[n++] = from | (steps[i] << 7);
    }
    return n;
  }

  /** Writes the legal moves into `out` (at least MAX_MOVES long); returns the count. */
  generateLegal(out: Uint16Array | number[]): number {
    const n = this.generatePseudo(out);
    this.prepareLegality();
    let legal = 0;
    for (let i = 0; i < n; i++) if (this.isLegalPrepared(out[i])) out[legal++] = out[i];
    return legal;
  }

  /**
   * `generateLegal` for a side in check (the same moves, in the same order), cheaper: a move other
   * than the king's can only answer the check if it touches a point the check depends on (a
   * checker, the points between it and the king, a checking horse's leg), so only those moves and
   * the king's get the full test. A piece list may be passed as to `generateCaptures`.
   */
  generateEvasions(out: Uint16Array, squares: ArrayLike<number> = EVERY_POINT, count = 90, first = 0): number {
    const board = this.board, us = this.turn, them = opposite(us), king = this.kings[us];
    const lines = this.checkLines;
    lines.fill(0);
    const rook = makePiece(them, ROOK), cannon = makePiece(them, CANNON), enemyKing = makePiece(them, KING);
    const rays = RAYS[king];
    for (let d = 0; d < 4; d++) {
      const ray = rays[d], nearest = nextPiece(board, ray, 0);
      if (nearest === ray.length) continue;
      const piece = board[ray[nearest]];
      if (piece === rook || (d < 2 && piece === enemyKing)) for (let j = 0; j <= nearest; j++) lines[ray[j]] = 1;
      const screened = nextPiece(board, ray, nearest + 1);
      if (screened < ray.length && board[ray[screened]] === cannon) for (let j = 0; j <= screened; j++) lines[ray[j]] = 1;
    }
    const horse = makePiece(them, HORSE), horses = HORSE_SOURCES[king];
    for (let i = 0; i < horses.length; i += 2) {
      if (board[horses[i]] === horse && board[horses[i + 1]] === 0) lines[horses[i]] = lines[horses[i + 1]] = 1;
    }
    const pawn = makePiece(them, PAWN), pawns = PAWN_SOURCES[them][king];
    for (let i = 0; i < pawns.length; i++) if (board[pawns[i]] === pawn) lines[pawns[i]] = 1;
    const n = this.generatePseudoAt(squares, count, out, first);
    let legal = 0;
    for (let i = 0; i < n; i++) {
      const move = out[i], from = moveFrom(move), to = moveTo(move);
      if (from !== king && lines[from] === 0 && lines[to] === 0) continue;
      const captured = this.play(move);
      const safe = !isAttacked(board, this.kings[us], them);
      this.undo(move, captured);
      if (safe) out[legal++] = move;
    }
    return legal;
  }

  /** Points a check depends on (see `generateEvasions`). */
  private readonly checkLines = new Uint8Array(90);

  legalMoves(): Move[] {
    const buffer = new Uint16Array(MAX_MOVES);
    return Array.from(buffer.subarray(0, this.generateLegal(buffer)));
  }

  /** One move's legality: among the pseudo-legal moves, then its king's safety alone (a replayed line of 100,000 plies checks each move). */
  isLegal(move: Move): boolean {
    const buffer = new Uint16Array(MAX_MOVES);
    return buffer.subarray(0, this.generatePseudo(buffer)).includes(move) && this.isLegalPseudo(move);
  }

  hasLegalMove(): boolean {
    const buffer = new Uint16Array(MAX_MOVES);
    const n = this.generatePseudo(buffer);
    this.prepareLegality();
    for (let i = 0; i < n; i++) if (this.isLegalPrepared(buffer[i])) return true;
    return false;
  }

  /** The game is over when the side to move has no legal move; in Xiangqi that side loses either way. */
  outcome(): Outcome | undefined {
    if (this.hasLegalMove()) return undefined;
    return { kind: this.inCheck() ? 'checkmate' : 'stalemate', loser: this.turn };
  }

  /** Whether a legal move checks the opponent, tested incrementally around the move's two points. */
  givesCheck(move: Move): boolean {
    const mover = this.turn;
    const captured = this.play(move);
    const check = givesCheck(this.board, this.kings[opposite(mover)], mover, moveFrom(move), moveTo(move));
    this.undo(move, captured);
    return check;
  }

  /** Whether the move captures, and what. */
  capturedBy(move: Move): Piece {
    return this.board[moveTo(move)];
  }

  pieceAt(sq: Square): Piece {
    return this.board[sq];
  }

  /** The position after a legal move, leaving this one untouched. */
  after(move: Move): Position {
    const next = this.clone();
    next.play(move);
    return next;
  }
}

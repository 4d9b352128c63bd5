/**
 * A validated, playable position. Moves are made and unmade in place on a typed board so search and
 * perft allocate nothing per node; callers pass their own move buffers.
 */
import { isAttacked, findKing } from './attack';
import { givesCheck } from './check';
import { ADVISOR_STEPS, ELEPHANT_STEPS, HORSE_SOURCES, HORSE_STEPS, KING_STEPS, PAWN_STEPS, RAYS } from './geometry';
import { type Move, moveFrom, moveTo } from './move';
import {
  ADVISOR, BLACK, CANNON, type Color, ELEPHANT, HORSE, KING, PAWN, type Piece, RED, ROOK, opposite,
} from './piece';
import { err, ok, type Result } from '../result';
import { type Setup, setupBoard, setupFromBoard } from './setup';
import { type Violation, validateSetup } from './validate';
import { boardFen, parseFen } from './fen';
import type { Square } from './square';

/** Enough for any Xiangqi position (the known maximum of legal moves is well under 150). */
export const MAX_MOVES = 256;

export type Outcome = { readonly kind: 'checkmate' | 'stalemate'; readonly loser: Color };

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
    if (!setup.ok) throw new Error(setup.error.message);
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
    return this.isLegalWhen(move, this.inCheck());
  }

  /**
   * `isLegalPseudo` for callers that already know whether the mover is in check. When it is not and
   * the king stays put, only lines through the move's two points can expose the king, so the
   * incremental test replaces a full attack scan.
   */
  isLegalWhen(move: Move, moverInCheck: boolean): boolean {
    const mover = this.turn, from = moveFrom(move), to = moveTo(move);
    if (!moverInCheck && from !== this.kings[mover]) {
      // A move that touches neither the king's rank and file nor a horse leg next to it cannot expose it.
      const key = this.kings[mover] * 2 + mover;
      if (key !== this.exposureKey) this.markExposure(key);
      if (this.exposure[from] === 0 && this.exposure[to] === 0) return true;
    }
    const captured = this.play(move);
    const king = this.kings[mover];
    const exposed = moverInCheck || king === to
      ? isAttacked(this.board, king, opposite(mover))
      : givesCheck(this.board, king, opposite(mover), from, to);
    this.undo(move, captured);
    return !exposed;
  }

  /** Points whose occupancy can decide whether the king at `exposureKey >> 1` is attacked. */
  private readonly exposure = new Uint8Array(90);
  private exposureKey = -1;

  private markExposure(key: number): void {
    const king = key >> 1, exposure = this.exposure;
    exposure.fill(0);
    for (const ray of RAYS[king]) for (let i = 0; i < ray.length; i++) exposure[ray[i]] = 1;
    const horses = HORSE_SOURCES[king];
    for (let i = 1; i < horses.length; i += 2) exposure[horses[i]] = 1;
    this.exposureKey = key;
  }

  /** Writes the moves of the side to move that obey piece geometry into `out`; returns the count. */
  generatePseudo(out: Uint16Array | number[]): number {
    const board = this.board, us = this.turn;
    let n = 0;
    for (let from = 0; from < 90; from++) {
      const piece = board[from];
      if (piece === 0 || piece >> 3 !== us) continue;
      switch (piece & 7) {
        case KING:
          n = this.addSteps(KING_STEPS[from], from, out, n);
          break;
        case ADVISOR:
          n = this.addSteps(ADVISOR_STEPS[from], from, out, n);
          break;
        case PAWN:
          n = this.addSteps(PAWN_STEPS[us][from], from, out, n);
          break;
        case ELEPHANT:
        case HORSE: {
          const steps = (piece & 7) === ELEPHANT ? ELEPHANT_STEPS[from] : HORSE_STEPS[from];
          for (let i = 0; i < steps.length; i += 2) {
            const to = steps[i];
            if (board[steps[i + 1]] !== 0) continue;
            const target = board[to];
            if (target === 0 || target >> 3 !== us) out[n++] = from | (to << 7);
          }
          break;
        }
        case ROOK:
        case CANNON: {
          const cannon = (piece & 7) === CANNON;
          const rays = RAYS[from];
          for (let d = 0; d < 4; d++) {
            const ray = rays[d];
            let i = 0;
            for (; i < ray.length; i++) {
              const target = board[ray[i]];
              if (target !== 0) break;
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
          break;
        }
      }
    }
    return n;
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
    const inCheck = this.inCheck();
    let legal = 0;
    for (let i = 0; i < n; i++) if (this.isLegalWhen(out[i], inCheck)) out[legal++] = out[i];
    return legal;
  }

  legalMoves(): Move[] {
    const buffer = new Uint16Array(MAX_MOVES);
    return Array.from(buffer.subarray(0, this.generateLegal(buffer)));
  }

  isLegal(move: Move): boolean {
    return this.legalMoves().includes(move);
  }

  hasLegalMove(): boolean {
    const buffer = new Uint16Array(MAX_MOVES);
    const n = this.generatePseudo(buffer);
    const inCheck = this.inCheck();
    for (let i = 0; i < n; i++) if (this.isLegalWhen(buffer[i], inCheck)) return true;
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

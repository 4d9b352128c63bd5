/**
 * Rank and file occupancy as bits (ElephantEye's idea, written anew), kept by the search as it moves,
 * so a rook's or cannon's captures are a table lookup instead of a walk along four rays: for a point
 * on a line and the line's occupancy, the tables hold the nearest piece on each side (a rook's
 * target) and the one behind it (a cannon's). The quiescence search generates nothing but captures,
 * at most of the search's nodes; and every move played asks whether a king is attacked, which the
 * same lookups answer for rooks, cannons and the flying general.
 */
import { HORSE_SOURCES, PAWN_SOURCES } from '../rules/geometry';
import { CANNON, type Color, HORSE, KING, PAWN, ROOK } from '../rules/piece';
import { stepCaptures } from '../rules/position';

const FILES = 9;
const ROWS = 10;
/** Targets per entry: nearest below, nearest above, second below, second above (-1: none). */
const NEAR_LOW = 0, NEAR_HIGH = 1, FAR_LOW = 2, FAR_HIGH = 3;

/** Entries by `((index << length) | occupancy) * 4` for a line of `length` points. */
function lineTargets(length: number): Int8Array {
  const table = new Int8Array((length << length) * 4).fill(-1);
  for (let at = 0; at < length; at++) {
    for (let occupancy = 0; occupancy < 1 << length; occupancy++) {
      const entry = ((at << length) | occupancy) * 4;
      for (const [step, near, far] of [[-1, NEAR_LOW, FAR_LOW], [1, NEAR_HIGH, FAR_HIGH]]) {
        let found = 0;
        for (let i = at + step; i >= 0 && i < length && found < 2; i += step) {
          if ((occupancy >> i) & 1) table[entry + (found++ === 0 ? near : far)] = i;
        }
      }
    }
  }
  return table;
}

/** Along a row, by file. */
const ROW_TARGETS = lineTargets(FILES);
/** Along a file, by row. */
const FILE_TARGETS = lineTargets(ROWS);

export class LineOccupancy {
  /** Bit `file` of `rows[row]`, bit `row` of `files[file]`: whether the point holds a piece. */
  readonly rows = new Uint16Array(ROWS);
  readonly files = new Uint16Array(FILES);

  constructor(board: Int8Array) {
    for (let sq = 0; sq < 90; sq++) if (board[sq] !== 0) this.flip(sq);
  }

  /** A piece arrives on or leaves `sq`. */
  flip(sq: number): void {
    const row = (sq / FILES) | 0, file = sq - row * FILES;
    this.rows[row] ^= 1 << file;
    this.files[file] ^= 1 << row;
  }

  /**
   * `Position.generateCaptures` over the piece list `pieces[first..end)` of the side `us` (the same
   * moves, in the same order), with rooks and cannons read off the tables.
   */
  generateCaptures(board: Int8Array, us: number, pieces: Uint8Array, first: number, end: number, out: Uint16Array): number {
    let n = 0;
    for (let k = first; k < end; k++) {
      const from = pieces[k], kind = board[from] & 7;
      if (kind === ROOK || kind === CANNON) {
        const row = (from / FILES) | 0, file = from - row * FILES;
        const up = ((row << ROWS) | this.files[file]) * 4 + (kind === ROOK ? 0 : 2);
        const side = ((file << FILES) | this.rows[row]) * 4 + (kind === ROOK ? 0 : 2);
        // The rays' order: up (rows below), down, left (files below), right.
        let t = FILE_TARGETS[up];
        if (t >= 0 && board[t * FILES + file] >> 3 !== us) out[n++] = from | ((t * FILES + file) << 7);
        t = FILE_TARGETS[up + 1];
        if (t >= 0 && board[t * FILES + file] >> 3 !== us) out[n++] = from | ((t * FILES + file) << 7);
        t = ROW_TARGETS[side];
        if (t >= 0 && board[row * FILES + t] >> 3 !== us) out[n++] = from | ((row * FILES + t) << 7);
        t = ROW_TARGETS[side + 1];
        if (t >= 0 && board[row * FILES + t] >> 3 !== us) out[n++] = from | ((row * FILES + t) << 7);
        continue;
      }
      n = stepCaptures(board, us as Color, from, kind, out, n);
    }
    return n;
  }

  /**
   * Whether `by` attacks `sq`, as `isAttacked` (attack.ts) answers: rooks, cannons and the other
   * king (the flying general) by the tables, horses and pawns from their points.
   */
  isAttacked(board: Int8Array, sq: number, by: number): boolean {
    return this.attacksOnLines(board, sq, by) || attackedBySteppers(board, sq, by);
  }

  /**
   * Whether `by` attacks the king on `king` after a move from `from` to `to` (played on `board` and
   * in the occupancy), given that it did not before: `givesCheck` (check.ts) with the lines read off
   * the tables. Only a horse on `to` or one whose leg was `from`, or a pawn on `to`, can newly check
   * from a point of its own.
   */
  givesCheck(board: Int8Array, king: number, by: number, from: number, to: number): boolean {
    // Only a line through one of the move's points changed: the king's file or row, or neither.
    const row = (king / FILES) | 0, file = king - row * FILES, fromRow = (from / FILES) | 0, toRow = (to / FILES) | 0;
    if ((from - fromRow * FILES === file || to - toRow * FILES === file) && this.attacksOnFile(board, row, file, by)) return true;
    if ((fromRow === row || toRow === row) && this.attacksOnRow(board, row, file, by)) return true;
    const horse = by * 8 + HORSE, horses = HORSE_SOURCES[king];
    for (let i = 0; i < horses.length; i += 2) {
      if ((horses[i] === to || horses[i + 1] === from) && board[horses[i]] === horse && board[horses[i + 1]] === 0) return true;
    }
    if (board[to] !== by * 8 + PAWN) return false;
    const pawns = PAWN_SOURCES[by][king];
    for (let i = 0; i < pawns.length; i++) if (pawns[i] === to) return true;
    return false;
  }

  /** Whether the quiet move `from`-`to` of a rook, cannon, horse or pawn would check the king on `king` from `to` itself. */
  checksDirectly(board: Int8Array, from: number, to: number, king: number): boolean {
    const piece = board[from], kind = piece & 7, us = piece >> 3;
    if (kind === HORSE) {
      const horses = HORSE_SOURCES[king];
      for (let i = 0; i < horses.length; i += 2) if (horses[i] === to) return board[horses[i + 1]] === 0 || horses[i + 1] === from;
      return false;
    }
    if (kind === PAWN) {
      const pawns = PAWN_SOURCES[us][king];
      for (let i = 0; i < pawns.length; i++) if (pawns[i] === to) return true;
      return false;
    }
    if (kind !== ROOK && kind !== CANNON) return false;
    const row = (to / FILES) | 0, file = to - row * FILES, krow = (king / FILES) | 0, kfile = king - krow * FILES;
    let between: number;
    if (row === krow) {
      const lo = Math.min(file, kfile), hi = Math.max(file, kfile);
      let bits = this.rows[row] & (((1 << hi) - 1) ^ ((1 << (lo + 1)) - 1));
      if (((from / FILES) | 0) === row) bits &= ~(1 << (from - row * FILES));
      between = bits;
    } else if (file === kfile) {
      const lo = Math.min(row, krow), hi = Math.max(row, krow);
      let bits = this.files[file] & (((1 << hi) - 1) ^ ((1 << (lo + 1)) - 1));
      if (from - ((from / FILES) | 0) * FILES === file) bits &= ~(1 << ((from / FILES) | 0));
      between = bits;
    } else return false;
    if (kind === ROOK) return between === 0;
    return between !== 0 && (between & (between - 1)) === 0;
  }

  /**
   * The points a check by `by` on the king at `king` depends on, as the rules core's
   * `generateEvasions` finds them: each checker, the points between it and the king (a cannon's
   * screen among them), a checking horse's leg. A move other than the king's answers the check only
   * if it leaves or reaches one of them. Each is written once to `points` and set in `marks`
   * (which the caller clears through `points`); returns their count.
   */
  markCheck(board: Int8Array, king: number, by: number, marks: Uint8Array, points: Uint8Array): number {
    const row = (king / FILES) | 0, file = king - row * FILES;
    const rook = by * 8 + ROOK, cannon = by * 8 + CANNON, enemyKing = by * 8 + KING;
    let n = 0;
    const up = ((row << ROWS) | this.files[file]) * 4;
    for (let side = 0; side < 2; side++) {
      const near = FILE_TARGETS[up + side], far = FILE_TARGETS[up + 2 + side];
      const p = near >= 0 ? board[near * FILES + file] : 0;
      if (p === rook || p === enemyKing) n = markBetween(marks, points, n, king, near * FILES + file, FILES);
      if (far >= 0 && board[far * FILES + file] === cannon) n = markBetween(marks, points, n, king, far * FILES + file, FILES);
    }
    const across = ((file << FILES) | this.rows[row]) * 4;
    for (let side = 0; side < 2; side++) {
      const near = ROW_TARGETS[across + side], far = ROW_TARGETS[across + 2 + side];
      if (near >= 0 && board[row * FILES + near] === rook) n = markBetween(marks, points, n, king, row * FILES + near, 1);
      if (far >= 0 && board[row * FILES + far] === cannon) n = markBetween(marks, points, n, king, row * FILES + far, 1);
    }
    const horse = by * 8 + HORSE, horses = HORSE_SOURCES[king];
    for (let i = 0; i < horses.length; i += 2) {
      if (board[horses[i]] === horse && board[horses[i + 1]] === 0) {
        n = mark(marks, points, n, horses[i]);
        n = mark(marks, points, n, horses[i + 1]);
      }
    }
    const pawn = by * 8 + PAWN, pawns = PAWN_SOURCES[by][king];
    for (let i = 0; i < pawns.length; i++) if (board[pawns[i]] === pawn) n = mark(marks, points, n, pawns[i]);
    return n;
  }

  private attacksOnLines(board: Int8Array, sq: number, by: number): boolean {
    const row = (sq / FILES) | 0, file = sq - row * FILES;
    return this.attacksOnFile(board, row, file, by) || this.attacksOnRow(board, row, file, by);
  }

  /** Whether a rook, cannon or the king (the flying general) of `by` attacks the point on `row`, `file` along its file. */
  private attacksOnFile(board: Int8Array, row: number, file: number, by: number): boolean {
    const rook = by * 8 + ROOK, cannon = by * 8 + CANNON, king = by * 8 + KING;
    const up = ((row << ROWS) | this.files[file]) * 4;
    let t = FILE_TARGETS[up + NEAR_LOW], p = t >= 0 ? board[t * FILES + file] : 0;
    if (p === rook || p === king) return true;
    t = FILE_TARGETS[up + NEAR_HIGH];
    p = t >= 0 ? board[t * FILES + file] : 0;
    if (p === rook || p === king) return true;
    t = FILE_TARGETS[up + FAR_LOW];
    if (t >= 0 && board[t * FILES + file] === cannon) return true;
    t = FILE_TARGETS[up + FAR_HIGH];
    return t >= 0 && board[t * FILES + file] === cannon;
  }

  /** Whether a rook or cannon of `by` attacks the point on `row`, `file` along its row. */
  private attacksOnRow(board: Int8Array, row: number, file: number, by: number): boolean {
    const rook = by * 8 + ROOK, cannon = by * 8 + CANNON;
    const side = ((file << FILES) | this.rows[row]) * 4;
    let t = ROW_TARGETS[side + NEAR_LOW];
    if (t >= 0 && board[row * FILES + t] === rook) return true;
    t = ROW_TARGETS[side + NEAR_HIGH];
    if (t >= 0 && board[row * FILES + t] === rook) return true;
    t = ROW_TARGETS[side + FAR_LOW];
    if (t >= 0 && board[row * FILES + t] === cannon) return true;
    t = ROW_TARGETS[side + FAR_HIGH];
    return t >= 0 && board[row * FILES + t] === cannon;
  }
}

function mark(marks: Uint8Array, points: Uint8Array, n: number, sq: number): number {
  if (marks[sq] === 0) {
    marks[sq] = 1;
    points[n++] = sq;
  }
  return n;
}

/** Marks the points from `checker` up to the king on `king` (not the king's), `step` apart on one line. */
function markBetween(marks: Uint8Array, points: Uint8Array, n: number, king: number, checker: number, step: number): number {
  const dir = checker > king ? step : -step;
  for (let sq = king + dir; sq !== checker + dir; sq += dir) n = mark(marks, points, n, sq);
  return n;
}

/** Whether a horse (its leg free) or a pawn of `by` attacks `sq`. */
function attackedBySteppers(board: Int8Array, sq: number, by: number): boolean {
  const horse = by * 8 + HORSE, horses = HORSE_SOURCES[sq];
  for (let i = 0; i < horses.length; i += 2) if (board[horses[i]] === horse && board[horses[i + 1]] === 0) return true;
  const pawn = by * 8 + PAWN, pawns = PAWN_SOURCES[by][sq];
  for (let i = 0; i < pawns.length; i++) if (board[pawns[i]] === pawn) return true;
  return false;
}

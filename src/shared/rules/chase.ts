/**
 * The chase (捉) of the Asian rules as the tables apply it: docs/rules.md section 3 (3.1 chase
 * captures, 3.2 the new chases of a move, 3.3 evasions and the points they save). The functions take
 * a Position and leave it as they found it; they play, un-play and pass freely, because they serve
 * the generator's perpetual-chase trap, which asks them only about the few positions it keeps.
 */
import { HORSE_STEPS } from './geometry';
import { type Move, moveFrom, moveTo } from './move';
import { CANNON, ELEPHANT, HORSE, KING, PAWN, ROOK, opposite } from './piece';
import { MAX_MOVES, type Position } from './position';
import { isPseudoLegal } from './pseudoLegal';
import { fileOf, inOwnHalf, rowOf } from './square';

/** A set of board points, 90 bits in three words. */
export type PointSet = Int32Array;

export function pointSet(): PointSet {
  return new Int32Array(3);
}

export function addPoint(set: PointSet, sq: number): void {
  set[sq >> 5] |= 1 << (sq & 31);
}

export function hasPoint(set: PointSet, sq: number): boolean {
  return (set[sq >> 5] & (1 << (sq & 31))) !== 0;
}

export function isEmptySet(set: PointSet): boolean {
  return (set[0] | set[1] | set[2]) === 0;
}

/** `into` becomes its intersection with `other`. */
export function intersect(into: PointSet, other: PointSet): void {
  into[0] &= other[0];
  into[1] &= other[1];
  into[2] &= other[2];
}

const sameFile = (a: number, b: number) => fileOf(a) === fileOf(b);
const sameRow = (a: number, b: number) => rowOf(a) === rowOf(b);

/** Whether `x` lies strictly between `a` and `b`, which stand on one file or one row. */
function strictlyBetween(x: number, a: number, b: number): boolean {
  if (sameFile(a, b)) return sameFile(x, a) && rowOf(x) > Math.min(rowOf(a), rowOf(b)) && rowOf(x) < Math.max(rowOf(a), rowOf(b));
  return sameRow(x, a) && fileOf(x) > Math.min(fileOf(a), fileOf(b)) && fileOf(x) < Math.max(fileOf(a), fileOf(b));
}

/** The leg of a horse's step from `from` to `to`; -1 if no horse step joins them. */
function horseLeg(from: number, to: number): number {
  const steps = HORSE_STEPS[from];
  for (let i = 0; i < steps.length; i += 2) if (steps[i] === to) return steps[i + 1];
  return -1;
}

/**
 * A moved man's new attack along the line it moved on is no new chase (a rook or cannon sliding on
 * the rank or file it captures along already threatened the target); any other is.
 */
function movesChain(moveFrom_: number, moveTo_: number, nextTo: number): boolean {
  if (sameRow(moveFrom_, moveTo_)) return !sameRow(moveTo_, nextTo);
  if (sameFile(moveFrom_, moveTo_)) return !sameFile(moveTo_, nextTo);
  return true;
}

/** Whether the move f→g opened or closed the way of the capture a→t (3.2, case 2). */
function movesConnect(f: number, g: number, a: number, t: number, attacker: number): boolean {
  if (attacker === ROOK || attacker === CANNON) {
    const alongFile = sameFile(a, t);
    const moveAlong = alongFile ? sameFile(f, g) : sameRow(f, g);
    if (moveAlong) return strictlyBetween(f, a, t) && !strictlyBetween(g, a, t);
    return strictlyBetween(f, a, t) || strictlyBetween(g, a, t);
  }
  if (attacker === HORSE) return horseLeg(a, t) === f;
  if (attacker === ELEPHANT) return (a + t) / 2 === f;
  return false;
}

/** Chase captures and the sets of 3.2 and 3.3, with scratch buffers of their own. */
export class ChaseRules {
  private readonly captures: Uint16Array[] = [new Uint16Array(MAX_MOVES), new Uint16Array(MAX_MOVES)];

  /**
   * Whether the side to move's pseudo-legal capture `move` is a chase capture (3.1): legal, by a
   * rook, horse, cannon, advisor or elephant, of a man whose kind's rule (C1–C7) holds.
   */
  isChaseCapture(pos: Position, move: Move): boolean {
    const board = pos.board, a = moveFrom(move), t = moveTo(move);
    const attacker = board[a] & 7, victim = board[t] & 7;
    if (attacker === KING || attacker === PAWN || victim === KING || victim === 0) return false;
    if (!pos.isLegalPseudo(move)) return false;
    switch (victim) {
      case ROOK:
        if (attacker === HORSE || attacker === CANNON) return true;
        if (attacker === ROOK && this.canTakeBack(pos, a, t)) return false;
        return !this.isProtected(pos, move);
      case HORSE:
        if (attacker === HORSE && board[horseLeg(t, a)] === 0 && this.canTakeBack(pos, a, t)) return false;
        return !this.isProtected(pos, move);
      case CANNON:
        if (attacker === CANNON && this.canTakeBack(pos, a, t)) return false;
        return !this.isProtected(pos, move);
      case PAWN:
        return !inOwnHalf(opposite(pos.turn), rowOf(t)) && !this.isProtected(pos, move);
      default:
        return !this.isProtected(pos, move);
    }
  }

  /** Whether the man on `t` may legally take the attacker on `a` back, its side to move. */
  private canTakeBack(pos: Position, a: number, t: number): boolean {
    pos.turn = opposite(pos.turn);
    const legal = pos.isLegalPseudo(t | (a << 7));
    pos.turn = opposite(pos.turn);
    return legal;
  }

  /** Whether, after the capture, its victim's side has a legal move that takes back on the point (C9). */
  private isProtected(pos: Position, move: Move): boolean {
    const t = moveTo(move), out = this.captures[1];
    const captured = pos.play(move);
    let found = false;
    const n = pos.generateCaptures(out);
    for (let i = 0; i < n && !found; i++) if (moveTo(out[i]) === t && pos.isLegalPseudo(out[i])) found = true;
    pos.undo(move, captured);
    return found;
  }

  /** The side to move's chase captures; returns their count in `out`. */
  chaseCaptures(pos: Position, out: Uint16Array): number {
    const n = pos.generateCaptures(out);
    let k = 0;
    for (let i = 0; i < n; i++) if (this.isChaseCapture(pos, out[i])) out[k++] = out[i];
    return k;
  }

  /**
   * T(m) (3.2): the points the side to move newly chases by the quiet move `m`, written to `out`.
   * The side to move is X; after `m` it is X's turn again (a pass), as a threat is a capture X could
   * make next.
   */
  newChases(pos: Position, m: Move, out: PointSet): void {
    out.fill(0);
    const f = moveFrom(m), g = moveTo(m), list = this.captures[0];
    const captured = pos.play(m);
    pos.turn = opposite(pos.turn);
    const n = this.chaseCaptures(pos, list);
    for (let i = 0; i < n; i++) {
      const a = moveFrom(list[i]), t = moveTo(list[i]);
      if (hasPoint(out, t)) continue;
      let isNew: boolean;
      if (a === g) isNew = movesChain(f, g, t);
      else if (movesConnect(f, g, a, t, pos.board[a] & 7)) isNew = true;
      else {
        pos.turn = opposite(pos.turn);
        pos.undo(m, captured);
        isNew = !(isPseudoLegal(pos.board, pos.turn, list[i]) && this.isChaseCapture(pos, list[i]));
        pos.play(m);
        pos.turn = opposite(pos.turn);
      }
      if (isNew) addPoint(out, t);
    }
    pos.turn = opposite(pos.turn);
    pos.undo(m, captured);
  }

  /**
   * S(e) (3.3): the points the quiet move `e` of the side to move (Y, not in check) saves from the
   * other side's chase captures, written to `out`: the piece's new point when it steps off the
   * capture's line, the target's point when another man blocks, protects or pins.
   */
  savedPoints(pos: Position, e: Move, out: PointSet): void {
    out.fill(0);
    const f = moveFrom(e), g = moveTo(e), list = this.captures[0];
    pos.turn = opposite(pos.turn);
    const n = this.chaseCaptures(pos, list);
    for (let i = 0; i < n; i++) {
      const a = moveFrom(list[i]), t = moveTo(list[i]);
      if (t === f) {
        if (movesChain(a, t, g)) addPoint(out, g);
        continue;
      }
      pos.turn = opposite(pos.turn);
      const captured = pos.play(e);
      if (!(isPseudoLegal(pos.board, pos.turn, list[i]) && this.isChaseCapture(pos, list[i]))) addPoint(out, t);
      pos.undo(e, captured);
      pos.turn = opposite(pos.turn);
    }
    pos.turn = opposite(pos.turn);
  }
}


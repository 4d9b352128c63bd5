/**
 * The forward solver's own reading of the chase (docs/rules.md 3.1-3.3), written apart from the
 * generator's and sharing only the rules core with it: which captures are chases, found by playing
 * them on the board, then the targets a move newly chases (T(m)) and the points an evasion saves
 * (S(e)), both worked out from the chase captures before and after the move and the move's geometry.
 */
import { HORSE_STEPS } from '../../src/shared/rules/geometry';
import { type Move, makeMove, moveFrom, moveTo } from '../../src/shared/rules/move';
import { ADVISOR, CANNON, type Color, ELEPHANT, HORSE, KING, PAWN, ROOK, opposite } from '../../src/shared/rules/piece';
import { MAX_MOVES, type Position } from '../../src/shared/rules/position';
import { type Square, fileOf, inOwnHalf, rowOf } from '../../src/shared/rules/square';

const captureBuffer = new Uint16Array(MAX_MOVES);
const moveBuffer = new Uint16Array(MAX_MOVES);
const onePoint = new Uint8Array(1);

/** Whether the man on `from` of the side to move may go to `to` by its geometry (lines, screens, legs, eyes). */
function reaches(pos: Position, from: Square, to: Square): boolean {
  onePoint[0] = from;
  const n = pos.generatePseudoAt(onePoint, 1, moveBuffer);
  for (let i = 0; i < n; i++) if (moveBuffer[i] === makeMove(from, to)) return true;
  return false;
}

/** Whether the side to move may legally play `from` → `to`: its geometry, and its king not left attacked. */
function isLegal(pos: Position, from: Square, to: Square): boolean {
  if (!reaches(pos, from, to)) return false;
  const mover = pos.turn, move = makeMove(from, to);
  const captured = pos.play(move);
  const safe = !pos.inCheck(mover);
  pos.undo(move, captured);
  return safe;
}

/**
 * C9: after the capture `a` → `t` is played, whether the owner of the man taken has a legal move
 * onto `t` (a pinned protector, a king stepping onto an attacked point, a recapture that leaves a
 * check unanswered: none of them protects).
 */
function isProtected(pos: Position, a: Square, t: Square): boolean {
  const move = makeMove(a, t);
  const captured = pos.play(move);
  const n = pos.generateLegal(moveBuffer);
  pos.undo(move, captured);
  for (let i = 0; i < n; i++) if (moveTo(moveBuffer[i]) === t) return true;
  return false;
}

/** Whether the man on `t` could legally take the attacker on `a` back if it were its side's move. */
function canTakeBack(pos: Position, t: Square, a: Square): boolean {
  pos.turn = opposite(pos.turn);
  const legal = isLegal(pos, t, a);
  pos.turn = opposite(pos.turn);
  return legal;
}

/**
 * 3.1: whether `a` → `t` is a chase capture of `chaser`, with `chaser` to move (the position's side
 * to move is restored afterwards, so a chaser not to move is judged as after a pass).
 */
function isChaseCapture(pos: Position, chaser: Color, a: Square, t: Square): boolean {
  const board = pos.board, attacker = board[a] & 7, victim = board[t] & 7;
  if (board[a] === 0 || board[a] >> 3 !== chaser || board[t] === 0 || board[t] >> 3 === chaser) return false;
  // C8: the king's and the pawns' threats are idle; a king is checked, never chased.
  if (attacker === KING || attacker === PAWN || victim === KING) return false;
  const turn = pos.turn;
  pos.turn = chaser;
  let chase = false;
  if (isLegal(pos, a, t)) {
    switch (victim) {
      case ROOK:
        chase = attacker === HORSE || attacker === CANNON || ((attacker !== ROOK || !canTakeBack(pos, t, a)) && !isProtected(pos, a, t));
        break;
      case HORSE:
      case CANNON:
        chase = (attacker !== victim || !canTakeBack(pos, t, a)) && !isProtected(pos, a, t);
        break;
      case PAWN:
        chase = !inOwnHalf(opposite(chaser), rowOf(t)) && !isProtected(pos, a, t);
        break;
      default:
        chase = !isProtected(pos, a, t);
    }
  }
  pos.turn = turn;
  return chase;
}

/** Every chase capture of `chaser` in the position, as moves, whichever side is to move. */
export function chaseCaptures(pos: Position, chaser: Color): Move[] {
  const turn = pos.turn;
  pos.turn = chaser;
  const n = pos.generateCaptures(captureBuffer);
  pos.turn = turn;
  const captures = Array.from(captureBuffer.subarray(0, n));
  return captures.filter((move) => isChaseCapture(pos, chaser, moveFrom(move), moveTo(move)));
}

/** Whether the move `from` → `to` runs along the line of the capture `a` → `t` (both on a rank, or both on a file). */
function runsAlong(a: Square, t: Square, from: Square, to: Square): boolean {
  return (rowOf(a) === rowOf(t) && rowOf(from) === rowOf(to)) || (fileOf(a) === fileOf(t) && fileOf(from) === fileOf(to));
}

/** Whether `x` lies strictly between `a` and `t` on their rank or file. */
function between(x: Square, a: Square, t: Square): boolean {
  if (rowOf(a) === rowOf(t)) return rowOf(x) === rowOf(a) && Math.min(fileOf(a), fileOf(t)) < fileOf(x) && fileOf(x) < Math.max(fileOf(a), fileOf(t));
  if (fileOf(a) === fileOf(t)) return fileOf(x) === fileOf(a) && Math.min(rowOf(a), rowOf(t)) < rowOf(x) && rowOf(x) < Math.max(rowOf(a), rowOf(t));
  return false;
}

/** The horse leg of a horse on `a` toward `t`; -1 when `t` is no horse step from `a`. */
function horseLeg(a: Square, t: Square): Square {
  const steps = HORSE_STEPS[a];
  for (let i = 0; i < steps.length; i += 2) if (steps[i] === t) return steps[i + 1];
  return -1;
}

/**
 * 3.2 case 2: whether the quiet move `from` → `to` of another man opened (or screened) the capture
 * `a` → `t`, by its geometry alone: rook and cannon captures run along a line, a horse's is an L
 * (its leg), an elephant's two diagonal steps (its eye), an advisor's one.
 */
function opens(from: Square, to: Square, a: Square, t: Square): boolean {
  if (rowOf(a) === rowOf(t) || fileOf(a) === fileOf(t)) {
    if (runsAlong(a, t, from, to)) return between(from, a, t) && !between(to, a, t);
    return between(from, a, t) || between(to, a, t);
  }
  const rows = Math.abs(rowOf(a) - rowOf(t)), files = Math.abs(fileOf(a) - fileOf(t));
  if (rows + files === 3) return horseLeg(a, t) === from;
  if (rows === 2 && files === 2) return from === (a + t) / 2;
  return false;
}

const same = (x: Move) => (y: Move) => x === y;

/**
 * 3.2, T(m): the points the chaser's quiet, non-checking move `move` newly chases, from the chaser's
 * chase captures `before` the move and `after` it (the chaser to move again).
 */
export function newChases(move: Move, before: readonly Move[], after: readonly Move[]): Square[] {
  const from = moveFrom(move), to = moveTo(move);
  const targets = new Set<Square>();
  for (const capture of after) {
    const a = moveFrom(capture), t = moveTo(capture);
    const isNew = a === to ? !runsAlong(a, t, from, to) : opens(from, to, a, t) || !before.some(same(capture));
    if (isNew) targets.add(t);
  }
  return [...targets];
}

/**
 * 3.3, S(e): the points the chased side's quiet move `evasion` saves, from the chaser's chase
 * captures `threats` before it (after a pass) and `after` it (the chaser to move).
 */
export function savedPoints(evasion: Move, threats: readonly Move[], after: readonly Move[]): Square[] {
  const from = moveFrom(evasion), to = moveTo(evasion);
  const saved = new Set<Square>();
  for (const capture of threats) {
    const a = moveFrom(capture), t = moveTo(capture);
    if (t === from) {
      if (!runsAlong(a, t, from, to)) saved.add(to);
    } else if (!after.some(same(capture))) {
      saved.add(t);
    }
  }
  return [...saved];
}

/** The kinds that chase (C8) and the kinds without which a side cannot win when the other stops chasing (3.4). */
export const CHASERS: readonly number[] = [ROOK, HORSE, CANNON, ADVISOR, ELEPHANT];
export const FREE_ATTACKERS: readonly number[] = [ROOK, HORSE, CANNON, PAWN];

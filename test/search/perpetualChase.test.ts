/**
 * Perpetual chase in the search, as the tables judge it (docs/rules.md 1.4 and 3.4): in a repeated
 * cycle without a check, the side whose every move newly chased the piece the other side's move had
 * just saved loses, unless the other side did the same; chasing two pieces in turn is a draw; against
 * a perpetual checker the checker loses; only where both sides have a rook, horse, cannon or pawn.
 * The chases themselves are the rules core's (shared/rules/chase.ts), played out on real cycles.
 */
import { describe, expect, it } from 'vitest';
import { ChaseRules, isEmptySet, pointSet } from '../../src/shared/rules/chase';
import { makeMove, moveToIccs } from '../../src/shared/rules/move';
import { Position } from '../../src/shared/rules/position';
import { iccsToSquare } from '../../src/shared/rules/square';
import { CycleChase } from '../../src/shared/search/cycleChase';
import {
  MOVER_CHASES, MOVER_LOSES, MOVER_WINS, OTHER_CHASES, REPEATED_DRAW, repetitionAt,
} from '../../src/shared/search/repetition';
import { DRAW_SCORE, describeScore, tableLoss } from '../../src/shared/search/score';
import { search } from '../../src/shared/search/deepening';
import { positionKey, updateKey } from '../../src/shared/search/transposition';

const move = (iccs: string) => makeMove(iccsToSquare(iccs.slice(0, 2))!, iccsToSquare(iccs.slice(2))!);
const line = (iccs: string) => iccs.split(' ').map(move);

/** A red rook on rank 2 chases a lone black horse between c6 and e7 along the files (every horse square unprotected, no rook square attacked). */
const ROOK_CHASES_HORSE = '3k5/9/4n4/9/9/9/9/2R6/9/5K3 w - - 0 1';
/** The same rook with two black horses, c6/e7 and g7/i6, chased in turn. */
const ROOK_CHASES_TWO = '3k5/9/6n2/2n6/9/9/9/8R/9/5K3 w - - 0 1';
/** Red's checks (a rook's, then a discovered cannon check) answered by a black rook that attacks the red horse on c3 each time. */
const CHECK_AGAINST_CHASE = '3k5/9/9/9/9/9/2N1r1c2/7n1/R8/3C1K3 w - - 0 1';
/** A red rook chasing a black advisor between e8 and f7: black has no rook, horse, cannon or pawn. */
const ROOK_CHASES_ADVISOR = '3k5/4a4/9/9/9/9/9/9/9/R4K3 w - - 0 1';

/** The repetition verdict at the end of `moves` from `fen`, history kept as the search keeps it; `pos` is checked to be left where it was. */
function verdictAfter(fen: string, moves: readonly number[]): { verdict: number; chasers: number } {
  const pos = Position.fromFen(fen), n = moves.length;
  const keyLo = new Int32Array(n + 1), keyHi = new Int32Array(n + 1), inCheck = new Uint8Array(n + 1);
  const captured = new Uint8Array(n + 1), moveAt = new Uint16Array(n + 1);
  const key = positionKey(pos);
  keyLo[0] = key.lo;
  keyHi[0] = key.hi;
  captured[0] = 1;
  moves.forEach((m, i) => {
    const piece = pos.board[m & 127], taken = pos.play(m);
    updateKey(key, piece, m & 127, m >> 7, taken);
    keyLo[i + 1] = key.lo;
    keyHi[i + 1] = key.hi;
    inCheck[i + 1] = pos.inCheck() ? 1 : 0;
    captured[i + 1] = taken ? 1 : 0;
    moveAt[i + 1] = m;
  });
  const fenAtEnd = pos.fen(), cycle = new CycleChase(n + 1);
  let chasers = -1;
  const verdict = repetitionAt(n, keyLo, keyHi, inCheck, captured, (j, h) => (chasers = cycle.perpetualChasers(pos, moveAt, j, h)));
  expect(pos.fen()).toBe(fenAtEnd);
  return { verdict, chasers };
}

/** Whether `m` newly chases something in the position `moves` lead to from `fen` (T(m) ≠ ∅). */
function newlyChases(fen: string, moves: readonly number[], m: number): boolean {
  const pos = Position.fromFen(fen), out = pointSet();
  for (const before of moves) pos.play(before);
  new ChaseRules().newChases(pos, m, out);
  return !isEmptySet(out);
}

describe('the perpetual-chase verdict of a repeated cycle', () => {
  it('the chaser loses when it is the other side (the cycle closes on the chased side\'s turn)', () => {
    // c2e2 (chases e7), e7c6, e2c2 (chases c6), c6e7, c2e2: the position after the first move again, black to move.
    const { verdict, chasers } = verdictAfter(ROOK_CHASES_HORSE, line('c2e2 e7c6 e2c2 c6e7 c2e2'));
    expect(chasers).toBe(OTHER_CHASES);
    expect(verdict).toBe(MOVER_WINS);
  });

  it('the chaser loses when it is the side to move (the link from the last evasion to the first chase wraps round)', () => {
    const { verdict, chasers } = verdictAfter(ROOK_CHASES_HORSE, line('c2e2 e7c6 e2c2 c6e7'));
    expect(chasers).toBe(MOVER_CHASES);
    expect(verdict).toBe(MOVER_LOSES);
  });

  it('a chase of two pieces in turn is a draw, though every chaser move newly chases and every evasion saves', () => {
    const moves = line('i2c2 c6e7 c2g2 g7i6 g2e2 e7c6 e2i2 i6g7 i2c2');
    for (let i = 2; i < moves.length; i += 2) expect(newlyChases(ROOK_CHASES_TWO, moves.slice(0, i), moves[i])).toBe(true);
    const { verdict, chasers } = verdictAfter(ROOK_CHASES_TWO, moves);
    expect(chasers).toBe(0);
    expect(verdict).toBe(REPEATED_DRAW);
    // One horse chased for a whole cycle within the same game is a loss: the link, not the moves, decides.
    expect(verdictAfter(ROOK_CHASES_TWO, line('i2c2 c6e7 c2e2 e7c6 e2c2')).verdict).toBe(MOVER_WINS);
  });

  it('a perpetual checker loses to a side that chases on every move', () => {
    // Red checks on both its moves (a1d1 makes the cannon's screen, d1a1 the rook's check); black's
    // rook interposes on d3 and steps back to e3, each move a new chase of the red horse on c3.
    const moves = line('a1d1 e3d3 d1a1 d3e3');
    expect(newlyChases(CHECK_AGAINST_CHASE, moves.slice(0, 1), moves[1])).toBe(true);
    expect(newlyChases(CHECK_AGAINST_CHASE, moves.slice(0, 3), moves[3])).toBe(true);
    const { verdict, chasers } = verdictAfter(CHECK_AGAINST_CHASE, moves);
    expect(verdict).toBe(MOVER_LOSES);
    // A cycle with a check is judged by the check rule alone: the chase is not asked about.
    expect(chasers).toBe(-1);
  });

  it('both sides chasing perpetually is a draw; a chaser against a perpetual checker is judged by the check rule', () => {
    // A four-ply cycle of one man a side cannot have both sides chase (each man would have to flee to
    // a square attacking the other's next one: horse steps and rook or cannon lines do not close such
    // a cycle), and we have not built a longer one; so who chased is given here and the verdict tested.
    const keyLo = Int32Array.of(7, 8, 9, 10, 7), keyHi = Int32Array.of(1, 2, 3, 4, 1), captured = Uint8Array.of(1, 0, 0, 0, 0);
    const verdict = (checks: number[], chased: number) => repetitionAt(4, keyLo, keyHi, Uint8Array.from(checks), captured, () => chased);
    expect(verdict([0, 0, 0, 0, 0], MOVER_CHASES | OTHER_CHASES)).toBe(REPEATED_DRAW);
    expect(verdict([0, 0, 0, 0, 0], MOVER_CHASES)).toBe(MOVER_LOSES);
    expect(verdict([0, 0, 0, 0, 0], OTHER_CHASES)).toBe(MOVER_WINS);
    expect(verdict([0, 0, 0, 0, 0], 0)).toBe(REPEATED_DRAW);
    // One check in the cycle and nobody checking throughout: a chase needs a cycle without checks.
    expect(verdict([0, 1, 0, 0, 0], OTHER_CHASES)).toBe(REPEATED_DRAW);
    expect(verdict([0, 1, 0, 1, 0], OTHER_CHASES)).toBe(MOVER_LOSES);
  });

  it('a cycle of idle moves is a draw', () => {
    const { verdict, chasers } = verdictAfter(ROOK_CHASES_HORSE, line('f0f1 d9e9 f1f0 e9d9'));
    expect(chasers).toBe(0);
    expect(verdict).toBe(REPEATED_DRAW);
  });
});

describe('the search and perpetual chase', () => {
  it('the chased side fleeing into the repetition wins by the rule', () => {
    // After c2e2 e7c6 e2c2, black's c6e7 repeats the start: red chased the horse on every move.
    const start = Position.fromFen(ROOK_CHASES_HORSE), moves = line('c2e2 e7c6 e2c2');
    const root = start.clone();
    for (const m of moves) root.play(m);
    const result = search(root, { game: { start, moves }, limits: { depth: 4 }, hashMb: 1 });
    expect(moveToIccs(result.bestMove)).toBe('c6e7');
    expect(describeScore(result.score)).toMatchObject({ kind: 'table', winner: 'us', order: 1, plies: 1 });
    // Without the game before the root, black is a horse down: a heuristic loss.
    expect(search(root, { limits: { depth: 4 }, hashMb: 1 }).score).toBeLessThan(0);
  });

  it('finds inside its own tree that the chaser\'s repeating move loses, and avoids it', () => {
    // After c2e2 e7c6, red's e2c2 chases again; black's c6e7 then closes the cycle two plies on.
    const start = Position.fromFen(ROOK_CHASES_HORSE), moves = line('c2e2 e7c6');
    const root = start.clone();
    for (const m of moves) root.play(m);
    const forced = search(root, { game: { start, moves }, only: [move('e2c2')], limits: { depth: 3 }, hashMb: 1 });
    expect(forced.score).toBe(tableLoss(2, 1));
    expect(forced.pv.slice(0, 2).map(moveToIccs)).toEqual(['e2c2', 'c6e7']);
    const free = search(root, { game: { start, moves }, limits: { depth: 3 }, hashMb: 1 });
    expect(moveToIccs(free.bestMove)).not.toBe('e2c2');
    expect(free.score).toBeGreaterThan(0);
  });

  it('a chase of two pieces in turn is a draw in the search', () => {
    const start = Position.fromFen(ROOK_CHASES_TWO), moves = line('i2c2 c6e7 c2g2 g7i6 g2e2 e7c6 e2i2 i6g7');
    const root = start.clone();
    for (const m of moves) root.play(m);
    const result = search(root, { game: { start, moves }, only: [move('i2c2')], limits: { depth: 1 }, hashMb: 1 });
    expect(result.score).toBe(DRAW_SCORE);
  });

  it('where the chased side has no rook, horse, cannon or pawn, the same chase is a draw', () => {
    // The rook chases the advisor between e8 and f7; the cycle's chases are real, but the tables
    // apply the chase rule only where both sides have a man that can win.
    const start = Position.fromFen(ROOK_CHASES_ADVISOR), moves = line('a0a8 e8f7 a8a7 f7e8');
    expect(verdictAfter(ROOK_CHASES_ADVISOR, moves.concat(move('a7a8'))).verdict).toBe(MOVER_WINS);
    const root = start.clone();
    for (const m of moves) root.play(m);
    const result = search(root, { game: { start, moves }, only: [move('a7a8')], limits: { depth: 1 }, hashMb: 1 });
    expect(result.score).toBe(DRAW_SCORE);
  });
});

/**
 * Attack tests and captures from a piece list. The generator's boards hold a handful of men, and
 * the codec knows where each one stands, so asking each man whether it reaches a point costs a few
 * table lookups, where `isAttacked` walks the four lines out of the point (long on an empty board)
 * and looks at every horse and pawn origin around it, and move generation walks every line of every
 * man to find the few captures. Same answers as `isAttacked` and as the captures among
 * `generatePseudo`'s moves (test/tablebase/listAttack.test.ts holds them to each other on random
 * boards).
 */
import { ADVISOR_STEPS, ELEPHANT_STEPS, HORSE_SOURCES, KING_STEPS, PAWN_SOURCES } from '../../../shared/rules/geometry';
import { ADVISOR, CANNON, type Color, ELEPHANT, HORSE, KING, PAWN, ROOK } from '../../../shared/rules/piece';

const POINTS = 90;

/** Per (from, to): the step along their common row or file (±1, ±9), 0 when they share neither or are one point. */
const STEP = new Int8Array(POINTS * POINTS);
/** Per (from, to): the leg of a horse on `from` that attacks `to`, -1 when it cannot. */
const HORSE_LEG = new Int8Array(POINTS * POINTS).fill(-1);
/** Per colour and (from, to): 1 when a pawn of that colour on `from` attacks `to`. */
const PAWN_HITS = [new Uint8Array(POINTS * POINTS), new Uint8Array(POINTS * POINTS)];

/** Per (from, to): bit `1 << KING` when a king on `from` steps to `to`, bit `1 << ADVISOR` when an advisor does. */
const PALACE_STEP = new Uint8Array(POINTS * POINTS);
/** Per (from, to): the eye of an elephant's step from `from` to `to`, -1 when there is none. */
const ELEPHANT_EYE = new Int8Array(POINTS * POINTS).fill(-1);

for (let to = 0; to < POINTS; to++) {
  for (const from of KING_STEPS[to]) PALACE_STEP[from * POINTS + to] |= 1 << KING;
  for (const from of ADVISOR_STEPS[to]) PALACE_STEP[from * POINTS + to] |= 1 << ADVISOR;
  const eyes = ELEPHANT_STEPS[to];
  for (let i = 0; i < eyes.length; i += 2) ELEPHANT_EYE[eyes[i] * POINTS + to] = eyes[i + 1];
  for (let from = 0; from < POINTS; from++) {
    if (from === to) continue;
    if (from % 9 === to % 9) STEP[from * POINTS + to] = from < to ? 9 : -9;
    else if (((from / 9) | 0) === ((to / 9) | 0)) STEP[from * POINTS + to] = from < to ? 1 : -1;
  }
  const horses = HORSE_SOURCES[to];
  for (let i = 0; i < horses.length; i += 2) HORSE_LEG[horses[i] * POINTS + to] = horses[i + 1];
  for (let color = 0; color < 2; color++) {
    for (const from of PAWN_SOURCES[color][to]) PAWN_HITS[color][from * POINTS + to] = 1;
  }
}

/**
 * Attack tests and captures over the men of one material (`pieces`, fixed for the table), each
 * colour's men listed once: the generator asks every position these questions, and walking only the
 * men that can answer (for a check, a colour's king, rooks, cannons, horses and pawns; for captures,
 * its men against the other colour's men but the king) spares a test of colour and kind per man.
 */
export class MenList {
  /** Per colour: its men that can attack a king. */
  private readonly attackers: readonly [Int8Array, Int8Array];
  /** Per colour: its men. */
  private readonly own: readonly [Int8Array, Int8Array];
  /** Per colour: the other colour's men that can be taken (not its king). */
  private readonly targets: readonly [Int8Array, Int8Array];

  constructor(private readonly pieces: Int8Array) {
    const men = (keep: (piece: number) => boolean) => Int8Array.from([...pieces.keys()].filter((i) => keep(pieces[i])));
    const checks = (piece: number) => (piece & 7) !== ADVISOR && (piece & 7) !== ELEPHANT;
    this.attackers = [men((p) => p >> 3 === 0 && checks(p)), men((p) => p >> 3 === 1 && checks(p))];
    this.own = [men((p) => p >> 3 === 0), men((p) => p >> 3 === 1)];
    this.targets = [men((p) => p >> 3 === 1 && (p & 7) !== KING), men((p) => p >> 3 === 0 && (p & 7) !== KING)];
  }

  /**
   * Whether a man of `by` attacks point `sq` on `board` (a king along an open file: the flying
   * general), the men standing on `squares`. One whose point no longer holds it (taken by the move
   * just played) is skipped.
   */
  attacked(board: Int8Array, sq: number, by: Color, squares: Int8Array): boolean {
    const attackers = this.attackers[by], pieces = this.pieces;
    for (let k = 0; k < attackers.length; k++) {
      const i = attackers[k], piece = pieces[i], from = squares[i];
      if (board[from] !== piece) continue;
      if ((piece & 7) === KING) {
        const step = STEP[from * POINTS + sq];
        if ((step === 9 || step === -9) && clearBetween(board, from, sq, step)) return true;
      } else if (reaches(board, piece, from, sq)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Writes into `out` the captures of `side`'s men (moves `from | to << 7`), the men standing on
   * `squares`, and returns their number. The other king is no target: a side to move never can take
   * it in a legal position.
   */
  captures(board: Int8Array, side: Color, squares: Int8Array, out: Uint16Array): number {
    const own = this.own[side], targets = this.targets[side], pieces = this.pieces;
    let n = 0;
    for (let k = 0; k < own.length; k++) {
      const i = own[k], piece = pieces[i], from = squares[i];
      for (let t = 0; t < targets.length; t++) {
        const to = squares[targets[t]];
        if (reaches(board, piece, from, to)) out[n++] = from | (to << 7);
      }
    }
    return n;
  }
}

/** Whether `piece` on `from` could move to `to` by its own rule, whatever stands on `to`. */
function reaches(board: Int8Array, piece: number, from: number, to: number): boolean {
  const pair = from * POINTS + to;
  switch (piece & 7) {
    case ROOK: {
      const step = STEP[pair];
      return step !== 0 && clearBetween(board, from, to, step);
    }
    case CANNON: {
      const step = STEP[pair];
      if (step === 0) return false;
      let screens = 0;
      for (let x = from + step; x !== to; x += step) if (board[x] !== 0 && ++screens > 1) return false;
      return screens === 1;
    }
    case HORSE: {
      const leg = HORSE_LEG[pair];
      return leg >= 0 && board[leg] === 0;
    }
    case PAWN:
      return PAWN_HITS[piece >> 3][pair] === 1;
    case ELEPHANT: {
      const eye = ELEPHANT_EYE[pair];
      return eye >= 0 && board[eye] === 0;
    }
    default:
      return (PALACE_STEP[pair] & (1 << (piece & 7))) !== 0;
  }
}

function clearBetween(board: Int8Array, from: number, to: number, step: number): boolean {
  let x = from + step;
  while (x !== to && board[x] === 0) x += step;
  return x === to;
}

/**
 * Attack tests from a piece list. The generator's boards hold a handful of men, and the codec knows
 * where each one stands, so asking each attacker whether it reaches the point costs a few table
 * lookups, where `isAttacked` walks the four lines out of the point (long on an empty board) and
 * looks at every horse and pawn origin around it. Same answers as `isAttacked` (the rules test
 * holds the two to each other on random boards).
 */
import { HORSE_SOURCES, PAWN_SOURCES } from '../../../shared/rules/geometry';
import { CANNON, type Color, HORSE, KING, PAWN, ROOK } from '../../../shared/rules/piece';

const POINTS = 90;

/** Per (from, to): the step along their common row or file (±1, ±9), 0 when they share neither or are one point. */
const STEP = new Int8Array(POINTS * POINTS);
/** Per (from, to): the leg of a horse on `from` that attacks `to`, -1 when it cannot. */
const HORSE_LEG = new Int8Array(POINTS * POINTS).fill(-1);
/** Per colour and (from, to): 1 when a pawn of that colour on `from` attacks `to`. */
const PAWN_HITS = [new Uint8Array(POINTS * POINTS), new Uint8Array(POINTS * POINTS)];

for (let to = 0; to < POINTS; to++) {
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
 * Whether a man of `by` attacks point `sq` on `board` (a king along an open file: the flying
 * general). `squares` and `pieces` list the men; one whose point no longer holds it (taken by the
 * move just played) is skipped.
 */
export function attackedFromList(board: Int8Array, sq: number, by: Color, squares: Int8Array, pieces: Int8Array): boolean {
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i];
    if (piece >> 3 !== by) continue;
    const from = squares[i];
    if (board[from] !== piece) continue;
    const pair = from * POINTS + sq;
    switch (piece & 7) {
      case ROOK:
      case KING: {
        const step = STEP[pair];
        if (step === 0 || ((piece & 7) === KING && (step === 1 || step === -1))) break;
        let x = from + step;
        while (x !== sq && board[x] === 0) x += step;
        if (x === sq) return true;
        break;
      }
      case CANNON: {
        const step = STEP[pair];
        if (step === 0) break;
        let screens = 0;
        for (let x = from + step; x !== sq; x += step) if (board[x] !== 0 && ++screens > 1) break;
        if (screens === 1) return true;
        break;
      }
      case HORSE: {
        const leg = HORSE_LEG[pair];
        if (leg >= 0 && board[leg] === 0) return true;
        break;
      }
      case PAWN:
        if (PAWN_HITS[by][pair] === 1) return true;
        break;
    }
  }
  return false;
}

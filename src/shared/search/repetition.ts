/**
 * Repetition as the tables treat it (docs/search.md, docs/rules.md 1.4): a position that occurred before
 * since the last capture ends the line. The side that checked on every one of its moves in the cycle
 * loses if the other did not (both checking throughout is a draw). Otherwise, in a cycle where nobody
 * checks, the side that chased one piece on every one of its moves (cycleChase.ts) loses if the other
 * did not (both chasing is a draw); a perpetual checker against a perpetual chaser loses by the first
 * rule. Every other repetition is a draw.
 *
 * The search keeps, per history index (0 = the root, i = after the i-th move), the position's key, whether the side to
 * move there stands in check (so the move into it checked) and whether it was reached by a capture;
 * who chased is asked of `chasers` only for a cycle without a check, where the material has the chase rule.
 */

export const NOT_REPEATED = 0;
export const REPEATED_DRAW = 1;
/** The side to move at the repeated position checked, or chased, throughout: it loses. */
export const MOVER_LOSES = 2;
/** The other side checked, or chased, throughout: the side to move wins. */
export const MOVER_WINS = 3;

export type RepetitionVerdict = typeof NOT_REPEATED | typeof REPEATED_DRAW | typeof MOVER_LOSES | typeof MOVER_WINS;

/** Bits of who chased perpetually: the side to move at the repeated position, the other side. */
export const MOVER_CHASES = 1;
export const OTHER_CHASES = 2;

/** Who chased perpetually in the cycle from history index j to h (MOVER_CHASES | OTHER_CHASES). */
export type PerpetualChasers = (j: number, h: number) => number;

export function repetitionAt(
  h: number, keyLo: Int32Array, keyHi: Int32Array, inCheck: Uint8Array, captured: Uint8Array, chasers?: PerpetualChasers,
): RepetitionVerdict {
  // Back two plies at a time, stopping at the last capture: one walk, not a walk to the capture first
  // (it ran at every node of the search, most of them with no repetition to find).
  for (let j = h - 2; j >= 0; j -= 2) {
    if (captured[j + 2] || captured[j + 1]) return NOT_REPEATED;
    if (j > h - 4 || keyLo[j] !== keyLo[h] || keyHi[j] !== keyHi[h]) continue;
    // The moves into j+1, j+3, … were the mover's (their targets then stand in check if they checked); j+2, … the other side's.
    let moverChecked = true, otherChecked = true, anyCheck = false;
    for (let i = j + 1; i <= h; i += 2) if (!inCheck[i]) moverChecked = false; else anyCheck = true;
    for (let i = j + 2; i <= h; i += 2) if (!inCheck[i]) otherChecked = false; else anyCheck = true;
    if (moverChecked && !otherChecked) return MOVER_LOSES;
    if (otherChecked && !moverChecked) return MOVER_WINS;
    // A chase is judged only where nobody checks: a chaser's moves are no checks, and the chased side's evasions neither.
    if (anyCheck || !chasers) return REPEATED_DRAW;
    const chased = chasers(j, h);
    if (chased === MOVER_CHASES) return MOVER_LOSES;
    if (chased === OTHER_CHASES) return MOVER_WINS;
    return REPEATED_DRAW;
  }
  return NOT_REPEATED;
}

/**
 * Repetition as the tables treat it (docs/search.md): a position that occurred before since the last
 * capture ends the line. It is a draw unless one side checked on every one of its moves in the cycle
 * and the other did not: then the perpetual checker loses. Both checking throughout is a draw, like
 * every other repetition (perpetual chase is not judged, as in the tables).
 *
 * The search keeps, per history index (0 = the root, i = after the i-th move), the position's key, whether the side to
 * move there stands in check (so the move into it checked) and whether it was reached by a capture.
 */

export const NOT_REPEATED = 0;
export const REPEATED_DRAW = 1;
/** The side to move at the repeated position checked throughout: it loses. */
export const MOVER_LOSES = 2;
/** The other side checked throughout: the side to move wins. */
export const MOVER_WINS = 3;

export type RepetitionVerdict = typeof NOT_REPEATED | typeof REPEATED_DRAW | typeof MOVER_LOSES | typeof MOVER_WINS;

export function repetitionAt(
  h: number, keyLo: Int32Array, keyHi: Int32Array, inCheck: Uint8Array, captured: Uint8Array,
): RepetitionVerdict {
  let boundary = h;
  while (boundary > 0 && !captured[boundary]) boundary--;
  for (let j = h - 4; j >= boundary; j -= 2) {
    if (keyLo[j] !== keyLo[h] || keyHi[j] !== keyHi[h]) continue;
    // The moves into j+1, j+3, … were the mover's (their targets then stand in check if they checked); j+2, … the other side's.
    let moverChecked = true, otherChecked = true;
    for (let i = j + 1; i <= h; i += 2) if (!inCheck[i]) moverChecked = false;
    for (let i = j + 2; i <= h; i += 2) if (!inCheck[i]) otherChecked = false;
    if (moverChecked && !otherChecked) return MOVER_LOSES;
    if (otherChecked && !moverChecked) return MOVER_WINS;
    return REPEATED_DRAW;
  }
  return NOT_REPEATED;
}

/**
 * Combinatorial numbering of sets of points: identical pieces are interchangeable, so k of them on n
 * allowed slots need C(n, k) index values, not n^k. Ranks use the combinatorial number system over
 * ascending slots: rank = Σ C(slot_i, i + 1).
 */

const MAX_N = 91;
const MAX_K = 6;

/** BINOMIAL[n * MAX_K + k] = C(n, k) for n ≤ 90, k ≤ 5. */
const BINOMIAL = new Float64Array(MAX_N * MAX_K);
for (let n = 0; n < MAX_N; n++) {
  BINOMIAL[n * MAX_K] = 1;
  for (let k = 1; k < MAX_K; k++) {
    BINOMIAL[n * MAX_K + k] = n === 0 ? 0 : BINOMIAL[(n - 1) * MAX_K + k - 1] + BINOMIAL[(n - 1) * MAX_K + k];
  }
}

export function binomial(n: number, k: number): number {
  return n < 0 || k < 0 || k >= MAX_K || n >= MAX_N ? 0 : BINOMIAL[n * MAX_K + k];
}

/** Rank of a set of distinct slots, given in ascending order. */
export function rankSlots(slots: ArrayLike<number>, k: number): number {
  let rank = 0;
  for (let i = 0; i < k; i++) rank += BINOMIAL[slots[i] * MAX_K + i + 1];
  return rank;
}

/** Writes the ascending slots of a rank into `out` (the inverse of `rankSlots`). */
export function unrankSlots(rank: number, k: number, out: Int32Array | number[]): void {
  for (let i = k; i >= 1; i--) {
    let slot = i - 1;
    while (BINOMIAL[(slot + 1) * MAX_K + i] <= rank) slot++;
    rank -= BINOMIAL[slot * MAX_K + i];
    out[i - 1] = slot;
  }
}

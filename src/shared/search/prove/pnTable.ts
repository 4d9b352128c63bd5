/**
 * The proof-number search's transposition table: per position its proof and disproof numbers (for
 * the attacker's win), the distance a solved position's proof carries, and the work spent on it.
 * One typed array, buckets of four entries of six 32-bit words side by side (key halves, pn, dn,
 * distance, work). A solved entry is stored only when its result holds for any path to it (the
 * caller's rule, dfpn.ts), and is kept over unsolved ones; among the rest the least worked-on goes.
 */
import type { Key } from '../transposition';

/** A proof or disproof number too large to mean anything but "solved the other way". */
export const PN_INFINITE = 0x3fffffff;

const WORDS = 6;
const BUCKET = 4;

export interface PnEntry {
  pn: number;
  dn: number;
  dist: number;
}

export class PnTable {
  private readonly data: Int32Array;
  private readonly mask: number;

  constructor(mb: number) {
    let buckets = 1;
    while (buckets * 2 * BUCKET * WORDS * 4 <= mb * 1024 * 1024) buckets *= 2;
    this.data = new Int32Array(buckets * BUCKET * WORDS);
    this.mask = buckets - 1;
  }

  clear(): void {
    this.data.fill(0);
  }

  /** The entry of `key` into `out`; false when the table does not hold it. */
  probe(key: Key, out: PnEntry): boolean {
    const d = this.data, first = (key.lo & this.mask) * BUCKET * WORDS;
    for (let i = first; i < first + BUCKET * WORDS; i += WORDS) {
      if (d[i] === key.lo && d[i + 1] === key.hi && (d[i + 2] | d[i + 3]) !== 0) {
        out.pn = d[i + 2];
        out.dn = d[i + 3];
        out.dist = d[i + 4];
        return true;
      }
    }
    return false;
  }

  store(key: Key, pn: number, dn: number, dist: number, work: number): void {
    const d = this.data, first = (key.lo & this.mask) * BUCKET * WORDS;
    let victim = -1, victimScore = Infinity;
    for (let i = first; i < first + BUCKET * WORDS; i += WORDS) {
      if (d[i] === key.lo && d[i + 1] === key.hi) {
        victim = i;
        break;
      }
      // Empty first, then unsolved entries by work, solved ones last.
      const empty = (d[i + 2] | d[i + 3]) === 0;
      const solved = d[i + 2] === 0 || d[i + 3] === 0;
      const score = empty ? -1 : solved ? PN_INFINITE + d[i + 5] : d[i + 5];
      if (score < victimScore) {
        victimScore = score;
        victim = i;
      }
    }
    // A solved result is never overwritten by a heuristic one.
    if (d[victim] === key.lo && d[victim + 1] === key.hi && (d[victim + 2] === 0 || d[victim + 3] === 0) && pn !== 0 && dn !== 0) return;
    d[victim] = key.lo;
    d[victim + 1] = key.hi;
    d[victim + 2] = pn;
    d[victim + 3] = dn;
    d[victim + 4] = dist;
    d[victim + 5] = Math.min(work, PN_INFINITE);
  }
}

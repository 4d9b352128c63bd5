/**
 * Search scores: one signed integer for the side to move, in three bands.
 *
 * - Mates found by the search: `MATE - plies` (mated: the negation). Above everything else.
 * - Table wins: `TABLE_WIN - (order * ORDER_STEP + plies)`, where `plies` counts from the root to the
 *   position's next conversion (the search's ply plus the table's DTC) and `order` is the table's
 *   repetition order (0 for ordinary wins, 1+ for wins that rest on "perpetual check loses"). The
 *   winner minimises (order, distance) like the tables, so a lower order and then a shorter distance
 *   score higher. A table win is exact but says nothing about mate distance, so every table win
 *   lies below every mate the search proves and above every heuristic score.
 * - Heuristic scores: `|score| < HEURISTIC_LIMIT`.
 *
 * Mate and table scores depend on the ply they were found at; the transposition table stores them
 * relative to the node (`toStored`/`fromStored`).
 */

export const MATE = 1_000_000;
/** No search goes deeper than this many plies. */
export const MAX_PLY = 128;
export const MATE_BOUND = MATE - 1000;
export const TABLE_WIN = 500_000;
export const ORDER_STEP = 4096;
/** Lowest table-band score: order 14, DTC 2047, ply MAX_PLY leave plenty of room. */
export const TABLE_BOUND = TABLE_WIN - 16 * ORDER_STEP;
export const HEURISTIC_LIMIT = 100_000;
export const INFINITE = MATE + 1;
export const DRAW_SCORE = 0;

export function mateIn(ply: number): number {
  return MATE - ply;
}

export function matedIn(ply: number): number {
  return -MATE + ply;
}

/** A table win for the side to move: `plies` from the root to the conversion, at repetition `order`. */
export function tableWin(plies: number, order = 0): number {
  return TABLE_WIN - (order * ORDER_STEP + plies);
}

export function tableLoss(plies: number, order = 0): number {
  return -tableWin(plies, order);
}

/**
 * What a decided table value (`TableValue` in search.ts) is worth at `ply`: a loss at DTC 0 is a
 * position without moves, mated; where the folder has the DTM table a value of order 0 is the mate
 * the table proves (when it fits the mate band); else a table win or loss at the DTC. A draw is 0.
 */
export function tableValueScore(v: { readonly wdl: 'win' | 'draw' | 'loss'; readonly dtc: number; readonly order?: number; readonly dtm?: number }, ply: number): number {
  if (v.wdl === 'draw') return DRAW_SCORE;
  const order = v.order ?? 0;
  if (v.wdl === 'loss' && v.dtc === 0 && order === 0) return matedIn(ply);
  if (v.dtm !== undefined && order === 0 && mateIn(ply + v.dtm) > MATE_BOUND) return v.wdl === 'win' ? mateIn(ply + v.dtm) : matedIn(ply + v.dtm);
  return v.wdl === 'win' ? tableWin(ply + v.dtc, order) : tableLoss(ply + v.dtc, order);
}

/** Whether the score depends on the ply it was found at (mates and table results). */
export function isDecisive(score: number): boolean {
  return score >= TABLE_BOUND || score <= -TABLE_BOUND;
}

/** A score as stored in the transposition table: distances counted from the node, not the root. */
export function toStored(score: number, ply: number): number {
  if (score >= TABLE_BOUND) return score + ply;
  if (score <= -TABLE_BOUND) return score - ply;
  return score;
}

export function fromStored(score: number, ply: number): number {
  if (score >= TABLE_BOUND) return score - ply;
  if (score <= -TABLE_BOUND) return score + ply;
  return score;
}

export type ScoreKind =
  | { readonly kind: 'mate'; readonly winner: 'us' | 'them'; readonly plies: number; readonly moves: number }
  | { readonly kind: 'table'; readonly winner: 'us' | 'them'; readonly plies: number; readonly moves: number; readonly order: number }
  | { readonly kind: 'value'; readonly value: number };

/** What a root score means; `moves` counts the winner's moves (plies + 1, halved). */
export function describeScore(score: number): ScoreKind {
  const winner = score > 0 ? 'us' : 'them';
  const abs = Math.abs(score);
  if (abs >= MATE_BOUND) {
    const plies = MATE - abs;
    return { kind: 'mate', winner, plies, moves: (plies + 1) >> 1 };
  }
  if (abs >= TABLE_BOUND) {
    const key = TABLE_WIN - abs;
    const plies = key % ORDER_STEP;
    return { kind: 'table', winner, plies, moves: (plies + 1) >> 1, order: Math.floor(key / ORDER_STEP) };
  }
  return { kind: 'value', value: score };
}

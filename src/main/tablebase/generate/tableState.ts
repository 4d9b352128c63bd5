/**
 * The working memory of one table under generation, in shared buffers so worker threads can operate
 * on it together. Per side to move: a value array (2 bytes an entry), and bitmaps (1 bit an entry):
 * two frontiers used alternately (positions decided at the level being processed, parity
 * `level & 1`, and at the next level), the candidates for a loss (an undecided position a successor
 * of which has just been found won for the opponent: checked once per level), and the wins propagated so far, which
 * a candidate's check reads instead of the values: a bitmap stays in the processor's caches far
 * longer than an array 16 times its size. No successor counters: a position is
 * proved lost by checking its moves when it becomes a candidate, which costs forward move
 * generation but a byte of memory less per entry and side (docs/performance.md). The positions
 * that can never be lost (a capture draws or wins for them) hold the value code ESCAPE.
 */

export interface TableState {
  readonly size: number;
  readonly values: readonly [Uint16Array, Uint16Array];
  /** `frontiers[level & 1][side]`. */
  readonly frontiers: readonly [readonly [Int32Array, Int32Array], readonly [Int32Array, Int32Array]];
  readonly candidates: readonly [Int32Array, Int32Array];
  /** Wins already propagated: those of earlier orders, and of this order up to the current level. */
  readonly won: readonly [Int32Array, Int32Array];
  /** Red positions the perpetual-check trap caught, kept while black's are found (perpetual.ts); empty unless both colours can check. */
  readonly trapped: Int32Array;
}

type Pair = readonly [SharedArrayBuffer, SharedArrayBuffer];

export interface TableBuffers {
  readonly size: number;
  readonly values: Pair;
  readonly frontiers: readonly [Pair, Pair];
  readonly candidates: Pair;
  readonly won: Pair;
  readonly trapped: SharedArrayBuffer;
}

export function bitmapWords(size: number): number {
  return Math.ceil(size / 32);
}

const pair = (bytes: number): Pair => [new SharedArrayBuffer(bytes), new SharedArrayBuffer(bytes)] as const;

/** `checkers`: which colours can give check (perpetual.ts: checkingSides); `trapped` is needed only when both can. */
export function allocateTable(size: number, checkers: readonly [boolean, boolean]): TableBuffers {
  const words = bitmapWords(size) * 4;
  const trapped = new SharedArrayBuffer(checkers[0] && checkers[1] ? words : 0);
  return { size, values: pair(size * 2), frontiers: [pair(words), pair(words)], candidates: pair(words), won: pair(words), trapped };
}

/** Buffers for reading a finished table only (verification): values, with empty working bitmaps. */
export function allocateValues(size: number): TableBuffers {
  return { size, values: pair(size * 2), frontiers: [pair(0), pair(0)], candidates: pair(0), won: pair(0), trapped: new SharedArrayBuffer(0) };
}

export function viewTable(buffers: TableBuffers): TableState {
  const bits = (b: Pair) => [new Int32Array(b[0]), new Int32Array(b[1])] as const;
  return {
    size: buffers.size,
    values: [new Uint16Array(buffers.values[0]), new Uint16Array(buffers.values[1])],
    frontiers: [bits(buffers.frontiers[0]), bits(buffers.frontiers[1])],
    candidates: bits(buffers.candidates),
    won: bits(buffers.won),
    trapped: new Int32Array(buffers.trapped),
  };
}

export function tableBytes(size: number, checkers: readonly [boolean, boolean]): number {
  // Values; frontiers, candidates and wins (eight bitmaps); when both colours can check, the
  // perpetual-check trap's red positions kept while black's are found (its sets and work lists are
  // the candidate and frontier bitmaps, empty between levels).
  return size * 4 + bitmapWords(size) * 4 * (checkers[0] && checkers[1] ? 9 : 8);
}

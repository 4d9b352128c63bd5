/**
 * The working memory of one table under generation, in shared buffers so worker threads can operate
 * on it together: per side to move a value array, a counter of successors not yet known to be lost
 * for the side to move, and two frontier bitmaps per side used alternately: positions decided at the
 * level being processed (parity `level & 1`) and at the next level.
 */

/** Counter value meaning "this position can never be lost" (it has a drawing or better escape). */
export const NEVER_LOSES = 255;

export interface TableState {
  readonly size: number;
  readonly values: readonly [Uint16Array, Uint16Array];
  readonly counts: readonly [Uint8Array, Uint8Array];
  /** `frontiers[level & 1][side]`. */
  readonly frontiers: readonly [readonly [Int32Array, Int32Array], readonly [Int32Array, Int32Array]];
}

export interface TableBuffers {
  readonly size: number;
  readonly values: readonly [SharedArrayBuffer, SharedArrayBuffer];
  readonly counts: readonly [SharedArrayBuffer, SharedArrayBuffer];
  readonly frontiers: readonly [readonly [SharedArrayBuffer, SharedArrayBuffer], readonly [SharedArrayBuffer, SharedArrayBuffer]];
}

export function bitmapWords(size: number): number {
  return Math.ceil(size / 32);
}

export function allocateTable(size: number): TableBuffers {
  const pair = (bytes: number) => [new SharedArrayBuffer(bytes), new SharedArrayBuffer(bytes)] as const;
  const words = bitmapWords(size) * 4;
  return { size, values: pair(size * 2), counts: pair(size), frontiers: [pair(words), pair(words)] };
}

/** Buffers for reading a finished table only (verification): values, with empty working arrays. */
export function allocateValues(size: number): TableBuffers {
  const values = [new SharedArrayBuffer(size * 2), new SharedArrayBuffer(size * 2)] as const;
  const empty = () => [new SharedArrayBuffer(0), new SharedArrayBuffer(0)] as const;
  return { size, values, counts: empty(), frontiers: [empty(), empty()] };
}

export function viewTable(buffers: TableBuffers): TableState {
  const pair = <T>(b: readonly [SharedArrayBuffer, SharedArrayBuffer], f: (x: SharedArrayBuffer) => T) =>
    [f(b[0]), f(b[1])] as const;
  return {
    size: buffers.size,
    values: pair(buffers.values, (b) => new Uint16Array(b)),
    counts: pair(buffers.counts, (b) => new Uint8Array(b)),
    frontiers: [
      pair(buffers.frontiers[0], (b) => new Int32Array(b)),
      pair(buffers.frontiers[1], (b) => new Int32Array(b)),
    ],
  };
}

export function tableBytes(size: number): number {
  // Values and counters, four frontier bitmaps, and the three sets of the perpetual-check trap.
  return size * 6 + bitmapWords(size) * 4 * 7;
}

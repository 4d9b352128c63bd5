/**
 * One position's value in 16 bits: result for the side to move, repetition order and DTC in plies.
 * 0 is "not decided yet" during generation, ESCAPE "not decided yet, and never lost", DRAW and
 * ILLEGAL are fixed codes, and every decided win or loss is `1 + ((order << 10 | dtc) << 1 | win)`
 * (since table format 3; formats 1 and 2 had 11 bits of DTC and orders up to 14, which KRP-KR's
 * perpetual checks already exceed).
 */

export const UNKNOWN = 0;
/**
 * Undecided during generation, with a capture that draws or wins (or one whose loss waits for a
 * later repetition order), so never lost: a value code rather than a bitmap of its own saves a
 * quarter of a byte per entry and side. Never in a file: undecided positions end as draws.
 */
export const ESCAPE = 0xfffd;
export const DRAW = 0xfffe;

/** Not decided yet during generation: unknown, or an escape (which the repetition orders may still decide). */
export function isUndecided(code: number): boolean {
  return code === UNKNOWN || code === ESCAPE;
}
/** Not a position (pieces overlap, or the side not to move is in check): "don't care" in files. */
export const ILLEGAL = 0xffff;

export const MAX_DTC = 1023;
/** The last repetition order a code holds with any DTC (order 31 would reach ESCAPE's codes). */
export const MAX_ORDER = 30;

/** A table whose rule or distances need more than a value code holds: generation stops, nothing is written. */
export class ValueCodeLimitError extends Error {
  constructor(readonly what: 'order' | 'dtc', readonly limit: number) {
    super(what === 'order' ? `the repetition rule decides positions up to order ${limit}, the last the value code holds` : `a DTC over ${limit} plies, the longest the value code holds`);
  }
}

export type Wdl = 'win' | 'draw' | 'loss';

/**
 * What a table's distances count: plies to the next conversion (a capture, or mate) or plies to
 * mate through the sub-tables. Both tables code a value alike; the DTM table's `dtc` field holds the
 * DTM (docs/rules.md 5).
 */
export type Metric = 'dtc' | 'dtm';

export interface Value {
  readonly wdl: Wdl;
  readonly dtc: number;
  readonly order: number;
}

export function winValue(order: number, dtc: number): number {
  return 1 + ((((order << 10) | dtc) << 1) | 1);
}

export function lossValue(order: number, dtc: number): number {
  return 1 + (((order << 10) | dtc) << 1);
}

export function isWin(code: number): boolean {
  return code !== UNKNOWN && code < ESCAPE && ((code - 1) & 1) === 1;
}

export function isLoss(code: number): boolean {
  return code !== UNKNOWN && code < ESCAPE && ((code - 1) & 1) === 0;
}

export function dtcOf(code: number): number {
  return code >= ESCAPE || code === UNKNOWN ? 0 : ((code - 1) >> 1) & MAX_DTC;
}

export function orderOf(code: number): number {
  return code >= ESCAPE || code === UNKNOWN ? 0 : (code - 1) >> 11;
}

export function decodeValue(code: number): Value | undefined {
  if (code === UNKNOWN || code === ESCAPE || code === ILLEGAL) return undefined;
  if (code === DRAW) return { wdl: 'draw', dtc: 0, order: 0 };
  return { wdl: isWin(code) ? 'win' : 'loss', dtc: dtcOf(code), order: orderOf(code) };
}

export function formatValue(code: number): string {
  const v = decodeValue(code);
  if (!v) return code === ILLEGAL ? 'illegal' : 'unknown';
  return v.wdl === 'draw' ? 'draw' : `${v.wdl} dtc ${v.dtc}${v.order ? ` order ${v.order}` : ''}`;
}

/**
 * One position's value in 16 bits: result for the side to move, repetition order and DTC in plies.
 * 0 is "not decided yet" during generation, ESCAPE "not decided yet, and never lost", DRAW and
 * ILLEGAL are fixed codes, and every decided win or loss is `1 + ((order << 10 | dtc) << 1 | win)`
 * (since table format 3; formats 1 and 2 had 11 bits of DTC and orders up to 14, which KRP-KR's
 * perpetual checks already exceed). Since format 4 a value of order above 0 says which rule decided
 * it: the DTC's tenth bit (512) is set when the lines end in a perpetual chase rather than a
 * perpetual check, so such a value's DTC is at most 511 (docs/rules.md 2.3).
 */

export const UNKNOWN = 0;
/**
 * Undecided during generation, with a capture that draws or wins (or one whose loss waits for a
 * later repetition order), so never lost: a value code rather than a bitmap of its own saves a
 * quarter of a byte per entry and side. Never in a file: undecided positions end as draws.
 */
export const ESCAPE = 0xfffd;
export const DRAW = 0xfffe;

/**
 * DTM generation, where the sub-tables' DTM is let go after the passes that read it: an undecided
 * position every legal capture of which loses holds the longest of those losses, in plies with the
 * capture (`floorValue`), for the levels to read when they prove it lost. The codes from FLOOR up
 * to ESCAPE are those of repetition order 31, which no decided value reaches (MAX_ORDER); never in a
 * file.
 */
const FLOOR = 1 + ((31 << 10) << 1);

export function floorValue(plies: number): number {
  return FLOOR + plies;
}

/** The loss floor an undecided value holds: 0 for any other code. */
export function floorOf(code: number): number {
  return code >= FLOOR && code < ESCAPE ? code - FLOOR : 0;
}

/** Not decided yet during generation: unknown (with or without a loss floor), or an escape (which the repetition orders may still decide). */
export function isUndecided(code: number): boolean {
  return code === UNKNOWN || (code >= FLOOR && code <= ESCAPE);
}
/** Not a position (pieces overlap, or the side not to move is in check): "don't care" in files. */
export const ILLEGAL = 0xffff;

export const MAX_DTC = 1023;
/** The longest DTC a value of a repetition order above 0 holds: the bit above it names the rule. */
export const MAX_RULE_DTC = 511;
const CHASE_BIT = 512;
/** The last repetition order a code holds with any DTC (order 31's codes are the loss floors' and ESCAPE's). */
export const MAX_ORDER = 30;

/** A table whose rule or distances need more than a value code holds: generation stops, nothing is written. */
export class ValueCodeLimitError extends Error {
  /** The limit is MAX_DTC, or MAX_RULE_DTC for a value the repetition rule decides. */
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
export const METRICS: readonly Metric[] = ['dtc', 'dtm'];

/** The rule whose cycle a value of repetition order above 0 ends in (a tie between the two counts as check). */
export type RepetitionRule = 'check' | 'chase';

export interface Value {
  readonly wdl: Wdl;
  readonly dtc: number;
  readonly order: number;
  /** Set when `order` is above 0. */
  readonly rule?: RepetitionRule;
}

/** `chase` only for an order above 0: the value was decided by the perpetual-chase rule. */
export function winValue(order: number, dtc: number, chase = false): number {
  return 1 + ((((order << 10) | (chase ? CHASE_BIT : 0) | dtc) << 1) | 1);
}

export function lossValue(order: number, dtc: number, chase = false): number {
  return 1 + ((((order << 10) | (chase ? CHASE_BIT : 0) | dtc) << 1));
}

/** A win or loss of an order above 0 whose lines end in a perpetual chase. */
export function isChaseDecided(code: number): boolean {
  return code !== UNKNOWN && code < FLOOR && (code - 1) >> 11 !== 0 && (((code - 1) >> 1) & CHASE_BIT) !== 0;
}

export function isWin(code: number): boolean {
  return code !== UNKNOWN && code < FLOOR && ((code - 1) & 1) === 1;
}

export function isLoss(code: number): boolean {
  return code !== UNKNOWN && code < FLOOR && ((code - 1) & 1) === 0;
}

export function dtcOf(code: number): number {
  if (code >= FLOOR || code === UNKNOWN) return 0;
  return ((code - 1) >> 1) & ((code - 1) >> 11 === 0 ? MAX_DTC : MAX_RULE_DTC);
}

export function orderOf(code: number): number {
  return code >= FLOOR || code === UNKNOWN ? 0 : (code - 1) >> 11;
}

export function decodeValue(code: number): Value | undefined {
  if (isUndecided(code) || code === ILLEGAL) return undefined;
  if (code === DRAW) return { wdl: 'draw', dtc: 0, order: 0 };
  const order = orderOf(code);
  const value = { wdl: isWin(code) ? 'win' as const : 'loss' as const, dtc: dtcOf(code), order };
  return order === 0 ? value : { ...value, rule: isChaseDecided(code) ? 'chase' : 'check' };
}

export function formatValue(code: number): string {
  const v = decodeValue(code);
  if (!v) return code === ILLEGAL ? 'illegal' : 'unknown';
  return v.wdl === 'draw' ? 'draw' : `${v.wdl} dtc ${v.dtc}${v.order ? ` order ${v.order} ${v.rule}` : ''}`;
}

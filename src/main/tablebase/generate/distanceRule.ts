/**
 * What separates DTC from DTM generation in a worker, in one object the passes consult: what a capture
 * counts, which positions the initial pass decides at once and which wait in the pending bitmap
 * (tableState.ts), what floor a loss takes from its captures, whether a pending win can still be beaten.
 * Three rules: DTC; DTM with the captures' distances read with their W/D/L; DTM with the distances read
 * after the initial pass (settledCaptures.ts, the distance passes: passes/distances.ts), where every
 * position decided by a capture waits until its distance is known. The worker makes its rule from its
 * set-up (`distanceRule`); nothing else of the metric reaches the kernel, the traps or the verifier.
 */
import type { Color } from '../../../shared/rules/piece';
import { MAX_DTC, type Metric, dtcOf, floorOf, lossValue, winValue } from '../../../shared/tablebase/value';

/** What the rule writes through: the kernel's writes of the initial pass and its captures' distances. */
export interface RuleWrites {
  /** Writes a decided value and puts it in its side's frontier. */
  settle(side: Color, index: number, code: number): void;
  /** Writes a value whose distance the levels have not reached and marks it pending. */
  setPending(side: Color, index: number, code: number): void;
  /** Marks an undecided position pending (its captures' distances are still to be read). */
  markPending(side: Color, index: number): void;
  /** Over the legal captures into sub-table values of `order`: the shortest win or the longest loss, in plies. */
  captureDistance(index: number, side: Color, order: number, win: boolean): number;
}

export interface DistanceRule {
  readonly metric: Metric;
  /**
   * The undecided values tell what captures lead to and no value is decided by the chase rule
   * (settledCaptures.ts): nothing after the initial pass probes a capture, and no loss ends in a chase.
   */
  readonly capturesSettled: boolean;
  /** A win written pending (by a capture, DTM) is beaten by a shorter one the levels find. */
  readonly pendingWins: boolean;
  /** The plies a capture into the sub-table value `child` takes to its result: 1, or its distance plus the capture. */
  capturePlies(child: number): number;
  /** The initial pass: an order-0 win by a capture of `plies` ends the look at the position's other captures. */
  endsCaptureLook(plies: number): boolean;
  /** The initial pass: the position is won by its shortest order-0 capture, of `plies`. */
  wonByCapture(writes: RuleWrites, side: Color, index: number, plies: number): void;
  /** The initial pass: no legal quiet move; `legal` captures, all losing, the longest of `plies`. */
  noQuietMove(writes: RuleWrites, side: Color, index: number, legal: number, plies: number): void;
  /** The initial pass: a legal quiet move, and legal captures that all lose: undecided. */
  capturesLose(writes: RuleWrites, side: Color, index: number): void;
  /** A loss found at a level of `order`: the distance its captures make it at least (`value` its undecided value). */
  lossFloor(writes: RuleWrites, index: number, side: Color, order: number, value: number): number;
  /** A decision of a later order by its captures of that order: the distance they give. */
  deferredDistance(writes: RuleWrites, index: number, side: Color, order: number, win: boolean): number;
}

/** DTC: a capture wins or loses in one ply, and decides its position at once. */
const DTC: DistanceRule = {
  metric: 'dtc',
  capturesSettled: false,
  pendingWins: false,
  capturePlies: () => 1,
  endsCaptureLook: () => true,
  wonByCapture: (writes, side, index) => writes.settle(side, index, winValue(0, 1)),
  noQuietMove: (writes, side, index, legal) => writes.settle(side, index, lossValue(0, legal === 0 ? 0 : 1)),
  capturesLose: () => undefined,
  lossFloor: () => 0,
  deferredDistance: () => 1,
};

// The rules share their functions where they agree: a call site of the kernel's that sees several
// rules (a chain's tables) then still sees one function.
const DTC_SETTLED: DistanceRule = { ...DTC, capturesSettled: true };

/** DTM, each capture's distance read with its W/D/L: a win or loss by capture waits for its level unless it is the next. */
const DTM: DistanceRule = {
  metric: 'dtm',
  capturesSettled: false,
  pendingWins: true,
  capturePlies: (child) => dtcOf(child) + 1,
  endsCaptureLook: (plies) => plies === 1,
  wonByCapture: (writes, side, index, plies) => {
    if (plies > 1) writes.setPending(side, index, winValue(0, plies));
    else writes.settle(side, index, winValue(0, 1));
  },
  noQuietMove: (writes, side, index, legal, plies) => {
    if (legal > 0) writes.setPending(side, index, lossValue(0, plies));
    else writes.settle(side, index, lossValue(0, 0));
  },
  capturesLose: DTC.capturesLose,
  lossFloor: (writes, index, side, order) => writes.captureDistance(index, side, order, false),
  deferredDistance: (writes, index, side, order, win) => writes.captureDistance(index, side, order, win),
};

/**
 * DTM with the distances read after the initial pass, which reads the W/D/L alone: every position a
 * capture decides waits pending for its pass (a win at the longest distance, which its shortest capture
 * lowers), the mates too, so that nothing writes the frontiers' pages before the levels; a loss's
 * longest capture then waits in its undecided value as its floor.
 */
const DTM_LATER: DistanceRule = {
  ...DTM,
  capturesSettled: true,
  endsCaptureLook: DTC.endsCaptureLook,
  wonByCapture: (writes, side, index) => writes.setPending(side, index, winValue(0, MAX_DTC)),
  noQuietMove: (writes, side, index, legal) => writes.setPending(side, index, lossValue(0, legal > 0 ? 1 : 0)),
  capturesLose: (writes, side, index) => writes.markPending(side, index),
  // No sub-table value of a later order here (settledCaptures.ts): only order 0 has a floor.
  lossFloor: (_writes, _index, _side, order, value) => (order === 0 ? floorOf(value) : 0),
};

/** The rule of a set-up: its metric, and whether its captures are settled (for DTM: its distances read later). */
export function distanceRule(metric: Metric = 'dtc', capturesSettled = false): DistanceRule {
  if (metric === 'dtc') return capturesSettled ? DTC_SETTLED : DTC;
  return capturesSettled ? DTM_LATER : DTM;
}

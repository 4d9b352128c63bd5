/**
 * The order of work for generating one table, shared by the single-threaded driver (tests, small
 * tables) and the worker-pool driver: the initial pass in index chunks, retrograde levels in
 * bitmap-word chunks (each a propagation, then the check of the candidates for a loss it found)
 * until a level decides nothing, then for each repetition order the perpetual-check traps (their start,
 * their fixpoint in sweeps: passes/checkTrap.ts) and the perpetual-chase traps (passes/chaseTrap.ts), the marking of
 * the positions trapped, and its propagation, and finally the draws. The schedule yields batches of
 * independent tasks and receives their replies, so the drivers differ only in how they run a batch.
 * Under DTM (the table's state has pending bitmaps) a level starts by moving in the positions pending
 * for it, and the levels go on, skipping empty ones, while any are pending; where the captures'
 * distances are read after the initial pass, their passes (passes/distances.ts) come between it and
 * the levels. Each batch is of one pass (passes/*.ts), and `SCHEDULED_PASSES` lists them: a new pass
 * is its module and its place here.
 */
import { MAX_DTC, MAX_ORDER, MAX_RULE_DTC, ValueCodeLimitError } from '../../../shared/tablebase/value';
import type { Deferred } from './kernel';
import { type ChaseTrapTask, chaseTrapPass } from './passes/chaseTrap';
import { type CheckTrapTask, checkTrapPass } from './passes/checkTrap';
import { type DeferredTask, deferredPass, lastDeferredOrder } from './passes/deferred';
import { type DistancePass, type DistancesTask, distancesPass } from './passes/distances';
import { type FinalizeTask, finalizePass } from './passes/finalize';
import { type InitialTask, initialPass } from './passes/initial';
import { type LevelsTask, levelsPass } from './passes/levels';
import { type MarksTask, marksPass } from './passes/marks';
import type { Pass, PassTask } from './passes/pass';
import { type TableState, bitmapWords } from './tableState';
import type { TrapSides } from './trapSides';

/** The passes the schedule runs, each in batches of its own. */
export const SCHEDULED_PASSES = [initialPass, distancesPass, levelsPass, checkTrapPass, chaseTrapPass, marksPass, deferredPass, finalizePass] as const;

export type ScheduleTask = InitialTask | DistancesTask | LevelsTask | CheckTrapTask | ChaseTrapTask | MarksTask | DeferredTask | FinalizeTask;

export type SchedulePhase = 'init' | 'retro' | 'perpetual' | 'finalize';

interface BatchInfo {
  readonly phase: SchedulePhase;
  readonly level?: number;
  readonly order?: number;
  /** A DTM distance pass: its sub-tables' DTM must be loaded to run it. */
  readonly distances?: DistancePass;
}

/** Tasks that can run at once, all of one pass; the driver answers with their results, in any order. */
export interface Batch<Task extends PassTask = ScheduleTask> extends BatchInfo {
  readonly tasks: readonly Task[];
}

/** A schedule: yields batches, and is sent each batch's results (the first `next` is sent none). */
export type Schedule<Task extends PassTask = ScheduleTask> = Generator<Batch<Task>, void, readonly unknown[]>;

/**
 * Index entries a task takes at least: a task costs the driver a message each way, which for the
 * levels of a small table was most of its time (KP-K: 0.5 s for 2,970 entries).
 */
export const TASK_ENTRIES = 16384;

/** Splits [0, total) into about `pieces` ranges of at least `least` each. */
export function chunks(total: number, pieces: number, least = 1): [number, number][] {
  const size = Math.max(least, Math.ceil(total / pieces));
  const out: [number, number][] = [];
  for (let lo = 0; lo < total; lo += size) out.push([lo, Math.min(total, lo + size)]);
  return out;
}

const SIDES = [0, 1] as const;

/** Yields one batch of `pass` and returns its results, typed as the pass answers. */
function* batchOf<Task extends ScheduleTask, Result>(
  _pass: Pass<string, Task, Result, unknown>, info: BatchInfo, tasks: readonly Task[],
): Generator<Batch, readonly Result[], readonly unknown[]> {
  // The driver answers every task with its pass's result (taskRunner.ts).
  return (yield { ...info, tasks }) as readonly Result[];
}

/**
 * `threads` only sets the chunk sizes, so that every thread has several tasks per batch; `sides`
 * says which colours get which trap (trapSides.ts); `passes`, the DTM distance passes of a table
 * whose initial pass reads no distance.
 */
export function* generationSchedule(state: TableState, threads: number, sides: TrapSides, passes: readonly DistancePass[] = []): Schedule {
  const size = state.size;
  const deferred: Deferred = { wins: [], losses: [] };
  // DTM: the shortest distance of any pending position.
  let pendingNext = Infinity;
  const notePending = (results: readonly { readonly pendingMin: number }[]) => {
    for (const r of results) if (r.pendingMin < pendingNext) pendingNext = r.pendingMin;
  };
  const initial = yield* batchOf(initialPass, { phase: 'init' }, chunks(size, threads * 32, TASK_ENTRIES).map(([lo, hi]): InitialTask => ({ pass: 'initial', lo, hi })));
  notePending(initial);
  // One element at a time: a large table's lists, spread into a call's arguments, overflowed the stack.
  for (const result of initial) {
    for (const x of result.deferredWins) deferred.wins.push(x);
    for (const x of result.deferredLosses) deferred.losses.push(x);
  }

  const levelChunks = chunks(bitmapWords(size), threads * 8, TASK_ENTRIES / 32);
  for (const pass of passes) {
    yield* batchOf(distancesPass, { phase: 'init', distances: pass }, levelChunks.map(([lo, hi]): DistancesTask => ({ pass: 'distances', side: pass.side, last: pass.last, lo, hi })));
  }
  // The initial pass left the mates pending too, and the passes know no position's last distance
  // (a later one may change it): the first level's pending batch finds the shortest.
  if (passes.length > 0) pendingNext = 0;
  const sum = (results: readonly number[]) => results.reduce((total, r) => total + r, 0);
  const levels = (step: LevelsTask['step'], level: number, order: number) => batchOf(levelsPass, { phase: 'retro', level, order },
    SIDES.flatMap((side) => levelChunks.map(([lo, hi]): LevelsTask => ({ pass: 'levels', step, side, level, order, lo, hi }))));
  function* propagate(order: number): Generator<Batch, void, readonly unknown[]> {
    for (let level = 0; ; level++) {
      const limit = order > 0 ? MAX_RULE_DTC : MAX_DTC;
      if (level + 1 > limit) throw new ValueCodeLimitError('dtc', limit);
      // The retro tasks clear the level's frontier words as they read them, and between them the
      // two batches count every position put in the next frontier: no pass over the bitmaps here,
      // in one thread while the workers wait. Only level 1 may hold seeds put there before.
      if (pendingNext === level) {
        pendingNext = Infinity;
        notePending(yield* levels('pending', level, order));
      }
      let decided = 0;
      for (const step of ['retro', 'check'] as const) {
        const results = yield* levels(step, level, order);
        decided += sum(results.map((r) => r.decided));
        notePending(results);
      }
      if (decided > 0) continue;
      // Seeds of level 1 (wins by capture) wait in the frontier even when level 0 decided nothing.
      if (level === 0 && !(isEmpty(state.frontiers[0]) && isEmpty(state.frontiers[1]))) continue;
      if (pendingNext === Infinity) return;
      // Nothing decided at this level, so none at the next but what is pending: go to its level.
      if (pendingNext > limit) throw new ValueCodeLimitError('dtc', limit);
      level = pendingNext - 1;
    }
  }

  yield* propagate(0);
  const lastDeferred = lastDeferredOrder(deferred);
  const perpetual = (order: number) => ({ phase: 'perpetual', order }) as const;
  const entryChunks = () => chunks(size, threads * 16, TASK_ENTRIES);
  const checkTrap = (order: number, task: (lo: number, hi: number) => CheckTrapTask, ranges = levelChunks) =>
    batchOf(checkTrapPass, perpetual(order), ranges.map(([lo, hi]) => task(lo, hi)));
  const chaseTrap = (order: number, task: (lo: number, hi: number) => ChaseTrapTask, ranges = levelChunks) =>
    batchOf(chaseTrapPass, perpetual(order), ranges.map(([lo, hi]) => task(lo, hi)));
  const checkers = sides.check, bothCheck = checkers[0] && checkers[1];
  /**
   * A trap's fixpoint: sweeps of the first side then the second until a round takes nobody out. The
   * work lists are the frontiers (empty between propagations), starting as the whole sets; a sweep
   * clears its side's list and marks the other side's, so a round that takes nobody out leaves both empty.
   */
  function* fixpoint(sets: readonly Int32Array[], sweep: (side: 0 | 1) => Generator<Batch, readonly number[], readonly unknown[]>, first: 0 | 1): Generator<Batch, void, readonly unknown[]> {
    for (const side of SIDES) copyWords(state.frontiers[side], sets[side]);
    const second = (first ^ 1) as 0 | 1;
    for (;;) {
      const removed = sum(yield* sweep(first)) + sum(yield* sweep(second));
      if (removed === 0) break;
    }
  }
  const chasers = SIDES.filter((side) => sides.chase[side]);
  const chaseFixpoint = (order: number, chaser: 0 | 1) => fixpoint(state.chase[chaser], (side) => chaseTrap(order, (lo, hi) => ({ pass: 'chaseTrap', step: 'sweep', chaser, side, lo, hi })), chaser);
  for (let order = 1; order <= MAX_ORDER; order++) {
    for (const checker of SIDES) {
      if (!checkers[checker]) continue;
      // Where both colours can check the seeds are kept from the first order (tableState.ts).
      const kept = state.checkSeeds[checker][0].length > 0;
      if (!kept) for (const bitmap of state.trapSets) clearWords(bitmap);
      if (!kept || order === 1) yield* checkTrap(order, (lo, hi) => ({ pass: 'checkTrap', step: 'seed', checker, lo, hi }), entryChunks());
      if (kept) yield* checkTrap(order, (lo, hi) => ({ pass: 'checkTrap', step: 'start', checker, lo, hi }));
      yield* fixpoint(state.trapSets, (side) => checkTrap(order, (lo, hi) => ({ pass: 'checkTrap', step: 'sweep', checker, side, lo, hi })), checker);
      if (checker === 0 && bothCheck) copyWords(state.trapped, state.trapSets[0]);
    }
    // The chase traps of both colours, on the same values as the check traps; then the positions
    // where a side both chases and is chased leave both, and both shrink again (docs/rules.md 3.4).
    for (const chaser of chasers) {
      if (order === 1) yield* chaseTrap(order, (lo, hi) => ({ pass: 'chaseTrap', step: 'seed', chaser, lo, hi }), entryChunks());
      yield* chaseTrap(order, (lo, hi) => ({ pass: 'chaseTrap', step: 'start', chaser, lo, hi }));
      yield* chaseFixpoint(order, chaser);
    }
    while (chasers.length === 2 && sum(yield* chaseTrap(order, (lo, hi) => ({ pass: 'chaseTrap', step: 'mutual', lo, hi }))) > 0) {
      for (const chaser of chasers) yield* chaseFixpoint(order, chaser);
    }
    // Each side's trapped positions are in its trap set, where its trap left them, but red's when
    // black's trap ran after it: then they were kept aside (the only use of `trapped`).
    const marks: MarksTask[] = [];
    for (const side of SIDES) {
      const from = [checkers[side] ? (side === 0 && bothCheck ? 'kept' : 'sets') : null, sides.chase[side] ? 'chase' : null] as const;
      for (const source of from) if (source) for (const [lo, hi] of levelChunks) marks.push({ pass: 'marks', step: 'mark', side, from: source, order, lo, hi });
    }
    const trapped = sum(yield* batchOf(marksPass, perpetual(order), marks));
    if (bothCheck) clearWords(state.trapped);
    for (const bitmap of state.trapSets) clearWords(bitmap);
    // A checking side's trap set was its wins bitmap: the wins, all propagated, are read back from
    // the values before the deferred losses' checks and the levels read the bitmap again.
    const wins = SIDES.filter((side) => state.trapSets[side] === state.won[side])
      .flatMap((side) => levelChunks.map(([lo, hi]): MarksTask => ({ pass: 'marks', step: 'wins', side, from: null, order, lo, hi })));
    if (wins.length > 0) yield* batchOf(marksPass, perpetual(order), wins);
    const [applied] = yield* batchOf(deferredPass, perpetual(order), [{ pass: 'deferred', order, deferredWins: deferred.wins, deferredLosses: deferred.losses }]);
    notePending([applied]);
    if (trapped + applied.decided === 0 && order >= lastDeferred) break;
    yield* propagate(order);
    // The value code holds no later order: finalizing now could call draws what the next order
    // decides, and the table would look complete.
    if (order === MAX_ORDER) throw new ValueCodeLimitError('order', MAX_ORDER);
  }
  yield* batchOf(finalizePass, { phase: 'finalize' }, SIDES.flatMap((side) => chunks(size, threads * 4, TASK_ENTRIES).map(([lo, hi]): FinalizeTask => ({ pass: 'finalize', side, lo, hi }))));
}

/**
 * Runs the whole schedule in the calling thread, each task by `run`: tests, and tables too small to
 * be worth a message per batch (passes/whole.ts).
 */
export function runSchedule(state: TableState, sides: TrapSides, run: (task: ScheduleTask) => unknown): void {
  const schedule = generationSchedule(state, 1, sides);
  for (let step = schedule.next([]); !step.done; step = schedule.next(step.value.tasks.map(run)));
}

/**
 * Clears a bitmap writing only its words that are set: a page of a large table's bitmap that nothing
 * ever wrote is the system's shared page of zeros, and writing zeros to it would take a page of
 * memory (0.11 GiB of the 炮高兵单士象对士象全 main table's peak, in its one repetition order).
 */
function clearWords(bitmap: Int32Array): void {
  for (let i = 0; i < bitmap.length; i++) if (bitmap[i] !== 0) bitmap[i] = 0;
}

/** Copies `from` into `to` writing only the words that differ, for the same reason. */
function copyWords(to: Int32Array, from: Int32Array): void {
  for (let i = 0; i < to.length; i++) if (to[i] !== from[i]) to[i] = from[i];
}

function isEmpty(bitmap: Int32Array): boolean {
  for (let i = 0; i < bitmap.length; i++) if (bitmap[i] !== 0) return false;
  return true;
}

/**
 * The order of work for generating one table, shared by the single-threaded driver (tests, small
 * tables) and the worker-pool driver: the initial pass in index chunks, retrograde levels in
 * bitmap-word chunks (each a propagation, then the check of the candidates for a loss it found)
 * until a level decides nothing, then for each repetition order the perpetual-check traps (their start,
 * their fixpoint in sweeps: perpetual.ts) and the perpetual-chase traps (chaseTrap.ts), the marking of
 * the positions trapped, and its propagation, and finally the draws. The schedule yields batches of
 * independent tasks and receives their replies, so the drivers differ only in how they run a batch.
 * Under DTM (the table's state has pending bitmaps) a level starts by moving in the positions pending
 * for it, and the levels go on, skipping empty ones, while any are pending; where the captures'
 * distances are read after the initial pass, their passes (distancePasses.ts) come between it and
 * the levels.
 */
import { MAX_DTC, MAX_ORDER, MAX_RULE_DTC, ValueCodeLimitError } from '../../../shared/tablebase/value';
import { lastDeferredOrder } from './deferred';
import type { Deferred } from './kernel';
import type { DistancePass } from './distancePasses';
import type { WorkerReply, WorkerTask } from './protocol';
import { type TableState, bitmapWords } from './tableState';
import type { TrapSides } from './trapSides';

export type SchedulePhase = 'init' | 'retro' | 'perpetual' | 'finalize';

export interface Batch {
  readonly phase: SchedulePhase;
  readonly tasks: readonly WorkerTask[];
  readonly level?: number;
  readonly order?: number;
  /** A DTM distance pass: its sub-tables' DTM must be loaded to run it. */
  readonly distances?: DistancePass;
}

export type Reply = WorkerReply & { readonly ok: true };

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

/**
 * `threads` only sets the chunk sizes, so that every thread has several tasks per batch; `sides`
 * says which colours get which trap (trapSides.ts); `passes`, the DTM distance passes of a table
 * whose initial pass reads no distance.
 */
export function* generationSchedule(
  state: TableState, threads: number, sides: TrapSides, passes: readonly DistancePass[] = [],
): Generator<Batch, void, readonly Reply[]> {
  const size = state.size;
  const deferred: Deferred = { wins: [], losses: [] };
  // DTM: the shortest distance of any pending position.
  let pendingNext = Infinity;
  const notePending = (replies: readonly Reply[]) => {
    for (const r of replies) if (r.pendingMin !== undefined && r.pendingMin < pendingNext) pendingNext = r.pendingMin;
  };
  const initReplies = yield {
    phase: 'init',
    tasks: chunks(size, threads * 32, TASK_ENTRIES).map(([lo, hi]): WorkerTask => ({ op: 'init', lo, hi })),
  };
  notePending(initReplies);
  for (const reply of initReplies) {
    deferred.wins.push(...(reply.deferredWins ?? []));
    deferred.losses.push(...(reply.deferredLosses ?? []));
  }

  const levelChunks = chunks(bitmapWords(size), threads * 8, TASK_ENTRIES / 32);
  for (const pass of passes) {
    yield { phase: 'init', distances: pass, tasks: levelChunks.map(([lo, hi]): WorkerTask => ({ op: 'captureDistances', side: pass.side, last: pass.last, lo, hi })) };
  }
  // The initial pass left the mates pending too, and the passes know no position's last distance
  // (a later one may change it): the first level's pending batch finds the shortest.
  if (passes.length > 0) pendingNext = 0;
  const sum = (replies: readonly Reply[]) => replies.reduce((total, r) => total + r.decided, 0);
  function* propagate(order: number): Generator<Batch, void, readonly Reply[]> {
    for (let level = 0; ; level++) {
      const limit = order > 0 ? MAX_RULE_DTC : MAX_DTC;
      if (level + 1 > limit) throw new ValueCodeLimitError('dtc', limit);
      // The retro tasks clear the level's frontier words as they read them, and between them the
      // two batches count every position put in the next frontier: no pass over the bitmaps here,
      // in one thread while the workers wait. Only level 1 may hold seeds put there before.
      if (pendingNext === level) {
        pendingNext = Infinity;
        notePending(yield { phase: 'retro', level, order, tasks: SIDES.flatMap((side) => levelChunks.map(([lo, hi]): WorkerTask => ({ op: 'pending', side, level, lo, hi }))) });
      }
      let decided = 0;
      for (const op of ['retro', 'check'] as const) {
        const replies = yield { phase: 'retro', level, order, tasks: SIDES.flatMap((side) => levelChunks.map(([lo, hi]): WorkerTask => ({ op, side, level, order, lo, hi }))) };
        decided += sum(replies);
        notePending(replies);
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
  const wordChunks = (order: number, op: (lo: number, hi: number) => WorkerTask): Batch => ({ phase: 'perpetual', order, tasks: levelChunks.map(([lo, hi]) => op(lo, hi)) });
  const checkers = sides.check, bothCheck = checkers[0] && checkers[1];
  /**
   * A trap's fixpoint: sweeps of the first side then the second until a round takes nobody out. The
   * work lists are the frontiers (empty between propagations), starting as the whole sets; a sweep
   * clears its side's list and marks the other side's, so a round that takes nobody out leaves both empty.
   */
  function* fixpoint(order: number, sets: readonly Int32Array[], sweep: (side: 0 | 1, lo: number, hi: number) => WorkerTask, first: 0 | 1): Generator<Batch, void, readonly Reply[]> {
    for (const side of SIDES) copyWords(state.frontiers[side], sets[side]);
    const second = (first ^ 1) as 0 | 1;
    for (;;) {
      const removed = sum(yield wordChunks(order, (lo, hi) => sweep(first, lo, hi)))
        + sum(yield wordChunks(order, (lo, hi) => sweep(second, lo, hi)));
      if (removed === 0) break;
    }
  }
  const chasers = SIDES.filter((side) => sides.chase[side]);
  for (let order = 1; order <= MAX_ORDER; order++) {
    for (const checker of SIDES) {
      if (!checkers[checker]) continue;
      // Where both colours can check the seeds are kept from the first order (tableState.ts).
      const kept = state.checkSeeds[checker][0].length > 0;
      if (!kept) for (const bitmap of state.trapSets) clearWords(bitmap);
      if (!kept || order === 1) yield { phase: 'perpetual', order, tasks: chunks(size, threads * 16, TASK_ENTRIES).map(([lo, hi]): WorkerTask => ({ op: 'trapSeed', checker, lo, hi })) };
      if (kept) yield wordChunks(order, (lo, hi) => ({ op: 'trapStart', checker, lo, hi }));
      yield* fixpoint(order, state.trapSets, (side, lo, hi) => ({ op: 'trapSweep', checker, side, lo, hi }), checker);
      if (checker === 0 && bothCheck) copyWords(state.trapped, state.trapSets[0]);
    }
    // The chase traps of both colours, on the same values as the check traps; then the positions
    // where a side both chases and is chased leave both, and both shrink again (docs/rules.md 3.4).
    for (const chaser of chasers) {
      if (order === 1) yield { phase: 'perpetual', order, tasks: chunks(size, threads * 16, TASK_ENTRIES).map(([lo, hi]): WorkerTask => ({ op: 'chaseSeed', chaser, lo, hi })) };
      yield wordChunks(order, (lo, hi) => ({ op: 'chaseStart', chaser, lo, hi }));
      yield* fixpoint(order, state.chase[chaser], (side, lo, hi) => ({ op: 'chaseSweep', chaser, side, lo, hi }), chaser);
    }
    while (chasers.length === 2 && sum(yield wordChunks(order, (lo, hi) => ({ op: 'chaseMutual', lo, hi }))) > 0) {
      for (const chaser of chasers) yield* fixpoint(order, state.chase[chaser], (side, lo, hi) => ({ op: 'chaseSweep', chaser, side, lo, hi }), chaser);
    }
    // Each side's trapped positions are in its trap set, where its trap left them, but red's when
    // black's trap ran after it: then they were kept aside (the only use of `trapped`).
    const marks: WorkerTask[] = [];
    for (const side of SIDES) {
      const from = [checkers[side] ? (side === 0 && bothCheck ? 'kept' : 'sets') : null, sides.chase[side] ? 'chase' : null] as const;
      for (const source of from) if (source) for (const [lo, hi] of levelChunks) marks.push({ op: 'trapMark', side, from: source, order, lo, hi });
    }
    const trapped = sum(yield { phase: 'perpetual', order, tasks: marks });
    if (bothCheck) clearWords(state.trapped);
    for (const bitmap of state.trapSets) clearWords(bitmap);
    // A checking side's trap set was its wins bitmap: the wins, all propagated, are read back from
    // the values before the deferred losses' checks and the levels read the bitmap again.
    const wins = SIDES.filter((side) => state.trapSets[side] === state.won[side]).flatMap((side) => levelChunks.map(([lo, hi]): WorkerTask => ({ op: 'wins', side, lo, hi })));
    if (wins.length > 0) yield { phase: 'perpetual', order, tasks: wins };
    const [applied] = yield { phase: 'perpetual', order, tasks: [{ op: 'deferred', order, deferredWins: deferred.wins, deferredLosses: deferred.losses }] };
    notePending([applied]);
    if (trapped + applied.decided === 0 && order >= lastDeferred) break;
    yield* propagate(order);
    // The value code holds no later order: finalizing now could call draws what the next order
    // decides, and the table would look complete.
    if (order === MAX_ORDER) throw new ValueCodeLimitError('order', MAX_ORDER);
  }
  yield {
    phase: 'finalize',
    tasks: SIDES.flatMap((side) => chunks(size, threads * 4, TASK_ENTRIES).map(([lo, hi]): WorkerTask => ({ op: 'finalize', side, lo, hi }))),
  };
}

/**
 * Runs the whole schedule in the calling thread, each task by `run`: tests, and tables too small to
 * be worth a message per batch (parallelGenerate.ts).
 */
export function runSchedule(state: TableState, sides: TrapSides, run: (task: WorkerTask) => Reply): void {
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

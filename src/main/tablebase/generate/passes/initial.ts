/**
 * The initial pass over index chunks, both sides to move at once (kernel.ts `initRange`): illegal
 * positions, mates, captures into the sub-tables, positions that can never be lost. It answers with
 * the decisions that wait for a later repetition order (passes/deferred.ts) and, under DTM, the
 * shortest distance it left pending.
 */
import { definePass } from './pass';
import type { Deferred, Kernel } from '../kernel';

export interface InitialTask {
  readonly pass: 'initial';
  readonly lo: number;
  readonly hi: number;
}

export interface InitialResult {
  /** [order, side, index] triples (kernel.ts `Deferred`). */
  readonly deferredWins: number[];
  readonly deferredLosses: number[];
  /** DTM: the shortest distance of the pending positions it wrote (Infinity if none). */
  readonly pendingMin: number;
}

export const initialPass = definePass({
  name: 'initial',
  prepare: (table): Kernel => table.kernel,
  run(kernel, task: InitialTask): InitialResult {
    kernel.pendingMin = Infinity;
    const deferred: Deferred = { wins: [], losses: [] };
    kernel.initRange(task.lo, task.hi, deferred);
    return { deferredWins: deferred.wins, deferredLosses: deferred.losses, pendingMin: kernel.pendingMin };
  },
  covers: (task) => 2 * (task.hi - task.lo),
});

/**
 * Captures whose sub-table value has a repetition order decide their position only when the analysis
 * reaches that order: wins at distance 1; and a position whose latest losing capture waits for the
 * order stops being an escape then, lost at distance 1 if every quiet move already loses. Under DTM
 * the distance is the capture's own (the sub-table's plus one), which the kernel finds again here.
 */
import type { Color } from '../../../../shared/rules/piece';
import { UNKNOWN, isUndecided, lossValue, winValue } from '../../../../shared/tablebase/value';
import type { Deferred, Kernel } from '../kernel';
import type { LevelsResult } from './levels';
import { definePass } from './pass';

/** The decisions of the initial pass that wait for a later order: one task, which carries them all. */
export interface DeferredTask {
  readonly pass: 'deferred';
  readonly order: number;
  readonly deferredWins: number[];
  readonly deferredLosses: number[];
}

export const deferredPass = definePass({
  name: 'deferred',
  prepare: (table): Kernel => table.kernel,
  run(kernel, task: DeferredTask): LevelsResult {
    kernel.pendingMin = Infinity;
    const decided = applyDeferred(kernel, { wins: task.deferredWins, losses: task.deferredLosses }, task.order);
    return { decided, pendingMin: kernel.pendingMin };
  },
  carriesTableData: true,
});

/** Applies the deferred decisions of `order`, seeding the next level; returns how many it decided. */
function applyDeferred(kernel: Kernel, deferred: Deferred, order: number): number {
  const state = kernel.state;
  /** Decides `index` won or lost at the distance of its captures of this order, with their rule. */
  const decide = (side: Color, index: number, win: boolean) => {
    const distance = kernel.rule.deferredDistance(kernel, index, side, order, win);
    const chase = kernel.endsInChase(index, side, order, distance, win);
    const code = win ? winValue(order, distance, chase) : lossValue(order, distance, chase);
    if (distance > 1) {
      kernel.setPending(side, index, code);
      return;
    }
    state.values[side][index] = code;
    state.frontiers[side][index >> 5] |= 1 << (index & 31);
  };
  let seeds = 0;
  for (const [list, win] of [[deferred.wins, true], [deferred.losses, false]] as const) {
    for (let i = 0; i < list.length; i += 3) {
      const [o, side, index] = [list[i], list[i + 1] as Color, list[i + 2]];
      if (o !== order || !isUndecided(state.values[side][index])) continue;
      if (!win) {
        // No longer an escape: lost if every quiet move loses, else undecided like any other.
        state.values[side][index] = UNKNOWN;
        // Before this order's first level the wins bitmap holds the wins of earlier orders only.
        if (!kernel.allMovesLose(index, side)) continue;
      }
      seeds++;
      decide(side, index, win);
    }
  }
  return seeds;
}

/** The highest order any deferred decision waits for (0 when there are none). */
export function lastDeferredOrder(deferred: Deferred): number {
  let last = 0;
  for (const list of [deferred.wins, deferred.losses]) for (let i = 0; i < list.length; i += 3) last = Math.max(last, list[i]);
  return last;
}

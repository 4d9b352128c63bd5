/**
 * The retrograde levels, over ranges of bitmap words per side to move: a level's propagation (`retro`,
 * kernel.ts `retroRange`), then the check of the candidates it found for a loss (`check`); under DTM a
 * level first moves in the positions pending for it (`pending`).
 */
import { type SideRange, definePass } from './pass';
import type { Kernel } from '../kernel';

export interface LevelsTask extends SideRange {
  readonly pass: 'levels';
  readonly step: 'pending' | 'retro' | 'check';
  readonly level: number;
  readonly order: number;
}

/**
 * Positions decided (`retro`, `check`), or moved from pending into the level's frontier (`pending`); the
 * deferred decisions answer alike.
 */
export interface LevelsResult {
  readonly decided: number;
  /** DTM: the shortest distance still pending after the task, or Infinity. */
  readonly pendingMin: number;
}

export const levelsPass = definePass({
  name: 'levels',
  prepare: (table): Kernel => table.kernel,
  run(kernel, task: LevelsTask): LevelsResult {
    kernel.pendingMin = Infinity;
    const { side, level, order, lo, hi } = task;
    const decided = task.step === 'pending' ? kernel.pendingRange(side, level, lo, hi)
      : task.step === 'retro' ? kernel.retroRange(side, level, order, lo, hi)
        : kernel.checkRange(side, level, order, lo, hi);
    return { decided, pendingMin: kernel.pendingMin };
  },
  decided: (task, result) => (task.step === 'pending' ? 0 : result.decided),
});

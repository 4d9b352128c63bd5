/**
 * The end of a repetition order's traps: each side's trapped positions are marked lost at the order
 * (`mark`, from the check trap's set, the red positions it kept aside, or the chase trap's set), and a
 * checking side's wins bitmap, which the check trap's sets borrowed, is written again from the values
 * (`wins`) before the deferred losses' checks and the levels read it.
 */
import { isUndecided, isWin, lossValue } from '../../../../shared/tablebase/value';
import type { TableState } from '../tableState';
import { type SideRange, definePass } from './pass';

export interface MarksTask extends SideRange {
  readonly pass: 'marks';
  readonly step: 'mark' | 'wins';
  /** `mark`: the check trap's set (`sets`), the red positions kept aside while black's trap ran (`kept`), or the chase trap's set. */
  readonly from: 'sets' | 'kept' | 'chase' | null;
  readonly order: number;
}

export const marksPass = definePass({
  name: 'marks',
  prepare: (table): TableState => table.state,
  /** The positions marked lost. */
  run(state, task: MarksTask): number {
    const { side, from, lo, hi } = task;
    if (task.step === 'wins') {
      markWins(state.values[side], state.won[side], lo, hi);
      return 0;
    }
    const trapped = from === 'kept' ? state.trapped : from === 'chase' ? state.chase[side][side] : state.trapSets[side];
    return markLost(state.values[side], state.frontiers[side], trapped, task.order, from === 'chase', lo, hi);
  },
  covers: (task) => (task.step === 'mark' ? 32 * (task.hi - task.lo) : 0),
});

/**
 * Writes the positions of `trapped` in words [wordLo, wordHi) into `values` as losses of `order` at
 * distance 0, decided by the chase rule or the check rule, and into `frontier`; returns how many. A
 * position in both a check trap and a chase trap counts as chased: the two marks may run at once, so
 * the chase's is written over anything and the check's only over an undecided value.
 */
function markLost(values: Uint16Array, frontier: Int32Array, trapped: Int32Array, order: number, chase: boolean, wordLo: number, wordHi: number): number {
  const loss = lossValue(order, 0, chase);
  let seeds = 0;
  for (let w = wordLo; w < wordHi; w++) {
    let bits = trapped[w];
    if (bits === 0) continue;
    Atomics.or(frontier, w, bits);
    while (bits !== 0) {
      const bit = 31 - Math.clz32(bits & -bits);
      bits &= bits - 1;
      const index = w * 32 + bit, was = values[index];
      if (chase) Atomics.store(values, index, loss);
      else if (isUndecided(was)) Atomics.compareExchange(values, index, was, loss);
      seeds++;
    }
  }
  return seeds;
}

/**
 * Writes words [wordLo, wordHi) of a side's wins bitmap from its values: every win is propagated when
 * a trap runs, so after the trap borrowed the bitmap it holds them all again. Words that stay zero are
 * not written, so pages nothing had set stay untaken.
 */
function markWins(values: Uint16Array, won: Int32Array, wordLo: number, wordHi: number): void {
  for (let w = wordLo; w < wordHi; w++) {
    const base = w * 32, end = Math.min(32, values.length - base);
    let bits = 0;
    for (let bit = 0; bit < end; bit++) if (isWin(values[base + bit])) bits |= 1 << bit;
    if (won[w] !== bits) won[w] = bits;
  }
}


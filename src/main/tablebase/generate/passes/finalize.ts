/** The last pass: every position still undecided is a draw. */
import { DRAW, isUndecided } from '../../../../shared/tablebase/value';
import type { TableState } from '../tableState';
import { type SideRange, definePass } from './pass';

export interface FinalizeTask extends SideRange {
  readonly pass: 'finalize';
}

export const finalizePass = definePass({
  name: 'finalize',
  prepare: (table): TableState => table.state,
  /** The draws written. */
  run(state, task: FinalizeTask): number {
    const values = state.values[task.side];
    let draws = 0;
    for (let i = task.lo; i < task.hi; i++) {
      if (isUndecided(values[i])) {
        values[i] = DRAW;
        draws++;
      }
    }
    return draws;
  },
});

/**
 * The choice of a finished side's digit order for its file: each task ranks its share of the candidate
 * orders (files/orderChoice.ts); the driver keeps the best of the shares.
 */
import type { BlockCodec } from '../../files/format';
import { type OrderChoice, rankDigitOrders } from '../../files/orderChoice';
import { type WorkerTable, definePass } from './pass';

export interface DigitOrderTask {
  readonly pass: 'digitOrder';
  readonly side: 0 | 1;
  readonly blockEntries: number;
  readonly codec: BlockCodec;
  readonly part: number;
  readonly parts: number;
}

export const digitOrderPass = definePass({
  name: 'digitOrder',
  prepare: (table): WorkerTable => table,
  run: (table, task: DigitOrderTask): OrderChoice =>
    rankDigitOrders(table.state.values[task.side], table.material.radices, task.blockEntries, task.codec, task.part, task.parts),
});

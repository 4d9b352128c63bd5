/**
 * Compresses blocks [first, end) of a finished side in its digit order, in shared memory (one buffer
 * for the task's blocks: memory/sharedMemory.ts `packShared`).
 */
import { DigitOrder } from '../../../../shared/tablebase/digitOrder';
import type { BlockCodec } from '../../files/format';
import { type CompressedSide, compressBlocks } from '../../files/writer';
import { packShared } from '../../../memory/sharedMemory';
import { type WorkerTable, definePass } from './pass';

export interface CompressionTask {
  readonly pass: 'compression';
  readonly side: 0 | 1;
  readonly order: readonly number[];
  readonly blockEntries: number;
  readonly codec: BlockCodec;
  readonly first: number;
  readonly end: number;
}

export const compressionPass = definePass({
  name: 'compression',
  prepare: (table): WorkerTable => table,
  /** The blocks and their CRC-32s. */
  run(table, task: CompressionTask): CompressedSide {
    const order = new DigitOrder(table.material.radices, task.order);
    const { blocks, checksums } = compressBlocks(table.state.values[task.side], order, task.blockEntries, task.codec, task.first, task.end);
    return { blocks: packShared(blocks), checksums };
  },
});

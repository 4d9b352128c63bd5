/** Random access to one table file's values through a shared block cache. */
import type { Color } from '../../../shared/rules/piece';
import { BlockCache } from './blockCache';
import type { TableFile } from './reader';

export class CachedTable {
  private readonly entries: number;
  private lastKey = -1;
  private lastBlock: Uint16Array = new Uint16Array(0);
  /** This table's number in the cache. */
  readonly id: number;

  constructor(readonly file: TableFile, private readonly cache: BlockCache) {
    this.entries = file.header.blockEntries;
    this.id = cache.newTable();
  }

  value(side: Color, index: number): number {
    const position = this.file.orders[side].positionOf(index);
    const block = Math.floor(position / this.entries);
    // The last block read is kept outside the LRU bookkeeping: consecutive probes usually hit it.
    const key = block * 2 + side;
    if (key !== this.lastKey) {
      this.lastBlock = this.cache.get(BlockCache.key(this.id, side, block), () => this.file.readBlock(side, block));
      this.lastKey = key;
    }
    return this.lastBlock[position - block * this.entries];
  }
}

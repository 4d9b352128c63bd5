/**
 * A least-recently-used cache of decompressed blocks shared by every open table, bounded by bytes.
 * Map iteration order is insertion order, so re-inserting on use keeps the oldest entry first.
 */
export class BlockCache {
  /** Keyed by `table * 2^32 + block * 2 + side` (see `key`), numbers being cheaper map keys than strings. */
  private readonly blocks = new Map<number, Uint16Array>();
  private bytes = 0;
  private tables = 0;
  hits = 0;
  misses = 0;

  constructor(readonly limitBytes: number) {}

  /** A number for a newly opened table, to key its blocks. */
  newTable(): number {
    return this.tables++;
  }

  static key(table: number, side: number, block: number): number {
    return table * 2 ** 32 + block * 2 + side;
  }

  get(key: number, load: () => Uint16Array): Uint16Array {
    const cached = this.blocks.get(key);
    if (cached) {
      this.hits++;
      this.blocks.delete(key);
      this.blocks.set(key, cached);
      return cached;
    }
    this.misses++;
    const block = load();
    this.blocks.set(key, block);
    this.bytes += block.byteLength;
    for (const [oldKey, old] of this.blocks) {
      if (this.bytes <= this.limitBytes || oldKey === key) break;
      this.blocks.delete(oldKey);
      this.bytes -= old.byteLength;
    }
    return block;
  }

  /** Drops every block of one table (after it was found corrupt or deleted). */
  evictTable(table: number): void {
    for (const [key, block] of this.blocks) {
      if (Math.floor(key / 2 ** 32) !== table) continue;
      this.blocks.delete(key);
      this.bytes -= block.byteLength;
    }
  }

  get usedBytes(): number {
    return this.bytes;
  }
}

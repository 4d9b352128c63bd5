/**
 * The block cache (least recently used first out, bounded by bytes, shared by tables) and the cached
 * random access to a table file through it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BlockCache } from '../../../src/main/tablebase/files/blockCache';
import { CachedTable } from '../../../src/main/tablebase/files/cachedTable';
import { TableFile } from '../../../src/main/tablebase/files/reader';
import { blockValues, filePosition, writeSpec } from '../../support/tableBytes';

/** A cache whose loads are recorded: `get(key)` loads a block of `bytes / 2` entries filled with the key. */
function recorded(limit: number) {
  const cache = new BlockCache(limit);
  const loads: number[] = [];
  const get = (key: number, bytes = 100) => cache.get(key, () => {
    loads.push(key);
    return new Uint16Array(bytes / 2).fill(key);
  });
  return { cache, loads, get };
}

describe('the block cache', () => {
  it('loads a block once, counts hits and misses, and keeps the bytes it holds', () => {
    const { cache, loads, get } = recorded(1000);
    expect(get(1)[0]).toBe(1);
    expect(get(1)[0]).toBe(1);
    expect(get(2)[0]).toBe(2);
    expect(loads).toEqual([1, 2]);
    expect([cache.hits, cache.misses, cache.usedBytes]).toEqual([1, 2, 200]);
  });

  it('drops the least recently used blocks once over its limit, keeping exactly up to the limit', () => {
    const { cache, loads, get } = recorded(300);
    get(1);
    get(2);
    get(3);
    expect(cache.usedBytes).toBe(300);
    // Using 1 makes 2 the oldest: loading 4 drops 2 only.
    get(1);
    get(4);
    expect(cache.usedBytes).toBe(300);
    loads.length = 0;
    get(1);
    get(3);
    get(4);
    expect(loads).toEqual([]);
    get(2);
    expect(loads).toEqual([2]);
    // A larger block drops as many as it needs, oldest first: 3 and 4, not 2 (used since).
    get(5, 200);
    expect(cache.usedBytes).toBe(300);
    loads.length = 0;
    get(2);
    get(5);
    expect(loads).toEqual([]);
    get(4);
    expect(loads).toEqual([4]);
  });

  it('keeps the block just loaded even when it alone is over the limit', () => {
    const { cache, get } = recorded(150);
    get(1);
    const big = get(2, 400);
    expect(big).toHaveLength(200);
    expect(cache.usedBytes).toBe(400);
    expect(cache.misses).toBe(2);
    expect(get(2)).toBe(big);
    expect(cache.hits).toBe(1);
  });

  it('keys tables, sides and blocks apart, and evicts one table’s blocks only', () => {
    const cache = new BlockCache(1 << 20);
    const a = cache.newTable(), b = cache.newTable();
    expect([a, b]).toEqual([0, 1]);
    const keys = [BlockCache.key(a, 0, 0), BlockCache.key(a, 1, 0), BlockCache.key(a, 0, 1), BlockCache.key(a, 1, 70000), BlockCache.key(b, 0, 0), BlockCache.key(b, 1, 70000)];
    expect(new Set(keys).size).toBe(6);
    expect(BlockCache.key(3, 1, 5)).toBe(3 * 2 ** 32 + 11);
    keys.forEach((key, i) => cache.get(key, () => new Uint16Array(i + 1)));
    expect(cache.usedBytes).toBe(2 * (1 + 2 + 3 + 4 + 5 + 6));
    cache.evictTable(a);
    expect(cache.usedBytes).toBe(2 * (5 + 6));
    let loaded = 0;
    for (const key of keys) cache.get(key, () => (loaded++, new Uint16Array(1)));
    expect(loaded).toBe(4);
    cache.evictTable(7);
    expect(cache.usedBytes).toBe(2 * (5 + 6) + 2 * 4);
  });
});

describe('a table file read through the cache', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'canju-cached-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const RADICES = [6, 9, 90];
  const orders = [[2, 0, 1], [1, 2, 0]] as const;
  const values = [blockValues(RADICES, orders[0], 1000, [1], 11), blockValues(RADICES, orders[1], 1000, [3], 12)] as const;
  const path = join(scratch, 'KR-K.cjtb');
  writeSpec(path, { material: 'KR-K', radices: RADICES, blockEntries: 1000, values, orders, codec: 'deflate' });

  it('answers every entry of both sides with its stored value', () => {
    const file = TableFile.open(path);
    try {
      const table = new CachedTable(file, new BlockCache(1 << 20));
      for (const side of [0, 1] as const) for (let i = 0; i < 4860; i++) if (table.value(side, i) !== values[side][i]) throw new Error(`side ${side} entry ${i}`);
    } finally {
      file.close();
    }
  });

  it('reads a block once while probes stay in it, without going through the cache', () => {
    const file = TableFile.open(path);
    try {
      const cache = new BlockCache(1 << 20);
      cache.newTable();
      const table = new CachedTable(file, cache);
      expect(table.id).toBe(1);
      // Black to move, block 0 first: the very first probe must not be taken for the last one read.
      const inBlock = (side: 0 | 1, block: number) => values[side].findIndex((_, i) => Math.floor(filePosition(i, RADICES, orders[side]) / 1000) === block);
      const first = inBlock(1, 0);
      expect(table.value(1, first)).toBe(values[1][first]);
      const again = values[1].findIndex((_, i) => i !== first && Math.floor(filePosition(i, RADICES, orders[1]) / 1000) === 0);
      expect(table.value(1, again)).toBe(values[1][again]);
      expect([cache.misses, cache.hits]).toEqual([1, 0]);
      // The same block number of the other side is another block.
      const red = inBlock(0, 0);
      expect(table.value(0, red)).toBe(values[0][red]);
      expect([cache.misses, cache.hits]).toEqual([2, 0]);
      // Back to black's block 0: from the cache.
      expect(table.value(1, first)).toBe(values[1][first]);
      expect([cache.misses, cache.hits]).toEqual([2, 1]);
      // Red's block 2 right after black's block 0: another block again.
      const third = inBlock(0, 2);
      expect(table.value(0, third)).toBe(values[0][third]);
      expect([cache.misses, cache.hits]).toEqual([3, 1]);
      // The cache keys this table's blocks by its id.
      cache.evictTable(0);
      expect(cache.usedBytes).toBe(3 * 2000);
      cache.evictTable(table.id);
      expect(cache.usedBytes).toBe(0);
    } finally {
      file.close();
    }
  });

  it('reads the short last block at its own offsets', () => {
    const file = TableFile.open(path);
    try {
      const table = new CachedTable(file, new BlockCache(1 << 20));
      for (const side of [0, 1] as const) {
        const last = values[side].findIndex((_, i) => filePosition(i, RADICES, orders[side]) === 4859);
        expect(table.value(side, last)).toBe(values[side][last]);
      }
    } finally {
      file.close();
    }
  });
});

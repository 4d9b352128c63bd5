/**
 * Writes a table file crash-safely: everything goes to a temporary file in the same folder, which is
 * flushed and only then renamed over the final name, so a reader never sees a half-written table
 * under a table's name.
 */
import { closeSync, fsyncSync, openSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { crc32 } from 'node:zlib';
import { DRAW, ILLEGAL } from '../../../shared/tablebase/value';
import { type RenameRetry, renameWithRetry } from '../../fs/renameWithRetry';
import type { DigitOrder } from '../../../shared/tablebase/digitOrder';
import { collectCodecMemory, compressBlock } from './blockCodec';
import { BLOCK_INDEX_ENTRY, type BlockCodec, END_MAGIC, MAGIC, NARROW_DRAW, type TableHeader } from './format';

if (new Uint8Array(Uint16Array.of(1).buffer)[0] !== 1) throw new Error('table files assume a little-endian machine');

export interface CompressedSide {
  readonly blocks: Uint8Array[];
  readonly checksums: number[];
}

/**
 * The bytes of the `entries` file positions from `start` of a side (a block, or a sample of the
 * order choice) as stored before compression: a view of a scratch buffer that the next call
 * overwrites. Positions that cannot occur are "don't care": each takes the block's most frequent real
 * value, the fill that compressed best among those measured (docs/table-format.md), estimated from
 * every eighth entry where `sampled` (the order choice); a block whose values all fit in a byte
 * (draws stored as 0) is written one byte per entry, about a sixth smaller after compression
 * (readers tell the two forms apart by the decompressed length).
 */
export function storedBlock(values: Uint16Array, order: DigitOrder, start: number, entries: number, sampled = false): Uint8Array {
  const scratch = blockScratch(entries);
  const n = order.indicesFrom(start, scratch.indices);
  const block = scratch.values.subarray(0, n);
  gather(values, scratch.indices, block, gatherColumns(order));
  const fill = mostFrequent(block, scratch, sampled ? 8 : 1);
  const narrow = scratch.narrow.subarray(0, n);
  if (narrowInto(block, fill === DRAW ? 0 : fill, narrow)) return narrow;
  for (let j = 0; j < n; j++) if (block[j] === ILLEGAL) block[j] = fill;
  return new Uint8Array(block.buffer, block.byteOffset, block.byteLength);
}

// Each pass is a function of its own with one loop, so that a profile names it: bundled, the three
// passes took no longer than the one fused loop before them (KCPA-KB's red side 101 → 88 ms).

/** `block[j] = values[indices[j]]`, read `columns` apart (gatherColumns). */
function gather(values: Uint16Array, indices: Uint32Array, block: Uint16Array, columns: number): void {
  const n = block.length;
  if (columns > 1 && columns < n) {
    for (let c = 0; c < columns; c++) for (let j = c; j < n; j += columns) block[j] = values[indices[j]];
  } else for (let j = 0; j < n; j++) block[j] = values[indices[j]];
}

/**
 * The most frequent real value of `block` (0 when there is none). `counts` holds this block's counts
 * where `seen` holds the block's stamp, so nothing is cleared; a run of equal values is counted
 * once, in one visit of the 256 kB arrays. With `every` above 1 only the entries at its multiples
 * are read: the order choice's estimate of a slice's fill, where counting every entry was two fifths
 * of its time, and counting the runs at multiples of eight still a third of its layout. (One fill
 * for the whole side, its most frequent value, ranked the main table's red layouts otherwise: its
 * file 3.8% larger.) Ties go to the value that reached the count first, whichever way it is counted.
 */
function mostFrequent(block: Uint16Array, scratch: BlockScratch, every = 1): number {
  const { counts, seen } = scratch, stamp = ++scratch.stamp, n = block.length;
  let best = 0, bestCount = 0;
  // The sampled entries are single runs: one loop, with the run's length 1 where `every` is above 1.
  for (let j = 0; j < n;) {
    const v = block[j], from = j;
    if (every > 1) j += every;
    else while (++j < n && block[j] === v);
    if (v === ILLEGAL) continue;
    const k = every > 1 ? 1 : j - from;
    const c = seen[v] === stamp ? (counts[v] += k) : (counts[v] = k);
    seen[v] = stamp;
    if (c > bestCount) {
      bestCount = c;
      best = v;
    }
  }
  return best;
}

/**
 * Writes `block` one byte an entry when all its values fit (draws as 0, don't-care entries as
 * `fill`) and says whether they did; it stops at the first that does not.
 */
function narrowInto(block: Uint16Array, fill: number, narrow: Uint8Array): boolean {
  for (let j = 0; j < block.length; j++) {
    const v = block[j];
    if (v < NARROW_DRAW) narrow[j] = v;
    else if (v === ILLEGAL) narrow[j] = fill;
    else if (v === DRAW) narrow[j] = 0;
    else return false;
  }
  return true;
}

/**
 * How many file positions apart a block is read in columns: the product of the radices of the file's
 * fastest digits that move a page (2,048 entries) or more in the index, when there are two or more
 * (and the product is under the block's length: otherwise each column is one entry, a plain walk).
 * A plain walk then alternates between far strides and misses the caches and the page tables on
 * almost every read (a side's layout, both versions bundled in one process over the same values:
 * KCP-KAB 199 → 123 and 175 → 120 ms, KCPA-KAB's black side 1,156 → 665 ms, KCPA-KB's 160 → 100 ms).
 * One far digit alone is a constant stride the processor's prefetcher follows, and columns were
 * slower there (KCPA-KB's red side 98 → 110 ms, KCPA-KAB's 636 → 736 ms): 1.
 */
function gatherColumns(order: DigitOrder): number {
  let columns = 1, far = 0;
  for (let d = order.order.length - 1; d >= 0 && order.indexStride(order.order[d]) >= PAGE_ENTRIES; d--, far++) columns *= order.radices[order.order[d]];
  return far >= 2 ? columns : 1;
}

const PAGE_ENTRIES = 2048;

/**
 * Compresses blocks [first, end) of one side, whose values are `values` in index order and are
 * stored in the file in `order` (see shared/tablebase/digitOrder.ts).
 */
export function compressBlocks(values: Uint16Array, order: DigitOrder, blockEntries: number, codec: BlockCodec, first: number, end: number): CompressedSide {
  const blocks: Uint8Array[] = [];
  const checksums: number[] = [];
  for (let b = first; b < end; b++) {
    const stored = storedBlock(values, order, b * blockEntries, blockEntries);
    // A narrow block has a byte for each of its entries (the last block of a side may be shorter).
    const narrow = stored.length === Math.min(blockEntries, values.length - b * blockEntries);
    const compressed = compressBlock(codec, stored, narrow ? 'narrow' : 'wide');
    blocks.push(compressed);
    checksums.push(crc32(compressed));
    collectCodecMemory(stored.byteLength);
  }
  return { blocks, checksums };
}

interface BlockScratch {
  readonly indices: Uint32Array<ArrayBuffer>;
  readonly values: Uint16Array<ArrayBuffer>;
  readonly narrow: Uint8Array<ArrayBuffer>;
  /** A count per value code, valid where `seen` holds the current block's `stamp`. */
  readonly counts: Uint32Array<ArrayBuffer>;
  readonly seen: Uint32Array<ArrayBuffer>;
  stamp: number;
}

let scratchOf: BlockScratch | undefined;

/**
 * One set of a block's working arrays per thread, reused: the digit-order choice lays out sample
 * blocks under every candidate order, and a megabyte of fresh arrays per block cost more than
 * their compression.
 */
function blockScratch(blockEntries: number): BlockScratch {
  if (scratchOf?.indices.length !== blockEntries) {
    scratchOf = {
      indices: new Uint32Array(blockEntries), values: new Uint16Array(blockEntries),
      narrow: new Uint8Array(blockEntries), counts: new Uint32Array(65536), seen: new Uint32Array(65536), stamp: 0,
    };
  }
  return scratchOf;
}

export function compressSide(values: Uint16Array, order: DigitOrder, blockEntries: number, codec: BlockCodec): CompressedSide {
  return compressBlocks(values, order, blockEntries, codec, 0, Math.ceil(values.length / blockEntries));
}

/**
 * If the rename never succeeds the finished temporary file is kept, not removed: it is a whole table
 * (possibly hours of work), and catalogue reconciliation renames it into place at the next start.
 */
export function writeTableFile(
  path: string, header: Omit<TableHeader, 'payloadChecksum'>, sides: readonly [CompressedSide, CompressedSide], retry?: RenameRetry,
): TableHeader {
  const checksums = new Uint32Array([...sides[0].checksums, ...sides[1].checksums]);
  const full: TableHeader = { ...header, payloadChecksum: crc32(new Uint8Array(checksums.buffer)) };
  const json = Buffer.from(JSON.stringify(full), 'utf8');
  const prefix = Buffer.alloc(8 + 4);
  prefix.write(MAGIC, 0, 'latin1');
  prefix.writeUInt32LE(json.length, 8);
  const headerCrc = Buffer.alloc(4);
  headerCrc.writeUInt32LE(crc32(json));
  const blockCount = sides[0].blocks.length + sides[1].blocks.length;
  const index = Buffer.alloc(blockCount * BLOCK_INDEX_ENTRY);
  let offset = prefix.length + json.length + 4 + index.length + 4;
  let entry = 0;
  for (const side of sides) {
    side.blocks.forEach((block, i) => {
      index.writeBigUInt64LE(BigInt(offset), entry * BLOCK_INDEX_ENTRY);
      index.writeUInt32LE(block.length, entry * BLOCK_INDEX_ENTRY + 8);
      index.writeUInt32LE(side.checksums[i], entry * BLOCK_INDEX_ENTRY + 12);
      offset += block.length;
      entry++;
    });
  }
  const indexCrc = Buffer.alloc(4);
  indexCrc.writeUInt32LE(crc32(index));
  const temporary = `${path}.tmp-${process.pid}`;
  const fd = openSync(temporary, 'w');
  try {
    for (const part of [prefix, json, headerCrc, index, indexCrc]) writeSync(fd, part);
    for (const side of sides) for (const block of side.blocks) writeSync(fd, block);
    writeSync(fd, Buffer.from(END_MAGIC, 'latin1'));
    fsyncSync(fd);
  } catch (error) {
    closeSync(fd);
    rmSync(temporary, { force: true });
    throw error;
  }
  closeSync(fd);
  renameWithRetry(temporary, path, retry);
  syncFolder(dirname(path));
  return full;
}

/** Makes the rename itself durable where the platform allows it (not on Windows). */
function syncFolder(folder: string): void {
  if (process.platform === 'win32') return;
  const fd = openSync(folder, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

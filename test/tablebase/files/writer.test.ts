/**
 * The table file writer: its bytes are those of docs/table-format.md (laid out independently in
 * test/support/tableBytes.ts), blocks are narrow exactly when every value fits, "don't care" entries
 * take their block's most frequent real value, and blocks are compressed with the header's codec.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, crc32 } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import type { TableHeader } from '../../../src/main/tablebase/files/format';
import { compressBlocks, compressSide, storedBlock, writeTableFile } from '../../../src/main/tablebase/files/writer';
import { DigitOrder } from '../../../src/shared/tablebase/digitOrder';
import {
  type Codec, blockBytes, blockValues, decompress, fileBytes, inFileOrder, payloadChecksum, sideBlocks, specHeader,
} from '../../support/tableBytes';

const scratch = mkdtempSync(join(tmpdir(), 'canju-files-writer-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const folder = () => mkdtempSync(join(scratch, 'w-'));

const RADICES = [6, 9, 90];
const ENTRIES = 4860;
const DRAW = 0xfffe, ILLEGAL = 0xffff;

/** Decompressed bytes of each block. */
const raw = (codec: Codec, blocks: readonly Uint8Array[]) => blocks.map((b) => new Uint8Array(decompress(codec, b)));

describe('writing a table file', () => {
  it('writes the documented layout byte for byte, returns the header with its payload checksum, and leaves no temporary file', () => {
    const spec = { material: 'KR-K', radices: RADICES, blockEntries: 1000, values: [new Uint16Array(ENTRIES), new Uint16Array(ENTRIES)] as const };
    const red = sideBlocks(blockValues(RADICES, [0, 1, 2], 1000, [1], 3), RADICES, [0, 1, 2], 1000, 'brotli');
    const black = sideBlocks(blockValues(RADICES, [2, 1, 0], 1000, [], 4), RADICES, [2, 1, 0], 1000, 'brotli');
    const header = specHeader({ ...spec, orders: [[0, 1, 2], [2, 1, 0]] }) as unknown as Omit<TableHeader, 'payloadChecksum'>;
    const dir = folder();
    const path = join(dir, 'KR-K.cjtb');
    const written = writeTableFile(path, header, [
      { blocks: red, checksums: red.map((b) => crc32(b)) }, { blocks: black, checksums: black.map((b) => crc32(b)) },
    ]);
    expect(written).toEqual({ ...header, payloadChecksum: payloadChecksum([...red, ...black]) });
    expect(readFileSync(path)).toEqual(fileBytes(header, [...red, ...black]));
    expect(readdirSync(dir)).toEqual(['KR-K.cjtb']);
  });

  it('renames the finished temporary file through the retry it is given', () => {
    const dir = folder();
    const path = join(dir, 'KR-K.cjtb');
    const renames: [string, string][] = [];
    const block = sideBlocks(new Uint16Array(ENTRIES), RADICES, [0, 1, 2], ENTRIES, 'brotli');
    const side = { blocks: block, checksums: block.map((b) => crc32(b)) };
    const header = specHeader({ material: 'KR-K', radices: RADICES, blockEntries: ENTRIES, values: [new Uint16Array(ENTRIES), new Uint16Array(ENTRIES)] });
    writeTableFile(path, header as unknown as Omit<TableHeader, 'payloadChecksum'>, [side, side], {
      rename: (from, to) => {
        renames.push([from, to]);
        expect(existsSync(from)).toBe(true);
        renameSync(from, to);
      },
      sleep: () => {},
    });
    expect(renames).toEqual([[`${path}.tmp-${process.pid}`, path]]);
    expect(readFileSync(path)).toEqual(fileBytes(header, [...block, ...block]));
  });
});

describe('compressing a side', () => {
  for (const codec of ['brotli', 'deflate', 'zstd'] as const) {
    it(`${codec}: each block in file order, narrow or wide by its values, with the CRC-32 of its bytes`, () => {
      const order = [1, 2, 0];
      // Wide: the second block and the short last one.
      const values = blockValues(RADICES, order, 1000, [1, 4], 7);
      const side = compressSide(values, new DigitOrder(RADICES, order), 1000, codec);
      expect(side.blocks).toHaveLength(5);
      expect(side.checksums).toEqual(side.blocks.map((b) => crc32(b)));
      const stored = inFileOrder(values, RADICES, order);
      expect(raw(codec, side.blocks)).toEqual([0, 1, 2, 3, 4].map((b) => new Uint8Array(blockBytes(stored.subarray(b * 1000, (b + 1) * 1000)))));
      expect(raw(codec, side.blocks).map((r) => r.length)).toEqual([1000, 2000, 1000, 1000, 1720]);
    });
  }

  it('stores draws as 0 in narrow blocks; 255 is narrow, 256 and above make the block u16 (little-endian)', () => {
    const stored = (...codes: number[]) => [...storedBlock(Uint16Array.from(codes), DigitOrder.identity([codes.length]), 0, 8)];
    expect(stored(1, DRAW, 255, 7)).toEqual([1, 0, 255, 7]);
    expect(stored(DRAW, 255, 256)).toEqual([0xfe, 0xff, 255, 0, 0, 1]);
    expect(stored(3, 0xfffd)).toEqual([3, 0, 0xfd, 0xff]);
    // A don't-care entry takes the most frequent value, a draw, which a narrow block stores as 0.
    expect(stored(DRAW, ILLEGAL, 4, DRAW)).toEqual([0, 0, 4, 0]);
    // The narrow form takes a byte an entry, the wide one two.
    expect(storedBlock(Uint16Array.of(9, 300), DigitOrder.identity([2]), 0, 8).byteLength).toBe(4);
    expect(storedBlock(Uint16Array.of(5), DigitOrder.identity([1]), 0, 8).byteLength).toBe(1);
  });

  it('lays out a block the same whichever way it is read (two trailing file digits that jump pages in the index)', () => {
    // Index strides 14,700, 2,100 and 1: in file order [2, 0, 1] the two fastest digits both move
    // more than a page, so the block is read in columns of 35, which 1,000-entry blocks cut mid-way.
    const radices = [5, 7, 2100], order = [2, 0, 1];
    const values = blockValues(radices, order, 1000, [3], 5);
    const stored = inFileOrder(values, radices, order);
    for (const b of [0, 3, 17, 73]) {
      const expected = new Uint8Array(blockBytes(stored.subarray(b * 1000, (b + 1) * 1000)));
      expect(new Uint8Array(storedBlock(values, new DigitOrder(radices, order), b * 1000, 1000))).toEqual(expected);
    }
  });

  it('gives every "don’t care" entry its block’s most frequent real value, counting each block afresh', () => {
    const values = new Uint16Array(ENTRIES).fill(ILLEGAL);
    // Block 0: 7 × 5, 2 × 9 (most entries illegal); block 1: 4 × 9, 3 × 5 and a 400 (wide), where 5 would
    // win on counts left over from block 0; block 2: 11 only; blocks 3-4: nothing real.
    for (let i = 0; i < 7; i++) values[10 * i] = 5;
    values[3] = values[13] = 9;
    for (let i = 0; i < 4; i++) values[1000 + i] = 9;
    for (let i = 0; i < 3; i++) values[1500 + i] = 5;
    values[1999] = 400;
    values[2500] = 11;
    const side = compressSide(values, DigitOrder.identity(RADICES), 1000, 'deflate');
    const blocks = raw('deflate', side.blocks);
    const expected0 = new Uint8Array(1000).fill(5);
    expected0[3] = expected0[13] = 9;
    expect(blocks[0]).toEqual(expected0);
    const expected1 = new Uint16Array(1000).fill(9);
    expected1[999] = 400;
    for (let i = 0; i < 3; i++) expected1[500 + i] = 5;
    expect(blocks[1]).toEqual(new Uint8Array(expected1.buffer));
    expect(blocks[2]).toEqual(new Uint8Array(1000).fill(11));
    // No real value at all: filled with 0, read back as a draw.
    expect(blocks[3]).toEqual(new Uint8Array(1000));
    expect(blocks[4]).toEqual(new Uint8Array(860));
  });

  it('compresses a range of blocks the same as the whole side, each block as it is stored before compression, at quality 10', () => {
    const order = new DigitOrder(RADICES, [2, 0, 1]);
    const values = blockValues(RADICES, [2, 0, 1], 1000, [2], 9);
    const whole = compressSide(values, order, 1000, 'brotli');
    const part = compressBlocks(values, order, 1000, 'brotli', 2, 4);
    expect(part.blocks).toEqual(whole.blocks.slice(2, 4));
    expect(part.checksums).toEqual(whole.checksums.slice(2, 4));
    const stored = inFileOrder(values, RADICES, [2, 0, 1]);
    const bytes = (b: number) => blockBytes(stored.subarray(b * 1000, (b + 1) * 1000));
    const quality = (q: number, b: number) => brotliCompressSync(bytes(b), { params: { [constants.BROTLI_PARAM_QUALITY]: q, [constants.BROTLI_PARAM_SIZE_HINT]: bytes(b).length } });
    expect(storedBlock(values, order, 1000, 1000)).toEqual(bytes(1));
    expect(whole.blocks[2]).toEqual(quality(10, 2));
    expect(whole.blocks[2]).not.toEqual(quality(5, 2));
    expect(compressBlocks(values, order, 1000, 'brotli', 3, 3).blocks).toEqual([]);
  });
});

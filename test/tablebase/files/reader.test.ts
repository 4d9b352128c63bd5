/**
 * The table file reader against files laid out from docs/table-format.md (test/support/tableBytes.ts):
 * every codec, narrow and wide blocks, short last blocks, digit orders, version 1, and each reason a
 * file is refused, by its message.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { TableFileError } from '../../../src/main/tablebase/files/format';
import { TableFile, uint16View } from '../../../src/main/tablebase/files/reader';
import { MaterialIndex } from '../../../src/shared/tablebase/materialIndex';
import {
  type TableSpec, blockValues, compress, fileBytes, fileLayout, inFileOrder, payloadChecksum, specBlocks, specBytes, specHeader, writeSpec,
} from '../../support/tableBytes';
import { counts } from '../../support/tables';

const scratch = mkdtempSync(join(tmpdir(), 'canju-reader-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let files = 0;
const fresh = () => join(scratch, `t${files++}.cjtb`);

/** K+R vs K: three digits (red defenders, black defenders, the rook), 4,860 entries. */
const RADICES = [6, 9, 90];
const ENTRIES = 4860;
const IDENTITY = [0, 1, 2];
const DRAW = 0xfffe;

/** A K+R vs K spec whose side 0 has wide blocks `wide0`, side 1 `wide1`, in the given orders. */
function spec(blockEntries: number, options: Partial<TableSpec> & { wide0?: number[]; wide1?: number[] } = {}): TableSpec {
  const orders = options.orders ?? [IDENTITY, IDENTITY];
  return {
    material: 'KR-K', radices: RADICES, blockEntries,
    values: [blockValues(RADICES, orders[0], blockEntries, options.wide0 ?? [], 1), blockValues(RADICES, orders[1], blockEntries, options.wide1 ?? [], 2)],
    orders, ...options,
  };
}

/** The error `action` throws (failing the test when it throws none). */
function thrown(action: () => unknown): Error {
  try {
    action();
  } catch (error) {
    return error as Error;
  }
  throw new Error('nothing was thrown');
}

/** The error opening `bytes` raises, checked to be a TableFileError naming the file. */
function openError(bytes: Buffer): TableFileError {
  const path = fresh();
  writeFileSync(path, bytes);
  const error = thrown(() => TableFile.open(path));
  expect(error).toBeInstanceOf(TableFileError);
  expect((error as TableFileError).file).toBe(path);
  expect(error.message.startsWith(`${path}: `)).toBe(true);
  return error as TableFileError;
}

function readSide(file: TableFile, side: 0 | 1): Uint16Array {
  const out = new Uint16Array(file.header.entries);
  file.readSide(side, out);
  return out;
}

describe('reading table files', () => {
  it('K+R vs K has the radices the specs here assume', () => {
    expect(new MaterialIndex(counts('KR', 'K')).radices).toEqual(RADICES);
  });

  for (const codec of ['brotli', 'deflate', 'zstd'] as const) {
    for (const [blockEntries, orders] of [[1000, [[2, 0, 1], [1, 2, 0]]], [1215, [IDENTITY, IDENTITY]], [ENTRIES, [[2, 1, 0], IDENTITY]]] as const) {
      it(`reads every value back: ${codec}, ${blockEntries}-entry blocks, digit orders ${orders[0].join('')} and ${orders[1].join('')}`, () => {
        const blocks = Math.ceil(ENTRIES / blockEntries);
        // Red to move: the first and the last block wide; black to move: the second (when there is one).
        const s = spec(blockEntries, { codec, orders, wide0: [0, blocks - 1], wide1: [1] });
        const path = fresh();
        const [red, black] = specBlocks(s);
        writeSpec(path, s);
        const file = TableFile.open(path);
        try {
          expect(file.header).toEqual({ ...specHeader(s), payloadChecksum: expect.any(Number) });
          expect(file.blocksPerSide).toBe(blocks);
          expect(file.payloadBytes).toBe([...red, ...black].reduce((t, b) => t + b.length, 0));
          expect(file.orders.map((o) => [...o.order])).toEqual(orders);
          expect(file.orders.map((o) => o.identity)).toEqual(orders.map((o) => o.join('') === '012'));
          file.checkAllBlocks();
          for (const side of [0, 1] as const) {
            expect(readSide(file, side)).toEqual(s.values[side]);
            // Each block in file order, the last one short when the entries do not fill it.
            const stored = inFileOrder(s.values[side], RADICES, orders[side]);
            for (let b = 0; b < blocks; b++) expect(file.readBlock(side, b)).toEqual(stored.subarray(b * blockEntries, (b + 1) * blockEntries));
            // Mapped on the way (as capture values are read): every value through the map, in index order.
            const bytes = new Uint8Array(ENTRIES);
            file.readSide(side, bytes, (v) => (v === DRAW ? 3 : v % 251));
            expect(bytes).toEqual(Uint8Array.from(s.values[side], (v) => (v === DRAW ? 3 : v % 251)));
          }
        } finally {
          file.close();
        }
      });
    }
  }

  it('narrow blocks store draws as 0 and read them back as draws; a value of 255 stays narrow, 256 makes the block wide', () => {
    const byPosition = new Uint16Array(ENTRIES).fill(DRAW);
    byPosition[1] = 255;
    byPosition[2] = 1;
    byPosition[4000] = 256;
    const s: TableSpec = { material: 'KR-K', radices: RADICES, blockEntries: 2000, values: [byPosition, byPosition] };
    const path = fresh();
    writeSpec(path, s);
    const file = TableFile.open(path);
    try {
      expect(readSide(file, 0)).toEqual(byPosition);
      expect(file.readBlock(1, 0).subarray(0, 4)).toEqual(Uint16Array.of(DRAW, 255, 1, DRAW));
      expect(file.readBlock(1, 2)[0]).toBe(256);
    } finally {
      file.close();
    }
  });

  it('reads a format 1 file (every side in index order, u16 blocks, no digit order), ignoring any digit order its header names', () => {
    for (const extra of [{}, { digitOrder: [[0, 0, 0], [9]] }]) {
      const s = spec(1000, { format: 1, form: 'wide', extra });
      const path = fresh();
      writeSpec(path, s);
      const file = TableFile.open(path);
      try {
        expect(file.header.format).toBe(1);
        expect(file.orders.map((o) => o.identity)).toEqual([true, true]);
        expect(readSide(file, 0)).toEqual(s.values[0]);
        expect(readSide(file, 1)).toEqual(s.values[1]);
      } finally {
        file.close();
      }
    }
  });

  it('a block that decompresses to neither one nor two bytes per entry is reported with its side and block', () => {
    const s = spec(1000);
    const [red, black] = specBlocks(s);
    // Black to move, block 4 (860 entries): 861 bytes.
    black[4] = compress('brotli', new Uint8Array(861));
    const path = fresh();
    writeFileSync(path, fileBytes(specHeader(s), [...red, ...black]));
    const file = TableFile.open(path);
    try {
      file.checkAllBlocks();
      expect(file.readBlock(1, 3)).toHaveLength(1000);
      const error = thrown(() => file.readBlock(1, 4)) as TableFileError;
      expect(error).toBeInstanceOf(TableFileError);
      expect(error.detail).toBe('block decompressed to the wrong size');
      expect(error.block).toEqual({ side: 1, block: 4 });
      expect(error.message).toBe(`${path}: block decompressed to the wrong size (side black to move, block 4)`);
      // A full block's length is wrong for the short last block too.
      black[4] = compress('brotli', new Uint8Array(1000));
      writeFileSync(path, fileBytes(specHeader(s), [...red, ...black]));
      const again = TableFile.open(path);
      expect(() => again.readBlock(1, 4)).toThrow('block decompressed to the wrong size (side black to move, block 4)');
      again.close();
    } finally {
      file.close();
    }
  });

  it('checks a block’s checksum before decompressing it, naming the side and block; checkAllBlocks reaches the last block of each side', () => {
    const s = spec(1000);
    const bytes = specBytes(s);
    const { blocks } = fileLayout(bytes);
    for (const [side, block] of [[0, 4], [1, 0], [1, 4]] as const) {
      const damaged = Buffer.from(bytes);
      const { offset, length } = blocks[side * 5 + block];
      damaged[offset + length - 1] ^= 0x01;
      const path = fresh();
      writeFileSync(path, damaged);
      const file = TableFile.open(path);
      try {
        const detail = `block checksum mismatch (side ${side === 0 ? 'red' : 'black'} to move, block ${block})`;
        expect(() => file.checkAllBlocks()).toThrow(`${path}: ${detail}`);
        const error = thrown(() => file.readBlock(side, block)) as TableFileError;
        expect(error).toBeInstanceOf(TableFileError);
        expect(error.block).toEqual({ side, block });
        expect(() => file.readSide(side, new Uint16Array(ENTRIES))).toThrow(detail);
        // The other side's blocks are intact.
        expect(readSide(file, (1 - side) as 0 | 1)).toEqual(s.values[1 - side]);
      } finally {
        file.close();
      }
    }
  });

  it('reads nothing once closed', () => {
    const path = fresh();
    writeSpec(path, spec(1000));
    const file = TableFile.open(path);
    file.close();
    expect(() => file.readBlock(0, 0)).toThrow(/EBADF/);
  });
});

describe('a file that is not a whole table is refused on open, with the reason', () => {
  const good = specBytes(spec(1000));
  const header = specHeader(spec(1000));
  const layout = fileLayout(good);
  const end = good.length - 8;

  it('too short for its prefix', () => {
    expect(openError(good.subarray(0, 11)).detail).toBe('file is truncated (prefix ends past 11 bytes)');
    expect(openError(Buffer.alloc(0)).detail).toBe('file is truncated (prefix ends past 0 bytes)');
  });

  it('another magic', () => {
    const bytes = Buffer.from(good);
    bytes.write('CANJUTB2', 0, 'latin1');
    expect(openError(bytes).detail).toBe('not a Canju table file (bad magic)');
  });

  it('a header length above 16 MiB is corrupt; up to it, the file is too short for it', () => {
    const bytes = Buffer.from(good);
    bytes.writeUInt32LE(2 ** 24 + 1, 8);
    expect(openError(bytes).detail).toBe('header length is corrupt');
    bytes.writeUInt32LE(2 ** 24, 8);
    expect(openError(bytes).detail).toBe(`file is truncated (header ends past ${good.length} bytes)`);
  });

  it('cut inside the header, its checksum, the block index or its checksum', () => {
    const cuts: [number, string][] = [
      [12 + layout.headerLength - 1, 'header'], [12 + layout.headerLength + 3, 'header checksum'],
      [layout.indexStart + 1, 'block index'], [layout.indexStart + 16 * 10 + 3, 'block index checksum'],
    ];
    for (const [length, what] of cuts) expect(openError(good.subarray(0, length)).detail).toBe(`file is truncated (${what} ends past ${length} bytes)`);
  });

  it('a header whose checksum does not match', () => {
    const bytes = Buffer.from(good);
    bytes[20] ^= 0x04;
    expect(openError(bytes).detail).toBe('header checksum mismatch');
    const checksum = Buffer.from(good);
    checksum[12 + layout.headerLength] ^= 0x01;
    expect(openError(checksum).detail).toBe('header checksum mismatch');
  });

  it('a header that is not JSON, though its checksum matches', () => {
    const [red, black] = specBlocks(spec(1000));
    expect(openError(fileBytes(header, [...red, ...black], Buffer.from('{"format":2,'))).detail).toBe('header is not valid JSON');
  });

  it('a version it does not read', () => {
    const [red, black] = specBlocks(spec(1000));
    for (const format of [0, 6]) {
      expect(openError(fileBytes({ ...header, format }, [...red, ...black])).detail).toBe(`unsupported format version ${format}`);
    }
  });

  it('a header naming no material', () => {
    const [red, black] = specBlocks(spec(1000));
    expect(openError(fileBytes({ ...header, material: 'KX-K' }, [...red, ...black])).detail).toMatch(/^header names no material: ./);
  });

  it('an index scheme it does not know, or entries that are not its index\'s', () => {
    const [red, black] = specBlocks(spec(1000));
    expect(openError(fileBytes({ ...header, indexScheme: 3 }, [...red, ...black])).detail).toBe('unknown index scheme 3');
    // Scheme 2 numbers KR-KB 9 × 32 × 90 (black's defenders mirrored), not the 4,860 entries of KR-K the blocks hold.
    expect(openError(fileBytes({ ...header, material: 'KR-KB' }, [...red, ...black])).detail)
      .toBe('header says 4860 entries a side where KR-KB\'s index has 25920');
  });

  it('a version 2 header without a digit order, or one that is no permutation of the material’s digits', () => {
    const [red, black] = specBlocks(spec(1000));
    const withOrder = (digitOrder: unknown) => fileBytes({ ...header, digitOrder }, [...red, ...black]);
    expect(openError(withOrder(undefined)).detail).toBe('digit order in the header is invalid (missing)');
    expect(openError(withOrder([[0, 1, 2], [0, 1, 1]])).detail).toBe('digit order in the header is invalid (digit order 0,1,1 is not a permutation of 3 digits)');
    expect(openError(withOrder([[0, 1], [0, 1, 2]])).detail).toBe('digit order in the header is invalid (digit order 0,1 is not a permutation of 3 digits)');
    expect(openError(withOrder([[0, 1, 2]])).detail).toMatch(/^digit order in the header is invalid \(.+\)$/);
  });

  it('a block index whose checksum does not match', () => {
    const bytes = Buffer.from(good);
    bytes[layout.indexStart + 8] ^= 0x01;
    expect(openError(bytes).detail).toBe('block index checksum mismatch');
  });

  it('a file longer or shorter than its blocks and end marker', () => {
    const blocksEnd = layout.blocks[9].offset + layout.blocks[9].length;
    expect(blocksEnd).toBe(end);
    expect(openError(Buffer.concat([good, Buffer.of(0)])).detail).toBe(`file is ${good.length + 1} bytes but its blocks end at ${good.length}: truncated or padded`);
    expect(openError(good.subarray(0, good.length - 1)).detail).toBe(`file is ${good.length - 1} bytes but its blocks end at ${good.length}: truncated or padded`);
    // The last block index entry (black to move, block 4) one byte longer, with a matching index checksum.
    const longer = Buffer.from(good);
    const last = layout.indexStart + 16 * 9;
    longer.writeUInt32LE(layout.blocks[9].length + 1, last + 8);
    longer.writeUInt32LE(crc32(longer.subarray(layout.indexStart, layout.indexStart + 160)), layout.indexStart + 160);
    expect(openError(longer).detail).toBe(`file is ${good.length} bytes but its blocks end at ${good.length + 1}: truncated or padded`);
  });

  it('an end marker that is not CANJUEND', () => {
    const bytes = Buffer.from(good);
    bytes[end + 7] ^= 0x01;
    expect(openError(bytes).detail).toBe('end marker is corrupt');
  });

  it('a payload checksum in the header that does not match the block index', () => {
    const [red, black] = specBlocks(spec(1000));
    // The last block's CRC is what changes: every block's CRC counts, not only the first ones.
    const other = [...red, ...black.slice(0, 4), compress('brotli', Buffer.from('different'))];
    expect(openError(fileBytes({ ...header, payloadChecksum: payloadChecksum([...red, ...black]) }, other)).detail)
      .toBe('payload checksum in the header does not match the block index');
  });

  it('detects a bit flipped in any byte, on open or on the first read of the block, and every truncation', () => {
    const small = specBytes({ ...spec(2048), values: [new Uint16Array(ENTRIES).fill(5), new Uint16Array(ENTRIES).fill(DRAW)] });
    const path = fresh();
    const readAll = (bytes: Buffer): unknown => {
      writeFileSync(path, bytes);
      try {
        const file = TableFile.open(path);
        try {
          for (const side of [0, 1]) for (let b = 0; b < file.blocksPerSide; b++) file.readBlock(side, b);
        } finally {
          file.close();
        }
      } catch (error) {
        return error;
      }
      return undefined;
    };
    expect(readAll(small)).toBeUndefined();
    let missed = 0;
    for (let byte = 0; byte < small.length; byte++) {
      const copy = Buffer.from(small);
      copy[byte] ^= 1 << (byte % 8);
      if (!(readAll(copy) instanceof TableFileError)) missed++;
    }
    expect(small.length).toBeGreaterThan(300);
    expect(missed).toBe(0);
    for (let length = 0; length < small.length; length++) expect(readAll(small.subarray(0, length)), `cut to ${length}`).toBeInstanceOf(TableFileError);
  });

  it('a missing file is the system’s error, not a table’s', () => {
    const error = thrown(() => TableFile.open(join(scratch, 'absent.cjtb')));
    expect(error).not.toBeInstanceOf(TableFileError);
    expect(error.message).toMatch(/ENOENT/);
  });
});

describe('16-bit values of a decompressed block', () => {
  it('reads a buffer at an odd offset as at an even one', () => {
    const values = Uint16Array.of(1, 0xfffe, 0x1234, 7);
    const bytes = new Uint8Array(values.buffer);
    const odd = new Uint8Array(bytes.length + 1);
    odd.set(bytes, 1);
    expect([...uint16View(odd.subarray(1), 3)]).toEqual([1, 0xfffe, 0x1234]);
    expect([...uint16View(bytes, 4)]).toEqual([...values]);
  });
});

/**
 * What the table files do around the system calls, watched through mocks of node:fs and node:zlib:
 * the writer flushes the file before the rename and the folder after it, and cleans up when a write
 * fails; every refused or finished read closes its file; a decompressor's buffer that does not start
 * its ArrayBuffer still reads.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureLoads, loadCaptureSide } from '../../../src/main/tablebase/files/captureValues';
import { chooseDigitOrder } from '../../../src/main/tablebase/files/orderChoice';
import type { TableHeader } from '../../../src/main/tablebase/files/format';
import { TableFileError } from '../../../src/main/tablebase/files/format';
import { TableFile } from '../../../src/main/tablebase/files/reader';
import { writeTableFile } from '../../../src/main/tablebase/files/writer';
import { counts } from '../../support/tables';
import { blockValues, inFileOrder, sideBlocks, specBytes, specHeader, writeSpec } from '../../support/tableBytes';

const watch = vi.hoisted(() => ({
  /** System calls made since the last reset, as `open <path> <flags> = fd`, `fsync fd`, `close fd`, `rename a b`. */
  calls: [] as string[],
  /** The writeSync call (counting from 1) that fails with ENOSPC, if any. */
  failWrite: 0,
  writes: 0,
  /** Where in their ArrayBuffer decompressed buffers start. */
  offset: 0,
  /** The first byte of each input zstd compressed, while recording. */
  compressed: undefined as number[] | undefined,
}));

vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  return {
    ...fs,
    openSync: (path: string, flags: string) => {
      const fd = fs.openSync(path, flags);
      watch.calls.push(`open ${path} ${flags} = ${fd}`);
      return fd;
    },
    closeSync: (fd: number) => {
      watch.calls.push(`close ${fd}`);
      fs.closeSync(fd);
    },
    fsyncSync: (fd: number) => {
      watch.calls.push(`fsync ${fd}`);
      fs.fsyncSync(fd);
    },
    renameSync: (from: string, to: string) => {
      watch.calls.push(`rename ${from} ${to}`);
      fs.renameSync(from, to);
    },
    writeSync: (...args: Parameters<typeof fs.writeSync>) => {
      if (++watch.writes === watch.failWrite) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      return (fs.writeSync as (...a: unknown[]) => number)(...args);
    },
  };
});

vi.mock('node:zlib', async (importOriginal) => {
  const zlib = await importOriginal<typeof import('node:zlib')>();
  const shift = (out: Buffer): Buffer => {
    if (!watch.offset) return out;
    // Garbage before the data, as in a pooled or sliced buffer.
    const copy = Buffer.from(new Uint8Array(out.length + watch.offset).fill(0xa5).buffer, watch.offset, out.length);
    out.copy(copy);
    return copy;
  };
  return {
    ...zlib,
    zstdCompressSync: (data: Uint8Array, options?: import('node:zlib').ZstdOptions) => {
      watch.compressed?.push(data[0]);
      return zlib.zstdCompressSync(data, options);
    },
    brotliDecompressSync: (data: Uint8Array) => shift(zlib.brotliDecompressSync(data)),
    inflateRawSync: (data: Uint8Array) => shift(zlib.inflateRawSync(data)),
    zstdDecompressSync: (data: Uint8Array) => shift(zlib.zstdDecompressSync(data)),
  };
});

const scratch = mkdtempSync(join(tmpdir(), 'canju-faults-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const folder = () => mkdtempSync(join(scratch, 'f-'));

beforeEach(() => {
  watch.calls = [];
  watch.failWrite = 0;
  watch.writes = 0;
  watch.offset = 0;
  watch.compressed = undefined;
});

const RADICES = [6, 9, 90];
const ENTRIES = 4860;

/** Header and sides of a small K+R vs K table, ready for writeTableFile. */
function table() {
  const values = blockValues(RADICES, [0, 1, 2], 2000, [1], 5);
  const blocks = sideBlocks(values, RADICES, [0, 1, 2], 2000, 'brotli');
  const side = { blocks, checksums: blocks.map((b) => crc32(b)) };
  const header = specHeader({ material: 'KR-K', radices: RADICES, blockEntries: 2000, values: [values, values] });
  return { header: header as unknown as Omit<TableHeader, 'payloadChecksum'>, sides: [side, side] as const };
}

/** The file descriptors opened and not closed in the calls watched. */
function leftOpen(): string[] {
  const open = new Set<string>();
  for (const call of watch.calls) {
    const [verb, ...rest] = call.split(' ');
    if (verb === 'open') open.add(rest.at(-1)!);
    if (verb === 'close') open.delete(rest[0]);
  }
  return [...open];
}

describe('the writer and the system', () => {
  it('flushes the temporary file before renaming it, then flushes the folder', () => {
    const dir = folder();
    const path = join(dir, 'KR-K.cjtb');
    const { header, sides } = table();
    writeTableFile(path, header, sides);
    const temporary = `${path}.tmp-${process.pid}`;
    const [openFile, fsyncFile, closeFile, rename, openDir, fsyncDir, closeDir, ...rest] = watch.calls;
    const fd = openFile.split(' = ')[1], dirFd = openDir.split(' = ')[1];
    expect(openFile).toBe(`open ${temporary} w = ${fd}`);
    expect([fsyncFile, closeFile, rename]).toEqual([`fsync ${fd}`, `close ${fd}`, `rename ${temporary} ${path}`]);
    expect([openDir, fsyncDir, closeDir]).toEqual([`open ${dir} r = ${dirFd}`, `fsync ${dirFd}`, `close ${dirFd}`]);
    expect(rest).toEqual([]);
    // Prefix, header, its checksum, block index, its checksum, 6 blocks, end magic.
    expect(watch.writes).toBe(12);
  });

  it('does not flush the folder on Windows, which cannot open one', () => {
    const platform = Object.getOwnPropertyDescriptor(process, 'platform')!;
    Object.defineProperty(process, 'platform', { value: 'win32' });
    try {
      const dir = folder();
      const { header, sides } = table();
      writeTableFile(join(dir, 'KR-K.cjtb'), header, sides);
    } finally {
      Object.defineProperty(process, 'platform', platform);
    }
    expect(watch.calls.filter((c) => c.startsWith('open'))).toHaveLength(1);
    expect(watch.calls.at(-1)).toMatch(/^rename /);
  });

  it('a failed write closes and removes the temporary file, renames nothing and throws the system’s error', () => {
    const { header, sides } = table();
    for (const failWrite of [1, 7, 12]) {
      const dir = folder();
      watch.calls = [];
      watch.writes = 0;
      watch.failWrite = failWrite;
      expect(() => writeTableFile(join(dir, 'KR-K.cjtb'), header, sides)).toThrow('ENOSPC: no space left on device, write');
      expect(readdirSync(dir)).toEqual([]);
      expect(leftOpen()).toEqual([]);
      expect(watch.calls.some((c) => c.startsWith('rename') || c.startsWith('fsync'))).toBe(false);
    }
  });
});

describe('readers close their files', () => {
  it('a file refused on open is closed, whatever the reason', () => {
    const good = specBytes({ material: 'KR-K', radices: RADICES, blockEntries: 2000, values: [new Uint16Array(ENTRIES), new Uint16Array(ENTRIES)] });
    const dir = folder();
    const cases = [good.subarray(0, 5), Buffer.concat([good, Buffer.of(0)]), Buffer.from(good.toString('latin1').replace('"format":5', '"format":9'), 'latin1')];
    cases.forEach((bytes, i) => writeFileSync(join(dir, `${i}.cjtb`), bytes));
    watch.calls = [];
    for (let i = 0; i < cases.length; i++) expect(() => TableFile.open(join(dir, `${i}.cjtb`))).toThrow(TableFileError);
    expect(watch.calls.filter((c) => c.startsWith('open'))).toHaveLength(3);
    expect(leftOpen()).toEqual([]);
  });

  it('capture values are read from each sub-table file, which is closed after', () => {
    const dir = folder();
    writeSpec(join(dir, 'KR-K.cjtb'), { material: 'KR-K', radices: RADICES, blockEntries: 2000, values: [new Uint16Array(ENTRIES), new Uint16Array(ENTRIES)] });
    watch.calls = [];
    expect(loadCaptureSide(captureLoads(counts('KR', 'KA'), { 'KR-K': join(dir, 'KR-K.cjtb') })[0]).side).toBe(1);
    expect(watch.calls.filter((c) => c.startsWith('open'))).toHaveLength(1);
    expect(leftOpen()).toEqual([]);
  });
});

describe('decompressed blocks that do not start their buffer', () => {
  const order = [2, 0, 1];
  const values = blockValues(RADICES, order, 2000, [0, 2], 6);
  const stored = inFileOrder(values, RADICES, order);
  for (const codec of ['brotli', 'deflate', 'zstd'] as const) {
    it(`${codec}: wide and narrow blocks at an even offset, narrow ones at an odd offset, read the values stored`, () => {
      const dir = folder();
      writeSpec(join(dir, 'KR-K.cjtb'), { material: 'KR-K', radices: RADICES, blockEntries: 2000, values: [values, values], codec, orders: [order, order] });
      const file = TableFile.open(join(dir, 'KR-K.cjtb'));
      try {
        watch.offset = 2;
        for (let b = 0; b < 3; b++) expect(file.readBlock(0, b)).toEqual(stored.subarray(b * 2000, (b + 1) * 2000));
        // Block 1 is the narrow one. (A wide block at an odd offset reads wrong values: see docs/testing.md.)
        watch.offset = 1;
        expect(file.readBlock(1, 1)).toEqual(stored.subarray(2000, 4000));
      } finally {
        file.close();
      }
    });
  }
});

describe('the blocks the digit order choice compresses', () => {
  /** The first byte of every block compressed while choosing an order for `radices`, blocks of `blockEntries`; block b holds b + 1. */
  const compressed = (radices: number[], blockEntries: number): number[] => {
    const size = radices.reduce((a, b) => a * b, 1);
    const values = Uint16Array.from({ length: size }, (_, i) => 1 + Math.floor(i / blockEntries));
    watch.compressed = [];
    chooseDigitOrder(values, radices, blockEntries, 'brotli');
    return watch.compressed;
  };

  it('samples 8 blocks spread evenly over the side, or every block when there are fewer', () => {
    // One digit: its one order, measured once.
    expect(compressed([14 * 64], 64)).toEqual([1, 2, 4, 6, 8, 9, 11, 13]);
    expect(compressed([5 * 64], 64)).toEqual([1, 2, 3, 4, 5]);
  });

  it('measures every order up to five digits, and far fewer beyond', () => {
    // 48 entries in blocks of 8: 6 blocks, all sampled; all 120 orders, each once.
    expect(compressed([2, 2, 2, 2, 3], 8)).toHaveLength(6 * 120);
    // Six digits: 720 orders, of which single-digit moves measure a few passes of 30.
    const sixDigits = compressed([2, 2, 2, 2, 2, 3], 16).length / 6;
    expect(sixDigits % 30).toBe(1);
    expect(sixDigits).toBeLessThan(200);
  });
});

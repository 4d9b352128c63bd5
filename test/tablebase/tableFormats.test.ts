/**
 * The table-file paths the generator does not take: the deflate and zstd block codecs (it writes
 * zstd and brotli) and files of format version 1 (numbered in index scheme 1, where the generator
 * writes version 5 in scheme 2), which readers and the generator's captures must still read.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateRawSync, zstdDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { FORMAT_VERSION, INDEX_SCHEME, RULE_SET } from '../../src/main/tablebase/files/format';
import { TableFile } from '../../src/main/tablebase/files/reader';
import { compressSide, writeTableFile } from '../../src/main/tablebase/files/writer';
import { MemoryTables } from '../../src/main/tablebase/generate/memoryTables';
import { generateParallel } from '../../src/main/tablebase/generate/parallelGenerate';
import { spawnWorker } from '../../src/main/tablebase/generate/spawnWorker';
import { tableStatistics } from '../../src/main/tablebase/generate/passes/statistics';
import { Prober } from '../../src/main/tablebase/probe/prober';
import { TableSet } from '../../src/main/tablebase/probe/tableSet';
import { Position } from '../../src/shared/rules/position';
import { DigitOrder } from '../../src/shared/tablebase/digitOrder';
import { decodeValue } from '../../src/shared/tablebase/value';
import { counts, fileMismatches, generateChain, mismatches } from '../support/tables';
import { writeVersionOneTable } from '../support/versionOneTable';

const memory = new MemoryTables();
const knka = generateChain(counts('KN', 'KA'), memory);
const knk = memory.get(counts('KN', 'K'))!;
/** Small blocks, so that each side spans several and ends in a short one (21,600 entries). */
const BLOCK_ENTRIES = 4096;

const scratch = mkdtempSync(join(tmpdir(), 'canju-formats-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('block codecs', () => {
  for (const [codec, decode] of [['deflate', inflateRawSync], ['zstd', zstdDecompressSync]] as const) {
    it(`a table written with ${codec} blocks reads back value for value`, () => {
      const dir = join(scratch, codec);
      mkdirSync(dir);
      const path = join(dir, 'KN-KA.cjtb');
      // Not the index order, so the reader's digit-order mapping runs too.
      const order = new DigitOrder(knka.index.radices, knka.index.radices.map((_, i) => i).reverse());
      writeTableFile(path, {
        format: FORMAT_VERSION, material: 'KN-KA', indexScheme: INDEX_SCHEME, ruleSet: RULE_SET, metric: 'dtc', entries: knka.index.size,
        blockEntries: BLOCK_ENTRIES, codec, digitOrder: [order.order, order.order], statistics: tableStatistics(knka), generator: 'test',
        createdAt: new Date(0).toISOString(), seconds: 0, peakRssBytes: 0,
      }, [compressSide(knka.values[0], order, BLOCK_ENTRIES, codec), compressSide(knka.values[1], order, BLOCK_ENTRIES, codec)]);

      const file = TableFile.open(path);
      expect(file.header.codec).toBe(codec);
      file.checkAllBlocks();
      const sides = [new Uint16Array(knka.index.size), new Uint16Array(knka.index.size)];
      file.readSide(0, sides[0]);
      file.readSide(1, sides[1]);
      file.close();
      expect(mismatches(knka, (side, i) => sides[side][i])).toEqual([]);

      // The first block, found through the block index, is the named codec's data, not brotli's.
      const bytes = readFileSync(path);
      const index = 16 + bytes.readUInt32LE(8);
      const offset = Number(bytes.readBigUInt64LE(index));
      const raw = decode(bytes.subarray(offset, offset + bytes.readUInt32LE(index + 8)));
      expect([BLOCK_ENTRIES, 2 * BLOCK_ENTRIES]).toContain(raw.length);
    });
  }
});

describe('format version 1', () => {
  const dir = join(scratch, 'v1');
  mkdirSync(dir, { recursive: true });
  writeVersionOneTable(join(dir, 'KN-K.cjtb'), knk, BLOCK_ENTRIES);
  writeVersionOneTable(join(dir, 'KN-KA.cjtb'), knka, BLOCK_ENTRIES);

  it('opens with both sides in index order', () => {
    const file = TableFile.open(join(dir, 'KN-KA.cjtb'));
    expect(file.header).toMatchObject({ format: 1, material: 'KN-KA', blockEntries: BLOCK_ENTRIES });
    expect(file.header.digitOrder).toBeUndefined();
    expect(file.orders.map((order) => order.identity)).toEqual([true, true]);
    // Scheme 1 mirrors red's lone king (6 × 40 × 90); scheme 2 black's king and advisor (9 × 21 × 90).
    expect([file.tableIndex.scheme, file.tableIndex.size, knka.index.size]).toEqual([1, 21_600, 17_010]);
    file.close();
  });

  it('a table whose captures reach version 1 files is generated to the values of one made in memory', async () => {
    // KR-KA and KR-KB are numbered otherwise in scheme 2 (black's defenders mirrored), and won or drawn.
    const krkab = generateChain(counts('KR', 'KAB'), memory);
    const subTables: Record<string, string> = {};
    for (const name of ['KR-KA', 'KR-KB']) {
      subTables[name] = join(dir, `${name}.cjtb`);
      writeVersionOneTable(subTables[name], memory.get(counts(...(name.split('-') as [string, string])))!, BLOCK_ENTRIES);
    }
    const result = await generateParallel({ counts: counts('KR', 'KAB'), subTables, threads: 2, spawn: spawnWorker });
    expect(mismatches(krkab, (side, i) => result.values[side][i])).toEqual([]);
  });

  it('probes every legal position of K+N vs K+A and its sub-table to the generator’s value', () => {
    const tables = new TableSet(dir, 1 << 20);
    try {
      expect(fileMismatches(tables, knka)).toEqual([]);
      expect(fileMismatches(tables, knk)).toEqual([]);
      const pos = Position.fromFen('3k5/9/3a5/9/9/9/9/9/4N4/5K3 w');
      const value = decodeValue(knka.values[0][knka.index.encode(pos.board)])!;
      const moves = new Prober(tables).moves(pos);
      expect(moves.length).toBe(pos.legalMoves().length);
      expect(moves[0]).toMatchObject({ wdl: 'win', dtc: value.dtc });
    } finally {
      tables.close();
    }
  });
});

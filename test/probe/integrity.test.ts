import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TableFileError } from '../../src/main/tablebase/files/format';
import { TableFile } from '../../src/main/tablebase/files/reader';
import { spawnWorker } from '../../src/main/tablebase/generate/spawnWorker';
import { generateWithSubTables } from '../../src/main/tablebase/generationService';
import { Prober } from '../../src/main/tablebase/probe/prober';
import { CorruptTableError, TableSet } from '../../src/main/tablebase/probe/tableSet';
import { Position } from '../../src/shared/rules/position';
import { counts } from '../support/tables';

const dir = mkdtempSync(join(tmpdir(), 'canju-integrity-'));
const path = join(dir, 'KR-K.cjtb');
let original: Buffer;

beforeAll(async () => {
  await generateWithSubTables(counts('KR', 'K'), { dir, threads: 1, memoryBytes: 2 ** 30, spawn: spawnWorker });
  original = readFileSync(path);
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Opens the file and reads every block; returns the error it raised, if any. */
function readAll(file: string): unknown {
  try {
    const table = TableFile.open(file);
    try {
      for (const side of [0, 1]) for (let b = 0; b < table.blocksPerSide; b++) table.readBlock(side, b);
    } finally {
      table.close();
    }
    return undefined;
  } catch (error) {
    return error;
  }
}

describe('table file integrity', () => {
  it('reads cleanly when intact', () => {
    expect(readAll(path)).toBeUndefined();
  });

  it('detects every single-bit flip, on open or on the first read of the block', () => {
    const damaged = join(dir, 'damaged.cjtb');
    let missed = 0;
    for (let byte = 0; byte < original.length; byte++) {
      for (let bit = 0; bit < 8; bit++) {
        const copy = Buffer.from(original);
        copy[byte] ^= 1 << bit;
        writeFileSync(damaged, copy);
        if (!(readAll(damaged) instanceof TableFileError)) missed++;
      }
    }
    expect(original.length).toBeGreaterThan(100);
    expect(missed).toBe(0);
  });

  it('detects truncation at any length', () => {
    const damaged = join(dir, 'damaged.cjtb');
    for (let length = 0; length < original.length; length++) {
      writeFileSync(damaged, original.subarray(0, length));
      expect(readAll(damaged), `truncated to ${length}`).toBeInstanceOf(TableFileError);
    }
  });

  it('a corrupt table is reported with file and block, and never answers again', () => {
    const other = mkdtempSync(join(tmpdir(), 'canju-corrupt-'));
    copyFileSync(path, join(other, 'KR-K.cjtb'));
    const file = readFileSync(join(other, 'KR-K.cjtb'));
    file[file.length - 20] ^= 0x10; // inside the last block
    writeFileSync(join(other, 'KR-K.cjtb'), file);
    const reported: CorruptTableError[] = [];
    const prober = new Prober(new TableSet(other, 1 << 20, (e) => reported.push(e)));
    const black = Position.fromFen('3k5/9/9/9/4R4/9/9/9/9/5K3 b');
    expect(() => prober.value(black)).toThrow(/KR-K is corrupt: .*block checksum mismatch \(side black to move, block 0\)/);
    expect(reported).toHaveLength(1);
    expect(() => prober.value(Position.fromFen('3k5/9/9/9/4R4/9/9/9/9/5K3 w'))).toThrow(CorruptTableError);
    rmSync(other, { recursive: true, force: true });
  });
});

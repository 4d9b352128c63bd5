import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TableFile } from '../../src/main/tablebase/files/reader';
import { MemoryTables } from '../../src/main/tablebase/generate/memoryTables';
import { type VerifyResult, verifyParallel } from '../../src/main/tablebase/generate/parallelVerify';
import { spawnWorker } from '../../src/main/tablebase/generate/spawnWorker';
import { REPORTED_INCONSISTENCIES } from '../../src/main/tablebase/generate/verify';
import { generateWithSubTables, tablePath } from '../../src/main/tablebase/generationService';
import { formatValue } from '../../src/shared/tablebase/value';
import { copyTables, lossesToDraws, referenceInconsistencies, reversedResults } from '../support/corruptTable';
import { counts, generateChain } from '../support/tables';

// K+R vs K+A: small, and its one sub-table (K+R vs K, reached when the rook takes the advisor) is
// read from its own file, so a corrupted sub-table shows in the parent's verify.
const parent = counts('KR', 'KA');
const sub = counts('KR', 'K');
const generated = mkdtempSync(join(tmpdir(), 'canju-verify-corruption-'));
const tables = new MemoryTables();
afterAll(() => rmSync(generated, { recursive: true, force: true }));

beforeAll(async () => {
  await generateWithSubTables(parent, { dir: generated, threads: 1, memoryBytes: 2 ** 30, spawn: spawnWorker });
}, 60_000);

async function verifyFolder(dir: string, threads: number): Promise<VerifyResult> {
  const file = TableFile.open(tablePath(dir, parent));
  try {
    return await verifyParallel({ counts: parent, file, subTables: { 'KR-K': tablePath(dir, sub) }, threads, spawn: spawnWorker });
  } finally {
    file.close();
  }
}

describe('verify of table files catches values changed behind valid checksums', () => {
  it('a rewritten table passes every checksum and holds the changed values', () => {
    const changes = reversedResults(generateChain(parent, tables), 0, 5);
    const dir = copyTables(generated, [parent, sub], { 'KR-KA': changes });
    const file = TableFile.open(tablePath(dir, parent));
    try {
      expect(() => file.checkAllBlocks()).not.toThrow();
      const values = new Uint16Array(file.header.entries);
      file.readSide(0, values);
      expect(changes.map((c) => values[c.index])).toEqual(changes.map((c) => c.value));
    } finally {
      file.close();
    }
  });

  it('an intact table verifies clean', async () => {
    const result = await verifyFolder(copyTables(generated, [parent, sub]), 2);
    expect(result.inconsistencies).toBe(0);
    expect(result.examples).toEqual([]);
    expect(result.checked).toBe(2 * generateChain(parent, tables).index.size);
  });

  it('reports each changed position with its stored and expected value, and the exact count', async () => {
    const table = generateChain(parent, tables);
    const changes = reversedResults(table, 0, 5);
    const reference = referenceInconsistencies(parent, tables, { 'KR-KA': changes });
    const result = await verifyFolder(copyTables(generated, [parent, sub], { 'KR-KA': changes }), 2);
    expect(result.inconsistencies).toBe(reference.length);
    // Red-to-move values depend only on black-to-move ones, which did not change: the red-to-move
    // inconsistencies are exactly the changed positions, and each expects its generated value.
    expect(result.examples.filter((i) => i.side === 0).map(({ index, stored, expected }) => ({ index, stored, expected }))).toEqual(
      changes.map((c) => ({ index: c.index, stored: formatValue(c.value), expected: formatValue(table.values[0][c.index]) })),
    );
    expect(result.examples).toEqual(reference.slice(0, REPORTED_INCONSISTENCIES));
  });

  it('a parent verified against a corrupted sub-table disagrees with it, the same on every run', async () => {
    const changes = lossesToDraws(generateChain(sub, tables), 1);
    const reference = referenceInconsistencies(parent, tables, { 'KR-K': changes });
    // Enough that the report keeps only the first few, so which ones it keeps is tested too.
    expect(reference.length).toBeGreaterThan(REPORTED_INCONSISTENCIES);
    const dir = copyTables(generated, [parent, sub], { 'KR-K': changes });
    const runs = [await verifyFolder(dir, 2), await verifyFolder(dir, 2)];
    for (const result of runs) {
      expect(result.inconsistencies).toBe(reference.length);
      expect(result.examples).toEqual(reference.slice(0, REPORTED_INCONSISTENCIES));
    }
    // The advisor's capture now leads to a draw: the parent's stored wins are what no longer follow.
    expect(runs[0].examples.every((i) => i.side === 0 && i.stored.startsWith('win'))).toBe(true);
  });
});

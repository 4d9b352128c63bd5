import { describe, expect, it } from 'vitest';
import { MemoryTables } from '../../src/main/tablebase/generate/memoryTables';
import { REPORTED_INCONSISTENCIES } from '../../src/main/tablebase/generate/passes/verify';
import { tablePath } from '../../src/main/tablebase/generationService';
import type { Material } from '../../src/shared/material/material';
import { formatSignature } from '../../src/shared/material/signature';
import { MaterialIndex } from '../../src/shared/tablebase/materialIndex';
import { formatValue } from '../../src/shared/tablebase/value';
import { cli } from '../support/cli';
import { type TableChanges, copyTables, flipByte, lossesToDraws, referenceInconsistencies, reversedResults } from '../support/corruptTable';
import { generatedFolder } from '../support/tableFolder';
import { counts, generateChain } from '../support/tables';

const parent = counts('KR', 'KA');
const sub = counts('KR', 'K');
const generated = generatedFolder(parent, async (dir) => expect((await cli('gen', 'KR-KA', '--dir', dir, '--threads', '1')).code).toBe(0));
const tables = new MemoryTables();

/** What `verify` must print for `m` when the tables hold `changes`: each listed position, then the count. */
function expectedOutput(m: Material, changes: TableChanges): RegExp[] {
  const reference = referenceInconsistencies(m, tables, changes);
  const listed = reference.slice(0, REPORTED_INCONSISTENCIES);
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const more = listed.length < reference.length ? ` \\(the first ${listed.length} listed above\\)` : '';
  return [
    ...listed.map((i) => new RegExp(`^${escape(`${i.fen} stored ${i.stored} expected ${i.expected}`)}$`)),
    new RegExp(`^${formatSignature(m)}: ${2 * new MaterialIndex(m).size} entries checked in \\d+\\.\\ds, ${reference.length} inconsistent${more}$`),
  ];
}

function expectLines(out: string[], expected: RegExp[]): void {
  expect(out).toHaveLength(expected.length);
  out.forEach((line, i) => expect(line).toMatch(expected[i]));
}

describe('verify on the command line', () => {
  it('exits 0 on intact tables and says none is inconsistent', async () => {
    const result = await cli('verify', 'KR-KA', '--dir', copyTables(generated, [parent, sub]), '--threads', '2');
    expect(result.code).toBe(0);
    expectLines(result.out, expectedOutput(parent, {}));
  });

  it('exits 1 on values changed behind valid checksums, naming positions with their stored and expected values', async () => {
    const changes = { 'KR-KA': reversedResults(generateChain(parent, tables), 0, 5) };
    const result = await cli('verify', 'KR-KA', '--dir', copyTables(generated, [parent, sub], changes), '--threads', '2');
    expect(result.code).toBe(1);
    expectLines(result.out, expectedOutput(parent, changes));
    // The changed red-to-move positions come first, each with the value it was generated with.
    const table = generateChain(parent, tables);
    expect(result.out.slice(0, 5).map((line) => line.split(' expected ')[1])).toEqual(changes['KR-KA'].map((c) => formatValue(table.values[0][c.index])));
  });

  it('exits 1 when a sub-table was replaced by a corrupted one: the parent and the sub-table disagree with it', async () => {
    const changes = { 'KR-K': lossesToDraws(generateChain(sub, tables), 1) };
    const dir = copyTables(generated, [parent, sub], changes);
    const parentResult = await cli('verify', 'KR-KA', '--dir', dir, '--threads', '2');
    expect(parentResult.code).toBe(1);
    expectLines(parentResult.out, expectedOutput(parent, changes));
    const subResult = await cli('verify', 'KR-K', '--dir', dir, '--threads', '2');
    expect(subResult.code).toBe(1);
    expectLines(subResult.out, expectedOutput(sub, changes));
  });

  it('exits 1 on a table whose checksum fails, saying which file and block', async () => {
    const dir = copyTables(generated, [parent, sub]);
    flipByte(tablePath(dir, parent), -20);
    const result = await cli('verify', 'KR-KA', '--dir', dir, '--threads', '2');
    expect(result.code).toBe(1);
    expect(result.out).toEqual([]);
    expect(result.err.at(-1)).toMatch(/^corrupt table: .*KR-KA\.cjtb: block checksum mismatch \(side black to move, block \d+\); generating the table again repairs it/);
  });
});

import { FORMAT_VERSION, INDEX_SCHEME } from '../../src/main/tablebase/files/format';
import { existsSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Catalogue } from '../../src/main/catalogue/catalogue';
import { RENAME_DELAYS, RenameError, renameWithRetry } from '../../src/main/fs/renameWithRetry';
import { tableStatistics } from '../../src/main/tablebase/generate/passes/statistics';
import { MemoryTables } from '../../src/main/tablebase/generate/memoryTables';
import { compressSide, writeTableFile } from '../../src/main/tablebase/files/writer';
import { TableFile } from '../../src/main/tablebase/files/reader';
import { DigitOrder } from '../../src/shared/tablebase/digitOrder';
import { counts, generateChain } from '../support/tables';

const scratch = mkdtempSync(join(tmpdir(), 'canju-writer-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const folder = (name: string) => mkdtempSync(join(scratch, `${name}-`));

/** A rename that fails like Windows does while another program holds the file, `failures` times. */
function flakyRename(failures: number, code = 'EPERM') {
  let calls = 0;
  const rename = (from: string, to: string) => {
    if (calls++ < failures) throw Object.assign(new Error(`${code}: operation not permitted, rename '${from}' -> '${to}'`), { code });
    renameSync(from, to);
  };
  return { rename, calls: () => calls };
}

const table = generateChain(counts('KN', 'K'), new MemoryTables());

function write(path: string, retry: Parameters<typeof writeTableFile>[3]) {
  const order = new DigitOrder(table.index.radices, table.index.radices.map((_, i) => i));
  const sides = [compressSide(table.values[0], order, 4096, 'brotli'), compressSide(table.values[1], order, 4096, 'brotli')] as const;
  return writeTableFile(path, {
    format: FORMAT_VERSION, material: 'KN-K', indexScheme: INDEX_SCHEME, ruleSet: 'test', metric: 'dtc', entries: table.index.size, blockEntries: 4096,
    codec: 'brotli', digitOrder: [order.order, order.order], statistics: tableStatistics(table), generator: 'test',
    createdAt: new Date(0).toISOString(), seconds: 0, peakRssBytes: 0,
  }, sides, retry);
}

describe('renaming a finished file', () => {
  it('retries with growing waits while the rename fails with EPERM, EBUSY or EACCES', () => {
    const dir = folder('retry');
    for (const code of ['EPERM', 'EBUSY', 'EACCES']) {
      writeFileSync(join(dir, 'a'), code);
      const flaky = flakyRename(3, code), waits: number[] = [];
      renameWithRetry(join(dir, 'a'), join(dir, `b-${code}`), { rename: flaky.rename, sleep: (ms) => waits.push(ms) });
      expect(flaky.calls()).toBe(4);
      expect(waits).toEqual(RENAME_DELAYS.slice(0, 3));
      expect(existsSync(join(dir, `b-${code}`))).toBe(true);
    }
  });

  it('does not retry other errors', () => {
    const waits: number[] = [];
    const missing = join(folder('other'), 'absent');
    expect(() => renameWithRetry(missing, `${missing}-2`, { sleep: (ms) => waits.push(ms) })).toThrow(/ENOENT/);
    expect(waits).toEqual([]);
  });

  it('the writer survives a rename refused a few times', () => {
    const dir = folder('few');
    const flaky = flakyRename(4, 'EBUSY');
    write(join(dir, 'KN-K.cjtb'), { rename: flaky.rename, sleep: () => {} });
    expect(flaky.calls()).toBe(5);
    expect(readdirSync(dir)).toEqual(['KN-K.cjtb']);
    const file = TableFile.open(join(dir, 'KN-K.cjtb'));
    file.checkAllBlocks();
    file.close();
  });

  it('when every retry fails the finished temporary file is kept, the error names both paths, and the next start puts it in place', () => {
    const dir = folder('never');
    const path = join(dir, 'KN-K.cjtb');
    const flaky = flakyRename(Infinity);
    let error: unknown;
    try {
      write(path, { rename: flaky.rename, sleep: () => {} });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RenameError);
    const temporary = `${path}.tmp-${process.pid}`;
    expect((error as Error).message).toContain(temporary);
    expect((error as Error).message).toContain(`to ${path} `);
    expect(flaky.calls()).toBe(RENAME_DELAYS.length + 1);
    expect(readdirSync(dir)).toEqual([`KN-K.cjtb.tmp-${process.pid}`]);

    const catalogue = Catalogue.open(dir);
    const report = catalogue.reconcile();
    expect(report.recovered).toEqual([`KN-K.cjtb.tmp-${process.pid}`]);
    expect(report.removedTemporary).toEqual([]);
    expect(catalogue.tables.get('KN-K')).toMatchObject({ status: 'complete', path });
    catalogue.close();
    expect(existsSync(temporary)).toBe(false);
    expect(existsSync(path)).toBe(true);
  });
});

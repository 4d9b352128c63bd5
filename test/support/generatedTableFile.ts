/** Writes a table generated in memory (support/tables.ts) as a table file, for code that reads sub-tables from files. */
import { join } from 'node:path';
import { FORMAT_VERSION, INDEX_SCHEME } from '../../src/main/tablebase/files/format';
import { compressSide, writeTableFile } from '../../src/main/tablebase/files/writer';
import type { GeneratedTable } from '../../src/main/tablebase/generate/generateTable';
import { tableStatistics } from '../../src/main/tablebase/generate/passes/statistics';
import { formatSignature } from '../../src/shared/material/signature';
import { DigitOrder } from '../../src/shared/tablebase/digitOrder';
import type { Metric } from '../../src/shared/tablebase/value';

/**
 * The file's path in `dir` (`.cjtb`, or `.cjdtm` for `metric` DTM). Stored with the digits reversed,
 * so every lookup goes through the file's digit order.
 */
export function writeGeneratedTable(dir: string, table: GeneratedTable, metric: Metric = 'dtc'): string {
  const path = join(dir, `${formatSignature(table.index.counts)}.${metric === 'dtm' ? 'cjdtm' : 'cjtb'}`);
  const order = new DigitOrder(table.index.radices, table.index.radices.map((_, i) => table.index.radices.length - 1 - i));
  const sides = [compressSide(table.values[0], order, 4096, 'brotli'), compressSide(table.values[1], order, 4096, 'brotli')] as const;
  writeTableFile(path, {
    format: FORMAT_VERSION, material: formatSignature(table.index.counts), indexScheme: INDEX_SCHEME, ruleSet: 'test', metric,
    entries: table.index.size, blockEntries: 4096, codec: 'brotli', digitOrder: [order.order, order.order], statistics: tableStatistics(table),
    generator: 'test', createdAt: new Date(0).toISOString(), seconds: 0, peakRssBytes: 0,
  }, sides);
  return path;
}

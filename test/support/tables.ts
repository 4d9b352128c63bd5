/** Small tables for tests: generated in memory with every sub-table, and compared with what is read back. */
import { generateTable, type GeneratedTable } from '../../src/main/tablebase/generate/generateTable';
import { MemoryTables } from '../../src/main/tablebase/generate/memoryTables';
import type { TableSet } from '../../src/main/tablebase/probe/tableSet';
import { dependencyOrder } from '../../src/shared/material/dependencies';
import type { Material } from '../../src/shared/material/material';
import { formatSignature, parseSignature } from '../../src/shared/material/signature';
import { PositionCodec } from '../../src/shared/tablebase/codec';
import { ILLEGAL, type Metric } from '../../src/shared/tablebase/value';
import { sayMaterial } from '../../src/shared/words/say';

/** `counts('KCP', 'KA')`: the material of red's and black's piece letters. */
export function counts(red: string, black: string): Material {
  const m = parseSignature(`${red}-${black}`);
  if (!m.ok) throw new Error(sayMaterial(m.error, 'en'));
  return m.value;
}

/** Generates `m` after all its sub-tables, smallest first, reusing any already in `tables` (all of one metric). */
export function generateChain(m: Material, tables: MemoryTables, metric: Metric = 'dtc'): GeneratedTable {
  for (const x of dependencyOrder(m)) if (!tables.get(x)) tables.add(generateTable(x, tables.probeFor(x), metric));
  return tables.get(m)!;
}

/** The first entries of `table` that `read` gives another value; entries of no legal position are not stored, so not read. */
export function mismatches(table: GeneratedTable, read: (side: 0 | 1, index: number) => number): string[] {
  const found: string[] = [];
  for (const side of [0, 1] as const) {
    for (let i = 0; i < table.index.size && found.length < 5; i++) {
      const expected = table.values[side][i];
      if (expected === ILLEGAL) continue;
      const got = read(side, i);
      if (got !== expected) found.push(`${formatSignature(table.index.counts)} side ${side} index ${i}: ${got} ≠ ${expected}`);
    }
  }
  return found;
}

/** The same, probing each position in the table files of `tables`. */
export function fileMismatches(tables: TableSet, table: GeneratedTable): string[] {
  const codec = new PositionCodec(table.index);
  return mismatches(table, (side, i) => {
    codec.load(i);
    return tables.value(table.index.counts, side, codec.board);
  });
}

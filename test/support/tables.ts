/** Generates small tables (with every sub-table) in memory for tests. */
import { generateTable, type GeneratedTable } from '../../src/main/tablebase/generate/generateTable';
import { hasAttackers } from '../../src/main/tablebase/generate/captureProbe';
import { MemoryTables } from '../../src/main/tablebase/generate/memoryTables';
import type { PieceCounts } from '../../src/shared/tablebase/materialIndex';

/** `counts('KCP', 'KA')`: piece counts from letters K A B N R C P. */
export function counts(red: string, black: string): PieceCounts {
  const side = (letters: string) => {
    const c = [0, 0, 0, 0, 0, 0, 0, 0];
    for (const ch of letters) c[' KABNRCP'.indexOf(ch)]++;
    return c;
  };
  return [side(red), side(black)];
}

/** Generates `m` after all its sub-tables, smallest first, reusing any already in `tables`. */
export function generateChain(m: PieceCounts, tables: MemoryTables): GeneratedTable {
  const have = tables.get(m);
  if (have) return have;
  for (const color of [0, 1]) {
    for (let kind = 2; kind <= 7; kind++) {
      if (!m[color][kind]) continue;
      const sub = [m[0].slice(), m[1].slice()] as [number[], number[]];
      sub[color][kind]--;
      if (hasAttackers(sub)) generateChain(sub, tables);
    }
  }
  const table = generateTable(m, tables.probeFor(m));
  tables.add(table);
  return table;
}

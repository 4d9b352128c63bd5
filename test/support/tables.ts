/** Generates small tables (with every sub-table) in memory for tests. */
import { generateTable, type GeneratedTable } from '../../src/main/tablebase/generate/generateTable';
import { MemoryTables } from '../../src/main/tablebase/generate/memoryTables';
import { dependencyOrder } from '../../src/shared/material/dependencies';
import type { Material } from '../../src/shared/material/material';
import { parseSignature } from '../../src/shared/material/signature';

/** `counts('KCP', 'KA')`: the material of red's and black's piece letters. */
export function counts(red: string, black: string): Material {
  const m = parseSignature(`${red}-${black}`);
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}

/** Generates `m` after all its sub-tables, smallest first, reusing any already in `tables`. */
export function generateChain(m: Material, tables: MemoryTables): GeneratedTable {
  for (const x of dependencyOrder(m)) if (!tables.get(x)) tables.add(generateTable(x, tables.probeFor(x)));
  return tables.get(m)!;
}

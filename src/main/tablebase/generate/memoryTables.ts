/** Tables held in memory: small tables in tests and tools, and sub-tables of an in-memory chain. */
import type { Color } from '../../../shared/rules/piece';
import { formatSignature } from '../../../shared/material/signature';
import type { PieceCounts } from '../../../shared/tablebase/materialIndex';
import { type CaptureProbe, type SubTable, captureProbe } from './captureProbe';
import type { GeneratedTable } from './generateTable';

function memorySubTable(table: GeneratedTable): SubTable {
  return { index: table.index, value: (side: Color, index: number) => table.values[side][index] };
}

export class MemoryTables {
  private readonly tables = new Map<string, GeneratedTable>();

  add(table: GeneratedTable): void {
    this.tables.set(formatSignature(table.index.counts), table);
  }

  get(counts: PieceCounts): GeneratedTable | undefined {
    return this.tables.get(formatSignature(counts));
  }

  probeFor(counts: PieceCounts): CaptureProbe {
    return captureProbe(counts, (sub) => {
      const table = this.get(sub);
      return table && memorySubTable(table);
    });
  }
}

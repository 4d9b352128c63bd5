/**
 * Silent corruption of tables for tests: values change but every checksum (blocks, block index,
 * payload, header) is recomputed, so the file opens and reads cleanly and only a check of the values
 * against their successors can tell. The same changes applied to the generator's in-memory tables
 * give, through the single-threaded verifier, the inconsistencies a verify of the files must report.
 */
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TableFile } from '../../src/main/tablebase/files/reader';
import { type CompressedSide, compressSide, writeTableFile } from '../../src/main/tablebase/files/writer';
import type { GeneratedTable } from '../../src/main/tablebase/generate/generateTable';
import { MemoryTables } from '../../src/main/tablebase/generate/memoryTables';
import { type Inconsistency, Verifier } from '../../src/main/tablebase/generate/passes/verify';
import { tablePath } from '../../src/main/tablebase/generationService';
import { dependencyOrder } from '../../src/shared/material/dependencies';
import type { Material } from '../../src/shared/material/material';
import { formatSignature } from '../../src/shared/material/signature';
import { DRAW, ILLEGAL, dtcOf, isLoss, isWin, lossValue, winValue } from '../../src/shared/tablebase/value';
import { generateChain } from './tables';

export interface ValueChange {
  readonly side: 0 | 1;
  /** Index entry (tablebase-index.md), not file position. */
  readonly index: number;
  readonly value: number;
}

/** Changes to several tables, by signature (`KR-K`). */
export type TableChanges = Readonly<Record<string, readonly ValueChange[]>>;

/**
 * Rewrites the table at `path` with `changes` applied, in the file's own digit order, block size and
 * codec, with fresh checksums.
 */
export function rewriteValues(path: string, changes: readonly ValueChange[]): void {
  const file = TableFile.open(path);
  // The writer recomputes the header's payload checksum from the new blocks.
  const header = file.header;
  let sides: [CompressedSide, CompressedSide];
  try {
    const rewrite = (side: 0 | 1): CompressedSide => {
      const values = new Uint16Array(header.entries);
      file.readSide(side, values);
      for (const change of changes) if (change.side === side) values[change.index] = change.value;
      return compressSide(values, file.orders[side], header.blockEntries, header.codec);
    };
    sides = [rewrite(0), rewrite(1)];
  } finally {
    file.close();
  }
  writeTableFile(path, header, sides);
}

/**
 * A fresh folder inside `dir` holding copies of the table files of `materials`, with `changes` (by
 * signature) written into them.
 */
export function copyTables(dir: string, materials: readonly Material[], changes: TableChanges = {}): string {
  const copy = mkdtempSync(join(dir, 'copy-'));
  for (const m of materials) {
    copyFileSync(tablePath(dir, m), tablePath(copy, m));
    const list = changes[formatSignature(m)];
    if (list) rewriteValues(tablePath(copy, m), list);
  }
  return copy;
}

/** Flips one bit of the byte at `offset` (from the end when negative): damage the checksums must catch. */
export function flipByte(path: string, offset: number): void {
  const bytes = readFileSync(path);
  bytes[offset < 0 ? bytes.length + offset : offset] ^= 0x10;
  writeFileSync(path, bytes);
}

/** `count` legal positions of `side`, evenly spread over the index, each given the opposite result. */
export function reversedResults(table: GeneratedTable, side: 0 | 1, count: number): ValueChange[] {
  const legal: number[] = [];
  table.values[side].forEach((v, index) => v !== ILLEGAL && legal.push(index));
  return Array.from({ length: count }, (_, k) => {
    const index = legal[Math.floor(((k + 0.5) * legal.length) / count)];
    const v = table.values[side][index];
    const value = isWin(v) ? lossValue(0, dtcOf(v)) : isLoss(v) ? winValue(0, dtcOf(v) + 1) : winValue(0, 1);
    return { side, index, value };
  });
}

/** Every loss of `side` turned into a draw. */
export function lossesToDraws(table: GeneratedTable, side: 0 | 1): ValueChange[] {
  const changes: ValueChange[] = [];
  table.values[side].forEach((v, index) => isLoss(v) && changes.push({ side, index, value: DRAW }));
  return changes;
}

/**
 * Every inconsistency of `m`, in index order (red to move first), when the tables named in `changes`
 * (by signature) hold those changes: the single-threaded verifier over copies of the generator's
 * in-memory tables.
 */
export function referenceInconsistencies(m: Material, tables: MemoryTables, changes: TableChanges): Inconsistency[] {
  generateChain(m, tables);
  const changed = new MemoryTables();
  for (const x of dependencyOrder(m)) {
    const table = tables.get(x)!;
    const values = [table.values[0].slice(), table.values[1].slice()] as const;
    for (const change of changes[formatSignature(x)] ?? []) values[change.side][change.index] = change.value;
    changed.add({ index: table.index, values });
  }
  const table = changed.get(m)!;
  const verifier = new Verifier(table.index, table.values, changed.probeFor(m));
  const found: Inconsistency[] = [];
  for (const side of [0, 1] as const) verifier.verifyRange(side, 0, table.index.size, (i) => found.push(i));
  return found;
}

/**
 * The tables of one folder, opened lazily and read through one block cache. A table that fails its
 * checks is remembered as corrupt and never answers again; a missing one is named in the error.
 * A material's DTM table (`.cjdtm`) is optional: where it is missing, or cannot be read, its distances
 * are unknown and its DTC table answers as usual (the unreadable ones are listed by `dtmProblems`).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Material, isDrawnByRule } from '../../../shared/material/material';
import { formatSignature } from '../../../shared/material/signature';
import type { Color } from '../../../shared/rules/piece';
import type { MaterialIndex } from '../../../shared/tablebase/materialIndex';
import type { Metric } from '../../../shared/tablebase/value';
import { BlockCache } from '../files/blockCache';
import { CachedTable } from '../files/cachedTable';
import { TableFileError } from '../files/format';
import { TableFile } from '../files/reader';

export class MissingTablesError extends Error {
  constructor(readonly materials: string[]) {
    super(`missing table${materials.length > 1 ? 's' : ''}: ${materials.join(', ')}`);
  }
}

/** A material too large for any table: the position can only be played, not looked up. */
export class TooLargeError extends Error {
  constructor(readonly material: string) {
    super(`${material} has too many pieces for a table`);
  }
}

export class CorruptTableError extends Error {
  constructor(readonly material: string, readonly cause: TableFileError, readonly metric: Metric = 'dtc') {
    super(`table ${tableName(material, metric)} is corrupt: ${cause.message}`);
  }
}

interface OpenTable {
  readonly index: MaterialIndex;
  readonly table: CachedTable;
}

/** How a table is named to the user: the material, `KR-KA DTM` for its DTM table. */
export const tableName = (material: string, metric: Metric): string => (metric === 'dtm' ? `${material} DTM` : material);

export function tableFileName(m: Material, metric: Metric = 'dtc'): string {
  return `${formatSignature(m)}${metric === 'dtm' ? '.cjdtm' : '.cjtb'}`;
}

export class TableSet {
  readonly cache: BlockCache;
  private readonly open = new Map<string, OpenTable>();
  private readonly corrupt = new Map<string, CorruptTableError>();

  constructor(readonly dir: string, cacheBytes = 256 << 20, private readonly onCorrupt?: (e: CorruptTableError) => void) {
    this.cache = new BlockCache(cacheBytes);
  }

  pathOf(m: Material, metric: Metric = 'dtc'): string {
    return join(this.dir, tableFileName(m, metric));
  }

  /** Whether each material has a DTM table, looked for once per set: a move list asks for every move (a set is opened again when tables change). */
  private readonly dtmFiles = new Map<string, boolean>();

  /**
   * Whether the folder has the material's table. A DTM table counts only once it opens (its header,
   * index and end marker checked) and until a block of it fails its checksum.
   */
  has(m: Material, metric: Metric = 'dtc'): boolean {
    if (isDrawnByRule(m)) return true;
    if (metric === 'dtc') return existsSync(this.pathOf(m));
    const name = formatSignature(m);
    let found = this.dtmFiles.get(name);
    if (found === undefined) this.dtmFiles.set(name, (found = existsSync(this.pathOf(m, 'dtm')) && this.opens(m, name, 'dtm')));
    return found && !this.corrupt.has(tableName(name, 'dtm'));
  }

  /** The DTM tables found corrupt so far (their DTC tables still answer). */
  dtmProblems(): CorruptTableError[] {
    return [...this.corrupt.values()].filter((e) => e.metric === 'dtm');
  }

  /** The DTM table's raw value code for the position, or null where the material has no readable DTM table. */
  dtmValue(m: Material, turn: Color, board: ArrayLike<number>, name = formatSignature(m)): number | null {
    if (!this.has(m, 'dtm')) return null;
    try {
      return this.value(m, turn, board, name, 'dtm');
    } catch (error) {
      if (error instanceof CorruptTableError && error.metric === 'dtm') return null;
      throw error;
    }
  }

  private opens(m: Material, name: string, metric: Metric): boolean {
    try {
      this.table(m, name, metric);
      return true;
    } catch (error) {
      if (error instanceof CorruptTableError) return false;
      throw error;
    }
  }

  /**
   * The raw value code of a position of material `m` (not drawn by rule) with `turn` to move, from its
   * DTC table or, with `metric` DTM, its DTM table.
   */
  value(m: Material, turn: Color, board: ArrayLike<number>, name = formatSignature(m), metric: Metric = 'dtc'): number {
    const { index, table } = this.table(m, name, metric);
    const i = index.encode(board);
    if (i < 0) throw new Error(`position does not belong to ${formatSignature(m)}`);
    try {
      return table.value(turn, i);
    } catch (error) {
      if (error instanceof TableFileError) throw this.markCorrupt(name, metric, error);
      throw error;
    }
  }

  private table(m: Material, material: string, metric: Metric): OpenTable {
    // A DTM table is its own file: it is opened, and found corrupt, apart from the DTC table.
    const name = tableName(material, metric);
    const known = this.corrupt.get(name);
    if (known) throw known;
    let open = this.open.get(name);
    if (!open) {
      const path = this.pathOf(m, metric);
      if (!existsSync(path)) throw new MissingTablesError([name]);
      try {
        // The reader holds the file to its name: another table's file, or the other metric's, is corrupt here.
        const file = TableFile.open(path);
        open = { index: file.tableIndex, table: new CachedTable(file, this.cache) };
      } catch (error) {
        if (error instanceof TableFileError) throw this.markCorrupt(material, metric, error);
        throw error;
      }
      this.open.set(name, open);
    }
    return open;
  }

  private markCorrupt(material: string, metric: Metric, cause: TableFileError): CorruptTableError {
    const name = tableName(material, metric);
    const error = new CorruptTableError(material, cause, metric);
    this.corrupt.set(name, error);
    const open = this.open.get(name);
    if (open) {
      open.table.file.close();
      this.open.delete(name);
      this.cache.evictTable(open.table.id);
    }
    this.onCorrupt?.(error);
    return error;
  }

  close(): void {
    for (const { table } of this.open.values()) table.file.close();
    this.open.clear();
  }
}

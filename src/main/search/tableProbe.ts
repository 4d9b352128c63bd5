/**
 * The search's `TableProbe` over a tables folder: a material has a table when its file is in the
 * folder (or it is drawn by rule), and a position's value is read through the same `TableSet` the
 * prober uses, so the sub-tables a capture reaches are probed exactly like the root's. A table that
 * turns out corrupt answers `undefined` (the search goes on without it) and is reported once. Where
 * the folder has a material's DTM table too, the value carries its distance to mate.
 */
import { type Material, materialOfBoard } from '../../shared/material/material';
import { formatSignature } from '../../shared/material/signature';
import type { Position } from '../../shared/rules/position';
import type { TableProbe, TableValue } from '../../shared/search/search';
import { withinTableLimit } from '../../shared/tablebase/materialIndex';
import { decodeValue, dtcOf } from '../../shared/tablebase/value';
import { CorruptTableError, type TableSet } from '../tablebase/probe/tableSet';

export class FolderTableProbe implements TableProbe {
  /** Materials found corrupt while searching, by name. */
  readonly corrupt = new Set<string>();
  probes = 0;

  constructor(readonly tables: TableSet) {}

  hasTable(m: Material): boolean {
    return withinTableLimit(m) && this.tables.has(m) && !this.corrupt.has(formatSignature(m));
  }

  value(pos: Position): TableValue | undefined {
    const m = materialOfBoard(pos.board), name = formatSignature(m);
    if (this.corrupt.has(name)) return undefined;
    this.probes++;
    try {
      const value = decodeValue(this.tables.value(m, pos.turn, pos.board, name))!;
      return this.tables.has(m, 'dtm') && value.wdl !== 'draw' ? { ...value, dtm: dtcOf(this.tables.value(m, pos.turn, pos.board, name, 'dtm')) } : value;
    } catch (error) {
      if (error instanceof CorruptTableError) {
        this.corrupt.add(name);
        return undefined;
      }
      throw error;
    }
  }
}

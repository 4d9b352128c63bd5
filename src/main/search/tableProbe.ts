/**
 * The search's `TableProbe` over a tables folder: a material has a table when its file is in the
 * folder (or it is drawn by rule), and a position's value is read through the same `TableSet` the
 * prober uses, so the sub-tables a capture reaches are probed exactly like the root's. A table that
 * turns out corrupt answers `undefined` (the search goes on without it) and is reported once. Where
 * the folder has a material's DTM table too, the value carries its distance to mate; a DTM table that
 * cannot be read only takes the distance away (and is reported as `KR-KA DTM`). A material the search
 * reaches whose table the folder could hold but does not is kept in `missing`, so a proof that fails
 * can name the tables it needs (`analyse --prove` says their cost and may generate them).
 */
import { type Material, materialOfBoard } from '../../shared/material/material';
import { formatSignature } from '../../shared/material/signature';
import type { Position } from '../../shared/rules/position';
import type { TableProbe, TableValue } from '../../shared/search/tableProbe';
import { withinTableLimit } from '../../shared/tablebase/materialIndex';
import { decodeValue, dtcOf } from '../../shared/tablebase/value';
import { CorruptTableError, type TableSet, tableName } from '../tablebase/probe/tableSet';

export class FolderTableProbe implements TableProbe {
  /** Materials found corrupt while searching, by name. */
  private readonly corruptDtc = new Set<string>();
  /** Materials asked about whose table is not in the folder (within the tables' limit; a material drawn by rule is never asked), by name. */
  readonly missing = new Set<string>();
  probes = 0;

  constructor(readonly tables: TableSet) {}

  /** The tables left out, by name: a material whose table is corrupt, or `KR-KA DTM` where only its DTM table is (its DTC values still answer). */
  get corrupt(): string[] {
    return [...this.corruptDtc, ...this.tables.dtmProblems().map((e) => tableName(e.material, 'dtm'))];
  }

  hasTable(m: Material): boolean {
    if (!withinTableLimit(m)) return false;
    if (!this.tables.has(m)) {
      this.missing.add(formatSignature(m));
      return false;
    }
    return !this.corruptDtc.has(formatSignature(m));
  }

  value(pos: Position): TableValue | undefined {
    const m = materialOfBoard(pos.board), name = formatSignature(m);
    if (this.corruptDtc.has(name)) return undefined;
    this.probes++;
    try {
      const value = decodeValue(this.tables.value(m, pos.turn, pos.board, name))!;
      const dtm = value.wdl === 'draw' ? null : this.tables.dtmValue(m, pos.turn, pos.board, name);
      return dtm === null ? value : { ...value, dtm: dtcOf(dtm) };
    } catch (error) {
      if (error instanceof CorruptTableError) {
        this.corruptDtc.add(name);
        return undefined;
      }
      throw error;
    }
  }
}

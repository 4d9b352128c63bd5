/** The search's view of the tables, apart from the search so that `tableLine.ts` needs no import of it. */
import type { Material } from '../material/material';
import type { Position } from '../rules/position';

/** A table's answer for the side to move (`order` 0 unless the result rests on perpetual check). */
export interface TableValue {
  readonly wdl: 'win' | 'draw' | 'loss';
  /** Plies to the next conversion (capture) or mate. */
  readonly dtc: number;
  readonly order?: number;
  /** Plies to mate, where the folder has the material's DTM table: the search then scores a mate. */
  readonly dtm?: number;
}

/**
 * The search's view of the tables. `hasTable` is asked once per material (the search caches it);
 * `value` is asked at every node whose material has a table, and may answer `undefined` when a
 * table cannot be read (the search then goes on as if there were none).
 */
export interface TableProbe {
  hasTable(material: Material): boolean;
  value(pos: Position): TableValue | undefined;
}

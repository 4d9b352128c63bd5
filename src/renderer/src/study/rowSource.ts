/**
 * Where the move-tree viewer reads its rows: a tree open in the services, paged (`treeRows`, at
 * most MAX_ROW_PAGE rows a call), folded and stepped through there, so the page never holds more of
 * a tree than the rows it draws. A failed call answers null: the viewer keeps what it shows.
 */
import type { CanjuApi } from '../../../shared/api/contract';
import type { Notation } from '../../../shared/notation/types';
import type { MoveRow, TreeStep } from '../../../shared/study/rows';

/** Rows of one open tree: fetched by page, folded, located and stepped through by node id (0: the start). */
export interface RowSource {
  rows(offset: number, count: number): Promise<{ rows: MoveRow[]; rowCount: number } | null>;
  fold(node: number, folded: boolean): Promise<number | null>;
  /** The row showing `node` (the moves that hid it unfolded), or null. */
  rowOf(node: number): Promise<number | null>;
  step(node: number, where: TreeStep): Promise<number | null>;
}

export function apiRowSource(api: CanjuApi, treeId: number, notation: Notation): RowSource {
  return {
    rows: async (offset, count) => {
      const r = await api.treeRows(treeId, offset, count, notation);
      return r.ok ? { rows: r.rows, rowCount: r.rowCount } : null;
    },
    fold: async (node, folded) => {
      const r = await api.treeFold(treeId, node, folded);
      return r.ok ? r.rowCount : null;
    },
    rowOf: async (node) => {
      const r = await api.treeRowOf(treeId, node);
      return r.ok && r.row >= 0 ? r.row : null;
    },
    step: async (node, where) => {
      const r = await api.treeStep(treeId, node, where);
      return r.ok ? r.node : null;
    },
  };
}

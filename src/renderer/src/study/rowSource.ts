/**
 * Where the move-tree viewer reads its rows: a tree open in the services, paged (`treeRows`, at
 * most 500 rows a call), folded and stepped through there, so the page never holds more of a tree
 * than the rows it draws.
 */
// The shape of shared/study/rows.ts (study-design.md), until that module lands.
export interface MoveRow {
  readonly node: number;
  readonly ply: number;
  readonly depth: number;
  readonly iccs: string;
  readonly text: string;
  readonly comment: string;
  readonly nags: readonly number[];
  readonly variationStart: boolean;
  readonly folded: boolean;
  readonly value?: { wdl: 'win' | 'draw' | 'loss'; dtc: number; dtm: number | null; order: number; proof?: 'table' | 'search' | 'unproven' };
  readonly role?: 'solution' | 'dual' | 'defence';
  readonly end?: string;
}

export type TreeStep = 'forward' | 'back' | 'previous' | 'next' | 'start' | 'end';

/** Rows of one open tree: fetched by page, folded, located and stepped through by node id (0: the start). */
export interface RowSource {
  rows(offset: number, count: number): Promise<{ rows: MoveRow[]; rowCount: number } | null>;
  fold(node: number, folded: boolean): Promise<number | null>;
  /** The row showing `node` (its folded ancestors unfolded), or null. */
  rowOf(node: number): Promise<number | null>;
  step(node: number, where: TreeStep): Promise<number | null>;
}

/** Most rows one `treeRows` call answers. */
export const MAX_PAGE = 500;

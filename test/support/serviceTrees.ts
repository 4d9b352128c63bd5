/**
 * Open trees through the real services, for service tests: waiting for a build to stop growing,
 * reading every row of a tree page by page, and playing lines into a document tree.
 */
import type { CanjuApi, TreeInfo } from '../../src/shared/api/contract';
import type { MoveRow } from '../../src/shared/study/rows';

/** The tree once it stopped growing: its info, `problem` saying why it ended short. */
export function treeFinished(api: CanjuApi, treeId: number): Promise<TreeInfo> {
  return new Promise((resolve, reject) => {
    const settle = async () => {
      const info = await api.treeInfo(treeId);
      if (!info.ok) {
        stop();
        reject(new Error(info.errors[0].code));
      } else if (!info.tree.building) {
        stop();
        resolve(info.tree);
      }
    };
    const stop = api.onEvent((e) => {
      if (e.type === 'tree' && e.treeId === treeId && e.done) void settle();
    });
    void settle();
  });
}

export async function allRows(api: CanjuApi, treeId: number): Promise<MoveRow[]> {
  const rows: MoveRow[] = [];
  for (;;) {
    const page = await api.treeRows(treeId, rows.length, 500, 'iccs');
    if (!page.ok) throw new Error(page.errors[0].code);
    rows.push(...page.rows);
    if (rows.length >= page.rowCount) return rows;
  }
}

/** Plays `moves` one after the other from `node` of a document tree; answers the last move's node. */
export async function playLine(api: CanjuApi, treeId: number, moves: readonly string[], node = 0): Promise<number> {
  let at = node;
  for (const iccs of moves) {
    const played = await api.treeEdit(treeId, { kind: 'play', node: at, iccs });
    if (!played.ok) throw new Error(`${iccs}: ${played.errors[0].code}`);
    at = played.node;
  }
  return at;
}

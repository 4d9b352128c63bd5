/**
 * Moving about a solution tree as the tree view does: each node found by its id with its parent and
 * place among its siblings; → goes down the line (first child), ← back up, ↑/↓ to the previous or
 * next variation at the same point; the path of moves (ICCS) from the start to a node, which is how
 * edits name it.
 */
import type { ChildNode, Node } from '../../../shared/study/tree';
import type { TreeMove } from '../../../shared/study/solutionTree';

export interface Located {
  readonly node: ChildNode<TreeMove>;
  readonly parent: Node<TreeMove>;
  readonly parentId: number;
  readonly index: number;
}

/** Every node of the tree by id (0, the start, has none). */
export function indexTree(root: Node<TreeMove>): Map<number, Located> {
  const found = new Map<number, Located>();
  const visit = (parent: Node<TreeMove>, parentId: number) => {
    parent.children.forEach((node, index) => {
      found.set(node.data.id, { node, parent, parentId, index });
      visit(node, node.data.id);
    });
  };
  visit(root, 0);
  return found;
}

/** The ICCS moves from the start to node `id`. */
export function pathTo(index: Map<number, Located>, id: number): string[] {
  const path: string[] = [];
  for (let at = index.get(id); at; at = index.get(at.parentId)) path.unshift(at.node.data.iccs);
  return path;
}

export type Step = 'forward' | 'back' | 'previous' | 'next';

/** The node a key leads to from `id` (0 for the start), or `id` itself where it leads nowhere. */
export function step(root: Node<TreeMove>, index: Map<number, Located>, id: number, where: Step): number {
  const at = index.get(id);
  const shown = (node: Node<TreeMove>) => node.children.filter((c) => !c.data.pruned);
  if (where === 'forward') return shown(at ? at.node : root)[0]?.data.id ?? id;
  if (!at) return id;
  if (where === 'back') return at.parentId;
  const siblings = shown(at.parent);
  const i = siblings.indexOf(at.node) + (where === 'next' ? 1 : -1);
  return siblings[i]?.data.id ?? id;
}

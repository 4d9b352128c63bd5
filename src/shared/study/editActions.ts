/**
 * The edits a composer makes on a solution tree, as changes to the study's edits (edits.ts): a
 * comment, pruning a line or restoring it, promoting a line to the main line, and the order of a
 * move's replies. Each answers a new edits tree; the one given is left as it was.
 */
import { type TreeEdit, type TreeEdits, enterEdit, orderOf, setOrder } from './edits';
import { type ChildNode, isChildNode } from './tree';

export type EditAction =
  | { readonly kind: 'comment'; readonly text: string }
  | { readonly kind: 'prune' }
  | { readonly kind: 'restore' }
  /** Every move of the path becomes the first choice where it stands: the path becomes the main line's start. */
  | { readonly kind: 'promote' }
  /** The replies to the path's last move (the first moves for an empty path), preferred first. */
  | { readonly kind: 'order'; readonly moves: readonly string[] };

/** `path`: the moves from the start (ICCS) to the node the action is about. */
export function editTree(edits: TreeEdits, path: readonly string[], action: EditAction): TreeEdits {
  const out = structuredClone(edits);
  let node: TreeEdits | ChildNode<TreeEdit> = out;
  for (const iccs of path) {
    if (action.kind === 'promote') setOrder(node, [iccs, ...(orderOf(node) ?? []).filter((m) => m !== iccs)]);
    node = enterEdit(node, iccs);
  }
  if (action.kind === 'order') setOrder(node, [...action.moves]);
  else if (isChildNode(node)) {
    const data = node.data;
    if (action.kind === 'comment' && action.text.trim()) data.comment = action.text.trim();
    else if (action.kind === 'comment') delete data.comment;
    else if (action.kind === 'prune') data.pruned = true;
    else if (action.kind === 'restore') delete data.pruned;
  }
  return out;
}

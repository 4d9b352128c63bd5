/**
 * A document's move tree as flat arrays, the form it is stored in and crosses every boundary in: the
 * moves in preorder, each node's number of children (the start position's first), and the comments
 * and move marks by move index. A nested tree as JSON overflows the stack of JSON.stringify and
 * JSON.parse at a few thousand plies (issue 47); these arrays are encoded and decoded with explicit
 * stacks, so a line of any length goes through.
 */
import { type Result, err, ok } from '../result';
import type { MoveNote } from './document';
import { type ChildNode, type Node, childNode, rootNode } from './tree';

export interface FlatTree {
  /** ICCS, in preorder (a move, then its children's subtrees in order). */
  readonly moves: string[];
  /** `children[0]`: the first moves; `children[i + 1]`: the replies to `moves[i]`. */
  readonly children: number[];
  readonly comments: [number, string][];
  readonly nags: [number, number[]][];
}

export function encodeTree(root: Node<MoveNote>): FlatTree {
  const flat: FlatTree = { moves: [], children: [root.children.length], comments: [], nags: [] };
  const stack: ChildNode<MoveNote>[] = [];
  for (let i = root.children.length - 1; i >= 0; i--) stack.push(root.children[i]);
  for (let node = stack.pop(); node; node = stack.pop()) {
    const index = flat.moves.length;
    flat.moves.push(node.data.iccs);
    flat.children.push(node.children.length);
    if (node.data.comment) flat.comments.push([index, node.data.comment]);
    if (node.data.nags?.length) flat.nags.push([index, [...node.data.nags]]);
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
  }
  return flat;
}

/** Why flat arrays are no tree: their counts disagree, or a move or a mark is not one. */
export type FlatTreeError = 'shape' | 'move' | 'note';

export function decodeTree(flat: FlatTree): Result<Node<MoveNote>, FlatTreeError> {
  const { moves, children } = flat;
  if (!Array.isArray(moves) || !Array.isArray(children) || children.length !== moves.length + 1) return err('shape');
  const notes = new Map<number, MoveNote & { comment?: string; nags?: number[] }>();
  const note = (i: number) => {
    if (!Number.isInteger(i) || i < 0 || i >= moves.length) return undefined;
    let found = notes.get(i);
    if (!found) notes.set(i, (found = { iccs: moves[i] }));
    return found;
  };
  for (const [i, text] of flat.comments ?? []) {
    const at = note(i);
    if (!at || typeof text !== 'string') return err('note');
    at.comment = text;
  }
  for (const [i, marks] of flat.nags ?? []) {
    const at = note(i);
    if (!at || !Array.isArray(marks) || !marks.every((n) => Number.isInteger(n))) return err('note');
    at.nags = [...marks];
  }
  const root = rootNode<MoveNote>();
  // Each open node and how many of its children are still to come.
  const open: { node: Node<MoveNote>; left: number }[] = [{ node: root, left: children[0] }];
  for (let i = 0; i < moves.length; i++) {
    while (open.length > 0 && open[open.length - 1].left === 0) open.pop();
    const parent = open[open.length - 1];
    if (!parent || typeof moves[i] !== 'string') return err(parent ? 'move' : 'shape');
    const count = children[i + 1];
    if (!Number.isInteger(count) || count < 0) return err('shape');
    const node = childNode<MoveNote>(notes.get(i) ?? { iccs: moves[i] });
    parent.node.children.push(node);
    parent.left--;
    open.push({ node, left: count });
  }
  if (!Number.isInteger(children[0]) || open.some((o) => o.left !== 0)) return err('shape');
  return ok(root);
}

/** How many moves the tree holds. */
export function treeSize(root: Node<MoveNote>): number {
  let n = 0;
  const stack: Node<MoveNote>[] = [root];
  for (let node = stack.pop(); node; node = stack.pop()) {
    n += node.children.length;
    stack.push(...node.children);
  }
  return n;
}

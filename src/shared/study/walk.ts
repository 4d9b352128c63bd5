/**
 * Depth-first traversals of a move tree (`tree.ts`), after chessops' `walk` and `transform`. Each
 * child gets its own copy of the context (`clone()`), so what the visit of one line records (the
 * moves so far, a position) never leaks into its siblings. Both use an explicit stack: a solution
 * tree to mate can be hundreds of plies deep.
 */
import { type ChildNode, type Node, childNode, rootNode } from './tree';

interface Frame<T, C> {
  readonly node: ChildNode<T>;
  readonly ctx: C;
  readonly index: number;
}

/** Pushes the children of `parent` so that they pop first to last; the first keeps `ctx` itself. */
function pushChildren<T, C extends { clone(): C }>(stack: Frame<T, C>[], parent: Node<T>, ctx: C): void {
  for (let i = parent.children.length - 1; i >= 0; i--) stack.push({ node: parent.children[i], ctx: i === 0 ? ctx : ctx.clone(), index: i });
}

/**
 * Visits every node below `root` in preorder (a node, then its children in order). `f` sees the
 * node itself, so it may reorder the node's children before they are visited; returning false skips
 * the node's subtree.
 */
export function walk<T, C extends { clone(): C }>(root: Node<T>, ctx: C, f: (ctx: C, node: ChildNode<T>, index: number) => boolean | void): void {
  const stack: Frame<T, C>[] = [];
  pushChildren(stack, root, ctx);
  for (let frame = stack.pop(); frame; frame = stack.pop()) {
    if (f(frame.ctx, frame.node, frame.index) !== false) pushChildren(stack, frame.node, frame.ctx);
  }
}

/** A copy of the tree with each node's data mapped by `f`; where `f` answers undefined the node and its subtree are left out. */
export function transform<T, U, C extends { clone(): C }>(root: Node<T>, ctx: C, f: (ctx: C, data: T, index: number) => U | undefined): Node<U> {
  const out = rootNode<U>();
  const stack: { readonly before: Node<T>; readonly after: Node<U>; readonly ctx: C }[] = [{ before: root, after: out, ctx }];
  for (let frame = stack.pop(); frame; frame = stack.pop()) {
    const { before, after } = frame;
    before.children.forEach((child, i) => {
      const childCtx = i === before.children.length - 1 ? frame.ctx : frame.ctx.clone();
      const data = f(childCtx, child.data, i);
      if (data === undefined) return;
      const copy = childNode(data);
      after.children.push(copy);
      stack.push({ before: child, after: copy, ctx: childCtx });
    });
  }
  return out;
}

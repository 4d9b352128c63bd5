/**
 * A move tree (`tree.ts`) with an id for each node, as an open tree is addressed: ids from 1 in
 * preorder when the tree is indexed, new moves numbered on, so an id stays the same node while the
 * tree is edited (0 is the start position). It is the `RowTree` the rows lay out (rows.ts).
 */
import type { RowTree } from './rows';
import { type ChildNode, type Node, childNode } from './tree';

export class IndexedTree<T> implements RowTree {
  /** `nodes[id]`; undefined for 0 (the root is `root`) and for removed nodes. */
  private readonly nodes: (ChildNode<T> | undefined)[] = [undefined];
  private readonly parents: number[] = [0];
  private readonly ids = new Map<Node<T>, number>();

  constructor(readonly root: Node<T>) {
    this.ids.set(root, 0);
    const stack: [ChildNode<T>, number][] = [];
    for (let i = root.children.length - 1; i >= 0; i--) stack.push([root.children[i], 0]);
    for (let entry = stack.pop(); entry; entry = stack.pop()) {
      const [node, parent] = entry;
      const id = this.register(node, parent);
      for (let i = node.children.length - 1; i >= 0; i--) stack.push([node.children[i], id]);
    }
  }

  /** Ids given so far (removed ones included): the next is this. */
  get nextId(): number {
    return this.nodes.length;
  }

  get size(): number {
    return this.ids.size - 1;
  }

  has(id: number): boolean {
    return id === 0 || this.nodes[id] !== undefined;
  }

  node(id: number): ChildNode<T> | undefined {
    return this.nodes[id];
  }

  /** The node with this id; the root for 0. */
  at(id: number): Node<T> | undefined {
    return id === 0 ? this.root : this.nodes[id];
  }

  children(id: number): readonly number[] {
    return (this.at(id)?.children ?? []).map((c) => this.ids.get(c)!);
  }

  parent(id: number): number {
    return this.parents[id] ?? 0;
  }

  /** Adds a move after `parent` (last of its children unless `index` says where) and answers its id. */
  add(parent: number, data: T, index?: number): number {
    const at = this.at(parent)!;
    const node = childNode(data);
    at.children.splice(index ?? at.children.length, 0, node);
    return this.register(node, parent);
  }

  /** Takes a move and everything after it out of the tree. */
  remove(id: number): void {
    const node = this.nodes[id];
    if (!node) return;
    const parent = this.at(this.parent(id))!;
    parent.children.splice(parent.children.indexOf(node), 1);
    const stack: ChildNode<T>[] = [node];
    for (let n = stack.pop(); n; n = stack.pop()) {
      const nid = this.ids.get(n)!;
      this.ids.delete(n);
      this.nodes[nid] = undefined;
      for (const c of n.children) stack.push(c);
    }
  }

  /** Makes a move its parent's first child, the main continuation. */
  promote(id: number): void {
    const node = this.nodes[id];
    if (!node) return;
    const parent = this.at(this.parent(id))!;
    parent.children.splice(parent.children.indexOf(node), 1);
    parent.children.unshift(node);
  }

  private register(node: ChildNode<T>, parent: number): number {
    const id = this.nodes.length;
    this.nodes.push(node);
    this.parents.push(parent);
    this.ids.set(node, id);
    return id;
  }
}

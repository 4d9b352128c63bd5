/**
 * One generic move tree, after lichess chessops' `pgn.ts`: a node holds its children, a child node
 * also holds its data (a move and whatever is said about it), and the first child is the main
 * continuation. Nodes are plain objects rather than classes so that a tree crosses IPC, HTTP and
 * SQLite as JSON and comes back the same shape.
 *
 * The PGN model (`formats/pgn/game.ts`) keeps its own shape, a main line whose moves carry the variations
 * that replace them: it is the file's shape, and the reader, the writer's move numbering and the
 * export are written against it. `edits.ts` turns a PGN game into this tree where the two meet.
 */
export interface Node<T> {
  children: ChildNode<T>[];
}

export interface ChildNode<T> extends Node<T> {
  data: T;
}

export function rootNode<T>(children: ChildNode<T>[] = []): Node<T> {
  return { children };
}

export function childNode<T>(data: T, children: ChildNode<T>[] = []): ChildNode<T> {
  return { data, children };
}

export function isChildNode<T>(node: Node<T>): node is ChildNode<T> {
  return 'data' in node;
}

/** The nodes of the main line below `node`: its first child, that child's first child, and so on. */
export function* mainlineNodes<T>(node: Node<T>): Iterable<ChildNode<T>> {
  for (let child = node.children[0]; child; child = child.children[0]) yield child;
}

/** The data along the main line below `node`. */
export function* mainline<T>(node: Node<T>): Iterable<T> {
  for (const child of mainlineNodes(node)) yield child.data;
}

/**
 * A study's edits to its solution tree, saved with the study: comments, pruned lines, and the order
 * of moves, which is what makes a line the main line. The solution tree itself is never stored: it
 * is rebuilt from the tables, and the edits, a sparse tree of the same moves (by ICCS), are laid over
 * it. Edits on moves a rebuilt tree lacks stay stored and simply show nowhere.
 */
import { parseIccs } from '../notation/iccs';
import { Position } from '../rules/position';
import type { SolutionTreeBuilder, TreeMove, TreeRun } from './solutionTree';
import { type ChildNode, type Node, childNode, isChildNode } from './tree';
import { transform, walk } from './walk';

export interface TreeEdit {
  readonly iccs: string;
  comment?: string;
  pruned?: boolean;
  /** This move's replies, preferred first; replies not listed follow in the tree's own order. */
  order?: string[];
}

export interface TreeEdits extends Node<TreeEdit> {
  /** The first moves, preferred first. */
  order?: string[];
}

export function emptyEdits(): TreeEdits {
  return { children: [] };
}

export function editChild(node: Node<TreeEdit>, iccs: string): ChildNode<TreeEdit> | undefined {
  return node.children.find((c) => c.data.iccs === iccs);
}

/** The edit of `iccs` below `node`, made (empty) if there was none. */
export function enterEdit(node: Node<TreeEdit>, iccs: string): ChildNode<TreeEdit> {
  let child = editChild(node, iccs);
  if (!child) node.children.push((child = childNode<TreeEdit>({ iccs })));
  return child;
}

export function setOrder(node: TreeEdits | ChildNode<TreeEdit>, order: string[]): void {
  if (isChildNode(node)) node.data.order = order;
  else node.order = order;
}

export function orderOf(node: TreeEdits | ChildNode<TreeEdit>): readonly string[] | undefined {
  return isChildNode(node) ? node.data.order : node.order;
}

/**
 * The main line the edits choose: the first move ordered at the start, then that move's first
 * ordered reply, and so on while an order is set (a pruned move ends it). Empty when the study has
 * not chosen one: the tree's first line stands in.
 */
export function editedMainLine(edits: TreeEdits): string[] {
  const line: string[] = [];
  for (let node: TreeEdits | ChildNode<TreeEdit> = edits; ;) {
    const first: string | undefined = orderOf(node)?.[0];
    const child: ChildNode<TreeEdit> | undefined = first === undefined ? undefined : editChild(node, first);
    if (first === undefined || child?.data.pruned) return line;
    line.push(first);
    if (!child) return line;
    node = child;
  }
}

/** Follows the edits down one line of the tree; each line of the walk has its own. */
class EditCursor {
  constructor(private at: Node<TreeEdit> | undefined) {}

  clone(): EditCursor {
    return new EditCursor(this.at);
  }

  enter(iccs: string): ChildNode<TreeEdit> | undefined {
    const child = this.at && editChild(this.at, iccs);
    this.at = child;
    return child;
  }
}

function sortChildren(node: Node<TreeMove>, order: readonly string[] | undefined): void {
  if (!order?.length) return;
  const rank = (iccs: string) => {
    const i = order.indexOf(iccs);
    return i < 0 ? order.length : i;
  };
  node.children.sort((a, b) => rank(a.data.iccs) - rank(b.data.iccs));
}

/** A copy of the tree with the edits laid over it: comments and pruned marks on the nodes, children in the chosen order. */
export function applyEdits(tree: Node<TreeMove>, edits: TreeEdits): Node<TreeMove> {
  const out = transform(tree, new EditCursor(edits), (cursor, data): TreeMove => {
    const edit = cursor.enter(data.iccs)?.data;
    return { ...data, ...(edit?.comment ? { comment: edit.comment } : {}), ...(edit?.pruned ? { pruned: true } : {}) };
  });
  sortChildren(out, edits.order);
  walk(out, new EditCursor(edits), (cursor, node) => sortChildren(node, cursor.enter(node.data.iccs)?.data.order));
  return out;
}

/**
 * Expands the duals and cut nodes that the edits go on below, so that a composer's line shows to
 * its end even where it leaves the tables' best moves.
 */
export async function expandEdited(builder: SolutionTreeBuilder, edits: TreeEdits, control: TreeRun = {}): Promise<void> {
  const pending: [Node<TreeMove>, Node<TreeEdit>][] = [[builder.root, edits]];
  for (let pair = pending.pop(); pair; pair = pending.pop()) {
    const [node, edit] = pair;
    for (const e of edit.children) {
      const child = node.children.find((c) => c.data.iccs === e.data.iccs);
      if (!child) continue;
      if (e.children.length > 0 || e.data.order?.length) await builder.expand(child.data.id, undefined, control);
      pending.push([child, e]);
    }
  }
}

/** A line of the edits as a walk follows it: the position reached and the moves that reach it. */
class PositionLine {
  constructor(readonly pos: Position, readonly path: string[]) {}

  clone(): PositionLine {
    return new PositionLine(this.pos.clone(), [...this.path]);
  }
}

const firstIllegal = (pos: Position, moves: readonly string[] | undefined) => (moves ?? []).find((m) => !parseIccs(pos, m).ok);

/** The moves from the start to the first edit that is no legal move where it stands (that move included), or undefined when every one is. */
export function illegalEdit(fen: string, edits: TreeEdits): string[] | undefined {
  const start = Position.fromFen(fen);
  const wrongFirst = firstIllegal(start, edits.order);
  if (wrongFirst !== undefined) return [wrongFirst];
  let bad: string[] | undefined;
  walk(edits, new PositionLine(start, []), (line, node) => {
    if (bad) return false;
    line.path.push(node.data.iccs);
    const move = parseIccs(line.pos, node.data.iccs);
    if (!move.ok) {
      bad = line.path;
      return false;
    }
    line.pos.play(move.value);
    const wrong = firstIllegal(line.pos, node.data.order);
    if (wrong !== undefined) bad = [...line.path, wrong];
    return bad === undefined;
  });
  return bad;
}

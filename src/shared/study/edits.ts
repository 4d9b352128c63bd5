/**
 * The edits of catalogues before the study document (schema 4 and older), read once by the
 * migration that turns them into the document's move tree: a sparse tree of moves (by ICCS) with
 * comments, pruned marks and, at each move, the order of its replies, which were laid over a
 * solution tree rebuilt from the tables. The ordered moves come first (the first is the main line),
 * then the other edited moves, and pruned moves are kept as variations marked `$2` (a mistake), so
 * nothing a composer said is lost.
 */
import { NAG_MISTAKE, type MoveNote } from './document';
import { type ChildNode, type Node, childNode, rootNode } from './tree';

export interface TreeEdit {
  readonly iccs: string;
  comment?: string;
  pruned?: boolean;
  /** This move's replies, preferred first; replies not listed followed in the tree's own order. */
  order?: string[];
}

export interface TreeEdits extends Node<TreeEdit> {
  /** The first moves, preferred first. */
  order?: string[];
}

type EditNode = TreeEdits | ChildNode<TreeEdit>;

const orderOf = (node: EditNode): readonly string[] => ('data' in node ? node.data.order : (node as TreeEdits).order) ?? [];

/** The document tree the edits say: at each move its ordered replies, then the other edited ones, the pruned ones last and marked. */
export function documentTreeOfEdits(edits: TreeEdits): Node<MoveNote> {
  const root = rootNode<MoveNote>();
  const pending: [EditNode, Node<MoveNote>][] = [[edits, root]];
  for (let task = pending.pop(); task; task = pending.pop()) {
    const [edit, out] = task;
    const moves = [...new Set([...orderOf(edit), ...edit.children.map((c) => c.data.iccs)])];
    const children = moves.map((iccs) => ({ iccs, child: edit.children.find((c) => c.data.iccs === iccs) }));
    const kept = children.filter((c) => !c.child?.data.pruned), pruned = children.filter((c) => c.child?.data.pruned);
    for (const { iccs, child } of [...kept, ...pruned]) {
      const note: MoveNote = { iccs, ...(child?.data.comment ? { comment: child.data.comment } : {}), ...(child?.data.pruned ? { nags: [NAG_MISTAKE] } : {}) };
      const node = childNode(note);
      out.children.push(node);
      if (child) pending.push([child, node]);
    }
  }
  return root;
}

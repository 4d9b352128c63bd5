/**
 * What was played on the analysis board: a variation tree of the study document's shape
 * (`shared/study/tree.ts`, first child = the main continuation), the line the user follows through
 * it and the ply shown. Playing from an earlier position a move that is not there yet makes a
 * variation; playing one that is there follows it. Pure and immutable: every change copies only the
 * nodes on the way to it, and nothing here recurses per move, so a long line played from the best
 * line costs no stack.
 */
import { type ChildNode, type Node, childNode, rootNode } from '../../../shared/study/tree';
import { parseFen } from '../../../shared/rules/fen';
import { fenAfter } from './positionMoves';

export interface PlayedNote {
  readonly iccs: string;
}

export interface AnalysisHistory {
  /** The position the analysis started from. */
  readonly fen: string;
  readonly tree: Node<PlayedNote>;
  /** The line followed: the child taken at each ply, down to a leaf. */
  readonly line: readonly number[];
  /** The ply shown: 0 is the start, `line.length` the line's end. */
  readonly index: number;
}

export function startHistory(fen: string): AnalysisHistory {
  return { fen, tree: rootNode(), line: [], index: 0 };
}

/** The nodes along `path` from the root, the root first. */
function nodesAlong<T>(tree: Node<T>, path: readonly number[]): Node<T>[] {
  const nodes = [tree];
  for (const i of path) nodes.push(nodes[nodes.length - 1].children[i]);
  return nodes;
}

/** `path` continued along first children to a leaf. */
function toLeaf<T>(tree: Node<T>, path: readonly number[]): number[] {
  const line = path.slice();
  for (let node = nodesAlong(tree, path).pop()!; node.children.length > 0; node = node.children[0]) line.push(0);
  return line;
}

/** The tree with the node at `path` replaced by `change(node)`: the nodes above it copied, the rest shared. */
function replaceAt<T>(tree: Node<T>, path: readonly number[], change: (node: Node<T>) => Node<T>): Node<T> {
  const nodes = nodesAlong(tree, path);
  let replaced = change(nodes[nodes.length - 1]);
  for (let depth = path.length - 1; depth >= 0; depth--) {
    const parent = nodes[depth];
    const children = parent.children.slice();
    children[path[depth]] = replaced as ChildNode<T>;
    replaced = { ...parent, children };
  }
  return replaced;
}

/** The positions and moves of the line followed: `fens[i]` after `i` plies, `moves[i]` the (from, to) of ply i + 1. */
export function lineOf(h: AnalysisHistory): { fens: string[]; moves: [number, number][]; iccs: string[] } {
  const fens = [h.fen], moves: [number, number][] = [], iccs: string[] = [];
  let node = h.tree;
  for (const i of h.line) {
    node = node.children[i];
    const next = fenAfter(fens[fens.length - 1], (node as ChildNode<PlayedNote>).data.iccs);
    if (!next) break;
    fens.push(next.fen);
    moves.push([next.from, next.to]);
    iccs.push((node as ChildNode<PlayedNote>).data.iccs);
  }
  return { fens, moves, iccs };
}

/**
 * Plays legal moves from the position shown (`fens[index]`, its FEN given so it is not replayed):
 * each follows the child that has it, or becomes a new child (the main continuation where there is
 * none, a variation otherwise). A move that is not legal ends the line there.
 */
export function playMoves(h: AnalysisHistory, shownFen: string, moves: readonly string[]): AnalysisHistory {
  let { tree } = h;
  const path = h.line.slice(0, h.index);
  let fen = shownFen;
  for (const iccs of moves) {
    const next = fenAfter(fen, iccs);
    if (!next) break;
    fen = next.fen;
    const node = nodesAlong(tree, path).pop()!;
    const known = node.children.findIndex((c) => c.data.iccs === iccs);
    if (known >= 0) path.push(known);
    else {
      path.push(node.children.length);
      tree = replaceAt(tree, path.slice(0, -1), (n) => ({ ...n, children: [...n.children, childNode({ iccs })] }));
    }
  }
  // Moves the line already holds keep it; anything else follows the new move's main continuation.
  const line = path.every((c, i) => h.line[i] === c) ? h.line.slice() : toLeaf(tree, path);
  return { ...h, tree, line, index: path.length };
}

/** Shows ply `index` of the line followed (kept inside it). */
export function goTo(h: AnalysisHistory, index: number): AnalysisHistory {
  return { ...h, index: Math.max(0, Math.min(h.line.length, index)) };
}

/** The moves that replace ply `ply` of the line (its siblings), each with the child index that selects it. */
export function alternativesAt(h: AnalysisHistory, ply: number): { child: number; iccs: string }[] {
  const parent = nodesAlong(h.tree, h.line.slice(0, ply - 1)).pop()!;
  return parent.children.map((c, child) => ({ child, iccs: c.data.iccs })).filter((a) => a.child !== h.line[ply - 1]);
}

/** Follows variation `child` at ply `ply` instead of the line's move there, to its end, showing that move. */
export function takeVariation(h: AnalysisHistory, ply: number, child: number): AnalysisHistory {
  return { ...h, line: toLeaf(h.tree, [...h.line.slice(0, ply - 1), child]), index: ply };
}

/** What survives a reload: the start, every leaf's moves in tree order (so each node's children keep their order), the line's moves and the ply shown. */
export interface StoredHistory {
  readonly fen: string;
  readonly leaves: readonly (readonly string[])[];
  readonly line: readonly string[];
  readonly index: number;
}

export function storeHistory(h: AnalysisHistory): StoredHistory {
  const leaves: string[][] = [];
  // Depth first with an explicit stack, children pushed last-first so the first is visited first.
  const stack: { node: Node<PlayedNote>; moves: string[] }[] = [{ node: h.tree, moves: [] }];
  while (stack.length) {
    const { node, moves } = stack.pop()!;
    if (node.children.length === 0 && moves.length) leaves.push(moves);
    for (let i = node.children.length - 1; i >= 0; i--) stack.push({ node: node.children[i], moves: [...moves, node.children[i].data.iccs] });
  }
  return { fen: h.fen, leaves, line: lineOf(h).iccs, index: h.index };
}

/** The history stored, replayed through the rules (a move that is no longer legal ends its line), or null for what is not one. */
export function restoreHistory(stored: unknown): AnalysisHistory | null {
  const s = stored as Partial<StoredHistory> | null;
  if (!s || typeof s.fen !== 'string' || !parseFen(s.fen).ok || !Array.isArray(s.leaves) || !Array.isArray(s.line)) return null;
  let h = startHistory(s.fen);
  for (const leaf of s.leaves) if (Array.isArray(leaf)) h = playMoves({ ...h, index: 0 }, s.fen, leaf.filter((m) => typeof m === 'string'));
  h = playMoves({ ...h, index: 0 }, s.fen, s.line.filter((m) => typeof m === 'string'));
  return goTo(h, typeof s.index === 'number' ? s.index : h.index);
}


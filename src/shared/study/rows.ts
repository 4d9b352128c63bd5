/**
 * A move tree as display rows, in the order a PGN file writes it: a move, then the variations that
 * replace it, each whole, then the move's continuation. A folded move hides everything after it in
 * its line (its continuation and the variations that hang off it). The layout is a list of node ids
 * laid out once per change, so a page of a tree of a million nodes is a slice, and the UI never holds
 * more than the rows it shows. Pure: the services lay out the trees they hold, the renderer small
 * local ones (`indexedTree.ts` gives any `tree.ts` tree the ids). No recursion: lines of any length.
 */
import type { Wdl } from '../tablebase/value';
import type { ProofMark } from './probe';
import type { TreeEnd, TreeRole } from './solutionTree';

/** A tree the rows read: node 0 is the start position, every other node a move; children in order, the main continuation first. */
export interface RowTree {
  children(node: number): readonly number[];
  /** 0 for a first move; for 0 itself, 0. */
  parent(node: number): number;
}

/** A move's value for its mover, where the tables or a proof give it. */
export interface RowValue {
  readonly wdl: Wdl;
  readonly dtc: number;
  readonly dtm: number | null;
  readonly order: number;
  readonly proof?: ProofMark;
}

export interface MoveRow {
  /** Id of the node in its open tree. */
  readonly node: number;
  /** 1 = first move from the start position. */
  readonly ply: number;
  /** Variation nesting, 0 = main line. */
  readonly depth: number;
  readonly iccs: string;
  /** The move in the asked notation. */
  readonly text: string;
  /** '' when none. */
  readonly comment: string;
  readonly nags: readonly number[];
  /** First move of a variation (draws "(" and a fold toggle). */
  readonly variationStart: boolean;
  readonly folded: boolean;
  readonly value?: RowValue;
  /** Built solution trees only. */
  readonly role?: TreeRole;
  /** Built solution trees: why the line ends. */
  readonly end?: TreeEnd;
}

/** Where a node stands in the layout: the parts of a row that come from the tree's shape. */
export interface RowPlace {
  readonly node: number;
  readonly ply: number;
  readonly depth: number;
  readonly variationStart: boolean;
  readonly folded: boolean;
}

/** ←/→ go back and forward along the line, ↑/↓ to the previous or next variation of the move. */
export type TreeStep = 'forward' | 'back' | 'previous' | 'next' | 'start' | 'end';
export const TREE_STEPS: readonly TreeStep[] = ['forward', 'back', 'previous', 'next', 'start', 'end'];

/** Largest page of rows one request answers. */
export const MAX_ROW_PAGE = 500;

interface Task {
  readonly node: number;
  readonly ply: number;
  readonly depth: number;
  readonly variationStart: boolean;
  /** The node is its parent's main continuation, so the parent's other children follow it as variations. */
  readonly main: boolean;
}

export class RowLayout {
  private readonly foldedNodes = new Set<number>();
  private nodes: number[] | undefined;
  private plies: number[] = [];
  private depths: number[] = [];
  private starts: boolean[] = [];
  private rowIndex: Map<number, number> | undefined;

  constructor(private readonly tree: RowTree) {}

  /** The tree changed (an edit, a build that grew): the next question lays it out again. */
  invalidate(): void {
    this.nodes = undefined;
    this.rowIndex = undefined;
  }

  get rowCount(): number {
    return this.layout().length;
  }

  page(offset: number, count: number): RowPlace[] {
    const nodes = this.layout();
    const out: RowPlace[] = [];
    for (let i = offset; i < Math.min(nodes.length, offset + count); i++) {
      out.push({ node: nodes[i], ply: this.plies[i], depth: this.depths[i], variationStart: this.starts[i], folded: this.foldedNodes.has(nodes[i]) });
    }
    return out;
  }

  isFolded(node: number): boolean {
    return this.foldedNodes.has(node);
  }

  fold(node: number, folded: boolean): void {
    if (folded === this.foldedNodes.has(node)) return;
    if (folded) this.foldedNodes.add(node);
    else this.foldedNodes.delete(node);
    this.invalidate();
  }

  /** The row of a node, unfolding what hides it; -1 for the start (0) and for a node the tree lacks. */
  rowOf(node: number): number {
    if (node === 0) return -1;
    for (let at = this.tree.parent(node); at !== 0; at = this.tree.parent(at)) this.fold(at, false);
    if (!this.rowIndex) {
      const nodes = this.layout();
      this.rowIndex = new Map(nodes.map((n, i) => [n, i]));
    }
    return this.rowIndex.get(node) ?? -1;
  }

  private layout(): number[] {
    if (this.nodes) return this.nodes;
    const nodes: number[] = [], plies: number[] = [], depths: number[] = [], starts: boolean[] = [];
    const stack: Task[] = [];
    const first = this.tree.children(0)[0];
    if (first !== undefined) stack.push({ node: first, ply: 1, depth: 0, variationStart: false, main: true });
    for (let task = stack.pop(); task; task = stack.pop()) {
      nodes.push(task.node);
      plies.push(task.ply);
      depths.push(task.depth);
      starts.push(task.variationStart);
      // Pushed in reverse: the variations pop first, in order, then the continuation.
      const next = this.foldedNodes.has(task.node) ? undefined : this.tree.children(task.node)[0];
      if (next !== undefined) stack.push({ node: next, ply: task.ply + 1, depth: task.depth, variationStart: false, main: true });
      if (task.main) {
        const siblings = this.tree.children(this.tree.parent(task.node));
        for (let i = siblings.length - 1; i >= 1; i--) stack.push({ node: siblings[i], ply: task.ply, depth: task.depth + 1, variationStart: true, main: false });
      }
    }
    this.plies = plies;
    this.depths = depths;
    this.starts = starts;
    this.nodes = nodes;
    return nodes;
  }
}

/** The node a step reaches from `node` (0: before the first move); where there is none to go to, `node` itself. */
export function stepFrom(tree: RowTree, node: number, step: TreeStep): number {
  switch (step) {
    case 'start':
      return 0;
    case 'back':
      return tree.parent(node);
    case 'forward':
      return tree.children(node)[0] ?? node;
    case 'end': {
      let at = node;
      for (let next = tree.children(at)[0]; next !== undefined; next = tree.children(at)[0]) at = next;
      return at;
    }
    default: {
      if (node === 0) return 0;
      const siblings = tree.children(tree.parent(node));
      const i = siblings.indexOf(node) + (step === 'next' ? 1 : -1);
      return siblings[i] ?? node;
    }
  }
}

/** The node ids from the first move to `node`. */
export function pathTo(tree: RowTree, node: number): number[] {
  const path: number[] = [];
  for (let at = node; at !== 0; at = tree.parent(at)) path.push(at);
  return path.reverse();
}

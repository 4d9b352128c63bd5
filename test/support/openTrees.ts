/**
 * The open-tree part of the API as the services answer it, over trees held in this thread (the
 * shared IndexedTree and RowLayout the services use), for renderer tests: rows by page, folds,
 * steps, positions (played with the shared rules) and the edits. Every call is recorded.
 */
import type { CanjuApi, CanjuEvent, TreeEditAction, TreeInfo } from '../../src/shared/api/contract';
import { failure } from '../../src/shared/api/problem';
import { writeMove } from '../../src/shared/notation';
import { parseIccs } from '../../src/shared/notation/iccs';
import { Position } from '../../src/shared/rules/position';
import { IndexedTree } from '../../src/shared/study/indexedTree';
import { type MoveRow, RowLayout, stepFrom } from '../../src/shared/study/rows';
import { type ChildNode, type Node, childNode } from '../../src/shared/study/tree';

/** A node's data: its move and what is said of it, and (solution trees) its value, role and end. */
export type Note = { iccs: string; comment?: string; nags?: number[] } & Pick<MoveRow, 'value' | 'role' | 'end'>;

export interface OpenTree {
  readonly fen: string;
  readonly tree: IndexedTree<Note>;
  readonly layout: RowLayout;
}

/** A tree from lines of ICCS moves: `[['h2e2', 'h9g7'], ['h2e2', 'b9c7']]` makes one main line and a variation. */
export function treeOf(lines: readonly (readonly string[])[]): Node<Note> {
  const root: Node<Note> = { children: [] };
  for (const line of lines) {
    let at: Node<Note> = root;
    for (const iccs of line) {
      let next: ChildNode<Note> | undefined = at.children.find((c) => c.data.iccs === iccs);
      if (!next) at.children.push(next = childNode({ iccs }));
      at = next;
    }
  }
  return root;
}

export class OpenTrees {
  readonly trees = new Map<number, OpenTree>();
  readonly calls: [string, unknown[]][] = [];
  /** What `treeInfo` says of a tree beyond its size (a solution tree's value and proof). */
  readonly infos = new Map<number, Partial<TreeInfo>>();
  private listeners: ((e: CanjuEvent) => void)[] = [];
  private next = 1;

  open(fen: string, root: Node<Note>): number {
    const tree = new IndexedTree(root);
    const id = this.next++;
    this.trees.set(id, { fen, tree, layout: new RowLayout(tree) });
    return id;
  }

  emit(event: CanjuEvent): void {
    for (const l of this.listeners) l(event);
  }

  /** The position after each move from the start to `node`. */
  private line(open: OpenTree, node: number): { fen: string; path: string[] } {
    const path: string[] = [];
    for (let at = node; at !== 0; at = open.tree.parent(at)) path.unshift(open.tree.node(at)!.data.iccs);
    let pos = Position.fromFen(open.fen);
    for (const iccs of path) {
      const move = parseIccs(pos, iccs);
      if (!move.ok) throw new Error(`illegal ${iccs}`);
      pos = pos.after(move.value);
    }
    return { fen: pos.fen(), path };
  }

  private row(open: OpenTree, place: ReturnType<RowLayout['page']>[number]): MoveRow {
    const data = open.tree.node(place.node)!.data;
    const parent = this.line(open, open.tree.parent(place.node)).fen;
    const pos = Position.fromFen(parent);
    const text = writeMove(pos, (parseIccs(pos, data.iccs) as { ok: true; value: number }).value, 'chinese');
    return {
      ...place, iccs: data.iccs, text, comment: data.comment ?? '', nags: data.nags ?? [],
      ...(data.value ? { value: data.value } : {}), ...(data.role ? { role: data.role } : {}), ...(data.end ? { end: data.end } : {}),
    };
  }

  private edit(open: OpenTree, action: TreeEditAction): number {
    const { tree } = open;
    switch (action.kind) {
      case 'comment':
        tree.node(action.node)!.data.comment = action.text;
        return action.node;
      case 'nags':
        tree.node(action.node)!.data.nags = [...action.nags];
        return action.node;
      case 'play': {
        const there = tree.children(action.node).find((c) => tree.node(c)!.data.iccs === action.iccs);
        if (there !== undefined) return there;
        const pos = Position.fromFen(this.line(open, action.node).fen);
        if (!parseIccs(pos, action.iccs).ok || !pos.legalMoves().includes((parseIccs(pos, action.iccs) as { ok: true; value: number }).value)) return -1;
        return tree.add(action.node, { iccs: action.iccs });
      }
      case 'delete': {
        const parent = tree.parent(action.node);
        tree.remove(action.node);
        return parent;
      }
      case 'promote':
        for (let at = action.node; at !== 0; at = tree.parent(at)) tree.promote(at);
        return action.node;
      case 'keep': {
        const from = this.trees.get(action.from)!;
        const copy = (node: Node<Note>): Node<Note> => ({ children: node.children.map((c) => ({ data: { iccs: c.data.iccs }, children: copy(c).children })) });
        const root = copy(from.tree.at(action.node)!);
        for (const c of tree.children(0)) tree.remove(c);
        const prefix = action.node === 0 ? [] : this.line(from, action.node).path;
        let at = 0;
        for (const iccs of prefix) at = tree.add(at, { iccs });
        const graft = (parent: number, node: Node<Note>) => node.children.forEach((c) => graft(tree.add(parent, { iccs: c.data.iccs }), c));
        graft(at, root);
        return 0;
      }
    }
  }

  /** The API's tree operations over these trees. */
  api(): Partial<CanjuApi> {
    const get = (id: number) => this.trees.get(id)!;
    const record = <A extends unknown[], R>(name: string, f: (...a: A) => R) => async (...a: A) => {
      this.calls.push([name, a]);
      return f(...a);
    };
    return {
      onEvent: (listener) => {
        this.listeners.push(listener);
        return () => {
          this.listeners = this.listeners.filter((l) => l !== listener);
        };
      },
      treeInfo: record('treeInfo', (id: number) => {
        const open = get(id);
        const tree: TreeInfo = {
          id, kind: 'solution', fen: open.fen, stipulation: '', nodes: open.tree.size, rowCount: open.layout.rowCount, building: false, ...this.infos.get(id),
        };
        return { ok: true as const, tree };
      }),
      treeRows: record('treeRows', (id: number, offset: number, count: number) => {
        const open = get(id);
        return { ok: true as const, rows: open.layout.page(offset, count).map((p) => this.row(open, p)), rowCount: open.layout.rowCount };
      }),
      treeFold: record('treeFold', (id: number, node: number, folded: boolean) => {
        get(id).layout.fold(node, folded);
        return { ok: true as const, rowCount: get(id).layout.rowCount };
      }),
      treeRowOf: record('treeRowOf', (id: number, node: number) => ({ ok: true as const, row: get(id).layout.rowOf(node), rowCount: get(id).layout.rowCount })),
      treeStep: record('treeStep', (id: number, node: number, step) => ({ ok: true as const, node: stepFrom(get(id).tree, node, step) })),
      treePosition: record('treePosition', (id: number, node: number) => {
        const open = get(id);
        const data = node === 0 ? null : open.tree.node(node)!.data;
        return { ok: true as const, ...this.line(open, node), comment: data?.comment ?? '', nags: data?.nags ?? [] };
      }),
      treeEdit: record('treeEdit', (id: number, action: TreeEditAction) => {
        const open = get(id);
        const node = this.edit(open, action);
        if (node < 0) return failure('bad-edits', { moves: [action.kind === 'play' ? action.iccs : ''] });
        open.layout.invalidate();
        return { ok: true as const, node, rowCount: open.layout.rowCount };
      }),
    };
  }
}

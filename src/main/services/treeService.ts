/**
 * The open trees of the services (docs/studies.md, "Trees in pages"): a study's document tree,
 * opened with the study and edited here, and the solution tree being built from the tables. The UI
 * holds neither: it pages rows (shared/study/rows.ts), folds, steps and asks for positions by node
 * id. A build answers as soon as the start's value is known, with its estimate, and grows in slices
 * that yield to the event loop (shared/study/solutionTree.ts), so the host keeps answering: rows of
 * the growing tree, and `cancelTree` within a slice. The services keep one solution tree (a new build
 * cancels the running one and replaces it), at most MAX_TREE_NODES nodes, and a few document trees,
 * the least recently used let go first. Given a source of proving probes (studyProving.ts), a tree
 * goes beyond the tables: each position without a table is proven in the search worker.
 */
import type {
  Answer, CanjuEvent, TreeBuildResult, TreeEditAction, TreeEstimate, TreeHandle, TreeInfo, TreePosition,
} from '../../shared/api/contract';
import { type Failure, type Problem, failure } from '../../shared/api/problem';
import { formatSignature, parseSignature } from '../../shared/material/signature';
import { type Notation, writeMove } from '../../shared/notation';
import { parseIccs } from '../../shared/notation/iccs';
import { Position } from '../../shared/rules/position';
import type { MoveNote } from '../../shared/study/document';
import { IndexedTree } from '../../shared/study/indexedTree';
import { type ProbedMove, type StudyProbe, type StudyValue, isProven } from '../../shared/study/probe';
import { settled, startValue } from '../../shared/study/proof';
import { holdingMoves, keepingMoves } from '../../shared/study/ranking';
import { type MoveRow, RowLayout, type RowTree, type RowValue, type TreeStep, pathTo, stepFrom } from '../../shared/study/rows';
import { SolutionTreeBuilder, type TreeMove, type TreeRun, marked, positionKey } from '../../shared/study/solutionTree';
import { resultHolds } from '../../shared/study/soundness';
import { type Stipulation, parseStipulation, stipulationName } from '../../shared/study/stipulation';
import { type Node, childNode, rootNode } from '../../shared/study/tree';
import { validatePosition } from './positionService';
import { internalFailure } from './dispatch';
import { probeFailure } from './probeService';
import { probeFor } from './studyProving';

/** Progress events at most this often, and always once at the end. */
const PROGRESS_MS = 100;
/** A solution tree stops growing here (about 300 bytes a node in the services): memory stays bounded. */
export const MAX_TREE_NODES = 2_000_000;
/**
 * A growing tree is laid out again at most this often (a layout of a large tree takes a while):
 * meanwhile its pages come from the last layout, every node in it still there.
 */
const LAYOUT_MS = 1000;
/** Document trees kept open; the least recently used is let go beyond. */
const MAX_OPEN_DOCUMENTS = 16;

interface DocumentTree {
  readonly kind: 'document';
  readonly id: number;
  readonly fen: string;
  readonly stipulation: string;
  tree: IndexedTree<MoveNote>;
  layout: RowLayout;
  /** The position after each node asked so far (0: the start). */
  fens: Map<number, string>;
}

interface SolutionTree {
  readonly kind: 'solution';
  readonly id: number;
  readonly builder: SolutionTreeBuilder;
  readonly layout: RowLayout;
  readonly info: Omit<TreeInfo, 'id' | 'kind' | 'nodes' | 'rowCount' | 'building' | 'problem'>;
  building: boolean;
  problem?: Problem;
  /** Nodes when the layout was last made, and when: a tree that grew is laid out again (while it grows, at most every LAYOUT_MS). */
  laidOut: number;
  laidOutAt: number;
  /** Settles when the build stops growing, with the problem it ended on, if any. */
  built: Promise<Problem | undefined>;
}

type OpenTree = DocumentTree | SolutionTree;

/**
 * What a build should make, said before it starts: at the start the solver's moves that keep the goal
 * are listed, then each defence that holds branches again every two plies, up to the start's distance
 * (or the depth limit). Transpositions make real trees far smaller, so this is a ceiling that says
 * whether a tree is small, large or huge; it never exceeds MAX_TREE_NODES.
 */
function estimate(probe: StudyProbe, start: Position, stipulation: Stipulation, value: StudyValue, depth: number | null): TreeEstimate {
  const keeping = keepingMoves(probe.moves(start), stipulation.goal);
  if (keeping.length === 0) return { nodes: 0 };
  const reply = start.after(keeping[0].move);
  const defences = probe.moves(reply);
  const branching = Math.max(1, holdingMoves(defences).length);
  const plies = Math.min(depth ?? Infinity, value.dtc > 0 ? value.dtc : 40);
  let nodes = 0;
  for (let level = 0, width = 1; level <= plies / 2 && nodes < MAX_TREE_NODES; level++, width *= branching) nodes += width * (keeping.length + defences.length);
  return { nodes: Math.min(MAX_TREE_NODES, Math.round(nodes)) };
}

/** A copy, as document moves, of the built tree's line to `node` and everything under it. */
function keptMoves(builder: SolutionTreeBuilder, node: number): Node<MoveNote> {
  const root = rootNode<MoveNote>();
  let at: Node<MoveNote> = root;
  for (const id of pathTo(builder, node)) {
    const copy = childNode<MoveNote>({ iccs: builder.node(id)!.data.iccs });
    at.children.push(copy);
    at = copy;
  }
  const pending: [Node<TreeMove>, Node<MoveNote>][] = [[node === 0 ? builder.root : builder.node(node)!, at]];
  for (let task = pending.pop(); task; task = pending.pop()) {
    for (const child of task[0].children) {
      const copy = childNode<MoveNote>({ iccs: child.data.iccs });
      task[1].children.push(copy);
      pending.push([child, copy]);
    }
  }
  return root;
}

export class TreeService {
  private readonly documents = new Map<number, DocumentTree>();
  private solution: SolutionTree | undefined;
  private running: AbortController | undefined;
  private nextId = 1;

  /**
   * `proving`, when given, makes each tree's probe (proof.ts's ProvingProbe over the tables and the
   * prover); without it trees are the tables' alone and a start without a table is refused.
   */
  constructor(
    private readonly probe: StudyProbe,
    private readonly emit: (event: CanjuEvent) => void,
    private readonly proving?: () => StudyProbe,
  ) {}

  /** Opens a document's move tree (its moves legal from `fen`) and answers its handle. */
  openDocument(fen: string, stipulation: string, root: Node<MoveNote>): TreeHandle {
    const tree = new IndexedTree(root);
    const open: DocumentTree = { kind: 'document', id: this.nextId++, fen, stipulation, tree, layout: new RowLayout(tree), fens: new Map([[0, fen]]) };
    this.documents.set(open.id, open);
    for (const oldest of this.documents.keys()) {
      if (this.documents.size <= MAX_OPEN_DOCUMENTS) break;
      this.documents.delete(oldest);
    }
    return { id: open.id, rowCount: open.layout.rowCount };
  }

  /** The moves of an open document tree, to save. */
  documentMoves(treeId: number): Node<MoveNote> | undefined {
    return this.documents.get(treeId)?.tree.root;
  }

  /** An open document tree's handle, while it starts from `fen`. */
  handle(treeId: number, fen: string): TreeHandle | undefined {
    const open = this.documents.get(treeId);
    return open?.fen === fen ? { id: open.id, rowCount: open.layout.rowCount } : undefined;
  }

  /**
   * Starts a build: answers once the start's value is known (a stipulation it does not hold is
   * refused then), with the tree's id and the estimate; the tree grows after the answer.
   */
  async build(fen: string, stipulation: string, depth: number | null, known: readonly string[]): Promise<TreeBuildResult> {
    const checked = validatePosition(fen);
    if (!checked.ok) return checked;
    const stip = parseStipulation(stipulation);
    if (!stip) return failure('bad-stipulation', { text: stipulation });
    const start = Position.fromFen(checked.fen);
    if (stip.side !== start.turn) return failure('stipulation-turn', { stipulation: stip });
    const materials: string[] = [];
    for (const text of known) {
      const m = parseSignature(text);
      if (!m.ok) return failure('bad-material', { text });
      materials.push(formatSignature(m.value));
    }
    this.cancel();
    const probe = probeFor(start, this.probe, this.proving);
    const controller = new AbortController();
    this.running = controller;
    let value: StudyValue, planned: TreeEstimate;
    try {
      value = await settled(probe, () => startValue(probe, start), controller.signal);
      // An unproven start is no verdict: its tree shows how far the proofs go.
      if (isProven(value) && !resultHolds(value, stip, start.turn)) {
        return failure('stipulation-wrong', { value: { wdl: value.wdl, dtc: value.dtc, order: value.order, dtm: value.dtm, proof: value.proof }, turn: start.turn });
      }
      planned = await settled(probe, () => estimate(probe, start, stip, value, depth), controller.signal);
    } catch (error) {
      return this.ended(error, controller) ?? failure('tree-cancelled');
    } finally {
      if (this.running === controller) this.running = undefined;
    }
    const builder = new SolutionTreeBuilder(probe, start, stip, { depth: depth ?? Infinity, known: new Set(materials) });
    const open: SolutionTree = {
      kind: 'solution', id: this.nextId++, builder, layout: new RowLayout(builder), building: true, laidOut: 0, laidOutAt: 0, built: Promise.resolve(undefined),
      info: { fen: checked.fen, stipulation: stipulationName(stip), value: { wdl: value.wdl, dtc: value.dtc, order: value.order }, ...marked(value.proof), depth, known: materials },
    };
    this.solution = open;
    open.built = this.grow(open, (control) => builder.build(control));
    return { ok: true, treeId: open.id, estimate: planned };
  }

  /** Expands a dual or a node cut at the depth limit; answers once it is done. */
  async expand(treeId: number, node: number, depth: number | null): Promise<Answer<{ nodes: number; rowCount: number }>> {
    const open = this.open(treeId);
    if (!open || open.kind !== 'solution') return failure('no-tree');
    if (this.running) return failure('tree-busy');
    if (!open.builder.node(node)) return failure('no-tree-node', { id: node });
    const problem = await this.grow(open, (control) => open.builder.expand(node, depth ?? Infinity, control).then(() => undefined));
    return problem ? { ok: false, errors: [problem] } : { ok: true, nodes: open.builder.nodes, rowCount: this.layout(open).rowCount };
  }

  /** The solution tree `treeId` once it stopped growing: its header and its moves (the CLI prints them whole); undefined when it is not open. */
  async finished(treeId: number): Promise<{ info: TreeInfo; root: Node<TreeMove> } | undefined> {
    const open = this.solution;
    if (open?.id !== treeId) return undefined;
    await open.built;
    const answer = this.info(treeId);
    return answer.ok ? { info: answer.tree, root: open.builder.root } : undefined;
  }

  cancel(): { ok: true; cancelled: boolean } {
    const running = this.running !== undefined;
    this.running?.abort();
    return { ok: true, cancelled: running };
  }

  info(treeId: number): Answer<{ tree: TreeInfo }> {
    const open = this.open(treeId);
    if (!open) return failure('no-tree');
    if (open.kind === 'document') {
      return { ok: true, tree: { id: open.id, kind: 'document', fen: open.fen, stipulation: open.stipulation, nodes: open.tree.size, rowCount: open.layout.rowCount, building: false } };
    }
    const { id, builder, building, problem } = open;
    return { ok: true, tree: { id, kind: 'solution', ...open.info, nodes: builder.nodes, rowCount: this.layout(open).rowCount, building, ...(problem ? { problem } : {}) } };
  }

  rows(treeId: number, offset: number, count: number, notation: Notation): Answer<{ rows: MoveRow[]; rowCount: number }> {
    const open = this.open(treeId);
    if (!open) return failure('no-tree');
    const layout = this.layout(open);
    // A document's moves get their values from the tables where the folder has them, probed now: never stored.
    const probed = new Map<string, readonly ProbedMove[] | undefined>();
    const valueOf = (before: Position, iccs: string): RowValue | undefined => {
      const fen = before.fen();
      if (!probed.has(fen)) probed.set(fen, this.tableMoves(before));
      const m = probed.get(fen)?.find((p) => p.iccs === iccs);
      return m && { wdl: m.wdl, dtc: m.dtc, dtm: m.dtm ?? null, order: m.order };
    };
    const rows = layout.page(offset, count).map((place): MoveRow => {
      const before = Position.fromFen(this.fenAfter(open, open.kind === 'document' ? open.tree.parent(place.node) : open.builder.parent(place.node)));
      if (open.kind === 'document') {
        const data = open.tree.node(place.node)!.data;
        const value = valueOf(before, data.iccs);
        return { ...place, iccs: data.iccs, text: this.moveText(before, data.iccs, notation), comment: data.comment ?? '', nags: data.nags ?? [], ...(value ? { value } : {}) };
      }
      const data = open.builder.node(place.node)!.data;
      return {
        ...place, iccs: data.iccs, text: notation === 'chinese' ? data.text : this.moveText(before, data.iccs, notation), comment: '', nags: [],
        value: { wdl: data.wdl, dtc: data.dtc, dtm: data.dtm, order: data.order, ...marked(data.proof) }, role: data.role, ...(data.end ? { end: data.end } : {}),
      };
    });
    return { ok: true, rows, rowCount: layout.rowCount };
  }

  fold(treeId: number, node: number, folded: boolean): Answer<{ rowCount: number }> {
    const open = this.open(treeId);
    if (!open) return failure('no-tree');
    if (!this.has(open, node)) return failure('no-tree-node', { id: node });
    const layout = this.layout(open);
    layout.fold(node, folded);
    return { ok: true, rowCount: layout.rowCount };
  }

  rowOf(treeId: number, node: number): Answer<{ row: number; rowCount: number }> {
    const open = this.open(treeId);
    if (!open) return failure('no-tree');
    if (!this.has(open, node)) return failure('no-tree-node', { id: node });
    const layout = this.layout(open);
    const row = layout.rowOf(node);
    return { ok: true, row, rowCount: layout.rowCount };
  }

  step(treeId: number, node: number, step: TreeStep): Answer<{ node: number }> {
    const open = this.open(treeId);
    if (!open) return failure('no-tree');
    if (node !== 0 && !this.has(open, node)) return failure('no-tree-node', { id: node });
    return { ok: true, node: stepFrom(this.shape(open), node, step) };
  }

  position(treeId: number, node: number): Answer<TreePosition> {
    const open = this.open(treeId);
    if (!open) return failure('no-tree');
    if (node !== 0 && !this.has(open, node)) return failure('no-tree-node', { id: node });
    const shape = this.shape(open);
    const path = pathTo(shape, node).map((id) => (open.kind === 'document' ? open.tree.node(id)!.data.iccs : open.builder.node(id)!.data.iccs));
    const note = open.kind === 'document' && node !== 0 ? open.tree.node(node)!.data : undefined;
    return { ok: true, fen: this.fenAfter(open, node), path, comment: note?.comment ?? '', nags: note?.nags ?? [] };
  }

  edit(treeId: number, action: TreeEditAction): Answer<{ node: number; rowCount: number }> {
    const open = this.open(treeId);
    if (!open) return failure('no-tree');
    if (open.kind !== 'document') return failure('tree-read-only');
    const { tree } = open;
    if (!tree.has(action.node) && action.kind !== 'keep') return failure('no-tree-node', { id: action.node });
    const done = (node: number) => {
      open.layout.invalidate();
      return { ok: true as const, node, rowCount: open.layout.rowCount };
    };
    switch (action.kind) {
      case 'comment':
      case 'nags': {
        const data = tree.node(action.node)?.data;
        if (!data) return failure('no-tree-node', { id: action.node });
        if (action.kind === 'comment') {
          if (action.text.trim()) data.comment = action.text.trim();
          else delete data.comment;
        } else if (action.nags.length) data.nags = [...new Set(action.nags)];
        else delete data.nags;
        return done(action.node);
      }
      case 'play': {
        const pos = Position.fromFen(this.fenAfter(open, action.node));
        if (!parseIccs(pos, action.iccs).ok) return failure('bad-edits', { moves: [...pathTo(tree, action.node).map((id) => tree.node(id)!.data.iccs), action.iccs] });
        const existing = tree.children(action.node).find((id) => tree.node(id)!.data.iccs === action.iccs);
        return done(existing ?? tree.add(action.node, { iccs: action.iccs }));
      }
      case 'delete': {
        const parent = tree.parent(action.node);
        tree.remove(action.node);
        for (const id of [...open.fens.keys()]) if (!tree.has(id)) open.fens.delete(id);
        return done(parent);
      }
      case 'promote':
        for (let at = action.node; at !== 0; at = tree.parent(at)) tree.promote(at);
        return done(action.node);
      case 'keep': {
        const from = this.solution;
        if (!from || from.id !== action.from) return failure('no-tree');
        if (from.building) return failure('tree-busy');
        if (action.node !== 0 && !from.builder.node(action.node)) return failure('no-tree-node', { id: action.node });
        if (positionKey(from.info.fen) !== positionKey(open.fen)) return failure('tree-start');
        open.tree = new IndexedTree(keptMoves(from.builder, action.node));
        open.layout = new RowLayout(open.tree);
        open.fens = new Map([[0, open.fen]]);
        return done(0);
      }
    }
  }

  close(treeId: number): Answer<{ closed: boolean }> {
    if (this.solution?.id === treeId) {
      if (this.solution.building) this.running?.abort();
      this.solution = undefined;
      return { ok: true, closed: true };
    }
    return { ok: true, closed: this.documents.delete(treeId) };
  }

  private open(treeId: number): OpenTree | undefined {
    if (this.solution?.id === treeId) return this.solution;
    const doc = this.documents.get(treeId);
    if (doc) {
      // Most recently used last: the first in the map is let go first.
      this.documents.delete(treeId);
      this.documents.set(treeId, doc);
    }
    return doc;
  }

  private shape(open: OpenTree): RowTree {
    return open.kind === 'document' ? open.tree : open.builder;
  }

  private has(open: OpenTree, node: number): boolean {
    return open.kind === 'document' ? node !== 0 && open.tree.has(node) : open.builder.node(node) !== undefined;
  }

  private layout(open: OpenTree): RowLayout {
    if (open.kind === 'solution' && open.laidOut !== open.builder.nodes && (!open.building || Date.now() - open.laidOutAt >= LAYOUT_MS)) {
      open.layout.invalidate();
      open.laidOut = open.builder.nodes;
      open.laidOutAt = Date.now();
    }
    return open.layout;
  }

  /** The position after a node (0: the start): a built tree's node holds it, a document's is found by playing the moves down from the nearest known one. */
  private fenAfter(open: OpenTree, node: number): string {
    if (open.kind === 'solution') return node === 0 ? open.info.fen : open.builder.node(node)!.data.fen;
    const unknown: number[] = [];
    let at = node;
    for (; !open.fens.has(at); at = open.tree.parent(at)) unknown.push(at);
    let pos = Position.fromFen(open.fens.get(at)!);
    for (let i = unknown.length - 1; i >= 0; i--) {
      const move = parseIccs(pos, open.tree.node(unknown[i])!.data.iccs);
      if (!move.ok) throw new Error(`an open tree holds an illegal move: ${open.tree.node(unknown[i])!.data.iccs}`);
      pos = pos.after(move.value);
      open.fens.set(unknown[i], pos.fen());
    }
    return open.fens.get(node)!;
  }

  /** The tables' moves of a position, or undefined where the folder cannot say (a table missing, too many men, a damaged file). */
  private tableMoves(pos: Position): readonly ProbedMove[] | undefined {
    try {
      return this.probe.moves(pos);
    } catch (error) {
      if (probeFailure(error)) return undefined;
      throw error;
    }
  }

  private moveText(before: Position, iccs: string, notation: Notation): string {
    const move = parseIccs(before, iccs);
    return move.ok ? writeMove(before, move.value, notation) : iccs;
  }

  /**
   * Grows a solution tree as the one running, with throttled progress events and the node limit;
   * a run that starts cancels the one before. Answers the problem it ended on, if any.
   */
  private async grow(open: SolutionTree, work: (control: TreeRun) => Promise<unknown>): Promise<Problem | undefined> {
    this.running?.abort();
    const controller = new AbortController();
    this.running = controller;
    open.building = true;
    let last = 0, tooLarge = false;
    const onProgress = (nodes: number) => {
      if (nodes >= MAX_TREE_NODES && !tooLarge) {
        tooLarge = true;
        controller.abort();
      }
      if (Date.now() - last < PROGRESS_MS) return;
      last = Date.now();
      this.emit({ type: 'tree', treeId: open.id, nodes, done: false });
    };
    let problem: Problem | undefined;
    try {
      await work({ signal: controller.signal, onProgress });
    } catch (error) {
      // Nobody awaits a build after its answer: every way it ends is said in its last event.
      if (tooLarge) problem = { code: 'tree-too-large', params: { limit: MAX_TREE_NODES } };
      else if (controller.signal.aborted) problem = { code: 'tree-cancelled', params: {} };
      else problem = probeFailure(error)?.errors[0];
      if (!problem) {
        console.error('a solution tree failed:', error);
        problem = internalFailure(error).errors[0];
      }
    } finally {
      if (this.running === controller) this.running = undefined;
      open.building = false;
      if (problem) open.problem = problem;
      this.emit({ type: 'tree', treeId: open.id, nodes: open.builder.nodes, done: true, ...(problem ? { problem } : {}) });
    }
    return problem;
  }

  /** A run's failure as an answer: cancelled, or a known problem (a missing table); an unknown error is thrown on. */
  private ended(error: unknown, controller: AbortController): Failure | undefined {
    if (controller.signal.aborted) return failure('tree-cancelled');
    const answer = probeFailure(error);
    if (answer) return answer;
    throw error;
  }
}

/**
 * The solution tree of a stipulation, built from the tables. At each move of the solver its best move
 * keeping the goal is expanded and every other such move is listed as a dual (expanded on request);
 * at each move of the defender every move that holds its result is expanded, and the moves that give
 * it up are listed as concessions. A line ends at mate, at a dead draw (no attacking piece left), at
 * the first position of a material the caller treats as known, at a position already expanded
 * elsewhere in the tree (a transposition: a link to that node, so cycles end too) or at the depth
 * limit.
 *
 * The tree grows breadth first, so a position is expanded where it is first reached at the fewest
 * plies, and in slices: every few hundred nodes (or SLICE_MS) it reports how many it holds, gives the event loop a
 * turn and honours its abort signal, so thousands of nodes never freeze the process that builds them.
 *
 * Beyond the tables (proof.ts) each node's value is marked with how it is known, and a move whose
 * value the prover could not settle within its budget ends the line as `unproven`: a solver's such
 * move is listed after the duals (the solution is then not known to be the only one), a defender's
 * among the defences.
 */
import { isDrawnByRule, materialOfBoard } from '../material/material';
import { formatSignature } from '../material/signature';
import { writeMove } from '../notation';
import { Position } from '../rules/position';
import type { Wdl } from '../tablebase/value';
import { type ProbedMove, type ProofMark, type StudyProbe, isProven } from './probe';
import { holdingMoves, keepingMoves, ranked } from './ranking';
import type { Stipulation } from './stipulation';
import { type ChildNode, type Node, childNode, rootNode } from './tree';

/** `solution`: the solver's best move; `dual`: another solver move that keeps the goal; `defence`: a defender's move. */
export type TreeRole = 'solution' | 'dual' | 'defence';

/**
 * Why a node has no children: `mate` (the side to move has no legal move), `draw-by-rule` (no
 * attacking piece left), `known` (a material the caller treats as textbook), `transposition` (the
 * position is expanded at the node `transposition` names), `depth` (the limit), `unexpanded` (a dual,
 * until asked), `concedes` (a defender's move that gives up its result, beyond the stipulation),
 * `unproven` (beyond the tables, the prover could not settle the move's value within its budget).
 */
export type TreeEnd = 'mate' | 'draw-by-rule' | 'known' | 'transposition' | 'depth' | 'unexpanded' | 'concedes' | 'unproven';

export interface TreeMove {
  /** Unique in its tree, from 1 in the order nodes were made; 0 stands for the start position. */
  readonly id: number;
  /** Plies from the start position: 1 for the first move. */
  readonly ply: number;
  readonly iccs: string;
  /** The move in Chinese notation (炮二平五). */
  readonly text: string;
  /** The position after the move. */
  readonly fen: string;
  /** The move's value from its mover's point of view. */
  readonly wdl: Wdl;
  readonly dtc: number;
  /** Plies to mate; null until DTM tables exist. */
  readonly dtm: number | null;
  readonly order: number;
  readonly capture: boolean;
  /** How the value is known (proof.ts): the search's, or unproven; absent for a table's (or a proof's ending in a table). */
  readonly proof?: ProofMark;
  readonly role: TreeRole;
  /** No other move of its mover keeps the goal (a solver's 唯一着) or holds the result (a forced defence). */
  readonly only: boolean;
  /** Where the position after the move is expanded, when not here. */
  transposition: number | null;
  /** Null while the node has (or will have) children. */
  end: TreeEnd | null;
}

export interface TreeOptions {
  /** Plies from the start (or, for `expand`, below the node) after which lines are cut; Infinity for none. */
  readonly depth: number;
  /** Canonical signatures (`KR-K`) of materials not to look into. */
  readonly known?: ReadonlySet<string>;
}

/** How one build or expansion is watched and stopped. */
export interface TreeRun {
  readonly signal?: AbortSignal;
  /** Called with the number of nodes in the tree at each slice and at the end. */
  readonly onProgress?: (nodes: number) => void;
}

/** Nodes made between two turns of the event loop. */
export const SLICE_NODES = 256;
/** Nor longer than this (milliseconds), whatever a node costs: a cancel is heard within about this long. */
export const SLICE_MS = 20;

interface Pending {
  readonly node: Node<TreeMove>;
  readonly pos: Position;
  readonly ply: number;
  /** The ply at which this line is cut. */
  readonly limit: number;
}

type Settle = 'expand' | 'unexpanded' | 'concedes' | 'unproven';

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A node's mark, left out for a table's value so that trees within the tables read as before. */
export const marked = (proof: ProofMark | undefined): { proof?: ProofMark } => (proof && proof !== 'table' ? { proof } : {});

/** Board and side to move, without the counters: what makes two positions the same. */
export const positionKey = (fen: string) => fen.split(' ', 2).join(' ');

/** Laid out as rows (rows.ts's `RowTree`, which it satisfies by its shape: rows.ts reads this file's marks). */
export class SolutionTreeBuilder {
  readonly root: Node<TreeMove> = rootNode();
  private readonly byId: ChildNode<TreeMove>[] = [];
  private readonly parents: number[] = [];
  /** Each expanded position's node (0: the start). */
  private readonly expanded = new Map<string, number>();
  private madeSinceSlice = 0;

  constructor(
    private readonly probe: StudyProbe,
    private readonly start: Position,
    private readonly stipulation: Stipulation,
    private readonly options: TreeOptions,
  ) {}

  get nodes(): number {
    return this.byId.length;
  }

  node(id: number): ChildNode<TreeMove> | undefined {
    return this.byId[id - 1];
  }

  children(id: number): readonly number[] {
    return ((id === 0 ? this.root : this.node(id))?.children ?? []).map((c) => c.data.id);
  }

  parent(id: number): number {
    return this.parents[id - 1] ?? 0;
  }

  /** Builds the tree from the start position; rejects with the signal's reason once it is aborted. */
  async build(control: TreeRun = {}): Promise<void> {
    this.expanded.set(positionKey(this.start.fen()), 0);
    await this.run([{ node: this.root, pos: this.start, ply: 0, limit: this.options.depth }], control);
  }

  /**
   * Expands a node left `unexpanded` (a dual) or cut at the depth limit, `depth` plies further; any
   * other node is returned as it is. Its position may have been expanded elsewhere meanwhile: it
   * then becomes a transposition.
   */
  async expand(id: number, depth = this.options.depth, control: TreeRun = {}): Promise<ChildNode<TreeMove> | undefined> {
    const node = this.node(id);
    if (!node || (node.data.end !== 'unexpanded' && node.data.end !== 'depth')) return node;
    node.data.end = null;
    const level: Pending[] = [];
    this.settle(node, Position.fromFen(node.data.fen), false, 'expand', node.data.ply + depth, level);
    await this.run(level, control);
    return node;
  }

  private async run(level: Pending[], { signal, onProgress }: TreeRun): Promise<void> {
    signal?.throwIfAborted();
    let sliceStart = Date.now();
    while (level.length > 0) {
      const next: Pending[] = [];
      for (const pending of level) {
        if (this.probe.prepare) await this.probe.prepare(pending.pos, signal);
        this.grow(pending, next);
        if (this.madeSinceSlice >= SLICE_NODES || Date.now() - sliceStart >= SLICE_MS) {
          this.madeSinceSlice = 0;
          onProgress?.(this.nodes);
          await pause();
          sliceStart = Date.now();
          signal?.throwIfAborted();
        }
      }
      level = next;
    }
    onProgress?.(this.nodes);
  }

  private grow(at: Pending, next: Pending[]): void {
    const moves = this.probe.moves(at.pos);
    const unproven = moves.filter((m) => !isProven(m));
    if (at.pos.turn === this.stipulation.side) {
      const keeping = keepingMoves(moves, this.stipulation.goal);
      const only = keeping.length === 1 && unproven.length === 0;
      keeping.forEach((m, i) => this.add(at, m, i === 0 ? 'solution' : 'dual', only, i === 0 ? 'expand' : 'unexpanded', next));
      for (const m of unproven) this.add(at, m, 'dual', false, 'unproven', next);
      return;
    }
    const holding = holdingMoves(moves);
    // The proven best defences first, so the tree's first line follows a proven one.
    for (const m of [...holding, ...ranked(moves).filter((m) => !holding.includes(m))]) {
      const holds = holding.includes(m);
      this.add(at, m, 'defence', holds && holding.length === 1 && unproven.length === 0, holds ? 'expand' : isProven(m) ? 'concedes' : 'unproven', next);
    }
  }

  private add(at: Pending, m: ProbedMove, role: TreeRole, only: boolean, how: Settle, next: Pending[]): void {
    const after = at.pos.after(m.move);
    const node = childNode<TreeMove>({
      id: this.byId.length + 1, ply: at.ply + 1, iccs: m.iccs, text: writeMove(at.pos, m.move, 'chinese'), fen: after.fen(),
      wdl: m.wdl, dtc: m.dtc, dtm: m.dtm ?? null, order: m.order, capture: m.capture, ...marked(m.proof), role, only, transposition: null, end: null,
    });
    at.node.children.push(node);
    this.byId.push(node);
    this.parents.push('data' in at.node ? (at.node as ChildNode<TreeMove>).data.id : 0);
    this.madeSinceSlice++;
    this.settle(node, after, m.mate, how, at.limit, next);
  }

  private settle(node: ChildNode<TreeMove>, pos: Position, mate: boolean, how: Settle, limit: number, next: Pending[]): void {
    const data = node.data;
    const material = materialOfBoard(pos.board);
    const key = positionKey(data.fen);
    const seen = this.expanded.get(key);
    if (mate) data.end = 'mate';
    else if (isDrawnByRule(material)) data.end = 'draw-by-rule';
    else if (this.options.known?.has(formatSignature(material))) data.end = 'known';
    else if (seen !== undefined) {
      data.end = 'transposition';
      data.transposition = seen;
    } else if (how !== 'expand') data.end = how;
    else if (data.ply >= limit) data.end = 'depth';
    else {
      this.expanded.set(key, data.id);
      next.push({ node, pos, ply: data.ply, limit });
    }
  }
}

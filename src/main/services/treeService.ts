/**
 * Solution trees for the API. The services keep one tree, the last one built, so that a dual can be
 * expanded by its node id and transpositions merge with the whole tree; a new build cancels a
 * running one. Building yields to the event loop in slices (shared/study/solutionTree.ts), so the
 * host keeps answering other requests and `cancelTree` meanwhile. Given a source of proving probes
 * (studyProving.ts), a tree goes beyond the tables: each position without a table is proven in the
 * search worker, and a start the prover cannot settle still gets its tree, every value marked.
 */
import type { Answer, CanjuEvent, SolutionTreeView, TreeResult } from '../../shared/api/contract';
import { type Failure, failure } from '../../shared/api/problem';
import { formatSignature, parseSignature } from '../../shared/material/signature';
import { Position } from '../../shared/rules/position';
import { type TreeEdits, applyEdits, emptyEdits, expandEdited } from '../../shared/study/edits';
import { type StudyProbe, type StudyValue, isProven } from '../../shared/study/probe';
import { settled, startValue } from '../../shared/study/proof';
import { probeFor } from './studyProving';
import { SolutionTreeBuilder, type TreeMove, type TreeRun, marked } from '../../shared/study/solutionTree';
import { resultHolds } from '../../shared/study/soundness';
import { parseStipulation, stipulationName } from '../../shared/study/stipulation';
import type { ChildNode } from '../../shared/study/tree';
import { validatePosition } from './positionService';
import { probeFailure } from './probeService';

/** Progress events at most this often, and always once at the end. */
const PROGRESS_MS = 100;

type Header = Omit<SolutionTreeView, 'nodes' | 'root'>;

export class TreeService {
  private current: { readonly builder: SolutionTreeBuilder; readonly header: Header } | undefined;
  private running: AbortController | undefined;

  /**
   * `proving`, when given, makes each tree's probe (proof.ts's ProvingProbe over the tables and the
   * prover); without it trees are the tables' alone and a start without a table is refused.
   */
  constructor(
    private readonly probe: StudyProbe,
    private readonly emit: (event: CanjuEvent) => void,
    private readonly proving?: () => StudyProbe,
  ) {}

  async build(fen: string, stipulation: string, depth: number | null, known: readonly string[], edits: TreeEdits = emptyEdits()): Promise<TreeResult> {
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
    const probe = probeFor(start, this.probe, this.proving);
    let answer: TreeResult | undefined;
    const failed = await this.watched(async (control) => {
      const value: StudyValue = await settled(probe, () => startValue(probe, start), control.signal);
      // An unproven start is no verdict: its tree shows how far the proofs go.
      if (isProven(value) && !resultHolds(value, stip, start.turn)) {
        answer = failure('stipulation-wrong', { value: { wdl: value.wdl, dtc: value.dtc, order: value.order, dtm: value.dtm, proof: value.proof }, turn: start.turn });
        return;
      }
      const builder = new SolutionTreeBuilder(probe, start, stip, { depth: depth ?? Infinity, known: new Set(materials) });
      await builder.build(control);
      await expandEdited(builder, edits, control);
      const header: Header = {
        fen: checked.fen, stipulation: stipulationName(stip), value: { wdl: value.wdl, dtc: value.dtc, order: value.order }, ...marked(value.proof), depth, known: materials,
      };
      this.current = { builder, header };
      answer = { ok: true, tree: { ...header, nodes: builder.nodes, root: applyEdits(builder.root, edits) } };
    });
    return failed ?? answer!;
  }

  async expand(id: number, depth: number | null): Promise<Answer<{ node: ChildNode<TreeMove>; nodes: number }>> {
    if (this.running) return failure('tree-busy');
    if (!this.current) return failure('no-tree');
    const { builder } = this.current;
    if (!builder.node(id)) return failure('no-tree-node', { id });
    const grown = await this.watched((control) => builder.expand(id, depth ?? Infinity, control));
    return grown ?? { ok: true, node: builder.node(id)!, nodes: builder.nodes };
  }

  cancel(): { ok: true; cancelled: boolean } {
    this.running?.abort();
    return { ok: true, cancelled: this.running !== undefined };
  }

  /**
   * Runs a build or an expansion as the one running, with throttled progress events; a run that
   * starts cancels the one before. Answers a failure, or undefined once the work is done.
   */
  private async watched(work: (control: TreeRun) => Promise<unknown>): Promise<Failure | undefined> {
    this.running?.abort();
    const controller = new AbortController();
    this.running = controller;
    let last = 0, latest = 0, sent = 0;
    const onProgress = (nodes: number) => {
      latest = nodes;
      if (Date.now() - last < PROGRESS_MS) return;
      last = Date.now();
      sent = nodes;
      this.emit({ type: 'tree', nodes });
    };
    try {
      await work({ signal: controller.signal, onProgress });
      if (latest !== sent) this.emit({ type: 'tree', nodes: latest });
      return undefined;
    } catch (error) {
      if (controller.signal.aborted) return failure('tree-cancelled');
      const answer = probeFailure(error);
      if (answer) return answer;
      throw error;
    } finally {
      if (this.running === controller) this.running = undefined;
    }
  }
}

/**
 * A study's solution tree beside its board, as a composer works on it: the main line first and the
 * variations indented under the move they replace, each move with its value, distance and 唯一着 /
 * dual mark; keys and clicks to move about; comments, pruning, promotion and the order of moves,
 * saved with the study; duals and cut lines expanded on demand; and the soundness report. Beyond
 * the tables each move also says how its value is known: 库, 搜索证明 or 未证明 (docs/studies.md).
 */
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { CanjuApi, SolutionTreeView, StudyInfo, StudyReportResult } from '../../../shared/api/contract';
import { type EditAction, editTree } from '../../../shared/study/editActions';
import { type TreeEdits, applyEdits } from '../../../shared/study/edits';
import { reportText } from '../../../shared/words/reportText';
import { numberedMove } from '../../../shared/words/say';
import type { TreeMove } from '../../../shared/study/solutionTree';
import type { SoundnessReport } from '../../../shared/study/soundness';
import type { ChildNode, Node } from '../../../shared/study/tree';
import { iccsToSquare } from '../../../shared/rules/square';
import { Board } from '../board/Board';
import { downloadFile } from '../download';
import type { Strings } from '../i18n/zh';
import { stipulationText } from '../i18n/stipulation';
import { problemText } from '../problems';
import { boardOf, turnOf } from './positionMoves';
import { type Step, indexTree, pathTo, step } from './treeNavigation';
import type { Lang } from '../../../shared/lang';

/** The tree as built, without the edits laid over it: edits are applied afresh after each change. */
function bare(root: Node<TreeMove>): Node<TreeMove> {
  const strip = (node: ChildNode<TreeMove>): ChildNode<TreeMove> => {
    const data = { ...node.data };
    delete data.comment;
    delete data.pruned;
    return { data, children: node.children.map(strip) };
  };
  return { children: root.children.map(strip) };
}

/** Replaces the node `id` (its data and children) by `next`, wherever it is. */
function replaceNode(root: Node<TreeMove>, id: number, next: ChildNode<TreeMove>): Node<TreeMove> {
  const visit = (node: ChildNode<TreeMove>): ChildNode<TreeMove> => (node.data.id === id ? next : { ...node, children: node.children.map(visit) });
  return { children: root.children.map(visit) };
}

function verdictText(t: Strings, r: SoundnessReport): string {
  if (r.verdict === 'unproven') return t.treeProofs.unproven;
  if (!r.sound) return t.tree.unsound;
  return (r.table.proof ?? 'table') === 'table' && r.mainLine.every((p) => p.proof === 'table') ? t.tree.sound : t.treeProofs.sound;
}

const KEYS: Record<string, Step> = { ArrowRight: 'forward', ArrowLeft: 'back', ArrowUp: 'previous', ArrowDown: 'next' };

export function moveBadge(t: Strings, m: TreeMove): string {
  if (m.proof === 'unproven') return t.treeProofs.marks.unproven;
  const parts = [m.wdl === 'win' ? t.analysis.win : m.wdl === 'loss' ? t.analysis.loss : t.analysis.draw];
  // A search's distance is its proof's, in plies (to mate where DTM is set), not a table's DTC.
  if (m.wdl !== 'draw') parts.push(m.proof === 'search' ? t.treeProofs.plies(m.dtc) : t.analysis.dtc(m.dtc));
  if (m.dtm !== null && m.proof !== 'search') parts.push(`DTM ${m.dtm}`);
  return parts.join(' · ');
}

/** Whether any value of the tree comes from the search: then every move shows how its value is known. */
function beyondTables(tree: SolutionTreeView): boolean {
  const visit = (node: Node<TreeMove>): boolean => node.children.some((c) => (c.data.proof ?? 'table') !== 'table' || visit(c));
  return (tree.proof ?? 'table') !== 'table' || visit(tree.root);
}

function ProofMark({ t, mark, testId }: { t: Strings; mark: NonNullable<TreeMove['proof']>; testId: string }) {
  return <span className={`mark proof ${mark}`} title={t.treeProofs.titles[mark]} data-testid={testId}>{t.treeProofs.marks[mark]}</span>;
}

interface TreeViewProps {
  readonly t: Strings;
  readonly lang: Lang;
  /** Black moved first in the study, so move numbers count from its move. */
  readonly blackFirst: boolean;
  readonly selected: number;
  readonly showPruned: boolean;
  /** Show each move's proof mark (the tree goes beyond the tables). */
  readonly marked: boolean;
  onSelect(id: number): void;
}

function MoveButton({ node, view }: { node: ChildNode<TreeMove>; view: TreeViewProps }) {
  const { t, lang, blackFirst, selected, marked, onSelect } = view;
  const m = node.data;
  return (
    <span className={`tree-move ${m.role}${m.pruned ? ' pruned' : ''}`}>
      <button type="button" className="link" aria-current={selected === m.id ? 'step' : undefined} onClick={() => onSelect(m.id)} data-testid={`tree-${m.id}`}>
        {numberedMove(m.ply, m.text, blackFirst, lang)}
      </button>
      <span className="badge">{moveBadge(t, m)}</span>
      {marked && m.proof !== 'unproven' && <ProofMark t={t} mark={m.proof ?? 'table'} testId={`proof-${m.id}`} />}
      {m.role !== 'defence' && m.only && <span className="mark only" data-testid={`only-${m.id}`}>{t.tree.only}</span>}
      {m.role === 'dual' && m.proof !== 'unproven' && <span className="mark dual" data-testid={`dual-${m.id}`}>{t.tree.dual}</span>}
      {m.end && m.end !== 'unexpanded' && <span className="mark end">{t.tree.end[m.end]}</span>}
      {m.transposition !== null && <button type="button" className="link mark" onClick={() => onSelect(m.transposition!)}>{t.tree.goTo}</button>}
      {m.comment && <span className="comment"> {m.comment}</span>}
    </span>
  );
}

/** A node's continuation: its first shown child, the others as indented variations, then on down the line. */
function Continuation({ node, view }: { node: Node<TreeMove>; view: TreeViewProps }) {
  const shown = node.children.filter((c) => view.showPruned || !c.data.pruned);
  if (shown.length === 0) return null;
  const [main, ...others] = shown;
  return (
    <>
      <MoveButton node={main} view={view} />
      {others.length > 0 && (
        <div className="variations">
          {others.map((v) => (
            <div className="variation" key={v.data.id}>
              <MoveButton node={v} view={view} />
              <Continuation node={v} view={view} />
            </div>
          ))}
        </div>
      )}
      <Continuation node={main} view={view} />
    </>
  );
}

export function StudyWorkbench({ api, t, lang, study, onSaved, onClose }: {
  api: CanjuApi; t: Strings; lang: Lang; study: StudyInfo; onSaved(study: StudyInfo): void; onClose(): void;
}) {
  const [tree, setTree] = useState<SolutionTreeView | null>(null);
  const [base, setBase] = useState<Node<TreeMove> | null>(null);
  const [edits, setEdits] = useState<TreeEdits>(study.edits);
  const [dirty, setDirty] = useState(false);
  const [building, setBuilding] = useState(false);
  const [nodes, setNodes] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState(0);
  const [showPruned, setShowPruned] = useState(false);
  const [depth, setDepth] = useState('');
  const [known, setKnown] = useState('');
  const [report, setReport] = useState<StudyReportResult | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const shown = useMemo(() => (base ? applyEdits(base, edits) : null), [base, edits]);
  const marked = useMemo(() => (tree && base ? beyondTables({ ...tree, root: base }) : false), [tree, base]);
  const index = useMemo(() => (shown ? indexTree(shown) : new Map()), [shown]);
  const at = index.get(selected);
  const fen = at ? at.node.data.fen : study.fen;
  const lastMove = at ? [iccsToSquare(at.node.data.iccs.slice(0, 2))!, iccsToSquare(at.node.data.iccs.slice(2))!] as const : null;

  useEffect(() => api.onEvent((event) => event.type === 'tree' && setNodes(event.nodes)), [api]);

  const build = async () => {
    setBuilding(true);
    setError(null);
    setNodes(0);
    const limit = depth.trim() ? Number(depth) : null;
    const r = await api.buildStudyTree(study.id, limit, known.split(/[\s,，、]+/).filter(Boolean));
    setBuilding(false);
    if (!r.ok) return setError(problemText(t, r.errors));
    setTree(r.tree);
    setBase(bare(r.tree.root));
    setSelected(0);
  };

  // A layout effect, so a key pressed as soon as the tree is on screen already reaches the new tree.
  useLayoutEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!shown || (e.target instanceof HTMLElement && e.target.closest('input, select, textarea'))) return;
      const where = KEYS[e.key];
      if (!where) return;
      e.preventDefault();
      setSelected((id) => step(shown, index, id, where));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [shown, index]);

  const act = (action: EditAction, path = pathTo(index, selected)) => {
    setEdits((e) => editTree(e, path, action));
    setDirty(true);
  };
  /** Moves the selected move one place up or down among its siblings: the order is an edit like any other. */
  const shift = (by: -1 | 1) => {
    if (!at) return;
    const order = at.parent.children.map((c: ChildNode<TreeMove>) => c.data.iccs);
    const to = at.index + by;
    if (to < 0 || to >= order.length) return;
    [order[at.index], order[to]] = [order[to], order[at.index]];
    act({ kind: 'order', moves: order }, pathTo(index, at.parentId));
  };
  const expand = async () => {
    if (!at || !base) return;
    const r = await api.expandNode(selected, depth.trim() ? Number(depth) : null);
    if (!r.ok) return setError(problemText(t, r.errors));
    setBase(replaceNode(base, selected, r.node));
  };
  const save = async () => {
    const { title, composer, source, stipulation, fen: start, notes } = study;
    const r = await api.saveStudy({ title, composer, source, stipulation, fen: start, notes, edits }, study.id);
    if (!r.ok) return setMessage(problemText(t, r.errors));
    setDirty(false);
    setMessage(t.studies.saved);
    onSaved(r.study);
  };
  const check = async () => setReport(await api.studyReport(study.id));

  return (
    <section className="screen study-workbench" data-testid="study-workbench">
      <div className="board-column">
        <Board board={boardOf(fen)} label={t.tree.board} lastMove={lastMove} />
        <p className="hint">{t.tree.keys}</p>
        <p className="fen"><code data-testid="tree-fen">{fen}</code></p>
      </div>
      <div className="side-column">
        <h2>{study.title} <span className="hint">{stipulationText(study.stipulation, lang)}</span></h2>
        <div className="row">
          <label>{t.tree.depth}<input value={depth} onChange={(e) => setDepth(e.target.value.replace(/\D/g, ''))} size={4} placeholder={t.tree.toMate} data-testid="tree-depth" /></label>
          <label>{t.tree.known}<input value={known} onChange={(e) => setKnown(e.target.value)} placeholder="KR-K, KC-K" data-testid="tree-known" /></label>
          <button type="button" className="primary" onClick={() => void build()} disabled={building} data-testid="build-tree">{t.tree.build}</button>
          {building && <button type="button" onClick={() => void api.cancelTree()} data-testid="cancel-tree">{t.tree.cancel}</button>}
          <button type="button" onClick={onClose} data-testid="close-workbench">{t.tree.close}</button>
        </div>
        {building && <p role="status" data-testid="tree-progress">{t.tree.building(nodes)}</p>}
        {error && <p role="alert" className="problems" data-testid="tree-error">{error}</p>}
        {shown && tree && (
          <>
            <p data-testid="tree-summary">
              {t.tree.summary(tree.nodes, stipulationText(tree.stipulation, lang))}
              {marked && <> {t.treeProofs.start}<ProofMark t={t} mark={tree.proof ?? 'table'} testId="tree-proof" /></>}
            </p>
            <div className="move-tree" data-testid="move-tree">
              <button type="button" className="link" aria-current={selected === 0 ? 'step' : undefined} onClick={() => setSelected(0)}>{t.analysis.start}</button>
              <Continuation node={shown} view={{ t, lang, blackFirst: turnOf(study.fen) === 1, selected, showPruned, marked, onSelect: setSelected }} />
            </div>
            <label className="row"><input type="checkbox" checked={showPruned} onChange={(e) => setShowPruned(e.target.checked)} />{t.tree.showPruned}</label>
            {at && (
              <fieldset className="node-actions" data-testid="node-actions">
                <legend>{at.node.data.text}</legend>
                <label className="field">{t.tree.comment}
                  <textarea key={selected} defaultValue={at.node.data.comment ?? ''} maxLength={2000} data-testid="tree-comment"
                    onBlur={(e) => e.target.value.trim() !== (at.node.data.comment ?? '') && act({ kind: 'comment', text: e.target.value })} />
                </label>
                <div className="row">
                  <button type="button" onClick={() => act({ kind: 'promote' })} disabled={at.index === 0} data-testid="tree-promote">{t.tree.promote}</button>
                  <button type="button" onClick={() => shift(-1)} disabled={at.index === 0}>{t.tree.up}</button>
                  <button type="button" onClick={() => shift(1)} disabled={at.index === at.parent.children.length - 1}>{t.tree.down}</button>
                  {at.node.data.pruned
                    ? <button type="button" onClick={() => act({ kind: 'restore' })} data-testid="tree-restore">{t.tree.restore}</button>
                    : <button type="button" onClick={() => act({ kind: 'prune' })} data-testid="tree-prune">{t.tree.prune}</button>}
                  {(at.node.data.end === 'unexpanded' || at.node.data.end === 'depth') && (
                    <button type="button" onClick={() => void expand()} data-testid="tree-expand">{t.tree.expand}</button>
                  )}
                </div>
              </fieldset>
            )}
            <button type="button" className="primary" onClick={() => void save()} disabled={!dirty} data-testid="save-edits">{t.tree.save}</button>
          </>
        )}
        {message && <p role="status" data-testid="tree-message">{message}</p>}
        <h3>{t.tree.report}</h3>
        <button type="button" onClick={() => void check()} data-testid="check-study">{t.tree.check}</button>
        {report && !report.ok && <p role="alert" className="problems" data-testid="report-error">{problemText(t, report.errors)}</p>}
        {report?.ok && (
          <div className="report" data-testid="study-report">
            <p className={report.report.sound ? 'ok' : 'problems'} data-testid="report-verdict">{verdictText(t, report.report)}</p>
            <pre>{reportText(report.report, lang)}</pre>
            <button type="button" onClick={() => downloadFile(reportText(report.report, lang), `${study.title}.txt`, 'text/plain; charset=utf-8')}>{t.tree.exportReport}</button>
          </div>
        )}
      </div>
    </section>
  );
}

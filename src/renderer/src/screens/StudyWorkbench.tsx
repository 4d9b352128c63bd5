/**
 * A study beside its board, as a composer works on it: the header with its metadata; the move tree
 * (the study's own moves, or the solution tree being built) in a viewer that pages its rows from the
 * services; keys and clicks to move about, the board following; the composer's edits (comments,
 * marks, a move played on the board, a variation deleted or promoted) made in the services' open tree
 * and saved with the study; a solution tree built with its size said first, kept whole or from the
 * selected move as the study's solution; and the soundness report.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { CanjuApi, StudyInfo, StudyReportResult, TreeEditAction, TreeInfo, TreePosition } from '../../../shared/api/contract';
import type { Lang } from '../../../shared/lang';
import type { MoveRow, TreeStep } from '../../../shared/study/rows';
import type { SoundnessReport as Report } from '../../../shared/study/soundness';
import { iccsToSquare, squareToIccs } from '../../../shared/rules/square';
import { reportText } from '../../../shared/words/reportText';
import { Board } from '../board/Board';
import { downloadFile } from '../download';
import type { Strings } from '../i18n/zh';
import { problemText } from '../problems';
import { MoveTreeView } from '../study/MoveTreeView';
import { MOVE_MARKS, withMark } from '../study/nags';
import { apiRowSource } from '../study/rowSource';
import { type StudyDetails, StudyHeader } from '../study/StudyHeader';
import { type ReportPlace, SoundnessReport } from '../study/SoundnessReport';
import { useTreeBuild } from '../study/useTreeBuild';
import { boardOf, turnOf } from './positionMoves';

function verdictText(t: Strings, r: Report): string {
  if (r.verdict === 'unproven') return t.treeProofs.unproven;
  if (!r.sound) return t.tree.unsound;
  return (r.table.proof ?? 'table') === 'table' && r.mainLine.every((p) => p.proof === 'table') ? t.tree.sound : t.treeProofs.sound;
}

const KEYS: Record<string, TreeStep> = { ArrowRight: 'forward', ArrowLeft: 'back', ArrowUp: 'previous', ArrowDown: 'next', Home: 'start', End: 'end' };

export function StudyWorkbench({ api, t, lang, study, onSaved, onClose }: {
  api: CanjuApi; t: Strings; lang: Lang; study: StudyInfo; onSaved(study: StudyInfo): void; onClose(): void;
}) {
  const [info, setInfo] = useState(study);
  const [view, setView] = useState<'study' | 'built'>('study');
  // The move shown, in the tree it belongs to: another tree shown starts at its start.
  const [place, setPlace] = useState({ tree: study.tree.id, node: 0 });
  const [position, setPosition] = useState<TreePosition | null>(null);
  // Bumped by each edit of the study's tree: its rows and the position are read again.
  const [edits, setEdits] = useState(0);
  const [dirty, setDirty] = useState(false);
  const [from, setFrom] = useState<number | null>(null);
  const [depth, setDepth] = useState('');
  const [known, setKnown] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [report, setReport] = useState<StudyReportResult | null>(null);
  const [row, setRow] = useState<MoveRow | null>(null);
  // A position the report's moves showed on the board, until the viewer's move changes.
  const [reportPlace, setReportPlace] = useState<ReportPlace | null>(null);

  const build = useTreeBuild(api, () => api.buildStudyTree(info.id, depth.trim() ? Number(depth) : null, known.split(/[\s,，、]+/).filter(Boolean)));
  const builtId = build.state.phase === 'building' || build.state.phase === 'done' ? build.state.treeId : null;
  const treeId = view === 'built' && builtId !== null ? builtId : info.tree.id;
  const version = view === 'built' ? build.growth : edits;
  const source = useMemo(() => apiRowSource(api, treeId, 'chinese'), [api, treeId]);
  const blackFirst = turnOf(info.fen) === 1;
  const done = build.state.phase === 'done';
  // A finished tree's start: how its value is known, when beyond the tables.
  const [builtInfo, setBuiltInfo] = useState<TreeInfo | null>(null);
  useEffect(() => {
    setBuiltInfo(null);
    if (builtId !== null && done) void api.treeInfo(builtId).then((r) => r.ok && setBuiltInfo(r.tree));
  }, [api, builtId, done]);

  const current = place.tree === treeId ? place.node : 0;
  // Steps run one after another from where the last one landed, so keys held down never skip or go back.
  const at = useRef(current);
  at.current = current;
  const steps = useRef(Promise.resolve());
  const select = (node: number) => {
    at.current = node;
    setPlace({ tree: treeId, node });
    setFrom(null);
  };
  // A build that starts is shown as it grows.
  useEffect(() => setView(builtId === null ? 'study' : 'built'), [builtId]);

  useEffect(() => setReportPlace(null), [treeId, current]);
  useEffect(() => {
    let live = true;
    void api.treePosition(treeId, current).then((r) => live && setPosition(r.ok ? r : null));
    return () => {
      live = false;
    };
  }, [api, treeId, current, version]);

  // A layout effect, so a key pressed as soon as the viewer is on screen already reaches it.
  useLayoutEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLElement && e.target.closest('input, select, textarea')) return;
      const where = KEYS[e.key];
      if (!where) return;
      e.preventDefault();
      steps.current = steps.current.then(async () => {
        const node = await source.step(at.current, where);
        if (node !== null) select(node);
      });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [source]);

  const edit = async (action: TreeEditAction) => {
    const r = await api.treeEdit(info.tree.id, action);
    if (!r.ok) return setMessage({ ok: false, text: problemText(t, r.errors) });
    setMessage(null);
    setDirty(true);
    setEdits((n) => n + 1);
    select(r.node);
  };
  /** Saves the study's document: its details as given, its moves from the open tree. */
  const save = async (details: StudyDetails = info): Promise<boolean> => {
    const r = await api.saveStudy({ fen: info.fen, stipulation: details.stipulation, meta: details.meta, notes: details.notes, tree: info.tree.id }, info.id);
    if (!r.ok) {
      setMessage({ ok: false, text: problemText(t, r.errors) });
      return false;
    }
    setInfo(r.study);
    setDirty(false);
    setEdits((n) => n + 1);
    setMessage({ ok: true, text: t.moveTree.saved });
    onSaved(r.study);
    return true;
  };
  /** Expands a dual, or a line cut at the depth limit, of the built tree. */
  const expand = async () => {
    if (builtId === null) return;
    const r = await api.expandNode(builtId, current, depth.trim() ? Number(depth) : null);
    if (!r.ok) return setMessage({ ok: false, text: problemText(t, r.errors) });
    build.grew();
  };
  const keep = async (node: number) => {
    if (builtId === null) return;
    const r = await api.treeEdit(info.tree.id, { kind: 'keep', from: builtId, node });
    if (!r.ok) return setMessage({ ok: false, text: problemText(t, r.errors) });
    setView('study');
    if (await save()) setMessage({ ok: true, text: t.moveTree.kept });
  };
  /** A move played on the board (by two clicks or a drag) goes into the study's tree after the current move. */
  const play = (a: number, b: number) => {
    setFrom(null);
    if (view === 'study') void edit({ kind: 'play', node: current, iccs: squareToIccs(a) + squareToIccs(b) });
  };
  const click = (square: number) => {
    if (view !== 'study') return;
    if (from === null) return setFrom(boardOf(position?.fen ?? info.fen)[square] !== 0 ? square : null);
    if (from === square) return setFrom(null);
    play(from, square);
  };

  const fen = reportPlace?.fen ?? position?.fen ?? info.fen;
  const last = reportPlace ? reportPlace.path.at(-1) : position?.path.at(-1);
  const lastMove = last ? [iccsToSquare(last.slice(0, 2))!, iccsToSquare(last.slice(2))!] as const : null;
  const mark = position?.nags.find((n) => MOVE_MARKS.some(([m]) => m === n)) ?? null;
  const state = build.state;

  return (
    <section className="screen study-workbench" data-testid="study-workbench">
      <div className="board-column">
        <Board board={boardOf(fen)} label={t.tree.board} lastMove={lastMove} selected={from}
          onPointClick={click} onDragMove={(a, b) => b !== null && play(a, b)} />
        <p className="hint">{t.moveTree.keys}</p>
        {view === 'study' && <p className="hint">{t.moveTree.play}</p>}
        <p className="fen"><code data-testid="tree-fen">{fen}</code></p>
      </div>
      <div className="side-column">
        <StudyHeader t={t} study={info} onSave={save} />
        <div className="row">
          <label>{t.tree.depth}<input value={depth} onChange={(e) => setDepth(e.target.value.replace(/\D/g, ''))} size={4} placeholder={t.tree.toMate} data-testid="tree-depth" /></label>
          <label>{t.tree.known}<input value={known} onChange={(e) => setKnown(e.target.value)} placeholder="KR-K, KC-K" data-testid="tree-known" /></label>
          <button type="button" className="primary" onClick={() => void build.start(false)} disabled={state.phase === 'building' || !info.stipulation} data-testid="build-tree">{t.tree.build}</button>
          {state.phase === 'building' && <button type="button" onClick={build.stop} data-testid="cancel-tree">{t.tree.cancel}</button>}
          <button type="button" onClick={onClose} data-testid="close-workbench">{t.tree.close}</button>
        </div>
        {state.phase === 'confirm' && (
          <div role="alertdialog" className="confirm row" data-testid="confirm-build">
            <span>{t.moveTree.confirmLarge(state.estimate)}</span>
            <button type="button" className="primary" onClick={() => void build.start(true)} data-testid="confirm-build-yes">{t.tree.build}</button>
            <button type="button" onClick={build.dismiss}>{t.moveTree.cancel}</button>
          </div>
        )}
        {state.phase === 'building' && <p role="status" data-testid="tree-progress">{t.moveTree.progress(state.nodes, state.estimate)}</p>}
        {state.phase === 'done' && (
          <p role="status">
            <span data-testid="tree-summary">{state.problem ? `${t.moveTree.stopped(state.nodes)}（${problemText(t, [state.problem])}）` : t.moveTree.built(state.nodes)}</span>
            {builtInfo?.proof && <> {t.treeProofs.start}<span className={`mark proof ${builtInfo.proof}`} title={t.treeProofs.titles[builtInfo.proof]} data-testid="tree-proof">{t.treeProofs.marks[builtInfo.proof]}</span></>}
          </p>
        )}
        {build.errors && <p role="alert" className="problems" data-testid="tree-error">{problemText(t, build.errors)}</p>}
        {builtId !== null && (
          <div className="row" role="tablist">
            <button type="button" role="tab" aria-selected={view === 'study'} onClick={() => setView('study')} data-testid="view-study">{t.moveTree.studyTree}</button>
            <button type="button" role="tab" aria-selected={view === 'built'} onClick={() => setView('built')} data-testid="view-built">{t.moveTree.builtTree}</button>
          </div>
        )}
        <MoveTreeView t={t} lang={lang} source={source} version={version} current={current} blackFirst={blackFirst}
          label={view === 'built' ? t.moveTree.builtTree : t.moveTree.studyTree} onSelect={select} onCurrentRow={setRow} />
        {view === 'built' && state.phase === 'done' && (
          <div className="row">
            <button type="button" className="primary" onClick={() => void keep(0)} data-testid="keep-tree">{t.moveTree.keepAll}</button>
            <button type="button" onClick={() => void keep(current)} disabled={current === 0} data-testid="keep-branch">{t.moveTree.keepBranch}</button>
            {(row?.end === 'unexpanded' || row?.end === 'depth') && <button type="button" onClick={() => void expand()} data-testid="tree-expand">{t.tree.expand}</button>}
          </div>
        )}
        {view === 'study' && current !== 0 && position && (
          <fieldset className="node-actions" data-testid="node-actions">
            <label className="field">{t.tree.comment}
              <textarea key={`${current}:${edits}`} defaultValue={position.comment} maxLength={2000} data-testid="tree-comment"
                onBlur={(e) => e.target.value !== position.comment && void edit({ kind: 'comment', node: current, text: e.target.value })} />
            </label>
            <div className="row">
              <label>{t.moveTree.mark}
                <select value={mark ?? ''} onChange={(e) => void edit({ kind: 'nags', node: current, nags: withMark(position.nags, e.target.value ? Number(e.target.value) : null) })} data-testid="tree-mark">
                  <option value="">{t.moveTree.noMark}</option>
                  {MOVE_MARKS.map(([n, glyph]) => <option key={n} value={n}>{glyph}</option>)}
                </select>
              </label>
              <button type="button" onClick={() => void edit({ kind: 'promote', node: current })} data-testid="tree-promote">{t.moveTree.promote}</button>
              <button type="button" onClick={() => void edit({ kind: 'delete', node: current })} data-testid="tree-delete">{t.moveTree.deleteVariation}</button>
            </div>
          </fieldset>
        )}
        {view === 'study' && <button type="button" className="primary" onClick={() => void save()} disabled={!dirty} data-testid="save-edits">{t.tree.save}</button>}
        {message && <p role={message.ok ? 'status' : 'alert'} className={message.ok ? 'ok' : 'problems'} data-testid="tree-message">{message.text}</p>}
        <h3>{t.tree.report}</h3>
        <button type="button" onClick={() => void api.studyReport(info.id).then(setReport)} data-testid="check-study">{t.tree.check}</button>
        {report && !report.ok && <p role="alert" className="problems" data-testid="report-error">{problemText(t, report.errors)}</p>}
        {report?.ok && (
          <div className="report" data-testid="study-report">
            <p className={report.report.sound ? 'ok' : 'problems'} data-testid="report-verdict">{verdictText(t, report.report)}</p>
            <SoundnessReport report={report.report} lang={lang} current={reportPlace?.ply} onShow={setReportPlace} />
            <button type="button" onClick={() => downloadFile(reportText(report.report, lang), `${info.meta.title}.txt`, 'text/plain; charset=utf-8')}>{t.tree.exportReport}</button>
          </div>
        )}
      </div>
    </section>
  );
}

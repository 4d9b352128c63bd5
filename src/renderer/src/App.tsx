/**
 * The workbench: five screens over one API. The editor's position, the analysis history and the
 * host's jobs and tables live here so switching screens loses nothing; jobs and tables are refreshed
 * from host events, and fetched afresh on load, so progress survives a reload.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { FolderInfo, GenerationPlan, JobInfo, StudyInfo, TableInfo } from '../../shared/api/contract';
import type { Problem } from '../../shared/api/problem';
import type { Notation } from '../../shared/notation/types';
import { connectApi } from './api';
import { problemText } from './problems';
import { type EditorBoard, fromFen, toFen } from './board/editing';
import { en } from './i18n/en';
import { zh } from './i18n/zh';
import { Analysis, type AnalysisHistory, startHistory } from './screens/Analysis';
import { Catalogue } from './screens/Catalogue';
import { Editor } from './screens/Editor';
import { Generation } from './screens/Generation';
import { ConfirmGeneration, needsConfirmation } from './screens/PlanSummary';
import { Studies } from './screens/Studies';
import { ShellNotices } from './ShellNotices';
import type { Lang } from '../../shared/lang';
import { parseFen } from '../../shared/rules/fen';
import { Position } from '../../shared/rules/position';
import { saveAnalysis, saveLang, saveNotation, saveTab, savedAnalysis, savedLang, savedNotation, savedTab } from './settings/place';

type Tab = 'editor' | 'analysis' | 'generation' | 'catalogue' | 'studies';
const TABS: readonly Tab[] = ['editor', 'analysis', 'generation', 'catalogue', 'studies'];

/** A ready study to open on: 炮兵对单士, red wins in 13 plies, small enough to generate in seconds. */
export const WELCOME_FEN = '3k5/4a4/9/9/9/9/2P6/1C7/9/4K4 w - - 0 1';

/** The position a page opens on: the one its address carries (so a reload or a shared link keeps it), else the ready study. */
export function initialBoard(search: string): EditorBoard {
  const carried = new URLSearchParams(search).get('fen');
  const board = carried ? fromFen(carried) : null;
  if (board?.ok) return board.board;
  const welcome = fromFen(WELCOME_FEN);
  if (!welcome.ok) throw new Error(`bad FEN ${WELCOME_FEN}: ${welcome.error.code}`);
  return welcome.board;
}

/** The analysis a page opens on: the one saved, else the editor's position where the rules accept it. */
export function initialAnalysis(position: EditorBoard): AnalysisHistory | null {
  const saved = savedAnalysis();
  if (saved) return saved;
  const fen = toFen(position);
  const setup = parseFen(fen);
  return setup.ok && Position.fromSetup(setup.value).ok ? startHistory(fen) : null;
}

export function App() {
  const api = useMemo(connectApi, []);
  const [lang, setLang] = useState<Lang>(() => savedLang());
  const [notationChoice, setNotationChoice] = useState<Notation | null>(() => savedNotation());
  const notation = notationChoice ?? (lang === 'zh' ? 'chinese' : 'wxf');
  const [tab, setTab] = useState<Tab>(() => savedTab(TABS, 'editor'));
  const [position, setPosition] = useState<EditorBoard>(() => initialBoard(location.search));
  const [history, setHistory] = useState<AnalysisHistory | null>(() => initialAnalysis(position));
  const [jobs, setJobs] = useState<JobInfo[]>([]);
  const [tables, setTables] = useState<TableInfo[]>([]);
  const [folder, setFolder] = useState<FolderInfo | null>(null);
  const [tablesVersion, setTablesVersion] = useState(0);
  const [awake, setAwake] = useState(false);
  const [confirm, setConfirm] = useState<{ material: string; dtm: boolean; plan: GenerationPlan } | null>(null);
  // The position a generation was asked from, to go back to once its tables exist.
  const [generatedFrom, setGeneratedFrom] = useState<string | null>(null);
  const [hostError, setHostError] = useState<readonly Problem[] | null>(null);
  const t = lang === 'zh' ? zh : en;

  const refreshTables = useCallback(() => {
    void api.listTables().then((r) => {
      if (!r.ok) return setHostError(r.errors);
      setTables(r.tables);
      setFolder(r.folder);
    });
    setTablesVersion((v) => v + 1);
  }, [api]);

  useEffect(() => {
    void api.listJobs().then((r) => (r.ok ? setJobs(r.jobs) : setHostError(r.errors)));
    refreshTables();
    return api.onEvent((event) => {
      if (event.type === 'tables') refreshTables();
      else if (event.type === 'awake') setAwake(event.held);
      else if (event.type === 'job') setJobs((list) => [event.job, ...list.filter((j) => j.id !== event.job.id)].sort((a, b) => b.id - a.id));
    });
  }, [api, refreshTables]);

  // The address carries the position, as syzygy-tables.info's does: a reload keeps it, a link shares it.
  useEffect(() => {
    const url = new URL(location.href);
    url.searchParams.set('fen', toFen(position));
    window.history.replaceState(null, '', url);
  }, [position]);

  useEffect(() => {
    document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
    document.title = t.appTitle;
  }, [lang, t]);
  // A reload comes back to the same tab and the same analysis, every move played kept.
  useEffect(() => saveTab(tab), [tab]);
  useEffect(() => saveAnalysis(history), [history]);

  /** The user's choice is remembered; until one is made, the UI's language decides afresh each time. */
  const switchLanguage = (next: Lang) => {
    saveLang(next);
    setLang(next);
  };
  const analyse = (fen: string) => {
    setHistory(startHistory(fen));
    setTab('analysis');
  };
  const start = async (material: string, dtm: boolean) => {
    setConfirm(null);
    const r = await api.startGeneration(material, { dtm });
    if (!r.ok) setHostError(r.errors);
    else {
      setHostError(null);
      setJobs((list) => [r.job, ...list.filter((j) => j.id !== r.job.id)]);
    }
    setTab('generation');
  };
  /** Says the cost first: long work, or work that does not fit memory, waits for the user's yes. */
  const generate = async (material: string, from: string, dtm: boolean) => {
    setGeneratedFrom(from);
    const r = await api.planGeneration(material, { dtm });
    if (!r.ok) return setHostError(r.errors);
    if (needsConfirmation(r.plan)) setConfirm({ material, dtm, plan: r.plan });
    else await start(material, dtm);
  };
  const openStudy = (study: StudyInfo) => {
    const board = fromFen(study.fen);
    if (board.ok) setPosition(board.board);
    analyse(study.fen);
  };

  return (
    <div className="app">
      <header className="top">
        <h1>{t.appTitle}</h1>
        <nav role="tablist">
          {TABS.map((name) => (
            <button key={name} role="tab" aria-selected={tab === name} className={tab === name ? 'active' : ''} onClick={() => setTab(name)} data-testid={`tab-${name}`}>
              {t.tabs[name]}
              {name === 'generation' && jobs[0]?.state === 'running' && ' ●'}
            </button>
          ))}
        </nav>
        <label className="notation">{t.notation.label}
          <select value={notation} onChange={(e) => { saveNotation(e.target.value as Notation); setNotationChoice(e.target.value as Notation); }} data-testid="notation">
            <option value="chinese">{t.notation.chinese}</option>
            <option value="wxf">{t.notation.wxf}</option>
            <option value="iccs">{t.notation.iccs}</option>
          </select>
        </label>
        <button type="button" onClick={() => switchLanguage(lang === 'zh' ? 'en' : 'zh')} lang={lang === 'zh' ? 'en' : 'zh'} data-testid="language">{t.switchLanguage}</button>
      </header>
      <ShellNotices t={t} />
      {hostError && <p role="alert" className="problems banner" data-testid="host-error">{problemText(t, hostError)}</p>}
      {confirm && <ConfirmGeneration t={t} plan={confirm.plan} onStart={() => void start(confirm.material, confirm.dtm)} onCancel={() => setConfirm(null)} />}
      <main>
        {tab === 'editor' && (
          <Editor api={api} t={t} lang={lang} position={position} onChange={setPosition} onAnalyse={analyse} onGenerate={(m, dtm) => void generate(m, toFen(position), dtm)} />
        )}
        {tab === 'analysis' && (
          <Analysis api={api} t={t} lang={lang} notation={notation} history={history} tablesVersion={tablesVersion}
            onHistory={setHistory} onGenerate={(fen, dtm) => void generate(fen, fen, dtm)} />
        )}
        {tab === 'generation' && <Generation api={api} t={t} jobs={jobs} awake={awake} onBack={generatedFrom ? () => analyse(generatedFrom) : undefined} />}
        {tab === 'catalogue' && <Catalogue api={api} t={t} lang={lang} tables={tables} folder={folder} onOpen={analyse} />}
        {tab === 'studies' && <Studies api={api} t={t} lang={lang} fen={toFen(position)} onOpen={openStudy} />}
      </main>
    </div>
  );
}

/**
 * The analysis screen's engine panel: Canju's engine (with the tables) or an outside UCI/UCCI engine
 * the user names by its path, 1 to 5 principal variations, started and stopped by one button or the
 * A key. While it runs it follows the board: a new position shown starts a new analysis (the
 * services stop the one before). Each line's depth, score and moves are listed, its first move drawn
 * as an arrow on the board (`onArrows`), and a move clicked plays the line up to it. When Canju's
 * search settles a mate or a table win, the prover's verdict follows: proven (every defence searched)
 * with its line, or not proven within its limits.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { AnalysisEnd, AnalysisIteration, AnalysisProof, CanjuApi } from '../../../shared/api/contract';
import { MAX_ANALYSIS_LINES } from '../../../shared/api/contract';
import type { Problem } from '../../../shared/api/problem';
import type { Notation } from '../../../shared/notation/types';
import { iccsToSquare } from '../../../shared/rules/square';
import type { Strings } from '../i18n/zh';
import { problemText } from '../problems';
import { type EnginePrefs, saveEnginePrefs, savedEnginePrefs } from '../settings/enginePrefs';
import { turnOf } from './positionMoves';
import type { Lang } from '../../../shared/lang';
import { say, sayScore } from '../../../shared/words/say';

export interface EnginePanelProps {
  readonly api: CanjuApi;
  readonly t: Strings;
  readonly lang: Lang;
  readonly notation: Notation;
  /** The position on the board. */
  readonly fen: string;
  /** The first move of each line shown, best first, as from and to squares; empty when none. */
  onArrows(arrows: readonly (readonly [number, number])[]): void;
  /** Plays moves (ICCS) from the position shown. */
  onPlay(...iccs: string[]): void;
}

/** What the services said about one analysis, gathered from its events. */
interface Heard {
  readonly iteration?: AnalysisIteration;
  readonly end?: AnalysisEnd;
  readonly problem?: Problem;
  readonly proof?: AnalysisProof;
}

/** The toggle's key; a letter, since Space would also press whichever button has the focus. */
const KEY = 'a';

export function EnginePanel({ api, t, lang, notation, fen, onArrows, onPlay }: EnginePanelProps) {
  const [prefs, setPrefs] = useState<EnginePrefs>(savedEnginePrefs);
  const [active, setActive] = useState(false);
  const [current, setCurrent] = useState<{ id: number; fen: string; engine: string } | null>(null);
  const [starting, setStarting] = useState(false);
  const [errors, setErrors] = useState<readonly Problem[] | null>(null);
  // An outside engine chosen without its path: said here, asked of no service.
  const [needPath, setNeedPath] = useState(false);
  // Events can come before the start's answer names their id, so they are kept by id as they come.
  const heard = useRef(new Map<number, Heard>());
  const [, setHeardVersion] = useState(0);

  const change = (next: Partial<EnginePrefs>) => {
    const merged = { ...prefs, ...next };
    setPrefs(merged);
    saveEnginePrefs(merged);
  };

  useEffect(() => api.onEvent((event) => {
    if (event.type !== 'analysis' && event.type !== 'analysis-end') return;
    const before = heard.current.get(event.id) ?? {};
    heard.current.set(event.id, event.type === 'analysis'
      ? { ...before, iteration: event.iteration }
      : { ...before, end: event.end, problem: event.problem, proof: event.proof });
    setHeardVersion((v) => v + 1);
  }), [api]);

  const path = prefs.path.trim();
  const engine = useMemo(() => (prefs.engine === 'canju' ? 'canju' as const : { path }), [prefs.engine, path]);
  const wasActive = useRef(false);
  // Runs while active, again whenever the position, the engine or what is shown changes; the
  // services stop the analysis before, so only turning it off needs a stop of its own.
  useEffect(() => {
    if (!active) {
      if (wasActive.current) void api.stopAnalysis();
      wasActive.current = false;
      return;
    }
    wasActive.current = true;
    let live = true;
    setStarting(true);
    void api.startAnalysis(fen, engine, prefs.lines, notation).then((answer) => {
      if (!live) return;
      setStarting(false);
      if (!answer.ok) {
        setErrors(answer.errors);
        setActive(false);
        return;
      }
      setErrors(null);
      for (const id of heard.current.keys()) if (id < answer.id) heard.current.delete(id);
      setCurrent({ id: answer.id, fen, engine: answer.engine });
    });
    return () => {
      live = false;
    };
  }, [api, active, fen, engine, prefs.lines, notation]);
  // Leaving the screen stops the engine.
  useEffect(() => () => {
    if (wasActive.current) void api.stopAnalysis();
  }, [api]);

  const shown = current && current.fen === fen ? heard.current.get(current.id) : undefined;
  const ended = shown?.end;
  // A mate settled or a failure ends the analysis by itself: the button is back to start.
  useEffect(() => {
    if (ended === 'done' || ended === 'failed') setActive(false);
  }, [ended]);

  const toggle = () => {
    const pathless = !active && prefs.engine === 'outside' && path === '';
    setNeedPath(pathless);
    setErrors(null);
    if (!pathless) setActive(!active);
  };
  const toggleRef = useRef(toggle);
  toggleRef.current = toggle;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() !== KEY || e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.target instanceof HTMLElement && e.target.closest('input, select, textarea')) return;
      e.preventDefault();
      toggleRef.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const lines = shown?.iteration?.lines ?? [];
  const arrowKey = lines.map((l) => l.iccs[0] ?? '').join(' ');
  useEffect(() => {
    const arrows = arrowKey.split(' ').filter(Boolean).map((m) => [iccsToSquare(m.slice(0, 2))!, iccsToSquare(m.slice(2))!] as const);
    onArrows(arrows);
  }, [arrowKey, onArrows]);

  const iteration = shown?.iteration;
  const side = turnOf(fen) === 0 ? t.side.red : t.side.black;
  return (
    <section className="engine-panel" data-testid="engine-panel" aria-label={t.engine.title}>
      <h3>{t.engine.title}</h3>
      <div className="row">
        <label>{t.engine.engine}
          <select value={prefs.engine} onChange={(e) => change({ engine: e.target.value as EnginePrefs['engine'] })} data-testid="engine-choice">
            <option value="canju">{t.engine.canju}</option>
            <option value="outside">{t.engine.outside}</option>
          </select>
        </label>
        <label>{t.engine.lines}
          <select value={prefs.lines} onChange={(e) => change({ lines: Number(e.target.value) })} data-testid="engine-lines">
            {Array.from({ length: MAX_ANALYSIS_LINES }, (_, i) => <option key={i} value={i + 1}>{i + 1}</option>)}
          </select>
        </label>
        <button type="button" className="primary" onClick={toggle} aria-pressed={active} aria-keyshortcuts="A" data-testid="engine-toggle">
          {active ? t.engine.stop : t.engine.start}
        </button>
      </div>
      {prefs.engine === 'outside' && (
        <label className="row engine-path">{t.engine.path}
          <input value={prefs.path} onChange={(e) => change({ path: e.target.value })} placeholder={t.engine.pathPlaceholder} spellCheck={false} data-testid="engine-path" />
        </label>
      )}
      <p className="hint">{t.engine.key}</p>
      {errors && <p role="alert" className="problems" data-testid="engine-error">{problemText(t, errors)}</p>}
      {needPath && <p role="alert" className="problems" data-testid="engine-error">{t.engine.needPath}</p>}
      {shown?.problem && <p role="alert" className="problems" data-testid="engine-error">{say(shown.problem, lang)}</p>}
      {starting && !iteration && <p>{t.engine.starting}</p>}
      {iteration && current && (
        <p className="engine-status" data-testid="engine-status">
          {t.engine.status(current.engine, iteration.depth, iteration.partial === true, iteration.nodes.toLocaleString(), iteration.nps.toLocaleString())}
          {ended && ` · ${t.engine.ended[ended]}`}
        </p>
      )}
      {shown?.proof && (
        <p className={shown.proof.proven ? 'engine-proof proven' : 'engine-proof'} data-testid="engine-proof">
          {shown.proof.proven
            ? t.engine.proven(sayScore(shown.proof.line.score, lang), shown.proof.line.iccs.length, t.engine.provenBy[shown.proof.by])
            : t.engine.notProven}
        </p>
      )}
      {lines.length > 0 && (
        <table className="engine-lines" data-testid="engine-lines-table">
          <caption>{t.engine.scoreFor(side)}</caption>
          <thead>
            <tr><th>{t.engine.columns.line}</th><th>{t.engine.columns.depth}</th><th>{t.engine.columns.score}</th><th>{t.engine.columns.pv}</th></tr>
          </thead>
          <tbody>
            {lines.map((line, i) => (
              <tr key={i} data-testid={`engine-line-${i}`}>
                <td>{i + 1}</td>
                <td>{line.depth}</td>
                <td className={line.score > 0 ? 'value win' : line.score < 0 ? 'value loss' : 'value'} data-testid={`engine-score-${i}`}>{sayScore(line.score, lang)}</td>
                <td className="pv">
                  {line.text.map((text, k) => (
                    <button key={k} type="button" className="link" onClick={() => onPlay(...line.iccs.slice(0, k + 1))}>{text}</button>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

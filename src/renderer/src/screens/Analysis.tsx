/**
 * The analysis board: the position's value under the rule set it follows, every legal move with its
 * value, DTC and DTM (where the DTM tables give it), sorted by either as the user chooses, back and
 * forward through the moves played, the best line by the same choice with a DTC countdown (the plies
 * where the repetition rule decides and the stretches the natural move limit would cut marked), one
 * button to generate missing tables (with their DTM tables if ticked), export of the solution, and the
 * engine panel for positions beyond the tables (its best moves drawn as arrows on the board).
 */
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { CanjuApi, LineResult, LineStep, ProbeResult, ValueView } from '../../../shared/api/contract';
import type { Notation } from '../../../shared/notation/types';
import type { Metric } from '../../../shared/tablebase/value';
import { verdictOf } from '../../../shared/tablebase/verdict';
import { Board } from '../board/Board';
import type { Strings } from '../i18n/zh';
import { problemText } from '../problems';
import { EnginePanel } from './EnginePanel';
import { ExportPanel } from './ExportPanel';
import { MoveList, moveBadge } from './MoveList';
import { moveText, playedLine } from './playedLine';
import { type AnalysisHistory, alternativesAt, goTo, lineOf, playMoves, takeVariation } from './playedTree';
import { boardOf, fenAfter, targetsFrom, turnOf } from './positionMoves';
import { DtmGenerationBox, MetricToggle, useDtmGeneration, useMetric } from './dtmChoices';
import { MoveLimitMark, verdictBadge, verdictTitle } from './verdictText';
import type { Lang } from '../../../shared/lang';
import { squareToIccs } from '../../../shared/rules/square';

export { type AnalysisHistory, startHistory } from './playedTree';

export interface AnalysisProps {
  readonly api: CanjuApi;
  readonly t: Strings;
  readonly lang: Lang;
  readonly notation: Notation;
  readonly history: AnalysisHistory | null;
  /** Changes whenever tables appear or disappear, so answers are fetched again. */
  readonly tablesVersion: number;
  onHistory(h: AnalysisHistory): void;
  /** Generates the tables the position needs, with `dtm` their DTM tables too. */
  onGenerate(fen: string, dtm: boolean): void;
}

export function valueText(t: Strings, v: ValueView, turn: 0 | 1): string {
  if (v.wdl === 'draw') return t.analysis.draw;
  const redWins = (v.wdl === 'win') === (turn === 0);
  return verdictBadge(t, verdictOf(v), redWins ? t.analysis.redWins : t.analysis.blackWins, v.dtm);
}

/**
 * The best line's steps, each with the move's own value as the move list words it (result, DTC, and
 * DTM where known); marked at captures (the DTC counts afresh; a line by DTM may also let the DTC rise
 * without one), where the repetition rule decides (the position before the move at DTC 0 with an
 * order: a line goes on from there only because the side to move stands in the cycle the rule
 * condemns, and the DTC rises without a capture), and where a stretch whose remaining DTC exceeds the
 * natural move limit begins (each of its steps is flagged for styling).
 */
function BestLineSteps({ t, steps, onPlay }: { t: Strings; steps: readonly LineStep[]; onPlay(moves: string[]): void }) {
  const verdicts = steps.map(verdictOf);
  const rules = steps.map((s) => (s.before.dtc === 0 ? verdictOf(s.before).rule : null));
  return (
    <ol>
      {steps.map((s, i) => {
        const v = verdicts[i];
        return (
          <li key={i} className={[i === 0 && 'current', v.beyondMoveLimit && 'beyond-limit'].filter(Boolean).join(' ')}>
            <button type="button" className="link" onClick={() => onPlay(steps.slice(0, i + 1).map((x) => x.iccs))} data-testid={`line-step-${i}`}>{s.text}</button>
            {' '}<span className="badge" title={verdictTitle(t, v, s.dtm)} data-testid={`line-badge-${i}`}>{moveBadge(t, s)}</span>
            {s.capture && <span className="mark capture" title={t.analysis.conversionExplained}>{t.analysis.conversion}</span>}
            {rules[i] && <span className="mark rule" title={t.analysis.ruleDecidesHere} data-testid={`line-rule-${i}`}>{t.analysis.rules[rules[i]]}</span>}
            {v.beyondMoveLimit && !(i > 0 && verdicts[i - 1].beyondMoveLimit) && <MoveLimitMark t={t} className="mark" testId={`line-beyond-limit-${i}`} />}
          </li>
        );
      })}
    </ol>
  );
}

export function Analysis({ api, t, lang, notation, history, tablesVersion, onHistory, onGenerate }: AnalysisProps) {
  const followed = useMemo(() => (history ? lineOf(history) : null), [history]);
  const fen = history && followed ? followed.fens[Math.min(history.index, followed.fens.length - 1)] : null;
  // Answers are kept with the FEN they are for, so a new position never shows the last one's value.
  const [answer, setAnswer] = useState<{ fen: string; result: ProbeResult } | null>(null);
  const [metric, setMetric] = useMetric();
  const [dtmGeneration, setDtmGeneration] = useDtmGeneration();
  // The line is kept with the metric it follows, so its heading never names the other one.
  const [line, setLine] = useState<{ metric: Metric; result: LineResult } | null>(null);
  const [showLine, setShowLine] = useState(false);
  const [flipped, setFlipped] = useState(false);
  const [arrows, setArrows] = useState<readonly (readonly [number, number])[]>([]);
  // The move hovered in the move list, drawn as the board's only arrow while it is hovered.
  const [hovered, setHovered] = useState<string | null>(null);
  // The piece picked up by a click, kept with the position it was picked in.
  const [picked, setPicked] = useState<{ fen: string; square: number } | null>(null);

  useEffect(() => {
    if (!fen) return;
    let live = true;
    void api.probe(fen, notation, metric).then((r) => live && setAnswer({ fen, result: r }));
    return () => {
      live = false;
    };
  }, [api, fen, notation, metric, tablesVersion]);

  useEffect(() => {
    if (!fen || !showLine) return setLine(null);
    let live = true;
    void api.bestLine(fen, notation, metric).then((r) => live && setLine({ metric, result: r }));
    return () => {
      live = false;
    };
  }, [api, fen, notation, metric, tablesVersion, showLine]);

  // ←/→ step through the moves played, Home/End jump to their ends (not while typing in a field).
  // A layout effect, so a key pressed as soon as a move is on screen already steps from it.
  useLayoutEffect(() => {
    if (!history) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLElement && e.target.closest('input, select, textarea')) return;
      const to = { ArrowLeft: history.index - 1, ArrowRight: history.index + 1, Home: 0, End: history.line.length }[e.key];
      if (to === undefined) return;
      e.preventDefault();
      onHistory(goTo(history, to));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [history, onHistory]);

  if (!history || !fen) return <section className="screen"><p>{t.analysis.noPosition}</p></section>;
  const turn = turnOf(fen);
  const probe = answer?.fen === fen ? answer.result : null;

  /** Plays moves from the position shown: moves already there are followed, new ones grow the tree (a variation where the position had a move). */
  const play = (...moves: string[]) => {
    setPicked(null);
    setHovered(null);
    onHistory(playMoves(history, fen, moves));
  };
  const { fens, moves: lineMoves } = followed!;
  const played = playedLine(fens, lineMoves, notation);
  const go = (index: number) => onHistory(goTo(history, index));
  const selected = picked?.fen === fen ? picked.square : null;
  const targets = selected === null ? [] : targetsFrom(fen, selected);
  /** Click-click: a piece with moves is picked up, a point it may go to plays the move, anything else puts it down. */
  const clickPoint = (square: number) => {
    if (selected !== null && targets.includes(square)) return play(squareToIccs(selected) + squareToIccs(square));
    setPicked(square !== selected && targetsFrom(fen, square).length > 0 ? { fen, square } : null);
  };
  /** A drag plays the move when it is legal; anything else puts the piece back, without a word. */
  const dragMove = (from: number, to: number | null) => {
    if (to !== null && targetsFrom(fen, from).includes(to)) play(squareToIccs(from) + squareToIccs(to));
    else setPicked(null);
  };
  const hoveredMove = hovered ? fenAfter(fen, hovered) : null;
  const best = probe?.ok && probe.moves.length ? probe.moves[0] : null;
  const over = probe?.ok && probe.moves.length === 0;
  const verdict = probe?.ok ? verdictOf(probe.value) : null;

  return (
    <section className="screen analysis">
      <div className="board-column">
        <Board board={boardOf(fen)} flipped={flipped} label={t.analysis.board} lastMove={history.index > 0 ? lineMoves[history.index - 1] : null}
          arrows={hoveredMove ? [[hoveredMove.from, hoveredMove.to]] : arrows} selected={selected} marks={targets} onPointClick={clickPoint} onDragMove={dragMove} />
        <div className="row nav">
          <button type="button" onClick={() => go(0)} disabled={history.index === 0}>{t.analysis.toStart}</button>
          <button type="button" onClick={() => go(history.index - 1)} disabled={history.index === 0} data-testid="back">{t.analysis.back}</button>
          <button type="button" onClick={() => go(history.index + 1)} disabled={history.index === history.line.length} data-testid="forward">{t.analysis.forward}</button>
          <button type="button" onClick={() => go(history.line.length)} disabled={history.index === history.line.length} data-testid="to-end">{t.analysis.toEnd}</button>
          <button type="button" onClick={() => setFlipped(!flipped)} aria-pressed={flipped} data-testid="flip">{t.editor.flip}</button>
          <button type="button" className="primary" onClick={() => best && play(best.iccs)} disabled={!best} data-testid="play-best">{t.analysis.playBest}</button>
        </div>
        <p className="hint">{t.analysis.keys}</p>
        <p className="fen"><code data-testid="analysis-fen">{fen}</code></p>
        {played.length > 0 && (
          <ol className="played" data-testid="played-moves" aria-label={t.analysis.played}>
            <li><button type="button" className="link" aria-current={history.index === 0 ? 'step' : undefined} onClick={() => go(0)}>{t.analysis.start}</button></li>
            {played.map((m) => (
              <li key={m.ply} className={m.ply === history.index ? 'current' : ''}>
                <button type="button" className="link" aria-current={m.ply === history.index ? 'step' : undefined} onClick={() => go(m.ply)} data-testid={`played-${m.ply}`}>
                  {m.number && `${m.number} `}{m.text}
                </button>
                {m.capture && <span className="mark capture" title={t.analysis.conversionExplained}>{t.analysis.conversion}</span>}
                {m.check && <span className="mark check">{t.analysis.check}</span>}
                {m.repeated && <span className="mark repeated" title={t.analysis.repeatedExplained} data-testid={`repeated-${m.ply}`}>{t.analysis.repeated}</span>}
                {alternativesAt(history, m.ply).map((a) => (
                  <button key={a.child} type="button" className="link variation" title={t.analysis.variation} onClick={() => onHistory(takeVariation(history, m.ply, a.child))} data-testid={`variation-${m.ply}-${a.iccs}`}>
                    ({moveText(fens[m.ply - 1], a.iccs, notation)})
                  </button>
                ))}
              </li>
            ))}
          </ol>
        )}
      </div>
      <div className="side-column">
        <p className="to-move">{t.analysis.toMove(turn === 0 ? t.side.red : t.side.black)}</p>
        {probe?.ok && <p className="rule-set" title={t.analysis.ruleSetExplained} data-testid="rule-set">{t.analysis.ruleSet}</p>}
        {probe === null && <p>{t.analysis.loading}</p>}
        {probe && !probe.ok && (
          <div role="alert" className="problems" data-testid="probe-error">
            {probe.missing ? (
              <>
                <p>{t.analysis.missing}</p>
                <ul className="table-list">{probe.missing.map((m) => <li key={m}><code>{m}</code></li>)}</ul>
                <DtmGenerationBox t={t} value={dtmGeneration} onChange={setDtmGeneration} />
                <button type="button" className="primary" onClick={() => onGenerate(fen, dtmGeneration)} data-testid="generate-missing">{t.analysis.generate}</button>
              </>
            ) : <p>{problemText(t, probe.errors)}</p>}
          </div>
        )}
        {probe?.ok && verdict && (
          <>
            <h2 className={`value ${probe.value.wdl}`} data-testid="position-value" data-fen={fen} title={verdictTitle(t, verdict, probe.value.dtm)}>
              {over ? `${t.analysis.gameOver}${t.colon}${valueText(t, probe.value, turn)}` : valueText(t, probe.value, turn)}
              {verdict.beyondMoveLimit && <MoveLimitMark t={t} className="mark" testId="position-beyond-limit" />}
            </h2>
            <MetricToggle t={t} value={metric} onChange={setMetric} />
            {probe.dtmProblem && <p role="alert" className="problems" data-testid="dtm-problem">{problemText(t, [probe.dtmProblem])}</p>}
            {metric === 'dtm' && probe.moves.some((m) => m.dtm === null) && <p className="hint" data-testid="no-dtm">{t.analysis.noDtm}</p>}
            <MoveList t={t} moves={probe.moves} onPlay={play} onHover={setHovered} />
            <label className="row"><input type="checkbox" checked={showLine} onChange={(e) => setShowLine(e.target.checked)} data-testid="show-line" />{t.analysis.showLine}</label>
            {line && !line.result.ok && (
              <div role="alert" className="problems" data-testid="line-error">
                <p>{problemText(t, line.result.errors)}</p>
                {line.metric === 'dtm' && line.result.missing && <button type="button" onClick={() => onGenerate(fen, true)} data-testid="generate-dtm-missing">{t.analysis.generateDtm}</button>}
              </div>
            )}
            {line?.result.ok && (
              <div className="best-line" data-testid="best-line" data-metric={line.result.dtmProblem ? 'dtc' : line.metric}>
                <h3>{t.lineHeading(t.analysis.bestLine, t.analysis.lineBy[line.result.dtmProblem ? 'dtc' : line.metric], t.analysis.plies(line.result.steps.length), t.analysis.lineEnd[line.result.end])}</h3>
                <BestLineSteps t={t} steps={line.result.steps} onPlay={(moves) => play(...moves)} />
              </div>
            )}
            {probe.value.wdl !== 'draw' && !over && <ExportPanel api={api} t={t} lang={lang} fen={history.fen} notation={notation} metric={metric} />}
          </>
        )}
        <EnginePanel api={api} t={t} lang={lang} notation={notation} fen={fen} onArrows={setArrows} onPlay={play} />
      </div>
    </section>
  );
}

/**
 * The soundness report as a view (issue 45 point 6): its heading (the start's value, the verdict),
 * then the main line as a table, one row per ply numbered as the line numbers it, with the move's
 * result, DTC and DTM (where the DTM tables give one), its verdict as a badge (唯一着, duals, the
 * defender's most stubborn reply …) and the other moves that matter there (duals by kind, the better
 * or equally stubborn defences, tries, moves not proven), then the flaws, each linked to its move.
 * Every move, the main line's and the others', shows its position through `onShow`: the workbench
 * decides how. The words are the text export's (shared/words/reportText.ts), so the two never part.
 */
import { useRef } from 'react';
import type { Lang } from '../../../shared/lang';
import { parseIccs } from '../../../shared/notation/iccs';
import { Position } from '../../../shared/rules/position';
import { type ReportMove, type ReportPly, type SoundnessReport as Report, plyVerdict } from '../../../shared/study/soundness';
import { beyondTables, flawsByPly, moveWithValue, plyLabel, reportHeading } from '../../../shared/words/reportText';
import { WORDS } from '../../../shared/words/say';
import type { ReportWords } from '../../../shared/words/words';

/** A position to show: after `path` (ICCS moves from the report's start), reached at or beside the main line's `ply`. */
export interface ReportPlace {
  readonly ply: number;
  readonly path: readonly string[];
  readonly fen: string;
}

export interface SoundnessReportProps {
  readonly report: Report;
  readonly lang: Lang;
  /** The main line's ply whose position the board shows (0: the start), marked in the table. */
  readonly current?: number;
  onShow(place: ReportPlace): void;
}

const DUAL_KINDS = ['transposes', 'alternative', 'loses-time'] as const;

function after(fen: string, iccs: string): string {
  const pos = Position.fromFen(fen);
  const move = parseIccs(pos, iccs);
  return move.ok ? pos.after(move.value).fen() : fen;
}

interface RowView {
  readonly w: ReportWords;
  readonly lang: Lang;
  readonly marked: boolean;
  readonly dtm: boolean;
  /** The main line's moves before `ply`. */
  pathTo(ply: number): string[];
  onShow(place: ReportPlace): void;
}

/** A move beside the main line at `p`, with its value: a button showing the position it leads to. */
function Other({ p, m, view, then }: { p: ReportPly; m: ReportMove; view: RowView; then?: ReportMove }) {
  const show = () => {
    const fen = after(p.fen, m.iccs);
    view.onShow({ ply: p.ply, path: [...view.pathTo(p.ply), m.iccs, ...(then ? [then.iccs] : [])], fen: then ? after(fen, then.iccs) : fen });
  };
  return <button type="button" className="link" onClick={show} data-testid={`report-other-${p.ply}-${m.iccs}${then ? `-${then.iccs}` : ''}`}>{moveWithValue(m, view.lang)}</button>;
}

/** `lead` (its words with their colon), then the moves. */
function Others({ lead, p, moves, view }: { lead: string; p: ReportPly; moves: readonly ReportMove[]; view: RowView }) {
  if (moves.length === 0) return null;
  return (
    <li>
      {lead}
      {moves.map((m, i) => <span key={m.iccs}>{i > 0 && view.w.list}<Other p={p} m={m} view={view} /></span>)}
    </li>
  );
}

function Notes({ p, view }: { p: ReportPly; view: RowView }) {
  const { w } = view;
  return (
    <ul className="report-notes">
      {DUAL_KINDS.map((kind) => <Others key={kind} lead={`${w.kinds[kind]}${w.colon}`} p={p} moves={p.duals.filter((d) => d.kind === kind)} view={view} />)}
      <Others lead={`${w.kinds['better-defence']}${w.colon}`} p={p} moves={p.betterDefence ? [p.betterDefence] : []} view={view} />
      <Others lead={`${w.equals}${w.colon}`} p={p} moves={p.equals} view={view} />
      {p.tries.map((t) => (
        <li key={t.iccs}>
          <Other p={p} m={t} view={view} />{w.colon}
          {t.refutation ? <Other p={p} m={t} view={view} then={t.refutation} /> : w.deadDraw}
          {t.refutation?.only && ` ${w.only}`}
        </li>
      ))}
      <Others lead={w.notProven} p={p} moves={p.unproven} view={view} />
    </ul>
  );
}

const dash = '—';

function Row({ report, p, current, view }: { report: Report; p: ReportPly; current: boolean; view: RowView }) {
  const { w } = view;
  const verdict = plyVerdict(p);
  const decisive = p.proof !== 'unproven' && p.wdl !== 'draw';
  const show = () => view.onShow({ ply: p.ply, path: view.pathTo(p.ply + 1), fen: after(p.fen, p.iccs) });
  return (
    <tr id={`report-ply-${p.ply}`} className={p.side} aria-current={current ? 'step' : undefined} data-testid={`report-row-${p.ply}`}>
      <td><button type="button" className="link" onClick={show} data-testid={`report-move-${p.ply}`}>{plyLabel(report, p.ply, view.lang)}</button></td>
      <td>{p.proof === 'unproven' ? w.marks.unproven : w.wdl[p.wdl]}{view.marked && p.proof !== 'unproven' && <span className="tag">{w.marks[p.proof]}</span>}</td>
      <td data-testid={`report-dtc-${p.ply}`}>{decisive ? (p.proof === 'search' ? w.plies(p.dtc, p.dtm !== null) : p.dtc) : dash}</td>
      {view.dtm && <td data-testid={`report-dtm-${p.ply}`}>{decisive && p.dtm !== null ? p.dtm : dash}</td>}
      <td><span className={`badge verdict ${verdict}`} data-testid={`report-verdict-${p.ply}`}>{w.badges[verdict]}</span></td>
      <td><Notes p={p} view={view} /></td>
    </tr>
  );
}

export function SoundnessReport({ report, lang, current, onShow }: SoundnessReportProps) {
  const w = WORDS[lang].report;
  const table = useRef<HTMLTableElement>(null);
  const path = report.mainLine.map((p) => p.iccs);
  const view: RowView = {
    w, lang, marked: beyondTables(report), dtm: report.table.dtm != null || report.mainLine.some((p) => p.dtm !== null), pathTo: (ply) => path.slice(0, ply - 1), onShow,
  };
  const [title, ...heading] = reportHeading(report, lang);
  const flaws = flawsByPly(report, lang);
  const toFlaw = (ply: number) => {
    const p = report.mainLine[ply - 1];
    onShow({ ply, path: path.slice(0, ply), fen: after(p.fen, p.iccs) });
    table.current?.querySelector<HTMLButtonElement>(`[data-testid="report-move-${ply}"]`)?.focus();
  };
  return (
    <section className="soundness-report" data-testid="soundness-report" data-verdict={report.verdict}>
      <h4>{title}</h4>
      {heading.map((line, i) => <p key={i} className={i === 1 ? (report.sound ? 'ok' : 'problems') : undefined}>{line}</p>)}
      <p>{w.line(report.lineSource, report.mainLine.length)}</p>
      {report.mainLine.length > 0 && (
        <table ref={table} className="report-line" data-testid="report-line">
          <thead>
            <tr><th>{w.columns.move}</th><th>{w.columns.result}</th><th>DTC</th>{view.dtm && <th>DTM</th>}<th>{w.columns.verdict}</th><th>{w.columns.notes}</th></tr>
          </thead>
          <tbody>
            {report.mainLine.map((p) => <Row key={p.ply} report={report} p={p} current={current === p.ply} view={view} />)}
          </tbody>
        </table>
      )}
      <h4>{flaws.length ? w.flaws : w.noFlaws}</h4>
      {flaws.length > 0 && (
        <ol className="report-flaws" data-testid="report-flaws">
          {flaws.map((f) => (
            <li key={f.ply}>
              <button type="button" className="link" onClick={() => toFlaw(f.ply)} data-testid={`report-flaw-${f.ply}`}>{plyLabel(report, f.ply, lang)}</button>
              {w.colon}{f.text}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

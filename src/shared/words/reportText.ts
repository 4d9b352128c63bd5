/**
 * The soundness report as text to read or paste into a document, in Chinese or English (its words:
 * the catalogue's `report` section). Every ply is named as the main line numbers it, by moves
 * (`2. 仕六退五`, `3. …… 将５进１`), in the line, the flaws and the verdict alike. Where any value of the report comes from the search (a study
 * beyond the tables), every move says how its value is known and a line sums up which plies were
 * proven by search and which by table.
 */
import type { Lang } from '../lang';
import { BLACK, type Color } from '../rules/piece';
import { Position } from '../rules/position';
import type { ProofMark } from '../study/probe';
import type { DualKind, FlawKind, ReportMove, ReportPly, SoundnessReport } from '../study/soundness';
import { WORDS, numberedMove, sayStipulation } from './say';
import type { ReportWords } from './words';

const DUAL_KINDS: readonly DualKind[] = ['transposes', 'alternative', 'loses-time'];

/** A move's value; a search's distance in plies (to mate, or to a rule's judgement), a table's as DTC. */
function value(m: ReportMove, w: ReportWords): string {
  if (m.proof === 'unproven') return w.marks.unproven;
  if (m.wdl === 'draw') return w.wdl.draw;
  const order = m.order ? w.order(m.order) : '';
  if (m.proof === 'search') return `${w.wdl[m.wdl]} ${w.plies(m.dtc, m.dtm !== null)}${order}`;
  return `${w.wdl[m.wdl]} DTC ${m.dtc}${m.dtm === null ? '' : ` DTM ${m.dtm}`}${order}`;
}

const brief = (m: ReportMove, w: ReportWords) => `${m.text} (${value(m, w)})`;

/** A ply of the main line as the line numbers it: `2. 仕六退五`, `3. …… 将５进１`. */
export function plyLabel(report: SoundnessReport, ply: number, lang: Lang): string {
  return numberedMove(ply, report.mainLine[ply - 1].text, Position.fromFen(report.fen).turn === BLACK, lang);
}

/** Where the verdict stopped being provable: the start, the key's unsettled alternatives, or a move of the main line. */
function unprovenWhere(report: SoundnessReport, w: ReportWords, lang: Lang): string {
  const at = report.unprovenAt ?? 0;
  if (at === 0) return w.atStart;
  const p = report.mainLine[at - 1];
  return at === 1 && p.proof !== 'unproven' ? w.keyOthers(p.text, p.unproven.length) : plyLabel(report, at, lang);
}

function verdict(report: SoundnessReport, turn: Color, w: ReportWords, lang: Lang): string {
  const key = report.mainLine[0];
  if (report.sound) return w.sound;
  if (report.verdict === 'unproven') return w.unproven(unprovenWhere(report, w, lang));
  if (report.stipulation.side !== turn) return w.unsound(w.wrongTurn);
  if (!report.resultHolds || !key) return w.unsound(w.wrongResult);
  return w.unsound(key.keeps ? w.keyDuals(key.text) : w.keyLoses(key.text));
}

function plyLines(p: ReportPly, blackFirst: boolean, w: ReportWords, lang: Lang, marked: boolean): string[] {
  const mark = marked && p.proof !== 'unproven' ? [w.marks[p.proof]] : [];
  const marks = [value(p, w), ...mark, ...(p.only ? [p.side === 'solver' ? w.only : w.forced] : [])];
  const out = [`  ${numberedMove(p.ply, p.text, blackFirst, lang)}  ${marks.join('  ')}`];
  for (const kind of DUAL_KINDS) {
    const duals = p.duals.filter((d) => d.kind === kind);
    if (duals.length) out.push(`      ${w.kinds[kind]}${w.colon}${duals.map((d) => brief(d, w)).join(w.list)}`);
  }
  if (p.betterDefence) out.push(`      ${w.kinds['better-defence']}${w.colon}${brief(p.betterDefence, w)}`);
  if (p.equals.length) out.push(`      ${w.equals}${w.colon}${p.equals.map((m) => brief(m, w)).join(w.list)}`);
  for (const t of p.tries) out.push(`      ${w.try(t.text)}${w.colon}${t.refutation ? w.refuted(t.refutation.text, t.refutation.only) : w.deadDraw}`);
  if (p.unproven.length) out.push(`      ${w.notProven}${p.unproven.map((m) => m.text).join(w.list)}`);
  return out;
}

/** The main line's plies grouped into runs of the same mark: 搜索证明 1. 兵七进一 至 2. 兵四平五、库 2. …… 将５平４ 至 5. 兵五进一. */
function provenLine(report: SoundnessReport, w: ReportWords, lang: Lang): string {
  const runs: { mark: ProofMark; from: number; to: number }[] = [];
  for (const p of report.mainLine) {
    const last = runs.at(-1);
    if (last?.mark === p.proof) last.to = p.ply;
    else runs.push({ mark: p.proof, from: p.ply, to: p.ply });
  }
  const label = (ply: number) => plyLabel(report, ply, lang);
  return `${w.provenBy}${runs.map((r) => `${w.marks[r.mark]} ${r.from === r.to ? label(r.from) : w.moveRange(label(r.from), label(r.to))}`).join(w.list)}`;
}

/** Whether any value of the report comes from the search, so that every move says how its value is known. */
const beyondTables = (report: SoundnessReport) =>
  (report.table.proof ?? 'table') !== 'table' || report.mainLine.some((p) => p.proof !== 'table' || p.unproven.length > 0 || p.duals.some((d) => d.proof !== 'table'));

/** One line per flawed ply, named as the line numbers it: its duals counted by kind, or the better defence, or the move that gave the stipulation up. */
function flawLines(report: SoundnessReport, w: ReportWords, lang: Lang): string[] {
  const plies = [...new Set(report.flaws.map((f) => f.ply))];
  return plies.map((ply) => {
    const flaws = report.flaws.filter((f) => f.ply === ply);
    const kinds = [...new Set(flaws.map((f) => f.kind))].map((kind) => {
      const first = flaws.find((f) => f.kind === kind)!;
      if ((DUAL_KINDS as readonly FlawKind[]).includes(kind)) return `${w.kinds[kind]}${w.count(flaws.filter((f) => f.kind === kind).length)}`;
      return kind === 'gives-up' ? w.kinds[kind] : `${w.kinds[kind]}${w.colon}${brief(first.move, w)}`;
    });
    return `  ${plyLabel(report, ply, lang)}${w.colon}${kinds.join(w.list)}`;
  });
}

export function reportText(report: SoundnessReport, lang: Lang): string {
  const w = WORDS[lang].report;
  const turn = Position.fromFen(report.fen).turn;
  const marked = beyondTables(report);
  const result = WORDS[lang].tableResult(report.table, turn);
  const start = report.table.proof === 'unproven' ? w.startUnproven : report.table.by ? w.searched(result, report.resultHolds) : w.table(result, report.resultHolds);
  const out = [
    `${w.title}${w.colon}${sayStipulation(report.stipulation, lang)}`,
    start,
    verdict(report, turn, w, lang),
    ...(marked && report.mainLine.length ? [provenLine(report, w, lang)] : []),
    '',
    w.line(report.lineSource, report.mainLine.length),
    ...report.mainLine.flatMap((p) => plyLines(p, turn === BLACK, w, lang, marked)),
    '',
    report.flaws.length ? w.flaws : w.noFlaws,
    ...flawLines(report, w, lang),
  ];
  return `${out.join('\n')}\n`;
}

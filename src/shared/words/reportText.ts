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

/** A move's value; a search's distance in plies (to mate, or to a rule's judgement), a table's as DTC (and DTM where known). */
function value(m: ReportMove, w: ReportWords): string {
  if (m.proof === 'unproven') return w.marks.unproven;
  if (m.wdl === 'draw') return w.wdl.draw;
  const order = m.order ? w.order(m.order) : '';
  if (m.proof === 'search') return `${w.wdl[m.wdl]} ${w.plies(m.dtc, m.dtm !== null)}${order}`;
  return `${w.wdl[m.wdl]} DTC ${m.dtc}${m.dtm === null ? '' : ` DTM ${m.dtm}`}${order}`;
}

const brief = (m: ReportMove, w: ReportWords) => `${m.text} (${value(m, w)})`;

/** A move with its value, as the report words it: `车五进一 (胜 DTC 9 DTM 13)`. */
export const moveWithValue = (m: ReportMove, lang: Lang): string => brief(m, WORDS[lang].report);

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
export const beyondTables = (report: SoundnessReport) =>
  (report.table.proof ?? 'table') !== 'table' || report.mainLine.some((p) => p.proof !== 'table' || p.unproven.length > 0 || p.duals.some((d) => d.proof !== 'table'));

/** Each flawed ply with what is wrong there: its duals counted by kind, or the better defence, or the move that gave the stipulation up. */
export function flawsByPly(report: SoundnessReport, lang: Lang): { ply: number; text: string }[] {
  const w = WORDS[lang].report;
  const plies = [...new Set(report.flaws.map((f) => f.ply))];
  return plies.map((ply) => {
    const flaws = report.flaws.filter((f) => f.ply === ply);
    const kinds = [...new Set(flaws.map((f) => f.kind))].map((kind) => {
      const first = flaws.find((f) => f.kind === kind)!;
      if ((DUAL_KINDS as readonly FlawKind[]).includes(kind)) return `${w.kinds[kind]}${w.count(flaws.filter((f) => f.kind === kind).length)}`;
      return kind === 'gives-up' ? w.kinds[kind] : `${w.kinds[kind]}${w.colon}${brief(first.move, w)}`;
    });
    return { ply, text: kinds.join(w.list) };
  });
}

/** The report's heading lines: what is checked, the start's value, the verdict, and (beyond the tables) how the main line is proven. */
export function reportHeading(report: SoundnessReport, lang: Lang): string[] {
  const w = WORDS[lang].report;
  const turn = Position.fromFen(report.fen).turn;
  const result = WORDS[lang].tableResult(report.table, turn);
  const start = report.table.proof === 'unproven' ? w.startUnproven : report.table.by ? w.searched(result, report.resultHolds) : w.table(result, report.resultHolds);
  return [
    `${w.title}${w.colon}${sayStipulation(report.stipulation, lang)}`,
    start,
    verdict(report, turn, w, lang),
    ...(beyondTables(report) && report.mainLine.length ? [provenLine(report, w, lang)] : []),
  ];
}

export function reportText(report: SoundnessReport, lang: Lang): string {
  const w = WORDS[lang].report;
  const blackFirst = Position.fromFen(report.fen).turn === BLACK;
  const out = [
    ...reportHeading(report, lang),
    '',
    w.line(report.lineSource, report.mainLine.length),
    ...report.mainLine.flatMap((p) => plyLines(p, blackFirst, w, lang, beyondTables(report))),
    '',
    report.flaws.length ? w.flaws : w.noFlaws,
    ...flawsByPly(report, lang).map((f) => `  ${plyLabel(report, f.ply, lang)}${w.colon}${f.text}`),
  ];
  return `${out.join('\n')}\n`;
}

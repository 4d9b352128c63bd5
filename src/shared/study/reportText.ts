/**
 * The soundness report as text to read or paste into a document, in Chinese or English. Where any
 * value of the report comes from the search (a study beyond the tables), every move says how its
 * value is known and a line sums up which plies were proven by search and which by table.
 */
import { BLACK, type Color } from '../rules/piece';
import { Position } from '../rules/position';
import type { Wdl } from '../tablebase/value';
import { numberedMove } from './moveNumber';
import type { ProofMark, StudyValue } from './probe';
import type { DualKind, FlawKind, ReportMove, ReportPly, SoundnessReport } from './soundness';
import { formatStipulation } from './stipulation';
import type { Lang } from '../lang';

interface Words {
  readonly colon: string;
  readonly list: string;
  readonly title: string;
  readonly table: (result: string, agrees: boolean) => string;
  readonly searched: (result: string, agrees: boolean) => string;
  readonly startUnproven: string;
  readonly sound: string;
  readonly unsound: (reason: string) => string;
  readonly unproven: (where: string) => string;
  readonly atStart: string;
  readonly keyOthers: (key: string, n: number) => string;
  readonly plies: (n: number, mate: boolean) => string;
  readonly marks: Readonly<Record<ProofMark, string>>;
  readonly provenBy: string;
  readonly plyRange: (from: number, to: number) => string;
  readonly notProven: string;
  readonly wrongResult: string;
  readonly wrongTurn: string;
  readonly keyDuals: (key: string) => string;
  readonly keyLoses: (key: string) => string;
  readonly line: (source: 'study' | 'tree', plies: number) => string;
  readonly only: string;
  readonly forced: string;
  readonly try: (text: string) => string;
  readonly refuted: (answer: string, only: boolean) => string;
  readonly deadDraw: string;
  readonly flaws: string;
  readonly noFlaws: string;
  readonly ply: (n: number, move: string) => string;
  readonly count: (n: number) => string;
  readonly wdl: Readonly<Record<Wdl, string>>;
  readonly kinds: Readonly<Record<FlawKind, string>>;
}

const WORDS: Readonly<Record<Lang, Words>> = {
  zh: {
    colon: '：',
    list: '、',
    title: '排局检验',
    table: (result, agrees) => `残局库：${result}，${agrees ? '与要求相符' : '与要求不符'}`,
    searched: (result, agrees) => `搜索证明：${result}，${agrees ? '与要求相符' : '与要求不符'}`,
    startUnproven: '搜索：限制内未能证明起始局面的结果',
    sound: '结论：完整（关键着是唯一达到要求的着法）',
    unsound: (reason) => `结论：不完整（${reason}）`,
    unproven: (where) => `结论：未证明（限制内找不到证明：${where}）`,
    atStart: '起始局面的结果',
    keyOthers: (key, n) => `关键着 ${key} 之外另有 ${n} 着未能证明达不到要求`,
    plies: (n, mate) => `${n} 半回合${mate ? '杀' : ''}`,
    marks: { table: '库', search: '搜索证明', unproven: '未证明' },
    provenBy: '证明方式：',
    plyRange: (from, to) => (from === to ? `第 ${from} 步` : `第 ${from}–${to} 步`),
    notProven: '其他着法未能证明：',
    wrongResult: '残局库的结果不是要求的结果',
    wrongTurn: '要求的先行方不是局面的走子方',
    keyDuals: (key) => `关键着 ${key} 不是唯一达到要求的着法`,
    keyLoses: (key) => `关键着 ${key} 达不到要求`,
    line: (source, plies) => `主线（${source === 'study' ? '排局所附' : '残局库最佳着法'}，共 ${plies} 步）：`,
    only: '唯一着',
    forced: '唯一应着',
    try: (text) => `试着 ${text}`,
    refuted: (answer, only) => `应以 ${answer}${only ? '（唯一着）' : ''}`,
    deadDraw: '双方无进攻子力，和棋',
    flaws: '瑕疵：',
    noFlaws: '瑕疵：无',
    ply: (n, move) => `第 ${n} 步 ${move}`,
    count: (n) => ` ${n} 个`,
    wdl: { win: '胜', draw: '和', loss: '负' },
    kinds: {
      transposes: '双着（回到主线）', 'loses-time': '双着（只是浪费时间）', alternative: '双着（另一种解法）',
      'better-defence': '守方有更顽强的应着', 'gives-up': '这步棋达不到要求', unproven: '限制内未能证明这步棋的结果',
    },
  },
  en: {
    colon: ': ',
    list: ', ',
    title: 'Study check',
    table: (result, agrees) => `Tables: ${result}, ${agrees ? 'as stipulated' : 'not as stipulated'}`,
    searched: (result, agrees) => `Proven by search: ${result}, ${agrees ? 'as stipulated' : 'not as stipulated'}`,
    startUnproven: "Search: the start's result is not proven within the limits",
    sound: 'Verdict: sound (the key is the only move that keeps the stipulation)',
    unsound: (reason) => `Verdict: unsound (${reason})`,
    unproven: (where) => `Verdict: not proven within the limits (${where})`,
    atStart: "the start's result",
    keyOthers: (key, n) => `${n} moves besides the key ${key} are not proven to miss the stipulation`,
    plies: (n, mate) => (mate ? `mate in ${n} plies` : `in ${n} plies`),
    marks: { table: 'by table', search: 'by search', unproven: 'unproven' },
    provenBy: 'Proven: ',
    plyRange: (from, to) => (from === to ? `ply ${from}` : `plies ${from}–${to}`),
    notProven: 'other moves not proven: ',
    wrongResult: 'the tables give another result',
    wrongTurn: 'the stipulated side is not the side to move',
    keyDuals: (key) => `the key ${key} is not the only move that keeps the stipulation`,
    keyLoses: (key) => `the key ${key} does not keep the stipulation`,
    line: (source, plies) => `Main line (${source === 'study' ? "the study's" : "the tables' best play"}, ${plies} plies):`,
    only: 'only move',
    forced: 'forced',
    try: (text) => `try ${text}`,
    refuted: (answer, only) => `answered by ${answer}${only ? ' (only move)' : ''}`,
    deadDraw: 'no attacking piece left: a draw',
    flaws: 'Flaws:',
    noFlaws: 'Flaws: none',
    ply: (n, move) => `ply ${n} ${move}`,
    count: (n) => ` ×${n}`,
    wdl: { win: 'win', draw: 'draw', loss: 'loss' },
    kinds: {
      transposes: 'dual (transposes back into the main line)', 'loses-time': 'dual (only loses time)', alternative: 'dual (a second solution)',
      'better-defence': 'the defence has a better move', 'gives-up': 'this move does not keep the stipulation',
      unproven: 'not proven within the limits',
    },
  },
};

const DUAL_KINDS: readonly DualKind[] = ['transposes', 'alternative', 'loses-time'];

/** A move's value; a search's distance in plies (to mate, or to a rule's judgement), a table's as DTC. */
function value(m: ReportMove, w: Words): string {
  if (m.proof === 'unproven') return w.marks.unproven;
  if (m.wdl === 'draw') return w.wdl.draw;
  const order = m.order ? ` order ${m.order}` : '';
  if (m.proof === 'search') return `${w.wdl[m.wdl]} ${w.plies(m.dtc, m.dtm !== null)}${order}`;
  return `${w.wdl[m.wdl]} DTC ${m.dtc}${m.dtm === null ? '' : ` DTM ${m.dtm}`}${order}`;
}

const brief = (m: ReportMove, w: Words) => `${m.text} (${value(m, w)})`;

/** A value for the side to move as a stipulation would say it: 红先负 (DTC 12), "Red to move loses (DTC 12)"; a search's in plies. */
export function describeTableResult(table: StudyValue, turn: Color, lang: Lang): string {
  const side = lang === 'zh' ? (turn === BLACK ? '黑' : '红') : turn === BLACK ? 'Black' : 'Red';
  const result = lang === 'zh' ? { win: '胜', draw: '和', loss: '负' }[table.wdl] : { win: 'wins', draw: 'draws', loss: 'loses' }[table.wdl];
  const far = table.proof === 'search' ? WORDS[lang].plies(table.dtc, table.dtm != null) : `DTC ${table.dtc}`;
  const distance = table.wdl === 'draw' ? '' : ` (${far}${table.order ? ` order ${table.order}` : ''})`;
  return lang === 'zh' ? `${side}先${result}${distance}` : `${side} to move ${result}${distance}`;
}

/** Where the verdict stopped being provable: the start, the key's unsettled alternatives, or a move of the main line. */
function unprovenWhere(report: SoundnessReport, w: Words): string {
  const at = report.unprovenAt ?? 0;
  if (at === 0) return w.atStart;
  const p = report.mainLine[at - 1];
  return at === 1 && p.proof !== 'unproven' ? w.keyOthers(p.text, p.unproven.length) : w.ply(at, p.text);
}

function verdict(report: SoundnessReport, turn: Color, w: Words): string {
  const key = report.mainLine[0];
  if (report.sound) return w.sound;
  if (report.verdict === 'unproven') return w.unproven(unprovenWhere(report, w));
  if (report.stipulation.side !== turn) return w.unsound(w.wrongTurn);
  if (!report.resultHolds || !key) return w.unsound(w.wrongResult);
  return w.unsound(key.keeps ? w.keyDuals(key.text) : w.keyLoses(key.text));
}

function plyLines(p: ReportPly, blackFirst: boolean, w: Words, lang: Lang, marked: boolean): string[] {
  const mark = marked && p.proof !== 'unproven' ? [w.marks[p.proof]] : [];
  const marks = [value(p, w), ...mark, ...(p.only ? [p.side === 'solver' ? w.only : w.forced] : [])];
  const out = [`  ${numberedMove(p.ply, p.text, blackFirst, lang)}  ${marks.join('  ')}`];
  for (const kind of DUAL_KINDS) {
    const duals = p.duals.filter((d) => d.kind === kind);
    if (duals.length) out.push(`      ${w.kinds[kind]}${w.colon}${duals.map((d) => brief(d, w)).join(w.list)}`);
  }
  if (p.betterDefence) out.push(`      ${w.kinds['better-defence']}${w.colon}${brief(p.betterDefence, w)}`);
  for (const t of p.tries) out.push(`      ${w.try(t.text)}${w.colon}${t.refutation ? w.refuted(t.refutation.text, t.refutation.only) : w.deadDraw}`);
  if (p.unproven.length) out.push(`      ${w.notProven}${p.unproven.map((m) => m.text).join(w.list)}`);
  return out;
}

/** The main line's plies grouped into runs of the same mark: 搜索证明 第 1–3 步、库 第 4–9 步. */
function provenLine(report: SoundnessReport, w: Words): string {
  const runs: { mark: ProofMark; from: number; to: number }[] = [];
  for (const p of report.mainLine) {
    const last = runs.at(-1);
    if (last?.mark === p.proof) last.to = p.ply;
    else runs.push({ mark: p.proof, from: p.ply, to: p.ply });
  }
  return `${w.provenBy}${runs.map((r) => `${w.marks[r.mark]} ${w.plyRange(r.from, r.to)}`).join(w.list)}`;
}

/** Whether any value of the report comes from the search, so that every move says how its value is known. */
const beyondTables = (report: SoundnessReport) =>
  (report.table.proof ?? 'table') !== 'table' || report.mainLine.some((p) => p.proof !== 'table' || p.unproven.length > 0 || p.duals.some((d) => d.proof !== 'table'));

/** One line per flawed ply: its duals counted by kind, or the better defence, or the move that gave the stipulation up. */
function flawLines(report: SoundnessReport, w: Words): string[] {
  const plies = [...new Set(report.flaws.map((f) => f.ply))];
  return plies.map((ply) => {
    const flaws = report.flaws.filter((f) => f.ply === ply);
    const kinds = [...new Set(flaws.map((f) => f.kind))].map((kind) => {
      const first = flaws.find((f) => f.kind === kind)!;
      if ((DUAL_KINDS as readonly FlawKind[]).includes(kind)) return `${w.kinds[kind]}${w.count(flaws.filter((f) => f.kind === kind).length)}`;
      return kind === 'gives-up' ? w.kinds[kind] : `${w.kinds[kind]}${w.colon}${brief(first.move, w)}`;
    });
    return `  ${w.ply(ply, report.mainLine[ply - 1].text)}${w.colon}${kinds.join(w.list)}`;
  });
}

export function reportText(report: SoundnessReport, lang: Lang): string {
  const w = WORDS[lang];
  const turn = Position.fromFen(report.fen).turn;
  const marked = beyondTables(report);
  const result = describeTableResult(report.table, turn, lang);
  const start = report.table.proof === 'unproven' ? w.startUnproven : report.table.by ? w.searched(result, report.resultHolds) : w.table(result, report.resultHolds);
  const out = [
    `${w.title}${w.colon}${formatStipulation(report.stipulation, lang)}`,
    start,
    verdict(report, turn, w),
    ...(marked && report.mainLine.length ? [provenLine(report, w)] : []),
    '',
    w.line(report.lineSource, report.mainLine.length),
    ...report.mainLine.flatMap((p) => plyLines(p, turn === BLACK, w, lang, marked)),
    '',
    report.flaws.length ? w.flaws : w.noFlaws,
    ...flawLines(report, w),
  ];
  return `${out.join('\n')}\n`;
}

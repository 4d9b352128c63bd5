/** The soundness report as text to read or paste into a document, in Chinese or English. */
import { BLACK, type Color } from '../rules/piece';
import { Position } from '../rules/position';
import type { Lang } from '../rules/violationText';
import type { Value, Wdl } from '../tablebase/value';
import { numberedMove } from './moveNumber';
import type { DualKind, FlawKind, ReportMove, ReportPly, SoundnessReport } from './soundness';
import { formatStipulation } from './stipulation';

interface Words {
  readonly colon: string;
  readonly list: string;
  readonly title: string;
  readonly table: (result: string, agrees: boolean) => string;
  readonly sound: string;
  readonly unsound: (reason: string) => string;
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
    sound: '结论：完整（关键着是唯一达到要求的着法）',
    unsound: (reason) => `结论：不完整（${reason}）`,
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
      'better-defence': '守方有更顽强的应着', 'gives-up': '这步棋达不到要求',
    },
  },
  en: {
    colon: ': ',
    list: ', ',
    title: 'Study check',
    table: (result, agrees) => `Tables: ${result}, ${agrees ? 'as stipulated' : 'not as stipulated'}`,
    sound: 'Verdict: sound (the key is the only move that keeps the stipulation)',
    unsound: (reason) => `Verdict: unsound (${reason})`,
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
    },
  },
};

const DUAL_KINDS: readonly DualKind[] = ['transposes', 'alternative', 'loses-time'];

function value(m: ReportMove, w: Words): string {
  if (m.wdl === 'draw') return w.wdl.draw;
  return `${w.wdl[m.wdl]} DTC ${m.dtc}${m.dtm === null ? '' : ` DTM ${m.dtm}`}${m.order ? ` order ${m.order}` : ''}`;
}

const brief = (m: ReportMove, w: Words) => `${m.text} (${value(m, w)})`;

/** A table's value for the side to move as a stipulation would say it: 红先负 (DTC 12), "Red to move loses (DTC 12)". */
export function describeTableResult(table: Value, turn: Color, lang: Lang): string {
  const side = lang === 'zh' ? (turn === BLACK ? '黑' : '红') : turn === BLACK ? 'Black' : 'Red';
  const result = lang === 'zh' ? { win: '胜', draw: '和', loss: '负' }[table.wdl] : { win: 'wins', draw: 'draws', loss: 'loses' }[table.wdl];
  const distance = table.wdl === 'draw' ? '' : ` (DTC ${table.dtc}${table.order ? ` order ${table.order}` : ''})`;
  return lang === 'zh' ? `${side}先${result}${distance}` : `${side} to move ${result}${distance}`;
}

function verdict(report: SoundnessReport, turn: Color, w: Words): string {
  const key = report.mainLine[0];
  if (report.sound) return w.sound;
  if (report.stipulation.side !== turn) return w.unsound(w.wrongTurn);
  if (!report.resultHolds || !key) return w.unsound(w.wrongResult);
  return w.unsound(key.keeps ? w.keyDuals(key.text) : w.keyLoses(key.text));
}

function plyLines(p: ReportPly, blackFirst: boolean, w: Words, lang: Lang): string[] {
  const marks = [value(p, w), ...(p.only ? [p.side === 'solver' ? w.only : w.forced] : [])];
  const out = [`  ${numberedMove(p.ply, p.text, blackFirst, lang)}  ${marks.join('  ')}`];
  for (const kind of DUAL_KINDS) {
    const duals = p.duals.filter((d) => d.kind === kind);
    if (duals.length) out.push(`      ${w.kinds[kind]}${w.colon}${duals.map((d) => brief(d, w)).join(w.list)}`);
  }
  if (p.betterDefence) out.push(`      ${w.kinds['better-defence']}${w.colon}${brief(p.betterDefence, w)}`);
  for (const t of p.tries) out.push(`      ${w.try(t.text)}${w.colon}${t.refutation ? w.refuted(t.refutation.text, t.refutation.only) : w.deadDraw}`);
  return out;
}

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
  const out = [
    `${w.title}${w.colon}${formatStipulation(report.stipulation, lang)}`,
    w.table(describeTableResult(report.table, turn, lang), report.resultHolds),
    verdict(report, turn, w),
    '',
    w.line(report.lineSource, report.mainLine.length),
    ...report.mainLine.flatMap((p) => plyLines(p, turn === BLACK, w, lang)),
    '',
    report.flaws.length ? w.flaws : w.noFlaws,
    ...flawLines(report, w),
  ];
  return `${out.join('\n')}\n`;
}

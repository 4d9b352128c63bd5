import { METRICS, type Wdl } from '../../../shared/tablebase/value';
import { choice } from '../args';
import { type Verdict, verdictOf } from '../../../shared/tablebase/verdict';
import type { MoveView, ValueView } from '../../../shared/api/contract';
import type { Command } from '../command';
import { positionArg } from '../position';
import { probe } from '../../services/probeService';
import { answered } from '../serviceAnswer';
import { withFolder, tablesDir } from '../tablesFolder';
import { say } from '../../../shared/words/say';
import type { Lang } from '../../../shared/lang';

export const WORDS: Record<Lang, {
  ruleSet: string; wdl: Record<Wdl, string>; order: (k: number) => string; rule: Record<NonNullable<Verdict['rule']>, string>;
  beyond: string; beyondWhy: string; capture: string; mate: string;
}> = {
  en: {
    ruleSet: 'Asian rules: ', wdl: { win: 'win', draw: 'draw', loss: 'loss' }, order: (k) => ` order ${k}`,
    rule: { check: ' (perpetual check loses)', chase: ' (perpetual chase loses)' },
    beyond: ' (beyond the natural move limit)', beyondWhy: ' (beyond the natural move limit: 60 moves without a capture draw over the board; the table assumes no limit)',
    capture: ' capture', mate: ' mate',
  },
  zh: {
    ruleSet: '亚洲规则：', wdl: { win: '胜', draw: '和', loss: '负' }, order: (k) => ` 第 ${k} 层`,
    rule: { check: '（长将判负）', chase: '（长捉判负）' },
    beyond: '（超出自然限着）', beyondWhy: '（超出自然限着：实战中 60 回合不吃子判和；残局库的值不考虑这个限制）',
    capture: ' 吃子', mate: ' 绝杀',
  },
};

/** The result, the distance, the order and rule that decided it, the natural move limit's mark. */
function valueWords(v: Verdict, w: (typeof WORDS)[Lang], metric: string, beyond: string): string {
  return `${w.wdl[v.result]}${v.distance ? ` ${metric}${v.distance.plies}` : ''}${v.rule ? `${w.order(v.order)}${w.rule[v.rule]}` : ''}${v.beyondMoveLimit ? beyond : ''}`;
}

/** The distance to mate beside DTC, where the DTM tables give one. */
const dtmWords = (wdl: Wdl, dtm: number | null) => (dtm === null || wdl === 'draw' ? '' : ` DTM ${dtm}`);

/**
 * `probe`'s text: a heading with the rule set and the position's value, then each move with the
 * value it leads to, best first. ICCS, DTC and DTM stay as they are in both languages.
 */
export function probeLines(value: ValueView, moves: readonly Omit<MoveView, 'text'>[], lang: Lang): string[] {
  const w = WORDS[lang];
  return [
    `${w.ruleSet}${valueWords(verdictOf(value), w, 'DTC ', w.beyondWhy)}${dtmWords(value.wdl, value.dtm)}`,
    ...moves.map((m) => `${m.iccs} ${valueWords(verdictOf(m), w, '', w.beyond)}${dtmWords(m.wdl, m.dtm)}${m.capture ? w.capture : ''}${m.mate ? w.mate : ''}`),
  ];
}

export const probeCommand: Command = {
  name: 'probe',
  usage: { en: 'probe <fen> --dir <tables> [--metric dtc|dtm] [--json]', zh: 'probe <fen> --dir <残局库目录> [--metric dtc|dtm] [--json]' },
  summary: {
    en: 'the position\'s value and every move\'s, best first (--metric dtm: by DTM where every move has one)',
    zh: '局面的值和每步着法的值，好的在前（--metric dtm：每步都有 DTM 时按 DTM 排序）',
  },
  positionals: 1,
  options: ['dir', 'metric'],
  flags: ['json'],
  run(args, io, lang) {
    const pos = positionArg(args.positionals[0]);
    const metric = choice(args, 'metric', METRICS, 'dtc');
    return withFolder(tablesDir(args, false), (folder) => {
      const { value, moves, dtmProblem } = answered(probe(folder.prober(), pos.fen(), 'iccs', metric));
      if (args.options.has('json')) {
        io.out(JSON.stringify({
          wdl: value.wdl, dtc: value.dtc, dtm: value.dtm, order: value.order, rule: verdictOf(value).rule, beyondMoveLimit: verdictOf(value).beyondMoveLimit,
          moves: moves.map((m) => ({
            iccs: m.iccs, wdl: m.wdl, dtc: m.dtc, dtm: m.dtm, order: m.order, rule: verdictOf(m).rule, beyondMoveLimit: verdictOf(m).beyondMoveLimit, capture: m.capture, mate: m.mate,
          })),
          // As the file's check worded it: in English, whatever --lang says, like the other fields.
          dtmProblem: dtmProblem?.code === 'corrupt-dtm-table' ? dtmProblem.params.tables.map((t) => say({ code: 'corrupt-table', params: t }, 'en')).join('; ') : null,
        }));
        return 0;
      }
      for (const line of probeLines(value, moves, lang)) io.out(line);
      return 0;
    }, { io, lang });
  },
};

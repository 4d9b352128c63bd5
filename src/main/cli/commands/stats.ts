import { DTM_COUNTS, type DtmCount } from '../../../shared/api/contract';
import type { Lang } from '../../../shared/lang';
import { formatSignature } from '../../../shared/material/signature';
import { TableService } from '../../services/tableService';
import { spawnWorker } from '../../tablebase/generate/spawnWorker';
import { choice } from '../args';
import type { Command } from '../command';
import { materialArg, notePlacedPawns } from '../material';
import { answered } from '../serviceAnswer';
import { tablesDir, withFolder } from '../tablesFolder';

export const WORDS: Record<Lang, {
  heading: (material: string, entries: number, seconds: string) => string; side: [string, string]; max: string; comma: string; colon: string; semicolon: string;
  dtm: Record<DtmCount, string>;
  counts: (legal: number, win: number, draw: number, loss: number) => string; ruleDecided: (n: number) => string; rules: (check: number, chase: number) => string;
}> = {
  en: {
    heading: (m, e, s) => `${m}: ${e} entries per side, generated in ${s}s`, side: ['red to move', 'black to move'], max: 'max', comma: ', ', colon: ': ', semicolon: '; ',
    dtm: { canju: 'DTM', xiangqitb: 'DTM (xiangqitb\'s count)' },
    counts: (l, w, d, x) => `${l} legal, ${w} win, ${d} draw, ${x} loss`, ruleDecided: (n) => `${n} decided by the repetition rule`,
    rules: (c, h) => ` (${c} by perpetual check, ${h} by perpetual chase)`,
  },
  zh: {
    heading: (m, e, s) => `${m}：每方 ${e} 个索引项，生成用时 ${s} 秒`, side: ['红方走', '黑方走'], max: '最长', comma: '，', colon: '：', semicolon: '；',
    dtm: { canju: 'DTM', xiangqitb: 'DTM（xiangqitb 计法）' },
    counts: (l, w, d, x) => `合法 ${l}，胜 ${w}，和 ${d}，负 ${x}`, ruleDecided: (n) => `循环规则判定 ${n}`,
    rules: (c, h) => `（长将 ${c}，长捉 ${h}）`,
  },
};

export const statsCommand: Command = {
  name: 'stats',
  usage: {
    en: 'stats <signature|Chinese name> --dir <tables> [--dtm-count canju|xiangqitb] [--json]',
    zh: 'stats <子力签名|中文名> --dir <残局库目录> [--dtm-count canju|xiangqitb] [--json]',
  },
  summary: { en: 'print a table\'s statistics', zh: '输出残局库的统计' },
  positionals: 1,
  options: ['dir', 'dtm-count'],
  flags: ['json'],
  async run(args, io, lang) {
    const typed = args.positionals[0];
    const material = materialArg(typed);
    const dir = tablesDir(args, false);
    const dtmCount = choice(args, 'dtm-count', DTM_COUNTS, 'canju');
    return withFolder(dir, (folder) => {
      // Statistics read headers and, for xiangqitb's count, probe: no worker runs.
      const { statistics: stats } = answered(new TableService(dir, folder.catalogue, 1, spawnWorker).statistics(formatSignature(material), dtmCount, folder.prober));
      notePlacedPawns(typed, material, io, lang);
      if (args.options.has('json')) {
        io.out(JSON.stringify(stats));
        return 0;
      }
      const w = WORDS[lang];
      io.out(w.heading(stats.material, stats.indexSize, stats.seconds.toFixed(1)));
      for (const [side, s] of [[0, stats.red], [1, stats.black]] as const) {
        // A side without a decisive position has no longest win to show.
        const longest = s.win + s.loss === 0 ? `${w.max} DTC —` : `${w.max} DTC ${s.maxDtc} (${s.maxDtcFen})${s.maxDtm === null ? '' : `${w.comma}${w.max} ${w.dtm[dtmCount]} ${s.maxDtm} (${s.maxDtmFen})`}`;
        const rules = s.checkDecided === null ? '' : w.rules(s.checkDecided, s.chaseDecided!);
        io.out(`  ${w.side[side]}${w.colon}${w.counts(s.legal, s.win, s.draw, s.loss)}${w.semicolon}${longest}${w.semicolon}${w.ruleDecided(s.ruleDecided)}${rules}`);
      }
      return 0;
    });
  },
};

import { existsSync } from 'node:fs';
import { formatSignature } from '../../../shared/material/signature';
import { TableFile } from '../../tablebase/files/reader';
import { tablePath } from '../../tablebase/generationService';
import type { Command } from '../command';
import { CliFailure, EXIT } from '../failure';
import { materialArg, notePlacedPawns } from '../material';
import { problem } from '../../../shared/api/problem';
import { said } from '../messages';
import { tablesDir } from '../tablesFolder';
import { choice } from '../args';
import { withProber } from '../probing';
import { type LongestCount, countMaterial, longestCounts } from '../../tablebase/xiangqitbCount/countMaterial';
import { bothSidesAttack } from '../../tablebase/xiangqitbCount/positionGraph';
import type { Lang } from '../../../shared/lang';

/** Whose DTM count `stats` reports: Canju's plies to mate (its DTM table) or xiangqitb's, computed from the tables (docs/rules.md 5). */
const DTM_COUNTS = ['canju', 'xiangqitb'] as const;

const WORDS: Record<Lang, {
  heading: (material: string, entries: number, seconds: string) => string; side: [string, string]; max: string; comma: string; colon: string; semicolon: string;
  dtm: Record<(typeof DTM_COUNTS)[number], string>;
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
    const path = tablePath(dir, material);
    if (!existsSync(path)) throw new CliFailure(EXIT.no, said(problem('no-table-file', { material: formatSignature(material), path })));
    notePlacedPawns(typed, material, io, lang);
    const header = (at: string) => {
      const file = TableFile.open(at);
      const read = file.header;
      file.close();
      return read;
    };
    const h = header(path);
    // The DTM table's statistics count its distances in the same fields.
    const dtmPath = tablePath(dir, material, 'dtm');
    const dtm = existsSync(dtmPath) ? header(dtmPath).statistics : null;
    // xiangqitb's count differs from Canju's DTM only where both sides attack (docs/rules.md 5): there it
    // is computed from the tables; elsewhere the DTM table's distances are its own.
    const dtmCount = choice(args, 'dtm-count', DTM_COUNTS, 'canju');
    let counted: [LongestCount, LongestCount] | undefined;
    if (dtmCount === 'xiangqitb' && bothSidesAttack(material)) {
      await withProber(dir, (prober) => {
        counted = longestCounts(countMaterial(material, prober));
        return 0;
      });
    }
    const side = (s: typeof h.statistics.red, m: typeof h.statistics.red | undefined, c: LongestCount | undefined) => ({
      legal: s.legal, win: s.win, draw: s.draw, loss: s.loss, maxDtc: s.maxDtc, maxDtcFen: s.maxDtcFen,
      maxDtm: c ? c.plies : m ? m.maxDtc : null, maxDtmFen: c ? c.fen : m ? m.maxDtcFen : null, ruleDecided: s.ruleDecided,
      // Tables before format 4 do not say which rule decided a value.
      checkDecided: s.checkDecided ?? null, chaseDecided: s.chaseDecided ?? null,
    });
    const stats = {
      material: h.material, indexSize: h.entries, seconds: h.seconds, peakRssBytes: h.peakRssBytes,
      red: side(h.statistics.red, dtm?.red, counted?.[0]), black: side(h.statistics.black, dtm?.black, counted?.[1]), dtmCount,
    };
    if (args.options.has('json')) {
      io.out(JSON.stringify(stats));
      return 0;
    }
    const w = WORDS[lang];
    io.out(w.heading(h.material, h.entries, h.seconds.toFixed(1)));
    for (const [side, s] of [[0, stats.red], [1, stats.black]] as const) {
      // A side without a decisive position has no longest win to show.
      const longest = s.win + s.loss === 0 ? `${w.max} DTC —` : `${w.max} DTC ${s.maxDtc} (${s.maxDtcFen})${s.maxDtm === null ? '' : `${w.comma}${w.max} ${w.dtm[dtmCount]} ${s.maxDtm} (${s.maxDtmFen})`}`;
      const rules = s.checkDecided === null ? '' : w.rules(s.checkDecided, s.chaseDecided!);
      io.out(`  ${w.side[side]}${w.colon}${w.counts(s.legal, s.win, s.draw, s.loss)}${w.semicolon}${longest}${w.semicolon}${w.ruleDecided(s.ruleDecided)}${rules}`);
    }
    return 0;
  },
};

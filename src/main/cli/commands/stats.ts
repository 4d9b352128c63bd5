import { existsSync } from 'node:fs';
import { formatSignature } from '../../../shared/material/signature';
import { TableFile } from '../../tablebase/files/reader';
import { tablePath } from '../../tablebase/generationService';
import type { Command } from '../command';
import { CliFailure, EXIT } from '../failure';
import { materialArg, notePlacedPawns } from '../material';
import { text } from '../messages';
import { tablesDir } from '../tablesFolder';

export const statsCommand: Command = {
  name: 'stats',
  usage: { en: 'stats <signature|Chinese name> --dir <tables> [--json]', zh: 'stats <子力签名|中文名> --dir <残局库目录> [--json]' },
  summary: { en: 'print a table\'s statistics', zh: '输出残局库的统计' },
  positionals: 1,
  options: ['dir'],
  flags: ['json'],
  run(args, io, lang) {
    const typed = args.positionals[0];
    const material = materialArg(typed);
    const path = tablePath(tablesDir(args, false), material);
    if (!existsSync(path)) throw new CliFailure(EXIT.no, text('no-table', formatSignature(material), path));
    notePlacedPawns(typed, material, io, lang);
    const header = (at: string) => {
      const file = TableFile.open(at);
      const read = file.header;
      file.close();
      return read;
    };
    const h = header(path);
    // The DTM table's statistics count its distances in the same fields.
    const dtmPath = tablePath(tablesDir(args, false), material, 'dtm');
    const dtm = existsSync(dtmPath) ? header(dtmPath).statistics : null;
    const side = (s: typeof h.statistics.red, m: typeof h.statistics.red | undefined) => ({
      legal: s.legal, win: s.win, draw: s.draw, loss: s.loss, maxDtc: s.maxDtc, maxDtcFen: s.maxDtcFen,
      maxDtm: m ? m.maxDtc : null, maxDtmFen: m ? m.maxDtcFen : null, ruleDecided: s.ruleDecided,
      // Tables before format 4 do not say which rule decided a value.
      checkDecided: s.checkDecided ?? null, chaseDecided: s.chaseDecided ?? null,
    });
    const stats = {
      material: h.material, indexSize: h.entries, seconds: h.seconds, peakRssBytes: h.peakRssBytes,
      red: side(h.statistics.red, dtm?.red), black: side(h.statistics.black, dtm?.black),
    };
    if (args.options.has('json')) {
      io.out(JSON.stringify(stats));
      return 0;
    }
    io.out(`${h.material}: ${h.entries} entries per side, generated in ${h.seconds.toFixed(1)}s`);
    for (const [name, s] of [['red to move', stats.red], ['black to move', stats.black]] as const) {
      // A side without a decisive position has no longest win to show.
      const longest = s.win + s.loss === 0 ? 'max DTC —' : `max DTC ${s.maxDtc} (${s.maxDtcFen})${s.maxDtm === null ? '' : `, max DTM ${s.maxDtm} (${s.maxDtmFen})`}`;
      const rules = s.checkDecided === null ? '' : ` (${s.checkDecided} by perpetual check, ${s.chaseDecided} by perpetual chase)`;
      io.out(`  ${name}: ${s.legal} legal, ${s.win} win, ${s.draw} draw, ${s.loss} loss; ${longest}; ${s.ruleDecided} decided by the repetition rule${rules}`);
    }
    return 0;
  },
};

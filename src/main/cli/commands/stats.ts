import { existsSync } from 'node:fs';
import { formatSignature } from '../../../shared/material/signature';
import { TableFile } from '../../tablebase/files/reader';
import { tablePath } from '../../tablebase/generationService';
import type { Command } from '../command';
import { dirArg, materialArg } from '../material';

export const statsCommand: Command = {
  name: 'stats',
  usage: 'stats <signature|Chinese name> --dir <tables> [--json]',
  summary: 'print a table\'s statistics',
  flags: ['json'],
  run(args, io) {
    const material = materialArg(args.positionals[0]);
    const path = tablePath(dirArg(args.options.get('dir')), material);
    if (!existsSync(path)) {
      io.err(`no table ${formatSignature(material)} in ${path}`);
      return 1;
    }
    const file = TableFile.open(path);
    const h = file.header;
    file.close();
    const side = (s: typeof h.statistics.red) => ({
      legal: s.legal, win: s.win, draw: s.draw, loss: s.loss, maxDtc: s.maxDtc, maxDtcFen: s.maxDtcFen, ruleDecided: s.ruleDecided,
    });
    const stats = {
      material: h.material, indexSize: h.entries, seconds: h.seconds, peakRssBytes: h.peakRssBytes,
      red: side(h.statistics.red), black: side(h.statistics.black),
    };
    if (args.options.has('json')) {
      io.out(JSON.stringify(stats));
      return 0;
    }
    io.out(`${h.material}: ${h.entries} entries per side, generated in ${h.seconds.toFixed(1)}s`);
    for (const [name, s] of [['red to move', stats.red], ['black to move', stats.black]] as const) {
      io.out(`  ${name}: ${s.legal} legal, ${s.win} win, ${s.draw} draw, ${s.loss} loss; max DTC ${s.maxDtc} (${s.maxDtcFen}); ${s.ruleDecided} decided by the perpetual-check rule`);
    }
    return 0;
  },
};

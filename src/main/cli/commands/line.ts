import type { LineEnd } from '../../../shared/api/contract';
import { NOTATIONS } from '../../../shared/notation';
import { METRICS, type Metric, type Wdl } from '../../../shared/tablebase/value';
import { bestLine } from '../../services/probeService';
import { choice } from '../args';
import type { Command } from '../command';
import { positionArg } from '../position';
import { answered } from '../serviceAnswer';
import { tablesDir, withFolder } from '../tablesFolder';
import type { Lang } from '../../../shared/lang';


export const WORDS: Record<Lang, { wdl: Record<Wdl, string>; order: (k: number) => string; total: (plies: number, metric: Metric) => string; end: Record<LineEnd, string> }> = {
  en: {
    wdl: { win: 'win', draw: 'draw', loss: 'loss' }, order: (k) => ` order ${k}`,
    total: (plies, metric) => (metric === 'dtm' ? `${plies} plies by DTM (mate-shortest): ` : `${plies} plies: `),
    end: {
      checkmate: 'checkmate', stalemate: 'no legal move (困毙)', draw: 'drawn', 'perpetual-check': 'the position repeats: the checking side loses by perpetual check',
      limit: 'line cut at the ply limit',
    },
  },
  zh: {
    wdl: { win: '胜', draw: '和', loss: '负' }, order: (k) => ` 第 ${k} 层`,
    total: (plies, metric) => (metric === 'dtm' ? `共 ${plies} 步（按 DTM，最快杀棋）：` : `共 ${plies} 步：`),
    end: { checkmate: '绝杀', stalemate: '困毙（无着可走）', draw: '和棋', 'perpetual-check': '局面重复：长将一方判负', limit: '到达步数上限，着法截断' },
  },
};

export const lineCommand: Command = {
  name: 'line',
  usage: {
    en: 'line <fen> --dir <tables> [--notation chinese|wxf|iccs] [--metric dtc|dtm]',
    zh: 'line <fen> --dir <残局库目录> [--notation chinese|wxf|iccs] [--metric dtc|dtm]',
  },
  summary: {
    en: 'the best line to the end, one move per line with its DTC (--metric dtm: the mate-shortest line, with each DTM; needs the DTM tables)',
    zh: '走到底的最佳着法，每行一步及其 DTC（--metric dtm：最快杀棋的着法及每步 DTM，需要 DTM 库）',
  },
  positionals: 1,
  options: ['dir', 'notation', 'metric'],
  run(args, io, lang) {
    const notation = choice(args, 'notation', NOTATIONS, 'chinese');
    const metric = choice(args, 'metric', METRICS, 'dtc');
    const pos = positionArg(args.positionals[0]);
    const w = WORDS[lang];
    return withFolder(tablesDir(args, false), (folder) => {
      const line = answered(bestLine(folder.prober(), pos.fen(), notation, metric));
      for (const [i, step] of line.steps.entries()) {
        const dtm = line.metric === 'dtm' ? ` DTM ${step.dtm}` : '';
        io.out(`${i + 1}. ${step.text} ${w.wdl[step.wdl]}${dtm} DTC ${step.dtc}${step.order ? w.order(step.order) : ''}`);
      }
      io.out(`${w.total(line.steps.length, line.metric)}${w.end[line.end]}`);
      return 0;
    }, { io, lang });
  },
};

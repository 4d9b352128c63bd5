import { NOTATIONS, writeMove } from '../../../shared/notation';
import { Position } from '../../../shared/rules/position';
import { choice } from '../args';
import type { Command } from '../command';
import { positionArg } from '../position';
import { withProber } from '../probing';
import { tablesDir } from '../tablesFolder';

const ENDINGS = { checkmate: 'checkmate', stalemate: 'no legal move (困毙)', draw: 'drawn', 'perpetual-check': 'the position repeats: the checking side loses by perpetual check', limit: 'line cut at the ply limit' };

export const lineCommand: Command = {
  name: 'line',
  usage: { en: 'line <fen> --dir <tables> [--notation chinese|wxf|iccs]', zh: 'line <fen> --dir <残局库目录> [--notation chinese|wxf|iccs]' },
  summary: { en: 'the best line to the end, one move per line with its DTC', zh: '走到底的最佳着法，每行一步及其 DTC' },
  positionals: 1,
  options: ['dir', 'notation'],
  run(args, io) {
    const notation = choice(args, 'notation', NOTATIONS, 'chinese');
    const pos = positionArg(args.positionals[0]);
    return withProber(tablesDir(args, false), (prober) => {
      const line = prober.bestLine(pos);
      for (const [i, step] of line.moves.entries()) {
        const before = Position.fromFen(step.fen);
        io.out(`${i + 1}. ${writeMove(before, step.move, notation)} ${step.value.wdl} DTC ${step.value.dtc}${step.value.order ? ` order ${step.value.order}` : ''}`);
      }
      io.out(`${line.plies} plies: ${ENDINGS[line.end]}`);
      return 0;
    });
  },
};

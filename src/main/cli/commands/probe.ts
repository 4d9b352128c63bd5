import type { Command } from '../command';
import { positionArg } from '../position';
import { withProber } from '../probing';
import { tablesDir } from '../tablesFolder';

export const probeCommand: Command = {
  name: 'probe',
  usage: { en: 'probe <fen> --dir <tables> [--json]', zh: 'probe <fen> --dir <残局库目录> [--json]' },
  summary: { en: 'the position\'s value and every move\'s, best first', zh: '局面的值和每步着法的值，好的在前' },
  positionals: 1,
  options: ['dir'],
  flags: ['json'],
  run(args, io) {
    const pos = positionArg(args.positionals[0]);
    return withProber(tablesDir(args, false), (prober) => {
      const value = prober.value(pos);
      const moves = prober.moves(pos);
      if (args.options.has('json')) {
        io.out(JSON.stringify({
          wdl: value.wdl, dtc: value.dtc, order: value.order,
          moves: moves.map((m) => ({ iccs: m.iccs, wdl: m.wdl, dtc: m.dtc, order: m.order, capture: m.capture, mate: m.mate })),
        }));
        return 0;
      }
      io.out(`${value.wdl}${value.wdl === 'draw' ? '' : ` DTC ${value.dtc}`}${value.order ? ` order ${value.order}` : ''}`);
      for (const m of moves) {
        io.out(`${m.iccs} ${m.wdl}${m.wdl === 'draw' ? '' : ` ${m.dtc}`}${m.order ? ` order ${m.order}` : ''}${m.capture ? ' capture' : ''}${m.mate ? ' mate' : ''}`);
      }
      return 0;
    });
  },
};

import type { Command } from '../command';
import { dirArg } from '../material';
import { positionArg } from '../position';
import { withProber } from '../probing';

export const probeCommand: Command = {
  name: 'probe',
  usage: 'probe <fen> --dir <tables> [--json]',
  summary: 'the position\'s value and every move\'s, best first',
  flags: ['json'],
  run(args, io) {
    const pos = positionArg(args.positionals[0], 'en');
    const dir = dirArg(args.options.get('dir'));
    return withProber(dir, io, (prober) => {
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

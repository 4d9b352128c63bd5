import { perft } from '../../../shared/rules/perft';
import { UsageError } from '../args';
import type { Command } from '../command';
import { positionArg } from '../position';

export const perftCommand: Command = {
  name: 'perft',
  usage: 'perft <fen> <depth>',
  summary: 'count the leaf nodes of the legal move tree',
  run(args, io) {
    const [fen, depthText] = args.positionals;
    const depth = Number(depthText);
    if (!Number.isInteger(depth) || depth < 0 || depth > 8) throw new UsageError('<depth> must be an integer 0-8');
    io.out(String(perft(positionArg(fen, 'en'), depth)));
    return 0;
  },
};

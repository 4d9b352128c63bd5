import { perft } from '../../../shared/rules/perft';
import { decimal } from '../args';
import type { Command } from '../command';
import { UsageError } from '../failure';
import { text } from '../messages';
import { positionArg } from '../position';

export const perftCommand: Command = {
  name: 'perft',
  usage: { en: 'perft <fen> <depth>', zh: 'perft <fen> <深度>' },
  summary: { en: 'count the leaf nodes of the legal move tree', zh: '数出合法着法树的叶子节点' },
  positionals: 2,
  run(args, io) {
    const [fen, depthText] = args.positionals;
    const pos = positionArg(fen);
    const depth = decimal(depthText, true);
    if (!(depth >= 0 && depth <= 8)) throw new UsageError(text('bad-depth'));
    io.out(String(perft(pos, depth)));
    return 0;
  },
};

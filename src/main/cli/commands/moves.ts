import { NOTATIONS, writeMove } from '../../../shared/notation';
import { choice } from '../args';
import type { Command } from '../command';
import { positionArg } from '../position';

export const movesCommand: Command = {
  name: 'moves',
  usage: 'moves <fen> [--notation chinese|wxf|iccs]',
  summary: 'list the legal moves, one per line',
  run(args, io) {
    const notation = choice(args, 'notation', NOTATIONS, 'chinese');
    const pos = positionArg(args.positionals[0], 'zh');
    for (const move of pos.legalMoves()) io.out(writeMove(pos, move, notation));
    return 0;
  },
};

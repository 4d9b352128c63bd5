import { NOTATIONS, writeMove } from '../../../shared/notation';
import { choice } from '../args';
import type { Command } from '../command';
import { positionArg } from '../position';

export const movesCommand: Command = {
  name: 'moves',
  usage: { en: 'moves <fen> [--notation chinese|wxf|iccs]', zh: 'moves <fen> [--notation chinese|wxf|iccs]' },
  summary: { en: 'list the legal moves, one per line', zh: '列出合法着法，每行一个' },
  positionals: 1,
  options: ['notation'],
  run(args, io) {
    const notation = choice(args, 'notation', NOTATIONS, 'chinese');
    const pos = positionArg(args.positionals[0]);
    for (const move of pos.legalMoves()) io.out(writeMove(pos, move, notation));
    return 0;
  },
};

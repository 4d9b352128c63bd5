/** Turns a FEN argument into a legal position or a usage error that says what is wrong. */
import { parseFen } from '../../shared/rules/fen';
import { Position } from '../../shared/rules/position';
import { BadArgument, UsageError } from './failure';
import { text } from './messages';

export function positionArg(fen: string | undefined): Position {
  if (fen === undefined) throw new UsageError(text('missing-fen'));
  const setup = parseFen(fen);
  if (!setup.ok) throw new BadArgument(text('bad-fen', setup.error));
  const pos = Position.fromSetup(setup.value);
  if (!pos.ok) throw new BadArgument(text('illegal-position', pos.error));
  return pos.value;
}

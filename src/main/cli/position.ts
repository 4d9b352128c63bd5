/** Turns a FEN argument into a legal position or a usage error that says what is wrong. */
import { parseFen } from '../../shared/rules/fen';
import { Position } from '../../shared/rules/position';
import { BadArgument, UsageError } from './failure';
import { problem } from '../../shared/api/problem';
import { said, text } from './messages';

export function positionArg(fen: string | undefined): Position {
  if (fen === undefined) throw new UsageError(text('missing-fen'));
  const setup = parseFen(fen);
  if (!setup.ok) throw new BadArgument(said(problem('bad-fen', { problem: setup.error })));
  const pos = Position.fromSetup(setup.value);
  if (!pos.ok) throw new BadArgument(said(problem('illegal-position', { violations: pos.error })));
  return pos.value;
}

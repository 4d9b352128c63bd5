/** Turns a FEN argument into a legal position or a usage error that lists what is wrong. */
import { parseFen } from '../../shared/rules/fen';
import { Position } from '../../shared/rules/position';
import { describeViolation } from '../../shared/rules/violationText';
import { UsageError } from './args';

export type Lang = 'zh' | 'en';

export function positionArg(fen: string | undefined, lang: Lang): Position {
  if (fen === undefined) throw new UsageError('missing <fen>');
  const setup = parseFen(fen);
  if (!setup.ok) throw new UsageError(`bad FEN: ${setup.error.message}`);
  const pos = Position.fromSetup(setup.value);
  if (!pos.ok) throw new UsageError(pos.error.map((v) => describeViolation(v, lang)).join('\n'));
  return pos.value;
}

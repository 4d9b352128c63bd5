import { parseFen } from '../../../shared/rules/fen';
import { validateSetup } from '../../../shared/rules/validate';
import { describeViolation } from '../../../shared/rules/violationText';
import { UsageError, choice } from '../args';
import type { Command } from '../command';

export const validateCommand: Command = {
  name: 'validate',
  usage: 'validate <fen> [--lang zh|en]',
  summary: 'print ok, or each rule the position breaks (exit 1)',
  run(args, io) {
    const lang = choice(args, 'lang', ['zh', 'en'], 'zh');
    const [fen] = args.positionals;
    if (fen === undefined) throw new UsageError('missing <fen>');
    const setup = parseFen(fen);
    if (!setup.ok) {
      io.out(setup.error.message);
      return 1;
    }
    const violations = validateSetup(setup.value);
    if (violations.length === 0) {
      io.out('ok');
      return 0;
    }
    for (const v of violations) io.out(describeViolation(v, lang));
    return 1;
  },
};

import { parseFen } from '../../../shared/rules/fen';
import { validateSetup } from '../../../shared/rules/validate';
import type { Command } from '../command';
import { UsageError } from '../failure';
import { text } from '../messages';
import { sayFen, sayViolation } from '../../../shared/words/say';

export const validateCommand: Command = {
  name: 'validate',
  usage: { en: 'validate <fen>', zh: 'validate <fen>' },
  summary: { en: 'print ok, or each rule the position breaks (exit 1)', zh: '合法时输出 ok，否则逐条列出违反的规则（退出码 1）' },
  positionals: 1,
  run(args, io, lang) {
    const [fen] = args.positionals;
    if (fen === undefined) throw new UsageError(text('missing-fen'));
    const setup = parseFen(fen);
    // Judging the FEN is this command's answer, so what is wrong with it goes to stdout.
    if (!setup.ok) {
      io.out(sayFen(setup.error, lang));
      return 1;
    }
    const violations = validateSetup(setup.value);
    if (violations.length === 0) {
      io.out('ok');
      return 0;
    }
    for (const v of violations) io.out(sayViolation(v, lang));
    return 1;
  },
};

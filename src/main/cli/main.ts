/**
 * The command-line interface: the same services as the app, for headless use and scripting. Every
 * refusal or failure ends here as one line in the chosen language with its exit code (failure.ts).
 */
import { exitClass, knownProblem } from '../services/knownErrors';
import { parseArgs, takeLang } from './args';
import type { Command } from './command';
import { analyseCommand } from './commands/analyse';
import { engineCommand } from './commands/engine';
import { genCommand } from './commands/gen';
import { lineCommand } from './commands/line';
import { listCommand } from './commands/list';
import { movesCommand } from './commands/moves';
import { perftCommand } from './commands/perft';
import { probeCommand } from './commands/probe';
import { statsCommand } from './commands/stats';
import { studyCommand } from './commands/study';
import { treeCommand } from './commands/tree';
import { validateCommand } from './commands/validate';
import { verifyCommand } from './commands/verify';
import { CliFailure, EXIT, EXIT_OF, UsageError } from './failure';
import { type CliIo, printableIo } from './io';
import { environmentLang } from './lang';
import { said, text } from './messages';
import type { Lang } from '../../shared/lang';

export const COMMANDS: readonly Command[] = [
  perftCommand, movesCommand, validateCommand, genCommand, statsCommand, verifyCommand, probeCommand, lineCommand, analyseCommand, listCommand, treeCommand, studyCommand,
  engineCommand,
];

const HELP_FLAGS = ['--help', '-h'];

function usage(write: (line: string) => void, lang: Lang, commands = COMMANDS): void {
  write(text('help')(lang));
  for (const c of commands) write(`  ${c.usage[lang].padEnd(72)} ${c.summary[lang]}`);
}

/** The known errors of the services beneath (knownErrors.ts), as failures; anything else is a bug, still said in one line. */
function failureOf(error: unknown, command: Command | undefined): CliFailure {
  if (error instanceof CliFailure) return error;
  const known = knownProblem(error);
  if (!known) return new CliFailure(EXIT.no, text('unexpected', error instanceof Error ? error.message : String(error)));
  // A cancelled gen keeps what it finished, which is worth saying.
  return new CliFailure(EXIT_OF[exitClass(known.code)], known.code === 'cancelled' && command === genCommand ? text('gen-cancelled') : said(known));
}

/**
 * Runs one command line; returns the exit code. Without arguments it prints the usage and fails
 * (a script that lost its arguments should not succeed); `help` prints it and succeeds.
 */
export async function runCli(argv: readonly string[], given: CliIo, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const io = printableIo(given);
  let lang = environmentLang(env);
  let command: Command | undefined;
  try {
    const taken = takeLang(argv);
    lang = taken.lang ?? lang;
    const [name, ...rest] = taken.rest;
    if (name === undefined) {
      usage((line) => io.err(line), lang);
      return EXIT.usage;
    }
    if (name === 'help' || HELP_FLAGS.includes(name)) {
      usage((line) => io.out(line), lang);
      return EXIT.ok;
    }
    command = COMMANDS.find((c) => c.name === name);
    if (!command) throw new CliFailure(EXIT.usage, text('unknown-command', name));
    if (rest.some((arg) => HELP_FLAGS.includes(arg))) {
      usage((line) => io.out(line), lang, [command]);
      return EXIT.ok;
    }
    return await command.run(parseArgs(rest, command), io, lang);
  } catch (error) {
    const failure = failureOf(error, command);
    const line = failure.text(lang);
    io.err(failure instanceof UsageError && command ? text('with-usage', line, command.usage[lang])(lang) : line);
    return failure.exitCode;
  }
}

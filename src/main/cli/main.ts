/**
 * The command-line interface: the same services as the app, for headless use and scripting. Every
 * refusal or failure ends here as one line in the chosen language with its exit code (failure.ts).
 */
import { dirname } from 'node:path';
import { FolderLockedError } from '../catalogue/folderLock';
import { RenameError } from '../fs/renameWithRetry';
import { TableFileError } from '../tablebase/files/format';
import { AbortedError } from '../tablebase/generate/workerPool';
import { MemoryBudgetError } from '../tablebase/generationService';
import { ValueCodeLimitError } from '../../shared/tablebase/value';
import { CorruptTableError, MissingTablesError, TooLargeError, tableName } from '../tablebase/probe/tableSet';
import { CountTooLargeError, MAX_BOARDS, MissingDtmError } from '../tablebase/xiangqitbCount/positionGraph';
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
import { CliFailure, EXIT, UsageError } from './failure';
import type { CliIo } from './io';
import { environmentLang } from './lang';
import { text } from './messages';
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

/** The known errors of the services beneath, as failures; anything else is a bug, still said in one line. */
function failureOf(error: unknown, command: Command | undefined): CliFailure {
  if (error instanceof CliFailure) return error;
  if (error instanceof FolderLockedError) return new CliFailure(EXIT.no, text('folder-locked', error.dir, error.holder));
  if (error instanceof TooLargeError) return new CliFailure(EXIT.no, text('too-large', error.material));
  if (error instanceof MissingTablesError) return new CliFailure(EXIT.no, text('missing-tables', error.materials));
  if (error instanceof CountTooLargeError) return new CliFailure(EXIT.no, text('count-too-large', error.material, error.boards, MAX_BOARDS));
  if (error instanceof MissingDtmError) return new CliFailure(EXIT.no, text('count-needs-dtm', error.material));
  if (error instanceof CorruptTableError) return new CliFailure(EXIT.no, text('corrupt-table', tableName(error.material, error.metric), error.cause.message));
  if (error instanceof TableFileError) return new CliFailure(EXIT.no, text('corrupt-file', error.message));
  if (error instanceof MemoryBudgetError) return new CliFailure(EXIT.no, text('memory-budget', error.material, error.neededBytes, error.budgetBytes));
  if (error instanceof ValueCodeLimitError) return new CliFailure(EXIT.no, text('value-code-limit', error.what, error.limit));
  if (error instanceof RenameError) return new CliFailure(EXIT.no, text('rename-failed', error.from, error.to, error.code ?? '?', dirname(error.to)));
  // A cancelled gen keeps what it finished, which is worth saying.
  if (error instanceof AbortedError) return new CliFailure(EXIT.cancelled, text(command === genCommand ? 'gen-cancelled' : 'cancelled'));
  return new CliFailure(EXIT.no, text('unexpected', error instanceof Error ? error.message : String(error)));
}

/**
 * Runs one command line; returns the exit code. Without arguments it prints the usage and fails
 * (a script that lost its arguments should not succeed); `help` prints it and succeeds.
 */
export async function runCli(argv: readonly string[], io: CliIo, env: NodeJS.ProcessEnv = process.env): Promise<number> {
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

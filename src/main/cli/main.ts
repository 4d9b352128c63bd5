/** The command-line interface: the same services as the app, for headless use and scripting. */
import { FolderLockedError } from '../catalogue/folderLock';
import { UsageError, parseArgs } from './args';
import type { Command } from './command';
import { genCommand } from './commands/gen';
import { lineCommand } from './commands/line';
import { listCommand } from './commands/list';
import { movesCommand } from './commands/moves';
import { perftCommand } from './commands/perft';
import { probeCommand } from './commands/probe';
import { statsCommand } from './commands/stats';
import { validateCommand } from './commands/validate';
import { verifyCommand } from './commands/verify';
import type { CliIo } from './io';

export const COMMANDS: readonly Command[] = [perftCommand, movesCommand, validateCommand, genCommand, statsCommand, verifyCommand, probeCommand, lineCommand, listCommand];

function usage(io: CliIo): void {
  io.err('usage: canju <command> [args]');
  for (const c of COMMANDS) io.err(`  ${c.usage.padEnd(72)} ${c.summary}`);
}

/** Runs one command line; returns the exit code (0 ok, 1 a negative answer, 2 bad usage). */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    if (name !== undefined && name !== 'help' && name !== '--help') io.err(`unknown command '${name}'`);
    usage(io);
    return name === undefined || name === 'help' || name === '--help' ? 0 : 2;
  }
  try {
    return await command.run(parseArgs(rest, command.flags), io);
  } catch (error) {
    if (error instanceof FolderLockedError) {
      io.err(error.message);
      return 1;
    }
    if (!(error instanceof UsageError)) throw error;
    io.err(error.message);
    io.err(`usage: canju ${command.usage}`);
    return 2;
  }
}

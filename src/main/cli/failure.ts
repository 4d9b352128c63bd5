/**
 * A command's refusal or failure, with its exit code; runCli prints its one line in the chosen
 * language. The exit codes are the README's: 0 success, 1 a negative answer or a failure, 2 bad
 * usage, 130 cancelled.
 */
import type { ExitClass } from '../services/knownErrors';
import { type Text } from './messages';

export const EXIT = { ok: 0, no: 1, usage: 2, cancelled: 130 } as const;

/** The exit code of each class of answer (knownErrors.ts). */
export const EXIT_OF: Readonly<Record<ExitClass, number>> = { refused: EXIT.no, usage: EXIT.usage, cancelled: EXIT.cancelled };

export class CliFailure extends Error {
  constructor(readonly exitCode: number, readonly text: Text) {
    super(text('en'));
  }
}

/** The command line's shape is wrong (an unknown option, a missing argument): runCli adds the command's usage. */
export class UsageError extends CliFailure {
  constructor(text: Text) {
    super(EXIT.usage, text);
  }
}

/** A value on the command line is wrong (a bad FEN, no such folder): the line says what, the usage would not help. */
export class BadArgument extends CliFailure {
  constructor(text: Text) {
    super(EXIT.usage, text);
  }
}

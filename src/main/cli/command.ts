import type { ParsedArgs } from './args';
import type { CliIo } from './io';

export interface Command {
  readonly name: string;
  readonly usage: string;
  readonly summary: string;
  /** Options that take no value. */
  readonly flags?: readonly string[];
  /** Returns the process exit code. */
  run(args: ParsedArgs, io: CliIo): number | Promise<number>;
}

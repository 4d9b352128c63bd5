import type { ArgSpec, ParsedArgs } from './args';
import type { CliIo } from './io';
import type { Lang } from '../../shared/lang';

export interface Command extends ArgSpec {
  readonly name: string;
  /** The command line as `canju help` shows it, and what the command does, in each language. */
  readonly usage: Readonly<Record<Lang, string>>;
  readonly summary: Readonly<Record<Lang, string>>;
  /** Returns the process exit code; refusals and failures are thrown (failure.ts) and printed by runCli. */
  run(args: ParsedArgs, io: CliIo, lang: Lang): number | Promise<number>;
}

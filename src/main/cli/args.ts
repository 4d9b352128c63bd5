/**
 * A deliberately small argv parser: positionals plus `--name value` / `--name=value` options and
 * `--flag`s, checked against what the command takes, so a typo is refused instead of ignored.
 */
import { BadArgument, UsageError } from './failure';
import { LANGS } from '../../shared/lang';
import { text } from './messages';
import type { Lang } from '../../shared/lang';

export interface ParsedArgs {
  readonly positionals: string[];
  readonly options: Map<string, string | true>;
}

export interface ArgSpec {
  /** How many positional arguments the command takes at most. */
  readonly positionals: number;
  /** Options that take a value. */
  readonly options?: readonly string[];
  /** Options that take none. */
  readonly flags?: readonly string[];
}

export function parseArgs(argv: readonly string[], spec: ArgSpec): ParsedArgs {
  const positionals: string[] = [];
  const options = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--') || arg === '--') {
      if (positionals.length === spec.positionals) throw new UsageError(text('extra-argument', arg));
      positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq > 0 ? eq : undefined);
    if (spec.flags?.includes(name)) {
      if (eq > 0) throw new UsageError(text('flag-value', name));
      options.set(name, true);
    } else if (spec.options?.includes(name)) {
      const value = eq > 0 ? arg.slice(eq + 1) : argv[i + 1];
      // An option's value never starts with `--`: that is the next option, and this one lacks its value.
      if (value === undefined || value === '' || (eq < 0 && value.startsWith('--'))) throw new UsageError(text('missing-value', name));
      if (eq < 0) i++;
      options.set(name, value);
    } else {
      throw new UsageError(text('unknown-option', name));
    }
  }
  return { positionals, options };
}

/** Takes `--lang zh|en` out of the command line, wherever it stands, so every command and `help` hear it. */
export function takeLang(argv: readonly string[]): { lang: Lang | undefined; rest: string[] } {
  const rest: string[] = [];
  let lang: Lang | undefined;
  for (let i = 0; i < argv.length; i++) {
    const joined = argv[i].startsWith('--lang=');
    if (argv[i] !== '--lang' && !joined) {
      rest.push(argv[i]);
      continue;
    }
    const value = joined ? argv[i].slice('--lang='.length) : argv[++i];
    if (!value || (!joined && value.startsWith('--'))) throw new UsageError(text('missing-value', 'lang'));
    if (!(LANGS as readonly string[]).includes(value)) throw new BadArgument(text('bad-choice', 'lang', LANGS));
    lang = value as Lang;
  }
  return { lang, rest };
}

/** An option restricted to a fixed set of values, with a default. */
export function choice<T extends string>(args: ParsedArgs, name: string, values: readonly T[], fallback: T): T {
  const value = args.options.get(name);
  if (value === undefined) return fallback;
  if (typeof value === 'string' && (values as readonly string[]).includes(value)) return value as T;
  throw new BadArgument(text('bad-choice', name, values));
}

/**
 * A number as a person writes one in decimal digits (`12`, `0.5`), or NaN: `Number` would also take
 * `0x2`, `1e3`, ` 7 ` and '' (0), which no one means as a count.
 */
export function decimal(text: string | undefined, whole: boolean): number {
  return text !== undefined && (whole ? /^[0-9]+$/ : /^([0-9]+(\.[0-9]*)?|\.[0-9]+)$/).test(text) ? Number(text) : NaN;
}

/** A numeric option within [min, max], with a default. */
export function numberArg(args: ParsedArgs, name: string, fallback: number, min: number, max: number, whole: boolean): number {
  const value = args.options.get(name);
  if (value === undefined) return fallback;
  const n = typeof value === 'string' ? decimal(value, whole) : NaN;
  if (!Number.isFinite(n) || n < min || n > max) {
    throw new BadArgument(text('bad-number', name, min, max, whole));
  }
  return n;
}

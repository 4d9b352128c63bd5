/** A deliberately small argv parser: positionals plus `--name value` / `--flag` options. */

export interface ParsedArgs {
  readonly positionals: string[];
  readonly options: Map<string, string | true>;
}

export function parseArgs(argv: readonly string[], flags: readonly string[] = []): ParsedArgs {
  const positionals: string[] = [];
  const options = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--') || arg === '--') {
      positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    if (eq > 0) {
      options.set(arg.slice(2, eq), arg.slice(eq + 1));
    } else if (flags.includes(arg.slice(2)) || i + 1 >= argv.length) {
      options.set(arg.slice(2), true);
    } else {
      options.set(arg.slice(2), argv[++i]);
    }
  }
  return { positionals, options };
}

export class UsageError extends Error {}

/** An option restricted to a fixed set of values, with a default. */
export function choice<T extends string>(args: ParsedArgs, name: string, values: readonly T[], fallback: T): T {
  const value = args.options.get(name);
  if (value === undefined) return fallback;
  if (typeof value === 'string' && (values as readonly string[]).includes(value)) return value as T;
  throw new UsageError(`--${name} must be one of ${values.join(', ')}`);
}

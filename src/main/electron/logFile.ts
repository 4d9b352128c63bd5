/**
 * The desktop app's log: one line per start-up step, generation, folder move, crash and error, in a
 * file a user can find (Help ▸ Open Logs Folder) and send. A packaged GUI app has no console, so
 * `console.error` alone would lose all of it.
 *
 * Our own ~80 lines rather than electron-log: the app writes a few lines a minute from one process,
 * which needs neither transports nor IPC from the renderer, and this one runs under plain Node in the
 * tests. Each line is appended synchronously, so the line before a crash is on disk; when the file
 * passes `maxBytes` it becomes `canju.1.log` (the older ones shift up, the oldest is dropped), so the
 * logs never take more than `(keep + 1) × maxBytes`. Logging never throws: a log that cannot be
 * written falls back to standard error.
 */
import { appendFileSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { format, inspect } from 'node:util';

export type Level = 'info' | 'warn' | 'error';

export interface Logger {
  /** The file being written. */
  readonly file: string;
  info(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

export interface LogFileOptions {
  readonly dir: string;
  /** @default 1 MiB */
  readonly maxBytes?: number;
  /** Rotated files kept beside the current one. @default 3 */
  readonly keep?: number;
  readonly now?: () => Date;
}

export const LOG_NAME = 'canju.log';

/** The name of the n-th older file: `canju.log`, `canju.1.log`, `canju.2.log`… */
export function rotatedName(n: number): string {
  return n === 0 ? LOG_NAME : LOG_NAME.replace(/\.log$/, `.${n}.log`);
}

/** A detail as it goes in the log: an error with its stack (and code), anything else on one line as `util.inspect` shows it. */
function detail(value: unknown): string {
  if (value instanceof Error) {
    const code = (value as NodeJS.ErrnoException).code;
    return `${value.stack ?? `${value.name}: ${value.message}`}${code ? ` [${code}]` : ''}`;
  }
  return typeof value === 'string' ? value : inspect(value, { depth: 4, breakLength: Infinity });
}

export function openLogFile(options: LogFileOptions): Logger {
  const { dir, maxBytes = 1 << 20, keep = 3, now = () => new Date() } = options;
  const file = join(dir, LOG_NAME);
  let size = 0;
  let broken = false;
  try {
    mkdirSync(dir, { recursive: true });
    size = statSync(file).size;
  } catch {
    // No file yet (size 0), or no folder: the first write says so on standard error.
  }

  const rotate = () => {
    rmSync(join(dir, rotatedName(keep)), { force: true });
    for (let n = keep - 1; n >= 0; n--) {
      try {
        renameSync(join(dir, rotatedName(n)), join(dir, rotatedName(n + 1)));
      } catch {
        // That generation does not exist yet.
      }
    }
    size = 0;
  };

  const write = (level: Level, message: string, details: unknown[]) => {
    const text = [message, ...details.map(detail)].join(' ').replace(/\r?\n/g, '\n    ');
    const line = `${now().toISOString()} ${level.toUpperCase().padEnd(5)} ${text}\n`;
    const bytes = Buffer.byteLength(line);
    try {
      if (size > 0 && size + bytes > maxBytes) rotate();
      appendFileSync(file, line);
      size += bytes;
      broken = false;
    } catch (error) {
      if (!broken) process.stderr.write(`Canju: cannot write the log ${file}: ${(error as Error).message}\n`);
      broken = true;
      process.stderr.write(line);
    }
  };

  return {
    file,
    info: (message, ...details) => write('info', message, details),
    warn: (message, ...details) => write('warn', message, details),
    error: (message, ...details) => write('error', message, details),
  };
}

/** Sends what the code prints with console.warn and console.error to the log too. */
export function copyConsoleTo(log: Logger): void {
  for (const level of ['warn', 'error'] as const) {
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      original(...args);
      log[level](format(...args));
    };
  }
}

/** Where a command writes; tests pass their own to capture output. */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

export const processIo: CliIo = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

/**
 * Control characters escaped (`\u001b`), all but the tab and a line's final CR: text that came from a file (a study's
 * title, a file's name) must not retitle, recolour or rewrite the user's terminal, and one call is
 * one line. The escape is JSON's, so a `--json` line stays valid JSON meaning the same.
 */
export function printable(line: string): string {
  // A line's own CR stays: `study export --line-ending crlf` to standard output is written as asked.
  const crlf = line.endsWith('\r');
  const body = (crlf ? line.slice(0, -1) : line).replace(/[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return crlf ? `${body}\r` : body;
}

/** `io` with every line made printable: what runCli hands the commands. */
export function printableIo(io: CliIo): CliIo {
  return { out: (line) => io.out(printable(line)), err: (line) => io.err(printable(line)) };
}


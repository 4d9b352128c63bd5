/** Runs the CLI in-process, as the tests of its commands do, keeping what it prints. */
import { runCli } from '../../src/main/cli/main';

export async function cli(...argv: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [], err: string[] = [];
  const code = await runCli(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

/** Runs the CLI in-process, as the tests of its commands do, keeping what it prints. */
import { fileURLToPath } from 'node:url';
import { runCli } from '../../src/main/cli/main';

/** The CLI as `npx canju` runs it: built once per test run by the global set-up. */
export const BUILT_CLI = fileURLToPath(new URL('../../out/main/cli.js', import.meta.url));

export interface CliRun {
  readonly code: number;
  readonly out: string[];
  readonly err: string[];
}

export async function cli(...argv: string[]): Promise<CliRun> {
  return cliIn(process.env, ...argv);
}

/** The same under a chosen environment: its locale picks the language when no --lang is given. */
export async function cliIn(env: NodeJS.ProcessEnv, ...argv: string[]): Promise<CliRun> {
  const out: string[] = [], err: string[] = [];
  const code = await runCli(argv, { out: (l) => out.push(l), err: (l) => err.push(l) }, env);
  return { code, out, err };
}

/**
 * Vitest global set-up: the tests that start the CLI, the browser host or the generation worker as
 * real processes run the built `out/`, so it is built here, once per run, from the sources under
 * test: a fresh clone's `npx vitest run` works, and a stale `out/` is never what gets tested.
 */
import { build } from 'electron-vite';
import { fileURLToPath } from 'node:url';

export default async function setup(): Promise<void> {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  await build({ root, logLevel: 'warn' });
}

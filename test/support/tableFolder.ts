/** Table files generated once for a test file, in a temporary folder. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { FolderTableProbe } from '../../src/main/search/tableProbe';
import { spawnWorker } from '../../src/main/tablebase/generate/spawnWorker';
import { generateWithSubTables } from '../../src/main/tablebase/generationService';
import { Prober } from '../../src/main/tablebase/probe/prober';
import { TableSet } from '../../src/main/tablebase/probe/tableSet';
import type { Material } from '../../src/shared/material/material';
import { formatSignature } from '../../src/shared/material/signature';

/**
 * A temporary folder that holds `m`'s table and its sub-tables before the file's tests run (made by
 * `generate`, by default the generation service on one thread) and is removed after them. The
 * set-up may take `timeoutMs`: over three times what the material takes on a loaded machine.
 */
export function generatedFolder(m: Material, generate?: (dir: string) => Promise<unknown>, timeoutMs = 60_000): string {
  const dir = mkdtempSync(join(tmpdir(), `canju-${formatSignature(m)}-`));
  beforeAll(() => (generate ?? ((d) => generateWithSubTables(m, { dir: d, threads: 1, memoryBytes: 2 ** 30, spawn: spawnWorker })))(dir), timeoutMs);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A prober over `generatedFolder(m)`'s tables, open from before the file's tests to after them: read `.prober` inside a test. */
export function generatedProber(m: Material, timeoutMs?: number): { readonly prober: Prober } {
  const dir = generatedFolder(m, undefined, timeoutMs);
  const held: { prober: Prober; tables?: TableSet } = { prober: undefined as unknown as Prober };
  beforeAll(() => {
    held.tables = new TableSet(dir, 64 << 20);
    held.prober = new Prober(held.tables);
  });
  afterAll(() => held.tables?.close());
  return held;
}

/**
 * Runs `fn` with the search's probe and a prober over the tables in `dir` (a `generatedFolder`), both
 * on one table set that is open for `fn` alone.
 */
export function withTableProbe<T>(dir: string, fn: (probe: FolderTableProbe, prober: Prober) => T): T {
  const tables = new TableSet(dir, 16 << 20);
  try {
    return fn(new FolderTableProbe(tables), new Prober(tables));
  } finally {
    tables.close();
  }
}

/**
 * docs/architecture.md is the map of `src`: every folder under it is named there (as `main/cli/`,
 * `shared/search/prove/`, … or `src/preload/`), so a folder added without a line in the map fails here,
 * and so does a folder the map names that no longer exists.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SRC = join(ROOT, 'src');
const MAP = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');

function folders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      return [relative(SRC, path).split('\\').join('/'), ...folders(path)];
    });
}

/** The folders the map names: a backticked path ending in `/` under one of src's top folders. */
function named(): Set<string> {
  const paths = [...MAP.matchAll(/`(?:src\/)?((?:shared|main|preload|renderer)(?:\/[\w.-]+)*)\/`/g)].map((m) => m[1]!);
  return new Set(paths);
}

describe('docs/architecture.md', () => {
  it('names every folder under src', () => {
    const missing = folders(SRC).filter((folder) => !named().has(folder));
    expect(missing).toEqual([]);
  });

  it('names no folder that is gone', () => {
    const present = new Set(folders(SRC));
    expect([...named()].filter((folder) => !present.has(folder))).toEqual([]);
  });
});

/**
 * The Node version package.json promises is one the code runs on: every newer Node API the sources
 * call is listed here with the 22.x release that brought it, and `engines` asks at least that.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Node APIs newer than 22.0, with the 22.x release that has them (nodejs.org/api, "Added in"). */
const ADDED_IN: Record<string, string> = {
  zstdCompressSync: '22.15.0',
  zstdDecompressSync: '22.15.0',
  zstdCompress: '22.15.0',
  zstdDecompress: '22.15.0',
  createZstdCompress: '22.15.0',
  createZstdDecompress: '22.15.0',
};

const version = (text: string) => text.split('.').map(Number) as [number, number, number];
const atLeast = (a: string, b: string) => {
  const [x, y] = [version(a), version(b)];
  for (let i = 0; i < 3; i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) > (y[i] ?? 0);
  return true;
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : []);
}

describe('the Node version in package.json', () => {
  it('is at least the release of every newer Node API the sources use (zstd: 22.15)', () => {
    const minimum = /^>=\s*(\d+(?:\.\d+){0,2})$/.exec(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines.node)?.[1];
    expect(minimum).toBeDefined();
    const used = new Set<string>();
    for (const file of sources(join(root, 'src', 'main'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\b(zstd[A-Z]\w*|createZstd\w*)\b/g)) used.add(match[1]);
    }
    expect(used.size).toBeGreaterThan(0);
    for (const api of used) {
      expect(ADDED_IN[api], `${api} is not in the table of newer Node APIs`).toBeDefined();
      expect(atLeast(minimum!, ADDED_IN[api]), `engines says >=${minimum}, ${api} needs ${ADDED_IN[api]}`).toBe(true);
    }
  });
});

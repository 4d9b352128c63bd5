/**
 * The built Node bundles (out/, built from the sources under test by the global set-up) keep their
 * top-level constants `const`, which V8 folds into the code: written as `var` (Vite's default), the
 * search's board width and tables were read from the module's context at every use
 * (scripts/keepConstBindings.ts).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const main = fileURLToPath(new URL('../../out/main/', import.meta.url));
const NUMBER_VAR = /^var [A-Z][A-Z0-9_]* = -?[\d.e]+;$/gm;

describe('the Node bundles', () => {
  it.each(['searchWorker.js', 'generateWorker.js'])('%s declares its numeric constants const, none var', (file) => {
    const code = readFileSync(main + file, 'utf8');
    expect(code).toMatch(/^const [A-Z][A-Z0-9_]* = -?[\d.e]+;$/m);
    expect(code.match(NUMBER_VAR) ?? []).toEqual([]);
  });
});

/**
 * Bundles bench/canjuRun.ts with Vite for the checkout it measures, so that bench:vs runs Canju's
 * generation as the CLI and the app run it (bundled) and not under tsx. canjuRun's own `../src/`
 * imports are taken from `checkout` (their imports inside that tree follow); packages stay outside
 * the bundle, which is written into the checkout's node_modules so that Node finds them there.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { KEEP_CONST_BINDINGS } from '../scripts/keepConstBindings';

const entry = fileURLToPath(new URL('./canjuRun.ts', import.meta.url));

/** Builds the bundle for `checkout` and returns its path. */
export async function bundleCanjuRun(checkout: string): Promise<string> {
  const outDir = join(checkout, 'node_modules', '.canju-bench');
  mkdirSync(outDir, { recursive: true });
  const fromCheckout: Plugin = {
    name: 'canju-run-checkout',
    // Before Vite's own resolver, which would take the imports from this tree.
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer !== entry || !source.startsWith('../src/')) return null;
      return this.resolve(resolve(checkout, source.slice('../'.length)), importer, { skipSelf: true });
    },
  };
  const { build } = await import('vite');
  await build({
    configFile: false, logLevel: 'silent', root: dirname(entry), plugins: [fromCheckout],
    build: { ssr: entry, outDir, emptyOutDir: true, minify: false, rollupOptions: { output: { ...KEEP_CONST_BINDINGS, format: 'es', entryFileNames: 'canjuRun.mjs' } } },
  });
  return join(outDir, 'canjuRun.mjs');
}

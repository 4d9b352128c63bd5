/**
 * The tests Stryker runs against each mutant (stryker.config.json, `npm run test:mutation`): those
 * that exercise the mutated modules — verify, the parallel verify, the table files, setup
 * validation — not the whole suite, and no build (none of them starts the built app).
 */
import { defineConfig } from 'vitest/config';
import base from './vitest.config';

export default defineConfig({
  test: {
    ...base.test,
    include: [
      'test/tablebase/verify.test.ts',
      'test/tablebase/parallelVerify.test.ts',
      'test/probe/integrity.test.ts',
      'test/probe/probe.test.ts',
      'test/tablebase/digitOrder.test.ts',
      'test/tablebase/writer.test.ts',
      'test/rules/validate.test.ts',
      'test/rules/validateEdgeCases.test.ts',
    ],
    globalSetup: [],
    reporters: ['default'],
    // Instrumented code runs several times slower, on cores other work shares; Stryker's own timeout
    // per mutant is what catches a mutant that loops.
    testTimeout: 300_000,
  },
});

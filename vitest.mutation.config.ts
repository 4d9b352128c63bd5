/**
 * The tests Stryker runs against each mutant (stryker.config.json, `npm run test:mutation`): fast
 * tests of the mutated modules — verify, the parallel verify, the table files, setup validation —
 * not the whole suite, and no build (none of them starts the built app). A test file whose set-up
 * (module code, beforeAll) runs mutated code makes those mutants "static": Stryker then runs every
 * test against them. So the files here build their tables inside the tests, or without any mutated
 * code (test/support/tableBytes.ts); parallelVerify.test.ts, integrity.test.ts and probe.test.ts,
 * which generate tables with worker threads in beforeAll, stay out (docs/testing.md).
 */
import { defineConfig } from 'vitest/config';
import base from './vitest.config';

export default defineConfig({
  test: {
    ...base.test,
    include: [
      'test/tablebase/verify.test.ts',
      'test/tablebase/verifyDetails.test.ts',
      'test/tablebase/parallelVerifyTasks.test.ts',
      'test/tablebase/files/*.test.ts',
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

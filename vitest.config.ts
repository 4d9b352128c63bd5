import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    environment: 'node',
    globalSetup: ['./test/support/globalBuild.ts'],
    reporters: ['default', './test/support/summaryReporter.ts'],
    testTimeout: 60_000,
  },
});

import { defineConfig } from 'vitest/config';

/**
 * The vitest configuration StrykerJS runs (stryker.config.mjs): the unit tests of src/domain
 * and src/contract, in Node, without the SPA's Vite plugins (what the mutated files need),
 * with the same guards as the `unit` project (vite.config.ts).
 */
export default defineConfig({
  test: {
    include: ['src/domain/**/*.test.ts', 'src/contract/**/*.test.ts'],
    environment: 'node',
    allowOnly: false,
    expect: { requireAssertions: true },
    testTimeout: 60000,
    isolate: false,
  },
});

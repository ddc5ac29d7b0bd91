import { defineConfig } from 'vitest/config';

/**
 * The vitest configuration StrykerJS runs (stryker.config.mjs): the unit tests of
 * src/domain only, in Node, without the SPA's Vite plugins (what the mutated files need).
 */
export default defineConfig({
  test: {
    include: ['src/domain/**/*.test.ts'],
    environment: 'node',
    allowOnly: false,
    testTimeout: 60000,
  },
});

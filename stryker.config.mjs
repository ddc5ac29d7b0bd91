// @ts-check
/**
 * Mutation testing of the whole domain and the API contract: `npm run mutation` (not part of
 * `npm test`). StrykerJS mutates every source file of src/domain and src/contract (not the
 * tests, their fixtures and samples) and runs the unit tests of those two folders through
 * vitest (stryker.vitest.config.ts); a mutant no test kills "survives". The last run and the
 * equivalent mutants are in docs/testing.md and docs/mutation-equivalents.md. Reports:
 * reports/mutation/ (HTML and JSON, not committed).
 *
 * Incremental: each run reuses the results of the last one (reports/stryker-incremental.json,
 * not committed) for the mutants whose code and covering tests did not change, so a re-run
 * after a small change costs minutes. `npm run mutation -- --force` re-runs every mutant.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'stryker.vitest.config.ts', related: false },
  mutate: [
    'src/domain/**/*.ts',
    'src/contract/**/*.ts',
    '!**/*.test.ts',
    '!**/__fixtures__/**',
    '!**/*.sample.ts',
  ],
  coverageAnalysis: 'perTest',
  // Static mutants (in module-level constants, evaluated once at import: the zod schemas, the
  // message and coverage tables) have no per-test coverage, so each would re-run all the tests:
  // 1,155 of them, Stryker's estimate 92 % of the time (54 h at concurrency 1 on the shared
  // 2-core VM). They are reported as "ignored", outside the score; the tests that read those
  // tables' values (messages, schemas' refusals) still guard them.
  ignoreStatic: true,
  incremental: true,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  // The sandbox copy holds only what the domain's and the contract's unit tests need (not the
  // e2e data folders, the build or the server): the working tree is never mutated in place.
  ignorePatterns: ['/.tmp', '/.data*', '/dist', '/test-results', '/playwright-report', '/reports', '/server', '!/server/data', '/tests', '/docs', '/public', '/scripts', '/src/ui'],
  // One mutant at a time: the 2-core machine is shared (CI, other sessions' tests).
  concurrency: 1,
  // A busy shared machine: a mutant's run may take a while before it counts as a timeout.
  timeoutMS: 60000,
  thresholds: { high: 95, low: 85, break: 85 },
};

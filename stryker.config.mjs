// @ts-check
/**
 * Mutation testing of the domain's money and access rules (issue 19): `npm run mutation`
 * (not part of `npm test`). StrykerJS mutates the files below and runs the unit tests of
 * src/domain through vitest (stryker.vitest.config.ts); a mutant no test kills "survives".
 * The survivors and the equivalent mutants are listed in docs/testing.md. Reports:
 * reports/mutation/ (HTML and JSON, not committed).
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'stryker.vitest.config.ts', related: false },
  mutate: [
    'src/domain/payment-gate.ts',
    'src/domain/quotation/pricing.ts',
    'src/domain/quotation/price-table-rules.ts',
    'src/domain/subscription/proration.ts',
  ],
  coverageAnalysis: 'perTest',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  // The sandbox copy holds only what the domain's unit tests need (not the e2e data folders,
  // the build or the server): the working tree is never mutated in place.
  ignorePatterns: ['/.tmp', '/.data*', '/dist', '/test-results', '/playwright-report', '/reports', '/server', '!/server/data', '/tests', '/docs', '/public', '/scripts', '/src/ui'],
  concurrency: 2,
  // A busy shared machine: a mutant's run may take a while before it counts as a timeout.
  timeoutMS: 60000,
  thresholds: { high: 100, low: 95, break: null },
};

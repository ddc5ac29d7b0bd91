import { fileURLToPath } from 'node:url';
import { loadEnv, type Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { checkEnv, type BuildEnv } from './src/ui/app/env-check.ts';
import { prerenderLanding } from './scripts/lib/vite-prerender.ts';
import { PGLITE_PASS, POSTGRES_PASS } from './server/test/database-passes.ts';

/** The checked settings of this run (set by `checkedEnv` when Vite starts). */
let buildEnv: BuildEnv = { VITE_BACKEND: 'http' };

/**
 * Checks the SPA's settings (VITE_*, src/ui/app/env.ts) when `vite` or `vite build` starts: a bad
 * value stops it with the field's message, and the browser carries no validator (issue 16).
 */
function checkedEnv(): Plugin {
  return {
    name: 'cotador-checked-env',
    config(_config, { mode }) {
      // loadEnv reads the .env files of `mode` and the process's VITE_* variables (which win).
      buildEnv = checkEnv(loadEnv(mode, process.cwd(), 'VITE_'));
    },
  };
}

/** Vite builds the SPA into dist/; vitest runs the unit, machine, UI and server projects. */
export default defineConfig({
  plugins: [checkedEnv(), react(), vanillaExtractPlugin(), prerenderLanding(() => buildEnv.VITE_BACKEND)],
  resolve: {
    alias: [
      // inversify's side-effect import of the Reflect metadata polyfill: the app binds without
      // decorators, so a small WeakMap store does (src/infrastructure/di/reflect-metadata-shim.ts).
      { find: /^reflect-metadata\/lite$/, replacement: fileURLToPath(new URL('./src/infrastructure/di/reflect-metadata-shim.ts', import.meta.url)) },
    ],
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/media': 'http://127.0.0.1:8080',
    },
  },
  // No source maps in the production build: dist/ is served as is (docs/security.md).
  // The manifest (dist/.vite/manifest.json, not served: server/src/app.ts) feeds the bundle budget (scripts/check-bundle-budget.ts).
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        // Fewer, larger chunks compress better (issue 16, "lean first load"): every module the
        // entry (src/ui/app/main.tsx) imports statically goes in one chunk beside it, instead of
        // about twenty small chunks shared with the lazy screens.
        codeSplitting: {
          groups: [
            { name: 'first-page', tags: ['$initial'], test: (id: string) => !/\/src\/ui\/app\/main\.tsx$|\.html$/.test(id), priority: 2 },
            // The first stage's HTTP part (src/infrastructure/di/shell-http.ts), the API client,
            // ky and remote-call: fetched together at start-up, so one chunk (compresses better
            // than three).
            {
              name: 'shell-http',
              test: (id: string) => /\/src\/infrastructure\/(di\/shell-http|http\/client|http\/remote-call)\.ts$|\/node_modules\/ky\//.test(id),
              priority: 1,
            },
            // zod's core and `zod/mini` (every contract's schemas): one chunk, not four small ones.
            { name: 'zod', test: /\/node_modules\/zod\/v4\/(core\/(api|checks|core|doc|errors|parse|regexes|schemas|util|versions)|mini\/(schemas|iso|coerce))\.js$/, priority: 1 },
            // The quote's domain, use cases and catalog adapter, which `/cotacao` waits for: one
            // chunk instead of some twenty of 0.2–2.7 KB gzip, each with its own imports and
            // exports (docs/benchmarks.md, "lean first load"). A list, not a folder: a module
            // only other screens read stays out.
            {
              name: 'quote-core',
              test: (id: string) =>
                /\/src\/domain\/quotation\/(age-buckets|plan-types|catalog-types|quote-results|networks|catalog|price-table-rules|plan-extras|family|index|plan-eligibility|states|money|last-quote|monthly-total|pricing|lives-input|iso-date|table-age|comparison)\.ts$/.test(id) ||
                /\/src\/(domain\/(proposal\/proposal-text|subscription\/calendar|user)|application\/quotation\/(quotation\.machine|use-cases|plan-details-memo)|contract\/(catalog|quote-preferences))\.ts$/.test(id) ||
                /\/src\/infrastructure\/(comparison-store\.storage|http\/(plan-catalog\.http|catalog\.mapper|ans-profile\.mapper)|di\/(tokens|features\/(shared|quotation)))\.ts$/.test(id),
              priority: 1,
            },
            // The small UI parts most screens share (remote loading and its failure, the form
            // controls, the first access's notice, the avatar): one chunk, not seven of 0.2–0.9 KB.
            {
              name: 'screen-kit',
              test: /\/src\/ui\/(shared\/(use-remote|remote-failure|when-idle|first-access\/first-access|catalog\/form-controls)|design-system\/form-controls|layouts\/dashboard\/(user-avatar|shell-extras))\.tsx?$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  test: {
    // A stray `.only` fails the run instead of silently skipping the rest (issue 19).
    allowOnly: false,
    // A test that ends without running a single expect fails: a guard that returns early, or
    // an assertion inside an `if` that never held, cannot pass silently.
    expect: { requireAssertions: true },
    // Both cores of the 2-core CI machine (vitest's default there is one worker): test files
    // run two at a time; every server file has its own database, so none shares state.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // One module graph per worker: these files are pure modules, machines and scripts with no
          // module mock and no global (the one-by-one import of each file's graph was ~70 % of this
          // project's CPU: 130 s → 37 s measured by hand on 2026-11-28, docs/testing.md "Duration").
          isolate: false,
          include: ['src/domain/**/*.test.ts', 'src/contract/**/*.test.ts', 'src/application/**/*.test.ts', 'src/infrastructure/**/*.test.ts', 'tests/machines/**/*.test.ts', 'scripts/**/*.test.ts'],
          // Property tests and PDF renders on a shared, busy 2-core machine (no test measures time).
          testTimeout: 60000,
          hookTimeout: 60000,
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          // One module graph per worker, as in `unit`: these files mock no module, and
          // tests/ui/setup.ts puts back every global a test changes (storage, spies, stubbed
          // globals, timers, URL statics). Measured on 2026-11-28 on the whole project, load 15–31 (2 cores):
          // 449.7 s of CPU isolated vs 222.7 s with this (docs/testing.md "Duration").
          isolate: false,
          include: ['src/ui/**/*.test.tsx', 'tests/ui/**/*.test.tsx'],
          setupFiles: ['tests/ui/setup.ts'],
          // A whole app renders per test: give a loaded 2-core CI machine room (no test measures time;
          // a passing test ends as soon as the page shows what it waits for). The longest, the life
          // wizard's filled form (15 s at load 15), passed 180 s at load 26 once.
          testTimeout: 300000,
          hookTimeout: 60000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          // One module graph per worker, not one per file: most of a file's time was importing the
          // server (Fastify, Drizzle, PGlite, pg-boss) again. Each file still builds its own app,
          // database and clock (server/test/helpers.ts), and no server test touches a global
          // (docs/testing.md, "Server suite duration").
          isolate: false,
          // Each file on the database(s) server/test/database-passes.ts gives it, which says why:
          // the PGlite pass, or the PostgreSQL pass when DATABASE_URL is set (scripts/with-postgres.ts).
          // SERVER_ALL=1: every file on the pass's database (the race tests only ever on PostgreSQL).
          include: process.env.SERVER_ALL ? ['server/test/**/*.test.ts', 'server/life/test/**/*.test.ts'] : process.env.DATABASE_URL ? [...POSTGRES_PASS] : [...PGLITE_PASS],
          exclude: process.env.DATABASE_URL ? [...configDefaults.exclude] : [...configDefaults.exclude, 'server/test/concurrency/**'],
          // The migrated database with the catalog, built once per run and copied per test file.
          globalSetup: ['server/test/global-setup.ts'],
          // Generous for a shared, busy 2-core machine (no test measures time).
          testTimeout: 120000,
          hookTimeout: 120000,
        },
      },
    ],
  },
});

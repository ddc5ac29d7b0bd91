/**
 * End-to-end tests in Debian's Chromium against the real server (embedded
 * PostgreSQL in a fresh temporary data folder) serving the built SPA. `npm run
 * test:e2e` builds the SPA first; this file starts the server and stops it.
 */
import { defineConfig } from '@playwright/test';
import { E2E_SMTP_PORT } from './tests/e2e/mail-settings';

const port = Number(process.env.E2E_PORT ?? 18081);
export const baseURL = `http://127.0.0.1:${port}`;
const dataDir = `.tmp/e2e-data-${port}`;
/** The run's server bundles (inside the checkout: they resolve their packages from its node_modules). */
const serverBuild = `build/e2e-server-${port}`;
/** Specs that move the server's clock (docs/testing.md, "End-to-end layout"). */
const SERVER_CLOCK_SPECS = ['**/subscription.spec.ts', '**/table-updates.spec.ts'];

export default defineConfig({
  testDir: 'tests/e2e',
  // Generous limits for a shared, busy CI machine: waits end as soon as the page is ready.
  // At load ~17 (two helpers' test runs beside the suite) the Swagger UI took over 20 s to
  // show its heading (its JSON document is built on the first request), and the broker's day
  // 1.4 min: a limit only catches a hang.
  timeout: 300_000,
  expect: { timeout: 45_000 },
  // Each spec file seeds its own users (tests/e2e/helpers.ts demoUsersOf) and depends on no
  // other file: two files run at once (the tests of one file in order, in one worker).
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // A stray `test.only` fails the run (locally too), instead of silently skipping the rest.
  forbidOnly: true,
  // The JSON report feeds `npm run test:durations` (docs/testing.md's figures).
  reporter: [['list'], ['json', { outputFile: '.tmp/test-reports/e2e.json' }]],
  // A local SMTP server the e2e server mails to (confirmation and password-reset links).
  globalSetup: './tests/e2e/mail-setup.ts',
  outputDir: 'test-results/e2e',
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // A failed test keeps its trace (actions, network, DOM snapshots) without the screencast:
    // recording every frame of every page costs CPU on every passing test too.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-gpu'],
    },
  },
  projects: [
    // Everything that leaves the server's clock alone, two files at a time.
    { name: 'chromium', testIgnore: SERVER_CLOCK_SPECS, use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
    // The specs that move the server's clock (PUT /api/test/clock/), which is global: after
    // the others, one file at a time, so no other spec ever sees a moved day.
    {
      name: 'server-clock',
      testMatch: SERVER_CLOCK_SPECS,
      dependencies: ['chromium'],
      workers: 1,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    // The main API and the life-insurance service (LIFE_PORT = PORT + 1), as `npm start` runs them:
    // compiled (scripts/build-server.ts, about a second) into a folder of this port's own, then
    // plain node, so none of the three processes compiles TypeScript at start-up.
    command: `rm -rf ${dataDir} && tsx scripts/build-server.ts ${serverBuild} && node ${serverBuild}/launch.mjs`,
    url: `${baseURL}/api/health/`,
    reuseExistingServer: false,
    // The first start seeds the full real catalog: minutes on a busy machine; a limit only catches a hang.
    timeout: 600_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: 'dist',
      LOG_LEVEL: 'warn',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(E2E_SMTP_PORT),
      APP_URL: baseURL,
      // Every spec logs in from 127.0.0.1: the per-address login limit would stop the suite.
      LOGIN_RATE_LIMIT_PER_ADDRESS: '10000',
      // The movable server clock (PUT /api/test/clock/, docs/testing.md): never in production.
      TEST_CLOCK: '1',
    },
  },
});

/**
 * Test harness for the server suite: a fresh, migrated, seeded database per test file —
 * a throw-away database `cotador_t_<random>` on the PostgreSQL server at DATABASE_URL when
 * set (see scripts/with-postgres.ts), else an in-memory PGlite — plus a movable clock and
 * an app factory. Usage:
 *
 * ```ts
 * let ctx: TestContext;
 * beforeAll(async () => { ctx = await createTestContext(); });
 * afterAll(() => ctx.close());
 * it('...', async () => { const app = await ctx.app(); const res = await app.inject({...}); });
 * ```
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import { openPgliteDatabase, openPostgresDatabase, type Database, type DatabaseHandle } from '../src/db/database';
import { seedDemoData } from '../src/seed';
import { buildCatalog, type BuiltCatalog } from '../src/catalog';
import { seedCatalog } from '../src/catalog-seed';
import { seedTableUpdates } from '../src/catalog/table-updates-seed';
import { seedPlanExtras } from '../src/plan-extras-seed';
import { templateDump } from './pglite-templates';

/** A clock tests can move: `now()` is what the app sees. */
export interface TestClock {
  now: () => Date;
  /** Moves the clock forward by `seconds` (negative goes back). */
  advance(seconds: number): void;
  set(instant: Date): void;
}

/**
 * The instant every test clock starts at unless told otherwise: Monday 2026-11-16, 12:00 in
 * Brasília (15:00 UTC) — a business day and hour, inside the seeded price tables' validity.
 * Fixed, so a server test gives the same result on any day it runs.
 */
export const TEST_START = new Date('2026-11-16T15:00:00.000Z');

/** Creates a {@link TestClock} frozen at `start` (default {@link TEST_START}, never the machine's time). */
export function createTestClock(start: Date = TEST_START): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (seconds) => {
      current += seconds * 1000;
    },
    set: (instant) => {
      current = instant.getTime();
    },
  };
}

/** What {@link createTestContext} gives a test file. */
export interface TestContext {
  db: Database;
  /** `pglite` (in memory) or `postgres` (DATABASE_URL set). */
  driver: 'pglite' | 'postgres';
  /** Test configuration: NODE_ENV=test, BCRYPT_ROUNDS=4, silent logs, a temp DATA_DIR, no SPA. */
  config: AppConfig;
  clock: TestClock;
  /**
   * Builds an app over this context's database (config overrides allowed) and waits until
   * it is ready; closed by `close()`. Use `ctx.buildUnreadyApp` to add routes first.
   */
  app(overrides?: Partial<AppConfig>): Promise<FastifyInstance>;
  /** Same, without `ready()`: routes may still be added. */
  buildUnreadyApp(overrides?: Partial<AppConfig>): FastifyInstance;
  /** Drops the throw-away database (or closes PGlite), closes the apps, removes the temp folder. */
  close(): Promise<void>;
}

/** Base test configuration over a temp data folder. */
export function testConfig(dataDir: string, overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'no-spa'),
      BCRYPT_ROUNDS: '4',
      LOG_LEVEL: 'silent',
      // Tests set their own secrets: random per context, never a literal.
      JWT_SECRET: randomBytes(32).toString('base64url'),
      PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('base64url'),
      // Workers run the jobs their own app queues at once; they never poll for other apps'
      // jobs on the shared test database (tests run the rest with `app.jobs.drain()`).
      JOB_POLL_INTERVAL_SECONDS: '3600',
    }),
    ...overrides,
  };
}

/**
 * Opens a fresh throw-away database on the server at `baseUrl`, copied from `template` when
 * given (a migrated database of server/test/global-setup.ts); dropped by the returned close.
 */
async function openThrowAwayPostgres(baseUrl: string, poolSize = 4, template?: string): Promise<DatabaseHandle> {
  const name = `cotador_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgresDatabase(url.toString(), { max: poolSize });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      try {
        // pg-pool's end() resolves before its sockets are closed: wait (up to 2 s) for the
        // backends to go, or the forced drop kills one still closing and node-postgres
        // raises "terminating connection due to administrator command" as an uncaught error.
        for (let attempt = 0; attempt < 100; attempt += 1) {
          const { rows } = await dropper.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
          if ((rows[0]?.n ?? 0) === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** The 'small' catalog, built once per test file (module) and reused by every context. */
let smallCatalog: BuiltCatalog | undefined;

/**
 * Opens the database a context starts from: a copy of this run's template for `catalog`
 * (server/test/global-setup.ts) — already migrated, with the catalog seeded when 'small' —
 * or, outside a run with templates (a test file run alone by another tool), an empty one.
 * Returns whether the catalog is already in it.
 */
async function openFromTemplate(catalog: 'small' | 'none', poolSize: number | undefined): Promise<{ handle: DatabaseHandle; catalogSeeded: boolean }> {
  const templates = inject('dbTemplates') ?? {};
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const template = templates.postgresTemplates?.[catalog];
    return { handle: await openThrowAwayPostgres(baseUrl, poolSize, template), catalogSeeded: template !== undefined && catalog === 'small' };
  }
  const dumpPath = templates.pgliteDumps?.[catalog];
  if (!dumpPath) return { handle: await openPgliteDatabase(), catalogSeeded: false };
  return { handle: await openPgliteDatabase({ loadDataDir: await templateDump(dumpPath) }), catalogSeeded: catalog === 'small' };
}

/**
 * Puts this run's migrated small-catalog template (global-setup.ts, no users) into the
 * embedded database folder of `dataDir` (`<dataDir>/pglite`), so a process or a test that
 * opens that DATA_DIR finds the schema and the catalog and skips the seed that would
 * otherwise dominate its time (the full catalog for `main.ts`). Answers false (nothing
 * written) without a PGlite template, e.g. on PostgreSQL or under a tool without templates.
 */
export async function seedDataDirFromTemplate(dataDir: string): Promise<boolean> {
  const dumpPath = (inject('dbTemplates') ?? {}).pgliteDumps?.small;
  if (!dumpPath || process.env.DATABASE_URL) return false;
  const pgliteDir = path.join(dataDir, 'pglite');
  await mkdir(pgliteDir, { recursive: true });
  const client = await PGlite.create({ dataDir: pgliteDir, loadDataDir: new Blob([await readFile(dumpPath)]) });
  await client.close();
  return true;
}

/** Options of {@link createTestContext}. */
export interface TestContextOptions {
  /** Add the demo users (default true). */
  seed?: boolean;
  /** Initial instant of the test clock (default {@link TEST_START}). */
  start?: Date;
  /**
   * Health-plan catalog to seed: 'small' (default: the real Hapvida tables + the small
   * demonstration catalog, ~6,600 rows, built once per file, ~0.3 s) or 'none' (empty
   * catalog tables).
   */
  catalog?: 'small' | 'none';
  /** Connections of the PostgreSQL pool (default 4; ignored on PGlite). The race tests use one per contender. */
  postgresPoolSize?: number;
}

/**
 * Opens a fresh database (PostgreSQL when `process.env.DATABASE_URL` is set, else in-memory
 * PGlite), migrates it, adds the demo users unless `seed: false`, and seeds the small
 * catalog unless `catalog: 'none'`.
 */
export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cotador-test-'));
  const catalog = options.catalog ?? 'small';
  const { handle, catalogSeeded } = await openFromTemplate(catalog, options.postgresPoolSize);
  // A no-op on a template copy (its migrations are recorded); the whole set on an empty database.
  await handle.migrate();
  const clock = createTestClock(options.start);
  const config = testConfig(dataDir);
  if (options.seed !== false) await seedDemoData(handle.db, { bcryptRounds: config.bcryptRounds, clock: clock.now });
  if (catalog === 'small' && !catalogSeeded) {
    smallCatalog ??= buildCatalog({ scale: 'small' });
    await seedCatalog(handle.db, { scale: 'small', built: smallCatalog });
    await seedPlanExtras(handle.db);
  }
  // The calendar of table updates is dated from the seed day: seeded per context, with its clock.
  if (catalog === 'small') await seedTableUpdates(handle.db, clock.now());

  const apps: FastifyInstance[] = [];
  const buildUnreadyApp = (overrides: Partial<AppConfig> = {}) => {
    const app = buildApp({ config: { ...config, ...overrides }, db: handle.db, clock: clock.now });
    apps.push(app);
    return app;
  };

  return {
    db: handle.db,
    driver: handle.driver,
    config,
    clock,
    buildUnreadyApp,
    app: async (overrides) => {
      const app = buildUnreadyApp(overrides);
      await app.ready();
      return app;
    },
    close: async () => {
      for (const app of apps) await app.close();
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Password of the seeded demo users. */
export const PASSWORD = 'demo1234';

/** `POST /api/token/` as JSON. */
export function postToken(
  app: FastifyInstance,
  body: unknown,
  extra: Partial<InjectOptions> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/token/', payload: body as InjectOptions['payload'], ...extra });
}

/** Logs in and returns the token pair (fails the test if the login does not answer 200). */
export async function login(
  app: FastifyInstance,
  username: string,
  password: string = PASSWORD,
): Promise<{ access: string; refresh: string }> {
  const response = await postToken(app, { username, password });
  if (response.statusCode !== 200) {
    throw new Error(`login(${username}) answered ${response.statusCode}: ${response.body}`);
  }
  return response.json<{ access: string; refresh: string }>();
}

/** Authorization header for an access token. */
export const bearer = (access: string) => ({ authorization: `Bearer ${access}` });

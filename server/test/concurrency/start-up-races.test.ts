/**
 * Processes starting at once on one PostgreSQL database (a deployment scaled to two
 * replicas, or the processes of processes.test.ts, started two at a time): every one must
 * start. Each start-up step that changes the schema runs under a cluster-wide lock
 * (server/src/cluster/cluster-lock.ts); without it:
 *
 * - the job queue: pg-boss installs its schema under an advisory lock taken inside the install
 *   transaction. A second process that looked for the tables while the first one's install was
 *   open went on to install them too and failed on `duplicate key value violates unique
 *   constraint "pg_namespace_nspname_index"` (the CI run of stop 25). The race is made to
 *   happen here on purpose, with no sleeps: the first process's install transaction waits,
 *   just before its COMMIT, on a lock this test holds; the second process starts then; the
 *   lock is let go only when the second process is itself waiting on a lock.
 * - migrations (main API and life service): both processes read "nothing applied" and both
 *   applied the first migration; the second failed (`CREATE SEQUENCE "life"."quote_number_seq"`
 *   in a local run of the concurrency folder).
 *
 * PostgreSQL only, like the whole folder.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIFE_MIGRATIONS_FOLDER, lifeDatabaseOver } from '../../life/db/database';
import { databaseClientOf, MIGRATIONS_FOLDER, openPostgresDatabase } from '../../src/db/database';
import { createJobQueue, type JobQueue } from '../../src/jobs/job-queue';
import { createTestContext, type TestContext } from '../helpers';

if (!process.env.DATABASE_URL) throw new Error('start-up-races.test.ts needs DATABASE_URL (npm run test:server:pg)');

let ctx: TestContext;
let databaseUrl: string;
const pools: pg.Pool[] = [];

beforeAll(async () => {
  ctx = await createTestContext({ catalog: 'none' });
  databaseUrl = String((databaseClientOf(ctx.db) as pg.Pool).options.connectionString);
}, 120_000);
afterAll(async () => {
  for (const pool of pools) await pool.end();
  await ctx.close();
});

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
/** The advisory lock the first process's install waits on, held by the test. */
const HELD_KEY = 4242;

/** Rewrites the text of a query before it is sent. */
type QueryHook = (text: string) => string;

/** A pg client class whose query texts go through `hook` (the pool makes its connections with it). */
function hookedClient(hook: QueryHook): typeof pg.Client {
  // One override for pg's overloads: the pool calls (text, values, callback), pg-boss and the queue (text, values).
  const Hooked = class extends pg.Client {
    // @ts-expect-error the overloads of pg.Client#query cannot be restated one by one here
    override query(text: unknown, values?: unknown, callback?: unknown): unknown {
      return super.query((typeof text === 'string' ? hook(text) : text) as never, values as never, callback as never);
    }
  };
  return Hooked as unknown as typeof pg.Client;
}

/**
 * A job queue on its own pool, as a separate process has, after that process applied its
 * migrations: drizzle's migrator starts with `CREATE SCHEMA IF NOT EXISTS drizzle` on the
 * connection the queue then uses first (a fresh connection did not show the race).
 */
async function processQueue(hook: QueryHook = (text) => text): Promise<JobQueue> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4, Client: hookedClient(hook) });
  pools.push(pool);
  await pool.query('CREATE SCHEMA IF NOT EXISTS drizzle');
  const queue = createJobQueue({ client: pool, log: silent, workers: false, pollIntervalSeconds: 3600, maintenance: false });
  queue.define({ name: 'install-check', handler: async () => undefined });
  return queue;
}

/** Rows of a query on the test's own connection. */
const rows = async <T>(query: ReturnType<typeof sql>) => ((await ctx.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Waits until `check` holds (a condition, not a duration: it ends as soon as it holds). */
async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within 120 s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Advisory locks some connection to this test's database is waiting for, by key (the low 32 bits). */
const awaitedAdvisoryKeys = async () =>
  (
    await rows<{ objid: string }>(
      sql`select objid::text as objid from pg_locks where locktype = 'advisory' and not granted and database = (select oid from pg_database where datname = current_database())`,
    )
  ).map((row) => Number(row.objid));

it('starts a second process that looks for the job tables while the first one is installing them', async () => {
  await ctx.db.execute(sql`DROP SCHEMA IF EXISTS pgboss CASCADE`);
  const holder = new pg.Client({ connectionString: databaseUrl });
  await holder.connect();
  await holder.query('SELECT pg_advisory_lock($1)', [HELD_KEY]);

  // The first process's install transaction stops before its COMMIT, its tables created.
  const first = await processQueue((text) =>
    text.includes('CREATE SCHEMA IF NOT EXISTS pgboss') ? text.replace(/COMMIT;\s*$/, `SELECT pg_advisory_xact_lock_shared(${HELD_KEY}); COMMIT;`) : text,
  );
  const second = await processQueue();
  const firstStart = first.start().then(() => 'started', String);
  await until(async () => (await awaitedAdvisoryKeys()).includes(HELD_KEY), 'the first install waits before its COMMIT');
  // The second process starts while that install is open.
  const secondStart = second.start().then(() => 'started', String);
  await until(async () => (await awaitedAdvisoryKeys()).some((key) => key !== HELD_KEY), 'the second process waits on a lock');
  await holder.query('SELECT pg_advisory_unlock($1)', [HELD_KEY]);
  await holder.end();

  expect([await firstStart, await secondStart]).toEqual(['started', 'started']);
  // Both work on the same tables.
  expect(await first.send('install-check', { from: 'first' })).not.toBeNull();
  expect(await second.send('install-check', { from: 'second' })).not.toBeNull();
  expect(await first.size('install-check')).toBe(2);
  await Promise.all([first.stop({ timeoutMs: 1000 }), second.stop({ timeoutMs: 1000 })]);
}, 240_000);

describe('migrations of processes starting at once on an empty database', () => {
  let emptyUrl: string;
  beforeAll(async () => {
    const name = `cotador_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(String(process.env.DATABASE_URL));
    url.pathname = `/${name}`;
    emptyUrl = url.toString();
    return async () => {
      const dropper = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    };
  });

  it('applies the main API migrations once, and both processes start on them', async () => {
    const handles = await Promise.all([openPostgresDatabase(emptyUrl, { max: 2 }), openPostgresDatabase(emptyUrl, { max: 2 })]);
    try {
      const results = await Promise.allSettled(handles.map((handle) => handle.migrate()));
      expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'migrated'))).toEqual(['migrated', 'migrated']);
      const applied = await handles[1]?.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect((applied as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(readdirSync(MIGRATIONS_FOLDER).filter((file) => file.endsWith('.sql')).length);
    } finally {
      for (const handle of handles) await handle.close();
    }
  }, 240_000);

  it('applies the life migrations once, and both life processes start on them', async () => {
    const databases = [0, 1].map(() => lifeDatabaseOver(new pg.Pool({ connectionString: emptyUrl, max: 2 }), true));
    try {
      const results = await Promise.allSettled(databases.map((database) => database.migrate()));
      expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'migrated'))).toEqual(['migrated', 'migrated']);
      const applied = await databases[0]?.life.execute(sql`select count(*)::int as n from life.__drizzle_migrations`);
      expect((applied as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(readdirSync(LIFE_MIGRATIONS_FOLDER).filter((file) => file.endsWith('.sql')).length);
    } finally {
      for (const database of databases) await database.close();
    }
  }, 240_000);
});

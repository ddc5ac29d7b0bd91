/**
 * The caller cache on PostgreSQL (server/src/auth/caller-cache.ts): a process with a
 * warm cache sees a change made by ANOTHER connection — raw SQL on a second `pg` client, as
 * psql or another process would — on its next requests, because the triggers of migration
 * 0013_caller_changed notify the bus (cluster/pubsub.ts) at commit; and a dropped listening
 * connection empties the cache and keeps it off until it listens again. PostgreSQL only
 * (vite.config.ts collects this folder with DATABASE_URL): PGlite has one writer, this process.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { postgresPubSub, type PubSub } from '../../src/cluster/pubsub';
import { databaseClientOf } from '../../src/db/database';
import { bearer, createTestContext, login, type TestContext } from '../helpers';

if (!process.env.DATABASE_URL) throw new Error('caller-cache-notify.test.ts needs DATABASE_URL (npm run test:server:pg): it refuses to run on PGlite');

let ctx: TestContext;
let pubsub: PubSub;
let app: FastifyInstance;
/** A second connection, outside the app's pool (its writes are not seen by the app's write observer). */
let psql: pg.Client;
const listening: boolean[] = [];

beforeAll(async () => {
  ctx = await createTestContext({ catalog: 'none' });
  const pool = databaseClientOf(ctx.db) as pg.Pool;
  const connectionString = String(pool.options.connectionString);
  pubsub = await postgresPubSub({ connectionString, pool, log: { info: () => undefined, warn: () => undefined } });
  pubsub.onListening((state) => listening.push(state));
  app = buildApp({ config: ctx.config, db: ctx.db, clock: ctx.clock.now, pubsub });
  await app.ready();
  psql = new pg.Client({ connectionString });
  await psql.connect();
}, 120_000);

afterAll(async () => {
  await psql?.end();
  await app?.close();
  await pubsub?.close();
  await ctx?.close();
});

/** Polls `check` every 100 ms until it holds (generous limit: the machine may be very busy). */
async function until(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let sentinels = 0;
/**
 * Waits until every notice committed so far has reached the app's bus: PostgreSQL delivers
 * notifications in commit order, so once a sentinel sent now arrives, the earlier ones have
 * (e.g. the login's `last_login` update, which empties the cache again when it lands).
 */
async function settled(): Promise<void> {
  sentinels += 1;
  const id = sentinels;
  let seen = false;
  const stop = pubsub.subscribe('test-sentinel', (data) => {
    if ((data as { id?: number }).id === id) seen = true;
  });
  try {
    await psql.query(`SELECT pg_notify('cotador_events', $1)`, [JSON.stringify({ o: 'test', t: 'test-sentinel', d: { id } })]);
    await until(() => seen, `sentinel ${id} delivered`);
  } finally {
    stop();
  }
}

/** Runs `change` on the second connection with the caller triggers off: no notice is sent. */
async function changeUnannounced(change: string): Promise<void> {
  await psql.query('BEGIN');
  await psql.query('ALTER TABLE users DISABLE TRIGGER users_notify_caller_changed');
  await psql.query(change);
  await psql.query('ALTER TABLE users ENABLE TRIGGER users_notify_caller_changed');
  await psql.query('COMMIT');
}

describe('the caller cache on PostgreSQL', () => {
  it("sees another connection's change to the user and to the account on the next requests", async () => {
    const { access } = await login(app, 'corretor');
    await settled();
    const me = async () => (await app.inject({ method: 'GET', url: '/api/users/me/', headers: bearer(access) })).json() as { name: string; payment: string };
    const states = async () => (await app.inject({ method: 'GET', url: '/api/states/', headers: bearer(access) })).statusCode;
    const name = (await me()).name;
    expect(await states()).toBe(200);

    // The cache is warm: a change that sends no notice is not seen (the answer comes from memory).
    await changeUnannounced(`UPDATE users SET name = 'Nome sem aviso' WHERE username = 'corretor'`);
    expect((await me()).name).toBe(name);

    // As psql would: the trigger's notice reaches the process at commit.
    await psql.query(`UPDATE users SET name = 'Nome alterado no psql' WHERE username = 'corretor'`);
    await until(async () => (await me()).name === 'Nome alterado no psql', 'the new name in /api/users/me/');
    await psql.query(`UPDATE accounts SET payment = 'BL' WHERE id = (SELECT account_id FROM users WHERE username = 'corretor')`);
    try {
      await until(async () => (await states()) === 402, 'the blocked account refused on the paid catalog (402)');
    } finally {
      await psql.query(`UPDATE accounts SET payment = 'OP' WHERE id = (SELECT account_id FROM users WHERE username = 'corretor')`);
    }
    await until(async () => (await states()) === 200, 'the account open again');
  });

  it('empties the cache when the listening connection drops, and caches again once it is back', async () => {
    const { access } = await login(app, 'corretor');
    const me = async () => ((await app.inject({ method: 'GET', url: '/api/users/me/', headers: bearer(access) })).json() as { name: string }).name;
    await psql.query(`UPDATE users SET name = 'Antes da queda' WHERE username = 'corretor'`);
    await settled();
    expect(await me()).toBe('Antes da queda');
    const drops = listening.filter((state) => !state).length;

    const { rowCount } = await psql.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN cotador_events'`);
    expect(rowCount).toBe(1);
    await until(() => listening.filter((state) => !state).length > drops, 'the bus tells the listener is lost');
    // Missed notices cannot be told apart: nothing kept from before the drop is answered.
    await changeUnannounced(`UPDATE users SET name = 'Durante a queda' WHERE username = 'corretor'`);
    expect(await me()).toBe('Durante a queda');

    await until(() => pubsub.listening(), 'the bus listens again');
    expect(listening[listening.length - 1]).toBe(true);
    expect(await me()).toBe('Durante a queda');
    await settled();
    // Cached again: a change without notice is not seen, one with a notice is.
    await changeUnannounced(`UPDATE users SET name = 'Depois da volta, sem aviso' WHERE username = 'corretor'`);
    expect(await me()).toBe('Durante a queda');
    await psql.query(`UPDATE users SET name = 'Depois da volta' WHERE username = 'corretor'`);
    await until(async () => (await me()) === 'Depois da volta', 'the notice after the reconnection');
  });
});

/**
 * Two real server processes on one PostgreSQL keep their catalog snapshots in step:
 * a plan edited through process 1 (admin PATCH) shows in the quotes of process 2, which made
 * no write since: only the catalog_version trigger's NOTIFY (the bus of
 * server/src/cluster/pubsub.ts) can tell it. Its safety-net check is pushed out of the way
 * (`CATALOG_CHECK_INTERVAL_SECONDS=3600`), so the poll below can only succeed through the
 * notification. PostgreSQL only (vite.config.ts collects this folder with DATABASE_URL).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanQuoteListWire } from '../../../src/contract/catalog';
import { createTestContext, PASSWORD, type TestContext } from '../helpers';
import { databaseClientOf } from '../../src/db/database';
import type pg from 'pg';
import { startServerProcess, type ServerProcess } from './processes';

if (!process.env.DATABASE_URL) throw new Error('catalog-version.test.ts needs DATABASE_URL (npm run test:server:pg): it refuses to run on PGlite');

let ctx: TestContext;
const processes: ServerProcess[] = [];

beforeAll(async () => {
  ctx = await createTestContext({ catalog: 'small' });
}, 120_000);

afterAll(async () => {
  for (const server of processes) await server.dispose();
  await ctx?.close();
});

async function token(server: ServerProcess, username: string): Promise<string> {
  const response = await fetch(`${server.url}/api/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access: string }).access;
}

/** Polls `check` every 200 ms until it holds (generous limit: the machine may be very busy). */
async function until(check: () => Promise<boolean>, what: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('two main API processes share the catalog version', () => {
  it('a plan edited through process 1 is quoted with its new name by process 2', async () => {
    const env = {
      DATABASE_URL: String((databaseClientOf(ctx.db) as pg.Pool).options.connectionString),
      JWT_SECRET: randomBytes(32).toString('base64url'),
      PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('base64url'),
      CATALOG_CHECK_INTERVAL_SECONDS: '3600',
      JOB_WORKERS: 'false',
    };
    // Starting a tsx process takes minutes on a loaded 2-core machine: a generous limit.
    const [one, two] = await Promise.all([startServerProcess('catalog-1', 'api', env, 420_000), startServerProcess('catalog-2', 'api', env, 420_000)]);
    processes.push(one, two);
    const [admin, broker] = await Promise.all([token(one, 'admin'), token(two, 'corretor')]);
    const quote = async () => {
      const response = await fetch(`${two.url}/api/v3/plans/?state=26&age_29_33=1`, { headers: { authorization: `Bearer ${broker}` } });
      expect(response.status).toBe(200);
      return (await response.json()) as PlanQuoteListWire;
    };
    const before = await quote();
    const plan = before.results[0];
    expect(plan).toBeDefined();

    const editor = await fetch(`${one.url}/api/admin/plans/${plan!.id}/`, { headers: { authorization: `Bearer ${admin}` } });
    expect(editor.status).toBe(200);
    const { version } = (await editor.json()) as { version: number };
    const name = `${plan!.name} — editado no processo 1`;
    const saved = await fetch(`${one.url}/api/plans/${plan!.id}/`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name, version }),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);

    await until(async () => (await quote()).results.some((result) => result.id === plan!.id && result.name === name), `process 2 quotes plan ${plan!.id} as "${name}"`);
    // Process 2 loaded a second snapshot (the notified version), not only answered from SQL.
    await two.waitForOutput(/catalog snapshot loaded[\s\S]*catalog snapshot loaded/, 30_000);
  }, 900_000);
});

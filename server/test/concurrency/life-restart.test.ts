/**
 * A 202 is a promise, on PostgreSQL with two life processes (real `node` processes on the
 * test's throw-away database): 25 quotations accepted by each, then SIGTERM — or `kill -9` —
 * to both, then two new life processes: the broker's next subscription receives every one of
 * the 50, none stays pending, and no row is marked delivered that the broker's sockets did not
 * receive. A job whose process was killed while running it is expired by the survivors'
 * pg-boss maintenance and run again. (PGlite: server/life/test/life-restart.test.ts.)
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, login, type TestContext } from '../helpers';
import { listenForResults, postQuotations, until } from '../../life/test/restart-support';
import { databaseClientOf } from '../../src/db/database';
import { startServerProcess, type ServerProcess } from './processes';
import type pg from 'pg';

if (!process.env.DATABASE_URL) throw new Error('life-restart.test.ts needs DATABASE_URL (npm run test:server:pg)');

let ctx: TestContext;
let env: Record<string, string>;
let token: string;
const processes: ServerProcess[] = [];

beforeAll(async () => {
  // The life processes check the token against the machine's time, so the broker's token is
  // issued at the real instant (the test clock's fixed start would make it expired for them).
  ctx = await createTestContext({ catalog: 'none', start: new Date() });
  env = {
    DATABASE_URL: String((databaseClientOf(ctx.db) as pg.Pool).options.connectionString),
    // The same signing key as the test context, whose login gives the broker's token.
    JWT_SECRET: ctx.config.jwtSecret,
    PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('base64url'),
    JOB_POLL_INTERVAL_SECONDS: '1',
    SHUTDOWN_TIMEOUT_SECONDS: '30',
  };
  token = (await login(await ctx.app(), 'corretor')).access;
}, 120_000);

afterAll(async () => {
  for (const server of processes) await server.dispose();
  await ctx.close();
});

async function startLife(name: string): Promise<ServerProcess> {
  const life = await startServerProcess(name, 'life', env);
  processes.push(life);
  return life;
}

async function rowsOf(ids: string[]): Promise<Array<{ id: string; status: string; delivered: boolean }>> {
  const result = await ctx.db.execute(sql`select id::text as id, status, delivered_at is not null as delivered from life.quotations where id = any(${`{${ids.join(',')}}`}::uuid[])`);
  return (result as unknown as { rows: Array<{ id: string; status: string; delivered: boolean }> }).rows;
}

describe.each([
  ['SIGTERM', 'SIGTERM' as const],
  ['kill -9', 'SIGKILL' as const],
])('two life processes stopped by %s in the middle of 50 accepted quotations (PostgreSQL)', (_name, signal) => {
  it('delivers 50 of 50 to the broker after both restart, and marks delivered only what a socket took', async () => {
    const [l1, l2] = await Promise.all([startLife(`l1-${signal}`), startLife(`l2-${signal}`)]);
    const received = new Set<string>();
    const sockets = [await listenForResults(l1.port, token, received), await listenForResults(l2.port, token, received)];
    const ids = (await Promise.all([postQuotations(l1.url, token, 25), postQuotations(l2.url, token, 25)])).flat();
    l1.child.kill(signal);
    l2.child.kill(signal);
    const exits = await Promise.all([l1.exited, l2.exited]);
    for (const socket of sockets) socket.close();
    const atStop = await rowsOf(ids);
    for (const row of atStop.filter((candidate) => candidate.delivered)) expect(received.has(row.id)).toBe(true);
    console.info(`${signal}: exits ${JSON.stringify(exits)}, ${atStop.filter((row) => row.status === 'pending').length} of 50 pending and ${received.size} received when they stopped`);
    if (signal === 'SIGTERM') expect(exits).toEqual([{ code: 0, signal: null }, { code: 0, signal: null }]);

    const [n1, n2] = await Promise.all([startLife(`n1-${signal}`), startLife(`n2-${signal}`)]);
    const after = await listenForResults(n2.port, token, received);
    await until(() => ids.every((id) => received.has(id)), '50 of 50 received', 120_000);
    await until(async () => (await rowsOf(ids)).every((row) => row.status !== 'pending' && row.delivered), 'every row computed and marked delivered', 30_000);
    expect(ids.filter((id) => received.has(id))).toHaveLength(50);
    expect((await rowsOf(ids)).filter((row) => row.status === 'quoted')).toHaveLength(50);
    after.close();
    n1.child.kill('SIGTERM');
    n2.child.kill('SIGTERM');
    expect(await Promise.all([n1.exited, n2.exited])).toEqual([{ code: 0, signal: null }, { code: 0, signal: null }]);
  }, 600_000);
});

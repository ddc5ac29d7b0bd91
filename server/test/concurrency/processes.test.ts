/**
 * Several server processes on one throw-away PostgreSQL: real
 * `node` processes of the main API (and of the life service), as a deployment behind a load
 * balancer runs them. PostgreSQL only (vite.config.ts collects this folder with DATABASE_URL).
 *
 * - a mail queued on A is sent once when A is killed (SIGKILL) before sending and B runs;
 * - the billing run happens once per Brasília day with two processes offering it;
 * - the login limiter counts the failures made on both processes;
 * - a life-quote result computed on life process L1 reaches a socket connected to L2;
 * - SIGTERM during 50 quotes in flight answers every one and exits 0.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../../tests/support/mail-catcher';
import { databaseClientOf } from '../../src/db/database';
import { newBroker } from '../accounts/support';
import { createTestContext, PASSWORD, type TestContext } from '../helpers';
import { validQuotationRequest } from '../../life/test/support';
import { startServerProcess, type ServerProcess } from './processes';

if (!process.env.DATABASE_URL) throw new Error('processes.test.ts needs DATABASE_URL (npm run test:server:pg)');

let ctx: TestContext;
let smtp: MailCatcher;
let databaseUrl: string;
const processes: ServerProcess[] = [];
const metricsToken = randomBytes(24).toString('base64url');
let sharedEnv: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext({ catalog: 'small' });
  smtp = await startMailCatcher();
  databaseUrl = String((databaseClientOf(ctx.db) as pg.Pool).options.connectionString);
  sharedEnv = {
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('base64url'),
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    JOB_POLL_INTERVAL_SECONDS: '1',
    PAYMENT_JOB_INTERVAL_SECONDS: '1',
    LOGIN_RATE_LIMIT_PER_USERNAME: '3',
    SHUTDOWN_TIMEOUT_SECONDS: '60',
    METRICS_TOKEN: metricsToken,
  };
}, 120_000);

afterAll(async () => {
  for (const server of processes) await server.dispose();
  await ctx.close();
  await smtp.close();
});

async function start(name: string, entry: 'api' | 'life', env: Record<string, string> = {}): Promise<ServerProcess> {
  const server = await startServerProcess(name, entry, { ...sharedEnv, ...env });
  processes.push(server);
  return server;
}

const rows = async <T>(query: ReturnType<typeof sql>) => ((await ctx.db.execute(query)) as unknown as { rows: T[] }).rows;

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

async function accessToken(server: ServerProcess, username: string): Promise<string> {
  const response = await postJson(`${server.url}/api/token/`, { username, password: PASSWORD });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access: string }).access;
}

let a: ServerProcess;
let b: ServerProcess;

describe('two main API processes on one PostgreSQL', () => {
  it('sends a mail queued on A once, after A was killed before sending, by B', async () => {
    // Started together: each start is mostly tsx compiling on its own core.
    [a, b] = await Promise.all([start('a', 'api', { JOB_WORKERS: 'false' }), start('b', 'api')]);
    const broker = newBroker();
    const response = await postJson(`${a.url}/api/users/register/`, broker);
    expect(response.status).toBe(201);
    a.child.kill('SIGKILL');
    await a.exited;

    await smtp.waitFor((mail) => mail.to.includes(broker.email ?? ''), 60_000);
    await until(async () => (await rows<{ n: number }>(sql`select count(*)::int as n from pgboss.job where name = 'mail.send' and state <> 'completed'`))[0]?.n === 0, 'mail job completed');
    expect(smtp.mails.filter((mail) => mail.to.includes(broker.email ?? ''))).toHaveLength(1);
  }, 300_000);

  it('runs the billing once per day with two processes offering it every second', async () => {
    a = await start('a2', 'api');
    await until(async () => (await rows<{ n: number }>(sql`select count(*)::int as n from pgboss.job where name = 'payments.billing' and state = 'completed'`))[0]?.n === 1, 'billing run completed');
    // Both keep offering it every second: wait until each process has offered it twice more and
    // found it there (its `cotador_billing_offers_total{result="existing"}`), then there is still
    // one run of today, and neither process ever queued a second one.
    const offers = async (server: ServerProcess, result: 'created' | 'existing') => {
      const metrics = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
      expect(metrics.status).toBe(200);
      return Number(new RegExp(`^cotador_billing_offers_total\\{result="${result}"\\} (\\d+)`, 'm').exec(await metrics.text())?.[1] ?? 0);
    };
    const before = await Promise.all([a, b].map((server) => offers(server, 'existing')));
    await until(async () => (await Promise.all([a, b].map((server) => offers(server, 'existing')))).every((count, index) => count >= (before[index] ?? 0) + 2), 'both processes offered it again');
    const runs = await rows<{ n: number }>(sql`select count(*)::int as n from pgboss.job where name = 'payments.billing'`);
    expect(runs[0]?.n).toBe(1);
    expect((await offers(a, 'created')) + (await offers(b, 'created'))).toBeLessThanOrEqual(1);
  });

  it('counts failed logins made on both processes in one limit', async () => {
    const wrong = { username: 'gestor', password: 'senha-errada' };
    expect((await postJson(`${a.url}/api/token/`, wrong)).status).toBe(401);
    expect((await postJson(`${b.url}/api/token/`, wrong)).status).toBe(401);
    expect((await postJson(`${a.url}/api/token/`, wrong)).status).toBe(401);
    const blocked = await postJson(`${b.url}/api/token/`, wrong);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers every one of 50 quotes in flight when SIGTERM comes, then exits 0', async () => {
    const token = await accessToken(a, 'corretor');
    // Hold the quotes on the users table (a token no request used yet is not in the caller
    // cache, so each of the 50 reads its caller there; the quote itself is answered from the
    // in-memory catalog snapshot, so locking the catalog tables would hold nothing), so all 50
    // are in flight when the signal comes.
    const locker = new pg.Client({ connectionString: databaseUrl });
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE users IN ACCESS EXCLUSIVE MODE');
    const quotes = Array.from({ length: 50 }, () => fetch(`${a.url}/api/v3/plans/?state=26&age_29_33=1`, { headers: { authorization: `Bearer ${token}` } }));
    await until(async () => {
      const text = await (await fetch(`${a.url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).text();
      return /^cotador_http_requests_in_flight 50$/m.test(text);
    }, '50 quotes in flight', 240_000);
    a.child.kill('SIGTERM');
    await a.waitForOutput(/encerrando \/ shutting down/);
    await locker.query('COMMIT');
    await locker.end();
    const answers = await Promise.all(quotes);
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    expect(await a.exited).toEqual({ code: 0, signal: null });
    // It closed on its own once the answers were sent, not by cutting kept-alive connections
    // at SHUTDOWN_TIMEOUT_SECONDS (server/src/lib/shutdown.ts).
    expect(a.output()).toContain('encerrado / stopped');
    expect(a.output()).not.toContain('conexões restantes cortadas');
  }, 400_000);
});

describe('two life processes on one PostgreSQL', () => {
  it('delivers a quote result computed on L1 to a socket connected to L2', async () => {
    const [l1, l2] = await Promise.all([start('l1', 'life'), start('l2', 'life')]);
    const token = await accessToken(b, 'corretor');
    const socket = new WebSocket(`ws://127.0.0.1:${l2.port}/cable`, 'actioncable-v1-json');
    const messages: Record<string, unknown>[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data)) as Record<string, unknown>));
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const identifier = JSON.stringify({ channel: 'QuotationChannel', token, company: 'porto_seguro' });
    socket.send(JSON.stringify({ command: 'subscribe', identifier }));
    await until(async () => messages.some((message) => message.type === 'confirm_subscription'), 'subscription confirmed', 30_000);

    const response = await postJson(`${l1.url}/v1/porto_seguro/quotation`, validQuotationRequest(new Date()), { authorization: `Bearer ${token}` });
    expect(response.status).toBe(202);
    const { id } = (await response.json()) as { id: string };
    await until(async () => messages.some((message) => (message.message as { quotation_id?: string } | undefined)?.quotation_id === id), 'result on L2', 30_000);
    const result = messages.find((message) => (message.message as { quotation_id?: string } | undefined)?.quotation_id === id);
    expect(result).toMatchObject({ identifier, message: { type: 'quotation_result', quotation_id: id } });
    socket.close();
  }, 300_000);
});

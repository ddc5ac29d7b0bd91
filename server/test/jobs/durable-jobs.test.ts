/**
 * Durable jobs (server/src/jobs/job-queue.ts) as a broker or an operator would notice them:
 * a mail queued by a process that stops before sending is sent once by the next one; a
 * failing SMTP server gets the mail later; a PIX still pending when the process stops is
 * approved after the restart; the billing run happens once per Brasília day whoever offers
 * it; a completed subscription posts one conversion event to the graph endpoint (retried,
 * then given up without the broker noticing). Apps stand for processes: they share the test
 * database, and the tests run the queue with `app.jobs.drain()` instead of waiting on timers.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '../../../src/contract/payments';
import { startMailCatcher, type MailCatcher } from '../../../tests/support/mail-catcher';
import { databaseClientOf } from '../../src/db/database';
import { payments } from '../../src/db/schema';
import { bossDbOf, createJobQueue, type JobQueue } from '../../src/jobs/job-queue';
import { BILLING_JOB, createBillingJob } from '../../src/payments/billing-job';
import { hashedEmail } from '../../src/tracking/conversion-event';
import { newBroker } from '../accounts/support';
import { createTestContext, type TestContext } from '../helpers';
import { accountOf, authAs, brasilia, cardOf, createBroker, postCheckout } from '../payments/support';

let ctx: TestContext;
let smtp: MailCatcher;

beforeAll(async () => {
  ctx = await createTestContext({ catalog: 'none', start: brasilia('2026-03-10') });
  smtp = await startMailCatcher();
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

/** A TCP port nothing listens on (an SMTP server that is down). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const register = (app: FastifyInstance, body: Record<string, string>) => app.inject({ method: 'POST', url: '/api/users/register/', payload: body });

describe('outgoing mail', () => {
  it('is kept when the process stops before sending, and sent once by the next process', async () => {
    const broker = newBroker();
    // Process A only queues (no workers), then stops.
    const a = await ctx.app({ jobWorkers: false, smtpHost: '127.0.0.1', smtpPort: smtp.port });
    expect((await register(a, broker)).statusCode).toBe(201);
    await a.close();
    expect(smtp.mails.filter((mail) => mail.to.includes(broker.email ?? ''))).toHaveLength(0);

    // Process B runs the queue.
    const b = await ctx.app({ jobWorkers: false, smtpHost: '127.0.0.1', smtpPort: smtp.port });
    expect((await b.jobs.drain()).ran).toBeGreaterThanOrEqual(1);
    await smtp.waitFor((mail) => mail.to.includes(broker.email ?? ''));
    expect(await b.jobs.drain()).toEqual({ ran: 0, failed: 0 });
    expect(smtp.mails.filter((mail) => mail.to.includes(broker.email ?? ''))).toHaveLength(1);
    expect(smtp.mails.find((mail) => mail.to.includes(broker.email ?? ''))?.subject).toMatch(/Confirme/i);
  });

  it('is retried after the SMTP server failed, from another process after a restart', async () => {
    const broker = newBroker();
    const down = await ctx.app({ jobWorkers: false, smtpHost: '127.0.0.1', smtpPort: await closedPort() });
    expect((await register(down, broker)).statusCode).toBe(201);
    expect(await down.jobs.drain()).toEqual({ ran: 1, failed: 1 });
    // The retry is not due yet (15 s backoff): a plain drain leaves it alone.
    expect((await down.jobs.drain()).ran).toBe(0);
    await down.close();

    const up = await ctx.app({ jobWorkers: false, smtpHost: '127.0.0.1', smtpPort: smtp.port });
    expect(await up.jobs.drain({ ignoreStartAfter: true })).toEqual({ ran: 1, failed: 0 });
    await smtp.waitFor((mail) => mail.to.includes(broker.email ?? ''));
    expect(smtp.mails.filter((mail) => mail.to.includes(broker.email ?? ''))).toHaveLength(1);
  });

  it('is sent at once by the worker of the process that queued it (no poll wait)', async () => {
    const broker = newBroker();
    const app = await ctx.app({ smtpHost: '127.0.0.1', smtpPort: smtp.port });
    expect((await register(app, broker)).statusCode).toBe(201);
    const mail = await smtp.waitFor((caught) => caught.to.includes(broker.email ?? ''));
    expect(mail.raw).toMatch(/Message-ID: <[0-9a-f-]{36}@cotador\.mail>/i);
  });
});

describe('sandbox payment follow-ups', () => {
  it('approves a PIX still pending when the process stopped, after the restart', async () => {
    const broker = await createBroker(ctx.db);
    const first = await ctx.app({ jobWorkers: false, paymentSandboxDelayMs: 60_000, loginRateLimitPerAddress: 1000 });
    await first.listen({ port: 0, host: '127.0.0.1' });
    const response = await postCheckout(first, await authAs(first, broker.username), { product_id: 1, method: 'pix' });
    expect(response.statusCode).toBe(201);
    await first.close();
    expect((await accountOf(ctx.db, broker.accountId))?.payment).toBe('FR');

    const second = await ctx.app({ jobWorkers: false, loginRateLimitPerAddress: 1000 });
    await second.listen({ port: 0, host: '127.0.0.1' });
    // The approval is due in 60 s: run it now, then the webhook it queues.
    await second.jobs.drain({ ignoreStartAfter: true });
    expect((await accountOf(ctx.db, broker.accountId))?.payment).toBe('OP');
  });
});

describe('a worker', () => {
  it('runs a job queued while it ran another at once after it, without waiting for the poll', async () => {
    // The poll is an hour away: only the wake of the second send can make the worker look again.
    const queue = createJobQueue({ client: databaseClientOf(ctx.db), log: console, workers: true, pollIntervalSeconds: 3600, maintenance: false, schema: 'worker_wake_test' });
    const ran: string[] = [];
    let firstStarted!: () => void;
    const started = new Promise<void>((resolve) => (firstStarted = resolve));
    let releaseFirst!: () => void;
    const released = new Promise<void>((resolve) => (releaseFirst = resolve));
    let secondDone!: () => void;
    const done = new Promise<void>((resolve) => (secondDone = resolve));
    queue.define<{ n: string }>({
      name: 'wake-test',
      handler: async (data) => {
        ran.push(data.n);
        if (data.n === 'first') {
          firstStarted();
          await released;
        } else secondDone();
      },
    });
    await queue.start();
    try {
      await queue.send('wake-test', { n: 'first' });
      await started;
      await queue.send('wake-test', { n: 'second' });
      releaseFirst();
      await done;
      expect(ran).toEqual(['first', 'second']);
    } finally {
      releaseFirst();
      await queue.stop();
    }
  });
});

describe('workers that start after the process is ready', () => {
  it('run a job queued before, once the start is over; a stop before that does not wait for it', async () => {
    const client = databaseClientOf(ctx.db);
    let ready!: () => void;
    const processReady = new Promise<void>((resolve) => (ready = resolve));
    const ran: string[] = [];
    let ranOne!: () => void;
    const done = new Promise<void>((resolve) => (ranOne = resolve));
    const queue = createJobQueue({ client, log: console, workers: true, pollIntervalSeconds: 3600, maintenance: false, schema: 'gate_test', workersStartAfter: processReady });
    queue.define<{ n: string }>({
      name: 'gate-test',
      handler: async (data) => {
        ran.push(data.n);
        ranOne();
      },
    });
    await queue.start();
    try {
      await queue.send('gate-test', { n: 'resumed at start' });
      // Still starting: the job waits in the queue, not lost and not run.
      expect(await queue.size('gate-test')).toBe(1);
      expect(ran).toEqual([]);
      ready();
      await done;
      expect(ran).toEqual(['resumed at start']);
    } finally {
      await queue.stop();
    }

    // A process stopped while still starting: its stop ends, the job stays for the next one.
    const never = new Promise<void>(() => undefined);
    const stopping = createJobQueue({ client, log: console, workers: true, pollIntervalSeconds: 3600, maintenance: false, schema: 'gate_test', workersStartAfter: never });
    stopping.define({ name: 'gate-test', handler: async () => undefined });
    await stopping.start();
    await stopping.send('gate-test', { n: 'left for the next process' });
    await stopping.stop();
    expect(await stopping.size('gate-test')).toBe(1);
  });
});

describe('queue rules across restarts', () => {
  it('are written when a new version changes them, and left as they are by a restart that does not', async () => {
    const client = databaseClientOf(ctx.db);
    const stored = async () => (await bossDbOf(client).executeSql(`select retry_limit, retry_delay, expire_seconds, updated_on from rules_test.queue where name = $1`, ['rules-test'])).rows[0];
    const startWith = async (retryLimit: number) => {
      const queue = createJobQueue({ client, log: console, workers: false, pollIntervalSeconds: 3600, maintenance: false, schema: 'rules_test' });
      queue.define({ name: 'rules-test', retryLimit, retryDelaySeconds: 7, expireInSeconds: 90, handler: async () => undefined });
      await queue.start();
      await queue.stop();
    };
    await startWith(1);
    const first = await stored();
    expect(first).toMatchObject({ retry_limit: 1, retry_delay: 7, expire_seconds: 90 });

    await startWith(1);
    expect(await stored()).toEqual(first);

    await startWith(4);
    expect(await stored()).toMatchObject({ retry_limit: 4, retry_delay: 7, expire_seconds: 90 });
  });
});

describe('daily billing run', () => {
  /** A queue over the test database standing for one process, plus its billing offers. */
  async function processWithBilling(runs: string[]): Promise<{ queue: JobQueue; offer: () => Promise<string | null> }> {
    const queue = createJobQueue({ client: databaseClientOf(ctx.db), log: console, workers: false, pollIntervalSeconds: 3600, maintenance: false });
    const billing = createBillingJob({ jobs: queue, clock: ctx.clock.now, intervalMs: 60_000, task: async () => void runs.push(ctx.clock.now().toISOString()), log: console });
    await queue.start();
    return { queue, offer: billing.offer };
  }

  it('runs once a day however many processes offer it, and again the next day', async () => {
    const runs: string[] = [];
    const a = await processWithBilling(runs);
    const b = await processWithBilling(runs);
    ctx.clock.set(brasilia('2026-04-01', '08:00'));
    const offers = await Promise.all([a.offer(), b.offer(), a.offer(), b.offer()]);
    expect(offers.filter((id) => id !== null)).toHaveLength(1);
    await Promise.all([a.queue.drain({ names: [BILLING_JOB] }), b.queue.drain({ names: [BILLING_JOB] })]);
    ctx.clock.set(brasilia('2026-04-01', '23:00'));
    expect(await a.offer()).toBeNull();
    await b.queue.drain({ names: [BILLING_JOB] });
    expect(runs).toHaveLength(1);

    ctx.clock.set(brasilia('2026-04-02', '00:30'));
    expect(await b.offer()).not.toBeNull();
    expect(await a.offer()).toBeNull();
    await a.queue.drain({ names: [BILLING_JOB] });
    expect(runs).toHaveLength(2);
    await Promise.all([a.queue.stop(), b.queue.stop()]);
  });
});

describe('conversion event (spec point 7)', () => {
  let graph: Server;
  let graphUrl: string;
  const received: { path: string; body: Record<string, unknown> }[] = [];
  /** Status answered to the next requests (then 200). */
  const failures: number[] = [];

  beforeAll(async () => {
    graph = createServer((request: IncomingMessage, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ path: request.url ?? '', body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown> });
        response.writeHead(failures.shift() ?? 200, { 'content-type': 'application/json' });
        response.end('{"events_received":1}');
      });
    });
    await new Promise<void>((resolve) => graph.listen(0, '127.0.0.1', resolve));
    graphUrl = `http://127.0.0.1:${(graph.address() as AddressInfo).port}/v19.0`;
  });
  afterAll(() => new Promise<void>((resolve) => graph.close(() => resolve())));

  const conversion = () => ({ endpointUrl: graphUrl, pixelId: 'pixel-123', accessToken: `token-${Math.random().toString(36).slice(2)}` });

  it('posts one event with the pixel id and the hashed e-mail when a subscription is completed', async () => {
    received.length = 0;
    const target = conversion();
    const app = await ctx.app({ jobWorkers: false, conversion: target, loginRateLimitPerAddress: 1000 });
    const broker = await createBroker(ctx.db);
    const response = await postCheckout(app, await authAs(app, broker.username), { product_id: 2, method: 'credit_card', card: cardOf(SANDBOX_CARDS.approve) });
    expect(response.statusCode).toBe(201);
    // Nothing is posted while the broker waits for the answer: the job runs afterwards.
    expect(received).toHaveLength(0);
    await app.jobs.drain();
    await app.jobs.drain({ ignoreStartAfter: true });
    expect(received).toHaveLength(1);
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.accountId, broker.accountId));
    expect(received[0]?.path).toBe('/v19.0/pixel-123/events');
    expect(received[0]?.body).toMatchObject({
      access_token: target.accessToken,
      data: [
        {
          event_name: 'Subscribe',
          event_id: `payment-${payment?.id}`,
          action_source: 'website',
          user_data: { em: [hashedEmail(broker.email)] },
          custom_data: { currency: 'BRL', value: 219.9 },
        },
      ],
    });
    expect(JSON.stringify(received[0]?.body)).not.toContain(broker.email);
  });

  it('retries a failed post, then gives up silently; a failed subscription posts nothing', async () => {
    received.length = 0;
    const app = await ctx.app({ jobWorkers: false, conversion: conversion(), loginRateLimitPerAddress: 1000 });
    const broker = await createBroker(ctx.db);
    failures.push(500, 502);
    expect((await postCheckout(app, await authAs(app, broker.username), { product_id: 1, method: 'credit_card', card: cardOf(SANDBOX_CARDS.approve) })).statusCode).toBe(201);
    for (let round = 0; round < 4; round += 1) await app.jobs.drain({ ignoreStartAfter: true });
    expect(received.map((request) => request.path)).toEqual(Array(3).fill('/v19.0/pixel-123/events'));

    received.length = 0;
    const unlucky = await createBroker(ctx.db);
    failures.push(500, 500, 500, 500, 500);
    expect((await postCheckout(app, await authAs(app, unlucky.username), { product_id: 1, method: 'credit_card', card: cardOf(SANDBOX_CARDS.approve) })).statusCode).toBe(201);
    for (let round = 0; round < 6; round += 1) await app.jobs.drain({ ignoreStartAfter: true });
    expect(received).toHaveLength(4); // the first post and 3 retries, then nothing
    expect((await accountOf(ctx.db, unlucky.accountId))?.payment).toBe('OP');
    failures.length = 0;

    received.length = 0;
    const declined = await createBroker(ctx.db);
    expect((await postCheckout(app, await authAs(app, declined.username), { product_id: 1, method: 'credit_card', card: cardOf(SANDBOX_CARDS.decline) })).statusCode).toBe(402);
    await app.jobs.drain({ ignoreStartAfter: true });
    expect(received).toHaveLength(0);
  });

  it('posts nothing when the endpoint is not configured', async () => {
    received.length = 0;
    const app = await ctx.app({ jobWorkers: false, conversion: null, loginRateLimitPerAddress: 1000 });
    const broker = await createBroker(ctx.db);
    expect((await postCheckout(app, await authAs(app, broker.username), { product_id: 1, method: 'credit_card', card: cardOf(SANDBOX_CARDS.approve) })).statusCode).toBe(201);
    await app.jobs.drain({ ignoreStartAfter: true });
    expect(received).toHaveLength(0);
  });
});

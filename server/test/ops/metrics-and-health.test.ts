/**
 * Operations calls: `GET /metrics` (Prometheus, behind METRICS_TOKEN) counts what an operator
 * watches — answers by route, quotes served, jobs queued — and `GET /api/health/ready/` says
 * whether the database and the job queue answer (503 naming the part that does not).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { bearer, createTestContext, login, testConfig, type TestContext } from '../helpers';
import { newBroker } from '../accounts/support';

let ctx: TestContext;
const token = randomBytes(24).toString('base64url');

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** The value of one series line (`name{labels} value`), or undefined. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('is absent without METRICS_TOKEN and refuses a missing or wrong token', async () => {
    const closed = await ctx.app({ metricsToken: undefined });
    expect((await closed.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(404);
    const app = await ctx.app({ metricsToken: token });
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}x` } })).statusCode).toBe(401);
  });

  it('counts answers by route template, quotes served and jobs queued', async () => {
    const app = await ctx.app({ metricsToken: token, jobWorkers: false });
    const headers = bearer((await login(app, 'corretor')).access);
    for (const id of [1, 2]) await app.inject({ method: 'GET', url: `/api/plans/${id}/`, headers });
    expect((await app.inject({ method: 'GET', url: '/api/v3/plans/?state=26&age_29_33=1', headers })).statusCode).toBe(200);
    await app.inject({ method: 'GET', url: `/api/nothing-${randomBytes(4).toString('hex')}/` });
    expect((await app.inject({ method: 'POST', url: '/api/users/register/', payload: newBroker() })).statusCode).toBe(201);

    const response = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const text = response.body;
    expect(valueOf(text, 'cotador_quotes_served_total')).toBe(1);
    expect(valueOf(text, 'cotador_http_requests_total{method="POST",route="/api/token/",status="200"}')).toBe(1);
    const planAnswers = text.split('\n').filter((line) => line.startsWith('cotador_http_requests_total{method="GET",route="/api/plans/:id/"'));
    expect(planAnswers.map((line) => Number(line.split(' ').pop())).reduce((a, b) => a + b, 0)).toBe(2);
    expect(text).toContain('route="unmatched",status="404"');
    expect(text).not.toContain('/api/nothing-');
    expect(valueOf(text, 'cotador_jobs_queued_total{queue="mail.send"}')).toBe(1);
    expect(text).toContain('cotador_http_request_duration_seconds_bucket');
  });
});

describe('GET /api/health/ready/', () => {
  it('answers ok when the database and the queue answer', async () => {
    const app = await ctx.app();
    const response = await app.inject({ method: 'GET', url: '/api/health/ready/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', queue: 'ok' });
    expect((await app.inject({ method: 'GET', url: '/api/health/' })).json()).toEqual({ status: 'ok' });
  });

  it('answers 503 naming what is down', async () => {
    // A database of its own (a copy of the run's empty template, not a new cluster: PGlite's
    // initdb alone is seconds of CPU), closed under a ready app.
    const down = await createTestContext({ seed: false, catalog: 'none' });
    const app = buildApp({ config: testConfig(ctx.config.dataDir), db: down.db });
    await app.ready();
    await down.close();
    const response = await app.inject({ method: 'GET', url: '/api/health/ready/' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: 'unavailable', queue: 'unavailable' });
    await app.close().catch(() => undefined);
  });

  it('with the catalog built after listen: liveness answers at once, readiness says "loading" until a quote can be answered', async () => {
    const app = buildApp({ config: testConfig(ctx.config.dataDir), db: ctx.db, preloadCatalog: 'after-listen' });
    try {
      await app.ready();
      // Not listening yet: nothing built the snapshot.
      expect((await app.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(200);
      const loading = await app.inject({ method: 'GET', url: '/api/health/ready/' });
      expect(loading.statusCode).toBe(503);
      expect(loading.json()).toEqual({ status: 'unavailable', database: 'ok', queue: 'ok', catalog: 'loading' });
      await app.listen({ port: 0, host: '127.0.0.1' });
      // A quote asked while the snapshot is built waits for it and is answered.
      const headers = bearer((await login(app, 'corretor')).access);
      expect((await app.inject({ method: 'GET', url: '/api/v3/plans/?state=26&age_29_33=1', headers })).statusCode).toBe(200);
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready/' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ok', database: 'ok', queue: 'ok', catalog: 'ok' });
    } finally {
      await app.close();
    }
  });
});

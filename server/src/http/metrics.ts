/**
 * `GET /metrics` in the Prometheus text format (prom-client), for the main API and the life
 * service alike (each process answers its own counters; Prometheus scrapes every process).
 *
 * Access: the route is `public` in the access policy (no user session) and its credential is
 * `METRICS_TOKEN`, sent as `Authorization: Bearer <token>` and compared in constant time;
 * a wrong or missing token answers 401; without `METRICS_TOKEN` the route answers 404 (as if
 * it did not exist). It is hidden from the OpenAPI document.
 *
 * Series (a registry per app, so two apps in one process never mix):
 * - `cotador_http_requests_total{method,route,status}` and
 *   `cotador_http_request_duration_seconds{method,route}` (route = the registered template,
 *   `/api/plans/:id/`; `unmatched` for 404s, so random URLs never grow the label set);
 * - `cotador_http_requests_in_flight` (received, not yet answered);
 * - `cotador_quotes_served_total` (200 answers of the plan-quote calls);
 * - `cotador_jobs_queued_total{queue}`, `cotador_jobs_completed_total{queue}`,
 *   `cotador_jobs_failed_total{queue,final}` (final="true": no retry left);
 * - `cotador_billing_offers_total{result}` (the daily billing run offered by this process's
 *   timer: `created`, `existing` — another offer or process was first —, `failed`);
 * - `cotador_websocket_connections` (life service: open cable sockets);
 * - the process's default metrics (CPU, memory, event loop) outside tests.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { JobEvents } from '../jobs/job-queue';

/** The plan-quote calls counted as "quotes served". */
export const QUOTE_ROUTES: ReadonlySet<string> = new Set(['/api/v3/plans/', '/api/v2/plans/', '/api/plans/']);

/** The metrics of one app. */
export interface AppMetrics {
  registry: Registry;
  /** Job counters to give the job queue (`JobQueueOptions.events`). */
  jobEvents: JobEvents;
  /** Counts one offer of the daily billing run (payments/billing-job.ts `onOffer`). */
  billingOffer(result: 'created' | 'existing' | 'failed'): void;
  /** Adds the websocket gauge, read from `count` at each scrape. */
  trackWebsockets(count: () => number): void;
}

/** Creates the registry and its series (`defaults`: also the process's CPU/memory/event-loop metrics). */
export function createAppMetrics(options: { defaults: boolean }): AppMetrics {
  const registry = new Registry();
  if (options.defaults) collectDefaultMetrics({ register: registry, prefix: 'cotador_' });
  const queued = new Counter({ name: 'cotador_jobs_queued_total', help: 'Jobs queued by this process', labelNames: ['queue'], registers: [registry] });
  const completed = new Counter({ name: 'cotador_jobs_completed_total', help: 'Jobs run to completion by this process', labelNames: ['queue'], registers: [registry] });
  const failed = new Counter({ name: 'cotador_jobs_failed_total', help: 'Job runs that failed in this process', labelNames: ['queue', 'final'], registers: [registry] });
  const billingOffers = new Counter({ name: 'cotador_billing_offers_total', help: "Offers of the day's billing run by this process", labelNames: ['result'], registers: [registry] });
  return {
    registry,
    jobEvents: {
      queued: (name) => queued.inc({ queue: name }),
      completed: (name) => completed.inc({ queue: name }),
      failed: (name, _error, final) => failed.inc({ queue: name, final: String(final) }),
    },
    billingOffer: (result) => billingOffers.inc({ result }),
    trackWebsockets(count) {
      new Gauge({
        name: 'cotador_websocket_connections',
        help: 'Open websocket (cable) connections of this process',
        registers: [registry],
        collect() {
          this.set(count());
        },
      });
    },
  };
}

/** Whether `header` is `Bearer <token>` (constant-time comparison). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Counts every answer of `app` and serves `GET /metrics` (see the module notes).
 * Call before the routes are registered (the hooks are global).
 */
export function registerMetrics(app: FastifyInstance, metrics: AppMetrics, token: string | undefined): void {
  const { registry } = metrics;
  const requests = new Counter({ name: 'cotador_http_requests_total', help: 'HTTP answers', labelNames: ['method', 'route', 'status'], registers: [registry] });
  const duration = new Histogram({
    name: 'cotador_http_request_duration_seconds',
    help: 'HTTP answer latency',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const quotes = new Counter({ name: 'cotador_quotes_served_total', help: 'Plan quotes answered (200)', registers: [registry] });
  const inFlight = new Gauge({ name: 'cotador_http_requests_in_flight', help: 'Requests received and not yet answered', registers: [registry] });

  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.url !== '/metrics') inFlight.inc();
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    inFlight.dec();
    const status = reply.statusCode === 404 && !request.routeOptions.url ? 'unmatched' : route;
    requests.inc({ method: request.method, route: status, status: String(reply.statusCode) });
    duration.observe({ method: request.method, route: status }, reply.elapsedTime / 1000);
    if (reply.statusCode === 200 && QUOTE_ROUTES.has(route)) quotes.inc();
  });

  app.register(async (scope) => {
    scope.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!token) return reply.code(404).send({ detail: 'Not found.' });
      if (!bearerMatches(request.headers.authorization, token)) {
        return reply.code(401).header('WWW-Authenticate', 'Bearer realm="metrics"').send({ detail: 'Token de métricas inválido ou ausente.' });
      }
      return reply.header('Content-Type', registry.contentType).header('Cache-Control', 'no-store').send(await registry.metrics());
    });
  });
}

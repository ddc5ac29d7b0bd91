/**
 * `GET /api/health/` (liveness): 200 `{"status":"ok"}` when the process answers and its
 * database does, 503 otherwise (unchanged since the first version: the launcher and the
 * life service wait on it).
 * `GET /api/health/ready/` (readiness, for a load balancer): 200 `{"status":"ok","database":
 * "ok","queue":"ok"}` when the database and the job queue's tables answer; 503 with the part
 * that is `unavailable` otherwise, and 503 `{"status":"unavailable",…,"draining":true}` from the
 * moment the process got SIGTERM (it still answers every other request during its drain:
 * server/src/lib/shutdown.ts), so a balancer stops sending it requests. A server that builds its
 * catalog snapshot after `listen` (main.ts) adds `"catalog":"ok"`, and answers 503
 * `"catalog":"loading"` until the snapshot is in: liveness answers from `listen` on, readiness
 * once a quote is answered without waiting for the catalog — the call a supervisor or a
 * balancer should poll.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { JobQueue } from '../../../jobs/job-queue';
import { isDraining } from '../../../lib/shutdown';
import { checkHealth } from '../use-cases/check-health';
import type { DatabaseProbe } from '../use-cases/database-probe';
import type { CatalogSnapshotSource } from '../../catalog';

const healthWire = z.object({ status: z.enum(['ok', 'unavailable']) });
const part = z.enum(['ok', 'unavailable']);
const readinessWire = z.object({ status: part, database: part, queue: part, catalog: z.enum(['ok', 'loading']).optional(), draining: z.literal(true).optional() });

/** Health routes; options: the database's probe, the job queue and, when it is built after `listen`, the catalog snapshot. */
export const healthRoutes: FastifyPluginAsyncZod<{ probe: DatabaseProbe; jobs: Pick<JobQueue, 'ping'>; catalog?: Pick<CatalogSnapshotSource, 'loaded'> }> = async (app, { probe, jobs, catalog }) => {
  app.get(
    '/api/health/',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness check',
        response: { 200: healthWire, 503: healthWire },
      },
    },
    async (_request, reply) => {
      const ok = await checkHealth({ probe });
      return ok ? { status: 'ok' as const } : reply.code(503).send({ status: 'unavailable' });
    },
  );

  app.get(
    '/api/health/ready/',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness check (database and job queue)',
        response: { 200: readinessWire, 503: readinessWire },
      },
    },
    async (request, reply) => {
      const draining = isDraining(request.server.server);
      const [database, queue] = await Promise.all([checkHealth({ probe }), jobs.ping()]);
      const catalogLoaded = catalog?.loaded() ?? true;
      const body = {
        status: database && queue && catalogLoaded && !draining ? ('ok' as const) : ('unavailable' as const),
        database: database ? ('ok' as const) : ('unavailable' as const),
        queue: queue ? ('ok' as const) : ('unavailable' as const),
        ...(catalog ? { catalog: catalogLoaded ? ('ok' as const) : ('loading' as const) } : {}),
        ...(draining ? { draining: true as const } : {}),
      };
      return body.status === 'ok' ? body : reply.code(503).send(body);
    },
  );
};

/**
 * `GET /api/health/` (liveness): 200 `{"status":"ok"}` when the process answers and its
 * database does, 503 otherwise (unchanged since the first version: the launcher and the
 * life service wait on it).
 * `GET /api/health/ready/` (readiness, for a load balancer): 200 `{"status":"ok","database":
 * "ok","queue":"ok"}` when the database and the job queue's tables answer; 503 with the part
 * that is `unavailable` otherwise, and 503 `{"status":"unavailable",…,"draining":true}` from the
 * moment the process got SIGTERM (it still answers every other request during its drain:
 * server/src/lib/shutdown.ts), so a balancer stops sending it requests.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/database';
import type { JobQueue } from '../jobs/job-queue';
import { isDraining } from '../lib/shutdown';
import { checkHealth } from '../use-cases/check-health';

const healthWire = z.object({ status: z.enum(['ok', 'unavailable']) });
const part = z.enum(['ok', 'unavailable']);
const readinessWire = z.object({ status: part, database: part, queue: part, draining: z.literal(true).optional() });

/** Health routes; options: the database and the job queue. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Database; jobs: Pick<JobQueue, 'ping'> }> = async (app, { db, jobs }) => {
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
      const ok = await checkHealth({ db });
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
      const [database, queue] = await Promise.all([checkHealth({ db }), jobs.ping()]);
      const body = {
        status: database && queue && !draining ? ('ok' as const) : ('unavailable' as const),
        database: database ? ('ok' as const) : ('unavailable' as const),
        queue: queue ? ('ok' as const) : ('unavailable' as const),
        ...(draining ? { draining: true as const } : {}),
      };
      return body.status === 'ok' ? body : reply.code(503).send(body);
    },
  );
};

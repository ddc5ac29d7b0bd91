/** `GET /api/health/`: 200 `{"status":"ok"}` once the server is ready, 503 if the database is down. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/database';
import { checkHealth } from '../use-cases/check-health';

const healthWire = z.object({ status: z.enum(['ok', 'unavailable']) });

/** Health routes; options: the database. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/health/',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness check',
        response: { 200: healthWire, 503: healthWire },
      },
    },
    async (_request, reply) => {
      const ok = await checkHealth({ db });
      return ok ? { status: 'ok' as const } : reply.code(503).send({ status: 'unavailable' });
    },
  );
};

/**
 * `GET /health`: `{"status": "ok"}` (liveness); `GET /health/ready`: the same, or 503
 * `{"status": "unavailable"}` once the process drains on SIGTERM (server/src/lib/shutdown.ts).
 * Access level `public` (LIFE_ROUTE_ACCESS).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isDraining } from '../../src/kit/http';

/** Registers the liveness and readiness probes. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/health/ready', async (request, reply) => (isDraining(request.server.server) ? reply.code(503).send({ status: 'unavailable' }) : { status: 'ok' }));
};

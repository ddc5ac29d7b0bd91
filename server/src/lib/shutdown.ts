/**
 * Graceful shutdown of a server process, written once for the main API (server/src/main.ts)
 * and the life-insurance service (server/life/main.ts): on SIGINT or SIGTERM (once), log,
 * close the Fastify app (its onClose hooks: jobs, sockets, bridges), then the database,
 * then exit 0.
 */
import type { FastifyInstance } from 'fastify';

/** Installs the SIGINT/SIGTERM handlers; `closeDatabase` runs even when closing the app fails. */
export function closeOnSignals(app: FastifyInstance, closeDatabase: () => Promise<void>): void {
  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, 'encerrando / shutting down');
    try {
      await app.close();
    } finally {
      await closeDatabase();
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/**
 * Graceful shutdown of a server process, written once for the main API (server/src/main.ts)
 * and the life-insurance service (server/life/main.ts). On SIGINT or SIGTERM (once):
 *
 * 1. `app.close()`: the listening socket stops accepting; requests in flight are answered
 *    (new requests on kept-alive connections get 503, which is also what the readiness call
 *    answers, so a balancer stops sending); idle kept-alive connections are closed, and so is
 *    each one that becomes idle when its answer is sent (swept every 250 ms); the app's
 *    close hooks run — the cable tells every websocket client to reconnect and closes it, the
 *    job queue stops fetching and waits for the jobs being run (unfinished ones go back to the
 *    queue), the sandbox and the PGlite bridge stop.
 * 2. If that takes longer than `timeoutMs` (`SHUTDOWN_TIMEOUT_SECONDS`), the remaining
 *    connections are cut (the close goes on).
 * 3. `closeDatabase()` (pool or PGlite, whose data-folder lock is released), even when
 *    closing the app failed; exit 0 (1 if something failed).
 */
import type { FastifyInstance } from 'fastify';

/** Installs the SIGINT/SIGTERM handlers; `closeDatabase` runs even when closing the app fails. */
export function closeOnSignals(app: FastifyInstance, closeDatabase: () => Promise<void>, options: { timeoutMs?: number } = {}): void {
  let shuttingDown = false;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal, timeoutMs }, 'encerrando / shutting down');
    let code = 0;
    const cut = setTimeout(() => {
      app.log.warn({ timeoutMs }, 'encerramento: conexões restantes cortadas / shutdown: remaining connections cut');
      app.server.closeAllConnections();
    }, timeoutMs);
    cut.unref();
    // Node closes the connections idle at the moment of `close()` only: a kept-alive
    // connection whose answer was still in flight then stays open until the client drops it
    // (undici keeps one ~70 s), holding the exit until the cut above. Closing the idle ones
    // again every 250 ms ends the shutdown as soon as the last answer is sent.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 250);
    sweep.unref();
    try {
      await app.close();
    } catch (error) {
      code = 1;
      app.log.error({ err: error }, 'falha ao fechar o app / app close failed');
    } finally {
      clearTimeout(cut);
      clearInterval(sweep);
      try {
        await closeDatabase();
      } catch (error) {
        code = 1;
        app.log.error({ err: error }, 'falha ao fechar o banco / database close failed');
      }
    }
    app.log.info({ signal }, 'encerrado / stopped');
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

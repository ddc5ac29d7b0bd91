/**
 * Graceful shutdown of a server process, written once for the main API (server/src/main.ts)
 * and the life-insurance service (server/life/main.ts). On SIGINT or SIGTERM (once):
 *
 * 1. **Drain** (`drainMs`, `SHUTDOWN_DRAIN_SECONDS`): the readiness call answers 503 at once
 *    (see {@link isDraining}; a balancer stops sending), but the process keeps listening and
 *    answers every request that reaches it, each answer with `Connection: close` — also the
 *    answers of requests already in flight — so a client (a browser, a proxy's pool) moves
 *    its next request to a new connection. A connection is closed only once an answer was
 *    written on it, never while its client may be sending the next request on it (closing an
 *    idle kept-alive connection races that request: ECONNRESET). Websockets (the cable) stay
 *    open meanwhile.
 * 2. `app.close()`: the listening socket stops accepting; requests in flight are answered, and
 *    so are requests still arriving on kept-alive connections (`return503OnClosing: false` in
 *    both apps, with `Connection: close`); idle kept-alive connections are closed, and so is
 *    each one that becomes idle when its answer is sent (swept every 250 ms); the app's close
 *    hooks run — the cable tells every websocket client to reconnect and closes it, the job
 *    queue stops fetching and waits for the jobs being run (unfinished ones go back to the
 *    queue), the sandbox and the PGlite bridge stop.
 * 3. If step 2 takes longer than `timeoutMs` (`SHUTDOWN_TIMEOUT_SECONDS`), the remaining
 *    connections are cut (the close goes on).
 * 4. `closeDatabase()` (pool or PGlite, whose data-folder lock is released), even when
 *    closing the app failed; exit 0 (1 if something failed).
 *
 * A second signal during the shutdown is ignored.
 */
import type { Server, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The HTTP servers of this process that are draining (SIGTERM received). */
const drainingServers = new WeakSet<Server>();

/**
 * True once the process got SIGTERM/SIGINT: the readiness routes answer 503 from then on.
 * @param server the app's HTTP server (`request.server.server`).
 */
export function isDraining(server: Server): boolean {
  return drainingServers.has(server);
}

/** Options of {@link closeOnSignals}; durations in milliseconds. */
export interface ShutdownOptions {
  /** How long step 2 may take before the remaining connections are cut (default 10 s). */
  timeoutMs?: number;
  /** How long the process keeps answering before it stops listening (default 0: no drain). */
  drainMs?: number;
}

/**
 * Marks every answer of `server` from now on — and the ones in flight, not yet written —
 * with `Connection: close`, so Node closes each connection right after its answer.
 */
function trackAnswers(server: Server): { drain: () => void } {
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  // Prepended so the header is set before Fastify's own listener runs the request.
  server.prependListener('request', (_request, response: ServerResponse) => {
    if (draining) {
      response.setHeader('Connection', 'close');
      return;
    }
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });
  return {
    drain() {
      draining = true;
      for (const response of inFlight) if (!response.headersSent) response.setHeader('Connection', 'close');
      inFlight.clear();
    },
  };
}

/** The apps and closers of one process that a signal stops together (see {@link shutdownOnSignals}). */
export interface ShutdownGroup {
  /** Adds an app (before its `listen`): it drains and closes with the others. */
  add(app: FastifyInstance): void;
  /** Adds a step run after every app closed (a database, a pub/sub); the last added runs first. */
  addCloser(close: () => Promise<void>): void;
}

/**
 * Installs the SIGINT/SIGTERM handlers of this process and answers the group they stop:
 * every app added drains at once, then all close together, then the closers run, last added
 * first (an app started on another's database adds its closer after it, so it runs first), and
 * the process exits (0, or 1 if something failed). `npm start` runs the main API and the life
 * service in one process (server/life/launch.ts): one signal, one drain for both.
 */
export function shutdownOnSignals(options: ShutdownOptions = {}): ShutdownGroup {
  let shuttingDown = false;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const drainMs = options.drainMs ?? 0;
  const apps: { app: FastifyInstance; answers: { drain: () => void } }[] = [];
  const closers: (() => Promise<void>)[] = [];
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    const log = apps[0]?.app.log;
    log?.info({ signal, drainMs, timeoutMs }, 'encerrando / shutting down');
    for (const { app, answers } of apps) {
      drainingServers.add(app.server);
      answers.drain();
    }
    if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
    let code = 0;
    const cut = setTimeout(() => {
      log?.warn({ timeoutMs }, 'encerramento: conexões restantes cortadas / shutdown: remaining connections cut');
      for (const { app } of apps) app.server.closeAllConnections();
    }, timeoutMs);
    cut.unref();
    // Node closes the connections idle at the moment of `close()` only: a kept-alive
    // connection whose answer was still in flight then stays open until the client drops it
    // (undici keeps one ~70 s), holding the exit until the cut above. Closing the idle ones
    // again every 250 ms ends the shutdown as soon as the last answer is sent.
    const sweep = setInterval(() => {
      for (const { app } of apps) app.server.closeIdleConnections();
    }, 250);
    sweep.unref();
    const closed = await Promise.allSettled(apps.map(({ app }) => app.close()));
    clearTimeout(cut);
    clearInterval(sweep);
    for (const [index, result] of closed.entries()) {
      if (result.status === 'rejected') {
        code = 1;
        apps[index]?.app.log.error({ err: result.reason }, 'falha ao fechar o app / app close failed');
      }
    }
    for (const close of [...closers].reverse()) {
      try {
        await close();
      } catch (error) {
        code = 1;
        log?.error({ err: error }, 'falha ao fechar o banco / database close failed');
      }
    }
    log?.info({ signal }, 'encerrado / stopped');
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  return {
    add(app) {
      apps.push({ app, answers: trackAnswers(app.server) });
    },
    addCloser(close) {
      closers.push(close);
    },
  };
}

/**
 * Installs the SIGINT/SIGTERM handlers (before `app.listen`) of a process serving one app;
 * `closeDatabase` runs even when closing the app fails.
 */
export function closeOnSignals(app: FastifyInstance, closeDatabase: () => Promise<void>, options: ShutdownOptions = {}): void {
  const group = shutdownOnSignals(options);
  group.add(app);
  group.addCloser(closeDatabase);
}

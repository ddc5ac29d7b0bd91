/**
 * The Fastify application factory: routes, validation, OpenAPI, error handling, the SPA
 * and uploaded media. `buildApp` does not listen: tests drive it with `app.inject`,
 * `main.ts` calls `listen`.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { PGlite } from '@electric-sql/pglite';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { databaseClientOf, type Database } from './db/database';
import { createLoginThrottle, memoryCounters, postgresCounters } from './auth/login-throttle';
import { createTokenService } from './auth/tokens';
import { createCallerCacheFor } from './auth/caller-cache';
import { registerSecurityHeaders, sendSpaIndex } from './http/security-headers';
import { registerAccessPolicy } from './http/access-policy';
import { identifyCaller, registerAuthentication } from './http/authentication';
import { drfValidatorCompiler } from './http/drf-errors';
import { lazyDefaultSchemaCompilers } from './http/lazy-schema-compilers';
import { registerLazyOpenApi } from './http/lazy-openapi';
import { useDrfJsonBodies } from './lib/startup';
import { drfErrorHandler, INTERNAL_ERROR_BODY } from './http/error-handler';
import { accountRoutes } from './modules/accounts/routes/logout.routes';
import { accountsTeamRoutes } from './modules/accounts/routes/accounts-team.routes';
import { paymentRoutes } from './modules/payments/routes/payments.routes';
import { authRoutes } from './modules/accounts/routes/auth.routes';
import { catalogModule } from './modules/catalog/catalog.module';
import { platformModule } from './modules/platform/platform.module';
import { planAdminModule } from './modules/plan-admin/plan-admin.module';
import { quotationsModule } from './modules/quotations/quotations.module';
import { clientsModule } from './modules/clients/clients.module';
import { quotePreferencesModule } from './modules/quote-preferences/quote-preferences.module';
import { userRoutes } from './modules/accounts/routes/users.routes';
import { tableUpdatesModule } from './modules/table-updates/table-updates.module';
import { createMovableClock } from './lib/server-clock';
import type { AuthDeps } from './modules/accounts/use-cases/auth-deps';
import type { AccountsDeps } from './modules/accounts/use-cases/accounts-deps';
import { accountsDepsOver, authDepsOver } from './modules/accounts/accounts.module';
import { createMailThrottle } from './modules/accounts/use-cases/mail-throttle';
import { runBillingCycle } from './modules/payments/use-cases/billing-cycle';
import type { PaymentsDeps } from './modules/payments/use-cases/payments-deps';
import { drizzleBillingStore } from './modules/payments/repositories/drizzle-billing-store';
import { createMailer, createMailQueue } from './mail/mailer';
import { createJobQueue, type JobQueue } from './jobs/job-queue';
import { inProcessPubSub, type PubSub } from './cluster/pubsub';
import { createAppMetrics, registerMetrics } from './http/metrics';
import { createBillingJob } from './payments/billing-job';
import type { PaymentProvider } from './payments/provider';
import { sandboxJobScheduler } from './payments/sandbox-jobs';
import { createSandboxPaymentProvider } from './payments/sandbox-provider';
import { createConversionEvents } from './tracking/conversion-event';
import { createCatalogSnapshotSource } from './modules/catalog/use-cases/catalog-snapshot-source';
import { createCatalogSnapshotCache } from './modules/catalog/use-cases/catalog-snapshot-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's durable job queue (tests call `app.jobs.drain()`). */
    jobs: JobQueue;
    /** The bus between the server processes (catalog-version notice). */
    pubsub: PubSub;
    /**
     * Settles once the catalog snapshot built after `listen` (`preloadCatalog: 'after-listen'`)
     * is in, or its load failed; already settled without that preload.
     */
    catalogPreloaded: Promise<void>;
  }
}

/** What the app needs from outside. */
export interface AppDeps {
  config: AppConfig;
  db: Database;
  /** Current time for tokens, last_login, revocations (default: real time). Tests move it. */
  clock?: () => Date;
  /** A pino logger; by default fastify builds one at `config.logLevel`. */
  logger?: FastifyBaseLogger;
  /** The payment provider (default: the sandbox of `config`, posting webhooks to this app). */
  paymentProvider?: PaymentProvider;
  /**
   * Background duties of a server process: offer the daily billing run every
   * `config.paymentJobIntervalSeconds`, and run the job queue's maintenance (expiring jobs of
   * dead processes). Default false: `main.ts` turns it on; tests call `runBillingCycle` or
   * `app.jobs.drain()` themselves.
   */
  billingJob?: boolean;
  /** HTTP client of the conversion events (default global fetch). */
  conversionFetch?: typeof fetch;
  /**
   * Load the catalog snapshot (quotes) before the first quote asks for it (default false: on the
   * first quote). `true`: when the app gets ready (before `listen`). `'after-listen'` (main.ts):
   * in the background once the server listens, so health answers while it is built; a quote
   * asked meanwhile waits for it (`current()`), and `GET /api/health/ready/` answers 503
   * `catalog: "loading"` until it is in.
   */
  preloadCatalog?: boolean | 'after-listen';
  /**
   * The job workers' first fetch waits for this (jobs/job-queue.ts, `workersStartAfter`):
   * `npm start` passes "both services listen". Default: at once.
   */
  jobWorkersAfter?: Promise<unknown>;
  /**
   * A folder for the catalog snapshot's file cache (use-cases/catalog/catalog-snapshot-cache.ts):
   * serve-api.ts gives `<DATA_DIR>/cache` on the embedded database, so a restart skips reading
   * the whole catalog. Default: none.
   */
  catalogCacheDir?: string;
  /**
   * The processes' bus (server/src/cluster/pubsub.ts; main.ts gives PostgreSQL's LISTEN/NOTIFY
   * with DATABASE_URL), as `app.pubsub`: e.g. `publishCatalogVersion(app.pubsub, v)` after a
   * catalog import. Default: this process only.
   */
  pubsub?: PubSub;
}

/**
 * The address the sandbox provider posts webhooks to: `config.paymentWebhookUrl`, else this
 * app's own listening address (loopback when listening on every interface); undefined
 * while the app is not listening (e.g. tests through `app.inject`).
 */
export function webhookUrlOf(app: FastifyInstance, config: AppConfig): string | undefined {
  if (config.paymentWebhookUrl) return config.paymentWebhookUrl;
  const address = app.server.listening ? app.server.address() : null;
  if (!address || typeof address === 'string') return undefined;
  const host = ['0.0.0.0', '::', ''].includes(address.address) ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}/api/payments/webhook/`;
}

/** pt-BR body of every unexpected (5xx) error: internals are logged, never sent. */
export { INTERNAL_ERROR_BODY };
/** DRF's 404 body. */
export const NOT_FOUND_BODY = { detail: 'Not found.' } as const;

/** Maximum request body, in bytes (1 MiB; uploads will get their own limit). */
const BODY_LIMIT = 1024 * 1024;

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/');
const isMediaPath = (url: string) => url === '/media' || url.startsWith('/media/');
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * Builds the application (not yet ready, not listening): more routes may still be added
 * before `await app.ready()` / `app.inject(...)`.
 *
 * - `/api/...`: the REST API (see docs at `/api/docs/`, OpenAPI 3 at `/api/openapi.json`).
 * - `/media/...`: files under `<dataDir>/media` (created if missing).
 * - anything else: the SPA from `config.staticDir` when it exists, `index.html` for client routes.
 */
export function buildApp(deps: AppDeps): FastifyInstance {
  const { config, db } = deps;
  const baseClock = deps.clock ?? (() => new Date());
  // TEST_CLOCK=1 (never in production): one movable clock over the base, moved by PUT /api/test/clock/.
  const movableClock = config.testClock ? createMovableClock(baseClock) : undefined;
  const clock = movableClock?.now ?? baseClock;

  const app: FastifyInstance = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: { level: config.logLevel } }),
    bodyLimit: BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true },
    // The client address (login throttle) is the TCP peer unless TRUST_PROXY names the proxies.
    ...(config.trustProxy ? { trustProxy: config.trustProxy } : {}),
    // The router's own errors (bad URL encoding, over-long path parameter) answer like any other.
    frameworkErrors: drfErrorHandler,
    // Requests still arriving on kept-alive connections while the process closes are answered
    // (with `Connection: close`), not refused with 503: server/src/lib/shutdown.ts.
    return503OnClosing: false,
    // ajv and fast-json-stringify only if some route ever needs them (http/lazy-schema-compilers.ts).
    schemaController: lazyDefaultSchemaCompilers(),
  });

  app.setValidatorCompiler(drfValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Security headers on every answer, the Swagger UI with its own CSP (docs/security.md).
  registerSecurityHeaders(app, config);

  // Answers over 1 KiB are compressed (br, else gzip) when the client accepts it; the SPA's
  // assets are compressed once at build time (scripts/precompress.ts) and served as they are.
  app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });

  // JSON bodies: empty means "no data" (DRF), syntax errors answer "JSON parse error - ...".
  useDrfJsonBodies(app);

  // Every error answer (validation, framework, unexpected): see http/error-handler.ts.
  app.setErrorHandler(drfErrorHandler);

  const hasSpa = existsSync(path.join(config.staticDir, 'index.html'));

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (isApiPath(pathname)) {
      const allowed = METHODS.filter((method) => method !== request.method && routeExists(app, method, pathname));
      if (allowed.length > 0) {
        return reply
          .code(405)
          .header('Allow', allowed.join(', '))
          .send({ detail: `Method "${request.method}" not allowed.` });
      }
      return reply.code(404).send(NOT_FOUND_BODY);
    }
    // index.html (for /, /index.html and client routes) always comes from here, with its CSP nonce.
    const wantsHtml = (request.headers.accept ?? '').includes('text/html') || pathname === '/' || pathname === '/index.html';
    if (hasSpa && !isMediaPath(pathname) && (request.method === 'GET' || request.method === 'HEAD') && wantsHtml) {
      return sendSpaIndex(reply, config.staticDir, pathname);
    }
    return reply.code(404).send(NOT_FOUND_BODY);
  });

  app.decorate('pubsub', deps.pubsub ?? inProcessPubSub());
  // Callers and profiles kept until the token expires or the database changes (PGlite, or
  // PostgreSQL with a distributed bus: auth/caller-cache.ts).
  const callerCache = createCallerCacheFor(db, app.pubsub);
  if (callerCache) app.addHook('onClose', async () => callerCache.close());
  const authDeps: AuthDeps = authDepsOver(db, {
    clock,
    ...(callerCache ? { callerCache } : {}),
    tokens: createTokenService({
      secret: config.jwtSecret,
      accessTtlSeconds: config.accessTokenTtlSeconds,
      refreshTtlSeconds: config.refreshTokenTtlSeconds,
      clock,
    }),
  });
  // Login failures: shared by every process on PostgreSQL, this process's memory on PGlite (one process).
  const dbClient = databaseClientOf(db);
  const throttle = createLoginThrottle(
    { perUsername: config.loginRateLimitPerUsername, perAddress: config.loginRateLimitPerAddress },
    dbClient instanceof PGlite ? memoryCounters : postgresCounters(dbClient),
  );
  registerAuthentication(app, authDeps);
  registerAccessPolicy(app, (request, reply, options) => identifyCaller(authDeps, request, reply, options));

  // Prometheus metrics (GET /metrics with METRICS_TOKEN): http/metrics.ts.
  const metrics = createAppMetrics({ defaults: config.nodeEnv !== 'test' && config.metricsToken !== undefined });
  registerMetrics(app, metrics, config.metricsToken);

  // Durable jobs (server/src/jobs/job-queue.ts): started when the app is ready, stopped on close.
  const jobs = createJobQueue({
    client: dbClient,
    log: app.log,
    workers: config.jobWorkers,
    pollIntervalSeconds: config.jobPollIntervalSeconds,
    maintenance: deps.billingJob ?? false,
    events: metrics.jobEvents,
    ...(deps.jobWorkersAfter ? { workersStartAfter: deps.jobWorkersAfter } : {}),
  });
  app.decorate('jobs', jobs);
  // Quotes from an in-memory catalog, reloaded when the catalog version changes.
  const catalogSnapshot = createCatalogSnapshotSource({
    db,
    pubsub: app.pubsub,
    log: app.log,
    checkIntervalMs: config.catalogCheckIntervalSeconds * 1000,
    ...(deps.catalogCacheDir ? { cache: createCatalogSnapshotCache(deps.catalogCacheDir) } : {}),
  });
  app.addHook('onClose', async () => catalogSnapshot.close());
  let catalogPreloaded = Promise.resolve();
  if (deps.preloadCatalog === 'after-listen') {
    let settled!: () => void;
    catalogPreloaded = new Promise<void>((resolve) => (settled = resolve));
    app.addHook('onListen', async () => {
      // Not awaited: `listen` resolves (and the start-up banner prints) while it is built.
      const started = performance.now();
      catalogSnapshot
        .refresh()
        .then(
          () => app.log.info({ ms: Math.round(performance.now() - started) }, 'catálogo pronto depois do listen / catalog snapshot ready after listen'),
          (error: unknown) => app.log.warn({ err: error }, 'catálogo: carga inicial falhou, refeita na primeira cotação / initial snapshot load failed, retried by the first quote'),
        )
        .finally(settled);
    });
  } else if (deps.preloadCatalog) {
    app.addHook('onReady', async () => {
      await catalogSnapshot.refresh();
    });
  }
  app.decorate('catalogPreloaded', catalogPreloaded);
  const mailer = createMailer(config, app.log);
  const mail = createMailQueue(jobs, mailer, app.log);
  const accountsDeps: AccountsDeps = accountsDepsOver(db, {
    clock,
    bcryptRounds: config.bcryptRounds,
    appUrl: config.appUrl,
    mediaDir: path.join(config.dataDir, 'media'),
    mail,
    mailThrottle: createMailThrottle(),
  });

  let provider: PaymentProvider;
  if (deps.paymentProvider) provider = deps.paymentProvider;
  else {
    const sandbox = createSandboxPaymentProvider({
      secret: config.paymentWebhookSecret,
      delayMs: config.paymentSandboxDelayMs,
      webhookUrl: () => webhookUrlOf(app, config),
      clock,
      log: app.log,
    });
    sandbox.useScheduler(sandboxJobScheduler(jobs, (task) => sandbox.runTask(task)));
    provider = sandbox;
  }
  const conversions = createConversionEvents({ jobs, db, target: config.conversion, log: app.log, ...(deps.conversionFetch ? { fetch: deps.conversionFetch } : {}) });
  const paymentsDeps: PaymentsDeps = {
    store: drizzleBillingStore(db),
    clock,
    provider,
    graceDays: config.paymentGraceDays,
    log: app.log,
    accounts: accountsDeps,
    ...(conversions ? { conversions } : {}),
  };
  const billing = createBillingJob({
    jobs,
    clock,
    intervalMs: config.paymentJobIntervalSeconds * 1000,
    task: async () => {
      const summary = await runBillingCycle(paymentsDeps, clock());
      const { day: _day, ...counts } = summary;
      const level = Object.values(counts).some((value) => value > 0) ? 'info' : 'debug';
      app.log[level]({ summary }, 'ciclo de cobrança / billing cycle');
    },
    log: app.log,
    onOffer: metrics.billingOffer,
  });
  app.addHook('onReady', async () => {
    await jobs.start();
    if (deps.billingJob && config.jobWorkers) billing.start();
  });
  // After the server stopped taking requests: stop offering, let running jobs finish (bounded;
  // unfinished ones go back to the queue), then the provider and the mail transport.
  app.addHook('onClose', async () => {
    billing.stop();
    await jobs.stop({ timeoutMs: config.shutdownTimeoutSeconds * 1000 });
    await provider.close();
    mailer.close();
  });

  // The OpenAPI document and the Swagger UI are built on their first call (http/lazy-openapi.ts).
  registerLazyOpenApi(app, {
    uiPrefix: '/api/docs',
    routerOptions: { ignoreTrailingSlash: true },
    swagger: {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Cotador API',
          description:
            'API do Cotador de Planos de Saúde. Contract in the style of Django REST framework + SimpleJWT: ' +
            'paths end with a slash, snake_case fields, errors as `{"detail": ...}` or `{"field": ["message"]}`.',
          version: '0.1.0',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
    },
  });

  app.register(platformModule, {
    db,
    jobs,
    shell: config.shell,
    ...(deps.preloadCatalog === 'after-listen' ? { catalog: catalogSnapshot } : {}),
    ...(movableClock ? { testClock: { clock: movableClock, bcryptRounds: config.bcryptRounds } } : {}),
  });
  app.register(authRoutes, { deps: authDeps, throttle, bcryptRounds: config.bcryptRounds });
  app.register(userRoutes, { deps: authDeps });
  app.register(accountRoutes, { deps: authDeps });
  app.register(catalogModule, { db, clock, snapshot: catalogSnapshot });
  app.register(planAdminModule, { db, clock });
  app.register(quotationsModule, { db, clock });
  app.register(clientsModule, { db, clock });
  app.register(tableUpdatesModule, { db, clock });
  app.register(quotePreferencesModule, { db, clock });
  app.register(accountsTeamRoutes, { deps: accountsDeps });
  app.register(paymentRoutes, { deps: paymentsDeps, webhookSecret: config.paymentWebhookSecret });
  app.register(async (docs) => {
    docs.get('/api/openapi.json', { schema: { hide: true } }, async () => app.openApiDocument());
  });

  const mediaDir = path.join(config.dataDir, 'media');
  mkdirSync(mediaDir, { recursive: true });
  if (hasSpa) {
    app.register(fastifyStatic, {
      root: config.staticDir,
      wildcard: true,
      // `<file>.br` / `<file>.gz` written by the build (scripts/precompress.ts) are sent as they are.
      preCompressed: true,
      // index.html and the prerendered pages (dist/prerendered/) are answered by the not-found
      // handler above (per-request CSP nonce); the build manifest (dist/.vite/, read by the
      // bundle budget) is not served.
      allowedPath: (pathname) => pathname !== '/' && pathname !== '/index.html' && !pathname.startsWith('/.vite/') && !pathname.startsWith('/prerendered/'),
      setHeaders: (reply, filePath) => {
        if (filePath.endsWith('index.html')) reply.header('Cache-Control', 'no-cache');
        else if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  app.register(fastifyStatic, { root: mediaDir, prefix: '/media/', decorateReply: !hasSpa, index: false });

  return app;
}

/** Whether a route answers `method` on `url` (with or without the trailing slash). */
function routeExists(app: FastifyInstance, method: (typeof METHODS)[number], url: string): boolean {
  const variants = url.endsWith('/') ? [url, url.slice(0, -1)] : [url, `${url}/`];
  return variants.some((candidate) => candidate !== '' && app.hasRoute({ method, url: candidate }));
}

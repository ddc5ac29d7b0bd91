/**
 * The life-insurance service (spec point 7 "Life-insurance service", docs/life-insurance.md):
 * its own Fastify app, beside the main API, on `LIFE_PORT`.
 *
 * - `GET  /v1/{institution}/questions`, `GET /v1/{institution}/aux/profissoes`,
 *   `POST /v1/{institution}/quotation` (202 with the id; the result goes out on the cable)
 *   — wire format in src/contract/life.ts; access level `paid` through the main API's
 *   access policy (`registerAccessPolicy` + `identifyCaller`: 401 SimpleJWT bodies, 402
 *   `{detail, code}` for a blocked or plan-less broker); unknown institution → 404.
 * - `POST /v1/{institution}/generate_link?id=` (paid): stores the implanted proposal and answers
 *   the client's link (src/contract/life-implantation.ts); `GET /v1/{institution}/proposals/{token}`
 *   (public): the client's read-only page, 410 once the link expired.
 * - `GET /v1/{institution}/quotations?page=` (paid): the broker's own priced quotes and implanted
 *   proposals with their clients, newest first; `GET /v1/{institution}/quotations/{id}` and
 *   `GET /v1/{institution}/implantations/{id}/proposal` (paid, his own): what reopening one needs
 *   (src/contract/life-saved.ts).
 * - `/v1/support/...`: the support chat (modules/support/; docs/shell.md, "Support chat": it lives in
 *   this process because this process owns the one cable, so a message is published where it
 *   is stored).
 * - `GET /cable`: ActionCable over WebSocket (cable/action-cable.ts) with QuotationChannel and
 *   SupportChannel.
 * - `GET /health`: `{"status": "ok"}` (liveness); `GET /health/ready`: the same, or 503
 *   `{"status": "unavailable"}` once the process drains on SIGTERM (server/src/lib/shutdown.ts).
 * CORS: the SPA's origin only (`APP_URL`); the cable refuses other browser origins.
 * `buildLifeApp` does not listen: tests use `app.inject` or `listen({port: 0})`.
 *
 * This file is the composition: each feature is a module (modules/<feature>/: routes, use
 * cases over a store port, the Drizzle store, `<feature>.module.ts`, `index.ts`) registered
 * here with its dependencies — quotations (the wizard, the job, the delivery), proposals (the
 * link, the client's page, the proof), saved (list and reopening), support (the chat). The
 * cable (cable/), the database (db/) and the HTTP pieces (http/) are the service's shared
 * infrastructure; what it takes from the main API comes through the kits of server/src/kit/.
 */
import fastifyCors from '@fastify/cors';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { LIFE_ROUTE_ACCESS } from '../../src/contract/route-access';
import { authDepsOver, createTokenService } from '../src/kit/auth';
import type { AppConfig } from '../src/kit/config';
import {
  createAppMetrics,
  drfErrorHandler,
  drfValidatorCompiler,
  identifyCaller,
  lazyDefaultSchemaCompilers,
  registerAccessPolicy,
  registerAuthentication,
  registerMetrics,
  useDrfJsonBodies,
} from '../src/kit/http';
import { createJobQueue, type JobQueue } from '../src/kit/jobs';
import { inProcessPubSub, type PubSub } from '../src/kit/pubsub';
import { createCableServer, selectActionCableProtocol, type CableServer, type CableTimers } from './cable/action-cable';
import { cableRoutes } from './cable/cable.routes';
import { createQuotationChannel } from './cable/quotation-channel';
import { createSupportChannel } from './cable/support-channel';
import { publishSupportEvent } from './cable/support-events';
import type { LifeConfig } from './config';
import { clientOf, type LifeDatabase } from './db/database';
import { lifeErrorHandler } from './http/error-handler';
import { healthRoutes } from './http/health.routes';
import { proposalsModule, type LifeProposalDeps } from './modules/proposals/index';
import { LIFE_JOB_MAINTENANCE_SECONDS, LIFE_JOB_SCHEMA, lifeQuotationWork, quotationsModule } from './modules/quotations/index';
import { savedModule } from './modules/saved/index';
import { supportModule } from './modules/support/index';
import { loadCboProfessions, type ProfessionIndex } from './professions';

/** Access level of every route of the service: the one table, in src/contract/route-access.ts. */
export { LIFE_ROUTE_ACCESS };
/** Wrong identity proofs on proposal links admitted from one address per hour (the proposals module's). */
export { LIFE_PROOF_PER_ADDRESS } from './modules/proposals/index';
/** The pub/sub topic that tells every life process a broker's stream has a result (the quotations module's). */
export { LIFE_RESULT_TOPIC } from './modules/quotations/index';

/** What the service needs from outside. */
export interface LifeAppDeps {
  config: AppConfig;
  life: LifeConfig;
  db: LifeDatabase;
  /** Current time for tokens and quotes (default real time). */
  clock?: () => Date;
  /** Timers of the cable's pings (default the global ones). */
  timers?: CableTimers;
  logger?: FastifyBaseLogger;
  /** Occupations (default src/domain/life/cbo-2002-subgrupos.json). */
  professions?: ProfessionIndex;
  /** New proposal link tokens (default 32 random bytes). */
  newLinkToken?: () => string;
  /** Carries cable broadcasts to the other processes (server/src/cluster/pubsub.ts; default this process only). */
  pubsub?: PubSub;
  /** Wrong identity proofs per client address (default: LIFE_PROOF_PER_ADDRESS an hour, in PostgreSQL's `rate_limits` over a pool, in memory over PGlite). */
  proofLimiter?: LifeProposalDeps['proofLimiter'];
  /** The quotation workers' first fetch waits for this (server/src/jobs/job-queue.ts, `workersStartAfter`; default at once). */
  jobWorkersAfter?: Promise<unknown>;
}

/** The quotation work of one app, as tests see it. */
export interface LifeJobs {
  /** This app's durable queue (started when the app is ready, stopped on close). */
  queue: JobQueue;
  /**
   * Resolves when no quotation job is waiting or running and every delivery started has
   * finished (runs the waiting jobs in the calling task, like `app.jobs.drain()`).
   */
  idle(): Promise<void>;
}

/** The app plus what tests and main.ts reach into. */
export interface LifeApp {
  app: FastifyInstance;
  cable: CableServer;
  jobs: LifeJobs;
}

/** Builds the service (routes, cable, background jobs); not listening yet. */
export function buildLifeApp(deps: LifeAppDeps): LifeApp {
  const { config, life, db } = deps;
  const clock = deps.clock ?? (() => new Date());
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: { level: config.logLevel } }),
    bodyLimit: 64 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: drfErrorHandler,
    // As in the main API: answered, not 503, while closing (server/src/lib/shutdown.ts).
    return503OnClosing: false,
    // Its start (the job queue, the pending quotations) reads the database; on PGlite that is the
    // main API's, which seeds the whole catalog on a fresh folder before it answers: Fastify's
    // default 10 s per hook made a first `npm start` fail on a busy 2-core machine.
    pluginTimeout: 120_000,
    // ajv and fast-json-stringify only if some route ever needs them (http/lazy-schema-compilers.ts).
    schemaController: lazyDefaultSchemaCompilers(),
  });
  app.setValidatorCompiler(drfValidatorCompiler);
  app.setErrorHandler(lifeErrorHandler);
  useDrfJsonBodies(app);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ detail: 'Not found.' }));

  const authDeps = authDepsOver(db.main, {
    clock,
    tokens: createTokenService({ secret: config.jwtSecret, accessTtlSeconds: config.accessTokenTtlSeconds, refreshTtlSeconds: config.refreshTokenTtlSeconds, clock }),
  });
  registerAuthentication(app, authDeps);
  registerAccessPolicy(app, (request, reply, options) => identifyCaller(authDeps, request, reply, options), LIFE_ROUTE_ACCESS);

  // Durable computations (modules/quotations): pg-boss in the schema life_jobs of the same
  // database, so the life service's queue and its migrations stay its own.
  const queue = createJobQueue({
    client: clientOf(db.life),
    log: app.log,
    workers: config.jobWorkers,
    pollIntervalSeconds: config.jobPollIntervalSeconds,
    maintenance: true,
    maintenanceIntervalSeconds: LIFE_JOB_MAINTENANCE_SECONDS,
    ...(deps.jobWorkersAfter ? { workersStartAfter: deps.jobWorkersAfter } : {}),
    schema: LIFE_JOB_SCHEMA,
  });
  const bus = deps.pubsub ?? inProcessPubSub((error) => app.log.error({ err: error }, 'erro no pub/sub / pub-sub error'));
  const quotations = lifeQuotationWork({ db, clock, professions: deps.professions ?? loadCboProfessions(), queue, bus, log: app.log });
  const cable = createCableServer({
    channels: [createQuotationChannel({ auth: authDeps, delivery: quotations.delivery }), createSupportChannel({ auth: authDeps })],
    clock,
    ...(deps.timers ? { timers: deps.timers } : {}),
    onError: (error) => app.log.error({ err: error }, 'erro no cable / cable error'),
    ...(deps.pubsub ? { pubsub: deps.pubsub } : {}),
  });
  // A result announced on any process is delivered by every process to its own subscriptions of that stream.
  const stopListening = quotations.deliverAnnounced(cable);
  const metrics = createAppMetrics({ defaults: config.nodeEnv !== 'test' && config.metricsToken !== undefined });
  metrics.trackWebsockets(() => cable.connectionCount());
  registerMetrics(app, metrics, config.metricsToken);

  app.register(fastifyCors, {
    origin: life.allowedOrigin,
    methods: ['GET', 'POST'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    maxAge: 600,
  });
  app.register(fastifyWebsocket, { options: { handleProtocols: selectActionCableProtocol, maxPayload: 64 * 1024 } });
  app.addHook('onReady', async () => {
    await queue.start();
    const recovered = await quotations.recover();
    if (recovered > 0) app.log.warn({ recovered }, 'cotações de vida pendentes retomadas / pending life quotations resumed');
  });
  app.addHook('preClose', async () => {
    cable.close();
  });
  // After the server stopped taking requests: running computations finish (bounded; the
  // unfinished ones go back to the queue for the next process), results stay undelivered
  // until a broker's next subscription.
  app.addHook('onClose', async () => {
    await queue.stop({ timeoutMs: config.shutdownTimeoutSeconds * 1000 });
    await quotations.delivery.settled();
    stopListening();
  });

  app.register(healthRoutes);
  app.register(quotationsModule, { work: quotations });
  app.register(proposalsModule, {
    db,
    clock,
    appOrigin: life.allowedOrigin,
    ...(deps.proofLimiter ? { proofLimiter: deps.proofLimiter } : {}),
    ...(deps.newLinkToken ? { newLinkToken: deps.newLinkToken } : {}),
  });
  app.register(savedModule, { db });
  app.register(supportModule, { db: db.main, clock, publish: (event) => publishSupportEvent(cable, event) });
  app.register(cableRoutes, { cable, allowedOrigin: life.allowedOrigin });

  return { app, cable, jobs: { queue, idle: () => quotations.idle() } };
}

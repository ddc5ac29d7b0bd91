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
 * - `/v1/support/...`: the support chat (routes/support.routes.ts; docs/support.md: it lives in
 *   this process because this process owns the one cable, so a message is published where it
 *   is stored).
 * - `GET /cable`: ActionCable over WebSocket (cable/action-cable.ts) with QuotationChannel and
 *   SupportChannel.
 * - `GET /health`: `{"status": "ok"}` (liveness); `GET /health/ready`: the same, or 503
 *   `{"status": "unavailable"}` once the process drains on SIGTERM (server/src/lib/shutdown.ts).
 * CORS: the SPA's origin only (`APP_URL`); the cable refuses other browser origins.
 * `buildLifeApp` does not listen: tests use `app.inject` or `listen({port: 0})`.
 */
import fastifyCors from '@fastify/cors';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIFE_FIELD_MESSAGES, LIFE_INSTITUTION_NOT_FOUND, lifeQuotationRequestWire, type LifeQuestionsResponseWire } from '../../src/contract/life';
import { LIFE_ROUTE_ACCESS } from '../../src/contract/route-access';
import { QUOTATION_CLIENT_UNKNOWN_MESSAGE } from '../../src/contract/quotation';
import { isLifeInstitution, LIFE_QUESTIONNAIRE_ID, LIFE_QUESTIONS, type LifeInstitution, type LifeQuestion } from '../../src/domain/life';
import { createTokenService } from '../src/auth/tokens';
import type { PubSub } from '../src/cluster/pubsub';
import type { AppConfig } from '../src/config';
import { registerAccessPolicy } from '../src/http/access-policy';
import { currentUser, identifyCaller, registerAuthentication } from '../src/http/authentication';
import { drfValidatorCompiler } from '../src/http/drf-errors';
import { lazyDefaultSchemaCompilers } from '../src/http/lazy-schema-compilers';
import { isDraining } from '../src/lib/shutdown';
import { useDrfJsonBodies } from '../src/lib/startup';
import { drfErrorHandler } from '../src/http/error-handler';
import { createAppMetrics, registerMetrics } from '../src/http/metrics';
import type { AuthDeps } from '../src/modules/accounts/use-cases/auth-deps';
import { authDepsOver } from '../src/modules/accounts/accounts.module';
import { createCableServer, selectActionCableProtocol, type CableServer, type CableTimers } from './cable/action-cable';
import { createQuotationChannel } from './cable/quotation-channel';
import { createSupportChannel } from './cable/support-channel';
import { publishSupportEvent } from './cable/support-events';
import { supportRoutes } from './modules/support/routes/support.routes';
import type { SupportChatDeps } from './modules/support/use-cases/support-chat';
import type { LifeConfig } from './config';
import type { LifeDatabase } from './db/database';
import { loadCboProfessions, type ProfessionIndex } from './professions';
import {
  createQuotationDelivery,
  defineQuotationJob,
  LIFE_JOB_MAINTENANCE_SECONDS,
  LIFE_JOB_SCHEMA,
  LIFE_QUOTATION_JOB,
  recoverPendingQuotations,
  requestQuotation,
  type LifeQuotationDeps,
} from './modules/quotations/use-cases/life-quotations';
import { createJobQueue, type JobQueue } from '../src/jobs/job-queue';
import { inProcessPubSub } from '../src/cluster/pubsub';
import { clientOf } from './db/database';
import { generateProposalLink, implantationStatus, proveSharedProposal, readSharedProposal, renewLink, type LifeProposalDeps } from './modules/proposals/use-cases/life-proposals';
import { issuesToFieldErrors, LIFE_PROPOSAL_LINK_MESSAGES, lifeGenerateLinkQueryWire, lifeGenerateLinkRequestSchema, lifeProposalProofWire } from '../../src/contract/life-implantation';
import { LIFE_SAVED_MESSAGES, lifeSavedListQueryWire } from '../../src/contract/life-saved';
import { listSavedItems, savedProposal, savedQuotation } from './modules/saved/use-cases/life-saved';
import pg from 'pg';
import { RateLimiterMemory, RateLimiterPostgres } from 'rate-limiter-flexible';
import { isoDateInZone } from '../src/lib/dates';

/** Access level of every route of the service: the one table, in src/contract/route-access.ts. */
export { LIFE_ROUTE_ACCESS };

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
  /** Occupations (default data/cbo-2002-subgrupos.json). */
  professions?: ProfessionIndex;
  /** New proposal link tokens (default 32 random bytes). */
  newLinkToken?: () => string;
  /** Carries cable broadcasts to the other processes (server/src/cluster/pubsub.ts; default this process only). */
  pubsub?: PubSub;
  /** Wrong identity proofs per client address (default: {@link LIFE_PROOF_PER_ADDRESS} an hour, in PostgreSQL's `rate_limits` over a pool, in memory over PGlite). */
  proofLimiter?: LifeProposalDeps['proofLimiter'];
  /** The quotation workers' first fetch waits for this (server/src/jobs/job-queue.ts, `workersStartAfter`; default at once). */
  jobWorkersAfter?: Promise<unknown>;
}

/** Wrong identity proofs on proposal links admitted from one address per hour. */
export const LIFE_PROOF_PER_ADDRESS = 20;

/** The pub/sub topic that tells every life process a broker's stream has a result: `{stream}`. */
export const LIFE_RESULT_TOPIC = 'life-quotation-ready';

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

const institutionParams = z.object({ institution: z.string().max(64) });
const tokenParams = z.object({ institution: z.string().max(64), token: z.string().max(200) });
const implantationParams = z.object({ institution: z.string().max(64), id: z.string().max(64) });

/** The wire form of a question. */
function questionWire(question: LifeQuestion): LifeQuestionsResponseWire['questions'][number] {
  return {
    code: question.code,
    label: question.label,
    section: question.section,
    kind: question.kind,
    required: question.required,
    ...(question.options ? { options: question.options.map((option) => ({ ...option })) } : {}),
    ...(question.minCents !== undefined ? { min_cents: question.minCents } : {}),
    ...(question.maxCents !== undefined ? { max_cents: question.maxCents } : {}),
    ...(question.minAge !== undefined ? { min_age: question.minAge } : {}),
    ...(question.maxAge !== undefined ? { max_age: question.maxAge } : {}),
    ...(question.dependsOn ? { depends_on: { ...question.dependsOn } } : {}),
    ...(question.defaultValue !== undefined ? { default_value: question.defaultValue } : {}),
    ...(question.coverage ? { coverage: question.coverage } : {}),
    ...(question.help ? { help: question.help } : {}),
  };
}

/**
 * Error answers: like the main API (server/src/http/error-handler.ts) except that a body's
 * validation errors keep the contract's pt-BR messages (`{"field": ["Este campo é obrigatório."]}`;
 * the main API words a missing field as DRF does, in English). A body that is not an object
 * answers `{"non_field_errors": [...]}`.
 */
function lifeErrorHandler(error: Error & { validationContext?: string }, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (hasZodFastifySchemaValidationErrors(error) && (error.validationContext ?? 'body') === 'body') {
    const body: Record<string, string[]> = {};
    for (const issue of error.validation) {
      const key = issue.instancePath.split('/').filter(Boolean)[0] ?? 'non_field_errors';
      const message = issue.message ?? 'Valor inválido.';
      const list = (body[key] ??= []);
      if (!list.includes(message)) list.push(message);
    }
    return reply.code(400).send(body);
  }
  return drfErrorHandler(error, request, reply);
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

  const authDeps: AuthDeps = authDepsOver(db.main, {
    clock,
    tokens: createTokenService({ secret: config.jwtSecret, accessTtlSeconds: config.accessTokenTtlSeconds, refreshTtlSeconds: config.refreshTokenTtlSeconds, clock }),
  });
  registerAuthentication(app, authDeps);
  registerAccessPolicy(app, (request, reply, options) => identifyCaller(authDeps, request, reply, options), LIFE_ROUTE_ACCESS);

  // Durable computations (use-cases/life-quotations.ts): pg-boss in the schema life_jobs of the
  // same database, so the life service's queue and its migrations stay its own.
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
  const delivery = createQuotationDelivery({ db, clock, log: app.log });
  const bus = deps.pubsub ?? inProcessPubSub((error) => app.log.error({ err: error }, 'erro no pub/sub / pub-sub error'));
  const cable = createCableServer({
    channels: [createQuotationChannel({ auth: authDeps, delivery }), createSupportChannel({ auth: authDeps })],
    clock,
    ...(deps.timers ? { timers: deps.timers } : {}),
    onError: (error) => app.log.error({ err: error }, 'erro no cable / cable error'),
    ...(deps.pubsub ? { pubsub: deps.pubsub } : {}),
  });
  // A result announced on any process is delivered by every process to its own subscriptions of that stream.
  const stopListening = bus.subscribe(LIFE_RESULT_TOPIC, (data) => {
    const { stream, quotation } = (data ?? {}) as { stream?: unknown; quotation?: unknown };
    if (typeof stream !== 'string') return;
    const announced = z.uuid().safeParse(quotation).success ? (quotation as string) : undefined;
    for (const subscription of cable.subscriptionsOf(stream)) {
      delivery.deliver(subscription, announced).catch((error: unknown) => app.log.error({ err: error }, 'falha ao entregar cotação / delivery failed'));
    }
  });
  const fullDeps: LifeQuotationDeps = {
    db,
    clock,
    professions: deps.professions ?? loadCboProfessions(),
    queue,
    announce: (stream, quotationId) => bus.publish(LIFE_RESULT_TOPIC, { stream, quotation: quotationId }),
    log: app.log,
  };
  defineQuotationJob(queue, fullDeps);
  const jobs: LifeJobs = {
    queue,
    async idle() {
      for (;;) {
        await queue.drain({ names: [LIFE_QUOTATION_JOB] });
        // A job the worker loop holds is finished by it; wait for it without a timer.
        while (queue.running() > 0) await new Promise<void>((resolve) => setImmediate(resolve));
        await delivery.settled();
        if (queue.running() === 0 && (await queue.size(LIFE_QUOTATION_JOB)) === 0) return;
      }
    },
  };
  const metrics = createAppMetrics({ defaults: config.nodeEnv !== 'test' && config.metricsToken !== undefined });
  metrics.trackWebsockets(() => cable.connectionCount());
  registerMetrics(app, metrics, config.metricsToken);
  const supportDeps: SupportChatDeps = { db: db.main, clock, publish: (event) => publishSupportEvent(cable, event) };
  const dbClient = clientOf(db.life);
  const proofLimiter =
    deps.proofLimiter ??
    (dbClient instanceof pg.Pool
      ? new RateLimiterPostgres({ storeClient: dbClient, storeType: 'pool', tableName: 'rate_limits', tableCreated: true, clearExpiredByTimeout: false, keyPrefix: 'life-proof', points: LIFE_PROOF_PER_ADDRESS, duration: 3600 })
      : new RateLimiterMemory({ keyPrefix: 'life-proof', points: LIFE_PROOF_PER_ADDRESS, duration: 3600 }));
  const proposalDeps: LifeProposalDeps = { db, clock, appOrigin: life.allowedOrigin, proofLimiter, ...(deps.newLinkToken ? { newToken: deps.newLinkToken } : {}) };

  app.register(fastifyCors, {
    origin: life.allowedOrigin,
    methods: ['GET', 'POST'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    maxAge: 600,
  });
  app.register(fastifyWebsocket, { options: { handleProtocols: selectActionCableProtocol, maxPayload: 64 * 1024 } });
  app.addHook('onReady', async () => {
    await queue.start();
    const recovered = await recoverPendingQuotations(fullDeps);
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
    await delivery.settled();
    stopListening();
  });

  /** The institution of the path, or a 404 answered. */
  const institutionOf = (institution: string): LifeInstitution | undefined => (isLifeInstitution(institution) ? institution : undefined);

  app.register(async (routes) => {
    routes.get('/health', async () => ({ status: 'ok' }));
    routes.get('/health/ready', async (request, reply) => (isDraining(request.server.server) ? reply.code(503).send({ status: 'unavailable' }) : { status: 'ok' }));

    routes.get('/v1/:institution/questions', { schema: { params: institutionParams } }, async (request, reply) => {
      const institution = institutionOf((request.params as z.infer<typeof institutionParams>).institution);
      if (!institution) return reply.code(404).send({ detail: LIFE_INSTITUTION_NOT_FOUND });
      const body: LifeQuestionsResponseWire = { institution, questionnaire_id: LIFE_QUESTIONNAIRE_ID, questions: LIFE_QUESTIONS.map(questionWire) };
      return body;
    });

    routes.get('/v1/:institution/aux/profissoes', { schema: { params: institutionParams } }, async (request, reply) => {
      const institution = institutionOf((request.params as z.infer<typeof institutionParams>).institution);
      if (!institution) return reply.code(404).send({ detail: LIFE_INSTITUTION_NOT_FOUND });
      return fullDeps.professions.list;
    });

    routes.post('/v1/:institution/quotation', { schema: { params: institutionParams, body: lifeQuotationRequestWire } }, async (request, reply) => {
      const institution = institutionOf((request.params as z.infer<typeof institutionParams>).institution);
      if (!institution) return reply.code(404).send({ detail: LIFE_INSTITUTION_NOT_FOUND });
      const result = await requestQuotation(fullDeps, currentUser(request), institution, request.body as z.output<typeof lifeQuotationRequestWire>);
      if (result.kind === 'unknown_profession') return reply.code(400).send({ profissao: [LIFE_FIELD_MESSAGES.professionUnknown] });
      if (result.kind === 'unknown_client') return reply.code(400).send({ client: [QUOTATION_CLIENT_UNKNOWN_MESSAGE] });
      return reply.code(202).send(result.accepted);
    });

    routes.post('/v1/:institution/generate_link', { schema: { params: institutionParams } }, async (request, reply) => {
      const institution = institutionOf((request.params as z.infer<typeof institutionParams>).institution);
      if (!institution) return reply.code(404).send({ detail: LIFE_INSTITUTION_NOT_FOUND });
      const query = lifeGenerateLinkQueryWire.safeParse(request.query);
      if (!query.success) return reply.code(400).send({ id: [LIFE_PROPOSAL_LINK_MESSAGES.idInvalid] });
      // Validated as of today in Brasília (dates may not be in the future; the age must match).
      const body = lifeGenerateLinkRequestSchema(isoDateInZone(clock())).safeParse(request.body);
      if (!body.success) return reply.code(400).send(issuesToFieldErrors(body.error.issues));
      const outcome = await generateProposalLink(proposalDeps, currentUser(request), institution, query.data.id, body.data);
      if (outcome.kind === 'quotation_not_found') return reply.code(404).send({ detail: LIFE_PROPOSAL_LINK_MESSAGES.quotationNotFound });
      if (outcome.kind === 'id_taken') return reply.code(400).send({ id: [LIFE_PROPOSAL_LINK_MESSAGES.idInvalid] });
      return reply.code(201).send(outcome.link);
    });

    routes.get('/v1/:institution/proposals/:token', { schema: { params: tokenParams } }, async (request, reply) => {
      const params = request.params as { institution: string; token: string };
      const institution = institutionOf(params.institution);
      if (!institution) return reply.code(404).send({ detail: LIFE_INSTITUTION_NOT_FOUND });
      const outcome = await readSharedProposal(proposalDeps, institution, params.token);
      reply.header('Cache-Control', 'no-store');
      reply.header('Referrer-Policy', 'no-referrer');
      if (outcome.kind === 'not_found') return reply.code(404).send({ detail: LIFE_PROPOSAL_LINK_MESSAGES.notFound });
      if (outcome.kind === 'expired') return reply.code(410).send({ detail: LIFE_PROPOSAL_LINK_MESSAGES.expired });
      return outcome.proposal;
    });

    routes.post('/v1/:institution/proposals/:token/proof', { schema: { params: tokenParams } }, async (request, reply) => {
      const params = request.params as z.infer<typeof tokenParams>;
      const institution = institutionOf(params.institution);
      if (!institution) return reply.code(404).send({ detail: LIFE_INSTITUTION_NOT_FOUND });
      reply.header('Cache-Control', 'no-store');
      reply.header('Referrer-Policy', 'no-referrer');
      const body = lifeProposalProofWire.safeParse(request.body);
      if (!body.success) return reply.code(400).send(issuesToFieldErrors(body.error.issues));
      const outcome = await proveSharedProposal(proposalDeps, institution, params.token, body.data, request.ip);
      switch (outcome.kind) {
        case 'not_found':
          return reply.code(404).send({ detail: LIFE_PROPOSAL_LINK_MESSAGES.notFound });
        case 'expired':
          return reply.code(410).send({ detail: LIFE_PROPOSAL_LINK_MESSAGES.expired });
        case 'throttled':
          reply.header('Retry-After', String(outcome.retryAfterSeconds));
          return reply.code(429).send({ detail: LIFE_PROPOSAL_LINK_MESSAGES.proofThrottled });
        case 'locked':
          return reply.code(429).send({ detail: LIFE_PROPOSAL_LINK_MESSAGES.proofLocked });
        case 'wrong':
          return reply.code(403).send({ detail: LIFE_PROPOSAL_LINK_MESSAGES.proofFailed, attempts_left: outcome.attemptsLeft });
        default:
          return outcome.proposal;
      }
    });

    routes.get('/v1/:institution/implantations/:id', { schema: { params: implantationParams } }, async (request, reply) => {
      const params = request.params as z.infer<typeof implantationParams>;
      const institution = institutionOf(params.institution);
      if (!institution) return reply.code(404).send({ detail: LIFE_INSTITUTION_NOT_FOUND });
      const status = z.string().uuid().safeParse(params.id).success ? await implantationStatus(proposalDeps, currentUser(request), institution, params.id) : undefined;
      if (!status) return reply.code(404).send({ detail: LIFE_PROPOSAL_LINK_MESSAGES.implantationNotFound });
      return status;
    });

    routes.post('/v1/:institution/implantations/:id/renew', { schema: { params: implantationParams } }, async (request, reply) => {
      const params = request.params as z.infer<typeof implantationParams>;
      const institution = institutionOf(params.institution);
      if (!institution) return reply.code(404).send({ detail: LIFE_INSTITUTION_NOT_FOUND });
      const status = z.string().uuid().safeParse(params.id).success ? await renewLink(proposalDeps, currentUser(request), institution, params.id) : undefined;
      if (!status) return reply.code(404).send({ detail: LIFE_PROPOSAL_LINK_MESSAGES.implantationNotFound });
      return status;
    });

    // The broker's saved quotes and proposals ('Minhas cotações', filter Vida) and their reopening: his own only.
    routes.get('/v1/:institution/quotations', { schema: { params: institutionParams } }, async (request, reply) => {
      const institution = institutionOf((request.params as z.infer<typeof institutionParams>).institution);
      if (!institution) return reply.code(404).send({ detail: LIFE_INSTITUTION_NOT_FOUND });
      const query = lifeSavedListQueryWire.safeParse(request.query);
      if (!query.success) return reply.code(400).send({ page: [LIFE_SAVED_MESSAGES.pageInvalid] });
      const pageUrl = (page: number) => {
        const url = new URL(request.url, `${request.protocol}://${request.host}`);
        url.searchParams.set('page', String(page));
        return url.toString();
      };
      const list = await listSavedItems(db, currentUser(request), institution, query.data.page, pageUrl);
      if (!list) return reply.code(404).send({ detail: LIFE_SAVED_MESSAGES.pageInvalid });
      return list;
    });

    routes.get('/v1/:institution/quotations/:id', { schema: { params: implantationParams } }, async (request, reply) => {
      const params = request.params as z.infer<typeof implantationParams>;
      const institution = institutionOf(params.institution);
      if (!institution) return reply.code(404).send({ detail: LIFE_INSTITUTION_NOT_FOUND });
      const saved = z.string().uuid().safeParse(params.id).success ? await savedQuotation(db, currentUser(request), institution, params.id) : undefined;
      if (!saved) return reply.code(404).send({ detail: LIFE_SAVED_MESSAGES.quotationNotFound });
      return saved;
    });

    routes.get('/v1/:institution/implantations/:id/proposal', { schema: { params: implantationParams } }, async (request, reply) => {
      const params = request.params as z.infer<typeof implantationParams>;
      const institution = institutionOf(params.institution);
      if (!institution) return reply.code(404).send({ detail: LIFE_INSTITUTION_NOT_FOUND });
      const saved = z.string().uuid().safeParse(params.id).success ? await savedProposal(db, currentUser(request), institution, params.id) : undefined;
      if (!saved) return reply.code(404).send({ detail: LIFE_SAVED_MESSAGES.proposalNotFound });
      return saved;
    });

    routes.register(supportRoutes, { deps: supportDeps });

    routes.get('/cable', { websocket: true }, (socket, request) => {
      const origin = request.headers.origin;
      // Browsers always send Origin: only the SPA's may open the cable (no cross-site sockets).
      if (origin !== undefined && origin !== life.allowedOrigin) {
        socket.close(1008, 'origin not allowed');
        return;
      }
      cable.accept(socket);
    });
  });

  return { app, cable, jobs };
}

/**
 * Use cases of the life service: accept a quotation request (stored as pending, answered
 * 202 at once), compute it in a durable job with the shared domain engine
 * (src/domain/life/quote.ts), store the outcome and deliver it on the cable to the broker's
 * QuotationChannel subscriptions; deliver what a broker missed while its socket was down.
 *
 * A 202 is a promise, kept across restarts and crashes:
 * - the pending row is stored first, then a pg-boss job with the quotation's id as the job's
 *   id (server/src/jobs/job-queue.ts, schema `life_jobs`): a job is never lost by a restart,
 *   a job whose process died is expired after {@link LIFE_QUOTATION_JOB_EXPIRE_SECONDS} and
 *   run again by any live life process; SIGTERM hands the running ones back;
 * - at start-up every still pending row is offered its job again ({@link recoverPendingQuotations}:
 *   the same id makes it a no-op when the job exists), which covers a process killed between
 *   the row and its job;
 * - the job is idempotent: a quotation already computed is not computed again, only announced;
 * - `delivered_at` is set only once ws has written the result's frame to a subscribed socket
 *   of the broker (the frame handed to the operating system's connection), never when the
 *   result is computed nor when a socket is closing; until then every new subscription of the
 *   broker receives it. A new subscription also receives the results completed in the last
 *   {@link LIFE_RESEND_WINDOW_MS}, delivered or not: the tab that asked subscribes while its
 *   request is on its way, and on a busy machine another tab of the same broker may take and
 *   mark the result first (the asking tab then waited for ever). A result may therefore reach
 *   the broker more than once (two tabs, a reconnect racing the write, a reload within the
 *   window): the SPA keys results by `quotation_id` and its own `member_id`.
 *
 * Wire ↔ domain mapping lives in src/contract/life-mapping.ts (shared with the SPA's fake):
 * the routes stay thin and the domain never sees snake_case.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { LifeInstitutionWire, LifeQuotationAcceptedWire, LifeQuotationRequestWire, LifeQuotationResultWire } from '../../../../../src/contract/life';
import { lifeQuoteInputOf, lifeRequestAdmission, lifeResultWireOf } from '../../../../../src/contract/life-mapping';
import { lifeQuoteNumber, quoteLife } from '../../../../../src/domain/life';
import { brasiliaDay } from '../../../../../src/domain/subscription/calendar';
import type { AuthenticatedUser } from '../../../../src/kit/auth';
import type { JobQueue } from '../../../../src/kit/jobs';
import type { CableSubscription } from '../../../cable/action-cable';
import type { ProfessionIndex } from '../../../professions';
import type { LifeQuotationsStore } from './life-quotations-store';

/**
 * How long after its completion a result is sent again to each new subscription of its broker
 * (module comment): 5 minutes, far above the seconds between a quotation's request and its
 * tab's subscription, even on a loaded machine; small enough that a reload resends a handful.
 */
export const LIFE_RESEND_WINDOW_MS = 5 * 60_000;

/** The pg-boss queue of quotation computations. */
export const LIFE_QUOTATION_JOB = 'life-quotation';

/**
 * Seconds after which a running quotation job is presumed dead (its process was killed) and
 * run again: a computation takes milliseconds, so a short lease bounds the wait after a
 * `kill -9` (plus the maintenance interval, {@link LIFE_JOB_MAINTENANCE_SECONDS}).
 */
export const LIFE_QUOTATION_JOB_EXPIRE_SECONDS = 10;

/** Seconds between two pg-boss maintenance runs of the life queue (expiring dead jobs). */
export const LIFE_JOB_MAINTENANCE_SECONDS = 5;

/** pg-boss's schema of the life service (its own, beside the main API's `pgboss`). */
export const LIFE_JOB_SCHEMA = 'life_jobs';

/** pt-BR message of a result the service failed to compute (a bug, logged). */
export const LIFE_COMPUTE_ERROR_MESSAGE = 'Não foi possível calcular a cotação agora. Tente novamente em alguns instantes.';

/** What the use cases need. */
export interface LifeQuotationDeps {
  /** The quotations and their clients (use-cases/life-quotations-store.ts). */
  store: LifeQuotationsStore;
  /** Current time (injected; tests move it). The quote day is its date in Brasília. */
  clock: () => Date;
  professions: ProfessionIndex;
  /** The durable queue the computations go through. */
  queue: Pick<JobQueue, 'send'>;
  /**
   * Tells every life process that `stream` has a result to deliver (pub/sub): quotation
   * `quotationId` (a UUID) is computed.
   */
  announce(stream: string, quotationId: string): void;
  /** Where a computation's or a delivery mark's failure is told (the app's logger). */
  log: Pick<FastifyBaseLogger, 'error'>;
  /** New quotation ids (default random UUIDs, Web Crypto's: the same in Node and a browser). */
  newId?: () => string;
}

/** The cable stream of one broker's quotations for one institution. */
export function quotationStream(userId: number, company: string): string {
  return `life:quotations:${userId}:${company}`;
}

/** Outcome of {@link requestQuotation}. */
export type RequestQuotationResult = { kind: 'accepted'; accepted: LifeQuotationAcceptedWire } | { kind: 'unknown_profession' } | { kind: 'unknown_client' };

/**
 * The domain's admission of a request (src/domain/life/quotation-request.ts) over what the
 * store knows: the occupation's title, and whether a picked client (`client.client_id`) is the
 * caller's account's (another account's or a deleted one is not).
 */
async function admissionOf(deps: LifeQuotationDeps, caller: AuthenticatedUser, request: LifeQuotationRequestWire) {
  const pickedId = request.client?.client_id;
  const professionTitle = deps.professions.titleOf(request.profissao);
  const pickedClientKnown = professionTitle !== undefined && pickedId !== undefined ? await deps.store.isAccountClient(caller.accountId, pickedId) : undefined;
  return lifeRequestAdmission(request, { professionTitle, pickedClientKnown });
}

/**
 * Stores the request as pending and queues its computation; answers at once.
 * `unknown_profession` when `profissao` is not in the occupations list, `unknown_client` when
 * the picked client is not the caller's account's. The quotation is linked to its client
 * (picked, or found / created from the typed name and phone). A queue that fails
 * after the row was stored does not fail the answer: the row is durable and the next
 * start-up offers its job again ({@link recoverPendingQuotations}).
 */
export async function requestQuotation(
  deps: LifeQuotationDeps,
  caller: AuthenticatedUser,
  company: LifeInstitutionWire,
  request: LifeQuotationRequestWire,
): Promise<RequestQuotationResult> {
  const admission = await admissionOf(deps, caller, request);
  if (admission.kind !== 'accepted') return admission;
  // A typed client is the account's client it names, created when the account has none
  // (the rule of the health proposals, src/contract/clients.ts `isTypedClient`).
  const { client } = admission;
  const clientId = client.kind === 'picked' ? client.clientId : client.kind === 'typed' ? await deps.store.typedClientId(caller.accountId, caller.id, client.contact, deps.clock()) : null;
  const id = deps.newId ? deps.newId() : globalThis.crypto.randomUUID();
  const createdAt = deps.clock();
  await deps.store.insertPending({ id, userId: caller.id, accountId: caller.accountId, clientId, company, memberId: request.member_id, request, createdAt });
  try {
    await deps.queue.send(LIFE_QUOTATION_JOB, { quotationId: id }, { id });
  } catch (error) {
    deps.log.error({ err: error, quotation: id }, 'cotação de vida guardada sem tarefa: será retomada no próximo início / life quotation stored without its job');
  }
  return { kind: 'accepted', accepted: { id, status: 'pending', company, member_id: request.member_id, created_at: createdAt.toISOString() } };
}

/** The result of a quotation the service failed to compute. */
function errorResult(id: string, memberId: string, company: string): LifeQuotationResultWire {
  return { type: 'quotation_result', status: 'error', quotation_id: id, member_id: memberId, company: company as LifeInstitutionWire, message: LIFE_COMPUTE_ERROR_MESSAGE };
}

/**
 * The job: computes a stored pending quotation, stores its outcome (only while still
 * pending), then announces the broker's stream. A quotation already computed is only
 * announced again (a job run twice after an expiry, or recovered). Database errors throw
 * (the job is retried); on the last attempt the quotation is closed with an error result so
 * that the broker hears of it.
 */
export async function computeStoredQuotation(deps: LifeQuotationDeps, id: string, options: { lastAttempt?: boolean } = {}): Promise<void> {
  const row = await deps.store.find(id);
  if (!row) return;
  const stream = quotationStream(row.userId, row.company);
  if (row.status !== 'pending') {
    deps.announce(stream, id);
    return;
  }
  const request = row.request as LifeQuotationRequestWire;
  const now = deps.clock();
  const today = brasiliaDay(now);
  try {
    let result: LifeQuotationResultWire;
    let quoteNumber: string | null = null;
    const professionTitle = deps.professions.titleOf(request.profissao);
    try {
      if (professionTitle === undefined) throw new Error(`unknown profession ${request.profissao}`);
      const input = lifeQuoteInputOf(request, professionTitle);
      quoteNumber = lifeQuoteNumber(today, await deps.store.nextQuoteSequence());
      const outcome = quoteLife(input, { today, quoteNumber });
      result = lifeResultWireOf(outcome, { quotationId: id, memberId: row.memberId, company: row.company as LifeInstitutionWire });
      if (outcome.kind === 'refused') quoteNumber = null;
    } catch (error) {
      if (isDatabaseError(error)) throw error;
      deps.log.error({ err: error, quotation: id }, 'falha ao calcular cotação de vida / life quotation failed');
      result = errorResult(id, row.memberId, row.company);
      quoteNumber = null;
    }
    await deps.store.complete(id, { status: result.status, result, quoteNumber, completedAt: now });
  } catch (error) {
    if (!options.lastAttempt) throw error;
    await deps.store.complete(id, { status: 'error', result: errorResult(id, row.memberId, row.company), quoteNumber: null, completedAt: now });
  }
  deps.announce(stream, id);
}

/** Errors of the database driver (retried by the job) rather than of the computation. */
function isDatabaseError(error: unknown): boolean {
  const candidate = error as { code?: unknown; severity?: unknown } | null;
  return candidate !== null && typeof candidate === 'object' && (typeof candidate.severity === 'string' || (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)));
}

/** Declares the quotation job on the queue (before the queue starts). */
export function defineQuotationJob(queue: Pick<JobQueue, 'define'>, deps: LifeQuotationDeps): void {
  queue.define<{ quotationId: string }>({
    name: LIFE_QUOTATION_JOB,
    retryLimit: 5,
    retryDelaySeconds: 1,
    retryBackoff: true,
    expireInSeconds: LIFE_QUOTATION_JOB_EXPIRE_SECONDS,
    handler: async (data, job) => {
      if (typeof data?.quotationId !== 'string') return;
      await computeStoredQuotation(deps, data.quotationId, { lastAttempt: job.lastAttempt });
    },
  });
}

/**
 * Offers the job of every quotation still pending (start-up): a no-op for those whose job
 * exists (same id), a new job for one whose process stopped between storing it and queueing it.
 * @returns how many jobs were created.
 */
export async function recoverPendingQuotations(deps: Pick<LifeQuotationDeps, 'store' | 'queue'>): Promise<number> {
  let created = 0;
  for (const id of await deps.store.pendingIds()) {
    if ((await deps.queue.send(LIFE_QUOTATION_JOB, { quotationId: id }, { id })) !== null) created += 1;
  }
  return created;
}

/** Sends each subscription of a broker the results no client has received yet. */
export interface QuotationDelivery {
  /**
   * Sends `subscription` (of a broker's stream, state `{userId, company}`) every undelivered
   * or recently completed result ({@link LIFE_RESEND_WINDOW_MS}) it was not sent yet, oldest
   * first, and the `announced` quotation's result (a UUID:
   * the one just computed) even when another subscription of the same broker — a second tab
   * or device, on this process or another — already received it and marked it delivered;
   * marks each delivered once ws wrote it. Calls on one subscription run one after the other.
   */
  deliver(subscription: CableSubscription, announced?: string): Promise<void>;
  /** Resolves when every delivery and delivery mark started so far has finished (tests, shutdown). */
  settled(): Promise<void>;
}

/** Builds the delivery over the quotations' store. */
export function createQuotationDelivery(deps: Pick<LifeQuotationDeps, 'store' | 'clock' | 'log'>): QuotationDelivery {
  const inFlight = new Set<Promise<unknown>>();
  const track = <T>(promise: Promise<T>): Promise<T> => {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise)).catch(() => undefined);
    return promise;
  };
  const run = async (subscription: CableSubscription, announced: string | undefined) => {
    const { userId, company } = subscription.state as { userId: number; company: string };
    const sent = (subscription.state.sent ??= new Set<string>()) as Set<string>;
    const rows = await deps.store.toResend(userId, company, new Date(deps.clock().getTime() - LIFE_RESEND_WINDOW_MS));
    if (announced !== undefined && !sent.has(announced) && !rows.some((row) => row.id === announced)) {
      const row = await deps.store.find(announced);
      if (row && row.userId === userId && row.company === company && row.status !== 'pending') rows.push({ id: row.id, result: row.result });
    }
    for (const row of rows) {
      if (sent.has(row.id)) continue;
      sent.add(row.id);
      const written = new Promise<void>((resolve) => {
        subscription.transmit(row.result, (error) => {
          if (error) {
            sent.delete(row.id);
            resolve();
            return;
          }
          deps.store
            .markDelivered(row.id, deps.clock())
            .catch((markError: unknown) => deps.log.error({ err: markError, quotation: row.id }, 'falha ao marcar cotação entregue / delivery mark failed'))
            .finally(resolve);
        });
      });
      void track(written);
    }
  };
  return {
    deliver(subscription, announced) {
      const previous = (subscription.state.delivering as Promise<void> | undefined) ?? Promise.resolve();
      const next = previous.then(() => run(subscription, announced));
      subscription.state.delivering = next.catch(() => undefined);
      return track(next);
    },
    async settled() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}

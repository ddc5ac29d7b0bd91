/**
 * Use cases of the life service: accept a quotation request (stored as pending, answered
 * at once), compute it in the background with the shared domain engine
 * (src/domain/life/quote.ts), store the outcome and push it on the cable to the broker's
 * QuotationChannel stream; deliver what a broker missed while its socket was down.
 *
 * Wire ↔ domain mapping lives in src/contract/life-mapping.ts (shared with the SPA's fake):
 * the routes stay thin and the domain never sees snake_case.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { LifeInstitutionWire, LifeQuotationAcceptedWire, LifeQuotationRequestWire, LifeQuotationResultWire } from '../../../src/contract/life';
import { lifeQuoteInputOf, lifeResultWireOf } from '../../../src/contract/life-mapping';
import { quoteLife } from '../../../src/domain/life';
import { isoDateInZone } from '../../src/lib/dates';
import type { AuthenticatedUser } from '../../src/use-cases/authenticate';
import type { CableServer } from '../cable/action-cable';
import type { LifeDatabase } from '../db/database';
import type { ProfessionIndex } from '../professions';
import { claimDelivery, claimUndelivered, completeQuotation, insertPendingQuotation, nextQuoteNumber } from '../repositories/life-quotations.repository';

/** pt-BR message of a result the service failed to compute (a bug, logged). */
export const LIFE_COMPUTE_ERROR_MESSAGE = 'Não foi possível calcular a cotação agora. Tente novamente em alguns instantes.';

/** What the use cases need. */
export interface LifeQuotationDeps {
  db: LifeDatabase;
  /** Current time (injected; tests move it). The quote day is its date in Brasília. */
  clock: () => Date;
  professions: ProfessionIndex;
  cable: Pick<CableServer, 'broadcast' | 'subscriberCount' | 'distributed'>;
  /** Runs a background task (default: after the answer, tracked so `idle()` can wait for it). */
  jobs: BackgroundJobs;
  log: FastifyBaseLogger;
  /** New quotation ids (default random UUIDs). */
  newId?: () => string;
}

/** Background tasks started by requests, awaited by tests and on shutdown. */
export interface BackgroundJobs {
  run(task: () => Promise<void>): void;
  /** Resolves when every task started so far has finished. */
  idle(): Promise<void>;
}

/** Background jobs on `setImmediate`: a task starts after the current request's answer. */
export function createBackgroundJobs(onError: (error: unknown) => void): BackgroundJobs {
  const running = new Set<Promise<void>>();
  return {
    run(task) {
      const promise: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch(onError)
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}

/** The cable stream of one broker's quotations for one institution. */
export function quotationStream(userId: number, company: string): string {
  return `life:quotations:${userId}:${company}`;
}

/** Outcome of {@link requestQuotation}. */
export type RequestQuotationResult = { kind: 'accepted'; accepted: LifeQuotationAcceptedWire } | { kind: 'unknown_profession' };

/**
 * Stores the request as pending and schedules its computation; answers at once.
 * `unknown_profession` when `profissao` is not in the occupations list.
 */
export async function requestQuotation(
  deps: LifeQuotationDeps,
  caller: AuthenticatedUser,
  company: LifeInstitutionWire,
  request: LifeQuotationRequestWire,
): Promise<RequestQuotationResult> {
  const professionTitle = deps.professions.titleOf(request.profissao);
  if (professionTitle === undefined) return { kind: 'unknown_profession' };
  const id = (deps.newId ?? randomUUID)();
  const createdAt = deps.clock();
  await insertPendingQuotation(deps.db.life, { id, userId: caller.id, accountId: caller.accountId, company, memberId: request.member_id, request, createdAt });
  deps.jobs.run(() => computeQuotation(deps, { id, userId: caller.id, company, request, professionTitle }));
  return { kind: 'accepted', accepted: { id, status: 'pending', company, member_id: request.member_id, created_at: createdAt.toISOString() } };
}

/**
 * Computes a stored quotation, stores its outcome and sends it to the broker's subscribed
 * sockets (claiming delivery first, so a result goes out once); with no socket subscribed
 * the result waits for the broker's next subscription ({@link deliverPending}).
 */
export async function computeQuotation(
  deps: LifeQuotationDeps,
  quotation: { id: string; userId: number; company: LifeInstitutionWire; request: LifeQuotationRequestWire; professionTitle: string },
): Promise<void> {
  const now = deps.clock();
  const today = isoDateInZone(now);
  let result: LifeQuotationResultWire;
  let quoteNumber: string | null = null;
  try {
    quoteNumber = await nextQuoteNumber(deps.db.life, Number(today.slice(0, 4)));
    const outcome = quoteLife(lifeQuoteInputOf(quotation.request, quotation.professionTitle), { today, quoteNumber });
    result = lifeResultWireOf(outcome, { quotationId: quotation.id, memberId: quotation.request.member_id, company: quotation.company });
    if (outcome.kind === 'refused') quoteNumber = null;
  } catch (error) {
    deps.log.error({ err: error, quotation: quotation.id }, 'falha ao calcular cotação de vida / life quotation failed');
    result = { type: 'quotation_result', status: 'error', quotation_id: quotation.id, member_id: quotation.request.member_id, company: quotation.company, message: LIFE_COMPUTE_ERROR_MESSAGE };
    quoteNumber = null;
  }
  await completeQuotation(deps.db.life, quotation.id, { status: result.status, result, quoteNumber, completedAt: now });
  const stream = quotationStream(quotation.userId, quotation.company);
  // One process: nobody subscribed here = nobody anywhere; the result waits for the next
  // subscription. Several processes: the broker's socket may be on another one, so the result
  // is claimed and broadcast (a broker with no socket anywhere at that moment does not get it
  // on its next subscription either: docs/deploy.md).
  if (!deps.cable.distributed && deps.cable.subscriberCount(stream) === 0) return;
  if (await claimDelivery(deps.db.life, quotation.id, deps.clock())) deps.cable.broadcast(stream, result);
}

/** Sends a broker the results it has not received yet (oldest first), marking them delivered. */
export async function deliverPending(deps: Pick<LifeQuotationDeps, 'db' | 'clock'>, userId: number, company: string, transmit: (message: unknown) => void): Promise<number> {
  const rows = await claimUndelivered(deps.db.life, userId, company, deps.clock());
  for (const row of rows) transmit(row.result);
  return rows.length;
}

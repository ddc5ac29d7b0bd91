/**
 * The quotations module's wiring: the Drizzle quotations store under the use cases, the
 * durable job that computes a quotation, the delivery of results to the cable's
 * QuotationChannel subscriptions (on every process: a result is announced on the pub/sub
 * topic {@link LIFE_RESULT_TOPIC}), and the quote wizard's routes.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { JobQueue } from '../../../src/kit/jobs';
import type { PubSub } from '../../../src/kit/pubsub';
import type { CableServer } from '../../cable/action-cable';
import type { LifeDatabase } from '../../db/database';
import type { ProfessionIndex } from '../../professions';
import { drizzleLifeQuotationsStore } from './repositories/drizzle-life-quotations-store';
import { quotationsRoutes } from './routes/quotations.routes';
import { createQuotationDelivery, defineQuotationJob, LIFE_QUOTATION_JOB, recoverPendingQuotations, type LifeQuotationDeps, type QuotationDelivery } from './use-cases/life-quotations';

/** The pub/sub topic that tells every life process a broker's stream has a result: `{stream, quotation}`. */
export const LIFE_RESULT_TOPIC = 'life-quotation-ready';

/** The quotation work of one app: its use cases' dependencies, the delivery, start-up recovery and the test's wait. */
export interface LifeQuotationWork {
  deps: LifeQuotationDeps;
  delivery: QuotationDelivery;
  /** Offers the job of every still pending quotation (start-up); answers how many were created. */
  recover(): Promise<number>;
  /**
   * Delivers, to this process's subscriptions of a stream, every result announced on the
   * topic by any process; answers the unsubscribe.
   */
  deliverAnnounced(cable: Pick<CableServer, 'subscriptionsOf'>): () => void;
  /**
   * Resolves when no quotation job is waiting or running and every delivery started has
   * finished (runs the waiting jobs in the calling task, like `app.jobs.drain()`).
   */
  idle(): Promise<void>;
}

/**
 * Builds the quotation work over the database: the store, the job (declared on `queue`
 * before it starts) and the delivery. Results are announced on `bus`.
 */
export function lifeQuotationWork(options: { db: LifeDatabase; clock: () => Date; professions: ProfessionIndex; queue: JobQueue; bus: PubSub; log: FastifyBaseLogger }): LifeQuotationWork {
  const { queue, bus, log } = options;
  const store = drizzleLifeQuotationsStore(options.db);
  const deps: LifeQuotationDeps = {
    store,
    clock: options.clock,
    professions: options.professions,
    queue,
    announce: (stream, quotationId) => bus.publish(LIFE_RESULT_TOPIC, { stream, quotation: quotationId }),
    log,
  };
  defineQuotationJob(queue, deps);
  const delivery = createQuotationDelivery({ store, clock: options.clock, log });
  return {
    deps,
    delivery,
    recover: () => recoverPendingQuotations(deps),
    deliverAnnounced: (cable) =>
      bus.subscribe(LIFE_RESULT_TOPIC, (data) => {
        const { stream, quotation } = (data ?? {}) as { stream?: unknown; quotation?: unknown };
        if (typeof stream !== 'string') return;
        const announced = z.uuid().safeParse(quotation);
        for (const subscription of cable.subscriptionsOf(stream)) {
          delivery.deliver(subscription, announced.success ? announced.data : undefined).catch((error: unknown) => log.error({ err: error }, 'falha ao entregar cotação / delivery failed'));
        }
      }),
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
}

/** The quote wizard's routes over the quotation work's dependencies. */
export const quotationsModule: FastifyPluginAsyncZod<{ work: LifeQuotationWork }> = async (app, { work }) => {
  await app.register(quotationsRoutes, { deps: work.deps });
};

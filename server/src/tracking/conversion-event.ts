/**
 * The server-side conversion event (spec point 7 "Third party": "a social-media conversion
 * event is posted to a graph API with an embedded pixel id and access token; failures are
 * ignored"; here: only with the visitor's consent).
 *
 * Posted from the server, never from the browser, so the access token stays in the server's
 * environment (`CONVERSION_ENDPOINT_URL`, `CONVERSION_PIXEL_ID`, `CONVERSION_ACCESS_TOKEN`;
 * see config.ts). When a checkout payment (`subscription` / `reactivation`) is approved and
 * activates the subscription, a durable job `conversion.post` is queued with the payment id
 * (job id derived from it: one event per payment, however many times it is announced). The
 * job posts, in the Conversions API shape of the graph endpoint:
 *
 *   POST <endpoint>/<pixel id>/events
 *   {"data":[{"event_name":"Subscribe","event_time":<unix s of payment>,"event_id":"payment-<id>",
 *     "action_source":"website","user_data":{"em":["<sha256 of the lower-case e-mail>"]},
 *     "custom_data":{"currency":"BRL","value":<reais, 2 decimals>}}],"access_token":"<token>"}
 *
 * The e-mail is sent hashed only (SHA-256, as the API expects). A non-2xx answer or a network
 * error is retried 3 times (30 s, 60 s, 120 s), then given up (logged, never shown to anyone).
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { accounts, payments, users } from '../db/schema';
import type { JobQueue } from '../jobs/job-queue';
import { stableJobId } from '../jobs/job-queue';
import type { ConversionEvents } from '../modules/payments/use-cases/payments-deps';

/** Queue name of the conversion events. */
export const CONVERSION_JOB = 'conversion.post';

/** Where and with what the events are posted (config.conversion). */
export interface ConversionTarget {
  endpointUrl: string;
  pixelId: string;
  accessToken: string;
}

/** SHA-256 hex of a trimmed, lower-case e-mail (the graph API's `em` normalisation). */
export function hashedEmail(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/** The event body for one payment (see the module notes). */
export function conversionBody(
  payment: { id: number; amountCents: number; paidAt: Date | null; createdAt: Date },
  email: string | null,
  accessToken: string,
): Record<string, unknown> {
  const at = payment.paidAt ?? payment.createdAt;
  return {
    data: [
      {
        event_name: 'Subscribe',
        event_time: Math.floor(at.getTime() / 1000),
        event_id: `payment-${payment.id}`,
        action_source: 'website',
        user_data: email ? { em: [hashedEmail(email)] } : {},
        custom_data: { currency: 'BRL', value: Number((payment.amountCents / 100).toFixed(2)) },
      },
    ],
    access_token: accessToken,
  };
}

/**
 * Declares the job on `jobs` and answers the port the payment use cases call. With no
 * target configured, answers undefined (nothing is queued, nothing posted).
 */
export function createConversionEvents(options: {
  jobs: JobQueue;
  db: Database;
  target: ConversionTarget | null;
  /** HTTP client (default global fetch). */
  fetch?: typeof fetch;
  log: { info(object: object, message?: string): void };
}): ConversionEvents | undefined {
  const { target } = options;
  if (!target) return undefined;
  const http = options.fetch ?? fetch;
  options.jobs.define<{ paymentId: number }>({
    name: CONVERSION_JOB,
    retryLimit: 3,
    retryDelaySeconds: 30,
    retryBackoff: true,
    expireInSeconds: 60,
    async handler({ paymentId }, job) {
      const [row] = await options.db
        .select({ id: payments.id, amountCents: payments.amountCents, paidAt: payments.paidAt, createdAt: payments.createdAt, email: users.email })
        .from(payments)
        .innerJoin(accounts, eq(accounts.id, payments.accountId))
        .leftJoin(users, eq(users.id, accounts.principalUserId))
        .where(eq(payments.id, paymentId));
      if (!row) return;
      const url = `${target.endpointUrl}/${encodeURIComponent(target.pixelId)}/events`;
      try {
        const response = await http(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(conversionBody(row, row.email, target.accessToken)),
          signal: AbortSignal.timeout(15_000),
        });
        await response.arrayBuffer().catch(() => undefined);
        if (response.status >= 300) throw new Error(`HTTP ${response.status}`);
      } catch (error) {
        // Failures are ignored (spec): retried by the queue, then dropped with a log line.
        if (job.lastAttempt) options.log.info({ paymentId, problem: (error as Error).message }, 'evento de conversão desistido / conversion event given up');
        throw error;
      }
    },
  });
  return {
    async subscriptionCompleted(paymentId) {
      await options.jobs.send(CONVERSION_JOB, { paymentId }, { id: stableJobId(`conversion:${paymentId}`) });
    },
  };
}

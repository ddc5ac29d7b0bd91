/**
 * The billing run (renewals, lapses: use-cases/payments/billing-cycle.ts) once per Brasília
 * day across every process, on the durable job queue.
 *
 * Every process with workers offers the day's run every `PAYMENT_JOB_INTERVAL_SECONDS`
 * (and once soon after start): the job's id is derived from the day (`billing:<YYYY-MM-DD>`,
 * {@link stableJobId}), so the first offer of a day creates the job and every later offer,
 * from this process or another, is a no-op; one worker of one process runs it. A run that
 * throws is retried by the queue (3 times, 60 s apart doubling); a process killed while
 * running it leaves the job to be expired and retried by another (the cycle is idempotent:
 * a period is never charged twice). The day comes from the injected clock.
 */
import { isoDateInZone } from '../lib/dates';
import { stableJobId, type JobQueue } from '../jobs/job-queue';

/** Queue name of the daily billing run. */
export const BILLING_JOB = 'payments.billing';

/** What one offer of the day's run did: queued it, found it already queued (or run), or failed. */
export type BillingOfferResult = 'created' | 'existing' | 'failed';

/** Minimal logger (a failed offer is logged here; the task logs what it did). */
export interface JobLog {
  error(object: object, message?: string): void;
}

/** The daily billing job of one process. */
export interface BillingJob {
  /** Offers today's run (Brasília day of the clock): the job id, or null when the day's run already exists. */
  offer(): Promise<string | null>;
  /** Starts offering on the interval (first offer after `firstRunDelayMs`). Idempotent. */
  start(): void;
  /** Stops offering (a run in progress is the queue's: stopping the queue waits for it). Idempotent. */
  stop(): void;
}

/** Declares the job on `jobs` and answers the offering timer (not started). */
export function createBillingJob(options: {
  jobs: JobQueue;
  clock: () => Date;
  intervalMs: number;
  /** One run of the billing cycle (its own clock: the instant it runs). */
  task: () => Promise<unknown>;
  log: JobLog;
  /** Delay of the first offer after `start()` (default 1 s: after the server is listening). */
  firstRunDelayMs?: number;
  /** Told of every timed offer: `created` (today's run queued), `existing` (already there) or `failed` (metrics). */
  onOffer?: (result: BillingOfferResult) => void;
}): BillingJob {
  options.jobs.define<{ day: string }>({
    name: BILLING_JOB,
    retryLimit: 3,
    retryDelaySeconds: 60,
    retryBackoff: true,
    expireInSeconds: 30 * 60,
    handler: async () => {
      await options.task();
    },
  });

  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const offer = () => {
    const day = isoDateInZone(options.clock());
    return options.jobs.send(BILLING_JOB, { day }, { id: stableJobId(`billing:${day}`) });
  };

  const schedule = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      void offer()
        .then((id) => options.onOffer?.(id === null ? 'existing' : 'created'))
        .catch((error: unknown) => {
          options.onOffer?.('failed');
          options.log.error({ err: error }, 'ciclo de cobrança não oferecido / billing run not offered');
        })
        .finally(() => schedule(options.intervalMs));
    }, delayMs);
    timer.unref();
  };

  return {
    offer,
    start() {
      if (timer || stopped) return;
      schedule(options.firstRunDelayMs ?? 1000);
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}

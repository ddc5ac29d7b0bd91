/**
 * The local sandbox payment provider: behaves like a real gateway without moving money.
 *
 * Test cards (`SANDBOX_CARDS` of payments.wire.ts; any future expiry, any CVV):
 * - 4242 4242 4242 4242: approved at once;
 * - 4000 0000 0000 0002: declined ("Pagamento recusado pelo banco emissor: saldo insuficiente.");
 * - 4000 0000 0000 3220: pending at checkout, approved {@link SandboxProviderOptions.delayMs} later;
 * - any other Luhn-valid number: approved at once.
 * PIX and boleto are pending at checkout (with a well-formed copia-e-cola code / linha
 * digitável) and approved `delayMs` later.
 *
 * Charging a reference again charges nothing new (the port's idempotency, provider.ts): the
 * answer is that charge's outcome — pending with the same instructions, or approved once the
 * delay has passed — and its webhook is posted once.
 *
 * Every final outcome is posted to the webhook URL as a signed event (see
 * webhook-signature.ts), immediate ones included; a delivery answered with a non-2xx
 * status (or not answered) is retried after 1×, 5× and 30× the delay (at least 100 ms).
 * When the app is not listening (`webhookUrl()` gives undefined, e.g. tests through
 * `app.inject`), nothing is delivered.
 *
 * Tokens are stateless (`tok_sandbox_<behaviour>_<last4>_<random>`), so the saved cards of
 * the demo data and of a restarted server keep charging the way their card did.
 *
 * The follow-ups (a pending charge's approval after the delay, each webhook delivery and its
 * retries) are {@link SandboxTask}s handed to a {@link SandboxScheduler}: in the app, the
 * durable job queue (`sandboxJobScheduler`: they survive a restart and run once, in any
 * process); by default (unit tests, scripts), in-memory timers. The charges' outcomes, for
 * the idempotent answer to a second `createCharge`, are kept in this process's memory (a
 * restarted process answers a repeated reference as new; the payments table is the record).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SANDBOX_CARDS, SANDBOX_DECLINE_MESSAGE } from '../../../src/contract/payments';
import { addDays, isoDateInZone } from '../lib/dates';
import type { ValidCard } from './card';
import type { ChargeOutcome, ChargeRequest, PaymentProvider, SavedCard } from './provider';
import { boletoLinhaDigitavel, pixCopiaECola } from './sandbox-instructions';
import { SIGNATURE_HEADER, signatureHeader } from './webhook-signature';

/** pt-BR reason of the decline test card (the contract's, shared with the SPA's fake). */
export { SANDBOX_DECLINE_MESSAGE };
/** pt-BR reason for a token the sandbox does not know. */
export const SANDBOX_UNKNOWN_TOKEN_MESSAGE = 'Cartão salvo não reconhecido pelo provedor. Informe o cartão novamente.';

/** How a sandbox card behaves when charged. */
export type SandboxBehaviour = 'approve' | 'decline' | 'delayed';

/** Minimal logger (pino / fastify's logger fit). */
export interface ProviderLog {
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  debug(object: object, message?: string): void;
}

/** Options of {@link createSandboxPaymentProvider}. */
export interface SandboxProviderOptions {
  /** `PAYMENT_WEBHOOK_SECRET`: HMAC key of the signatures. */
  secret: string;
  /** `PAYMENT_SANDBOX_DELAY_MS`: how long delayed cards, PIX and boleto stay pending. */
  delayMs: number;
  /** Where to post webhooks, asked at each delivery; undefined = not deliverable now (skipped). */
  webhookUrl: () => string | undefined;
  /** Clock of the signature timestamps (the server checks them against the same clock). */
  clock: () => Date;
  log: ProviderLog;
  /** HTTP client (default global fetch). */
  fetch?: typeof fetch;
}

/** A follow-up of the sandbox, run later by its scheduler (JSON-serialisable). */
export type SandboxTask =
  | { kind: 'settle'; reference: string; amountCents: number }
  | { kind: 'deliver'; event: SandboxWebhookEvent; attempt: number };

/** Runs sandbox tasks after a delay; `run` is the provider's own {@link SandboxPaymentProvider.runTask}. */
export interface SandboxScheduler {
  /** Arranges for `run(task)` to be called after about `delayMs` (once). */
  schedule(task: SandboxTask, delayMs: number): Promise<void>;
  /** Stops what is scheduled in this process (the durable one keeps it in the database). */
  close(): Promise<void>;
}

/** The sandbox provider: the port plus the entry point of its scheduled tasks. */
export interface SandboxPaymentProvider extends PaymentProvider {
  /** Runs a follow-up (called by the scheduler). */
  runTask(task: SandboxTask): Promise<void>;
  /** Uses `scheduler` from now on (the app passes the durable one once its queue exists). */
  useScheduler(scheduler: SandboxScheduler): void;
}

/** In-memory timers (lost on restart): the default scheduler. */
export function timerScheduler(run: (task: SandboxTask) => Promise<void>): SandboxScheduler {
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();
  let closed = false;
  return {
    async schedule(task, delayMs) {
      if (closed) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (closed) return;
        const running = run(task).catch(() => undefined);
        inFlight.add(running);
        void running.finally(() => inFlight.delete(running));
      }, delayMs);
      timer.unref();
      timers.add(timer);
    },
    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...inFlight]);
    },
  };
}

/** A webhook event as posted (the shape of `webhookEventWire`). */
export interface SandboxWebhookEvent {
  id: string;
  type: 'charge.succeeded' | 'charge.failed';
  data: { provider_reference: string; amount_cents: number; failure_message: string | null };
}

/** Behaviour of a card number in the sandbox. */
export function sandboxBehaviourOf(cardNumber: string): SandboxBehaviour {
  if (cardNumber === SANDBOX_CARDS.decline) return 'decline';
  if (cardNumber === SANDBOX_CARDS.approveDelayed) return 'delayed';
  return 'approve';
}

/** A sandbox card token for a card that behaves as `behaviour` (used by the demo seed too). */
export function sandboxToken(behaviour: SandboxBehaviour, last4: string, random: string = randomBytes(8).toString('hex')): string {
  return `tok_sandbox_${behaviour}_${last4}_${random}`;
}

/** The behaviour a token was issued for, or null for a token the sandbox did not issue. */
export function behaviourOfToken(token: string): SandboxBehaviour | null {
  const match = /^tok_sandbox_(approve|decline|delayed)_\d{4}_[0-9a-z]+$/.exec(token);
  return match ? (match[1] as SandboxBehaviour) : null;
}

/** 25 digits derived from a reference (the boleto's "campo livre"). */
function digitsOf(reference: string, length: number): string {
  const hash = BigInt(`0x${createHash('sha256').update(reference).digest('hex')}`);
  return (hash % 10n ** BigInt(length)).toString().padStart(length, '0');
}

/** Creates the sandbox adapter of {@link PaymentProvider} (follow-ups on in-memory timers until {@link SandboxPaymentProvider.useScheduler}). */
export function createSandboxPaymentProvider(options: SandboxProviderOptions): SandboxPaymentProvider {
  const http = options.fetch ?? fetch;
  const charges = new Map<string, { outcome: ChargeOutcome; amountCents: number; refunded: boolean }>();
  const abort = new AbortController();
  const retryStep = Math.max(100, options.delayMs);
  const retryDelays = [retryStep, 5 * retryStep, 30 * retryStep];
  let closed = false;
  let scheduler: SandboxScheduler = timerScheduler((task) => runTask(task));

  const later = async (ms: number, task: SandboxTask) => {
    if (closed) return;
    await scheduler.schedule(task, ms);
  };

  /** Posts one event; a failure schedules the next attempt (or gives up after the last). */
  const deliver = async (event: SandboxWebhookEvent, attempt: number) => {
    const url = options.webhookUrl();
    if (!url) {
      options.log.debug({ event: event.id }, 'sandbox: webhook não entregue (servidor sem endereço) / not delivered');
      return;
    }
    const body = JSON.stringify(event);
    const timestamp = Math.floor(options.clock().getTime() / 1000);
    let problem: string | null = null;
    try {
      const response = await http(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signatureHeader(options.secret, timestamp, body) },
        body,
        signal: abort.signal,
      });
      await response.arrayBuffer().catch(() => undefined);
      if (response.status >= 300) problem = `HTTP ${response.status}`;
    } catch (error) {
      problem = (error as Error).message;
    }
    if (problem === null || closed) return;
    const wait = retryDelays[attempt];
    if (wait === undefined) {
      options.log.warn({ event: event.id, problem }, 'sandbox: webhook desistido após as novas tentativas / webhook given up');
      return;
    }
    options.log.info({ event: event.id, problem, retryInMs: wait }, 'sandbox: webhook será reenviado / webhook will be retried');
    await later(wait, { kind: 'deliver', event, attempt: attempt + 1 });
  };

  const announce = (reference: string, amountCents: number, outcome: 'succeeded' | 'failed', failureMessage: string | null, delayMs: number) => {
    const event: SandboxWebhookEvent = {
      id: `evt_${randomBytes(12).toString('hex')}`,
      type: outcome === 'succeeded' ? 'charge.succeeded' : 'charge.failed',
      data: { provider_reference: reference, amount_cents: amountCents, failure_message: failureMessage },
    };
    return later(delayMs, { kind: 'deliver', event, attempt: 0 });
  };

  const settleLater = (reference: string, amountCents: number) => later(options.delayMs, { kind: 'settle', reference, amountCents });

  async function runTask(task: SandboxTask): Promise<void> {
    if (closed) return;
    if (task.kind === 'deliver') return deliver(task.event, task.attempt);
    const charge = charges.get(task.reference);
    if (charge) charge.outcome = { status: 'approved' };
    await announce(task.reference, task.amountCents, 'succeeded', null, 0);
  }

  return {
    name: 'sandbox',
    runTask,
    useScheduler(next) {
      const previous = scheduler;
      scheduler = next;
      void previous.close();
    },

    async tokenizeCard(card: ValidCard): Promise<SavedCard> {
      return { token: sandboxToken(sandboxBehaviourOf(card.number), card.last4), brand: card.brand, last4: card.last4 };
    },

    async createCharge(request: ChargeRequest): Promise<ChargeOutcome> {
      const known = charges.get(request.reference);
      if (known) return known.outcome;
      let outcome: ChargeOutcome;
      let followUp: () => Promise<void>;
      if (request.method === 'credit_card') {
        const behaviour = request.cardToken ? behaviourOfToken(request.cardToken) : null;
        if (behaviour === null || behaviour === 'decline') {
          const failureMessage = behaviour === null ? SANDBOX_UNKNOWN_TOKEN_MESSAGE : SANDBOX_DECLINE_MESSAGE;
          outcome = { status: 'declined', failureMessage };
          followUp = () => announce(request.reference, request.amountCents, 'failed', failureMessage, 0);
        } else if (behaviour === 'delayed') {
          outcome = { status: 'pending', instructions: null };
          followUp = () => settleLater(request.reference, request.amountCents);
        } else {
          outcome = { status: 'approved' };
          followUp = () => announce(request.reference, request.amountCents, 'succeeded', null, 0);
        }
      } else {
        const today = isoDateInZone(options.clock());
        const instructions =
          request.method === 'pix'
            ? pixCopiaECola({ amountCents: request.amountCents, txid: request.reference, key: randomUUID() })
            : boletoLinhaDigitavel({ amountCents: request.amountCents, dueDate: addDays(today, 3), campoLivre: digitsOf(request.reference, 25) });
        outcome = { status: 'pending', instructions };
        followUp = () => settleLater(request.reference, request.amountCents);
      }
      // Remembered before the follow-up is scheduled: a repeated reference meanwhile answers this charge.
      charges.set(request.reference, { outcome, amountCents: request.amountCents, refunded: false });
      await followUp();
      options.log.info({ reference: request.reference, method: request.method, amountCents: request.amountCents, status: outcome.status }, 'sandbox: cobrança criada / charge created');
      return outcome;
    },

    async refundCharge(reference: string): Promise<void> {
      const charge = charges.get(reference);
      if (charge) charge.refunded = true;
      options.log.info({ reference }, 'sandbox: cobrança estornada / charge refunded');
    },

    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      abort.abort();
      await scheduler.close();
    },
  };
}

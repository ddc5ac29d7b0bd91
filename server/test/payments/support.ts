/**
 * Helpers of the subscription and payment tests: brokers created straight in the database
 * (fast, no mail round trip), checkout bodies with the sandbox cards, signed webhooks, a
 * CSV reader, waiting for the sandbox's webhooks, and the billing dependencies to call
 * `runBillingCycle` with the test clock.
 */
import { randomBytes } from 'node:crypto';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, webhookUrlOf } from '../../src/app';
import type { AppConfig } from '../../src/config';
import { SANDBOX_CARDS } from '../../../src/contract/payments';
import { hashPassword } from '../../src/auth/passwords';
import type { Database } from '../../src/db/database';
import { accounts, payments, subscriptions, type PaymentRow, type SubscriptionRow } from '../../src/db/schema';
import type { PaymentProvider } from '../../src/payments/provider';
import { createSandboxPaymentProvider } from '../../src/payments/sandbox-provider';
import { sandboxJobScheduler } from '../../src/payments/sandbox-jobs';
import { signatureHeader } from '../../src/payments/webhook-signature';
import { insertAccount, setAccountPrincipal } from '../../src/modules/accounts/repositories/accounts.repository';
import { insertUser } from '../../src/modules/accounts/repositories/users.repository';
import type { BillingDeps } from '../../src/modules/payments/use-cases/payments-deps';
import { drizzleBillingStore } from '../../src/modules/payments/repositories/drizzle-billing-store';
import { bearer, login, TEST_START, type TestContext } from '../helpers';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}${randomBytes(2).toString('hex')}`;

/** A principal user (role admin, active) on a new FR account without a plan, created at `TEST_START`; password `demo1234`. */
export async function createBroker(db: Database, options: { roles?: string[] } = {}): Promise<{ username: string; email: string; userId: number; accountId: number }> {
  const id = unique();
  const account = await insertAccount(db, { payment: 'FR', planId: null, withoutPay: false, createdAt: TEST_START });
  const user = await insertUser(db, {
    accountId: account.id,
    username: `broker_${id}`,
    name: 'Corretora de Teste',
    email: `broker.${id}@example.com`,
    phone: '11987654321',
    cpf: generateCpf(),
    passwordHash: await hashPassword('demo1234', 4),
    roles: options.roles ?? ['admin'],
    isActive: true,
    createdAt: TEST_START,
  });
  await setAccountPrincipal(db, account.id, user.id);
  return { username: user.username, email: user.email, userId: user.id, accountId: account.id };
}

/** Adds `count` team members (role user) to an account. */
export async function addMembers(db: Database, accountId: number, count: number): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    const id = unique();
    await insertUser(db, {
      accountId,
      username: `member_${id}`,
      name: 'Membro da Equipe',
      email: `member.${id}@example.com`,
      passwordHash: 'x',
      roles: ['user'],
      createdAt: TEST_START,
    });
  }
}

/** Card fields of a sandbox test card, typed as a broker would (with spaces). */
export function cardOf(number: string = SANDBOX_CARDS.approve, overrides: Record<string, string> = {}): Record<string, string> {
  return { card_number: number.replace(/(\d{4})(?=\d)/g, '$1 '), card_holder: 'JOANA P LIMA', card_expiry: '12/30', card_cvv: '123', ...overrides };
}

/** Logs in and returns the Authorization header. */
export async function authAs(app: FastifyInstance, username: string): Promise<Record<string, string>> {
  return bearer((await login(app, username)).access);
}

/** `POST /api/payments/checkout/`. */
export function postCheckout(app: FastifyInstance, headers: Record<string, string>, body: Record<string, unknown>): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/payments/checkout/', headers, payload: body });
}

/** A payment provider that records what was asked of it (then asks the wrapped one). */
export interface RecordingProvider extends PaymentProvider {
  /** The reference of every `createCharge` call, in order (repeats included). */
  readonly charges: string[];
  /** The reference of every `refundCharge` call. */
  readonly refunds: string[];
}

/** Wraps a provider, recording its charges and refunds. */
export function recordingProvider(inner: PaymentProvider): RecordingProvider {
  const charges: string[] = [];
  const refunds: string[] = [];
  return {
    name: inner.name,
    charges,
    refunds,
    tokenizeCard: (card) => inner.tokenizeCard(card),
    createCharge: (request) => {
      charges.push(request.reference);
      return inner.createCharge(request);
    },
    refundCharge: (reference) => {
      refunds.push(reference);
      return inner.refundCharge(reference);
    },
    close: () => inner.close(),
  };
}

/**
 * An app over the test database whose sandbox provider is recorded ({@link recordingProvider});
 * with `listen`, it listens on a loopback port so the sandbox delivers its webhooks to it.
 * Closed by the caller.
 */
export async function appWithRecordedProvider(
  ctx: TestContext,
  options: { listen: boolean; overrides?: Partial<AppConfig> },
): Promise<{ app: FastifyInstance; provider: RecordingProvider }> {
  const config = { ...ctx.config, loginRateLimitPerAddress: 1000, ...options.overrides };
  const log = { info: () => undefined, warn: () => undefined, debug: () => undefined };
  const built: { app?: FastifyInstance } = {};
  const sandbox = createSandboxPaymentProvider({
      secret: config.paymentWebhookSecret,
      delayMs: config.paymentSandboxDelayMs,
      webhookUrl: () => (built.app && options.listen ? webhookUrlOf(built.app, config) : undefined),
      clock: ctx.clock.now,
      log,
    });
  const provider = recordingProvider(sandbox);
  const app = buildApp({ config, db: ctx.db, clock: ctx.clock.now, paymentProvider: provider });
  built.app = app;
  // Follow-ups on the app's durable queue, as in production: `eventually` drains them.
  sandbox.useScheduler(sandboxJobScheduler(app.jobs, (task) => sandbox.runTask(task)));
  await app.ready();
  if (options.listen) await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, provider };
}

/** The account's subscription row (or undefined). */
export async function subscriptionOf(db: Database, accountId: number): Promise<SubscriptionRow | undefined> {
  return (await db.select().from(subscriptions).where(eq(subscriptions.accountId, accountId)))[0];
}

/** The account row. */
export async function accountOf(db: Database, accountId: number) {
  return (await db.select().from(accounts).where(eq(accounts.id, accountId)))[0];
}

/** The account's payments, oldest first. */
export async function paymentsOf(db: Database, accountId: number): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.accountId, accountId)).orderBy(payments.id);
}

/**
 * Waits for what the app's durable jobs do (a sandbox charge settled, its webhook delivered, a
 * mail sent): before each look at `check`, runs in this task every job of `app` that is queued,
 * delayed ones included (`app.jobs.drain({ ignoreStartAfter: true })`), so the wait ends on the
 * jobs and not on the queue's poll or a timer. Between looks it yields 20 ms (a job another
 * worker took, or a webhook in flight on the loopback port). The limit (100 s, under the 120 s
 * test limit) only catches a hang.
 * @throws Error when `check` is still false after `timeoutMs`.
 */
export async function eventually(app: FastifyInstance, check: () => Promise<boolean>, timeoutMs = 100_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    await app.jobs.drain({ ignoreStartAfter: true });
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`condition not met within ${timeoutMs} ms`);
}

/** A webhook event body for a charge. */
export function webhookEvent(reference: string, amountCents: number, type: 'charge.succeeded' | 'charge.failed' = 'charge.succeeded', id = `evt_test_${unique()}`) {
  return { id, type, data: { provider_reference: reference, amount_cents: amountCents, failure_message: type === 'charge.failed' ? 'Cartão recusado no teste.' : null } };
}

/** Posts a webhook signed with `secret` at `timestamp` (unix seconds). */
export function postWebhook(
  app: FastifyInstance,
  body: unknown,
  options: { secret: string; timestamp: number; signature?: string | null },
): Promise<LightMyRequestResponse> {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const signature = options.signature === undefined ? signatureHeader(options.secret, options.timestamp, raw) : options.signature;
  if (signature !== null) headers['x-sandbox-signature'] = signature;
  return app.inject({ method: 'POST', url: '/api/payments/webhook/', headers, payload: raw });
}

/** Billing dependencies over the test database and clock, with a sandbox that delivers no webhooks. */
export function billingDeps(ctx: TestContext, overrides: Partial<BillingDeps> = {}): BillingDeps {
  const log = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined };
  return {
    store: drizzleBillingStore(ctx.db),
    clock: ctx.clock.now,
    provider: createSandboxPaymentProvider({ secret: ctx.config.paymentWebhookSecret, delayMs: 10, webhookUrl: () => undefined, clock: ctx.clock.now, log }),
    graceDays: 0,
    log,
    ...overrides,
  };
}

/**
 * Reads a `;`-separated CSV (RFC 4180 quoting, CRLF) into rows of cells. The BOM must have
 * been removed by the caller (the tests check it is there first).
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === ';') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** Moves the test clock to `hh:mm` (Brasília, UTC−3) of a day `YYYY-MM-DD`. */
export function brasilia(day: string, time = '12:00'): Date {
  return new Date(`${day}T${time}:00-03:00`);
}

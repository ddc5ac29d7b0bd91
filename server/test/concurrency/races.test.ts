/**
 * Real races on PostgreSQL: each race starts its contenders at the same moment
 * through {@link startTogether} — every contender waits on one barrier, the barrier opens,
 * and all of them are in flight at once over separate pool connections (the pool holds
 * `RACERS` connections, so no contender waits for another one's connection). No sleeps:
 * each test asserts the final state only after every contender has answered.
 *
 * PGlite runs one transaction at a time, so a race there proves nothing: vite.config.ts
 * collects this folder only when DATABASE_URL is set (`npm run test:server:pg`), and the
 * file refuses to load without it.
 *
 * Races: one webhook event delivered N times at once (applied once); charge.succeeded and
 * charge.failed for one charge at once (one final state, a consistent ledger); billing runs
 * at once on the due day (one renewal charge); N team members added at once with one free
 * seat (one 201); one username registered N times at once (one 201, never a 500); a rename
 * race mapped from the unique violation to a 400 field error; a renewal approved while the
 * broker cancels (approved-and-renewed or refunded, never both). Plus the refund path and
 * the "renewal in progress" conflict, step by step.
 */
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamLimitMessage } from '../../../src/domain/accounts/team';
import { FIELD_MESSAGES } from '../../../src/domain/accounts/fields';
import { paymentEvents, payments, subscriptionEvents, users, webhookEvents } from '../../src/db/schema';
import { runBillingCycle } from '../../src/modules/payments/use-cases/billing-cycle';
import { PAYMENT_MESSAGES } from '../../../src/domain/subscription/messages';
import { createTestContext, type TestContext } from '../helpers';
import { newBroker } from '../accounts/support';
import {
  accountOf,
  addMembers,
  appWithRecordedProvider,
  authAs,
  billingDeps,
  brasilia,
  cardOf,
  createBroker,
  paymentsOf,
  postCheckout,
  postWebhook,
  recordingProvider,
  subscriptionOf,
  webhookEvent,
  type RecordingProvider,
} from '../payments/support';
import { createSandboxPaymentProvider } from '../../src/payments/sandbox-provider';

if (!process.env.DATABASE_URL) {
  throw new Error(
    'server/test/concurrency refuses to run on PGlite (one transaction at a time: no race is possible). ' +
      'Run it on PostgreSQL: npx tsx scripts/with-postgres.ts npx vitest run --project server server/test/concurrency',
  );
}

/** Contenders per race (and connections in the pool). */
const RACERS = 8;

/**
 * Runs `count` contenders that all start at the same moment: each one is created waiting on
 * one barrier promise, and the barrier opens only once all of them are waiting.
 */
async function startTogether<T>(contenders: number, run: (index: number) => Promise<T>): Promise<T[]> {
  let open: () => void = () => undefined;
  const barrier = new Promise<void>((resolve) => {
    open = resolve;
  });
  let waiting = 0;
  const all = Array.from({ length: contenders }, async (_, index) => {
    waiting += 1;
    await barrier;
    return run(index);
  });
  expect(waiting).toBe(contenders);
  open();
  return Promise.all(all);
}

const statuses = (responses: LightMyRequestResponse[]) => responses.map((response) => response.statusCode).sort();

let ctx: TestContext;
let app: FastifyInstance;
let provider: RecordingProvider;
let secret: string;
const nowSeconds = () => Math.floor(ctx.clock.now().getTime() / 1000);
const START = '2026-03-10';

beforeAll(async () => {
  ctx = await createTestContext({ seed: false, catalog: 'none', start: brasilia(START), postgresPoolSize: RACERS + 2 });
  if (ctx.driver !== 'postgres') throw new Error('server/test/concurrency refuses to run on PGlite');
  ({ app, provider } = await appWithRecordedProvider(ctx, { listen: false }));
  secret = ctx.config.paymentWebhookSecret;
});
afterAll(() => ctx.close());

/** A broker with a pending PIX checkout of product 1 (R$ 89,90); the clock is on `day`. */
async function pendingPix(day = START) {
  ctx.clock.set(brasilia(day));
  const broker = await createBroker(ctx.db);
  const response = await postCheckout(app, await authAs(app, broker.username), { product_id: 1, method: 'pix' });
  expect(response.statusCode).toBe(201);
  const [payment] = await paymentsOf(ctx.db, broker.accountId);
  expect(payment).toMatchObject({ status: 'pending', kind: 'subscription' });
  return { broker, payment: payment! };
}

/** A broker whose PIX subscription (product 1) was approved by webhook on `day`: active, paid by PIX. */
async function subscribedByPix(day: string) {
  const { broker, payment } = await pendingPix(day);
  const applied = await postWebhook(app, webhookEvent(payment.providerReference, payment.amountCents), { secret, timestamp: nowSeconds() });
  expect(applied.json()).toEqual({ detail: 'Evento aplicado.' });
  expect(await subscriptionOf(ctx.db, broker.accountId)).toMatchObject({ status: 'active', paymentMethod: 'pix' });
  return broker;
}

/** The account's subscription history rows. */
const historyCount = async (accountId: number) =>
  (await ctx.db.select({ n: count() }).from(subscriptionEvents).where(eq(subscriptionEvents.accountId, accountId)))[0]?.n ?? 0;

describe('payment webhooks at once', () => {
  it(`applies one event delivered ${RACERS} times at once exactly once`, async () => {
    const { broker, payment } = await pendingPix();
    const body = webhookEvent(payment.providerReference, 8990);
    const answers = await startTogether(RACERS, () => postWebhook(app, body, { secret, timestamp: nowSeconds() }));

    expect(statuses(answers)).toEqual(Array(RACERS).fill(200));
    const details = answers.map((answer) => answer.json<{ detail: string }>().detail).sort();
    expect(details).toEqual(['Evento aplicado.', ...Array(RACERS - 1).fill('Evento já recebido.')].sort());
    expect(await ctx.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, body.id))).toHaveLength(1);
    expect(await paymentsOf(ctx.db, broker.accountId)).toMatchObject([{ status: 'approved' }]);
    // created, PIX instructions, approved: one transition out of pending.
    expect(await ctx.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, payment.id))).toHaveLength(3);
    expect(await subscriptionOf(ctx.db, broker.accountId)).toMatchObject({ status: 'active', productId: 1, currentPeriodStart: START });
    expect(await accountOf(ctx.db, broker.accountId)).toMatchObject({ payment: 'OP', planId: 1 });
  });

  it('settles a charge once when charge.succeeded and charge.failed arrive at once (one final state, a consistent ledger)', async () => {
    // Either event may win a round; each round checks the state its winner implies.
    for (let round = 0; round < 4; round += 1) {
      const { broker, payment } = await pendingPix();
      const events = [webhookEvent(payment.providerReference, 8990, 'charge.succeeded'), webhookEvent(payment.providerReference, 8990, 'charge.failed')];
      const answers = await startTogether(RACERS, (index) => postWebhook(app, events[index % 2], { secret, timestamp: nowSeconds() }));
      expect(statuses(answers)).toEqual(Array(RACERS).fill(200));

      const hooks = await ctx.db.select().from(webhookEvents).where(eq(webhookEvents.providerReference, payment.providerReference));
      expect(hooks.map((hook) => hook.outcome).sort()).toEqual(['applied', 'no_change']);
      const winner = hooks.find((hook) => hook.outcome === 'applied')!;
      const [stored] = await paymentsOf(ctx.db, broker.accountId);
      const transitions = await ctx.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, payment.id));
      if (winner.type === 'charge.succeeded') {
        expect(stored).toMatchObject({ status: 'approved', failureMessage: null });
        expect(await subscriptionOf(ctx.db, broker.accountId)).toMatchObject({ status: 'active' });
        expect(await accountOf(ctx.db, broker.accountId)).toMatchObject({ payment: 'OP', planId: 1 });
      } else {
        expect(stored).toMatchObject({ status: 'declined', failureMessage: 'Cartão recusado no teste.' });
        expect(await subscriptionOf(ctx.db, broker.accountId)).toBeUndefined();
        expect(await accountOf(ctx.db, broker.accountId)).toMatchObject({ payment: 'FR', planId: null });
      }
      // One move out of pending in the ledger, to the stored status.
      expect(transitions.filter((row) => row.fromValue === 'pending' && row.toValue !== 'pending').map((row) => row.toValue)).toEqual([stored!.status]);
    }
  });
});

describe('billing runs at once', () => {
  it(`charges one renewal when ${RACERS} runs start at once on the due day`, async () => {
    const broker = await createBroker(ctx.db);
    ctx.clock.set(brasilia('2026-03-12'));
    expect((await postCheckout(app, await authAs(app, broker.username), { product_id: 1, method: 'credit_card', card: cardOf() })).statusCode).toBe(201);
    expect(await subscriptionOf(ctx.db, broker.accountId)).toMatchObject({ currentPeriodEnd: '2026-04-11' });

    const recorded = recordingProvider(
      createSandboxPaymentProvider({ secret, delayMs: 10, webhookUrl: () => undefined, clock: ctx.clock.now, log: { info: () => undefined, warn: () => undefined, debug: () => undefined } }),
    );
    const summaries = await startTogether(RACERS, () => runBillingCycle(billingDeps(ctx, { provider: recorded }), brasilia('2026-04-11', '06:00')));

    const renewals = (await paymentsOf(ctx.db, broker.accountId)).filter((payment) => payment.kind === 'renewal');
    expect(renewals).toHaveLength(1);
    expect(renewals[0]).toMatchObject({ status: 'approved', amountCents: 8990, renewsPeriodEnd: '2026-04-11' });
    expect(recorded.charges.filter((reference) => reference === renewals[0]!.providerReference)).toHaveLength(1);
    expect(summaries.reduce((sum, summary) => sum + summary.charged, 0)).toBeGreaterThanOrEqual(1);
    expect(await subscriptionOf(ctx.db, broker.accountId)).toMatchObject({ status: 'active', currentPeriodStart: '2026-04-12', currentPeriodEnd: '2026-05-11' });
    expect(await accountOf(ctx.db, broker.accountId)).toMatchObject({ payment: 'OP', paymentExpiratedAt: '2026-05-11' });
  });
});

describe('team and registration races', () => {
  it(`adds one member when ${RACERS} admins' requests race for the last free seat`, async () => {
    ctx.clock.set(brasilia(START));
    const broker = await createBroker(ctx.db);
    const headers = await authAs(app, broker.username);
    expect((await postCheckout(app, headers, { product_id: 2, method: 'credit_card', card: cardOf() })).statusCode).toBe(201); // Equipe 3
    await addMembers(ctx.db, broker.accountId, 1); // 2 of 3 seats taken

    const bodies = Array.from({ length: RACERS }, () => newBroker());
    const answers = await startTogether(RACERS, (index) =>
      app.inject({ method: 'POST', url: '/api/users/register/', headers, payload: { principal_user_username: broker.username, ...bodies[index] } }),
    );

    expect(statuses(answers)).toEqual([201, ...Array(RACERS - 1).fill(400)]);
    const full = teamLimitMessage(3);
    for (const answer of answers.filter((response) => response.statusCode === 400)) {
      expect(answer.json()).toEqual({ non_field_errors: [full], error: full });
    }
    expect((await ctx.db.select({ n: count() }).from(users).where(eq(users.accountId, broker.accountId)))[0]?.n).toBe(3);
  });

  it(`registers one broker when the same username is sent ${RACERS} times at once (the others: 400 on the field, never 500)`, async () => {
    const username = newBroker().username!;
    const answers = await startTogether(RACERS, () =>
      app.inject({ method: 'POST', url: '/api/users/register/', payload: newBroker({ username }) }),
    );
    expect(statuses(answers)).toEqual([201, ...Array(RACERS - 1).fill(400)]);
    for (const answer of answers.filter((response) => response.statusCode === 400)) {
      expect(answer.json()).toEqual({ username: [FIELD_MESSAGES.usernameTaken] });
    }
    expect(await ctx.db.select().from(users).where(eq(users.username, username))).toHaveLength(1);
  });

  it('maps the unique violation of a rename race to a 400 field error (same e-mail at registration; same username on the team screen)', async () => {
    const email = newBroker().email!;
    const registrations = await startTogether(RACERS, () => app.inject({ method: 'POST', url: '/api/users/register/', payload: newBroker({ email }) }));
    expect(statuses(registrations)).toEqual([201, ...Array(RACERS - 1).fill(400)]);
    for (const answer of registrations.filter((response) => response.statusCode === 400)) {
      expect(answer.json()).toEqual({ email: [FIELD_MESSAGES.emailTaken] });
    }

    // Two members renamed to one free username at once by their admin.
    ctx.clock.set(brasilia(START));
    const broker = await createBroker(ctx.db);
    const headers = await authAs(app, broker.username);
    expect((await postCheckout(app, headers, { product_id: 4, method: 'credit_card', card: cardOf() })).statusCode).toBe(201);
    await addMembers(ctx.db, broker.accountId, RACERS);
    const members = (await ctx.db.select().from(users).where(eq(users.accountId, broker.accountId))).filter((row) => row.id !== broker.userId);
    expect(members).toHaveLength(RACERS);
    const wanted = newBroker().username!;
    const renames = await startTogether(RACERS, (index) =>
      app.inject({
        method: 'PUT',
        url: `/api/v1/user/?username=${encodeURIComponent(members[index]!.username)}`,
        headers,
        payload: { username: wanted, email: members[index]!.email, roles: 'user' },
      }),
    );
    expect(statuses(renames)).toEqual([200, ...Array(RACERS - 1).fill(400)]);
    for (const answer of renames.filter((response) => response.statusCode === 400)) {
      expect(answer.json()).toEqual({ username: [FIELD_MESSAGES.usernameTaken] });
    }
    expect(await ctx.db.select().from(users).where(eq(users.username, wanted))).toHaveLength(1);
  });
});

describe('refunds and the renewal in progress', () => {
  /** A PIX subscriber whose renewal charge (PIX) is pending after the billing run on its due day. */
  async function pendingPixRenewal(day: string, dueDay: string) {
    const broker = await subscribedByPix(day);
    const summary = await runBillingCycle(billingDeps(ctx), brasilia(dueDay, '06:00'));
    expect(summary.pending).toBeGreaterThanOrEqual(1);
    const renewal = (await paymentsOf(ctx.db, broker.accountId)).find((payment) => payment.kind === 'renewal');
    expect(renewal).toMatchObject({ status: 'pending', method: 'pix', renewsPeriodEnd: dueDay });
    return { broker, renewal: renewal! };
  }

  it('refunds a renewal approved after the broker canceled: payment refunded, the provider asked once, the period not extended', async () => {
    const { broker, renewal } = await pendingPixRenewal('2026-03-02', '2026-04-01');
    ctx.clock.set(brasilia('2026-04-01', '09:00'));
    expect((await app.inject({ method: 'POST', url: '/api/payments/cancel/', headers: await authAs(app, broker.username), payload: {} })).statusCode).toBe(200);

    const answer = await postWebhook(app, webhookEvent(renewal.providerReference, renewal.amountCents), { secret, timestamp: nowSeconds() });
    expect(answer.json()).toEqual({ detail: 'Evento aplicado.' });
    expect((await paymentsOf(ctx.db, broker.accountId)).find((payment) => payment.id === renewal.id)).toMatchObject({ status: 'refunded' });
    expect(provider.refunds.filter((reference) => reference === renewal.providerReference)).toHaveLength(1);
    expect(await subscriptionOf(ctx.db, broker.accountId)).toMatchObject({ status: 'canceled', currentPeriodEnd: '2026-04-01' });
  });

  it('answers 409 "renewal in progress" to a change of product while the renewal is pending after the period', async () => {
    const { broker } = await pendingPixRenewal('2026-03-03', '2026-04-02');
    ctx.clock.set(brasilia('2026-04-03', '10:00'));
    const before = await historyCount(broker.accountId);
    const response = await app.inject({ method: 'POST', url: '/api/payments/change-product/', headers: await authAs(app, broker.username), payload: { product_id: 2 } });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: PAYMENT_MESSAGES.renewalInProgress, error: PAYMENT_MESSAGES.renewalInProgress });
    expect(await historyCount(broker.accountId)).toBe(before);
    expect(await subscriptionOf(ctx.db, broker.accountId)).toMatchObject({ productId: 1, pendingProductId: null });
  });

  it('a renewal approved while the broker cancels ends in one consistent state: renewed then canceled, or canceled and refunded', async () => {
    for (const [index, day] of ['2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07'].entries()) {
      const dueDay = `2026-04-0${3 + index}`;
      const { broker, renewal } = await pendingPixRenewal(day, dueDay);
      ctx.clock.set(brasilia(dueDay, '09:00'));
      const headers = await authAs(app, broker.username);
      const event = webhookEvent(renewal.providerReference, renewal.amountCents);
      const [cancel, hook] = await startTogether(2, (which) =>
        which === 0
          ? app.inject({ method: 'POST', url: '/api/payments/cancel/', headers, payload: {} })
          : postWebhook(app, event, { secret, timestamp: nowSeconds() }),
      );
      expect(hook!.json()).toEqual({ detail: 'Evento aplicado.' });
      const stored = (await ctx.db.select().from(payments).where(eq(payments.id, renewal.id)))[0]!;
      const subscription = await subscriptionOf(ctx.db, broker.accountId);
      const refunded = provider.refunds.includes(renewal.providerReference);
      if (stored.status === 'refunded') {
        // The cancel won: nothing renewed, the provider gives the money back.
        expect(cancel!.statusCode).toBe(200);
        expect(refunded).toBe(true);
        expect(subscription).toMatchObject({ status: 'canceled', currentPeriodEnd: dueDay });
      } else {
        expect(stored.status).toBe('approved');
        expect(refunded).toBe(false);
        expect(subscription?.currentPeriodEnd).not.toBe(dueDay);
        // The cancel came after the renewal (canceled at the new period's end) or found it changed (409).
        if (cancel!.statusCode === 200) expect(subscription).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: true });
        else expect(cancel!.json()).toEqual({ detail: PAYMENT_MESSAGES.renewalInProgress, error: PAYMENT_MESSAGES.renewalInProgress });
      }
    }
  });
});

/**
 * The life of a subscription with the clock moved by the tests: change of product (upgrade
 * prorated to the cent, downgrade scheduled and applied at the renewal, refusal below the
 * account's users), renewals by the billing job (approved, declined → past_due → BL,
 * grace days), cancellation and its end (expired + BL), reactivation, paying again after a
 * block, and the job's idempotency (same day, concurrent runs).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS, planInfoWire } from '../../../src/contract/payments';
import { paymentGate } from '../../../src/domain/payment-gate';
import { subscriptions, users } from '../../src/db/schema';
import { sandboxToken } from '../../src/payments/sandbox-provider';
import { listSubscriptionEvents } from '../../src/modules/payments/repositories/subscriptions.repository';
import { runBillingCycle } from '../../src/modules/payments/use-cases/billing-cycle';
import { createTestContext, type TestContext } from '../helpers';
import {
  accountOf,
  addMembers,
  authAs,
  billingDeps,
  brasilia,
  cardOf,
  createBroker,
  paymentsOf,
  postCheckout,
  subscriptionOf,
} from './support';

let ctx: TestContext;
let app: FastifyInstance;
const START = '2026-03-10';

beforeAll(async () => {
  ctx = await createTestContext({ seed: false, catalog: 'none', start: brasilia(START) });
  app = await ctx.app({ loginRateLimitPerAddress: 1000 });
});
afterAll(() => ctx.close());

/** A broker subscribed on `day` (card 4242 unless said) to `productId`; the clock is left on `day`. */
async function subscribed(productId: number, day = START, card: string = SANDBOX_CARDS.approve) {
  ctx.clock.set(brasilia(day));
  const broker = await createBroker(ctx.db);
  const response = await postCheckout(app, await authAs(app, broker.username), { product_id: productId, method: 'credit_card', card: cardOf(card) });
  expect(response.statusCode).toBe(201);
  return broker;
}

/** Posts as `username`, logged in at the clock's current time (access tokens last 15 minutes). */
const post = async (url: string, username: string, payload: Record<string, unknown> = {}) =>
  app.inject({ method: 'POST', url, headers: await authAs(app, username), payload });
const me = async (username: string) => (await app.inject({ method: 'GET', url: '/api/users/me/', headers: await authAs(app, username) })).json();
const cycle = (day: string, graceDays = 0) => runBillingCycle(billingDeps(ctx, { graceDays }), brasilia(day, '06:00'));

describe('change of product', () => {
  it('charges an upgrade now, prorated by the days left, to the cent, and switches at once', async () => {
    const broker = await subscribed(3); // Equipe 5, period 10/03–09/04 (31 days)
    ctx.clock.set(brasilia('2026-03-20', '15:30'));
    const response = await post('/api/payments/change-product/', broker.username, { product_id: 4 });
    expect(response.statusCode).toBe(200);
    const plan = planInfoWire.parse(response.json());
    // (59.990 − 32.990) × 21 days left (20/03–09/04) ÷ 31 = 18.290,32… → 18.290 cents.
    expect(plan.payments[0]).toMatchObject({ kind: 'upgrade', status: 'approved', amount_cents: 18290, product_id: 4, card_label: 'Visa final 4242' });
    expect(plan).toMatchObject({ plan_id: 4, total_users: 10, payment_expirated_at: '2026-04-09' });
    expect(plan.subscription).toMatchObject({ product: { id: 4 }, pending_product: null, current_period_end: '2026-04-09', next_charge: { date: '2026-04-09', amount_cents: 59990 } });
    expect(await me(broker.username)).toMatchObject({ plan_id: 4, subscription: { status: 'active', total_users: 10 } });
  });

  it('does not change the product when the upgrade charge is declined (402)', async () => {
    const broker = await subscribed(1);
    await ctx.db.update(subscriptions).set({ cardToken: sandboxToken('decline', '0002') }).where(eq(subscriptions.accountId, broker.accountId));
    const response = await post('/api/payments/change-product/', broker.username, { product_id: 2 });
    expect(response.statusCode).toBe(402);
    expect(response.json().code).toBe('payment_declined');
    expect(await subscriptionOf(ctx.db, broker.accountId)).toMatchObject({ productId: 1, totalUsers: 1 });
    expect((await paymentsOf(ctx.db, broker.accountId)).map((payment) => [payment.kind, payment.status])).toEqual([
      ['subscription', 'approved'],
      ['upgrade', 'declined'],
    ]);
  });

  it('schedules a downgrade for the renewal, which then charges and applies it; refuses a product below the users count', async () => {
    const broker = await subscribed(4);
    await addMembers(ctx.db, broker.accountId, 3); // 4 users

    const tooSmall = await post('/api/payments/change-product/', broker.username, { product_id: 2 });
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json()).toEqual({
      product_id: ['Sua conta tem 4 usuários e o plano Equipe 3 permite até 3. Remova usuários da equipe antes de trocar de plano.'],
    });
    expect((await post('/api/payments/change-product/', broker.username, { product_id: 4 })).json()).toEqual({ product_id: ['Este já é o seu plano atual.'] });

    const scheduled = planInfoWire.parse((await post('/api/payments/change-product/', broker.username, { product_id: 3 })).json());
    expect(scheduled).toMatchObject({ plan_id: 4, total_users: 10 });
    expect(scheduled.subscription).toMatchObject({ product: { id: 4 }, pending_product: { id: 3 }, next_charge: { date: '2026-04-09', amount_cents: 32990 } });
    expect((await paymentsOf(ctx.db, broker.accountId)).length).toBe(1); // nothing charged now

    // Undo, then schedule again.
    const undone = planInfoWire.parse((await post('/api/payments/change-product/', broker.username, { product_id: 4 })).json());
    expect(undone.subscription?.pending_product).toBeNull();
    expect((await post('/api/payments/change-product/', broker.username, { product_id: 3 })).statusCode).toBe(200);

    const summary = await cycle('2026-04-09');
    expect(summary.renewed).toBeGreaterThanOrEqual(1);
    const renewal = (await paymentsOf(ctx.db, broker.accountId)).at(-1);
    expect(renewal).toMatchObject({ kind: 'renewal', status: 'approved', productId: 3, amountCents: 32990, renewsPeriodEnd: '2026-04-09' });
    expect(await subscriptionOf(ctx.db, broker.accountId)).toMatchObject({ productId: 3, pendingProductId: null, totalUsers: 5, currentPeriodStart: '2026-04-10', currentPeriodEnd: '2026-05-09' });
    expect(await accountOf(ctx.db, broker.accountId)).toMatchObject({ payment: 'OP', planId: 3, paymentExpiratedAt: '2026-05-09' });
  });

  it('answers 409 without an active subscription and 403 to a member without the admin role', async () => {
    const broker = await createBroker(ctx.db);
    const none = await post('/api/payments/change-product/', broker.username, { product_id: 2 });
    expect(none.statusCode).toBe(409);
    const member = await createBroker(ctx.db, { roles: ['user'] });
    const { accountId } = await subscribed(1);
    await ctx.db.update(users).set({ accountId }).where(eq(users.id, member.userId));
    expect((await post('/api/payments/change-product/', member.username, { product_id: 2 })).statusCode).toBe(403);
  });
});

describe('renewals by the billing job', () => {
  it('renews on the last paid day for one more month and keeps OP; a second run the same day charges nothing', async () => {
    const broker = await subscribed(1, '2026-01-31'); // anchor 31: 31/01–27/02
    expect(await subscriptionOf(ctx.db, broker.accountId)).toMatchObject({ currentPeriodEnd: '2026-02-27', billingAnchorDay: 31 });
    await cycle('2026-02-26');
    expect(await paymentsOf(ctx.db, broker.accountId)).toHaveLength(1); // not due yet

    await cycle('2026-02-27');
    await cycle('2026-02-27');
    await Promise.all([cycle('2026-02-27'), cycle('2026-02-28')]);
    const charges = (await paymentsOf(ctx.db, broker.accountId)).filter((payment) => payment.kind === 'renewal');
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ status: 'approved', amountCents: 8990, idempotencyKey: expect.stringMatching(/^renewal:\d+:2026-02-27$/) });
    // The anchor stays on the 31st: 28/02–30/03, then 31/03–29/04.
    expect(await subscriptionOf(ctx.db, broker.accountId)).toMatchObject({ status: 'active', currentPeriodStart: '2026-02-28', currentPeriodEnd: '2026-03-30' });
    await cycle('2026-03-30');
    expect(await subscriptionOf(ctx.db, broker.accountId)).toMatchObject({ currentPeriodStart: '2026-03-31', currentPeriodEnd: '2026-04-29' });
    expect(await accountOf(ctx.db, broker.accountId)).toMatchObject({ payment: 'OP', paymentExpiratedAt: '2026-04-29' });
  });

  it('marks past_due on a declined renewal (still OP), blocks the day after the period, and paying again starts a new period', async () => {
    const broker = await subscribed(2, '2026-03-05'); // 05/03–04/04
    await ctx.db.update(subscriptions).set({ cardToken: sandboxToken('decline', '0002') }).where(eq(subscriptions.accountId, broker.accountId));

    const first = await cycle('2026-04-04');
    expect(first.declined).toBeGreaterThanOrEqual(1);
    expect(await subscriptionOf(ctx.db, broker.accountId)).toMatchObject({ status: 'past_due', currentPeriodEnd: '2026-04-04' });
    expect(await accountOf(ctx.db, broker.accountId)).toMatchObject({ payment: 'OP' });
    await cycle('2026-04-04');
    expect((await paymentsOf(ctx.db, broker.accountId)).filter((payment) => payment.kind === 'renewal')).toHaveLength(1);

    await cycle('2026-04-05');
    await cycle('2026-04-05');
    expect(await accountOf(ctx.db, broker.accountId)).toMatchObject({ payment: 'BL' });
    expect(await subscriptionOf(ctx.db, broker.accountId)).toMatchObject({ status: 'past_due' });
    const history = await listSubscriptionEvents(ctx.db, broker.accountId);
    expect(history.filter((event) => event.what === 'account_payment').map((event) => [event.fromValue, event.toValue])).toEqual([
      ['FR', 'OP'],
      ['OP', 'BL'],
    ]);
    expect(await me(broker.username)).toMatchObject({ payment: 'BL', subscription: { status: 'past_due' } });

    // Blocked: pays from /assinatura/gerenciamento with a good card → a new period from today.
    ctx.clock.set(brasilia('2026-04-12'));
    const paid = await postCheckout(app, await authAs(app, broker.username), { product_id: 2, method: 'credit_card', card: cardOf() });
    expect(paid.statusCode).toBe(201);
    expect(paid.json().payment).toMatchObject({ kind: 'reactivation', status: 'approved' });
    expect(await subscriptionOf(ctx.db, broker.accountId)).toMatchObject({ status: 'active', currentPeriodStart: '2026-04-12', currentPeriodEnd: '2026-05-11', billingAnchorDay: 12, cardLast4: '4242' });
    expect(await accountOf(ctx.db, broker.accountId)).toMatchObject({ payment: 'OP', paymentExpiratedAt: '2026-05-11' });
  });

  it('waits PAYMENT_GRACE_DAYS after the period before blocking', async () => {
    const broker = await subscribed(1, '2026-03-03'); // 03/03–02/04
    await ctx.db.update(subscriptions).set({ cardToken: sandboxToken('decline', '0002') }).where(eq(subscriptions.accountId, broker.accountId));
    await cycle('2026-04-02', 2);
    await cycle('2026-04-04', 2);
    expect(await accountOf(ctx.db, broker.accountId)).toMatchObject({ payment: 'OP' });
    await cycle('2026-04-05', 2);
    expect(await accountOf(ctx.db, broker.accountId)).toMatchObject({ payment: 'BL' });
  });
});

describe('cancellation', () => {
  it('cancels at the period end: access until then, no renewal, then expired and BL', async () => {
    const broker = await subscribed(2, '2026-03-15'); // 15/03–14/04
    ctx.clock.set(brasilia('2026-03-20'));
    const response = await post('/api/payments/cancel/', broker.username, { reason: 'Vou me aposentar.' });
    expect(response.statusCode).toBe(200);
    const plan = planInfoWire.parse(response.json());
    expect(plan).toMatchObject({ payment: 'OP', payment_expirated_at: '2026-04-14' });
    expect(plan.subscription).toMatchObject({ status: 'canceled', cancel_at_period_end: true, current_period_end: '2026-04-14', next_charge: null });
    expect((await post('/api/payments/cancel/', broker.username)).statusCode).toBe(200); // again: same answer
    const reasons = (await listSubscriptionEvents(ctx.db, broker.accountId)).filter((event) => event.what === 'status').map((event) => event.reason);
    expect(reasons.at(-1)).toContain('Vou me aposentar.');

    await cycle('2026-04-14');
    expect(await paymentsOf(ctx.db, broker.accountId)).toHaveLength(1);
    expect(await accountOf(ctx.db, broker.accountId)).toMatchObject({ payment: 'OP' });
    await cycle('2026-04-15');
    expect(await subscriptionOf(ctx.db, broker.accountId)).toMatchObject({ status: 'expired' });
    expect(await accountOf(ctx.db, broker.accountId)).toMatchObject({ payment: 'BL' });

    ctx.clock.set(brasilia('2026-04-16'));
    const late = await post('/api/payments/reactivate/', broker.username);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('O período desta assinatura já terminou: assine novamente para voltar a ter acesso.');
  });

  it('reactivates before the period ends, and the job renews it as usual', async () => {
    const broker = await subscribed(1, '2026-03-16'); // 16/03–15/04
    expect((await post('/api/payments/cancel/', broker.username)).statusCode).toBe(200);
    const response = await post('/api/payments/reactivate/', broker.username);
    expect(response.statusCode).toBe(200);
    expect(planInfoWire.parse(response.json()).subscription).toMatchObject({ status: 'active', cancel_at_period_end: false, next_charge: { date: '2026-04-15' } });
    await cycle('2026-04-15');
    expect(await subscriptionOf(ctx.db, broker.accountId)).toMatchObject({ status: 'active', currentPeriodEnd: '2026-05-15' });
    expect((await post('/api/payments/cancel/', (await createBroker(ctx.db)).username)).statusCode).toBe(409);
  });
});

describe('the payment gate of /api/users/me/ in each state', () => {
  it('sends FR without a plan to /comecar, lets active, past_due in its period and canceled in its period in, and BL to /assinatura', async () => {
    ctx.clock.set(brasilia('2026-05-05'));
    const broker = await createBroker(ctx.db);
    const gate = async () => {
      const user = await me(broker.username);
      return { payment: user.payment, status: user.subscription?.status ?? null, decision: paymentGate('/cotacao', { payment: user.payment, withoutPay: user.without_pay, planId: user.plan_id }) };
    };
    const allow = { kind: 'allow' };
    expect(await gate()).toEqual({ payment: 'FR', status: null, decision: { kind: 'redirect', to: '/comecar' } });

    const headers = await authAs(app, broker.username);
    expect((await postCheckout(app, headers, { product_id: 1, method: 'credit_card', card: cardOf() })).statusCode).toBe(201); // 05/05–04/06
    expect(await gate()).toEqual({ payment: 'OP', status: 'active', decision: allow });

    await ctx.db.update(subscriptions).set({ cardToken: sandboxToken('decline', '0002') }).where(eq(subscriptions.accountId, broker.accountId));
    await cycle('2026-06-04');
    ctx.clock.set(brasilia('2026-06-04'));
    expect(await gate()).toEqual({ payment: 'OP', status: 'past_due', decision: allow });
    expect((await post('/api/payments/cancel/', broker.username)).statusCode).toBe(200);
    expect(await gate()).toEqual({ payment: 'OP', status: 'canceled', decision: allow });

    await cycle('2026-06-05');
    ctx.clock.set(brasilia('2026-06-05'));
    expect(await gate()).toEqual({ payment: 'BL', status: 'expired', decision: { kind: 'redirect', to: '/assinatura' } });
    expect(paymentGate('/assinatura/gerenciamento', { payment: 'BL', withoutPay: false, planId: 1 })).toEqual(allow);
  });
});

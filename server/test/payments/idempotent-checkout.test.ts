/**
 * Idempotent checkout (docs/security.md "Idempotent checkout"): a double (or tenfold)
 * submit makes one charge. Real parallel requests through `app.inject` in `Promise.all`:
 * on PostgreSQL (`npm run test:server:pg`) they run on separate connections and race for
 * the account row; on PGlite they are serialized by the single connection.
 *
 * `live` listens, so the sandbox posts its webhooks (delayed approvals) to it; `quiet` is
 * only injected into (no webhook is delivered: the tests post their own).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS, checkoutResultWire } from '../../../src/contract/payments';
import { paymentEvents } from '../../src/db/schema';
import { PAYMENT_MESSAGES } from '../../../src/domain/subscription/messages';
import { createTestContext, type TestContext } from '../helpers';
import {
  accountOf,
  appWithRecordedProvider,
  authAs,
  brasilia,
  cardOf,
  createBroker,
  eventually,
  paymentsOf,
  postCheckout,
  postWebhook,
  subscriptionOf,
  webhookEvent,
  type RecordingProvider,
} from './support';

let ctx: TestContext;
let live: { app: FastifyInstance; provider: RecordingProvider };
let quiet: { app: FastifyInstance; provider: RecordingProvider };
const nowSeconds = () => Math.floor(ctx.clock.now().getTime() / 1000);

beforeAll(async () => {
  ctx = await createTestContext({ catalog: 'none', start: brasilia('2026-03-10') });
  // Long enough for ten requests to arrive while the first charge is still pending, even on a slow machine.
  live = await appWithRecordedProvider(ctx, { listen: true, overrides: { paymentSandboxDelayMs: 3000 } });
  quiet = await appWithRecordedProvider(ctx, { listen: false });
});
afterAll(async () => {
  await live.app.close();
  await quiet.app.close();
  await ctx.close();
});

const distinct = (values: string[]) => [...new Set(values)];
const parallel = (times: number, request: () => Promise<LightMyRequestResponse>) => Promise.all(Array.from({ length: times }, request));
const chargesOf = (provider: RecordingProvider, references: string[]) => distinct(provider.charges.filter((reference) => references.includes(reference)));

describe('10 parallel checkouts of one account make one charge', () => {
  it('PIX: one payment, one provider charge, the same pending answer ten times; approved once, nothing refunded', async () => {
    const broker = await createBroker(ctx.db);
    const headers = await authAs(live.app, broker.username);
    const answers = await parallel(10, () => postCheckout(live.app, headers, { product_id: 2, method: 'pix' }));

    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    const results = answers.map((answer) => checkoutResultWire.parse(answer.json()));
    expect(distinct(results.map((result) => String(result.payment.id)))).toHaveLength(1);
    expect(results.every((result) => result.payment.status === 'pending' && result.payment.method === 'pix')).toBe(true);
    expect(distinct(results.map((result) => result.instructions ?? 'none'))).toHaveLength(1);
    expect(results[0]!.instructions).toMatch(/^000201/);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(9);

    const rows = await paymentsOf(ctx.db, broker.accountId);
    expect(rows).toHaveLength(1);
    expect(chargesOf(live.provider, rows.map((row) => row.providerReference))).toEqual([rows[0]!.providerReference]);

    await eventually(live.app, async () => (await accountOf(ctx.db, broker.accountId))?.payment === 'OP');
    await eventually(live.app, async () => (await paymentsOf(ctx.db, broker.accountId)).every((row) => row.status === 'approved'));
    expect((await paymentsOf(ctx.db, broker.accountId)).map((row) => row.status)).toEqual(['approved']);
    expect(live.provider.refunds).not.toContain(rows[0]!.providerReference);
    expect(await subscriptionOf(ctx.db, broker.accountId)).toMatchObject({ status: 'active', productId: 2, paymentMethod: 'pix' });
    // One history: the PIX code written once, pending → approved once.
    const steps = await ctx.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, rows[0]!.id)).orderBy(paymentEvents.id);
    expect(steps.map((step) => [step.what, step.fromValue, step.toValue])).toEqual([
      ['status', null, 'pending'],
      ['instructions', null, rows[0]!.instructions],
      ['status', 'pending', 'approved'],
    ]);
  });

  it('the delayed card (4000 0000 0000 3220): one charge, pending ten times, approved once by the webhook', async () => {
    const broker = await createBroker(ctx.db);
    const headers = await authAs(live.app, broker.username);
    const body = { product_id: 1, method: 'credit_card', card: cardOf(SANDBOX_CARDS.approveDelayed) };
    const answers = await parallel(10, () => postCheckout(live.app, headers, body));

    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    const results = answers.map((answer) => checkoutResultWire.parse(answer.json()));
    expect(distinct(results.map((result) => String(result.payment.id)))).toHaveLength(1);
    expect(results.every((result) => result.payment.status === 'pending' && result.payment.card_label === 'Visa final 3220')).toBe(true);

    const rows = await paymentsOf(ctx.db, broker.accountId);
    expect(rows).toHaveLength(1);
    expect(chargesOf(live.provider, rows.map((row) => row.providerReference))).toHaveLength(1);
    await eventually(live.app, async () => (await accountOf(ctx.db, broker.accountId))?.payment === 'OP');
    await eventually(live.app, async () => (await paymentsOf(ctx.db, broker.accountId))[0]?.status === 'approved');
    expect((await paymentsOf(ctx.db, broker.accountId)).map((row) => row.status)).toEqual(['approved']);
    expect(live.provider.refunds).not.toContain(rows[0]!.providerReference);
  });

  it('the card approved at once: one charge; the others get that payment or 409 already active', async () => {
    const broker = await createBroker(ctx.db);
    const headers = await authAs(live.app, broker.username);
    const body = { product_id: 1, method: 'credit_card', card: cardOf(SANDBOX_CARDS.approve) };
    const answers = await parallel(10, () => postCheckout(live.app, headers, body));

    const rows = await paymentsOf(ctx.db, broker.accountId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'approved' });
    for (const answer of answers) {
      if (answer.statusCode === 201) expect(checkoutResultWire.parse(answer.json()).payment.id).toBe(rows[0]!.id);
      else expect([answer.statusCode, answer.json().error]).toEqual([409, PAYMENT_MESSAGES.alreadyActive]);
    }
    expect(answers.filter((answer) => answer.statusCode === 201).length).toBeGreaterThanOrEqual(1);
    expect(chargesOf(live.provider, [rows[0]!.providerReference])).toHaveLength(1);
    expect(live.provider.refunds).toEqual(expect.not.arrayContaining([rows[0]!.providerReference]));
  });
});

describe('one pending checkout charge per account and product', () => {
  it('a second submit answers the pending charge again (no new charge), with its PIX code', async () => {
    const broker = await createBroker(ctx.db);
    const headers = await authAs(quiet.app, broker.username);
    const first = await postCheckout(quiet.app, headers, { product_id: 1, method: 'pix' });
    const again = await postCheckout(quiet.app, headers, { product_id: 1, method: 'pix' });
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(again.headers['idempotent-replayed']).toBe('true');
    const [one, two] = [checkoutResultWire.parse(first.json()), checkoutResultWire.parse(again.json())];
    expect(two.payment).toEqual(one.payment);
    expect(two.instructions).toBe(one.instructions);
    expect(await paymentsOf(ctx.db, broker.accountId)).toHaveLength(1);
  });

  it('another way to pay the same product while one is pending: 409 in pt-BR, nothing charged', async () => {
    const broker = await createBroker(ctx.db);
    const headers = await authAs(quiet.app, broker.username);
    expect((await postCheckout(quiet.app, headers, { product_id: 1, method: 'pix' })).statusCode).toBe(201);
    const before = quiet.provider.charges.length;

    const boleto = await postCheckout(quiet.app, headers, { product_id: 1, method: 'boleto' });
    expect(boleto.statusCode).toBe(409);
    expect(boleto.json()).toEqual({ detail: PAYMENT_MESSAGES.checkoutPending('Individual', 'PIX'), error: PAYMENT_MESSAGES.checkoutPending('Individual', 'PIX') });
    expect(boleto.json().error).toBe('Já existe um pagamento pendente do plano Individual (PIX). Conclua esse pagamento ou aguarde a confirmação antes de tentar outra forma de pagamento.');
    const card = await postCheckout(quiet.app, headers, { product_id: 1, method: 'credit_card', card: cardOf(SANDBOX_CARDS.approve) });
    expect(card.statusCode).toBe(409);
    expect(quiet.provider.charges.length).toBe(before);
    expect(await paymentsOf(ctx.db, broker.accountId)).toHaveLength(1);
  });

  it('a later checkout after the first settles works as before: declined → a new charge; approved → 409 already active', async () => {
    const broker = await createBroker(ctx.db);
    const headers = await authAs(quiet.app, broker.username);
    const secret = ctx.config.paymentWebhookSecret;
    const first = checkoutResultWire.parse((await postCheckout(quiet.app, headers, { product_id: 1, method: 'pix' })).json());
    const failed = await postWebhook(quiet.app, webhookEvent(first.payment.provider_reference, 8990, 'charge.failed'), { secret, timestamp: nowSeconds() });
    expect(failed.statusCode).toBe(200);

    const second = await postCheckout(quiet.app, headers, { product_id: 1, method: 'pix' });
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    const secondPayment = checkoutResultWire.parse(second.json()).payment;
    expect(secondPayment.id).not.toBe(first.payment.id);
    expect((await paymentsOf(ctx.db, broker.accountId)).map((row) => row.status)).toEqual(['declined', 'pending']);

    const paid = await postWebhook(quiet.app, webhookEvent(secondPayment.provider_reference, 8990), { secret, timestamp: nowSeconds() });
    expect(paid.statusCode).toBe(200);
    const third = await postCheckout(quiet.app, headers, { product_id: 1, method: 'pix' });
    expect([third.statusCode, third.json().error]).toEqual([409, PAYMENT_MESSAGES.alreadyActive]);
    expect((await paymentsOf(ctx.db, broker.accountId)).map((row) => row.status)).toEqual(['declined', 'approved']);
  });
});

describe('a pending charge the provider forgot (the sandbox restarted)', () => {
  it('checking out the same way asks the new provider for the same reference: a new PIX code, still one payment', async () => {
    const broker = await createBroker(ctx.db);
    const before = await appWithRecordedProvider(ctx, { listen: false });
    const first = checkoutResultWire.parse((await postCheckout(before.app, await authAs(before.app, broker.username), { product_id: 1, method: 'pix' })).json());
    await before.app.close(); // its sandbox and the charges it kept in memory are gone
    const after = await appWithRecordedProvider(ctx, { listen: false });
    try {
      const again = await postCheckout(after.app, await authAs(after.app, broker.username), { product_id: 1, method: 'pix' });
      expect(again.statusCode).toBe(201);
      const result = checkoutResultWire.parse(again.json());
      expect(result.payment.id).toBe(first.payment.id);
      expect(after.provider.charges).toEqual([first.payment.provider_reference]);
      expect(result.instructions).toMatch(/^000201/);
      expect(result.instructions).not.toBe(first.instructions);
      expect(await paymentsOf(ctx.db, broker.accountId)).toMatchObject([{ status: 'pending', instructions: result.instructions }]);
    } finally {
      await after.app.close();
    }
  });
});

describe('Idempotency-Key header', () => {
  const withKey = (headers: Record<string, string>, key: string) => ({ ...headers, 'idempotency-key': key });

  it('ten parallel submits with one key: one charge, one answer', async () => {
    const broker = await createBroker(ctx.db);
    const headers = withKey(await authAs(quiet.app, broker.username), 'f3b0c442-98fc-4c14-9afb-4c8996fb9242');
    const answers = await parallel(10, () => postCheckout(quiet.app, headers, { product_id: 3, method: 'boleto' }));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    expect(distinct(answers.map((answer) => String(checkoutResultWire.parse(answer.json()).payment.id)))).toHaveLength(1);
    const rows = await paymentsOf(ctx.db, broker.accountId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.idempotencyKey).toBe(`checkout:${broker.accountId}:f3b0c442-98fc-4c14-9afb-4c8996fb9242`);
  });

  it('replays the answer after the charge settled: approved → 201 with the paid charge; declined → the same 402', async () => {
    const broker = await createBroker(ctx.db);
    const headers = await authAs(quiet.app, broker.username);
    const declinedBody = { product_id: 1, method: 'credit_card', card: cardOf(SANDBOX_CARDS.decline) };
    const declined = await postCheckout(quiet.app, withKey(headers, 'tentativa-1'), declinedBody);
    expect(declined.statusCode).toBe(402);
    const declinedAgain = await postCheckout(quiet.app, withKey(headers, 'tentativa-1'), declinedBody);
    expect(declinedAgain.statusCode).toBe(402);
    expect(declinedAgain.json()).toEqual(declined.json());
    expect(declinedAgain.headers['idempotent-replayed']).toBe('true');

    const approvedBody = { product_id: 1, method: 'credit_card', card: cardOf(SANDBOX_CARDS.approve) };
    const approved = await postCheckout(quiet.app, withKey(headers, 'tentativa-2'), approvedBody);
    expect(approved.statusCode).toBe(201);
    const approvedAgain = await postCheckout(quiet.app, withKey(headers, 'tentativa-2'), approvedBody);
    expect(approvedAgain.statusCode).toBe(201);
    expect(checkoutResultWire.parse(approvedAgain.json()).payment).toEqual(checkoutResultWire.parse(approved.json()).payment);
    expect(checkoutResultWire.parse(approvedAgain.json()).payment.status).toBe('approved');
    // A new key is a new request: the subscription is active now.
    expect((await postCheckout(quiet.app, withKey(headers, 'tentativa-3'), approvedBody)).statusCode).toBe(409);
    expect((await paymentsOf(ctx.db, broker.accountId)).map((row) => row.status)).toEqual(['declined', 'approved']);
  });

  it('refuses a key reused for another product or method (409), and a malformed key (400)', async () => {
    const broker = await createBroker(ctx.db);
    const headers = await authAs(quiet.app, broker.username);
    expect((await postCheckout(quiet.app, withKey(headers, 'k-1'), { product_id: 1, method: 'pix' })).statusCode).toBe(201);
    const other = await postCheckout(quiet.app, withKey(headers, 'k-1'), { product_id: 2, method: 'pix' });
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toBe(PAYMENT_MESSAGES.idempotencyKeyReused);

    const tooLong = await postCheckout(quiet.app, withKey(headers, 'x'.repeat(256)), { product_id: 1, method: 'pix' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ 'Idempotency-Key': [PAYMENT_MESSAGES.invalidIdempotencyKey] });
    expect(await paymentsOf(ctx.db, broker.accountId)).toHaveLength(1);
  });

  it('keys are per account: the same key on two accounts makes two charges', async () => {
    const [one, two] = [await createBroker(ctx.db), await createBroker(ctx.db)];
    for (const broker of [one, two]) {
      const headers = withKey(await authAs(quiet.app, broker.username), 'mesma-chave');
      expect((await postCheckout(quiet.app, headers, { product_id: 1, method: 'pix' })).statusCode).toBe(201);
      expect(await paymentsOf(ctx.db, broker.accountId)).toHaveLength(1);
    }
  });
});

describe('a double-submitted plan upgrade makes one charge', () => {
  it('5 parallel upgrades: one upgrade payment; the others told to wait (409) or, once it is done, that it is their plan (400)', async () => {
    const broker = await createBroker(ctx.db);
    const headers = await authAs(quiet.app, broker.username);
    const paid = await postCheckout(quiet.app, headers, { product_id: 2, method: 'credit_card', card: cardOf() });
    expect(paid.statusCode).toBe(201);
    expect(await subscriptionOf(ctx.db, broker.accountId)).toMatchObject({ status: 'active', productId: 2 });

    const answers = await parallel(5, () =>
      quiet.app.inject({ method: 'POST', url: '/api/payments/change-product/', headers, payload: { product_id: 4 } }),
    );

    const upgrades = (await paymentsOf(ctx.db, broker.accountId)).filter((row) => row.kind === 'upgrade');
    expect(upgrades).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    // On PostgreSQL the others race the first one (409); on PGlite they run after it (400 same plan).
    for (const answer of answers.filter((one) => one.statusCode !== 200)) {
      const said = JSON.stringify(answer.json());
      if (answer.statusCode === 409) expect([PAYMENT_MESSAGES.upgradePending, PAYMENT_MESSAGES.renewalInProgress].some((message) => said.includes(message))).toBe(true);
      else expect([answer.statusCode, said]).toEqual([400, expect.stringContaining(PAYMENT_MESSAGES.sameProduct)]);
    }
    expect(await subscriptionOf(ctx.db, broker.accountId)).toMatchObject({ status: 'active', productId: 4 });
  });
});

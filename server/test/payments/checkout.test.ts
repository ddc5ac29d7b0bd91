/**
 * Products, checkout (approved, declined, delayed, PIX), card and product validation, the
 * signed webhook (bad signature, stale timestamp, replay, concurrent redelivery, unknown
 * charge) and register-and-subscribe, through the HTTP API. One app listens on a loopback
 * port with a 30 ms sandbox delay, so the sandbox really posts its webhooks to it; another
 * is only injected into (the sandbox then delivers nothing) for hand-made webhooks.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMail } from '../../../tests/support/mail-catcher';
import {
  SANDBOX_CARDS,
  checkoutResultWire,
  planInfoWire,
  productListWire,
  registerAndSubscribeResultWire,
} from '../../../src/contract/payments';
import { accounts, paymentEvents, subscriptionEvents, users, webhookEvents } from '../../src/db/schema';
import { crc16 } from '../../src/payments/sandbox-instructions';
import { SANDBOX_DECLINE_MESSAGE } from '../../src/payments/sandbox-provider';
import { findUserByUsername } from '../../src/modules/accounts/repositories/users.repository';
import { createTestContext, postToken, type TestContext } from '../helpers';
import { newBroker } from '../accounts/support';
import {
  accountOf,
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
} from './support';

let ctx: TestContext;
/** Listening: the sandbox posts its webhooks to it. */
let live: FastifyInstance;
/** Injected only: no webhook is delivered; tests post their own. */
let quiet: FastifyInstance;
let secret: string;
const nowSeconds = () => Math.floor(ctx.clock.now().getTime() / 1000);

beforeAll(async () => {
  // 10/03/2026 12:00 in Brasília.
  ctx = await createTestContext({ catalog: 'none', start: brasilia('2026-03-10') });
  live = await ctx.app({ paymentSandboxDelayMs: 30, loginRateLimitPerAddress: 1000 });
  await live.listen({ port: 0, host: '127.0.0.1' });
  // No workers: a job the quiet app's worker took (it wakes when one of its own delayed jobs is
  // due) would run with its sandbox, which has no address to post to, and the live app's
  // webhook dropped: the likely reason the live PIX test waited 100 s in vain in a busy full run.
  quiet = await ctx.app({ loginRateLimitPerAddress: 1000, jobWorkers: false });
  secret = ctx.config.paymentWebhookSecret;
});
afterAll(() => ctx.close());

describe('GET /api/payments/available-products', () => {
  it('lists the product ladder to anyone, smallest first, money in cents', async () => {
    const response = await quiet.inject({ method: 'GET', url: '/api/payments/available-products' });
    expect(response.statusCode).toBe(200);
    const products = productListWire.parse(response.json());
    expect(products.map((product) => [product.id, product.name, product.total_users, product.price_cents])).toEqual([
      [1, 'Individual', 1, 8990],
      [2, 'Equipe 3', 3, 21990],
      [3, 'Equipe 5', 5, 32990],
      [4, 'Equipe 10', 10, 59990],
    ]);
    expect(products.every((product) => product.billing_period === 'monthly')).toBe(true);
  });
});

describe('POST /api/payments/checkout/', () => {
  it('approves the 4242 card at once: OP, the plan and the period show in /api/users/me/; with the immediate webhook it is settled once, whichever comes first', async () => {
    const broker = await createBroker(ctx.db);
    const headers = await authAs(live, broker.username);
    const response = await postCheckout(live, headers, { product_id: 2, method: 'credit_card', card: cardOf(SANDBOX_CARDS.approve) });
    expect(response.statusCode).toBe(201);
    const result = checkoutResultWire.parse(response.json());
    expect(result.payment).toMatchObject({ status: 'approved', kind: 'subscription', amount_cents: 21990, method: 'credit_card', card_label: 'Visa final 4242', product_name: 'Equipe 3' });
    expect(result.instructions).toBeNull();
    // Paid on 10/03: the period runs to the day before the 10th of next month.
    expect(result.plan).toMatchObject({ payment: 'OP', plan_id: 2, payment_expirated_at: '2026-04-09', total_users: 3, users_count: 1 });
    expect(result.plan.subscription).toMatchObject({
      status: 'active',
      current_period_start: '2026-03-10',
      current_period_end: '2026-04-09',
      cancel_at_period_end: false,
      card_label: 'Visa final 4242',
      next_charge: { date: '2026-04-09', amount_cents: 21990 },
    });

    const me = (await live.inject({ method: 'GET', url: '/api/users/me/', headers })).json();
    expect(me).toMatchObject({ payment: 'OP', plan_id: 2, payment_expirated_at: '2026-04-09', subscription: { status: 'active', total_users: 3 } });

    // History: the payment's two steps, and one row per subscription field plus FR → OP.
    const [payment] = await paymentsOf(ctx.db, broker.accountId);
    const steps = await ctx.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, payment!.id)).orderBy(paymentEvents.id);
    expect(steps.map((step) => [step.fromValue, step.toValue])).toEqual([[null, 'pending'], ['pending', 'approved']]);
    const events = await ctx.db.select().from(subscriptionEvents).where(eq(subscriptionEvents.accountId, broker.accountId));
    expect(events.map((event) => event.what).sort()).toEqual(['account_payment', 'current_period', 'payment_method', 'product', 'started_at', 'status']);
    expect(events.find((event) => event.what === 'account_payment')).toMatchObject({ fromValue: 'FR', toValue: 'OP', paymentId: payment!.id });

    // The sandbox also posts the outcome at once, from a job: recorded once, and the payment settled once. On PostgreSQL
    // the job may run while the checkout is still settling: then the webhook applies it and the checkout changes nothing.
    await eventually(live, async () => (await ctx.db.select().from(webhookEvents).where(eq(webhookEvents.providerReference, payment!.providerReference))).length === 1);
    const [hook] = await ctx.db.select().from(webhookEvents).where(eq(webhookEvents.providerReference, payment!.providerReference));
    expect(['no_change', 'applied']).toContain(hook?.outcome);
    expect(await ctx.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, payment!.id))).toHaveLength(2);
    const after = await ctx.db.select().from(subscriptionEvents).where(eq(subscriptionEvents.accountId, broker.accountId));
    expect(after.map((event) => event.what).sort()).toEqual(['account_payment', 'current_period', 'payment_method', 'product', 'started_at', 'status']);
  });

  it('answers 402 for the declining card and changes nothing but the declined payment in the history', async () => {
    const broker = await createBroker(ctx.db);
    const headers = await authAs(live, broker.username);
    const response = await postCheckout(live, headers, { product_id: 1, method: 'credit_card', card: cardOf(SANDBOX_CARDS.decline) });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ error: SANDBOX_DECLINE_MESSAGE, code: 'payment_declined' });
    expect(await accountOf(ctx.db, broker.accountId)).toMatchObject({ payment: 'FR', planId: null, paymentExpiratedAt: null });
    expect(await subscriptionOf(ctx.db, broker.accountId)).toBeUndefined();
    const recorded = await paymentsOf(ctx.db, broker.accountId);
    expect(recorded.map((payment) => [payment.status, payment.failureMessage, payment.cardLabel])).toEqual([['declined', SANDBOX_DECLINE_MESSAGE, 'Visa final 0002']]);
    expect((await live.inject({ method: 'GET', url: '/api/users/me/', headers })).json()).toMatchObject({ payment: 'FR', plan_id: null, subscription: null });
  });

  it('leaves the delayed card pending, then the signed webhook activates the subscription', async () => {
    const broker = await createBroker(ctx.db);
    const headers = await authAs(live, broker.username);
    const response = await postCheckout(live, headers, { product_id: 1, method: 'credit_card', card: cardOf(SANDBOX_CARDS.approveDelayed) });
    expect(response.statusCode).toBe(201);
    const result = checkoutResultWire.parse(response.json());
    expect(result.payment.status).toBe('pending');
    expect(result.plan).toMatchObject({ payment: 'FR', plan_id: null, subscription: null });

    await eventually(live, async () => (await accountOf(ctx.db, broker.accountId))?.payment === 'OP');
    const [payment] = await paymentsOf(ctx.db, broker.accountId);
    expect(payment).toMatchObject({ status: 'approved', paidAt: expect.any(Date) });
    expect(await subscriptionOf(ctx.db, broker.accountId)).toMatchObject({ status: 'active', productId: 1, currentPeriodEnd: '2026-04-09', cardLast4: '3220' });
    const [hook] = await ctx.db.select().from(webhookEvents).where(eq(webhookEvents.providerReference, payment!.providerReference));
    expect(hook?.outcome).toBe('applied');
  });

  it('gives a well-formed PIX copia-e-cola and activates when the PIX is paid', async () => {
    const broker = await createBroker(ctx.db);
    const headers = await authAs(live, broker.username);
    const response = await postCheckout(live, headers, { product_id: 3, method: 'pix' });
    expect(response.statusCode).toBe(201);
    const result = checkoutResultWire.parse(response.json());
    expect(result.payment).toMatchObject({ status: 'pending', method: 'pix', card_label: null });
    const code = result.instructions ?? '';
    expect(code.startsWith('000201')).toBe(true);
    expect(code).toContain('br.gov.bcb.pix');
    expect(code).toContain('5406329.90');
    expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)));
    await eventually(live, async () => (await accountOf(ctx.db, broker.accountId))?.payment === 'OP');
    expect(await subscriptionOf(ctx.db, broker.accountId)).toMatchObject({ paymentMethod: 'pix', cardToken: null, productId: 3 });
  });

  it('checks the card and the product before charging, with pt-BR messages at the top level', async () => {
    const broker = await createBroker(ctx.db);
    const headers = await authAs(quiet, broker.username);
    const cases: Array<[Record<string, unknown>, Record<string, unknown>]> = [
      [{ product_id: 1, method: 'credit_card' }, { card: ['Informe os dados do cartão.'] }],
      [
        { product_id: 1, method: 'credit_card', card: cardOf('4242424242424241', { card_expiry: '02/26', card_cvv: '12', card_holder: ' ' }) },
        {
          card_number: ['Número de cartão inválido. Confira os dígitos.'],
          card_expiry: ['Este cartão está vencido.'],
          card_cvv: ['O código de segurança tem 3 dígitos.'],
          card_holder: ['Informe o nome impresso no cartão.'],
        },
      ],
      [{ product_id: 1, method: 'credit_card', card: { card_number: SANDBOX_CARDS.approve } }, {
        card_holder: ['Informe o nome impresso no cartão.'],
        card_expiry: ['Informe a validade do cartão.'],
        card_cvv: ['Informe o código de segurança (CVV).'],
      }],
      [{ product_id: 99, method: 'pix' }, { product_id: ['Produto não encontrado.'] }],
      [{ product_id: 99_999_999_999, method: 'pix' }, { product_id: ['Produto não encontrado.'] }], // beyond integer: no 500
      [{ product_id: 1, method: 'cheque' }, { method: expect.any(Array) }],
      [{ product_id: 1, method: 'pix', card: { card_number: 4242 } }, { card_number: ['Not a valid string.'], card_holder: ['This field is required.'], card_expiry: ['This field is required.'], card_cvv: ['This field is required.'] }],
      [{ method: 'boleto' }, { product_id: ['This field is required.'] }],
    ];
    for (const [body, errors] of cases) {
      const response = await postCheckout(quiet, headers, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual(errors);
    }
    expect(await paymentsOf(ctx.db, broker.accountId)).toEqual([]);
  });

  it('answers 409 to an account already active, 403 to a user without the admin role', async () => {
    const active = await postCheckout(quiet, await authAs(quiet, 'corretor'), { product_id: 1, method: 'pix' });
    expect(active.statusCode).toBe(409);
    expect(active.json().error).toBe('Sua assinatura já está ativa. Para mudar de plano, use a troca de plano.');
    const manager = await postCheckout(quiet, await authAs(quiet, 'gestor'), { product_id: 1, method: 'pix' });
    expect(manager.statusCode).toBe(403);
    expect((await quiet.inject({ method: 'POST', url: '/api/payments/checkout/', payload: { product_id: 1, method: 'pix' } })).statusCode).toBe(401);
  });
});

describe('POST /api/payments/webhook/', () => {
  /** A PIX checkout on the quiet app: stays pending (no webhook is delivered there). */
  async function pendingPix() {
    const broker = await createBroker(ctx.db);
    const response = await postCheckout(quiet, await authAs(quiet, broker.username), { product_id: 1, method: 'pix' });
    expect(response.statusCode).toBe(201);
    const [payment] = await paymentsOf(ctx.db, broker.accountId);
    return { broker, payment: payment! };
  }
  const hooksOf = async (reference: string) => ctx.db.select().from(webhookEvents).where(eq(webhookEvents.providerReference, reference));

  it('refuses a missing, wrong or malformed signature with 400 and changes nothing', async () => {
    const { broker, payment } = await pendingPix();
    const body = webhookEvent(payment.providerReference, 8990);
    for (const signature of [null, `t=${nowSeconds()},v1=${'0'.repeat(64)}`, 'v1=abc', 'lixo']) {
      const response = await postWebhook(quiet, body, { secret, timestamp: nowSeconds(), signature });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: 'Assinatura inválida.' });
    }
    // Signed with another secret, or the body changed after signing.
    expect((await postWebhook(quiet, body, { secret: 'outro-segredo', timestamp: nowSeconds() })).statusCode).toBe(400);
    const tampered = JSON.stringify({ ...body, type: 'charge.succeeded', data: { ...body.data, amount_cents: 1 } });
    const signedOriginal = (await import('../../src/payments/webhook-signature')).signatureHeader(secret, nowSeconds(), JSON.stringify(body));
    expect((await postWebhook(quiet, tampered, { secret, timestamp: nowSeconds(), signature: signedOriginal })).statusCode).toBe(400);

    expect((await paymentsOf(ctx.db, broker.accountId))[0]?.status).toBe('pending');
    expect(await hooksOf(payment.providerReference)).toEqual([]);
    expect(await accountOf(ctx.db, broker.accountId)).toMatchObject({ payment: 'FR', planId: null });
  });

  it('refuses a signature older (or newer) than 5 minutes', async () => {
    const { payment } = await pendingPix();
    const body = webhookEvent(payment.providerReference, 8990);
    expect((await postWebhook(quiet, body, { secret, timestamp: nowSeconds() - 301 })).statusCode).toBe(400);
    expect((await postWebhook(quiet, body, { secret, timestamp: nowSeconds() + 301 })).statusCode).toBe(400);
    expect((await postWebhook(quiet, body, { secret, timestamp: nowSeconds() - 299 })).statusCode).toBe(200);
  });

  it('applies an event once: a replay, and redeliveries racing each other, change nothing more', async () => {
    const { broker, payment } = await pendingPix();
    const body = webhookEvent(payment.providerReference, 8990);
    const first = await postWebhook(quiet, body, { secret, timestamp: nowSeconds() });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ detail: 'Evento aplicado.' });
    const eventsAfterFirst = await ctx.db.select({ n: count() }).from(subscriptionEvents).where(eq(subscriptionEvents.accountId, broker.accountId));

    const replay = await postWebhook(quiet, body, { secret, timestamp: nowSeconds() });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ detail: 'Evento já recebido.' });
    const racing = await Promise.all([1, 2, 3].map(() => postWebhook(quiet, body, { secret, timestamp: nowSeconds() })));
    expect(racing.map((response) => response.statusCode)).toEqual([200, 200, 200]);

    // Another event for the same, already settled, charge: recorded, no change.
    const other = await postWebhook(quiet, webhookEvent(payment.providerReference, 8990), { secret, timestamp: nowSeconds() });
    expect(other.json()).toEqual({ detail: 'Evento recebido: a cobrança já estava liquidada.' });

    expect((await hooksOf(payment.providerReference)).map((hook) => hook.outcome).sort()).toEqual(['applied', 'no_change']);
    expect(await ctx.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, payment.id))).toHaveLength(3); // created, instructions, approved
    expect(await ctx.db.select({ n: count() }).from(subscriptionEvents).where(eq(subscriptionEvents.accountId, broker.accountId))).toEqual(eventsAfterFirst);
    expect(await accountOf(ctx.db, broker.accountId)).toMatchObject({ payment: 'OP', planId: 1 });
  });

  it('ignores an amount that differs from the charge, answers 404 to an unknown charge and 400 to a malformed event', async () => {
    const { payment } = await pendingPix();
    const mismatch = await postWebhook(quiet, webhookEvent(payment.providerReference, 1), { secret, timestamp: nowSeconds() });
    expect(mismatch.json()).toEqual({ detail: 'Valor divergente da cobrança: evento ignorado.' });
    expect((await paymentsOf(ctx.db, payment.accountId))[0]?.status).toBe('pending');
    const unknown = await postWebhook(quiet, webhookEvent('pay_desconhecido', 100), { secret, timestamp: nowSeconds() });
    expect(unknown.statusCode).toBe(404);
    const malformed = await postWebhook(quiet, { id: 'evt_x', type: 'charge.refunded' }, { secret, timestamp: nowSeconds() });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json()).sort()).toEqual(['data', 'type']);
    const notJson = await postWebhook(quiet, '{"id":', { secret, timestamp: nowSeconds() });
    expect(notJson.statusCode).toBe(400);
  });

  it('applies a failed charge: the payment is declined with the reason, the account unchanged', async () => {
    const { broker, payment } = await pendingPix();
    const response = await postWebhook(quiet, webhookEvent(payment.providerReference, 8990, 'charge.failed'), { secret, timestamp: nowSeconds() });
    expect(response.json()).toEqual({ detail: 'Evento aplicado.' });
    expect((await paymentsOf(ctx.db, broker.accountId))[0]).toMatchObject({ status: 'declined', failureMessage: 'Cartão recusado no teste.' });
    expect(await accountOf(ctx.db, broker.accountId)).toMatchObject({ payment: 'FR', planId: null });
  });
});

describe('POST /api/payments/register-and-subscribe/', () => {
  const outboxLinks = () => {
    const file = path.join(ctx.config.dataDir, 'outbox', 'links.txt');
    return existsSync(file) ? readFileSync(file, 'utf8') : '';
  };
  const accountCount = async () => (await ctx.db.select({ n: count() }).from(accounts))[0]?.n ?? 0;

  it('creates an inactive broker with an active subscription and mails the confirmation, as a registration', async () => {
    const broker = newBroker();
    const response = await live.inject({
      method: 'POST',
      url: '/api/payments/register-and-subscribe/',
      payload: { ...broker, product_id: 2, method: 'credit_card', card: cardOf() },
    });
    expect(response.statusCode).toBe(201);
    const result = registerAndSubscribeResultWire.parse(response.json());
    expect(result).toMatchObject({ username: broker.username, email: broker.email, instructions: null });
    expect(result.payment).toMatchObject({ status: 'approved', kind: 'subscription', amount_cents: 21990 });
    expect(result.detail).toContain(broker.email);

    const user = await findUserByUsername(ctx.db, broker.username ?? '');
    expect(user).toMatchObject({ isActive: false, roles: ['admin'], firstAccess: true, phone: '11987654321' });
    expect(await accountOf(ctx.db, user!.accountId)).toMatchObject({ payment: 'OP', planId: 2, paymentExpiratedAt: '2026-04-09', principalUserId: user!.id });
    expect(await subscriptionOf(ctx.db, user!.accountId)).toMatchObject({ status: 'active', totalUsers: 3 });
    // Inactive until the e-mail is confirmed, like /api/users/register/.
    expect((await postToken(live, { username: broker.username, password: broker.password })).statusCode).toBe(401);
    await eventually(live, async () => outboxLinks().includes(broker.email ?? ''));
    const line = outboxLinks().split('\n').find((entry) => entry.includes(broker.email ?? '')) ?? '';
    const [, , subject, link, file] = line.split('\t');
    expect(subject).toBe('Confirme seu e-mail no Cotador');
    expect(link).toMatch(/\/confirmar-email\?token=/);
    expect(parseMail(readFileSync(path.join(ctx.config.dataDir, 'outbox', file ?? ''), 'utf8')).to).toEqual([broker.email]);
  });

  it('creates nothing when the card is declined (402)', async () => {
    const before = await accountCount();
    const broker = newBroker();
    const response = await live.inject({
      method: 'POST',
      url: '/api/payments/register-and-subscribe/',
      payload: { ...broker, product_id: 1, method: 'credit_card', card: cardOf(SANDBOX_CARDS.decline) },
    });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ error: SANDBOX_DECLINE_MESSAGE, code: 'payment_declined' });
    expect(await findUserByUsername(ctx.db, broker.username ?? '')).toBeUndefined();
    expect(await ctx.db.select().from(users).where(eq(users.email, broker.email ?? ''))).toEqual([]);
    expect(await accountCount()).toBe(before);
  });

  it('checks the registration fields and the card together before charging', async () => {
    const before = await accountCount();
    const taken = await live.inject({
      method: 'POST',
      url: '/api/payments/register-and-subscribe/',
      payload: { ...newBroker({ username: 'corretor', password: '12345678' }), product_id: 1, method: 'credit_card', card: cardOf('4242', { card_cvv: '' }) },
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({
      username: ['Já existe um usuário com este nome de usuário.'],
      password: expect.arrayContaining(['A senha não pode ser formada apenas por números.']),
      card_number: ['Número de cartão inválido. Confira os dígitos.'],
      card_cvv: ['Informe o código de segurança (CVV).'],
    });
    const shape = await live.inject({
      method: 'POST',
      url: '/api/payments/register-and-subscribe/',
      payload: { ...newBroker({ cpf: '111.111.111-11' }), product_id: 1, method: 'credit_card', card: { card_number: 42 } },
    });
    expect(shape.statusCode).toBe(400);
    expect(shape.json()).toMatchObject({ cpf: ['CPF inválido.'], card_number: ['Informe o número do cartão.'] });
    expect(await accountCount()).toBe(before);
  });

  it('registers with PIX: the account stays FR until the PIX is paid', async () => {
    const broker = newBroker();
    const response = await live.inject({ method: 'POST', url: '/api/payments/register-and-subscribe/', payload: { ...broker, product_id: 1, method: 'boleto' } });
    expect(response.statusCode).toBe(201);
    const result = registerAndSubscribeResultWire.parse(response.json());
    expect(result.payment.status).toBe('pending');
    expect(result.instructions).toMatch(/^\d{47}$/);
    const user = await findUserByUsername(ctx.db, broker.username ?? '');
    await eventually(live, async () => (await accountOf(ctx.db, user!.accountId))?.payment === 'OP');
    expect(await subscriptionOf(ctx.db, user!.accountId)).toMatchObject({ status: 'active', paymentMethod: 'boleto' });
  });
});

describe('the plan information in the answers', () => {
  it('matches planInfoWire for a seeded account with history', async () => {
    const response = await quiet.inject({ method: 'GET', url: '/api/payments/user?email=corretor@cotador.local', headers: await authAs(quiet, 'corretor') });
    expect(response.statusCode).toBe(200);
    const info = planInfoWire.parse(response.json());
    expect(info).toMatchObject({ payment: 'OP', plan_id: 3, users_count: 2, total_users: 5 });
    expect(info.subscription).toMatchObject({ status: 'active', card_label: 'Visa final 4242', product: { id: 3 } });
    expect(info.payments.map((payment) => [payment.kind, payment.status])).toEqual([
      ['renewal', 'approved'],
      ['renewal', 'approved'],
      ['subscription', 'approved'],
    ]);
  });
});

describe('OpenAPI', () => {
  it('documents every payment call with its answers', async () => {
    const doc = (await quiet.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }>();
    const expected: Array<[string, string, string[]]> = [
      ['/api/payments/available-products', 'get', ['200']],
      ['/api/payments/user', 'get', ['200', '403', '404']],
      ['/api/payments/checkout/', 'post', ['201', '400', '402', '403', '409']],
      ['/api/payments/register-and-subscribe/', 'post', ['201', '400', '402']],
      ['/api/payments/change-product/', 'post', ['200', '400', '402', '409']],
      ['/api/payments/cancel/', 'post', ['200', '409']],
      ['/api/payments/reactivate/', 'post', ['200', '409']],
      ['/api/payments/webhook/', 'post', ['200', '400', '404']],
      ['/api/admin/payments/report/', 'get', ['200', '403']],
      ['/api/admin/payments/report.csv', 'get', ['200', '403']],
    ];
    for (const [path, method, codes] of expected) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(codes));
    }
  });
});

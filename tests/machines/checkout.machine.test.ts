/**
 * Checkout machine, headless, on the fake subscription back end (sandbox cards of
 * payments.wire.ts): choose → pay → approved | declined | pending → polling → approved,
 * plus the register flow and the failures. One describe per state.
 */
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import {
  CHECKOUT_MAX_POLLS,
  CHECKOUT_MESSAGES,
  checkoutMachine,
  createCheckoutLogic,
  describePaymentFailure,
  type PayInput,
  type PayOutcome,
} from '../../src/application/subscription/checkout.machine';
import type { PaymentFailure } from '../../src/application/subscription/subscription-gateway';
import { ok, type RemoteFailure, type Result } from '../../src/application/shared/result';
import type { PlanInfo, Product } from '../../src/domain/subscription/types';
import { CARD_MESSAGES } from '../../src/domain/subscription/card';
import { createFakeAuthGateway } from '../../src/infrastructure/fake/auth-gateway.fake';
import { PAYMENT_MESSAGES } from '../../src/domain/subscription/messages';
import { FAKE_DECLINED_MESSAGE, createFakeSubscriptions } from '../../src/infrastructure/fake/subscriptions.fake';
import { createMemoryKeyValueStore } from '../../src/infrastructure/key-value-store';
import { createStoredTokenStore } from '../../src/infrastructure/token-store.storage';

const TODAY = '2025-03-10';
const product = (priceCents: number): Product => ({ id: 1, name: 'Individual', description: '', priceCents, totalUsers: 1, billingPeriod: 'monthly' });
const card = (number: string) => ({ number, holder: 'Natália S Costa', expiry: '12/30', cvv: '123' });

async function arrange(username: string | null = 'novo', options: { pollIntervalMs?: number } = {}) {
  const tokens = createStoredTokenStore(createMemoryKeyValueStore());
  const clock = { now: () => new Date('2025-03-10T12:00:00Z') };
  const auth = createFakeAuthGateway({ tokens, clock });
  const fake = createFakeSubscriptions({ auth, clock, confirmDelayMs: null });
  if (username) await auth.login({ username, password: 'demo1234' });
  const user = () => auth.users.find((u) => u.username === username);
  const start = (input: { productId?: number | null; email?: string | null } = {}) =>
    createActor(createCheckoutLogic({ subscriptions: fake.gateway }, { pollIntervalMs: options.pollIntervalMs ?? 5 }), {
      input: { today: TODAY, email: input.email === undefined ? (user()?.email ?? null) : input.email, productId: input.productId ?? null },
    }).start();
  return { auth, fake, user, start };
}

describe('checkout machine', () => {
  describe('loadingProducts', () => {
    it('loads the products, then asks to choose one', async () => {
      const { start } = await arrange();
      const actor = start();
      const snapshot = await waitFor(actor, (s) => s.matches('choosing'));
      expect(snapshot.context.products.map((p) => p.name)).toEqual(['Individual', 'Equipe 3', 'Equipe 5', 'Equipe 10']);
    });

    it('goes straight to the payment form with a valid preselected product', async () => {
      const { start } = await arrange();
      const snapshot = await waitFor(start({ productId: 2 }), (s) => s.matches('paymentForm'));
      expect(snapshot.context.productId).toBe(2);
    });

    it('ignores an unknown preselected product', async () => {
      const { start } = await arrange();
      const snapshot = await waitFor(start({ productId: 99 }), (s) => s.matches('choosing'));
      expect(snapshot.context.productId).toBeNull();
    });

    it('fails with a message and retries', async () => {
      const { start, fake } = await arrange();
      fake.failNextWith({ kind: 'unavailable', message: 'Sem conexão' });
      const actor = start();
      const failed = await waitFor(actor, (s) => s.matches('loadFailed'));
      expect(failed.context.message).toBe(CHECKOUT_MESSAGES.productsError);
      actor.send({ type: 'products.retry' });
      await waitFor(actor, (s) => s.matches('choosing'));
    });
  });

  describe('paymentForm', () => {
    it('checks the card before sending anything', async () => {
      const { start, fake } = await arrange();
      const actor = start({ productId: 1 });
      await waitFor(actor, (s) => s.matches('paymentForm'));
      actor.send({ type: 'payment.submit', card: { number: '4242 4242 4242 4241', holder: '', expiry: '01/25', cvv: '1' } });
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toBe('paymentForm');
      expect(snapshot.context.cardErrors).toEqual({
        number: CARD_MESSAGES.numberInvalid,
        holder: CARD_MESSAGES.holderRequired,
        expiry: CARD_MESSAGES.expiryPast,
        cvv: CARD_MESSAGES.cvvInvalid(3),
      });
      expect(fake.calls).not.toContain('checkout');
    });

    it('does not ask for a card with PIX, and clears errors when the method changes', async () => {
      const { start } = await arrange();
      const actor = start({ productId: 1 });
      await waitFor(actor, (s) => s.matches('paymentForm'));
      actor.send({ type: 'payment.submit', card: card('') });
      expect(actor.getSnapshot().context.cardErrors.number).toBe(CARD_MESSAGES.numberRequired);
      actor.send({ type: 'method.select', method: 'pix' });
      expect(actor.getSnapshot().context.cardErrors).toEqual({});
      actor.send({ type: 'payment.submit' });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    });

    it('goes back to choosing a product', async () => {
      const { start } = await arrange();
      const actor = start({ productId: 1 });
      await waitFor(actor, (s) => s.matches('paymentForm'));
      actor.send({ type: 'product.change' });
      expect(actor.getSnapshot().value).toBe('choosing');
    });
  });

  describe('paying', () => {
    it('approves the 4242 card at once and opens access (payment OP)', async () => {
      const { start, user } = await arrange();
      const actor = start({ productId: 2 });
      await waitFor(actor, (s) => s.matches('paymentForm'));
      actor.send({ type: 'payment.submit', card: card('4242 4242 4242 4242') });
      const done = await waitFor(actor, (s) => s.status === 'done');
      expect(done.value).toBe('approved');
      expect(done.output?.payment).toMatchObject({ status: 'approved', amountCents: 21990, cardLabel: 'Visa final 4242' });
      expect(done.output?.plan?.payment).toBe('OP');
      expect(user()).toMatchObject({ payment: 'OP', planId: 2, paymentExpiresAt: '2025-04-09', subscription: { status: 'active', totalUsers: 3 } });
    });

    it('shows the decline where the user paid, and nothing changes', async () => {
      const { start, user } = await arrange();
      const actor = start({ productId: 1 });
      await waitFor(actor, (s) => s.matches('paymentForm'));
      actor.send({ type: 'payment.submit', card: card('4000 0000 0000 0002') });
      const back = await waitFor(actor, (s) => s.matches('paymentForm') && s.context.message !== null);
      expect(back.context).toMatchObject({ declined: true, message: FAKE_DECLINED_MESSAGE });
      expect(user()).toMatchObject({ payment: 'FR', planId: null, subscription: null });
    });

    it('puts the server field messages under the card fields and the others apart', () => {
      expect(
        describePaymentFailure({ kind: 'rejected', message: 'x', fields: { number: ['Número inválido.'], username: ['Já existe.'], non_field_errors: ['Geral.'] } }),
      ).toEqual({ cardErrors: { number: 'Número inválido.' }, fieldErrors: { username: 'Já existe.', non_field_errors: 'Geral.' }, message: 'Geral.', declined: false });
      expect(describePaymentFailure({ kind: 'rejected', message: 'Sem permissão.' })).toMatchObject({ message: 'Sem permissão.', cardErrors: {} });
    });

    it('says so when the account already has an active subscription (409)', async () => {
      const { start } = await arrange('corretor');
      const actor = start({ productId: 1 });
      await waitFor(actor, (s) => s.matches('paymentForm'));
      actor.send({ type: 'payment.submit', card: card('4242424242424242') });
      const back = await waitFor(actor, (s) => s.matches('paymentForm') && s.context.message !== null);
      expect(back.context.message).toBe(PAYMENT_MESSAGES.alreadyActive);
      expect(back.context.declined).toBe(false);
    });

    it('returns to the form with the message when the pay actor throws', async () => {
      const actor = createActor(
        checkoutMachine.provide({
          actors: {
            loadProducts: fromPromise<Result<Product[], RemoteFailure>>(async () => ok([product(100)])),
            pay: fromPromise<Result<PayOutcome, PaymentFailure>, PayInput>(async () => {
              throw new Error('boom');
            }),
          },
        }),
        { input: { today: TODAY, email: null, productId: 1 } },
      ).start();
      await waitFor(actor, (s) => s.matches('paymentForm'));
      actor.send({ type: 'method.select', method: 'boleto' });
      actor.send({ type: 'payment.submit' });
      const back = await waitFor(actor, (s) => s.matches('paymentForm') && s.context.message !== null);
      expect(back.context.message).toBe('Erro inesperado. Tente novamente.');
    });
  });

  describe('waiting and polling', () => {
    it('waits for a PIX payment with its code and polls until the account is OP', async () => {
      const { start, fake, user } = await arrange();
      const actor = start({ productId: 1 });
      await waitFor(actor, (s) => s.matches('paymentForm'));
      actor.send({ type: 'method.select', method: 'pix' });
      actor.send({ type: 'payment.submit' });
      const waiting = await waitFor(actor, (s) => s.hasTag('waiting'));
      expect(waiting.context.instructions).toMatch(/BR\.GOV\.BCB\.PIX/);
      expect(waiting.context.payment?.status).toBe('pending');
      await waitFor(actor, (s) => s.context.polls >= 2);
      expect(user()?.payment).toBe('FR');
      fake.settlePending();
      const done = await waitFor(actor, (s) => s.status === 'done');
      expect(done.value).toBe('approved');
      expect(done.output?.plan?.payment).toBe('OP');
    });

    it('the delayed sandbox card waits too', async () => {
      const { start, fake } = await arrange();
      const actor = start({ productId: 1 });
      await waitFor(actor, (s) => s.matches('paymentForm'));
      actor.send({ type: 'payment.submit', card: card('4000 0000 0000 3220') });
      await waitFor(actor, (s) => s.hasTag('waiting'));
      fake.settlePending();
      expect((await waitFor(actor, (s) => s.status === 'done')).value).toBe('approved');
    });

    it('says it is taking longer after the last poll, then checks again on demand', async () => {
      const clock = new SimulatedClock();
      const { fake, user } = await arrange();
      const actor = createActor(createCheckoutLogic({ subscriptions: fake.gateway }), {
        input: { today: TODAY, email: user()?.email ?? null, productId: 1 },
        clock,
      }).start();
      await waitFor(actor, (s) => s.matches('paymentForm'));
      actor.send({ type: 'method.select', method: 'boleto' });
      actor.send({ type: 'payment.submit' });
      await waitFor(actor, (s) => s.matches('waiting'));
      for (let poll = 1; poll <= CHECKOUT_MAX_POLLS; poll += 1) {
        clock.increment(2000);
        await waitFor(actor, (s) => s.context.polls === poll && !s.matches('polling'));
      }
      const still = actor.getSnapshot();
      expect(still.value).toBe('stillWaiting');
      expect(still.context.message).toBe(CHECKOUT_MESSAGES.stillWaiting);
      fake.settlePending();
      actor.send({ type: 'payment.check' });
      expect((await waitFor(actor, (s) => s.status === 'done')).value).toBe('approved');
    });

    it('returns to the form when the provider declines a pending charge later', async () => {
      const planWithDecline: PlanInfo = {
        email: 'novo@cotador.local', payment: 'FR', paymentExpiresAt: null, withoutPay: false, planId: null, usersCount: 1, totalUsers: 1, subscription: null,
        payments: [{ id: 1, amountCents: 8990, method: 'credit_card', status: 'declined', kind: 'subscription', productId: 1, productName: 'Individual', cardLabel: 'Visa final 3220', failureMessage: 'Recusado depois.', providerReference: 'x', createdAt: '', paidAt: null }],
      };
      const actor = createActor(
        checkoutMachine.provide({
          actors: {
            loadProducts: fromPromise<Result<Product[], RemoteFailure>>(async () => ok([product(8990)])),
            pay: fromPromise<Result<PayOutcome, PaymentFailure>, PayInput>(async () =>
              ok({ payment: { ...planWithDecline.payments[0]!, status: 'pending' }, instructions: null, plan: null, registration: null }),
            ),
            loadPlanInfo: fromPromise<Result<PlanInfo, RemoteFailure>, { email: string }>(async () => ok(planWithDecline)),
          },
          delays: { POLL_INTERVAL: 1 },
        }),
        { input: { today: TODAY, email: 'novo@cotador.local', productId: 1 } },
      ).start();
      await waitFor(actor, (s) => s.matches('paymentForm'));
      actor.send({ type: 'payment.submit', card: card('4000000000003220') });
      const back = await waitFor(actor, (s) => s.matches('paymentForm') && s.context.declined);
      expect(back.context.message).toBe('Recusado depois.');
    });

    it('keeps waiting through a failed poll', async () => {
      const { start, fake } = await arrange();
      const actor = start({ productId: 1 });
      await waitFor(actor, (s) => s.matches('paymentForm'));
      actor.send({ type: 'method.select', method: 'pix' });
      actor.send({ type: 'payment.submit' });
      await waitFor(actor, (s) => s.matches('waiting'));
      fake.failNextWith({ kind: 'unavailable', message: 'x' });
      await waitFor(actor, (s) => s.context.polls >= 2);
      fake.settlePending();
      expect((await waitFor(actor, (s) => s.status === 'done')).value).toBe('approved');
    });
  });

  describe('registered (register-and-subscribe)', () => {
    const registration = { name: 'Marina Duarte', username: 'marina', email: 'marina@example.com', phone: '(11) 98765-4321', cpf: '529.982.247-25', password: 'Cotacao#2026' };

    it('creates the account and the charge; the e-mail must be confirmed before login', async () => {
      const { start, auth } = await arrange(null);
      const actor = start({ productId: 3, email: null });
      await waitFor(actor, (s) => s.matches('paymentForm'));
      actor.send({ type: 'payment.submit', card: card('4242424242424242'), registration });
      const done = await waitFor(actor, (s) => s.status === 'done');
      expect(done.value).toBe('registered');
      expect(done.output?.registration).toMatchObject({ username: 'marina', email: 'marina@example.com', detail: PAYMENT_MESSAGES.registered('marina@example.com') });
      expect(auth.users.find((u) => u.username === 'marina')).toMatchObject({ payment: 'OP', planId: 3 });
      expect(auth.inactive.has('marina')).toBe(true);
    });

    it('shows registration field errors from the server', async () => {
      const { start } = await arrange(null);
      const actor = start({ productId: 1, email: null });
      await waitFor(actor, (s) => s.matches('paymentForm'));
      actor.send({ type: 'payment.submit', card: card('4242424242424242'), registration: { ...registration, username: 'corretor', email: 'corretor@cotador.local' } });
      const back = await waitFor(actor, (s) => s.matches('paymentForm') && Object.keys(s.context.fieldErrors).length > 0);
      expect(back.context.fieldErrors).toEqual({ username: 'Já existe um usuário com este nome de usuário.', email: 'Já existe um usuário com este e-mail.' });
    });

    it('a PIX registration ends with its instructions (no polling without a session)', async () => {
      const { start } = await arrange(null);
      const actor = start({ productId: 1, email: null });
      await waitFor(actor, (s) => s.matches('paymentForm'));
      actor.send({ type: 'method.select', method: 'pix' });
      actor.send({ type: 'payment.submit', registration });
      const done = await waitFor(actor, (s) => s.status === 'done');
      expect(done.value).toBe('registered');
      expect(done.output?.instructions).toMatch(/PIX/);
    });
  });
});

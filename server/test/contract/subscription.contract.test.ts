/**
 * Contract scenarios of the subscription port (SubscriptionGateway) and its use cases: the
 * same steps and expectations against the fake back end and the real server (see
 * ./backends.ts). The server is the reference (its tests and docs/payments.md); a fake
 * that answers another status, message or figure fails here.
 *
 * The steps of one back end run in order on one set of demo accounts: `novo` (FR, no plan)
 * subscribes, `bloqueado` (past due, BL) pays again, `corretor` (Equipe 5, card, 2 users)
 * changes product, cancels and reactivates, `admin` (superuser) reads the report, and
 * `gestor` (manager of corretor's account) is refused.
 */
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '../../../src/domain/accounts/fields';
import { PERMISSION_DENIED } from '../../../src/contract/api-errors';
import { SANDBOX_CARDS, SANDBOX_DECLINE_MESSAGE } from '../../../src/contract/payments';
import { createSubscriptionUseCases } from '../../../src/application/subscription/use-cases';
import { ACCESS_FORBIDDEN_MESSAGES } from '../../../src/domain/api-access';
import { formatDateBR } from '../../../src/domain/quotation/money';
import { brasiliaDay } from '../../../src/domain/subscription/calendar';
import { PAYMENT_MESSAGES } from '../../../src/domain/subscription/messages';
import { CSV_HEADER, UTF8_BOM } from '../../../src/domain/subscription/payment-report';
import type { CheckoutRequest, PlanInfo, Product } from '../../../src/domain/subscription/types';
import type { CheckoutOutcome } from '../../../src/application/subscription/subscription-gateway';
import { contractBackends, PASSWORD, type StartedBackend } from './backends';

const card = (number: string) => ({ number: number.replace(/(\d{4})(?=\d)/g, '$1 '), holder: 'JOANA P LIMA', expiry: '12/30', cvv: '123' });
const byCard = (productId: number, number: string = SANDBOX_CARDS.approve): CheckoutRequest => ({ productId, method: 'credit_card', card: card(number) });

/** The products of migration 0004, as both back ends must sell them. */
const PRODUCTS = [
  { id: 1, name: 'Individual', priceCents: 8990, totalUsers: 1, billingPeriod: 'monthly' },
  { id: 2, name: 'Equipe 3', priceCents: 21990, totalUsers: 3, billingPeriod: 'monthly' },
  { id: 3, name: 'Equipe 5', priceCents: 32990, totalUsers: 5, billingPeriod: 'monthly' },
  { id: 4, name: 'Equipe 10', priceCents: 59990, totalUsers: 10, billingPeriod: 'monthly' },
];

describe.each(contractBackends())('subscription contract — $name', (backend) => {
  let started: StartedBackend;
  let products: Product[];
  beforeAll(async () => {
    started = await backend.start();
  });
  afterAll(() => started.close());

  const gateway = () => started.services.subscriptions;
  const useCases = () => createSubscriptionUseCases(started.services);
  async function loginAs(username: string) {
    await started.services.auth.logout();
    expect(await started.services.auth.login({ username, password: PASSWORD })).toEqual({ ok: true, value: undefined });
  }
  async function planOf(username: string): Promise<PlanInfo> {
    const plan = await gateway().planInfo(`${username}@cotador.local`);
    if (!plan.ok) throw new Error(`planInfo(${username}): ${plan.error.message}`);
    return plan.value;
  }

  it('sells the four products of the ladder, smallest first, to anyone', async () => {
    const answer = await gateway().products();
    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    products = answer.value;
    expect(products.map(({ id, name, priceCents, totalUsers, billingPeriod }) => ({ id, name, priceCents, totalUsers, billingPeriod }))).toEqual(PRODUCTS);
    expect(products.every((p) => p.description.length > 0)).toBe(true);
  });

  describe('checkout of an account without a plan (novo)', () => {
    beforeAll(() => loginAs('novo'));

    it('shows no subscription and one seat before paying', async () => {
      expect(await planOf('novo')).toMatchObject({ payment: 'FR', planId: null, subscription: null, usersCount: 1, totalUsers: 1, payments: [] });
    });

    it('answers card field errors under the form names, nothing charged', async () => {
      const answer = await gateway().checkout({ productId: 1, method: 'credit_card', card: { ...card('4242424242424241'), expiry: '01/20' } });
      expect(answer.ok).toBe(false);
      if (answer.ok) return;
      expect(answer.error.kind).toBe('rejected');
      expect(Object.keys((answer.error as { fields?: Record<string, string[]> }).fields ?? {}).sort()).toEqual(['expiry', 'number']);
      expect((await planOf('novo')).payments).toEqual([]);
    });

    it('declines the decline card with the provider sentence and records only the declined charge', async () => {
      expect(await gateway().checkout(byCard(1, SANDBOX_CARDS.decline))).toEqual({ ok: false, error: { kind: 'declined', message: SANDBOX_DECLINE_MESSAGE } });
      const plan = await planOf('novo');
      expect(plan.subscription).toBeNull();
      expect(plan.payments.map((p) => [p.status, p.kind, p.amountCents, p.cardLabel, p.failureMessage])).toEqual([
        ['declined', 'subscription', 8990, 'Visa final 0002', SANDBOX_DECLINE_MESSAGE],
      ]);
    });

    let firstPix: CheckoutOutcome | undefined;
    it('leaves a PIX checkout pending with its code', async () => {
      const answer = await gateway().checkout({ productId: 1, method: 'pix' });
      expect(answer.ok).toBe(true);
      if (!answer.ok) return;
      expect(answer.value.payment).toMatchObject({ status: 'pending', method: 'pix', amountCents: 8990, kind: 'subscription' });
      expect(answer.value.instructions).toEqual(expect.any(String));
      expect(answer.value.plan.subscription).toBeNull();
      firstPix = answer.value;
    });

    it('answers a double submit with the pending charge, and another way of paying with 409, recording no second charge', async () => {
      const again = await gateway().checkout({ productId: 1, method: 'pix' });
      expect(again.ok && { id: again.value.payment.id, status: again.value.payment.status, instructions: again.value.instructions }).toEqual({
        id: firstPix?.payment.id,
        status: 'pending',
        instructions: firstPix?.instructions,
      });
      expect(await gateway().checkout({ productId: 1, method: 'boleto' })).toEqual({
        ok: false,
        error: { kind: 'conflict', message: PAYMENT_MESSAGES.checkoutPending('Individual', 'PIX') },
      });
      expect((await planOf('novo')).payments.map((p) => [p.status, p.method])).toEqual([
        ['pending', 'pix'],
        ['declined', 'credit_card'],
      ]);
    });

    it('activates the account when the pending PIX charge is settled', async () => {
      await started.settlePending();
      const plan = await planOf('novo');
      expect(plan).toMatchObject({ payment: 'OP', planId: 1, totalUsers: 1, subscription: { status: 'active', cancelAtPeriodEnd: false, product: { id: 1 } } });
      expect(plan.subscription?.currentPeriodStart).toBe(brasiliaDay(started.clock.now()));
      expect(plan.payments[0]).toMatchObject({ status: 'approved', method: 'pix' });
      const me = await started.services.auth.currentUser();
      expect(me.ok && me.value).toMatchObject({ payment: 'OP', planId: 1 });
    });

    it('checks the fields before answering that the subscription is already active', async () => {
      const badCard = await gateway().checkout({ productId: 2, method: 'credit_card', card: { ...card(SANDBOX_CARDS.approve), cvv: '1' } });
      expect(badCard.ok === false && badCard.error.kind).toBe('rejected');
      expect(await gateway().checkout(byCard(2))).toEqual({ ok: false, error: { kind: 'conflict', message: PAYMENT_MESSAGES.alreadyActive } });
    });
  });

  describe('checkout of a blocked account (bloqueado)', () => {
    beforeAll(() => loginAs('bloqueado'));

    it('leaves a boleto of another product pending (no second subscription yet)', async () => {
      const answer = await gateway().checkout({ productId: 2, method: 'boleto' });
      expect(answer.ok && answer.value.payment).toMatchObject({ status: 'pending', method: 'boleto', kind: 'reactivation', productId: 2 });
    });

    it('approves the approve card at once: a reactivation, active from today', async () => {
      const answer = await gateway().checkout(byCard(1));
      expect(answer.ok).toBe(true);
      if (!answer.ok) return;
      expect(answer.value.payment).toMatchObject({ status: 'approved', kind: 'reactivation', amountCents: 8990, cardLabel: 'Visa final 4242' });
      expect(answer.value.instructions).toBeNull();
      expect(answer.value.plan).toMatchObject({ payment: 'OP', subscription: { status: 'active', currentPeriodStart: brasiliaDay(started.clock.now()) } });
    });

    it('refunds the boleto paid after the card: the subscription was already paid, its product stays', async () => {
      await started.settlePending();
      const plan = await planOf('bloqueado');
      expect(plan).toMatchObject({ payment: 'OP', planId: 1, subscription: { status: 'active', product: { id: 1 } } });
      expect(plan.payments.find((p) => p.method === 'boleto')).toMatchObject({ status: 'refunded', productId: 2 });
    });
  });

  describe('change of product, cancellation and reactivation (corretor: Equipe 5 by card, 2 users)', () => {
    beforeAll(() => loginAs('corretor'));

    it('refuses a product with fewer seats than the account has users', async () => {
      expect(await gateway().changeProduct(1)).toEqual({
        ok: false,
        error: { kind: 'rejected', message: PAYMENT_MESSAGES.tooManyUsers(2, 'Individual', 1), fields: { productId: [PAYMENT_MESSAGES.tooManyUsers(2, 'Individual', 1)] } },
      });
    });

    it('refuses the current product when no change is scheduled', async () => {
      const answer = await gateway().changeProduct(3);
      expect(answer.ok === false && answer.error).toMatchObject({ kind: 'rejected', fields: { productId: [PAYMENT_MESSAGES.sameProduct] } });
    });

    it('schedules a downgrade for the renewal, and undoes it when the current product is chosen', async () => {
      const before = await planOf('corretor');
      const scheduled = await gateway().changeProduct(2);
      expect(scheduled.ok && scheduled.value.subscription).toMatchObject({ product: { id: 3 }, pendingProduct: { id: 2 } });
      const undone = await useCases().undoScheduledChange(before.subscription!);
      expect(undone.ok && undone.value.subscription).toMatchObject({ product: { id: 3 }, pendingProduct: null });
    });

    it('charges an upgrade now exactly the amount the SPA previewed, and switches at once', async () => {
      const plan = await planOf('corretor');
      const target = products.find((p) => p.id === 4)!;
      const preview = useCases().previewProductChange(plan.subscription!, target);
      expect(preview.direction).toBe('upgrade');
      expect(preview.amountCents).toBeGreaterThan(0);
      const changed = await useCases().changeProduct(plan.subscription!, target);
      expect(changed.ok).toBe(true);
      if (!changed.ok) return;
      expect(changed.value.plan).toMatchObject({ planId: 4, totalUsers: 10, subscription: { product: { id: 4 }, pendingProduct: null } });
      expect(changed.value.plan.payments[0]).toMatchObject({ kind: 'upgrade', status: 'approved', amountCents: preview.amountCents, productId: 4 });
    });

    it('cancels at the period end, and a second cancel answers the same', async () => {
      const first = await gateway().cancel('Contrato encerrado.');
      expect(first.ok && first.value).toMatchObject({ payment: 'OP', subscription: { status: 'canceled', cancelAtPeriodEnd: true, nextCharge: null } });
      const second = await gateway().cancel();
      expect(second.ok && second.value.subscription).toEqual(first.ok && first.value.subscription);
    });

    it('refuses a checkout that does not fit the team once canceled (fields, then seats)', async () => {
      const message = PAYMENT_MESSAGES.tooManyUsers(2, 'Individual', 1);
      expect(await gateway().checkout(byCard(1))).toEqual({ ok: false, error: { kind: 'rejected', message, fields: { productId: [message] } } });
    });

    it('reactivates, and reactivating an active subscription answers it as it is', async () => {
      const first = await useCases().reactivate();
      expect(first.ok && first.value).toMatchObject({ payment: 'OP', subscription: { status: 'active', cancelAtPeriodEnd: false, product: { id: 4 } } });
      const second = await useCases().reactivate();
      expect(second.ok && second.value.subscription).toEqual(first.ok && first.value.subscription);
    });
  });

  describe('payment report (admin, superuser)', () => {
    beforeAll(() => loginAs('admin'));

    it("lists this month's charges newest first with totals over the filter", async () => {
      const month = useCases().currentMonth();
      const report = await useCases().paymentReport({ ...month, status: 'declined' }, 1);
      expect(report.ok).toBe(true);
      if (!report.ok) return;
      const novo = report.value.rows.filter((r) => r.principalUsername === 'novo');
      expect(novo.map((r) => [r.status, r.productName, r.amountCents, r.failureMessage])).toEqual([['declined', 'Individual', 8990, SANDBOX_DECLINE_MESSAGE]]);
      expect(report.value.rows.every((r) => r.status === 'declined')).toBe(true);
      expect(report.value.totals.byStatus.find((s) => s.status === 'declined')?.count).toBe(report.value.count);
      expect(report.value.totals.approvedCents).toBe(0);
    });

    it('refuses a range that ends before it starts', async () => {
      const report = await useCases().paymentReport({ from: '2025-03-10', to: '2025-03-01' }, 1);
      expect(report.ok === false && report.error).toMatchObject({ kind: 'rejected', fields: { to: [PAYMENT_MESSAGES.dateOrder] } });
    });

    it('downloads the same CSV: header, the declined charge line, file name of the month', async () => {
      const month = useCases().currentMonth();
      const file = await useCases().downloadReportCsv({ ...month, status: 'declined' });
      expect(file.ok).toBe(true);
      if (!file.ok) return;
      expect(file.value.filename).toBe(`pagamentos-${month.from}-a-${month.to}.csv`);
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await file.value.blob.arrayBuffer());
      expect(text.startsWith(UTF8_BOM)).toBe(true);
      const lines = text.slice(1).split('\r\n');
      expect(lines[0]).toBe(CSV_HEADER.join(';'));
      const novo = lines.filter((line) => line.includes(';novo;'));
      expect(novo).toHaveLength(1);
      expect(novo[0]).toMatch(
        new RegExp(
          `^\\d+;${formatDateBR(brasiliaDay(started.clock.now())).replace(/\//g, '\\/')} \\d{2}:\\d{2};\\d+;novo;novo@cotador\\.local;Individual;Assinatura;Cartão de crédito;Recusado;89,90;8990;Visa final 0002;${SANDBOX_DECLINE_MESSAGE.replace('.', '\\.')};[^;]+;$`,
        ),
      );
    });
  });

  describe('refusals (any 403 ends the session, as the HTTP client does)', () => {
    it('refuses the report to a broker who is not a superuser', async () => {
      await loginAs('corretor');
      const report = await gateway().paymentReport({}, 1);
      expect(report).toEqual({ ok: false, error: { kind: 'rejected', message: ACCESS_FORBIDDEN_MESSAGES.superuser } });
      expect(started.services.auth.hasSession()).toBe(false);
    });

    it("refuses another account's plan information", async () => {
      await loginAs('expirando');
      expect(await gateway().planInfo('corretor@cotador.local')).toEqual({ ok: false, error: { kind: 'rejected', message: PERMISSION_DENIED } });
      expect(started.services.auth.hasSession()).toBe(false);
    });

    it('refuses checkout, change and cancellation to a member without the admin role', async () => {
      await loginAs('gestor');
      const refused = { ok: false, error: { kind: 'rejected', message: ACCESS_FORBIDDEN_MESSAGES.accountAdmin } };
      expect(await gateway().cancel()).toEqual(refused);
      await loginAs('gestor');
      expect(await gateway().changeProduct(2)).toEqual(refused);
      await loginAs('gestor');
      expect(await gateway().checkout(byCard(4))).toEqual(refused);
      expect(started.services.auth.hasSession()).toBe(false);
    });
  });
  describe('Idempotency-Key and a pending upgrade (expirando: Individual by card, canceled first)', () => {
    const delayed = byCard(1, SANDBOX_CARDS.approveDelayed);
    let keyed: CheckoutOutcome | undefined;
    beforeAll(async () => {
      await loginAs('expirando');
      expect((await gateway().cancel()).ok).toBe(true);
    });

    it('answers the same key with the same charge, refuses it for another way of paying (409) and a malformed key on its header', async () => {
      const first = await gateway().checkout(delayed, 'compra-expirando-1');
      if (!first.ok) throw new Error(first.error.message);
      expect(first.value.payment).toMatchObject({ status: 'pending', kind: 'reactivation', cardLabel: 'Visa final 3220' });
      keyed = first.value;
      const again = await gateway().checkout(delayed, 'compra-expirando-1');
      expect(again.ok && again.value.payment.id).toBe(keyed.payment.id);
      expect(await gateway().checkout({ productId: 1, method: 'pix' }, 'compra-expirando-1')).toEqual({ ok: false, error: { kind: 'conflict', message: PAYMENT_MESSAGES.idempotencyKeyReused } });
      expect(await gateway().checkout(delayed, 'chave com espaços')).toMatchObject({
        ok: false,
        error: { kind: 'rejected', fields: { 'Idempotency-Key': [PAYMENT_MESSAGES.invalidIdempotencyKey] } },
      });
      expect((await planOf('expirando')).payments.filter((p) => p.status === 'pending').map((p) => p.id)).toEqual([keyed.payment.id]);
    });

    it('once the charge is settled, the same key still answers that charge (approved); without a key the account is already active', async () => {
      await started.settlePending();
      const replay = await gateway().checkout(delayed, 'compra-expirando-1');
      expect(replay.ok && [replay.value.payment.id, replay.value.payment.status, replay.value.plan.subscription?.status]).toEqual([keyed?.payment.id, 'approved', 'active']);
      expect(await gateway().checkout(delayed)).toEqual({ ok: false, error: { kind: 'conflict', message: PAYMENT_MESSAGES.alreadyActive } });
    });

    it('refuses a second change of product while the upgrade’s charge is pending (409), and switches once it is paid', async () => {
      const upgrade = await gateway().changeProduct(2);
      expect(upgrade.ok && upgrade.value.payments[0]).toMatchObject({ kind: 'upgrade', status: 'pending', productId: 2, cardLabel: 'Visa final 3220' });
      expect(await gateway().changeProduct(3)).toEqual({ ok: false, error: { kind: 'conflict', message: PAYMENT_MESSAGES.upgradePending } });
      await started.settlePending();
      expect(await planOf('expirando')).toMatchObject({ planId: 2, subscription: { status: 'active', product: { id: 2 }, pendingProduct: null } });
    });
  });

  describe('register and subscribe at once (the public checkout)', () => {
    const fields = (username: string) => ({
      username,
      name: 'Rita Assinante Lima',
      email: `${username}@example.com`,
      phone: '(11) 98765-4321',
      cpf: generateCpf(),
      password: 'Cotacao#2026',
    });

    it('creates an unconfirmed broker with the approved card payment; a taken username is refused on its field, nothing charged', async () => {
      await started.services.auth.logout();
      const answer = await gateway().registerAndSubscribe(fields('assinante_contrato'), byCard(1));
      expect(answer).toMatchObject({ ok: true, value: { username: 'assinante_contrato', email: 'assinante_contrato@example.com', payment: { status: 'approved', amountCents: 8990 } } });
      expect(await started.services.auth.login({ username: 'assinante_contrato', password: 'Cotacao#2026' })).toEqual({ ok: false, error: { kind: 'invalid-credentials' } });
      const taken = await gateway().registerAndSubscribe({ ...fields('assinante_contrato'), email: 'outra.assinante@example.com' }, byCard(1));
      expect(taken).toMatchObject({ ok: false, error: { kind: 'rejected', fields: { username: [FIELD_MESSAGES.usernameTaken] } } });
    });
  });
});

import { describe, expect, it } from 'vitest';
import { approvalEffect, cancellation, checkoutAnswer, checkoutPrecheck, declineEffect, nextCharge, productChange, reactivation, type SubscriptionRecord } from './lifecycle';

// The subscription's state machine as both back ends run it (docs/payments.md): the products
// of migration 0004 and an Equipe 3 subscription paid by card for March 2026.
const individual = { id: 1, name: 'Individual', priceCents: 8990, totalUsers: 1 };
const equipe3 = { id: 2, name: 'Equipe 3', priceCents: 21990, totalUsers: 3 };
const equipe5 = { id: 3, name: 'Equipe 5', priceCents: 32990, totalUsers: 5 };

const march: SubscriptionRecord = {
  status: 'active',
  productId: 2,
  pendingProductId: null,
  cancelAtPeriodEnd: false,
  currentPeriodStart: '2026-03-01',
  currentPeriodEnd: '2026-03-30',
  billingAnchorDay: 31,
};
const withStatus = (status: SubscriptionRecord['status'], more: Partial<SubscriptionRecord> = {}): SubscriptionRecord => ({ ...march, status, ...more });

describe('checkoutPrecheck', () => {
  it('refuses an active subscription without an Idempotency-Key, and lets a keyed request go on', () => {
    expect(checkoutPrecheck({ subscriptionStatus: 'active', keyed: false, usersCount: 1, product: individual })).toEqual({
      kind: 'conflict',
      message: 'Sua assinatura já está ativa. Para mudar de plano, use a troca de plano.',
    });
    expect(checkoutPrecheck({ subscriptionStatus: 'active', keyed: true, usersCount: 1, product: individual })).toBeNull();
  });

  it('refuses a product with fewer seats than the account has users', () => {
    expect(checkoutPrecheck({ subscriptionStatus: 'past_due', keyed: false, usersCount: 2, product: individual })).toEqual({
      kind: 'invalid-product',
      message: 'Sua conta tem 2 usuários e o plano Individual permite até 1. Remova usuários da equipe antes de trocar de plano.',
    });
    expect(checkoutPrecheck({ subscriptionStatus: null, keyed: false, usersCount: 3, product: equipe3 })).toBeNull();
  });
});

describe('checkoutAnswer', () => {
  const card4242 = { method: 'credit_card', cardLabel: 'Visa final 4242' } as const;
  const pendingPix = { id: 7, productId: 2, method: 'pix', cardLabel: null, status: 'pending' } as const;

  it('answers the Idempotency-Key\'s charge again, whatever it became, even with an active subscription', () => {
    const declined = { id: 9, productId: 2, method: 'credit_card', cardLabel: 'Visa final 0002', status: 'declined' } as const;
    expect(checkoutAnswer({ keyed: declined, subscriptionStatus: 'active', pending: null, asked: card4242, product: equipe3 })).toEqual({ kind: 'replay', payment: declined });
  });

  it('refuses a key used for another product or method', () => {
    const reused = 'Esta chave Idempotency-Key já foi usada em outro pedido de assinatura (outro plano ou outra forma de pagamento).';
    expect(checkoutAnswer({ keyed: pendingPix, subscriptionStatus: null, pending: null, asked: card4242, product: equipe3 })).toEqual({ kind: 'conflict', message: reused });
    expect(checkoutAnswer({ keyed: pendingPix, subscriptionStatus: null, pending: null, asked: { method: 'pix', cardLabel: null }, product: equipe5 })).toEqual({ kind: 'conflict', message: reused });
  });

  it('refuses an active subscription, then a pending charge of the product paid another way', () => {
    expect(checkoutAnswer({ keyed: null, subscriptionStatus: 'active', pending: null, asked: card4242, product: equipe3 })).toMatchObject({ kind: 'conflict', message: 'Sua assinatura já está ativa. Para mudar de plano, use a troca de plano.' });
    expect(checkoutAnswer({ keyed: null, subscriptionStatus: null, pending: pendingPix, asked: card4242, product: equipe3 })).toEqual({
      kind: 'conflict',
      message: 'Já existe um pagamento pendente do plano Equipe 3 (PIX). Conclua esse pagamento ou aguarde a confirmação antes de tentar outra forma de pagamento.',
    });
  });

  it('answers a double submit with the pending charge', () => {
    expect(checkoutAnswer({ keyed: null, subscriptionStatus: null, pending: pendingPix, asked: { method: 'pix', cardLabel: null }, product: equipe3 })).toEqual({ kind: 'replay', payment: pendingPix });
  });

  it('charges a first subscription, or the reactivation of a lapsed one', () => {
    expect(checkoutAnswer({ keyed: null, subscriptionStatus: null, pending: null, asked: card4242, product: equipe3 })).toEqual({ kind: 'new', paymentKind: 'subscription' });
    expect(checkoutAnswer({ keyed: null, subscriptionStatus: 'past_due', pending: null, asked: card4242, product: equipe3 })).toEqual({ kind: 'new', paymentKind: 'reactivation' });
    expect(checkoutAnswer({ keyed: null, subscriptionStatus: 'expired', pending: null, asked: card4242, product: equipe3 })).toEqual({ kind: 'new', paymentKind: 'reactivation' });
  });
});

describe('productChange', () => {
  const change = (subscription: SubscriptionRecord | null, target = equipe5, more: { usersCount?: number; hasSavedCard?: boolean; today?: string } = {}) =>
    productChange({ subscription, current: equipe3, target, usersCount: more.usersCount ?? 2, hasSavedCard: more.hasSavedCard ?? true, today: more.today ?? '2026-03-16' });

  it('refuses without an active subscription in its period', () => {
    expect(change(null)).toEqual({ kind: 'conflict', message: 'Sua conta não tem uma assinatura. Escolha um plano para assinar.' });
    expect(change(withStatus('canceled'))).toEqual({
      kind: 'conflict',
      message: 'Só é possível trocar o plano de uma assinatura ativa. Reative ou pague a assinatura primeiro.',
    });
    expect(change(march, equipe5, { today: '2026-03-31' })).toEqual({
      kind: 'conflict',
      message: 'A renovação da sua assinatura está em andamento. Tente de novo em alguns minutos.',
    });
  });

  it('refuses the current product, unless it undoes a scheduled change', () => {
    expect(change(march, equipe3)).toEqual({ kind: 'invalid-product', message: 'Este já é o seu plano atual.' });
    expect(change({ ...march, pendingProductId: 1 }, equipe3)).toEqual({ kind: 'undo-scheduled', changes: { pendingProductId: null } });
  });

  it('refuses a product with fewer seats than the team', () => {
    expect(change(march, individual)).toEqual({
      kind: 'invalid-product',
      message: 'Sua conta tem 2 usuários e o plano Individual permite até 1. Remova usuários da equipe antes de trocar de plano.',
    });
  });

  it('schedules a downgrade, and an upgrade without a saved card, for the renewal', () => {
    expect(change(march, individual, { usersCount: 1 })).toEqual({ kind: 'schedule', changes: { pendingProductId: 1 } });
    expect(change(march, equipe5, { hasSavedCard: false })).toEqual({ kind: 'schedule', changes: { pendingProductId: 3 } });
  });

  it('charges an upgrade now: R$ 110,00 more a month for 15 of the 30 days left is R$ 55,00', () => {
    expect(change(march)).toEqual({
      kind: 'charge-upgrade',
      proration: { amountCents: 5500, daysLeft: 15, daysInPeriod: 30, direction: 'upgrade', effectiveOn: '2026-03-16' },
    });
  });
});

describe('cancellation and reactivation', () => {
  it('cancels an active or past-due subscription at the period end; again is the same answer', () => {
    const canceled = { kind: 'change', changes: { status: 'canceled', cancelAtPeriodEnd: true }, accountPayment: null };
    expect(cancellation(march)).toEqual(canceled);
    expect(cancellation(withStatus('past_due'))).toEqual(canceled);
    expect(cancellation(withStatus('canceled', { cancelAtPeriodEnd: true }))).toEqual({ kind: 'unchanged' });
  });

  it('refuses to cancel nothing or an expired subscription', () => {
    const refused = { kind: 'conflict', message: 'Não há assinatura ativa para cancelar.' };
    expect(cancellation(null)).toEqual(refused);
    expect(cancellation(withStatus('expired'))).toEqual(refused);
  });

  it('reactivates a canceled subscription while its period lasts (the account OP again)', () => {
    expect(reactivation(withStatus('canceled', { cancelAtPeriodEnd: true }), '2026-03-30')).toEqual({
      kind: 'change',
      changes: { status: 'active', cancelAtPeriodEnd: false },
      accountPayment: 'OP',
    });
    expect(reactivation(march, '2026-03-16')).toEqual({ kind: 'unchanged' });
  });

  it('refuses a reactivation after the period, of a past-due or of no subscription', () => {
    const over = 'O período desta assinatura já terminou: assine novamente para voltar a ter acesso.';
    expect(reactivation(withStatus('canceled', { cancelAtPeriodEnd: true }), '2026-03-31')).toEqual({ kind: 'conflict', message: over });
    expect(reactivation(withStatus('expired'), '2026-03-16')).toEqual({ kind: 'conflict', message: over });
    expect(reactivation(withStatus('past_due'), '2026-03-16')).toEqual({ kind: 'conflict', message: 'Esta assinatura tem um pagamento pendente: pague para reativá-la.' });
    expect(reactivation(null, '2026-03-16')).toEqual({ kind: 'conflict', message: 'Sua conta não tem uma assinatura. Escolha um plano para assinar.' });
  });
});

describe('approvalEffect', () => {
  const checkoutCharge = { kind: 'reactivation', productId: 3, method: 'credit_card', card: 'Visa final 4242', renewsPeriodEnd: null } as const;
  const started = { ...march, startedAt: '2026-01-01' };

  it('starts a first subscription today, today the anchor', () => {
    expect(approvalEffect({ payment: { ...checkoutCharge, kind: 'subscription', method: 'pix', card: null }, current: null, accountBlocked: false, today: '2026-01-31', now: 'now' })).toEqual({
      kind: 'activate',
      create: true,
      state: {
        status: 'active',
        productId: 3,
        pendingProductId: null,
        cancelAtPeriodEnd: false,
        startedAt: 'now',
        currentPeriodStart: '2026-01-31',
        currentPeriodEnd: '2026-02-27',
        billingAnchorDay: 31,
        paymentMethod: 'pix',
        card: null,
      },
      accountPayment: 'OP',
    });
  });

  it('continues the period of a past-due subscription that is not blocked (same anchor, same start)', () => {
    const effect = approvalEffect({ payment: checkoutCharge, current: { ...started, status: 'past_due' }, accountBlocked: false, today: '2026-03-31', now: 'now' });
    expect(effect).toMatchObject({
      kind: 'activate',
      create: false,
      state: { startedAt: '2026-01-01', currentPeriodStart: '2026-03-31', currentPeriodEnd: '2026-04-29', billingAnchorDay: 31, card: 'Visa final 4242', productId: 3 },
    });
  });

  it('starts anew today for a blocked account or an expired subscription', () => {
    const fresh = { startedAt: 'now', currentPeriodStart: '2026-04-10', currentPeriodEnd: '2026-05-09', billingAnchorDay: 10 };
    expect(approvalEffect({ payment: checkoutCharge, current: { ...started, status: 'past_due' }, accountBlocked: true, today: '2026-04-10', now: 'now' })).toMatchObject({ state: fresh });
    expect(approvalEffect({ payment: checkoutCharge, current: { ...started, status: 'expired' }, accountBlocked: false, today: '2026-04-10', now: 'now' })).toMatchObject({ state: fresh });
  });

  it('refunds a checkout charge when the subscription is already paid up to today', () => {
    expect(approvalEffect({ payment: checkoutCharge, current: started, accountBlocked: false, today: '2026-03-30', now: 'now' })).toEqual({ kind: 'refund' });
  });

  it('renews into the next period with the payment\'s product, the scheduled change done', () => {
    const renewal = { kind: 'renewal', productId: 1, method: 'credit_card', card: 'Visa final 4242', renewsPeriodEnd: '2026-03-30' } as const;
    expect(approvalEffect({ payment: renewal, current: { ...started, pendingProductId: 1 }, accountBlocked: false, today: '2026-03-30', now: 'now' })).toEqual({
      kind: 'renew',
      changes: { status: 'active', productId: 1, pendingProductId: null, currentPeriodStart: '2026-03-31', currentPeriodEnd: '2026-04-29', billingAnchorDay: 31 },
      accountPayment: 'OP',
    });
    expect(approvalEffect({ payment: { ...renewal, renewsPeriodEnd: '2026-02-27' }, current: started, accountBlocked: false, today: '2026-03-30', now: 'now' })).toEqual({ kind: 'refund' });
  });

  it('switches the product of an active subscription at an approved upgrade; refunds it otherwise', () => {
    const upgrade = { kind: 'upgrade', productId: 3, method: 'credit_card', card: 'Visa final 4242', renewsPeriodEnd: null } as const;
    expect(approvalEffect({ payment: upgrade, current: started, accountBlocked: false, today: '2026-03-16', now: 'now' })).toEqual({
      kind: 'upgrade',
      changes: { productId: 3, pendingProductId: null },
      accountPayment: null,
    });
    expect(approvalEffect({ payment: upgrade, current: { ...started, status: 'canceled' }, accountBlocked: false, today: '2026-03-16', now: 'now' })).toEqual({ kind: 'refund' });
  });
});

describe('declineEffect', () => {
  it('makes an active subscription past due when the renewal of its period is declined; nothing else', () => {
    expect(declineEffect({ kind: 'renewal', renewsPeriodEnd: '2026-03-30' }, march)).toEqual({ status: 'past_due' });
    expect(declineEffect({ kind: 'renewal', renewsPeriodEnd: '2026-02-27' }, march)).toBeNull();
    expect(declineEffect({ kind: 'upgrade', renewsPeriodEnd: null }, march)).toBeNull();
    expect(declineEffect({ kind: 'renewal', renewsPeriodEnd: '2026-03-30' }, withStatus('canceled'))).toBeNull();
  });
});

describe('nextCharge', () => {
  it('charges an active subscription on its last paid day, the scheduled product\'s price when a change waits', () => {
    expect(nextCharge(march, equipe3, null)).toEqual({ date: '2026-03-30', amountCents: 21990 });
    expect(nextCharge(march, equipe3, individual)).toEqual({ date: '2026-03-30', amountCents: 8990 });
  });

  it('charges nothing once canceled, past due or expired', () => {
    expect(nextCharge(withStatus('canceled', { cancelAtPeriodEnd: true }), equipe3, null)).toBeNull();
    expect(nextCharge(withStatus('past_due'), equipe3, null)).toBeNull();
    expect(nextCharge(withStatus('expired'), equipe3, null)).toBeNull();
  });
});

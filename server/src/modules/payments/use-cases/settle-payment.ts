/**
 * Settling a charge: the one place where a provider outcome (from `createCharge`'s answer
 * or from a webhook) changes a payment and, through it, the subscription and the account.
 *
 * A pending payment becomes approved or declined exactly once (a conditional update; the
 * second caller finds it settled and changes nothing: "applied once"). In the same
 * transaction an approval applies its effect, by kind:
 *
 * - `subscription` / `reactivation` (checkout): the subscription becomes active for a new
 *   paid period (created when the account had none), with the payment's product and
 *   card; the account becomes OP. The period continues the previous one (starts the day
 *   after `current_period_end`) unless the account is blocked or the subscription
 *   expired: then it starts today and today becomes the billing anchor.
 * - `renewal`: the period it renews (`renews_period_end`) is followed by the next one,
 *   with the payment's product (a scheduled downgrade takes effect here); status active,
 *   account OP.
 * - `upgrade`: the subscription switches to the payment's product at once.
 *
 * The decisions (what an approval or a decline changes, when it is refunded) are the
 * domain's (src/domain/subscription/lifecycle.ts); the fake back end runs this module too.
 *
 * An approval that no longer has anything to pay for (the subscription was paid, renewed
 * or canceled meanwhile) is refunded: status `refunded` and `refundCharge` at the provider.
 * A declined renewal makes the subscription `past_due` (the account stays OP until the
 * billing job blocks it after the period and the grace days); other declines change nothing.
 */
import type { PaymentRow, SubscriptionRow } from '../../../db/schema';
import { isoDateInZone } from '../../../lib/dates';
import { approvalEffect, declineEffect, type SettledCharge } from '../../../../../src/domain/subscription/lifecycle';
import type { ChargeOutcome } from '../../../payments/provider';
import type { SubscriptionState } from '../repositories/subscriptions.repository';
import type { BillingDeps } from './payments-deps';
import type { BillingStore } from './billing-store';

/** A final outcome of a charge. */
export type FinalOutcome = { status: 'approved' } | { status: 'declined'; failureMessage: string };

/** What {@link settlePayment} did. */
export interface SettleResult {
  /** True when this call moved the payment out of `pending` (false: already settled, or unknown). */
  applied: boolean;
  /** The payment as stored afterwards (undefined for an unknown reference). */
  payment: PaymentRow | undefined;
}

type Effect = 'done' | 'refund';

/** The card columns a subscription keeps of the payment that activated it. */
type SavedCardColumns = Pick<SubscriptionState, 'cardToken' | 'cardBrand' | 'cardLast4'>;

/** The facts of a stored payment the domain's settlement rules read. */
function settledCharge(payment: PaymentRow): SettledCharge<SavedCardColumns> {
  return {
    kind: payment.kind,
    productId: payment.productId,
    method: payment.method,
    card: { cardToken: payment.cardToken, cardBrand: payment.cardBrand, cardLast4: payment.cardLast4 },
    renewsPeriodEnd: payment.renewsPeriodEnd,
  };
}

/** The effect of an approved charge (the domain's `approvalEffect` decides; this stores it). */
async function approve(tx: BillingStore, payment: PaymentRow, now: Date, reason: string): Promise<Effect> {
  const account = await tx.accounts.findAccountById(payment.accountId);
  if (!account && (payment.kind === 'subscription' || payment.kind === 'reactivation')) return 'refund';
  const current = (await tx.findSubscriptionByAccount(payment.accountId, { forUpdate: true })) ?? null;
  const effect = approvalEffect({ payment: settledCharge(payment), current, accountBlocked: account?.payment === 'BL', today: isoDateInZone(now), now });
  if (effect.kind === 'refund') return 'refund';
  const change = { reason, at: now, paymentId: payment.id };
  if (effect.kind === 'upgrade') {
    await tx.updateSubscription(current as SubscriptionRow, effect.changes, change);
    return 'done';
  }
  let subscriptionId: number;
  if (effect.kind === 'activate') {
    const { card, ...rest } = effect.state;
    const state: SubscriptionState = { ...rest, cardToken: card?.cardToken ?? null, cardBrand: card?.cardBrand ?? null, cardLast4: card?.cardLast4 ?? null };
    const subscription = current ? await tx.updateSubscription(current, state, change) : await tx.createSubscription(payment.accountId, state, change);
    subscriptionId = subscription.id;
  } else {
    await tx.updateSubscription(current as SubscriptionRow, effect.changes, change);
    subscriptionId = (current as SubscriptionRow).id;
  }
  await tx.setAccountPayment(payment.accountId, effect.accountPayment, { ...change, subscriptionId });
  return 'done';
}

/** The effect of a declined charge (the domain's `declineEffect`: only a renewal changes the subscription, → past_due). */
async function decline(tx: BillingStore, payment: PaymentRow, now: Date, reason: string): Promise<void> {
  if (payment.kind !== 'renewal') return;
  const current = (await tx.findSubscriptionByAccount(payment.accountId, { forUpdate: true })) ?? null;
  const changes = declineEffect(settledCharge(payment), current);
  if (current && changes) await tx.updateSubscription(current, changes, { reason, at: now, paymentId: payment.id });
}

/**
 * Settles a pending payment inside the caller's transaction (the account row must be
 * locked by the caller): the conditional transition and, when it happened, the effect.
 * @returns whether this call applied the outcome, and whether the provider must refund
 *   the charge after the commit.
 */
export async function settleWithin(
  tx: BillingStore,
  paymentId: number,
  outcome: FinalOutcome,
  reason: string,
  now: Date,
): Promise<{ applied: boolean; refund: boolean; completed: boolean }> {
  const settled = await tx.transitionPayment(paymentId, ['pending'], outcome.status, {
    reason,
    at: now,
    ...(outcome.status === 'approved' ? { paidAt: now, failureMessage: null } : { failureMessage: outcome.failureMessage }),
  });
  if (!settled) return { applied: false, refund: false, completed: false };
  if (outcome.status === 'declined') {
    await decline(tx, settled, now, reason);
    return { applied: true, refund: false, completed: false };
  }
  const effect = await approve(tx, settled, now, reason);
  if (effect === 'refund') {
    await tx.transitionPayment(settled.id, ['approved'], 'refunded', {
      reason: 'Estornado: a assinatura já estava paga ou mudou antes da aprovação.',
      at: now,
    });
  }
  const checkout = settled.kind === 'subscription' || settled.kind === 'reactivation';
  return { applied: true, refund: effect === 'refund', completed: checkout && effect === 'done' };
}

/**
 * Tells the conversion tracking (spec point 7 "Third party") that a subscription was
 * completed by this payment, after the commit. Never fails the caller: a problem is logged
 * (the broker's payment does not depend on tracking).
 */
export async function announceCompletedSubscription(deps: Pick<BillingDeps, 'conversions' | 'log'>, paymentId: number): Promise<void> {
  if (!deps.conversions) return;
  try {
    await deps.conversions.subscriptionCompleted(paymentId);
  } catch (error) {
    deps.log.warn({ err: error, paymentId }, 'evento de conversão não enfileirado / conversion event not queued');
  }
}

/** Asks the provider to refund a charge; a failure is logged (the payment already says `refunded`). */
export async function refundAtProvider(deps: Pick<BillingDeps, 'provider' | 'log'>, reference: string): Promise<void> {
  await deps.provider.refundCharge(reference).catch((error: unknown) => {
    deps.log.error({ err: error, reference }, 'estorno falhou no provedor / provider refund failed');
  });
}

/**
 * Applies a final outcome to the pending payment with this reference (see the module notes).
 * Runs in its own transaction, the account row locked first (the same order as every other
 * change of the account, so concurrent changes queue instead of deadlocking). A refund due
 * is asked from the provider after the commit.
 *
 * @param reason pt-BR, for the history rows (e.g. "Aprovado pelo provedor (webhook evt_…).").
 */
export async function settlePayment(deps: BillingDeps, reference: string, outcome: FinalOutcome, reason: string): Promise<SettleResult> {
  const found = await deps.store.findPaymentByReference(reference);
  if (!found) return { applied: false, payment: undefined };
  const now = deps.clock();
  const result = await deps.store.transaction(async (tx) => {
    await tx.accounts.lockAccount(found.accountId);
    return settleWithin(tx, found.id, outcome, reason, now);
  });
  if (result.refund) await refundAtProvider(deps, reference);
  if (result.completed) await announceCompletedSubscription(deps, found.id);
  return { applied: result.applied, payment: await deps.store.findPaymentById(found.id) };
}

/**
 * Charges a stored pending payment at the provider and applies the answer: a final one
 * through {@link settlePayment}; a pending one keeps the payment pending (with the PIX or
 * boleto instructions recorded) until the webhook. Amount 0 (a proration that rounds to
 * nothing) is approved without calling the provider.
 *
 * @returns the payment afterwards and the instructions to show (PIX/boleto), if any.
 * @throws PaymentProviderUnavailableError when the provider cannot be reached (the payment stays pending).
 */
export async function chargePayment(
  deps: BillingDeps,
  payment: PaymentRow,
  description: string,
): Promise<{ payment: PaymentRow; instructions: string | null }> {
  const outcome: ChargeOutcome =
    payment.amountCents === 0
      ? { status: 'approved' }
      : await deps.provider.createCharge({
          reference: payment.providerReference,
          amountCents: payment.amountCents,
          method: payment.method,
          cardToken: payment.cardToken,
          description,
        });
  if (outcome.status === 'pending') {
    if (outcome.instructions) {
      await deps.store.recordPaymentInstructions(payment.id, outcome.instructions, {
        reason: payment.method === 'pix' ? 'Código PIX gerado pelo provedor.' : 'Boleto gerado pelo provedor.',
        at: deps.clock(),
      });
    }
    return { payment: (await deps.store.findPaymentById(payment.id)) ?? payment, instructions: outcome.instructions };
  }
  const reason = outcome.status === 'approved' ? 'Aprovado pelo provedor.' : `Recusado pelo provedor: ${outcome.failureMessage}`;
  const settled = await settlePayment(deps, payment.providerReference, outcome, reason);
  return { payment: settled.payment ?? payment, instructions: null };
}

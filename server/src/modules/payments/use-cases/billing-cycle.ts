/**
 * Use case: one run of the billing job for the Brasília day of `now` (the job calls it
 * every `PAYMENT_JOB_INTERVAL_SECONDS`; tests call it with any instant).
 *
 * 1. Renewals: every `active` subscription not canceled whose `current_period_end` is today
 *    or earlier is charged once for the next period: the pending product if a change is
 *    scheduled, else the current one; with the saved card (or a new PIX/boleto charge for
 *    subscriptions paid that way). The charge is stored first under the idempotency key
 *    `renewal:<subscription id>:<period end>`, so the same period is never charged twice,
 *    whatever the number of runs (same day, or two processes at once). An approval extends
 *    the period by one month (billing-rules.ts) and keeps OP; a decline makes it `past_due`
 *    (no automatic retry: the broker pays through checkout).
 * 2. Lapses, with `PAYMENT_GRACE_DAYS` = g: an `active` or `past_due` subscription whose
 *    `current_period_end` + g is before today is unpaid → `past_due` and the account BL; a
 *    `canceled` one whose period ended → `expired` and BL. Accounts with `without_pay` are
 *    never blocked.
 *
 * Idempotent: each step changes only what still matches its condition, and history rows
 * are written only for real changes.
 */
import type { SubscriptionRow } from '../../../db/schema';
import { addDays, isoDateInZone } from '../../../lib/dates';
import { isPastGrace } from '../../../payments/billing-rules';
import { PaymentProviderUnavailableError } from '../../../payments/provider';
import { chargeDescription, newPaymentReference } from './checkout';
import { PAYMENT_MESSAGES } from '../../../../../src/domain/subscription/messages';
import type { BillingDeps } from './payments-deps';
import { chargePayment, settlePayment } from './settle-payment';

/** What one run did (for the log and the tests). */
export interface BillingCycleSummary {
  /** The Brasília day the run worked on. */
  day: string;
  /** Renewal charges made by this run. */
  charged: number;
  renewed: number;
  declined: number;
  /** Still pending at the provider (PIX, boleto, delayed card); settled by the webhook. */
  pending: number;
  /** Accounts moved to BL. */
  blocked: number;
  /** Canceled subscriptions moved to expired. */
  expired: number;
  /** Renewals whose charge could not reach the provider (the payment stays pending). */
  failed: number;
}

/** Charges the renewal of one subscription, unless this period was already charged. */
async function renewOne(deps: BillingDeps, due: SubscriptionRow, now: Date, today: string, summary: BillingCycleSummary): Promise<void> {
  const prepared = await deps.store.transaction(async (tx) => {
    await tx.accounts.lockAccount(due.accountId);
    const current = await tx.findSubscriptionByAccount(due.accountId, { forUpdate: true });
    if (!current || current.status !== 'active' || current.cancelAtPeriodEnd || current.currentPeriodEnd > today) return null;
    const product = await tx.findProductById(current.pendingProductId ?? current.productId);
    if (!product) throw new Error(`product ${current.pendingProductId ?? current.productId} does not exist`);
    const card = current.paymentMethod === 'credit_card';
    const payment = await tx.insertPayment(
      {
        accountId: current.accountId,
        productId: product.id,
        amountCents: product.priceCents,
        method: current.paymentMethod,
        status: 'pending',
        kind: 'renewal',
        providerReference: newPaymentReference(),
        idempotencyKey: `renewal:${current.id}:${current.currentPeriodEnd}`,
        renewsPeriodEnd: current.currentPeriodEnd,
        cardLabel: card && current.cardLast4 ? `${current.cardBrand ?? 'Cartão'} final ${current.cardLast4}` : null,
        cardBrand: card ? current.cardBrand : null,
        cardLast4: card ? current.cardLast4 : null,
        cardToken: card ? current.cardToken : null,
        createdByUserId: null,
        createdAt: now,
      },
      { reason: `Renovação automática do período que termina em ${current.currentPeriodEnd}.`, at: now },
    );
    return payment ? { payment, product } : null;
  });
  if (!prepared) return;
  summary.charged += 1;
  const { payment, product } = prepared;
  if (payment.method === 'credit_card' && !payment.cardToken) {
    await settlePayment(deps, payment.providerReference, { status: 'declined', failureMessage: PAYMENT_MESSAGES.noSavedCard }, PAYMENT_MESSAGES.noSavedCard);
    summary.declined += 1;
    return;
  }
  try {
    const charged = await chargePayment(deps, payment, chargeDescription(product, 'renewal'));
    if (charged.payment.status === 'approved') summary.renewed += 1;
    else if (charged.payment.status === 'declined') summary.declined += 1;
    else if (charged.payment.status === 'pending') summary.pending += 1;
  } catch (error) {
    if (!(error instanceof PaymentProviderUnavailableError)) throw error;
    summary.failed += 1;
    deps.log.warn({ err: error, reference: payment.providerReference }, 'renovação sem resposta do provedor / renewal charge unanswered');
  }
}

/** Blocks (and expires) one lapsed subscription, if it still is lapsed. */
async function lapseOne(deps: BillingDeps, seen: SubscriptionRow, now: Date, today: string, summary: BillingCycleSummary): Promise<void> {
  await deps.store.transaction(async (tx) => {
    await tx.accounts.lockAccount(seen.accountId);
    const current = await tx.findSubscriptionByAccount(seen.accountId, { forUpdate: true });
    const account = await tx.accounts.findAccountById(seen.accountId);
    if (!current || !account || account.withoutPay) return;
    if (current.status === 'canceled' && current.currentPeriodEnd < today) {
      const change = { reason: `Assinatura cancelada: o período terminou em ${current.currentPeriodEnd}.`, at: now };
      await tx.updateSubscription(current, { status: 'expired' }, change);
      summary.expired += 1;
      if (await tx.setAccountPayment(current.accountId, 'BL', { ...change, subscriptionId: current.id })) summary.blocked += 1;
      return;
    }
    if ((current.status === 'active' || current.status === 'past_due') && isPastGrace(current.currentPeriodEnd, today, deps.graceDays)) {
      const change = {
        reason: `Período terminado em ${current.currentPeriodEnd} sem pagamento (carência de ${deps.graceDays} dia${deps.graceDays === 1 ? '' : 's'}).`,
        at: now,
      };
      await tx.updateSubscription(current, { status: 'past_due' }, change);
      if (await tx.setAccountPayment(current.accountId, 'BL', { ...change, subscriptionId: current.id })) summary.blocked += 1;
    }
  });
}

/** Runs the billing cycle for the day of `now` (see the module notes). Safe to run any number of times. */
export async function runBillingCycle(billing: BillingDeps, now: Date): Promise<BillingCycleSummary> {
  // The whole run sees one instant: settlements and history rows are dated `now`.
  const deps: BillingDeps = { ...billing, clock: () => now };
  const today = isoDateInZone(now);
  const summary: BillingCycleSummary = { day: today, charged: 0, renewed: 0, declined: 0, pending: 0, blocked: 0, expired: 0, failed: 0 };
  for (const due of await deps.store.listRenewalsDue(today)) await renewOne(deps, due, now, today, summary);
  for (const { subscription } of await deps.store.listLapsed(today, addDays(today, -deps.graceDays))) {
    await lapseOne(deps, subscription, now, today, summary);
  }
  return summary;
}

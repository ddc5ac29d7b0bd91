/**
 * Use cases: change of product, cancellation and reactivation of the caller's account's
 * subscription (`POST /api/payments/change-product/`, `/cancel/`, `/reactivate/`). All
 * need the admin role of the account (or being its principal user) and answer the plan
 * information afterwards.
 *
 * The decisions (refusals, what changes) are the domain's (src/domain/subscription/lifecycle.ts);
 * this module reads, locks, stores and charges (the fake back end runs it too).
 *
 * Change of product (only for an `active` subscription):
 * - to a more expensive product (upgrade), paid with the saved card: the price difference
 *   for the days left of the period is charged now (`prorate`, src/domain/subscription/proration.ts: the SPA previews with the same function); the product
 *   changes when the charge is approved (at once for a card, or through the webhook);
 * - to a cheaper product (downgrade), or an upgrade of a subscription paid by PIX/boleto
 *   (no card to charge now): scheduled as `pending_product`, applied (and charged) at the
 *   renewal;
 * - to the current product while a change is scheduled: the scheduled change is undone;
 * - refused (400 under `product_id`) when the product has fewer seats than the account's users.
 *
 * Cancellation: at the period end. Status `canceled`, `cancel_at_period_end` true, access
 * (payment OP) until `current_period_end`; the billing job then expires it and blocks the
 * account. Reactivation undoes it while the period lasts.
 */
import { isoDateInZone } from '../../../lib/dates';
import { cancellation, productChange, reactivation, type LifecycleRefusal } from '../../../../../src/domain/subscription/lifecycle';
import { PaymentProviderUnavailableError } from '../../../payments/provider';
import { canManageSubscription } from '../../../../../src/domain/permissions';
import type { SubscriptionRow, UserRow } from '../../../db/schema';
import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { chargeDescription, newPaymentReference, productForSale, type FieldErrors } from './checkout';
import { PAYMENT_MESSAGES } from '../../../../../src/domain/subscription/messages';
import type { BillingDeps } from './payments-deps';
import { loadPlanInfo, type PlanInfo } from './plan-info';
import { chargePayment } from './settle-payment';
import type { BillingStore } from './billing-store';

/**
 * - `ok`: the plan afterwards.
 * - `invalid`: `product_id` errors (unknown, not on sale, same product, too few seats).
 * - `forbidden`: not an admin of the account.
 * - `conflict`: the subscription is not in a state that allows it (message in pt-BR).
 * - `declined`: the upgrade charge was refused (recorded; nothing else changed).
 * - `unavailable`: the provider could not be reached.
 */
export type ManageResult =
  | { kind: 'ok'; plan: PlanInfo }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'forbidden' }
  | { kind: 'conflict'; message: string }
  | { kind: 'declined'; message: string }
  | { kind: 'unavailable' };

/** The caller's user row and subscription, if it may manage its account's subscription. */
async function manager(deps: BillingDeps, caller: AuthenticatedUser): Promise<{ user: UserRow; subscription: SubscriptionRow | undefined } | null> {
  const [user, account] = await Promise.all([deps.store.accounts.findUserById(caller.id), deps.store.accounts.findAccountById(caller.accountId)]);
  if (!user || !account || (!canManageSubscription(caller.roles) && account.principalUserId !== caller.id)) return null;
  return { user, subscription: await deps.store.findSubscriptionByAccount(caller.accountId) };
}

/** Thrown inside a transaction when the subscription changed since it was read. */
class Changed extends Error {}

/** Thrown inside the upgrade's transaction when another upgrade charge of the account is still pending. */
class UpgradePending extends Error {}

/** Re-reads the subscription locked and checks it is still the one decided on. */
async function lockedSame(tx: BillingStore, seen: SubscriptionRow): Promise<SubscriptionRow> {
  await tx.accounts.lockAccount(seen.accountId);
  const current = await tx.findSubscriptionByAccount(seen.accountId, { forUpdate: true });
  if (
    !current ||
    current.status !== seen.status ||
    current.productId !== seen.productId ||
    current.pendingProductId !== seen.pendingProductId ||
    current.currentPeriodEnd !== seen.currentPeriodEnd
  ) {
    throw new Changed();
  }
  return current;
}

const plan = async (deps: BillingDeps, user: UserRow): Promise<ManageResult> => ({ kind: 'ok', plan: await loadPlanInfo(deps.store, user.accountId, user.email) });

/** A domain refusal as this use case answers it (`product_id` is the wire's field). */
function refused(refusal: LifecycleRefusal): ManageResult {
  return refusal.kind === 'conflict' ? refusal : { kind: 'invalid', errors: { product_id: [refusal.message] } };
}

/** Changes the product of the caller's account's subscription (see the module notes; the decision is the domain's `productChange`). */
export async function changeProduct(deps: BillingDeps, caller: AuthenticatedUser, productId: number): Promise<ManageResult> {
  const who = await manager(deps, caller);
  if (!who) return { kind: 'forbidden' };
  const chosen = await productForSale(deps.store, productId);
  if ('errors' in chosen) return { kind: 'invalid', errors: chosen.errors };
  const subscription = who.subscription;
  const now = deps.clock();
  const today = isoDateInZone(now);
  const target = chosen.product;
  const current = subscription ? await deps.store.findProductById(subscription.productId) : undefined;
  if (subscription && !current) throw new Error(`product ${subscription.productId} does not exist`);
  const decision = productChange({
    subscription: subscription ?? null,
    current: current ?? target,
    target,
    usersCount: subscription ? await deps.store.accounts.countAccountUsers(subscription.accountId) : 0,
    hasSavedCard: subscription?.paymentMethod === 'credit_card' && subscription.cardToken !== null,
    today,
  });
  if (decision.kind === 'conflict' || decision.kind === 'invalid-product') return refused(decision);
  if (!subscription || !current) throw new Error('a product change was decided without a subscription');

  try {
    if (decision.kind === 'undo-scheduled') {
      await deps.store.transaction(async (tx) => {
        const locked = await lockedSame(tx, subscription);
        await tx.updateSubscription(locked, decision.changes, { reason: `Troca de plano agendada desfeita por ${who.user.username}.`, at: now });
      });
      return plan(deps, who.user);
    }
    if (decision.kind === 'schedule') {
      await deps.store.transaction(async (tx) => {
        const locked = await lockedSame(tx, subscription);
        await tx.updateSubscription(
          locked,
          decision.changes,
          { reason: `Troca para ${target.name} agendada para a renovação por ${who.user.username}.`, at: now },
        );
      });
      return plan(deps, who.user);
    }

    const { proration } = decision;
    const payment = await deps.store.transaction(async (tx) => {
      const locked = await lockedSame(tx, subscription);
      // A double submit: the first upgrade's charge is still on its way (one charge, not two).
      if (await tx.findPendingPayment(locked.accountId, ['upgrade'])) throw new UpgradePending();
      const row = await tx.insertPayment(
        {
          accountId: locked.accountId,
          productId: target.id,
          amountCents: proration.amountCents,
          method: 'credit_card',
          status: 'pending',
          kind: 'upgrade',
          providerReference: newPaymentReference(),
          cardLabel: `${locked.cardBrand ?? 'Cartão'} final ${locked.cardLast4 ?? '????'}`,
          cardBrand: locked.cardBrand,
          cardLast4: locked.cardLast4,
          cardToken: locked.cardToken,
          createdByUserId: caller.id,
          createdAt: now,
        },
        {
          reason: `Troca de ${current.name} para ${target.name}: ${proration.daysLeft} de ${proration.daysInPeriod} dias restantes do período.`,
          at: now,
        },
      );
      if (!row) throw new Error('insertPayment returned no row');
      return row;
    });
    const charged = await chargePayment(deps, payment, chargeDescription(target, 'upgrade'));
    if (charged.payment.status === 'declined') return { kind: 'declined', message: charged.payment.failureMessage ?? PAYMENT_MESSAGES.declined };
    return plan(deps, who.user);
  } catch (error) {
    if (error instanceof Changed) return { kind: 'conflict', message: PAYMENT_MESSAGES.renewalInProgress };
    if (error instanceof UpgradePending) return { kind: 'conflict', message: PAYMENT_MESSAGES.upgradePending };
    if (error instanceof PaymentProviderUnavailableError) return { kind: 'unavailable' };
    throw error;
  }
}

/** Cancels at the period end (idempotent for a subscription already canceled; the decision is the domain's `cancellation`). */
export async function cancelSubscription(deps: BillingDeps, caller: AuthenticatedUser, reason: string | undefined): Promise<ManageResult> {
  const who = await manager(deps, caller);
  if (!who) return { kind: 'forbidden' };
  const subscription = who.subscription;
  const decision = cancellation(subscription ?? null);
  if (decision.kind === 'unchanged') return plan(deps, who.user);
  if (decision.kind !== 'change') return refused(decision);
  if (!subscription) throw new Error('a cancellation was decided without a subscription');
  const now = deps.clock();
  const said = reason?.trim();
  try {
    await deps.store.transaction(async (tx) => {
      const locked = await lockedSame(tx, subscription);
      await tx.updateSubscription(locked, decision.changes, {
        reason: `Cancelada por ${who.user.username} (acesso até o fim do período)${said ? `: ${said}` : '.'}`,
        at: now,
      });
    });
  } catch (error) {
    if (error instanceof Changed) return { kind: 'conflict', message: PAYMENT_MESSAGES.renewalInProgress };
    throw error;
  }
  return plan(deps, who.user);
}

/** Undoes a cancellation while the paid period lasts (idempotent for an active subscription; the decision is the domain's `reactivation`). */
export async function reactivateSubscription(deps: BillingDeps, caller: AuthenticatedUser): Promise<ManageResult> {
  const who = await manager(deps, caller);
  if (!who) return { kind: 'forbidden' };
  const subscription = who.subscription;
  const now = deps.clock();
  const decision = reactivation(subscription ?? null, isoDateInZone(now));
  if (decision.kind === 'unchanged') return plan(deps, who.user);
  if (decision.kind !== 'change') return refused(decision);
  if (!subscription) throw new Error('a reactivation was decided without a subscription');
  try {
    await deps.store.transaction(async (tx) => {
      const locked = await lockedSame(tx, subscription);
      const change = { reason: `Reativada por ${who.user.username}.`, at: now };
      await tx.updateSubscription(locked, decision.changes, change);
      if (decision.accountPayment) await tx.setAccountPayment(locked.accountId, decision.accountPayment, { ...change, subscriptionId: locked.id });
    });
  } catch (error) {
    if (error instanceof Changed) return { kind: 'conflict', message: PAYMENT_MESSAGES.renewalInProgress };
    throw error;
  }
  return plan(deps, who.user);
}

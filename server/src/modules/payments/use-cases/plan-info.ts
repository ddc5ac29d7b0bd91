/**
 * Plan information of an account (`GET /api/payments/user?email=` and the answer of every
 * subscription call): payment code, products, subscription, seats, payment history.
 *
 * Who may read it (`getPlanInfoForEmail`): the user itself, an admin of the same account,
 * or a superuser. Anyone else gets `forbidden`, also for an e-mail nobody has, so a
 * stranger cannot probe which e-mails exist; only a superuser is told `not_found`.
 */
import type { PaymentCode, ProductRow, SubscriptionRow } from '../../../db/schema';
import { canManageSubscription } from '../../../../../src/domain/permissions';
import type { PaymentWithProduct } from '../repositories/payments.repository';
import { teamCapacity } from '../../../../../src/domain/accounts/team';
import { planInfoAccess } from '../../../../../src/domain/subscription/plan-info-access';
import { nextCharge } from '../../../../../src/domain/subscription/lifecycle';
import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import type { BillingStore } from './billing-store';

/** The subscription with its products resolved. */
export interface SubscriptionInfo {
  row: SubscriptionRow;
  product: ProductRow;
  pendingProduct: ProductRow | null;
  /** Next automatic charge (domain `nextCharge`: active and not canceled), else null: date = `current_period_end`, amount in cents. */
  nextCharge: { date: string; amountCents: number } | null;
}

/** Everything the plan-info wire shows (see `planInfoWire`). */
export interface PlanInfo {
  email: string;
  payment: PaymentCode;
  paymentExpiratedAt: string | null;
  withoutPay: boolean;
  planId: number | null;
  usersCount: number;
  /** Seats: the product's, or 1 without a subscription (domain `teamCapacity`). */
  totalUsers: number;
  subscription: SubscriptionInfo | null;
  /** Newest first, at most 50. */
  payments: PaymentWithProduct[];
}

/**
 * Loads the plan information of an account.
 * @param email the e-mail the answer names (the user asked about).
 * @throws Error when the account does not exist (callers pass an existing user's account).
 */
export async function loadPlanInfo(store: BillingStore, accountId: number, email: string): Promise<PlanInfo> {
  const account = await store.accounts.findAccountById(accountId);
  if (!account) throw new Error(`account ${accountId} does not exist`);
  const [subscription, usersCount, payments, products] = await Promise.all([
    store.findSubscriptionByAccount(accountId),
    store.accounts.countAccountUsers(accountId),
    store.listAccountPayments(accountId, 50),
    store.productsById(),
  ]);
  let info: SubscriptionInfo | null = null;
  if (subscription) {
    const product = products.get(subscription.productId);
    if (!product) throw new Error(`product ${subscription.productId} does not exist`);
    const pendingProduct = subscription.pendingProductId === null ? null : (products.get(subscription.pendingProductId) ?? null);
    info = { row: subscription, product, pendingProduct, nextCharge: nextCharge(subscription, product, pendingProduct) };
  }
  return {
    email,
    payment: account.payment,
    paymentExpiratedAt: account.paymentExpiratedAt,
    withoutPay: account.withoutPay,
    planId: account.planId,
    usersCount,
    totalUsers: teamCapacity(subscription ? { totalUsers: subscription.totalUsers } : null),
    subscription: info,
    payments,
  };
}

/** `ok` with the information, `forbidden` (403) or `not_found` (404, superusers only). */
export type PlanInfoResult = { kind: 'ok'; info: PlanInfo } | { kind: 'forbidden' } | { kind: 'not_found' };

/** The plan information of the account of the user with `email`, if the caller may read it. */
export async function getPlanInfoForEmail(deps: { store: BillingStore }, caller: AuthenticatedUser, email: string): Promise<PlanInfoResult> {
  const target = await deps.store.accounts.findUserByEmail(email.trim());
  const access = planInfoAccess({ id: caller.id, accountId: caller.accountId, isSuperuser: caller.isSuperuser, isAdmin: canManageSubscription(caller.roles) }, target ?? null);
  if (access !== 'allowed' || !target) return { kind: access === 'not_found' ? 'not_found' : 'forbidden' };
  return { kind: 'ok', info: await loadPlanInfo(deps.store, target.accountId, target.email) };
}

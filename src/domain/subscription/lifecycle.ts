/**
 * The subscription's state machine, as decisions over plain records: what a checkout, a
 * change of product, a cancellation, a reactivation and a settled charge (approved or
 * declined) are refused with, or what they change. The server's payment use cases
 * (server/src/modules/payments/use-cases, which the fake back end runs too:
 * src/infrastructure/fake/subscriptions.fake.ts) call these; they only read the
 * records, store the changes and talk to the payment provider. docs/payments.md tells
 * the rules with examples.
 *
 * States: `active` (paid, renews at the period end), `canceled` (access until the period
 * end, then `expired`), `past_due` (a renewal was declined or not paid), `expired`. Days
 * are Brasília calendar days `YYYY-MM-DD`; money is integer cents. Refusals carry the pt-BR
 * sentence of {@link PAYMENT_MESSAGES}: `conflict` is a 409, `invalid-product` a 400 under
 * the product field.
 */
import { periodAfter, periodStartingOn, type PaidPeriod } from './billing-period';
import { PAYMENT_MESSAGES } from './messages';
import { answerPendingCheckout, type WayOfPaying } from './pending-checkout';
import { prorate, type Proration } from './proration';
import type { PaymentKind, PaymentMethod, SubscriptionStatus } from './types';

/** The stored facts of an account's subscription the rules read. */
export interface SubscriptionRecord {
  status: SubscriptionStatus;
  productId: number;
  /** A change scheduled for the renewal, or null. */
  pendingProductId: number | null;
  cancelAtPeriodEnd: boolean;
  /** First and last day of the paid period, inclusive. */
  currentPeriodStart: string;
  currentPeriodEnd: string;
  /** Day of the month (1–31) the periods start on. */
  billingAnchorDay: number;
}

/** The facts of a product the rules read (cents; seats). */
export interface ProductRecord {
  id: number;
  name: string;
  priceCents: number;
  totalUsers: number;
}

/** A refusal: 409 with a sentence, or 400 under the product field. */
export type LifecycleRefusal = { kind: 'conflict'; message: string } | { kind: 'invalid-product'; message: string };

/** What a cancellation or reactivation changes. */
export interface StatusChange {
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
}

const conflict = (message: string): LifecycleRefusal => ({ kind: 'conflict', message });

/** 400 under the product: the account has more users than the product's seats; null when they fit. */
export function seatsRefusal(usersCount: number, product: ProductRecord): LifecycleRefusal | null {
  return usersCount > product.totalUsers ? { kind: 'invalid-product', message: PAYMENT_MESSAGES.tooManyUsers(usersCount, product.name, product.totalUsers) } : null;
}

/**
 * A checkout's answer before anything is reserved (the server asks the provider for the
 * card's token after it): 409 {@link PAYMENT_MESSAGES.alreadyActive} for an active
 * subscription when the request has no Idempotency-Key (a keyed one may replay a paid
 * charge: {@link checkoutAnswer} decides), then the seats; null to go on.
 */
export function checkoutPrecheck(input: { subscriptionStatus: SubscriptionStatus | null; keyed: boolean; usersCount: number; product: ProductRecord }): LifecycleRefusal | null {
  if (input.subscriptionStatus === 'active' && !input.keyed) return conflict(PAYMENT_MESSAGES.alreadyActive);
  return seatsRefusal(input.usersCount, input.product);
}

/** A stored charge as the checkout rules see it. */
export interface CheckoutCharge extends WayOfPaying {
  productId: number;
}

/** The answer of {@link checkoutAnswer}: refused, an earlier charge answered again, or a new charge of `paymentKind`. */
export type CheckoutAnswer<P> = LifecycleRefusal | { kind: 'replay'; payment: P } | { kind: 'new'; paymentKind: Extract<PaymentKind, 'subscription' | 'reactivation'> };

/**
 * A checkout's answer once the account's records are read (on the server inside the
 * transaction that locked the account):
 * 1. the Idempotency-Key's charge (`keyed`): another product or method → 409
 *    {@link PAYMENT_MESSAGES.idempotencyKeyReused}; else that charge again, whatever it became;
 * 2. an active subscription → 409 {@link PAYMENT_MESSAGES.alreadyActive};
 * 3. a pending checkout charge of the product (`pending`): {@link answerPendingCheckout};
 * 4. a new charge: `reactivation` when the account had a subscription, else `subscription`.
 */
export function checkoutAnswer<P extends CheckoutCharge>(input: {
  keyed: P | null;
  subscriptionStatus: SubscriptionStatus | null;
  pending: P | null;
  asked: { method: PaymentMethod; cardLabel: string | null };
  product: ProductRecord;
}): CheckoutAnswer<P> {
  const { keyed, asked, product } = input;
  if (keyed && (keyed.productId !== product.id || keyed.method !== asked.method)) return conflict(PAYMENT_MESSAGES.idempotencyKeyReused);
  if (keyed) return { kind: 'replay', payment: keyed };
  if (input.subscriptionStatus === 'active') return conflict(PAYMENT_MESSAGES.alreadyActive);
  const answer = answerPendingCheckout(input.pending, asked, product.name);
  if (answer.kind === 'conflict') return conflict(answer.message);
  if (answer.kind === 'replay' && input.pending) return { kind: 'replay', payment: input.pending };
  return { kind: 'new', paymentKind: input.subscriptionStatus === null ? 'subscription' : 'reactivation' };
}

/** The answer of {@link productChange}. */
export type ProductChange =
  | LifecycleRefusal
  /** Keeping the current product while a change is scheduled: the scheduled change is undone. */
  | { kind: 'undo-scheduled'; changes: { pendingProductId: null } }
  /** A downgrade, or an upgrade without a saved card: applied (and charged) at the renewal. */
  | { kind: 'schedule'; changes: { pendingProductId: number } }
  /** An upgrade paid now with the saved card: the prorated difference; the product switches when it is approved. */
  | { kind: 'charge-upgrade'; proration: Proration };

/**
 * A change of product of the account's subscription (`POST /api/payments/change-product/`),
 * the target product being on sale. Only an `active` subscription whose period has not ended
 * (else 409 {@link PAYMENT_MESSAGES.renewalInProgress}: the billing job is renewing it);
 * the current product again → 400 {@link PAYMENT_MESSAGES.sameProduct} unless a change is
 * scheduled (then undone); too few seats → 400; a more expensive product with a saved card
 * → charged now, prorated over the days left ({@link prorate}); otherwise scheduled.
 */
export function productChange(input: {
  subscription: SubscriptionRecord | null;
  current: ProductRecord;
  target: ProductRecord;
  usersCount: number;
  /** Whether the subscription has a card to charge now (paid by card, token saved). */
  hasSavedCard: boolean;
  today: string;
}): ProductChange {
  const { subscription, current, target, today } = input;
  if (!subscription) return conflict(PAYMENT_MESSAGES.noSubscription);
  if (subscription.status !== 'active') return conflict(PAYMENT_MESSAGES.notActive);
  if (subscription.currentPeriodEnd < today) return conflict(PAYMENT_MESSAGES.renewalInProgress);
  if (target.id === current.id) {
    if (subscription.pendingProductId === null) return { kind: 'invalid-product', message: PAYMENT_MESSAGES.sameProduct };
    return { kind: 'undo-scheduled', changes: { pendingProductId: null } };
  }
  const seats = seatsRefusal(input.usersCount, target);
  if (seats) return seats;
  if (target.priceCents <= current.priceCents || !input.hasSavedCard) return { kind: 'schedule', changes: { pendingProductId: target.id } };
  const proration = prorate({
    oldPriceCents: current.priceCents,
    newPriceCents: target.priceCents,
    periodStart: subscription.currentPeriodStart,
    periodEnd: subscription.currentPeriodEnd,
    today,
  });
  return { kind: 'charge-upgrade', proration };
}

/** The answer of a cancellation or reactivation: refused, answered as it is (idempotent), or the change. */
export type StatusDecision = LifecycleRefusal | { kind: 'unchanged' } | { kind: 'change'; changes: StatusChange; accountPayment: 'OP' | null };

/**
 * A cancellation (`POST /api/payments/cancel/`): at the period end. An `active` or
 * `past_due` subscription becomes `canceled` with `cancelAtPeriodEnd` (access until the
 * period end; the billing job then expires it); canceling again answers the same; anything
 * else → 409 {@link PAYMENT_MESSAGES.cannotCancel}.
 */
export function cancellation(subscription: SubscriptionRecord | null): StatusDecision {
  if (subscription?.status === 'canceled') return { kind: 'unchanged' };
  if (!subscription || (subscription.status !== 'active' && subscription.status !== 'past_due')) return conflict(PAYMENT_MESSAGES.cannotCancel);
  return { kind: 'change', changes: { status: 'canceled', cancelAtPeriodEnd: true }, accountPayment: null };
}

/**
 * A reactivation (`POST /api/payments/reactivate/`): undoes a cancellation while the paid
 * period lasts (status `active`, the account OP). Active already: answered as it is;
 * `past_due` → 409 {@link PAYMENT_MESSAGES.reactivatePastDue}; expired or its period over →
 * 409 {@link PAYMENT_MESSAGES.cannotReactivate}; none → 409 {@link PAYMENT_MESSAGES.noSubscription}.
 */
export function reactivation(subscription: SubscriptionRecord | null, today: string): StatusDecision {
  if (!subscription) return conflict(PAYMENT_MESSAGES.noSubscription);
  if (subscription.status === 'active') return { kind: 'unchanged' };
  if (subscription.status === 'past_due') return conflict(PAYMENT_MESSAGES.reactivatePastDue);
  if (subscription.status === 'expired' || subscription.currentPeriodEnd < today) return conflict(PAYMENT_MESSAGES.cannotReactivate);
  return { kind: 'change', changes: { status: 'active', cancelAtPeriodEnd: false }, accountPayment: 'OP' };
}

/** A charge being settled, as the settlement rules see it; `card` is whatever the back end keeps of the card (null for PIX/boleto). */
export interface SettledCharge<C> {
  kind: PaymentKind;
  productId: number;
  method: PaymentMethod;
  card: C | null;
  /** The period end a renewal pays for (null for other kinds). */
  renewsPeriodEnd: string | null;
}

/** The state an approved checkout gives the subscription (created, or replacing the stored one). */
export interface ActivatedSubscription<C, T> {
  status: 'active';
  productId: number;
  pendingProductId: null;
  cancelAtPeriodEnd: false;
  startedAt: T;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  billingAnchorDay: number;
  paymentMethod: PaymentMethod;
  /** The payment's card becomes the saved card; null when paid by PIX or boleto. */
  card: C | null;
}

/** The renewal's changes to the subscription. */
export interface RenewalChanges {
  status: 'active';
  productId: number;
  pendingProductId: number | null;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  billingAnchorDay: number;
}

/**
 * What an approval does, by kind of charge:
 * - `refund`: nothing left to pay for (the subscription was paid, renewed or canceled
 *   meanwhile): the payment becomes `refunded` and the provider refunds it;
 * - `activate` (checkout): the subscription's whole state (`create` when the account had none);
 * - `renew`: the next period, with the payment's product;
 * - `upgrade`: the product switches at once.
 * `accountPayment`: the account's payment code afterwards (OP), or null when unchanged.
 */
export type ApprovalEffect<C, T> =
  | { kind: 'refund' }
  | { kind: 'activate'; create: boolean; state: ActivatedSubscription<C, T>; accountPayment: 'OP' }
  | { kind: 'renew'; changes: RenewalChanges; accountPayment: 'OP' }
  | { kind: 'upgrade'; changes: { productId: number; pendingProductId: null }; accountPayment: null };

/**
 * The effect of an approved charge (`payment`) on the account's subscription (`current`,
 * with its `startedAt` as the back end keeps it), given whether the account is blocked (BL)
 * and the instant `now` (its Brasília day `today`):
 * - checkout (`subscription` / `reactivation`): refunded when the subscription is active and
 *   paid up to today or later; else active for a new paid period — continuing the previous
 *   one (starting the day after its end, same anchor, same `startedAt`) unless the account is
 *   blocked or the subscription expired: then starting today, today the new anchor, `startedAt`
 *   = now;
 * - `renewal`: refunded unless the subscription is active or past due and still ends on the
 *   day the renewal pays for; the next period (or, for a blocked account, one starting today),
 *   the payment's product, a scheduled change to that product done;
 * - `upgrade`: refunded unless active; the payment's product, nothing scheduled.
 */
export function approvalEffect<C, T>(input: {
  payment: SettledCharge<C>;
  current: (SubscriptionRecord & { startedAt: T }) | null;
  accountBlocked: boolean;
  today: string;
  now: T;
}): ApprovalEffect<C, T> {
  const { payment, current, accountBlocked, today } = input;
  if (payment.kind === 'upgrade') {
    if (!current || current.status !== 'active') return { kind: 'refund' };
    return { kind: 'upgrade', changes: { productId: payment.productId, pendingProductId: null }, accountPayment: null };
  }
  if (payment.kind === 'renewal') {
    if (!current || current.currentPeriodEnd !== payment.renewsPeriodEnd || (current.status !== 'active' && current.status !== 'past_due')) return { kind: 'refund' };
    const period: PaidPeriod = accountBlocked ? periodStartingOn(today) : periodAfter(current.currentPeriodEnd, current.billingAnchorDay);
    return {
      kind: 'renew',
      changes: {
        status: 'active',
        productId: payment.productId,
        pendingProductId: current.pendingProductId === payment.productId ? null : current.pendingProductId,
        currentPeriodStart: period.start,
        currentPeriodEnd: period.end,
        billingAnchorDay: period.anchorDay,
      },
      accountPayment: 'OP',
    };
  }
  if (current && current.status === 'active' && current.currentPeriodEnd >= today) return { kind: 'refund' };
  const continuous = current !== null && current.status !== 'expired' && !accountBlocked;
  const period = continuous ? periodAfter(current.currentPeriodEnd, current.billingAnchorDay) : periodStartingOn(today);
  return {
    kind: 'activate',
    create: current === null,
    state: {
      status: 'active',
      productId: payment.productId,
      pendingProductId: null,
      cancelAtPeriodEnd: false,
      startedAt: continuous ? current.startedAt : input.now,
      currentPeriodStart: period.start,
      currentPeriodEnd: period.end,
      billingAnchorDay: period.anchorDay,
      paymentMethod: payment.method,
      card: payment.method === 'credit_card' ? payment.card : null,
    },
    accountPayment: 'OP',
  };
}

/**
 * The effect of a declined charge: only a renewal of the period the subscription is still
 * in, while active, changes it (→ `past_due`; the account stays OP until the billing job
 * blocks it after the grace days); null: nothing changes.
 */
export function declineEffect(payment: Pick<SettledCharge<unknown>, 'kind' | 'renewsPeriodEnd'>, current: SubscriptionRecord | null): { status: 'past_due' } | null {
  if (payment.kind !== 'renewal') return null;
  if (!current || current.status !== 'active' || current.currentPeriodEnd !== payment.renewsPeriodEnd) return null;
  return { status: 'past_due' };
}

/**
 * The next automatic charge of a subscription: an `active` one not canceled is charged on its
 * period's last day for the scheduled product (a change waiting for the renewal) or else its
 * own, in cents; null otherwise (canceled, past due, expired).
 */
export function nextCharge(
  subscription: Pick<SubscriptionRecord, 'status' | 'cancelAtPeriodEnd' | 'currentPeriodEnd'>,
  product: Pick<ProductRecord, 'priceCents'>,
  pendingProduct: Pick<ProductRecord, 'priceCents'> | null,
): { date: string; amountCents: number } | null {
  if (subscription.status !== 'active' || subscription.cancelAtPeriodEnd) return null;
  return { date: subscription.currentPeriodEnd, amountCents: (pendingProduct ?? product).priceCents };
}

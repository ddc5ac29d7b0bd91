/**
 * Use case: checkout (`POST /api/payments/checkout/`), and the pieces register-and-subscribe
 * (register-and-subscribe.ts) shares with it. Browser-safe (no Node built-in, no accounts
 * module): the fake back end runs it too.
 *
 * Checkout: an account without an active subscription (FR with no plan, past_due, BL,
 * canceled or expired) buys a product. Order: permission (admin role of the account, or
 * its principal user) → fields (product on sale, card) → state (409 when active) → seats
 * (the product must fit the account's users) → the payment is stored `pending` under a new
 * reference, then charged (see settle-payment.ts for what an approval does). A decline
 * leaves the declined payment in the history and nothing else changed.
 *
 * Idempotent (docs/security.md, "Idempotent checkout"): an account has at most one pending
 * checkout charge per product. The state checks and the insert run in one transaction
 * that first locks the account row, so concurrent checkouts of an account queue there
 * (PostgreSQL `SELECT … FOR UPDATE`; PGlite has one connection anyway). A checkout that
 * finds a pending charge of the same product:
 * - paid the same way (method, and card brand + last 4) — a double submit — is answered
 *   with that charge (`replayed`): the provider is asked again under the same reference,
 *   which never charges twice (provider.ts) and yields the PIX/boleto code even when the
 *   first request is still waiting for it;
 * - paid another way: 409 `checkoutPending`.
 * With an `Idempotency-Key` header, the key (stored as `payments.idempotency_key`
 * `checkout:<account>:<key>`, so no migration) names the request: the same key answers
 * the same charge whatever it became (approved, declined…); reused for another product
 * or method: 409.
 *
 * The decisions (the 409s, the seats, replay or new charge) are the domain's
 * (`checkoutPrecheck`, `checkoutAnswer` in src/domain/subscription/lifecycle.ts); this module
 * reads, locks, stores and charges.
 *
 * Register-and-subscribe, which creates the account too, is register-and-subscribe.ts.
 */
import type { PaymentMethod, PaymentRow, ProductRow } from '../../../db/schema';
import { isoDateInZone } from '../../../lib/dates';
import { cardLabel, validateCard, type ValidCard } from '../../../payments/card';
import { PaymentProviderUnavailableError, type SavedCard } from '../../../payments/provider';
import { canManageSubscription } from '../../../../../src/domain/permissions';
import type { PaymentWithProduct } from '../repositories/payments.repository';
import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { PAYMENT_MESSAGES } from '../../../../../src/domain/subscription/messages';
import { checkoutAnswer, checkoutPrecheck } from '../../../../../src/domain/subscription/lifecycle';
import type { BillingDeps } from './payments-deps';
import { loadPlanInfo, type PlanInfo } from './plan-info';
import { chargePayment } from './settle-payment';

/** A new provider reference for a charge: `pay_` + 24 hex digits. */
export function newPaymentReference(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(12));
  return `pay_${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** What the statement / PIX / boleto says. */
export function chargeDescription(product: ProductRow, kind: PaymentRow['kind']): string {
  const what = kind === 'renewal' ? 'renovação' : kind === 'upgrade' ? 'troca de plano' : 'assinatura';
  return `Cotador ${product.name} — ${what}`;
}

/** Field errors (DRF shape). */
export type FieldErrors = Record<string, string[]>;

/** The product of a checkout, or its field error. */
export async function productForSale(store: BillingDeps['store'], productId: number): Promise<{ product: ProductRow } | { errors: FieldErrors }> {
  const product = await store.findProductById(productId);
  if (!product) return { errors: { product_id: [PAYMENT_MESSAGES.productNotFound] } };
  if (!product.active) return { errors: { product_id: [PAYMENT_MESSAGES.productInactive] } };
  return { product };
}

/** Checks the card of a `credit_card` checkout (other methods need none). */
export function cardOf(method: PaymentMethod, card: unknown, now: Date): { card: ValidCard | null } | { errors: FieldErrors } {
  if (method !== 'credit_card') return { card: null };
  const checked = validateCard(card, isoDateInZone(now));
  return checked.kind === 'ok' ? { card: checked.card } : { errors: checked.errors };
}

/** The card columns of a payment made with a saved card (none for PIX and boleto). */
export function cardColumns(saved: SavedCard | null) {
  return saved
    ? { cardLabel: cardLabel(saved.brand, saved.last4), cardBrand: saved.brand, cardLast4: saved.last4, cardToken: saved.token }
    : { cardLabel: null, cardBrand: null, cardLast4: null, cardToken: null };
}

/** A checkout's input: `card` as received (checked here). */
export interface CheckoutInput {
  productId: number;
  method: PaymentMethod;
  card: unknown;
}

/** Checkout's input plus the optional `Idempotency-Key` header (checked by the route with the domain's `isIdempotencyKey`). */
export interface CheckoutRequest extends CheckoutInput {
  idempotencyKey?: string | undefined;
}


/** How a checkout's Idempotency-Key is stored (`payments.idempotency_key` is unique across accounts). */
export const checkoutIdempotencyKey = (accountId: number, key: string) => `checkout:${accountId}:${key}`;

/**
 * - `ok`: the charge (approved or pending) with PIX/boleto instructions, and the plan afterwards;
 *   `replayed` when it is the charge of an earlier request (double submit, same Idempotency-Key).
 * - `invalid`: field errors (product, card, seats); nothing stored.
 * - `forbidden`: the caller is neither an admin of its account nor its principal user.
 * - `conflict`: the subscription is already active (use change-product), a charge of the
 *   product is pending in another way of paying, or the Idempotency-Key was used for another request.
 * - `declined`: the provider refused; the declined payment is recorded, nothing else changed.
 * - `unavailable`: the provider could not be reached; the payment stays pending (its webhook may still settle it).
 */
export type CheckoutResult =
  | { kind: 'ok'; payment: PaymentWithProduct; instructions: string | null; plan: PlanInfo; replayed: boolean }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'forbidden' }
  | { kind: 'conflict'; message: string }
  | { kind: 'declined'; message: string; replayed: boolean }
  | { kind: 'unavailable' };

/** Thrown inside the checkout's transaction with the domain's 409 sentence (nothing is stored). */
class Refused extends Error {
  constructor(readonly answer: string) {
    super('checkout refused');
  }
}

/** Checkout for the caller's account (see the module notes). */
export async function checkout(deps: BillingDeps, caller: AuthenticatedUser, input: CheckoutRequest): Promise<CheckoutResult> {
  const now = deps.clock();
  const [user, account] = await Promise.all([deps.store.accounts.findUserById(caller.id), deps.store.accounts.findAccountById(caller.accountId)]);
  if (!user || !account) return { kind: 'forbidden' };
  if (!canManageSubscription(caller.roles) && account.principalUserId !== caller.id) return { kind: 'forbidden' };

  const chosen = await productForSale(deps.store, input.productId);
  const card = cardOf(input.method, input.card, now);
  if ('errors' in chosen || 'errors' in card) {
    return { kind: 'invalid', errors: { ...('errors' in chosen ? chosen.errors : {}), ...('errors' in card ? card.errors : {}) } };
  }
  const { product } = chosen;
  const key = input.idempotencyKey === undefined ? null : checkoutIdempotencyKey(account.id, input.idempotencyKey);
  // Early answer without touching the provider (a keyed request may replay a paid charge: decided below).
  const subscription = await deps.store.findSubscriptionByAccount(account.id);
  const early = checkoutPrecheck({
    subscriptionStatus: subscription?.status ?? null,
    keyed: key !== null,
    usersCount: await deps.store.accounts.countAccountUsers(account.id),
    product,
  });
  if (early) return early.kind === 'conflict' ? early : { kind: 'invalid', errors: { product_id: [early.message] } };

  let saved: SavedCard | null;
  try {
    saved = card.card ? await deps.provider.tokenizeCard(card.card) : null;
  } catch (error) {
    if (error instanceof PaymentProviderUnavailableError) return { kind: 'unavailable' };
    throw error;
  }
  let reserved: { payment: PaymentRow; replayed: boolean };
  try {
    reserved = await deps.store.transaction(async (tx) => {
      // Every checkout of the account queues here: the reads below see the charges of the ones before.
      await tx.accounts.lockAccount(account.id);
      const keyed = key === null ? null : ((await tx.findPaymentByIdempotencyKey(key)) ?? null);
      const current = await tx.findSubscriptionByAccount(account.id);
      const answer = checkoutAnswer({
        keyed,
        subscriptionStatus: current?.status ?? null,
        pending: keyed ? null : ((await tx.findPendingCheckout(account.id, product.id)) ?? null),
        asked: { method: input.method, cardLabel: cardColumns(saved).cardLabel },
        product,
      });
      if (answer.kind === 'conflict' || answer.kind === 'invalid-product') throw new Refused(answer.message);
      if (answer.kind === 'replay') return { payment: answer.payment, replayed: true };
      const row = await tx.insertPayment(
        {
          accountId: account.id,
          productId: product.id,
          amountCents: product.priceCents,
          method: input.method,
          status: 'pending',
          kind: answer.paymentKind,
          providerReference: newPaymentReference(),
          idempotencyKey: key,
          ...cardColumns(saved),
          createdByUserId: caller.id,
          createdAt: now,
        },
        { reason: input.method === 'credit_card' ? 'Checkout com cartão de crédito.' : `Checkout com ${input.method === 'pix' ? 'PIX' : 'boleto'}.`, at: now },
      );
      if (!row) throw new Error('insertPayment returned no row');
      return { payment: row, replayed: false };
    });
  } catch (error) {
    if (error instanceof Refused) return { kind: 'conflict', message: error.answer };
    throw error;
  }

  const { payment, replayed } = reserved;
  let charged: { payment: PaymentRow; instructions: string | null };
  if (payment.status === 'pending') {
    // A new charge, or the pending one of an earlier request (perhaps still being charged):
    // the same reference, so the provider charges once and answers that charge's outcome.
    try {
      charged = await chargePayment(deps, payment, chargeDescription(product, payment.kind));
    } catch (error) {
      if (error instanceof PaymentProviderUnavailableError) return { kind: 'unavailable' };
      throw error;
    }
  } else {
    charged = { payment, instructions: null };
  }
  if (charged.payment.status === 'declined') {
    return { kind: 'declined', message: charged.payment.failureMessage ?? PAYMENT_MESSAGES.declined, replayed };
  }
  return {
    kind: 'ok',
    payment: { ...charged.payment, productName: product.name },
    instructions: charged.instructions,
    plan: await loadPlanInfo(deps.store, account.id, user.email),
    replayed,
  };
}

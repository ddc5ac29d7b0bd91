/**
 * What a checkout does when the account already has a pending checkout charge of the same
 * product (docs/security.md, "Idempotent checkout"): an account holds at most one. The server's
 * checkout use case and the fake back end both answer with this rule.
 *
 * - Paid the same way (the method, and for a card the same card: its label, "Visa final 4242",
 *   names brand and last 4 digits) — a double submit — the pending charge is answered again
 *   (`replay`): no second charge is recorded.
 * - Paid another way: 409 with {@link PAYMENT_MESSAGES.checkoutPending} (`conflict`).
 * - No pending charge of the product: a new charge (`new`).
 */
import { PAYMENT_MESSAGES } from './messages';
import type { PaymentKind, PaymentMethod } from './types';

/** The kinds of payment a checkout creates (a new subscription, or paying a lapsed one again). */
export const CHECKOUT_PAYMENT_KINDS = ['subscription', 'reactivation'] as const satisfies readonly PaymentKind[];

/** How a charge is paid: the method, and for a card its label ('Visa final 4242'; null otherwise). */
export interface WayOfPaying {
  method: PaymentMethod;
  cardLabel: string | null;
}

/** Whether `asked` pays the way `pending` does (same method; for a card, the same card). */
export function sameWayOfPaying(pending: WayOfPaying, asked: WayOfPaying): boolean {
  if (pending.method !== asked.method) return false;
  return asked.method !== 'credit_card' || pending.cardLabel === asked.cardLabel;
}

/** How a charge is paid, for messages: "PIX", "boleto", "Visa final 3220" ("cartão de crédito" without a label). */
export function wayOfPayingText(payment: WayOfPaying): string {
  if (payment.method === 'pix') return 'PIX';
  if (payment.method === 'boleto') return 'boleto';
  return payment.cardLabel ?? 'cartão de crédito';
}

/** The answer of {@link answerPendingCheckout}. */
export type PendingCheckoutAnswer = { kind: 'new' } | { kind: 'replay' } | { kind: 'conflict'; message: string };

/**
 * A checkout of `productName` paid `asked`, given the account's pending checkout charge of that
 * product (null when none): a new charge, the pending one again, or the 409's sentence.
 */
export function answerPendingCheckout(pending: WayOfPaying | null, asked: WayOfPaying, productName: string): PendingCheckoutAnswer {
  if (pending === null) return { kind: 'new' };
  if (sameWayOfPaying(pending, asked)) return { kind: 'replay' };
  return { kind: 'conflict', message: PAYMENT_MESSAGES.checkoutPending(productName, wayOfPayingText(pending)) };
}

/** Whether a header value can be a checkout's Idempotency-Key: 1 to 255 visible ASCII characters (a UUID fits). */
export function isIdempotencyKey(value: string): boolean {
  return /^[\x21-\x7e]{1,255}$/.test(value);
}

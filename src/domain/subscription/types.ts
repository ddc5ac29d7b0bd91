/**
 * Subscription and payment values as the SPA's domain sees them, mapped from
 * the wire (src/contract/payments.ts) by the adapters. Money is
 * integer cents; calendar days `YYYY-MM-DD` (Brasília); instants ISO 8601.
 */
import type { PaymentCode } from '../user';

/** Billing period of a product. Only monthly is sold today. */
export type BillingPeriod = 'monthly';

/** A subscription product (spec point 3: total_users; name, description and price are ours). */
export interface Product {
  id: number;
  name: string;
  description: string;
  /** Price of one billing period, integer cents (R$ 89,90 = 8990). */
  priceCents: number;
  /** Users the account may have, principal included. */
  totalUsers: number;
  billingPeriod: BillingPeriod;
}

/** Subscription statuses. */
export type SubscriptionStatus = 'active' | 'past_due' | 'canceled' | 'expired';
/** How a charge is paid. */
export type PaymentMethod = 'credit_card' | 'pix' | 'boleto';
/** Status of one charge. */
export type PaymentStatus = 'pending' | 'approved' | 'declined' | 'refunded';
/** Why a charge was made. */
export type PaymentKind = 'subscription' | 'renewal' | 'upgrade' | 'reactivation';

/** Every method, status and kind, in display order. */
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['credit_card', 'pix', 'boleto'];
export const PAYMENT_STATUSES: readonly PaymentStatus[] = ['approved', 'pending', 'declined', 'refunded'];
export const SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = ['active', 'past_due', 'canceled', 'expired'];

/** One charge. */
export interface Payment {
  id: number;
  amountCents: number;
  method: PaymentMethod;
  status: PaymentStatus;
  kind: PaymentKind;
  productId: number;
  productName: string;
  /** e.g. 'Visa final 4242'; null for PIX and boleto. */
  cardLabel: string | null;
  /** Why it was declined (pt-BR, from the provider); null otherwise. */
  failureMessage: string | null;
  providerReference: string;
  /** ISO 8601 instant. */
  createdAt: string;
  /** ISO 8601 instant, or null while not paid. */
  paidAt: string | null;
}

/** The account's subscription. */
export interface Subscription {
  status: SubscriptionStatus;
  product: Product;
  /** Product that takes over at the end of the period (a scheduled downgrade), or null. */
  pendingProduct: Product | null;
  /** ISO date or instant the subscription started. */
  startedAt: string;
  /** First day of the current paid period, `YYYY-MM-DD`, or null when the server did not say. */
  currentPeriodStart: string | null;
  /** Last day of paid access, `YYYY-MM-DD` (= the principal's payment_expirated_at). */
  currentPeriodEnd: string;
  /** True once canceled at the end of the period (status `canceled`, or `active` on older servers) until it ends. */
  cancelAtPeriodEnd: boolean;
  /** The next renewal charge; null when canceled or expired. */
  nextCharge: { date: string; amountCents: number } | null;
  /** Card used for renewals ('Visa final 4242'); null when paid by PIX or boleto. */
  cardLabel: string | null;
}

/**
 * True while a cancellation waits for the end of the paid period: the subscription is
 * canceled (the server answers status `canceled` with `cancel_at_period_end`) but access
 * goes on until `currentPeriodEnd`, and a reactivation can still undo it.
 */
export function isCancellationScheduled(subscription: Pick<Subscription, 'status' | 'cancelAtPeriodEnd'> | null | undefined): boolean {
  return !!subscription && subscription.cancelAtPeriodEnd && (subscription.status === 'canceled' || subscription.status === 'active');
}

/** Plan information of a user's account (`GET /api/payments/user?email=`). */
export interface PlanInfo {
  email: string;
  payment: PaymentCode;
  /** `YYYY-MM-DD` or null. */
  paymentExpiresAt: string | null;
  withoutPay: boolean;
  planId: number | null;
  /** Users the account has now (principal included). */
  usersCount: number;
  /** Users the account may have. */
  totalUsers: number;
  subscription: Subscription | null;
  /** Newest first, at most 50. */
  payments: Payment[];
}

/** Card fields as typed (masks allowed: the adapters send digits only). */
export interface CardInput {
  number: string;
  holder: string;
  /** `MM/AA`. */
  expiry: string;
  cvv: string;
}

/** What a checkout asks: the product, the method and, for a card, its fields. */
export interface CheckoutRequest {
  productId: number;
  method: PaymentMethod;
  card?: CardInput;
}

/** Filters of the payment report: dates `YYYY-MM-DD` inclusive (empty = the server's default: the current month). */
export interface PaymentReportFilter {
  from?: string;
  to?: string;
  status?: PaymentStatus;
  productId?: number;
}

/** A report row: a payment plus whose account it is. */
export interface PaymentReportRow extends Payment {
  accountId: number;
  principalUsername: string | null;
  principalEmail: string | null;
}

/** One page of the payment report with totals over the whole filter. */
export interface PaymentReport {
  count: number;
  /** Page number shown (1-based) and whether there are more pages. */
  page: number;
  hasNext: boolean;
  hasPrevious: boolean;
  rows: PaymentReportRow[];
  totals: {
    approvedCents: number;
    byStatus: { status: PaymentStatus; count: number; amountCents: number }[];
    byProduct: { productId: number; productName: string; count: number; approvedCents: number }[];
  };
}

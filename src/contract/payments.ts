/**
 * Wire format of the subscription and payment calls (spec point 7 "Payments"),
 * snake_case as on the network, shared by the server (validation, answers, OpenAPI) and
 * the SPA's HTTP adapter. Money is integer cents (`_cents`) everywhere, as in the rest of
 * the API; dates `YYYY-MM-DD` (Brasília calendar day); instants ISO 8601 UTC.
 *
 * Paths (Bearer unless said otherwise):
 * - `GET  /api/payments/available-products` (public) → 200 {@link productWire}[] (bare list, spec point 7)
 * - `GET  /api/payments/user?email=` → 200 {@link planInfoWire} | 403 | 404
 *   (only the user itself, its account's admin, or a superuser)
 * - `POST /api/payments/checkout/` {@link checkoutRequestWire} → 201 {@link checkoutResultWire}
 *   | 400 field messages (`card_number`, `product_id`…) | 402 {@link paymentDeclinedWire} (nothing changes)
 *   | 409 `{"error"}` when the account already has an active subscription (use change-product)
 *   | 502 `{"error"}` when the payment provider cannot be reached.
 *   Admin role of the account (or the FR principal with no plan yet).
 *   Card errors are top-level keys named as the card fields (`card_number`, `card_holder`,
 *   `card_expiry`, `card_cvv`), not nested under `card`; `credit_card` without a `card`
 *   object: `{"card": ["Informe os dados do cartão."]}`.
 * - `POST /api/payments/register-and-subscribe/` (public) {@link registerAndSubscribeRequestWire}
 *   → 201 {@link registerAndSubscribeResultWire} | 400 fields (registration and card) | 402 (nothing created)
 * - `POST /api/payments/change-product/` {@link changeProductRequestWire} → 200 {@link planInfoWire}
 *   | 400 (`product_id`: fewer seats than the account's users) | 402 (upgrade charge declined)
 *   | 409 `{"error"}` (no active subscription) | 502 (provider unreachable)
 *   Upgrade: charged now, prorated by the days left of the period; effective at once.
 *   Downgrade: scheduled for the end of the period (`pending_product`).
 * - `POST /api/payments/cancel/` {@link cancelRequestWire} → 200 {@link planInfoWire}
 *   (cancel at period end; access until `current_period_end`) | 409 `{"error"}` (nothing to cancel)
 * - `POST /api/payments/reactivate/` → 200 {@link planInfoWire} (undo a cancel before the period ends)
 *   | 409 `{"error"}` (period over, or a payment due)
 * - `POST /api/payments/webhook/` (provider → server; header `X-Sandbox-Signature: t=<unix>,v1=<hex>`,
 *   HMAC-SHA256 of `${t}.${raw body}` with `PAYMENT_WEBHOOK_SECRET`) {@link webhookEventWire}
 *   → 200 `{"detail"}` (also for an event already applied: applied once) | 400 bad signature (nothing changes)
 *   | 404 unknown `provider_reference` (the provider delivers it again later)
 * - `GET  /api/admin/payments/report/?from=&to=&status=&product_id=&page=` (superuser)
 *   → 200 {@link paymentReportWire}
 * - `GET  /api/admin/payments/report.csv?from=&to=&status=&product_id=` (superuser) → 200 text/csv
 *   (UTF-8 with BOM, `;` separated, amounts `1234,56` plus a cents column), `Content-Disposition: attachment`.
 *
 * Sandbox provider test cards (documented in docs/payments.md):
 * {@link SANDBOX_CARDS}.
 */
import { z } from 'zod';

/** Test card numbers of the local sandbox provider (any future expiry, any 3-digit CVV). */
export const SANDBOX_CARDS = {
  /** Approved at once. */
  approve: '4242424242424242',
  /** Declined (insufficient funds). */
  decline: '4000000000000002',
  /** Pending at checkout; approved a moment later through the webhook. */
  approveDelayed: '4000000000003220',
} as const;

/** pt-BR reason the sandbox provider (and the fake back end) gives for the decline test card. */
export const SANDBOX_DECLINE_MESSAGE = 'Pagamento recusado pelo banco emissor: saldo insuficiente.';

/** Billing period of a product. Only monthly is sold today. */
export const billingPeriodWire = z.enum(['monthly']);

/** A subscription product (spec point 3 "Subscription product": total_users; the rest is ours). */
export const productWire = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  description: z.string(),
  price_cents: z.number().int().nonnegative(),
  total_users: z.number().int().positive(),
  billing_period: billingPeriodWire,
});
export type ProductWire = z.infer<typeof productWire>;
export const productListWire = z.array(productWire);

/** Subscription statuses. */
export const subscriptionStatusWire = z.enum(['active', 'past_due', 'canceled', 'expired']);
export type SubscriptionStatusWire = z.infer<typeof subscriptionStatusWire>;

/** Payment methods. The sandbox approves PIX and boleto a moment after checkout (webhook). */
export const paymentMethodWire = z.enum(['credit_card', 'pix', 'boleto']);
export type PaymentMethodWire = z.infer<typeof paymentMethodWire>;

/** Status of one charge. */
export const paymentStatusWire = z.enum(['pending', 'approved', 'declined', 'refunded']);
export type PaymentStatusWire = z.infer<typeof paymentStatusWire>;

/** Why a charge was made. */
export const paymentKindWire = z.enum(['subscription', 'renewal', 'upgrade', 'reactivation']);

/** One charge, as the history and the report show it. */
export const paymentWire = z.object({
  id: z.number().int().positive(),
  amount_cents: z.number().int().nonnegative(),
  method: paymentMethodWire,
  status: paymentStatusWire,
  kind: paymentKindWire,
  product_id: z.number().int().positive(),
  product_name: z.string(),
  /** e.g. "Visa final 4242"; null for PIX/boleto. */
  card_label: z.string().nullable(),
  /** Reason of a decline, pt-BR; null otherwise. */
  failure_message: z.string().nullable(),
  provider_reference: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type PaymentWire = z.infer<typeof paymentWire>;

/** The account's subscription. */
export const subscriptionWire = z.object({
  status: subscriptionStatusWire,
  product: productWire,
  /** Product that takes over at the end of the period (a scheduled downgrade), or null. */
  pending_product: productWire.nullable(),
  started_at: z.string(),
  /**
   * First day of the current paid period, `YYYY-MM-DD` (the server always sends it; optional
   * so older fakes still parse). The upgrade proration divides by this period's length.
   */
  current_period_start: z.string().optional(),
  /** Last day of paid access, `YYYY-MM-DD` (= the principal's payment_expirated_at). */
  current_period_end: z.string(),
  cancel_at_period_end: z.boolean(),
  /**
   * When the next renewal charge is made and how much; null when canceled or expired, and
   * when past_due (nothing is charged automatically then: the broker pays through checkout).
   */
  next_charge: z.object({ date: z.string(), amount_cents: z.number().int().nonnegative() }).nullable(),
  /** Saved card used for renewals, e.g. "Visa final 4242"; null when paid by PIX/boleto. */
  card_label: z.string().nullable(),
});
export type SubscriptionWire = z.infer<typeof subscriptionWire>;

/** `GET /api/payments/user?email=`: plan information of that user's account. */
export const planInfoWire = z.object({
  email: z.string(),
  payment: z.enum(['OP', 'FR', 'BL']),
  payment_expirated_at: z.string().nullable(),
  without_pay: z.boolean(),
  plan_id: z.number().int().positive().nullable(),
  /** Users the account has now (principal included) and may have. */
  users_count: z.number().int().nonnegative(),
  total_users: z.number().int().positive(),
  subscription: subscriptionWire.nullable(),
  /** Newest first, at most 50. */
  payments: z.array(paymentWire),
});
export type PlanInfoWire = z.infer<typeof planInfoWire>;
export const planInfoQueryWire = z.object({ email: z.string().min(1, 'Este campo é obrigatório.') });

/** Card fields (only for `credit_card`). Number and CVV are digits; masks are accepted and stripped. */
export const cardWire = z.object({
  card_number: z.string(),
  card_holder: z.string(),
  /** `MM/AA`. */
  card_expiry: z.string(),
  card_cvv: z.string(),
});
export type CardWire = z.infer<typeof cardWire>;

/** `POST /api/payments/checkout/`. Card fields are required when `method` is `credit_card`. */
export const checkoutRequestWire = z.object({
  product_id: z.number().int().positive(),
  method: paymentMethodWire,
  card: cardWire.optional(),
});
export type CheckoutRequestWire = z.infer<typeof checkoutRequestWire>;

/** Answer of a checkout: the charge and the account's plan afterwards. */
export const checkoutResultWire = z.object({
  payment: paymentWire,
  /** For PIX: copia-e-cola code; for boleto: linha digitável; null for cards. */
  instructions: z.string().nullable(),
  plan: planInfoWire,
});
export type CheckoutResultWire = z.infer<typeof checkoutResultWire>;

/** 402 answer: the provider declined; nothing changed on the account. */
export const paymentDeclinedWire = z.object({
  error: z.string(),
  code: z.literal('payment_declined'),
});

/** `POST /api/payments/register-and-subscribe/`: the registration fields of accounts.wire plus the checkout. */
export const registerAndSubscribeRequestWire = z.object({
  username: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  cpf: z.string(),
  password: z.string(),
  product_id: z.number().int().positive(),
  method: paymentMethodWire,
  card: cardWire.optional(),
});
export type RegisterAndSubscribeRequestWire = z.infer<typeof registerAndSubscribeRequestWire>;

/** The new user must still confirm the e-mail before logging in (same rule as registration). */
export const registerAndSubscribeResultWire = z.object({
  username: z.string(),
  email: z.string(),
  payment: paymentWire,
  instructions: z.string().nullable(),
  detail: z.string(),
});
export type RegisterAndSubscribeResultWire = z.infer<typeof registerAndSubscribeResultWire>;

export const changeProductRequestWire = z.object({ product_id: z.number().int().positive() });
/** Optional reason the broker gives when canceling (kept in the history). */
export const cancelRequestWire = z.object({ reason: z.string().max(500).optional() });

/** Event the provider posts to the webhook. `id` is unique per event: the same id is applied once. */
export const webhookEventWire = z.object({
  id: z.string().min(1),
  type: z.enum(['charge.succeeded', 'charge.failed']),
  data: z.object({
    provider_reference: z.string().min(1),
    amount_cents: z.number().int().nonnegative(),
    failure_message: z.string().nullable().optional(),
  }),
});
export type WebhookEventWire = z.infer<typeof webhookEventWire>;

/** Query of the payment report. Dates `YYYY-MM-DD`, inclusive; default: the current month. */
export const paymentReportQueryWire = z.object({
  from: z.string().optional(),
  to: z.string().optional(),
  status: paymentStatusWire.optional(),
  product_id: z.coerce.number().int().positive().optional(),
  page: z.coerce.number().int().positive().optional(),
});
export type PaymentReportQueryWire = z.infer<typeof paymentReportQueryWire>;

/** A report row: a payment plus whose account it is. */
export const paymentReportRowWire = paymentWire.extend({
  account_id: z.number().int().positive(),
  principal_username: z.string().nullable(),
  principal_email: z.string().nullable(),
});
export type PaymentReportRowWire = z.infer<typeof paymentReportRowWire>;

/** Report page (DRF pagination) with totals over the whole filter, not just the page. */
export const paymentReportWire = z.object({
  count: z.number().int().nonnegative(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(paymentReportRowWire),
  totals: z.object({
    /** Sum of approved charges. */
    approved_cents: z.number().int().nonnegative(),
    by_status: z.array(z.object({ status: paymentStatusWire, count: z.number().int(), amount_cents: z.number().int() })),
    by_product: z.array(
      z.object({ product_id: z.number().int(), product_name: z.string(), count: z.number().int(), approved_cents: z.number().int() }),
    ),
  }),
});
export type PaymentReportWire = z.infer<typeof paymentReportWire>;

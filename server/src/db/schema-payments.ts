/**
 * Tables of the "Subscription and payment" area, re-exported by schema.ts.
 * The subscription itself (`subscriptions`) lives in schema.ts next to `accounts`; it
 * references `products` from here. See docs/payments.md for the model and its rules.
 *
 * - `products`: what is sold (price in integer cents per billing period, seats).
 *   Ids 1–4 are created by migration 0004 (the ladder the demo accounts' `plan_id` uses).
 * - `payments`: one row per charge made at the provider (checkout, renewal, upgrade…).
 * - `payment_events` / `subscription_events`: the history. Every state change of a
 *   payment or a subscription (and of the account's payment code) writes one row, in the
 *   same transaction, through the repositories (payments.repository.ts,
 *   subscriptions.repository.ts), which are the only code that changes those columns.
 * - `webhook_events`: provider events already applied; the unique `event_id` makes a
 *   redelivered event a no-op (insert … on conflict do nothing, no read-then-write).
 *
 * Units: money in integer cents (`*_cents`), calendar days as SQL `date` read as
 * `YYYY-MM-DD` (Brasília), instants as `timestamptz`. Card data: only the provider's
 * token, the brand and the last 4 digits are ever stored (never the number or the CVV).
 *
 * No foreign keys to tables of schema.ts (`accounts`, `subscriptions`): this file must not
 * import it (no import cycles); account ids are written only by the repositories.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Billing periods of a product. Only monthly is sold today. */
export const BILLING_PERIODS = ['monthly'] as const;
/** Subscription statuses: see the state machine in docs/payments.md. */
export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'canceled', 'expired'] as const;
/** One of {@link SUBSCRIPTION_STATUSES}. */
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
/** How a charge is paid. */
export const PAYMENT_METHODS = ['credit_card', 'pix', 'boleto'] as const;
/** One of {@link PAYMENT_METHODS}. */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** Status of one charge: pending until the provider answers; approved may later become refunded. */
export const PAYMENT_STATUSES = ['pending', 'approved', 'declined', 'refunded'] as const;
/** One of {@link PAYMENT_STATUSES}. */
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** Why a charge was made. */
export const PAYMENT_KINDS = ['subscription', 'renewal', 'upgrade', 'reactivation'] as const;
/** One of {@link PAYMENT_KINDS}. */
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** A product (plan) sold by subscription: `price_cents` per `billing_period`, up to `total_users` users. */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Price of one billing period, integer cents (R$ 89,90 = 8990). */
    priceCents: integer('price_cents').notNull(),
    /** Users the account may have (principal included). */
    totalUsers: integer('total_users').notNull(),
    billingPeriod: text('billing_period', { enum: BILLING_PERIODS }).notNull().default('monthly'),
    /** Inactive products are no longer sold; existing subscriptions keep them. */
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    check('products_price_check', sql`${table.priceCents} >= 0`),
    check('products_total_users_check', sql`${table.totalUsers} >= 1`),
    check('products_billing_period_check', sql`${table.billingPeriod} in ('monthly')`),
  ],
);

/**
 * One charge. `provider_reference` is the reference the provider knows the charge by
 * (generated here before the call, echoed by the provider's webhooks). `idempotency_key`
 * (renewals: `renewal:<subscription id>:<period end>`) makes the billing job charge a
 * period at most once, even when two cycles run at the same time.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    amountCents: integer('amount_cents').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull(),
    providerReference: text('provider_reference').notNull().unique(),
    idempotencyKey: text('idempotency_key').unique(),
    /** Renewals: the `current_period_end` this charge renews (guards against applying it twice). */
    renewsPeriodEnd: date('renews_period_end', { mode: 'string' }),
    /** e.g. "Visa final 4242"; null for PIX and boleto. */
    cardLabel: text('card_label'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** Provider token of the card (reused for renewals); never the card number. */
    cardToken: text('card_token'),
    /** PIX copia-e-cola or boleto linha digitável given by the provider; null for cards. */
    instructions: text('instructions'),
    /** pt-BR reason of a decline; null otherwise. */
    failureMessage: text('failure_message'),
    /** The user who asked for the charge; null for the billing job and seeds. */
    createdByUserId: integer('created_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('payments_account_created_idx').on(table.accountId, table.createdAt),
    index('payments_created_idx').on(table.createdAt),
    check('payments_amount_check', sql`${table.amountCents} >= 0`),
    check('payments_method_check', sql`${table.method} in ('credit_card', 'pix', 'boleto')`),
    check('payments_status_check', sql`${table.status} in ('pending', 'approved', 'declined', 'refunded')`),
    check('payments_kind_check', sql`${table.kind} in ('subscription', 'renewal', 'upgrade', 'reactivation')`),
    check('payments_card_last4_check', sql`${table.cardLast4} is null or ${table.cardLast4} ~ '^[0-9]{4}$'`),
  ],
);

/** History of a payment: one row per change (`what` = `status` or `instructions`). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    what: text('what').notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    /** pt-BR sentence: why (e.g. "Aprovado pelo provedor (webhook evt_…)"). */
    reason: text('reason').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('payment_events_payment_idx').on(table.paymentId, table.at)],
);

/**
 * History of an account's subscription and payment code: one row per changed field
 * (`status`, `product`, `pending_product`, `cancel_at_period_end`, `current_period_end`,
 * `payment_method`, `account_payment`), with the payment that caused it when there is one.
 */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id').notNull(),
    subscriptionId: integer('subscription_id'),
    what: text('what').notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    reason: text('reason').notNull(),
    paymentId: integer('payment_id'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('subscription_events_account_idx').on(table.accountId, table.at)],
);

/** Provider webhook events already received (applied once: `event_id` is unique). */
export const webhookEvents = pgTable('webhook_events', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  eventId: text('event_id').notNull().unique(),
  type: text('type').notNull(),
  providerReference: text('provider_reference').notNull(),
  /** `applied` (changed the payment), `no_change` (already settled), `amount_mismatch` (ignored). */
  outcome: text('outcome').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** A product row, as read from the database. */
export type ProductRow = typeof products.$inferSelect;
/** A payment row (amounts in cents, `created_at`/`paid_at` as Date). */
export type PaymentRow = typeof payments.$inferSelect;
/** A payment history row. */
export type PaymentEventRow = typeof paymentEvents.$inferSelect;
/** A subscription/account history row. */
export type SubscriptionEventRow = typeof subscriptionEvents.$inferSelect;
/** A received webhook event row. */
export type WebhookEventRow = typeof webhookEvents.$inferSelect;

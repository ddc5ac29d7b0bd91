/**
 * Database schema (Drizzle, pg-core), shared by embedded PGlite and real PostgreSQL.
 *
 * Migrations are generated from this file by `npm run db:generate` into `server/drizzle/`
 * and applied at start-up. Column names are snake_case, as on the wire. Each area keeps
 * its own tables in a `schema-<area>.ts` file re-exported at the end (catalog, quotations,
 * payments); `accounts.plan_id` and `subscriptions.product_id` reference the products of
 * schema-payments.ts.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { PAYMENT_METHODS, SUBSCRIPTION_STATUSES, products } from './schema-payments';

/** Payment codes of spec point 3: OP paying (free access), FR free plan, BL blocked. */
export const PAYMENT_CODES = ['OP', 'FR', 'BL'] as const;
/** One of {@link PAYMENT_CODES}. */
export type PaymentCode = (typeof PAYMENT_CODES)[number];

/**
 * A customer account (a broker's office): owns the payment state and the subscription.
 * `principal_user_id` is the owner (the principal user); related users share the account.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    principalUserId: integer('principal_user_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    payment: text('payment', { enum: PAYMENT_CODES }).notNull().default('FR'),
    /** Last day of paid access, `YYYY-MM-DD` (Brazil calendar day). */
    paymentExpiratedAt: date('payment_expirated_at', { mode: 'string' }),
    withoutPay: boolean('without_pay').notNull().default(false),
    /** The subscribed product (= `subscriptions.product_id`), null without a subscription. */
    planId: integer('plan_id').references(() => products.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [check('accounts_payment_check', sql`${table.payment} in ('OP', 'FR', 'BL')`)],
);

/**
 * The account's subscription to a product (at most one per account). Changed only through
 * server/src/modules/payments/repositories/subscriptions.repository.ts, which writes a `subscription_events`
 * row per changed field and keeps the account consistent (`plan_id` = `product_id`,
 * `payment_expirated_at` = `current_period_end`, `total_users` = the product's seats).
 *
 * Period: paid access from `current_period_start` to `current_period_end`, both inclusive
 * (Brasília calendar days). Renewal periods start on `billing_anchor_day` of the month
 * (clamped to the month's last day), see docs/payments.md.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .unique()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** `active`, `past_due`, `canceled` (access until the period end) or `expired`. */
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** Product that takes over at the next renewal (a scheduled downgrade), or null. */
    pendingProductId: integer('pending_product_id').references(() => products.id),
    /** Seats of the product (kept equal to `products.total_users` of `product_id`). */
    totalUsers: integer('total_users').notNull().default(1),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** When this run of the subscription started (first paid checkout, or checkout after expiry). */
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** First day of the paid period, `YYYY-MM-DD`. */
    currentPeriodStart: date('current_period_start', { mode: 'string' }).notNull(),
    /** Last day of paid access, `YYYY-MM-DD` (Brasília). */
    currentPeriodEnd: date('current_period_end', { mode: 'string' }).notNull(),
    /** Day of the month (1–31) the paid periods start on; clamped to shorter months. */
    billingAnchorDay: integer('billing_anchor_day').notNull(),
    /** How renewals are paid. */
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    /** Provider token of the saved card, its brand and last 4 digits (never the number). */
    cardToken: text('card_token'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    check('subscriptions_total_users_check', sql`${table.totalUsers} >= 1`),
    check('subscriptions_status_check', sql`${table.status} in ('active', 'past_due', 'canceled', 'expired')`),
    check('subscriptions_anchor_day_check', sql`${table.billingAnchorDay} between 1 and 31`),
    check('subscriptions_payment_method_check', sql`${table.paymentMethod} in ('credit_card', 'pix', 'boleto')`),
    check('subscriptions_card_last4_check', sql`${table.cardLast4} is null or ${table.cardLast4} ~ '^[0-9]{4}$'`),
    check('subscriptions_period_check', sql`${table.currentPeriodStart} <= ${table.currentPeriodEnd}`),
  ],
);

/** A person who logs in. `phone` and `cpf` hold digits only. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    username: text('username').notNull().unique(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    phone: text('phone').notNull().default(''),
    cpf: text('cpf').notNull().default(''),
    /** bcrypt hash (`$2a$`/`$2b$`). */
    passwordHash: text('password_hash').notNull(),
    /** Path under `DATA_DIR/media`, served as `/media/<logo_path>`. */
    logoPath: text('logo_path'),
    /** Role names: `admin`, `manager`, `user` (spec point 6). */
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    firstAccess: boolean('first_access').notNull().default(false),
    lastLogin: timestamp('last_login', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * Signed into every token of the user (claim `ver`); raised by a password reset, a role
     * change or a removal, which so ends every token issued before (auth/tokens.ts).
     */
    tokenVersion: integer('token_version').notNull().default(0),
  },
  (table) => [
    index('users_account_id_idx').on(table.accountId),
    check('users_phone_digits_check', sql`${table.phone} ~ '^[0-9]*$'`),
    check('users_cpf_digits_check', sql`${table.cpf} ~ '^([0-9]{11})?$'`),
  ],
);

/** Issued refresh tokens (by JWT `jti`), so logout can revoke them. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: text('jti').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('refresh_tokens_user_id_idx').on(table.userId)],
);

/** Row types, as read from the database. */
export type AccountRow = typeof accounts.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

// Areas' tables (one file per area).
export * from './schema-accounts';
export * from './schema-catalog';
export * from './schema-quotations';
export * from './schema-clients';
export * from './schema-payments';
export * from './schema-table-updates';
export * from './schema-quote-preferences';
export * from './schema-cluster';
export * from './schema-support';
export * from './schema-plan-extras';
export * from './schema-plan-admin';

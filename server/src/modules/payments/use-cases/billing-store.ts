/**
 * The payments module's repository port: products, payments (with their history and the
 * provider's webhook events), subscriptions (with theirs), and — through the accounts
 * module's {@link AccountDirectory} — the account each belongs to. The Drizzle one is
 * repositories/drizzle-billing-store.ts, wired by payments.module.ts.
 *
 * Each method is the repository function of the same name (repositories/*.repository.ts,
 * whose docstrings give the shapes) without its database argument: money in cents, days as
 * `YYYY-MM-DD` (Brasília), instants as `Date`. A payment's status changes only through
 * `insertPayment`/`transitionPayment`, each writing its history row with the same handle,
 * so inside {@link BillingStore.transaction} a change and its history commit together.
 * `forUpdate` options lock rows until the transaction ends. Database failures reject.
 */
import type { DbOrTx } from '../../../db/database';
import type { AccountDirectory } from '../../accounts';
import type * as PaymentsSql from '../repositories/payments.repository';
import type * as ProductsSql from '../repositories/products.repository';
import type * as SubscriptionsSql from '../repositories/subscriptions.repository';

/** A repository function without its first (database) argument. */
type Bound<F> = F extends (db: DbOrTx, ...args: infer A) => infer R ? (...args: A) => R : never;

export interface BillingStore {
  // Products.
  listActiveProducts: Bound<typeof ProductsSql.listActiveProducts>;
  findProductById: Bound<typeof ProductsSql.findProductById>;
  productsById: Bound<typeof ProductsSql.productsById>;
  // Payments, their history and the provider's webhook events.
  insertPayment: Bound<typeof PaymentsSql.insertPayment>;
  transitionPayment: Bound<typeof PaymentsSql.transitionPayment>;
  recordPaymentInstructions: Bound<typeof PaymentsSql.recordPaymentInstructions>;
  findPendingCheckout: Bound<typeof PaymentsSql.findPendingCheckout>;
  findPendingPayment: Bound<typeof PaymentsSql.findPendingPayment>;
  findPaymentByIdempotencyKey: Bound<typeof PaymentsSql.findPaymentByIdempotencyKey>;
  findPaymentByReference: Bound<typeof PaymentsSql.findPaymentByReference>;
  findPaymentById: Bound<typeof PaymentsSql.findPaymentById>;
  listAccountPayments: Bound<typeof PaymentsSql.listAccountPayments>;
  listPaymentEvents: Bound<typeof PaymentsSql.listPaymentEvents>;
  recordWebhookEvent: Bound<typeof PaymentsSql.recordWebhookEvent>;
  setWebhookOutcome: Bound<typeof PaymentsSql.setWebhookOutcome>;
  listReportPayments: Bound<typeof PaymentsSql.listReportPayments>;
  reportTotals: Bound<typeof PaymentsSql.reportTotals>;
  // Subscriptions and their history.
  findSubscriptionByAccount: Bound<typeof SubscriptionsSql.findSubscriptionByAccount>;
  listSubscriptionEvents: Bound<typeof SubscriptionsSql.listSubscriptionEvents>;
  createSubscription: Bound<typeof SubscriptionsSql.createSubscription>;
  updateSubscription: Bound<typeof SubscriptionsSql.updateSubscription>;
  setAccountPayment: Bound<typeof SubscriptionsSql.setAccountPayment>;
  listRenewalsDue: Bound<typeof SubscriptionsSql.listRenewalsDue>;
  listLapsed: Bound<typeof SubscriptionsSql.listLapsed>;
  /** The accounts module's port, over the same handle (inside {@link transaction}: the same transaction). */
  accounts: AccountDirectory;
  /** Runs `work` in one transaction over a store bound to it: all of its writes commit or none. */
  transaction<T>(work: (store: BillingStore) => Promise<T>): Promise<T>;
}

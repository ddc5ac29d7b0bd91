/** The Drizzle implementation of {@link BillingStore}, over one database handle or transaction. */
import type { DbOrTx } from '../../../db/database';
import { drizzleAccountDirectory } from '../../accounts';
import type { BillingStore } from '../use-cases/billing-store';
import * as PaymentsSql from './payments.repository';
import * as ProductsSql from './products.repository';
import * as SubscriptionsSql from './subscriptions.repository';

/** The billing store reading and writing with `db`; its `transaction` opens one on `db`. */
export function drizzleBillingStore(db: DbOrTx): BillingStore {
  return {
    listActiveProducts: () => ProductsSql.listActiveProducts(db),
    findProductById: (id) => ProductsSql.findProductById(db, id),
    productsById: () => ProductsSql.productsById(db),
    insertPayment: (...args) => PaymentsSql.insertPayment(db, ...args),
    transitionPayment: (...args) => PaymentsSql.transitionPayment(db, ...args),
    recordPaymentInstructions: (...args) => PaymentsSql.recordPaymentInstructions(db, ...args),
    findPendingCheckout: (...args) => PaymentsSql.findPendingCheckout(db, ...args),
    findPendingPayment: (...args) => PaymentsSql.findPendingPayment(db, ...args),
    findPaymentByIdempotencyKey: (...args) => PaymentsSql.findPaymentByIdempotencyKey(db, ...args),
    findPaymentByReference: (...args) => PaymentsSql.findPaymentByReference(db, ...args),
    findPaymentById: (...args) => PaymentsSql.findPaymentById(db, ...args),
    listAccountPayments: (...args) => PaymentsSql.listAccountPayments(db, ...args),
    listPaymentEvents: (...args) => PaymentsSql.listPaymentEvents(db, ...args),
    recordWebhookEvent: (...args) => PaymentsSql.recordWebhookEvent(db, ...args),
    setWebhookOutcome: (...args) => PaymentsSql.setWebhookOutcome(db, ...args),
    listReportPayments: (...args) => PaymentsSql.listReportPayments(db, ...args),
    reportTotals: (...args) => PaymentsSql.reportTotals(db, ...args),
    findSubscriptionByAccount: (...args) => SubscriptionsSql.findSubscriptionByAccount(db, ...args),
    listSubscriptionEvents: (...args) => SubscriptionsSql.listSubscriptionEvents(db, ...args),
    createSubscription: (...args) => SubscriptionsSql.createSubscription(db, ...args),
    updateSubscription: (...args) => SubscriptionsSql.updateSubscription(db, ...args),
    setAccountPayment: (...args) => SubscriptionsSql.setAccountPayment(db, ...args),
    listRenewalsDue: (...args) => SubscriptionsSql.listRenewalsDue(db, ...args),
    listLapsed: (...args) => SubscriptionsSql.listLapsed(db, ...args),
    accounts: drizzleAccountDirectory(db),
    transaction: (work) => db.transaction((tx) => work(drizzleBillingStore(tx))),
  };
}

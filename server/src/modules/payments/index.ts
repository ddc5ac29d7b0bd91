/**
 * The payments module's public face (docs/decisions/2026-11-28-server-modules.md):
 * subscriptions — products, checkout, plan info, manage/cancel, the payment report, the
 * provider's webhook — and the billing cycle the job runs.
 */
export { paymentRoutes } from './routes/payments.routes';
export { type PaymentsDeps } from './use-cases/payments-deps';
export { runBillingCycle } from './use-cases/billing-cycle';
export { type BillingStore } from './use-cases/billing-store';
export { drizzleBillingStore } from './repositories/drizzle-billing-store';

/** What the subscription and payment use cases need. */
import type { PaymentProvider } from '../../../payments/provider';
import type { AccountsDeps } from '../../accounts';
import type { BillingStore } from './billing-store';

/** Minimal logger (fastify's / pino's fits). */
export interface PaymentsLog {
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

/** Dependencies of the billing core: settling charges and the billing cycle. */
export interface BillingDeps {
  /** The module's store (billing-store.ts): products, payments, subscriptions and their accounts. */
  store: BillingStore;
  /** Current time (injected; tests move it). Days are its Brasília calendar day. */
  clock: () => Date;
  provider: PaymentProvider;
  /** `PAYMENT_GRACE_DAYS`: whole days after the period end before an unpaid account is blocked. */
  graceDays: number;
  log: PaymentsLog;
  /** Conversion tracking (server/src/tracking/conversion-event.ts); absent = none. */
  conversions?: ConversionEvents;
}

/** Where completed subscriptions are announced (the durable conversion-event job). */
export interface ConversionEvents {
  /** Queues the conversion event of the approved checkout payment `paymentId`. */
  subscriptionCompleted(paymentId: number): Promise<void>;
}

/** Dependencies of every payment call: the billing core plus what registration needs. */
export interface PaymentsDeps extends BillingDeps {
  /** Registration (register-and-subscribe): bcrypt cost, confirmation mail, SPA address. */
  accounts: AccountsDeps;
}

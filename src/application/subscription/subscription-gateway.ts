/**
 * Subscription and payment calls (spec point 7 "Payments"), as the SPA uses them:
 * the products, the plan information of a user's account, checkout, register-and-subscribe,
 * change of product, cancellation at period end, reactivation, and the superuser's payment
 * report with its CSV export. Every call answers a Result (architecture rule 5):
 *
 * - `declined` (HTTP 402): the provider refused the charge; nothing changed on the account;
 *   `message` is the server's own sentence (pt-BR) to show where the user paid;
 * - `rejected` with `fields` (HTTP 400): field messages keyed by the form's field names
 *   (card fields as `number`, `holder`, `expiry`, `cvv`; registration fields as in the
 *   registration form; `productId`, `method`), so the form shows them where the user typed;
 * - `conflict` (HTTP 409): the account already has an active subscription (use change of product),
 *   a charge of the product is pending another way, an Idempotency-Key was used for another
 *   request, or an upgrade's charge is still pending;
 * - the other RemoteFailures (unavailable, not-found, rejected without fields).
 */
import type { NewUserFields } from '../../domain/accounts/fields';
import type {
  CheckoutRequest,
  Payment,
  PaymentReport,
  PaymentReportFilter,
  PlanInfo,
  Product,
} from '../../domain/subscription/types';
import type { RemoteFailure, Result } from '../shared/result';

/** A charge the provider refused (402): nothing changed. */
export type PaymentDeclined = { kind: 'declined'; message: string };
/** The account already has an active subscription (409). */
export type SubscriptionConflict = { kind: 'conflict'; message: string };
/** Failures of a call that charges. */
export type PaymentFailure = RemoteFailure | PaymentDeclined | SubscriptionConflict;

/** A checkout's answer: the charge, its instructions (PIX code, boleto line; null for cards) and the plan afterwards. */
export interface CheckoutOutcome {
  payment: Payment;
  instructions: string | null;
  plan: PlanInfo;
}

/** Register-and-subscribe's answer: the new user must still confirm the e-mail before logging in. */
export interface RegisterAndSubscribeOutcome {
  username: string;
  email: string;
  payment: Payment;
  instructions: string | null;
  /** The server's sentence (pt-BR), e.g. "Confirme seu e-mail para entrar." */
  detail: string;
}

/** The CSV export: its file name (from Content-Disposition) and its bytes. */
export interface ReportFile {
  filename: string;
  blob: Blob;
}

/** The subscription and payment calls (see the module note for the failures). */
export interface SubscriptionGateway {
  /** `GET /api/payments/available-products` (public). */
  products(): Promise<Result<Product[], RemoteFailure>>;
  /** `GET /api/payments/user?email=`: the user itself, its account's admin, or a superuser. */
  planInfo(email: string): Promise<Result<PlanInfo, RemoteFailure>>;
  /**
   * `POST /api/payments/checkout/`. `idempotencyKey` (header `Idempotency-Key`, 1–255 visible
   * ASCII characters, e.g. a UUID per purchase attempt): the same key answers the same charge
   * whatever it became (even once the subscription is active); the key used for another product
   * or way of paying is a `conflict`; a malformed one is `rejected` on `Idempotency-Key`.
   */
  checkout(request: CheckoutRequest, idempotencyKey?: string): Promise<Result<CheckoutOutcome, PaymentFailure>>;
  /** `POST /api/payments/register-and-subscribe/` (public). */
  registerAndSubscribe(fields: NewUserFields, request: CheckoutRequest): Promise<Result<RegisterAndSubscribeOutcome, PaymentFailure>>;
  /** `POST /api/payments/change-product/`: an upgrade is charged now (prorated); a downgrade waits for the period's end. */
  changeProduct(productId: number): Promise<Result<PlanInfo, PaymentFailure>>;
  /** `POST /api/payments/cancel/`: cancels at the end of the period (access until `currentPeriodEnd`). */
  cancel(reason?: string): Promise<Result<PlanInfo, RemoteFailure>>;
  /** `POST /api/payments/reactivate/`: undoes a cancellation before the period ends. */
  reactivate(): Promise<Result<PlanInfo, RemoteFailure>>;
  /** `GET /api/admin/payments/report/` (superuser), page 1-based. */
  paymentReport(filter: PaymentReportFilter, page: number): Promise<Result<PaymentReport, RemoteFailure>>;
  /** `GET /api/admin/payments/report.csv` (superuser), same filters. */
  downloadReportCsv(filter: PaymentReportFilter): Promise<Result<ReportFile, RemoteFailure>>;
}

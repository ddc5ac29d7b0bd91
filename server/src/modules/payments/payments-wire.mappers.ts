/**
 * Mapping of the subscription and payment use cases' results to the wire shapes of
 * src/contract/payments.ts (snake_case, cents, `YYYY-MM-DD` days,
 * ISO 8601 instants).
 */
import type {
  PaymentReportRowWire,
  PaymentReportWire,
  PaymentWire,
  PlanInfoWire,
  ProductWire,
  SubscriptionWire,
} from '../../../../src/contract/payments';
import type { ProductRow } from '../../db/schema';
import type { PaymentWithProduct, ReportPayment, ReportTotals } from './repositories/payments.repository';
import type { PlanInfo, SubscriptionInfo } from './use-cases/plan-info';

/** A product as sold. */
export function toProductWire(product: ProductRow): ProductWire {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    price_cents: product.priceCents,
    total_users: product.totalUsers,
    billing_period: product.billingPeriod,
  };
}

/** One charge. */
export function toPaymentWire(payment: PaymentWithProduct): PaymentWire {
  return {
    id: payment.id,
    amount_cents: payment.amountCents,
    method: payment.method,
    status: payment.status,
    kind: payment.kind,
    product_id: payment.productId,
    product_name: payment.productName,
    card_label: payment.cardLabel,
    failure_message: payment.failureMessage,
    provider_reference: payment.providerReference,
    created_at: payment.createdAt.toISOString(),
    paid_at: payment.paidAt ? payment.paidAt.toISOString() : null,
  };
}

/** The subscription with its products and next charge. */
export function toSubscriptionWire(info: SubscriptionInfo): SubscriptionWire {
  const row = info.row;
  return {
    status: row.status,
    product: toProductWire(info.product),
    pending_product: info.pendingProduct ? toProductWire(info.pendingProduct) : null,
    started_at: row.startedAt.toISOString(),
    current_period_start: row.currentPeriodStart,
    current_period_end: row.currentPeriodEnd,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    next_charge: info.nextCharge ? { date: info.nextCharge.date, amount_cents: info.nextCharge.amountCents } : null,
    card_label: row.paymentMethod === 'credit_card' && row.cardLast4 ? `${row.cardBrand ?? 'Cartão'} final ${row.cardLast4}` : null,
  };
}

/** Plan information of an account. */
export function toPlanInfoWire(info: PlanInfo): PlanInfoWire {
  return {
    email: info.email,
    payment: info.payment,
    payment_expirated_at: info.paymentExpiratedAt,
    without_pay: info.withoutPay,
    plan_id: info.planId,
    users_count: info.usersCount,
    total_users: info.totalUsers,
    subscription: info.subscription ? toSubscriptionWire(info.subscription) : null,
    payments: info.payments.map(toPaymentWire),
  };
}

/** A report row. */
export function toReportRowWire(row: ReportPayment): PaymentReportRowWire {
  return { ...toPaymentWire(row), account_id: row.accountId, principal_username: row.principalUsername, principal_email: row.principalEmail };
}

/** The totals block of the report. */
export function toReportTotalsWire(totals: ReportTotals): PaymentReportWire['totals'] {
  return {
    approved_cents: totals.approvedCents,
    by_status: totals.byStatus.map((row) => ({ status: row.status, count: row.count, amount_cents: row.amountCents })),
    by_product: totals.byProduct.map((row) => ({ product_id: row.productId, product_name: row.productName, count: row.count, approved_cents: row.approvedCents })),
  };
}

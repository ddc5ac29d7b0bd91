/**
 * Wire ↔ domain mapping of the subscription and payment calls (payments.wire.ts): snake_case
 * DTOs to the domain's camelCase values, the checkout request to its wire body (digits only
 * for card number, CVV, CPF and phone), and the server's 400 field names to the form's.
 */
import { digitsOnly, type NewUserFields } from '../../domain/accounts/fields';
import type {
  CardInput,
  CheckoutRequest,
  Payment,
  PaymentReport,
  PaymentReportFilter,
  PlanInfo,
  Product,
  Subscription,
} from '../../domain/subscription/types';
import type {
  CardWire,
  CheckoutRequestWire,
  PaymentReportWire,
  PaymentWire,
  PlanInfoWire,
  ProductWire,
  RegisterAndSubscribeRequestWire,
  SubscriptionWire,
} from '../../contract/payments';
import { toRegisterRequestWire } from '../../contract/accounts';

/** Product DTO → domain Product. */
export function toProduct(wire: ProductWire): Product {
  return {
    id: wire.id,
    name: wire.name,
    description: wire.description,
    priceCents: wire.price_cents,
    totalUsers: wire.total_users,
    billingPeriod: wire.billing_period,
  };
}

/** Payment DTO → domain Payment. */
export function toPayment(wire: PaymentWire): Payment {
  return {
    id: wire.id,
    amountCents: wire.amount_cents,
    method: wire.method,
    status: wire.status,
    kind: wire.kind,
    productId: wire.product_id,
    productName: wire.product_name,
    cardLabel: wire.card_label,
    failureMessage: wire.failure_message,
    providerReference: wire.provider_reference,
    createdAt: wire.created_at,
    paidAt: wire.paid_at,
  };
}

/** Subscription DTO → domain Subscription (`current_period_start` null when absent). */
export function toSubscription(wire: SubscriptionWire): Subscription {
  return {
    status: wire.status,
    product: toProduct(wire.product),
    pendingProduct: wire.pending_product ? toProduct(wire.pending_product) : null,
    startedAt: wire.started_at,
    currentPeriodStart: wire.current_period_start ?? null,
    currentPeriodEnd: wire.current_period_end,
    cancelAtPeriodEnd: wire.cancel_at_period_end,
    nextCharge: wire.next_charge ? { date: wire.next_charge.date, amountCents: wire.next_charge.amount_cents } : null,
    cardLabel: wire.card_label,
  };
}

/** Plan info DTO → domain PlanInfo. */
export function toPlanInfo(wire: PlanInfoWire): PlanInfo {
  return {
    email: wire.email,
    payment: wire.payment,
    paymentExpiresAt: wire.payment_expirated_at,
    withoutPay: wire.without_pay,
    planId: wire.plan_id,
    usersCount: wire.users_count,
    totalUsers: wire.total_users,
    subscription: wire.subscription ? toSubscription(wire.subscription) : null,
    payments: wire.payments.map(toPayment),
  };
}

/** A report page; `page` is the page asked for (1-based). */
export function toPaymentReport(wire: PaymentReportWire, page: number): PaymentReport {
  return {
    count: wire.count,
    page,
    hasNext: wire.next !== null,
    hasPrevious: wire.previous !== null,
    rows: wire.results.map((row) => ({
      ...toPayment(row),
      accountId: row.account_id,
      principalUsername: row.principal_username,
      principalEmail: row.principal_email,
    })),
    totals: {
      approvedCents: wire.totals.approved_cents,
      byStatus: wire.totals.by_status.map((s) => ({ status: s.status, count: s.count, amountCents: s.amount_cents })),
      byProduct: wire.totals.by_product.map((p) => ({
        productId: p.product_id,
        productName: p.product_name,
        count: p.count,
        approvedCents: p.approved_cents,
      })),
    },
  };
}

/** Card fields as sent: number and CVV digits only, holder trimmed, expiry `MM/AA`. */
export function toCardWire(card: CardInput): CardWire {
  return {
    card_number: digitsOnly(card.number),
    card_holder: card.holder.trim(),
    card_expiry: card.expiry.replace(/\s/g, ''),
    card_cvv: digitsOnly(card.cvv),
  };
}

/** Checkout request → wire body (card only for `credit_card`). */
export function toCheckoutRequestWire(request: CheckoutRequest): CheckoutRequestWire {
  return {
    product_id: request.productId,
    method: request.method,
    ...(request.method === 'credit_card' && request.card ? { card: toCardWire(request.card) } : {}),
  };
}

/** Registration fields (CPF and phone as digits) plus the checkout → wire body. */
export function toRegisterAndSubscribeWire(fields: NewUserFields, request: CheckoutRequest): RegisterAndSubscribeRequestWire {
  return { ...toRegisterRequestWire(fields), ...toCheckoutRequestWire(request) };
}

/** Query string of the report (empty filters left out). */
export function toReportQuery(filter: PaymentReportFilter, page?: number): Record<string, string> {
  const query: Record<string, string> = {};
  if (filter.from) query.from = filter.from;
  if (filter.to) query.to = filter.to;
  if (filter.status) query.status = filter.status;
  if (filter.productId) query.product_id = String(filter.productId);
  if (page && page > 1) query.page = String(page);
  return query;
}

/** Server field names → the form's: card fields, product and method; others (registration fields) as they are. */
const FIELD_FROM_WIRE: Record<string, string> = {
  card_number: 'number',
  card_holder: 'holder',
  card_expiry: 'expiry',
  card_cvv: 'cvv',
  product_id: 'productId',
};

/**
 * The field messages of a 400 body with the form's field names: `{"card_number": [m]}` and
 * the nested `{"card": {"card_number": [m]}}` both become `{ number: [m] }`; a message list
 * under `card` itself becomes a general one (`non_field_errors`).
 */
export function toFormFieldErrors(body: unknown): Record<string, string[]> | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const out: Record<string, string[]> = {};
  const add = (key: string, value: unknown) => {
    if (Array.isArray(value) && value.every((v) => typeof v === 'string') && value.length > 0) {
      const name = FIELD_FROM_WIRE[key] ?? key;
      out[name] = [...(out[name] ?? []), ...(value as string[])];
    }
  };
  for (const [key, value] of Object.entries(body)) {
    if (key === 'card' && value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [inner, messages] of Object.entries(value)) add(inner, messages);
    } else if (key === 'card') {
      add('non_field_errors', value);
    } else {
      add(key, value);
    }
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** File name from a Content-Disposition header (`attachment; filename="x.csv"` or RFC 5987 `filename*=UTF-8''x.csv`). */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*("?)([^";]+)\1/.exec(header);
  return plain?.[2]?.trim() || fallback;
}

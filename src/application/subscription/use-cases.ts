/**
 * The subscription feature's use cases (the UI calls use cases, never ports):
 * what the subscription screens (`/comecar`, `/assinatura*`, `/plano-e-assinaturas*`,
 * `/registro-e-assinatura`, the expiration alert) and the superusers' payment report ask
 * for. The rules live here and in src/domain/subscription, not in components: the preview
 * of a change of product (the domain's `prorate`, the same function the server charges
 * with), the report's default month, the expiration alert's decision and its dismissal.
 * Failures are the SubscriptionGateway's `Result`s, passed on unchanged.
 */
import type { AppServices } from '../app-services';
import type { User } from '../../domain/user';
import { addDays, addMonths, brasiliaDay } from '../../domain/subscription/calendar';
import { expirationAlert, type ExpirationAlert } from '../../domain/subscription/expiration-alert';
import { prorate, type Proration } from '../../domain/subscription/proration';
import type { PaymentReportFilter, PlanInfo, Product, Subscription } from '../../domain/subscription/types';
import type { RemoteFailure, Result } from '../shared/result';
import { createCancelSubscriptionLogic } from './cancel-subscription.machine';
import { createCheckoutLogic } from './checkout.machine';
import type { PaymentFailure } from './subscription-gateway';

/** The ports the subscription use cases need. */
export type SubscriptionPorts = Pick<AppServices, 'subscriptions' | 'clock' | 'expirationSkip'>;

/**
 * What a change of product does, as previewed before confirming (docs/payments.md "Change
 * of product and proration"): an `upgrade` paid by card is charged `amountCents` now and
 * applies today; a `downgrade` — or any change of a subscription without a saved card
 * (PIX/boleto: nothing to charge now) — charges 0 and applies on `effectiveOn`, the day
 * after `currentPeriodEnd`. Money in integer cents, days `YYYY-MM-DD` (Brasília).
 */
export type ProductChangePreview = Proration;

/**
 * The preview of changing `subscription` to `target` on `today` (see {@link ProductChangePreview}).
 * Uses `currentPeriodStart` when the plan carries it, as the server does.
 */
export function previewProductChange(subscription: Subscription, target: Product, today: string): ProductChangePreview {
  const figures = prorate({
    oldPriceCents: subscription.product.priceCents,
    newPriceCents: target.priceCents,
    today,
    periodEnd: subscription.currentPeriodEnd,
    ...(subscription.currentPeriodStart ? { periodStart: subscription.currentPeriodStart } : {}),
  });
  if (figures.direction === 'upgrade' && !subscription.cardLabel) {
    return { ...figures, direction: 'downgrade', amountCents: 0, effectiveOn: addDays(subscription.currentPeriodEnd, 1) };
  }
  return figures;
}

/** The report filter of the month of `today` (Brasília): its first and last day. */
export function monthFilter(today: string): Required<Pick<PaymentReportFilter, 'from' | 'to'>> {
  const first = `${today.slice(0, 8)}01`;
  return { from: first, to: addDays(addMonths(first, 1), -1) };
}

/** Builds the subscription use cases over their ports. */
export function createSubscriptionUseCases(ports: SubscriptionPorts) {
  const { subscriptions, clock, expirationSkip } = ports;
  const today = () => brasiliaDay(clock.now());
  return {
    /** Today's Brasília calendar day (`YYYY-MM-DD`), from the injected clock. */
    today,
    /** The products on sale, smallest first. */
    products: () => subscriptions.products(),
    /** The plan information of `email`'s account. */
    planInfo: (email: string) => subscriptions.planInfo(email),
    /** The checkout machine (products → method → card → paying → approved | declined | pending). */
    checkoutLogic: createCheckoutLogic({ subscriptions }),
    /** The cancellation machine (loads the plan, confirms, cancels). */
    cancelLogic: createCancelSubscriptionLogic({ subscriptions }),
    /** What changing to `target` would charge now and when it applies (today's preview). */
    previewProductChange: (subscription: Subscription, target: Product) => previewProductChange(subscription, target, today()),
    /** Changes the product; answers the plan afterwards and the preview the broker confirmed. */
    async changeProduct(subscription: Subscription, target: Product): Promise<Result<{ plan: PlanInfo; preview: ProductChangePreview }, PaymentFailure>> {
      const preview = previewProductChange(subscription, target, today());
      const result = await subscriptions.changeProduct(target.id);
      return result.ok ? { ok: true, value: { plan: result.value, preview } } : result;
    },
    /** Undoes a scheduled change (the server's rule: asking for the current product). */
    undoScheduledChange: (subscription: Subscription) => subscriptions.changeProduct(subscription.product.id),
    /** Undoes a cancellation while the period lasts. */
    reactivate: (): Promise<Result<PlanInfo, RemoteFailure>> => subscriptions.reactivate(),
    /** The report filter of the current month. */
    currentMonth: () => monthFilter(today()),
    /** One page (1-based) of the payment report. */
    paymentReport: (filter: PaymentReportFilter, page: number) => subscriptions.paymentReport(filter, page),
    /** The report's CSV file, with the server's file name. */
    downloadReportCsv: (filter: PaymentReportFilter) => subscriptions.downloadReportCsv(filter),
    /** Whether the expiration alert shows now for `user` (rules: src/domain/subscription/expiration-alert.ts). */
    expirationAlert: (user: User, firstAccessModalsOpen: boolean): ExpirationAlert =>
      expirationAlert({ user, now: clock.now(), skippedOn: expirationSkip.read(user.id), firstAccessModalsOpen }),
    /** Remembers that `user` dismissed the alert on `day` (it stays hidden that day). */
    dismissExpirationAlert: (user: User, day: string) => expirationSkip.write(user.id, day),
  };
}

/** The subscription use cases, as the UI sees them. */
export type SubscriptionUseCases = ReturnType<typeof createSubscriptionUseCases>;

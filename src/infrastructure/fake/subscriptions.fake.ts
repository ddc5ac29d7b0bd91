/**
 * In-memory "Subscription and payment" back end: the SubscriptionGateway running the server's
 * own payment use cases (server/src/modules/payments/use-cases: products, plan information,
 * checkout, change of product, cancellation, reactivation, settlement, the report and its
 * CSV) over an in-memory BillingStore (billing-store.fake.ts) whose accounts are the
 * FakeAuthGateway's users, so a payment shows in `currentUser` (payment code, plan, expiry,
 * subscription) like the server's `/api/users/me/`. server/test/contract/subscription.contract.test.ts
 * runs the same scenarios on both back ends.
 *
 * This module keeps the products of migration 0004 (Individual, Equipe 3, Equipe 5, Equipe
 * 10), the demo history, the sandbox provider played in memory, and the translation of the
 * use cases' answers as the routes (payments-wire.mappers) and the HTTP adapter
 * (subscription.mapper) make it. The sandbox cards of src/contract/payments.ts: 4242 4242
 * 4242 4242 approves at once, 4000 0000 0000 0002 is declined, 4000 0000 0000 3220 (and PIX,
 * boleto) stay pending and are approved `confirmDelayMs` later (or at `settlePending()`).
 * (The server's sandbox provider hashes with node:crypto and posts signed webhooks: not for a
 * browser; this one settles through the server's `settlePayment`, as its webhook does.)
 *
 * Register-and-subscribe runs the server's use case too (fields checked, the card charged
 * before anything is created, then the account and the charge in one transaction), its account
 * stored and its confirmation mailed by the accounts back end's dependencies (`accounts`: the
 * demo mailbox), after the route's schema check of the registration fields.
 *
 * The demo accounts start with a history of three monthly card charges (the last one on the
 * current period's first day): `corretor` and `admin` active, `bloqueado` past due after a
 * declined renewal the day after its period ended, `expirando` active until 3 days from now.
 */
import type { Clock } from '../../application/shared/clock';
import type { PaymentFailure, SubscriptionGateway } from '../../application/subscription/subscription-gateway';
import { err, ok, type RemoteFailure } from '../../application/shared/result';
import { addDays, addMonths, brasiliaDay } from '../../domain/subscription/calendar';
import { dayOfMonth } from '../../domain/subscription/billing-period';
import { PAYMENT_MESSAGES } from '../../domain/subscription/messages';
import { isIdempotencyKey } from '../../domain/subscription/pending-checkout';
import type { PaymentKind, PaymentReportFilter, SubscriptionStatus } from '../../domain/subscription/types';
import type { User } from '../../domain/user';
import { NOT_FOUND_DETAIL } from '../../contract/api-errors';
import { registerRequestWire, toRegisterRequestWire } from '../../contract/accounts';
import { SANDBOX_CARDS, SANDBOX_DECLINE_MESSAGE } from '../../contract/payments';
import { toCheckoutRequestWire, toFormFieldErrors, toPayment, toPaymentReport, toPlanInfo, toProduct } from '../http/subscription.mapper';
import { toPaymentWire, toPlanInfoWire, toProductWire, toReportRowWire, toReportTotalsWire } from '../../../server/src/modules/payments/payments-wire.mappers';
import type { AccountsDeps } from '../../../server/src/modules/accounts/use-cases/accounts-deps';
import { cardOf, checkout, newPaymentReference } from '../../../server/src/modules/payments/use-cases/checkout';
import { listProductsForSale } from '../../../server/src/modules/payments/use-cases/list-products';
import { cancelSubscription, changeProduct, reactivateSubscription } from '../../../server/src/modules/payments/use-cases/manage-subscription';
import type { BillingDeps, PaymentsDeps } from '../../../server/src/modules/payments/use-cases/payments-deps';
import { registerAndSubscribe } from '../../../server/src/modules/payments/use-cases/register-and-subscribe';
import { paymentReport, paymentReportCsv, type ReportQuery } from '../../../server/src/modules/payments/use-cases/payment-report';
import { getPlanInfoForEmail } from '../../../server/src/modules/payments/use-cases/plan-info';
import { settlePayment } from '../../../server/src/modules/payments/use-cases/settle-payment';
import { fakeAccountsDeps } from './accounts.fake';
import type { FakeAuthGateway } from './auth-gateway.fake';
import { createMemoryBillingStore, emptyBillingData, type BillingData, type ProductRow } from './billing-store.fake';
import { createFakePort, type FakePortControls } from './fault-switch';
import { parsedOrRejected, rejectedFields } from './refusals';

/** The products of migration 0004 (ids 1–4: the demo accounts' plan_id). */
const PRODUCTS: readonly ProductRow[] = [
  { id: 1, name: 'Individual', description: 'Para o corretor autônomo: 1 usuário.', priceCents: 8990, totalUsers: 1 },
  { id: 2, name: 'Equipe 3', description: 'Para pequenas equipes: até 3 usuários.', priceCents: 21990, totalUsers: 3 },
  { id: 3, name: 'Equipe 5', description: 'Até 5 usuários, com gestão de equipe.', priceCents: 32990, totalUsers: 5 },
  { id: 4, name: 'Equipe 10', description: 'Até 10 usuários, para corretoras.', priceCents: 59990, totalUsers: 10 },
].map((p) => ({ ...p, billingPeriod: 'monthly', active: true, createdAt: new Date('2025-01-01T00:00:00Z') }));

/** The sentence for a declined card: the sandbox provider's. */
export const FAKE_DECLINED_MESSAGE = SANDBOX_DECLINE_MESSAGE;

/**
 * The fake back end: the gateway plus test handles (`failNextWith`: a `declined` or `conflict`
 * injected into a call that cannot answer it reads as `unavailable`, or `rejected` on cancel
 * and reactivate, as the HTTP adapter reads a 409 there).
 */
export interface FakeSubscriptions extends FakePortControls<PaymentFailure> {
  gateway: SubscriptionGateway;
  /** Approves every pending charge now (as the provider's webhook would); resolves once they are applied. */
  settlePending(): Promise<void>;
}

/** Options of {@link createFakeSubscriptions}. */
export interface FakeSubscriptionsOptions {
  auth: FakeAuthGateway;
  clock: Clock;
  latencyMs?: number;
  /** Pending charges (PIX, boleto, the delayed card) are approved this long after checkout; null: only at settlePending(). */
  confirmDelayMs?: number | null;
  /**
   * The accounts back end's dependencies (its store over the same users, mail to the demo
   * mailbox): register-and-subscribe registers the account there. Without them, an accounts
   * store of its own over `auth`'s users, whose mails go nowhere.
   */
  accounts?: AccountsDeps;
}

/** The calls that may answer `declined` (402) and `conflict` (409) as such. */
const CHARGING_CALLS: ReadonlySet<string> = new Set(['checkout', 'registerAndSubscribe', 'changeProduct']);
type Provider = BillingDeps['provider'];
type Outcome = Awaited<ReturnType<Provider['createCharge']>>;
type Caller = Parameters<typeof checkout>[1];
/** The failures the use cases answer (the routes' `failureAnswer` turns them into statuses). */
type UseCaseFailure =
  | { kind: 'invalid'; errors: Record<string, string[]> }
  | { kind: 'forbidden' | 'unavailable' | 'not_found' | 'page_not_found' }
  | { kind: 'conflict' | 'declined'; message: string };

/**
 * The sandbox provider in memory: a card's token carries how it charges (`tok_sandbox_<approve|decline|delayed>_<last 4>_…`,
 * as the server's sandbox issues them); a reference charged again answers its first outcome;
 * pending charges are approved after `delayMs` (never when null) or at `settleAll`, through `settle`.
 */
function createSandbox(delayMs: number | null | undefined, settle: (reference: string) => Promise<unknown>) {
  const charges = new Map<string, Outcome>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  async function approve(reference: string) {
    if (charges.get(reference)?.status !== 'pending') return;
    charges.set(reference, { status: 'approved' });
    await settle(reference);
  }
  const instructions = (method: string, reference: string, amountCents: number) =>
    method === 'pix'
      ? `00020126580014BR.GOV.BCB.PIX0136${reference}5204000053039865405${(amountCents / 100).toFixed(2)}5802BR5907COTADOR6009SAO PAULO6304ABCD`
      : method === 'boleto' ? `34191.79001 01043.510047 91020.150008 1 ${String(amountCents).padStart(10, '0')}` : null;
  const provider: Provider = {
    name: 'sandbox',
    async tokenizeCard(card) {
      const behaviour = card.number === SANDBOX_CARDS.decline ? 'decline' : card.number === SANDBOX_CARDS.approveDelayed ? 'delayed' : 'approve';
      return { token: `tok_sandbox_${behaviour}_${card.last4}_${newPaymentReference().slice(4, 20)}`, brand: card.brand, last4: card.last4 };
    },
    async createCharge(request) {
      const known = charges.get(request.reference);
      if (known) return known;
      const behaviour = request.method === 'credit_card' ? /^tok_sandbox_(approve|decline|delayed)_/.exec(request.cardToken ?? '')?.[1] : 'delayed';
      const outcome: Outcome =
        behaviour === 'approve' ? { status: 'approved' }
        : behaviour === 'delayed' ? { status: 'pending', instructions: instructions(request.method, request.reference, request.amountCents) }
        : { status: 'declined', failureMessage: SANDBOX_DECLINE_MESSAGE };
      charges.set(request.reference, outcome);
      if (outcome.status === 'pending' && delayMs !== null && delayMs !== undefined) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          void approve(request.reference).catch(() => undefined);
        }, delayMs);
        timers.add(timer);
      }
      return outcome;
    },
    refundCharge: async () => undefined,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
  return {
    provider,
    async settleAll() {
      await provider.close();
      for (const [reference, outcome] of charges) if (outcome.status === 'pending') await approve(reference);
    },
  };
}

/** The demo accounts' subscriptions and charges (module note), as of `now`. */
function seed(data: BillingData, users: readonly User[], now: Date): void {
  const today = brasiliaDay(now);
  const card = { cardBrand: 'Visa', cardLast4: '4242', cardToken: 'tok_sandbox_approve_4242_demo' };
  for (const user of [...users].sort((a, b) => a.id - b.id)) {
    const product = data.products.find((p) => p.id === user.planId);
    if (user.principalUserId !== user.id || !user.subscription || !product || !user.paymentExpiresAt) continue;
    const status = (user.subscription.status ?? 'active') as SubscriptionStatus;
    const periodEnd = user.paymentExpiresAt;
    const periodStart = addDays(addMonths(periodEnd, -1), 1);
    // The charge of the current period was made on its first day (or today, for a longer demo period).
    const anchor = periodStart <= today ? periodStart : today;
    const startedAt = new Date(`${addMonths(anchor, -2)}T13:00:00.000Z`);
    data.subscriptions.push({
      id: (data.ids.subscriptions += 1), accountId: user.id, status, productId: product.id, pendingProductId: null, totalUsers: product.totalUsers, cancelAtPeriodEnd: false,
      startedAt, currentPeriodStart: periodStart, currentPeriodEnd: periodEnd, billingAnchorDay: dayOfMonth(periodStart), paymentMethod: 'credit_card', ...card, createdAt: startedAt,
    });
    // 13:00 UTC of the day, but never later than now (today's charge was made an hour ago).
    const at = (day: string) => (day < today ? new Date(`${day}T13:00:00.000Z`) : new Date(now.getTime() - 3_600_000));
    const charge = (day: string, kind: PaymentKind, failureMessage: string | null = null) => {
      const id = (data.ids.payments += 1);
      data.payments.push({
        id, accountId: user.id, productId: product.id, amountCents: product.priceCents, method: 'credit_card', status: failureMessage ? 'declined' : 'approved', kind,
        providerReference: `pay_demo${String(id).padStart(20, '0')}`, idempotencyKey: null, renewsPeriodEnd: null, cardLabel: 'Visa final 4242', ...card,
        instructions: null, failureMessage, createdByUserId: null, createdAt: at(day), paidAt: failureMessage ? null : at(day),
      });
    };
    charge(addMonths(anchor, -2), 'subscription');
    charge(addMonths(anchor, -1), 'renewal');
    charge(anchor, 'renewal');
    if (status === 'past_due') charge(addDays(periodEnd, 1), 'renewal', 'Cartão recusado: saldo insuficiente.');
  }
}

/** Creates the fake over the FakeAuthGateway's users (behaviour in the module note). */
export function createFakeSubscriptions(options: FakeSubscriptionsOptions): FakeSubscriptions {
  const { auth, clock } = options;
  const port = createFakePort<PaymentFailure>({
    latencyMs: options.latencyMs,
    guard: auth.guard,
    injected(failure, call) {
      if ((failure.kind !== 'declined' && failure.kind !== 'conflict') || CHARGING_CALLS.has(call)) return failure;
      return { kind: call === 'cancel' || call === 'reactivate' ? 'rejected' : 'unavailable', message: failure.message };
    },
  });
  const data = emptyBillingData(PRODUCTS.map((p) => ({ ...p })));
  seed(data, auth.users, clock.now());
  const accounts = options.accounts ?? fakeAccountsDeps(auth, clock, { dispatch: async () => undefined });
  const store = createMemoryBillingStore(data, auth, accounts.store);
  const sandbox = createSandbox(options.confirmDelayMs, (reference) => settlePayment(deps, reference, { status: 'approved' }, 'Aprovado pelo provedor.'));
  const quiet = () => undefined;
  const deps: PaymentsDeps = { store, clock: () => clock.now(), provider: sandbox.provider, graceDays: 0, log: { info: quiet, warn: quiet, error: quiet }, accounts };

  /** The session's user as the server's authentication hook hands it to a use case (the wrapper's guard made sure there is one). */
  const caller = (): Caller => {
    const me = auth.caller();
    if (!me) throw new Error('no session: the route guard answers before the use case runs');
    return { ...me, accountId: me.principalUserId ?? me.id };
  };
  /** A use case's refusal as the route answers it and the HTTP adapter reads it. */
  function remoteFailure(result: Exclude<UseCaseFailure, { message: string }>): RemoteFailure {
    switch (result.kind) {
      case 'invalid':
        return rejectedFields(toFormFieldErrors(result.errors) ?? {});
      case 'forbidden':
        return auth.forbidden();
      case 'not_found':
        return { kind: 'not-found', message: NOT_FOUND_DETAIL };
      case 'page_not_found':
        return { kind: 'not-found', message: PAYMENT_MESSAGES.invalidPage };
      case 'unavailable':
        return { kind: 'unavailable', message: PAYMENT_MESSAGES.providerUnavailable };
    }
  }
  /** The same for a call that charges: 402 `declined` and 409 `conflict` as such. */
  const failure = (result: UseCaseFailure): PaymentFailure => ('message' in result ? { kind: result.kind, message: result.message } : remoteFailure(result));
  /** Cancel and reactivate: the HTTP adapter reads their 409 as `rejected`. */
  const statusFailure = (result: UseCaseFailure): RemoteFailure => {
    const answer = failure(result);
    return answer.kind === 'conflict' || answer.kind === 'declined' ? { kind: 'rejected', message: answer.message } : answer;
  };
  const plan = (info: Parameters<typeof toPlanInfoWire>[0]) => toPlanInfo(toPlanInfoWire(info));
  const reportQuery = (filter: PaymentReportFilter, page?: number): ReportQuery => ({
    from: filter.from || undefined, to: filter.to || undefined, status: filter.status || undefined, productId: filter.productId || undefined, page,
  });

  const gateway = port.wrap<SubscriptionGateway>({
    async products() {
      return ok((await listProductsForSale(deps)).map((p) => toProduct(toProductWire(p))));
    },
    async planInfo(email) {
      const result = await getPlanInfoForEmail(deps, caller(), email);
      return result.kind === 'ok' ? ok(plan(result.info)) : err(remoteFailure(result));
    },
    async checkout(request, idempotencyKey) {
      if (idempotencyKey !== undefined && !isIdempotencyKey(idempotencyKey)) return err(rejectedFields({ 'Idempotency-Key': [PAYMENT_MESSAGES.invalidIdempotencyKey] }));
      const wire = toCheckoutRequestWire(request);
      const result = await checkout(deps, caller(), { productId: wire.product_id, method: wire.method, card: wire.card, idempotencyKey });
      if (result.kind !== 'ok') return err(failure(result));
      return ok({ payment: toPayment(toPaymentWire(result.payment)), instructions: result.instructions, plan: plan(result.plan) });
    },
    async registerAndSubscribe(fields, request) {
      // The route's schema of the registration fields (registerRequestWire's rules); product, card and the rest are the use case's.
      const wire = toCheckoutRequestWire(request);
      const shape = registerRequestWire.omit({ principal_user_username: true, roles: true }).safeParse(toRegisterRequestWire(fields));
      const body = parsedOrRejected(shape);
      if (!body.ok) {
        // A schema failure answers the card's problems alongside (the route's `paymentValidationErrors`).
        const card = cardOf(wire.method, wire.card, clock.now());
        return err('errors' in card && body.error.kind === 'rejected' ? rejectedFields({ ...body.error.fields, ...card.errors }) : body.error);
      }
      const result = await registerAndSubscribe(deps, { productId: wire.product_id, method: wire.method, card: wire.card, registration: body.value });
      if (result.kind !== 'ok') return err(failure(result));
      return ok({ username: result.username, email: result.email, payment: toPayment(toPaymentWire(result.payment)), instructions: result.instructions, detail: PAYMENT_MESSAGES.registered(result.email) });
    },
    async changeProduct(productId) {
      const result = await changeProduct(deps, caller(), productId);
      return result.kind === 'ok' ? ok(plan(result.plan)) : err(failure(result));
    },
    async cancel(reason) {
      const result = await cancelSubscription(deps, caller(), reason);
      return result.kind === 'ok' ? ok(plan(result.plan)) : err(statusFailure(result));
    },
    async reactivate() {
      const result = await reactivateSubscription(deps, caller());
      return result.kind === 'ok' ? ok(plan(result.plan)) : err(statusFailure(result));
    },
    async paymentReport(filter, page) {
      const result = await paymentReport(deps, reportQuery(filter, page));
      if (result.kind !== 'ok') return err(remoteFailure(result));
      const links = { next: result.page < result.pages ? 'next' : null, previous: result.page > 1 ? 'previous' : null };
      return ok(toPaymentReport({ count: result.totals.count, ...links, results: result.rows.map(toReportRowWire), totals: toReportTotalsWire(result.totals) }, page));
    },
    async downloadReportCsv(filter) {
      const result = await paymentReportCsv(deps, reportQuery(filter));
      if (result.kind !== 'ok') return err(remoteFailure(result));
      return ok({ filename: result.filename, blob: new Blob([result.csv], { type: 'text/csv;charset=utf-8' }) });
    },
  }, {
    planInfo: 'GET /api/payments/user',
    checkout: 'POST /api/payments/checkout/',
    changeProduct: 'POST /api/payments/change-product/',
    cancel: 'POST /api/payments/cancel/',
    reactivate: 'POST /api/payments/reactivate/',
    paymentReport: 'GET /api/admin/payments/report/',
    downloadReportCsv: 'GET /api/admin/payments/report.csv',
  });

  return { gateway, ...port.controls, settlePending: () => sandbox.settleAll() };
}

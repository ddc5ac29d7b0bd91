/**
 * In-memory "Subscription and payment" back end: the SubscriptionGateway over the
 * users of the FakeAuthGateway, so a payment shows in `currentUser` (payment code, plan,
 * expiry, subscription) like the server's `/api/users/me/` would. It answers like the
 * server (the reference; server/test/contract/subscription.contract.test.ts runs the same
 * scenarios on both), with the sandbox cards of src/contract/payments.ts: 4242 4242 4242 4242
 * approves at once, 4000 0000 0000 0002 is declined (nothing changes), 4000 0000 0000 3220
 * (and PIX, boleto) stay pending and are approved `confirmDelayMs` later (or at
 * `settlePending()`); the product ladder of migration 0004 (Individual, Equipe 3, Equipe 5,
 * Equipe 10). The rules are not copied: what checkout, change of product, cancellation,
 * reactivation and an approved charge refuse or change is decided by
 * src/domain/subscription/lifecycle.ts (the server's use cases call the same functions), and
 * the messages, card checks, proration, paid periods, the report's day range and its CSV all
 * come from src/domain/subscription; this module keeps the state in memory and plays the
 * sandbox provider.
 *
 * The demo accounts start with a history of three monthly card charges (the last one on the
 * current period's first day): `corretor` and `admin` active, `bloqueado` past due after a
 * declined renewal the day after its period ended, `expirando` active until 3 days from now.
 */
import type { Clock } from '../../application/shared/clock';
import type { PaymentFailure, SubscriptionGateway } from '../../application/subscription/subscription-gateway';
import type { Registration } from '../../application/accounts/registration';
import { err, ok, type RemoteFailure, type Result } from '../../application/shared/result';
import { validateNewUser, digitsOnly, normalizeEmail } from '../../domain/accounts/fields';
import { newUserErrors } from '../../domain/accounts/account-flows';
import { teamCapacity } from '../../domain/accounts/team';
import { formatDecimal } from '../../domain/quotation/money';
import { addDays, addMonths, brasiliaDay } from '../../domain/subscription/calendar';
import { cardLabel, validateCard } from '../../domain/subscription/card';
import { PAYMENT_MESSAGES } from '../../domain/subscription/messages';
import { CHECKOUT_PAYMENT_KINDS, isIdempotencyKey } from '../../domain/subscription/pending-checkout';
import * as lifecycle from '../../domain/subscription/lifecycle';
import { dayOfMonth } from '../../domain/subscription/billing-period';
import { paymentReportCsv, paymentReportFileName, paymentReportPage, resolveReportRange } from '../../domain/subscription/payment-report';
import { planInfoAccess } from '../../domain/subscription/plan-info-access';
import { NOT_FOUND_DETAIL } from '../../contract/api-errors';
import { SANDBOX_CARDS, SANDBOX_DECLINE_MESSAGE } from '../../contract/payments';
import type { CheckoutRequest, Payment, PaymentKind, PaymentMethod, PaymentReportFilter, PaymentReportRow, PlanInfo, Product, Subscription, SubscriptionStatus } from '../../domain/subscription/types';
import type { User } from '../../domain/user';
import { newBrokerUser } from './accounts.fake';
import type { FakeAuthGateway } from './auth-gateway.fake';
import { createFakePort, type FakePortControls } from './fault-switch';
import { rejectedFields } from './refusals';

/** The products of migration 0004 (ids 1–4: the demo accounts' plan_id). */
export const FAKE_PRODUCTS: readonly Product[] = [
  { id: 1, name: 'Individual', description: 'Para o corretor autônomo: 1 usuário.', priceCents: 8990, totalUsers: 1, billingPeriod: 'monthly' },
  { id: 2, name: 'Equipe 3', description: 'Para pequenas equipes: até 3 usuários.', priceCents: 21990, totalUsers: 3, billingPeriod: 'monthly' },
  { id: 3, name: 'Equipe 5', description: 'Até 5 usuários, com gestão de equipe.', priceCents: 32990, totalUsers: 5, billingPeriod: 'monthly' },
  { id: 4, name: 'Equipe 10', description: 'Até 10 usuários, para corretoras.', priceCents: 59990, totalUsers: 10, billingPeriod: 'monthly' },
];

const DECLINING_CARD = SANDBOX_CARDS.decline;
const DELAYED_CARD = SANDBOX_CARDS.approveDelayed;
/** The sentence for a declined card: the sandbox provider's. */
export const FAKE_DECLINED_MESSAGE = SANDBOX_DECLINE_MESSAGE;

/** A stored subscription: the domain's record plus when it started and how it is paid (the card by its label). */
interface FakeSubscription extends lifecycle.SubscriptionRecord {
  startedAt: string;
  paymentMethod: PaymentMethod;
  cardLabel: string | null;
}

interface FakePayment extends Payment {
  accountId: number;
}

/**
 * The fake back end: the gateway plus test handles (`failNextWith`: a `declined` or `conflict`
 * injected into a call that cannot answer it reads as `unavailable`, or `rejected` on cancel
 * and reactivate, as the HTTP adapter reads a 409 there).
 */
export interface FakeSubscriptions extends FakePortControls<PaymentFailure> {
  gateway: SubscriptionGateway;
  /** Approves every pending charge now (as the provider's webhook would). */
  settlePending(): void;
}

/** Options of {@link createFakeSubscriptions}. */
export interface FakeSubscriptionsOptions {
  auth: FakeAuthGateway;
  clock: Clock;
  latencyMs?: number;
  /** Pending charges (PIX, boleto, the delayed card) are approved this long after checkout; null: only at settlePending(). */
  confirmDelayMs?: number | null;
  /**
   * Creates the account of register-and-subscribe (the fake accounts back end, which mails
   * the confirmation link to the demo mailbox); without it the user is created here, inactive.
   */
  registration?: Registration;
}

const CHECKOUT_KINDS: ReadonlySet<PaymentKind> = new Set(CHECKOUT_PAYMENT_KINDS);
/** The calls that may answer `declined` (402) and `conflict` (409) as such. */
const CHARGING_CALLS: ReadonlySet<string> = new Set(['checkout', 'registerAndSubscribe', 'changeProduct']);
const productById = (id: number | null | undefined) => FAKE_PRODUCTS.find((p) => p.id === id);

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
  const subscriptions = new Map<number, FakeSubscription>();
  const payments: FakePayment[] = [];
  /** Checkout charges by `accountId:Idempotency-Key`. */
  const keyed = new Map<string, FakePayment>();
  let paymentId = 0;
  const today = () => brasiliaDay(clock.now());

  function record(accountId: number, fields: Omit<FakePayment, 'id' | 'accountId' | 'providerReference' | 'productName' | 'createdAt' | 'paidAt'> & { createdAt?: string }): FakePayment {
    paymentId += 1;
    const createdAt = fields.createdAt ?? clock.now().toISOString();
    const payment: FakePayment = {
      ...fields,
      id: paymentId,
      accountId,
      productName: productById(fields.productId)?.name ?? '',
      providerReference: `sbx_${Array.from(globalThis.crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('')}`,
      createdAt,
      paidAt: fields.status === 'approved' ? createdAt : null,
    };
    payments.unshift(payment);
    return payment;
  }

  // Demo history, oldest first so ids grow with time.
  const seedDay = today();
  for (const user of [...auth.users].sort((a, b) => a.id - b.id)) {
    if (user.principalUserId !== user.id || !user.subscription || !user.planId || !user.paymentExpiresAt) continue;
    const status = (user.subscription.status ?? 'active') as SubscriptionStatus;
    const periodEnd = user.paymentExpiresAt;
    const periodStart = addDays(addMonths(periodEnd, -1), 1);
    const card = 'Visa final 4242';
    // The charge of the current period was made on its first day (or today, for a longer demo period).
    const anchor = periodStart <= seedDay ? periodStart : seedDay;
    subscriptions.set(user.id, {
      status,
      productId: user.planId,
      pendingProductId: null,
      startedAt: `${addMonths(anchor, -2)}T13:00:00.000Z`,
      currentPeriodStart: periodStart,
      currentPeriodEnd: periodEnd,
      billingAnchorDay: dayOfMonth(periodStart),
      cancelAtPeriodEnd: false,
      paymentMethod: 'credit_card',
      cardLabel: card,
    });
    const price = productById(user.planId)?.priceCents ?? 0;
    // 13:00 UTC of the day, but never later than now (today's charge was made an hour ago).
    const at = (day: string) => (day < seedDay ? `${day}T13:00:00.000Z` : new Date(clock.now().getTime() - 3_600_000).toISOString());
    const paid = (day: string, kind: PaymentKind) =>
      record(user.id, { amountCents: price, method: 'credit_card', status: 'approved', kind, productId: user.planId as number, cardLabel: card, failureMessage: null, createdAt: at(day) });
    paid(addMonths(anchor, -2), 'subscription');
    paid(addMonths(anchor, -1), 'renewal');
    paid(anchor, 'renewal');
    if (status === 'past_due') {
      record(user.id, { amountCents: price, method: 'credit_card', status: 'declined', kind: 'renewal', productId: user.planId, cardLabel: card, failureMessage: 'Cartão recusado: saldo insuficiente.', createdAt: at(addDays(periodEnd, 1)) });
    }
  }

  const accountUsers = (accountId: number) => auth.users.filter((u) => u.principalUserId === accountId);

  /** Writes the account's state into its users, as /api/users/me/ shows it. */
  function syncUsers(accountId: number, payment: User['payment']) {
    const sub = subscriptions.get(accountId);
    for (const user of accountUsers(accountId)) {
      user.payment = payment;
      user.planId = sub?.productId ?? null;
      user.paymentExpiresAt = sub?.currentPeriodEnd ?? null;
      user.subscription = sub ? { status: sub.status, totalUsers: productById(sub.productId)?.totalUsers ?? 1 } : null;
    }
  }

  function toSubscription(sub: FakeSubscription): Subscription {
    const product = productById(sub.productId) as Product;
    const pending = productById(sub.pendingProductId) ?? null;
    return {
      status: sub.status,
      product,
      pendingProduct: pending,
      startedAt: sub.startedAt,
      currentPeriodStart: sub.currentPeriodStart,
      currentPeriodEnd: sub.currentPeriodEnd,
      cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
      nextCharge: lifecycle.nextCharge(sub, product, pending),
      cardLabel: sub.cardLabel,
    };
  }

  function planInfoOf(user: User): PlanInfo {
    const accountId = user.principalUserId ?? user.id;
    const sub = subscriptions.get(accountId);
    const principal = auth.users.find((u) => u.id === accountId) ?? user;
    return {
      email: user.email,
      payment: principal.payment,
      paymentExpiresAt: principal.paymentExpiresAt,
      withoutPay: principal.withoutPay,
      planId: principal.planId,
      usersCount: accountUsers(accountId).length,
      totalUsers: teamCapacity(sub ? { totalUsers: productById(sub.productId)?.totalUsers ?? 1 } : principal.subscription),
      subscription: sub ? toSubscription(sub) : null,
      payments: payments
        .filter((p) => p.accountId === accountId)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
        .slice(0, 50).map(({ accountId: _a, ...payment }) => ({ ...payment })),
    };
  }

  /**
   * The provider approved `payment`: the domain's `approvalEffect` says what changes (the
   * server's settlement does the same); a charge with nothing left to pay for is refunded.
   */
  function approve(payment: FakePayment) {
    const accountId = payment.accountId;
    const current = subscriptions.get(accountId) ?? null;
    const principal = auth.users.find((u) => u.id === accountId);
    const now = clock.now().toISOString();
    const effect = lifecycle.approvalEffect({
      payment: { kind: payment.kind, productId: payment.productId, method: payment.method, card: payment.cardLabel, renewsPeriodEnd: null },
      current,
      accountBlocked: principal?.payment === 'BL',
      today: today(),
      now,
    });
    payment.status = effect.kind === 'refund' ? 'refunded' : 'approved';
    payment.paidAt = now;
    if (effect.kind === 'refund') return;
    if (effect.kind === 'activate') {
      const { card, ...state } = effect.state;
      subscriptions.set(accountId, { ...state, cardLabel: card });
    } else if (current) {
      Object.assign(current, effect.changes);
    }
    syncUsers(accountId, effect.accountPayment ?? principal?.payment ?? 'OP');
  }

  const pendingTimers = new Set<ReturnType<typeof setTimeout>>();
  function schedule(payment: FakePayment) {
    if (options.confirmDelayMs === null || options.confirmDelayMs === undefined) return;
    const timer = setTimeout(() => {
      pendingTimers.delete(timer);
      if (payment.status === 'pending') approve(payment);
    }, options.confirmDelayMs);
    pendingTimers.add(timer);
  }

  function instructionsFor(method: PaymentMethod, payment: FakePayment): string | null {
    if (method === 'pix') return `00020126580014BR.GOV.BCB.PIX0136${payment.providerReference}5204000053039865405${formatDecimal(payment.amountCents / 100, 2).replace(',', '.')}5802BR5907COTADOR6009SAO PAULO6304ABCD`;
    if (method === 'boleto') return `34191.79001 01043.510047 91020.150008 ${String(payment.id).padStart(1, '0')} ${String(payment.amountCents).padStart(10, '0')}`;
    return null;
  }

  /** Card and product checks shared by checkout and register-and-subscribe; null when fine. */
  function requestProblems(request: CheckoutRequest): Record<string, string[]> | null {
    const errors: Record<string, string[]> = {};
    if (!productById(request.productId)) errors.productId = [PAYMENT_MESSAGES.productNotFound];
    if (request.method === 'credit_card') {
      const card = request.card ?? { number: '', holder: '', expiry: '', cvv: '' };
      for (const [field, message] of Object.entries(validateCard(card, today()))) errors[field] = [message];
    }
    return Object.keys(errors).length > 0 ? errors : null;
  }

  const rejected = rejectedFields;
  /** A domain refusal as the gateway answers it: 409 `conflict`, or 400 under `productId`. */
  const refused = (refusal: lifecycle.LifecycleRefusal): PaymentFailure =>
    refusal.kind === 'conflict' ? { kind: 'conflict', message: refusal.message } : rejected({ productId: [refusal.message] });

  /** The caller of an `account_admin` route (the wrapper checked the route's access) with its account id; a 403 without one. */
  function manager(): Result<{ me: User; accountId: number }, RemoteFailure> {
    const me = auth.caller();
    return me && me.principalUserId !== null ? ok({ me, accountId: me.principalUserId }) : err(auth.forbidden());
  }

  /** Stores a cancellation's or reactivation's decision; its 409s answer `rejected` (as the HTTP adapter does). */
  function applyStatus(who: { me: User; accountId: number }, decision: lifecycle.StatusDecision): Result<PlanInfo, RemoteFailure> {
    if (decision.kind === 'conflict' || decision.kind === 'invalid-product') return err({ kind: 'rejected', message: decision.message });
    const sub = subscriptions.get(who.accountId);
    if (decision.kind === 'change' && sub) {
      Object.assign(sub, decision.changes);
      syncUsers(who.accountId, decision.accountPayment ?? who.me.payment);
    }
    return ok(planInfoOf(who.me));
  }

  /** Charges `request` for the account; a declined card changes nothing but the history. */
  function charge(accountId: number, request: CheckoutRequest, kind: PaymentKind): Result<{ payment: FakePayment; instructions: string | null }, PaymentFailure> {
    const product = productById(request.productId) as Product;
    const number = digitsOnly(request.card?.number ?? '');
    const label = request.method === 'credit_card' ? cardLabel(number) : null;
    if (request.method === 'credit_card' && number === DECLINING_CARD) {
      record(accountId, { amountCents: product.priceCents, method: request.method, status: 'declined', kind, productId: product.id, cardLabel: label, failureMessage: FAKE_DECLINED_MESSAGE });
      return err({ kind: 'declined', message: FAKE_DECLINED_MESSAGE });
    }
    const pending = request.method !== 'credit_card' || number === DELAYED_CARD;
    const payment = record(accountId, { amountCents: product.priceCents, method: request.method, status: 'pending', kind, productId: product.id, cardLabel: label, failureMessage: null });
    if (pending) schedule(payment);
    else approve(payment);
    return ok({ payment, instructions: instructionsFor(request.method, payment) });
  }

  const strip = ({ accountId: _a, ...payment }: FakePayment): Payment => ({ ...payment });

  /** The report's rows of a resolved day range, newest first. */
  function reportRows(range: { from: string; to: string }, filter: PaymentReportFilter): PaymentReportRow[] {
    return [...payments]
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
      .filter((p) => {
        const day = brasiliaDay(new Date(p.createdAt));
        return day >= range.from && day <= range.to && (!filter.status || p.status === filter.status) && (!filter.productId || p.productId === filter.productId);
      })
      .map((p) => {
        const principal = auth.users.find((u) => u.id === p.accountId);
        return { ...strip(p), accountId: p.accountId, principalUsername: principal?.username ?? null, principalEmail: principal?.email ?? null };
      });
  }

  /** The report's day range (the domain's defaults and checks), or its 400. */
  function reportRange(filter: PaymentReportFilter): Result<{ from: string; to: string }, RemoteFailure> {
    const range = resolveReportRange(filter, today());
    return 'errors' in range ? err(rejected(range.errors)) : ok(range);
  }


  const gateway = port.wrap<SubscriptionGateway>({
    async products() {
      return ok(FAKE_PRODUCTS.map((p) => ({ ...p })));
    },
    async planInfo(email) {
      const me = auth.caller();
      if (!me) return err(auth.forbidden());
      const target = auth.users.find((u) => u.email.toLowerCase() === normalizeEmail(email));
      const access = planInfoAccess({ id: me.id, accountId: me.principalUserId, isSuperuser: me.isSuperuser, isAdmin: me.roles.includes('admin') }, target ? { id: target.id, accountId: target.principalUserId } : null);
      if (access === 'not_found') return err({ kind: 'not-found', message: NOT_FOUND_DETAIL });
      if (access === 'forbidden' || !target) return err(auth.forbidden());
      return ok(planInfoOf(target));
    },
    async checkout(request, idempotencyKey) {
      const manages = manager();
      if (!manages.ok) return manages;
      const who = manages.value;
      if (idempotencyKey !== undefined && !isIdempotencyKey(idempotencyKey)) return err(rejected({ 'Idempotency-Key': [PAYMENT_MESSAGES.invalidIdempotencyKey] }));
      // The server's order: fields, then the domain's checkoutPrecheck (state, seats) and checkoutAnswer (the key's charge, state, a pending charge of the product).
      const problems = requestProblems(request);
      if (problems) return err(rejected(problems));
      const sub = subscriptions.get(who.accountId) ?? null;
      const product = productById(request.productId) as Product;
      const early = lifecycle.checkoutPrecheck({ subscriptionStatus: sub?.status ?? null, keyed: idempotencyKey !== undefined, usersCount: accountUsers(who.accountId).length, product });
      if (early) return err(refused(early));
      const key = `${who.accountId}:${idempotencyKey}`;
      const earlier = idempotencyKey === undefined ? null : (keyed.get(key) ?? null);
      const answer = lifecycle.checkoutAnswer({
        keyed: earlier,
        subscriptionStatus: sub?.status ?? null,
        pending: payments.find((p) => p.accountId === who.accountId && p.productId === product.id && p.status === 'pending' && CHECKOUT_KINDS.has(p.kind)) ?? null,
        asked: { method: request.method, cardLabel: request.method === 'credit_card' ? cardLabel(digitsOnly(request.card?.number ?? '')) : null },
        product,
      });
      if (answer.kind === 'conflict' || answer.kind === 'invalid-product') return err(refused(answer));
      if (answer.kind === 'replay' && answer.payment.status === 'declined') return err({ kind: 'declined', message: answer.payment.failureMessage ?? PAYMENT_MESSAGES.declined });
      if (answer.kind === 'replay') return ok({ payment: strip(answer.payment), instructions: instructionsFor(answer.payment.method, answer.payment), plan: planInfoOf(who.me) });
      const charged = charge(who.accountId, request, answer.paymentKind);
      if (idempotencyKey !== undefined) keyed.set(key, payments[0]!);
      if (!charged.ok) return charged;
      return ok({ payment: strip(charged.value.payment), instructions: charged.value.instructions, plan: planInfoOf(who.me) });
    },
    async registerAndSubscribe(fields, request) {
      const taken = {
        username: auth.users.some((u) => u.username.toLowerCase() === fields.username.trim().toLowerCase()),
        email: auth.users.some((u) => u.email.toLowerCase() === normalizeEmail(fields.email)),
      };
      const errors: Record<string, string[]> = { ...((validateNewUser(fields) ?? {}) as Record<string, string[]>), ...newUserErrors(fields, taken) };
      Object.assign(errors, requestProblems(request) ?? {});
      if (Object.keys(errors).length > 0) return err(rejected(errors));
      if (request.method === 'credit_card' && digitsOnly(request.card?.number ?? '') === DECLINING_CARD) {
        // 402: nothing is created.
        return err({ kind: 'declined', message: FAKE_DECLINED_MESSAGE });
      }
      let user: User | undefined;
      if (options.registration) {
        const registered = await options.registration.register(fields);
        if (!registered.ok) return registered;
        user = auth.users.find((u) => u.id === registered.value.id);
      }
      if (!user) {
        const id = Math.max(0, ...auth.users.map((u) => u.id)) + 1;
        user = newBrokerUser(id, fields);
        auth.users.push(user);
        auth.passwords.set(user.username, fields.password);
        auth.inactive.add(user.username);
      }
      const charged = charge(user.id, request, 'subscription');
      if (!charged.ok) return charged;
      return ok({
        username: user.username,
        email: user.email,
        payment: strip(charged.value.payment),
        instructions: charged.value.instructions,
        detail: PAYMENT_MESSAGES.registered(user.email),
      });
    },
    async changeProduct(productId) {
      const manages = manager();
      if (!manages.ok) return manages;
      const who = manages.value;
      const { me, accountId } = who;
      const product = productById(productId);
      if (!product) return err(rejected({ productId: [PAYMENT_MESSAGES.productNotFound] }));
      const sub = subscriptions.get(accountId) ?? null;
      const decision = lifecycle.productChange({
        subscription: sub,
        current: productById(sub?.productId) ?? product,
        target: product,
        usersCount: accountUsers(accountId).length,
        hasSavedCard: sub?.paymentMethod === 'credit_card' && sub.cardLabel !== null,
        today: today(),
      });
      if (decision.kind === 'conflict' || decision.kind === 'invalid-product') return err(refused(decision));
      if (!sub) return err(refused({ kind: 'conflict', message: PAYMENT_MESSAGES.noSubscription }));
      if (decision.kind !== 'charge-upgrade') {
        Object.assign(sub, decision.changes);
        return ok(planInfoOf(me));
      }
      // A double submit: the first upgrade's charge is still on its way (one charge, not two).
      if (payments.some((p) => p.accountId === accountId && p.kind === 'upgrade' && p.status === 'pending')) return err({ kind: 'conflict', message: PAYMENT_MESSAGES.upgradePending });
      const upgrade = record(accountId, { amountCents: decision.proration.amountCents, method: 'credit_card', status: 'pending', kind: 'upgrade', productId: product.id, cardLabel: sub.cardLabel, failureMessage: null });
      // The saved card charges the way its card did (the sandbox's tokens): the delayed card stays pending.
      if (sub.cardLabel === cardLabel(DELAYED_CARD)) schedule(upgrade);
      else approve(upgrade);
      return ok(planInfoOf(me));
    },
    async cancel() {
      const manages = manager();
      if (!manages.ok) return manages;
      const who = manages.value;
      const decision = lifecycle.cancellation(subscriptions.get(who.accountId) ?? null);
      return applyStatus(who, decision);
    },
    async reactivate() {
      const manages = manager();
      if (!manages.ok) return manages;
      const who = manages.value;
      const decision = lifecycle.reactivation(subscriptions.get(who.accountId) ?? null, today());
      return applyStatus(who, decision);
    },
    async paymentReport(filter, page) {
      const range = reportRange(filter);
      if (!range.ok) return range;
      const report = paymentReportPage(reportRows(range.value, filter), page);
      return report ? ok(report) : err({ kind: 'not-found', message: PAYMENT_MESSAGES.invalidPage });
    },
    async downloadReportCsv(filter) {
      const range = reportRange(filter);
      if (!range.ok) return range;
      const rows = reportRows(range.value, filter).map((r) => ({ ...r, createdAt: new Date(r.createdAt), paidAt: r.paidAt ? new Date(r.paidAt) : null }));
      return ok({ filename: paymentReportFileName(range.value), blob: new Blob([paymentReportCsv(rows)], { type: 'text/csv;charset=utf-8' }) });
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

  return {
    gateway,
    ...port.controls,
    settlePending() {
      for (const timer of pendingTimers) clearTimeout(timer);
      pendingTimers.clear();
      for (const payment of payments) if (payment.status === 'pending') approve(payment);
    },
  };
}

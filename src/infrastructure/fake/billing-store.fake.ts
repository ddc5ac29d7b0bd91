/**
 * The payments module's store port (server/src/modules/payments/use-cases/billing-store.ts) in
 * memory, so the fake back end runs the server's own payment use cases. Storage only: each
 * method answers what its repository function's docstring says (the database's order: newest
 * first by `created_at` then id; the report's totals per status in the domain's order, per
 * product by id). Accounts are the FakeAuthGateway's users: an account's id is its principal
 * user's id, and its payment code, plan, expiry and subscription summary are written into
 * every user of the account (what `/api/users/me/` shows).
 *
 * `transaction` runs the work on this same store and puts everything back when it throws
 * (locks are no-ops: JavaScript runs one call at a time between awaits). A new user's checks and
 * a self-registration (register-and-subscribe) run the accounts module's use cases over the
 * accounts back end's store (accounts-store.fake.ts), so the account is the one that logs in;
 * a rollback puts back the payments' rows and the accounts' columns, not a user it inserted.
 */
import type { AccountsStore } from '../../../server/src/modules/accounts/use-cases/accounts-store';
import { checkNewUser, insertSelfRegistration } from '../../../server/src/modules/accounts/use-cases/register-user';
import type { BillingStore } from '../../../server/src/modules/payments/use-cases/billing-store';
import { normalizeEmail } from '../../domain/accounts/fields';
import { REPORT_STATUSES } from '../../domain/subscription/payment-report';
import type { User } from '../../domain/user';
import type { FakeAuthGateway } from './auth-gateway.fake';

type Found<T> = NonNullable<Awaited<T>>;
/** The row types of the port (the server's Drizzle rows), as its methods answer them. */
export type ProductRow = Found<ReturnType<BillingStore['findProductById']>>;
export type PaymentRow = Found<ReturnType<BillingStore['findPaymentById']>>;
export type SubscriptionRow = Found<ReturnType<BillingStore['findSubscriptionByAccount']>>;
type PaymentEventRow = Awaited<ReturnType<BillingStore['listPaymentEvents']>>[number];
type SubscriptionEventRow = Awaited<ReturnType<BillingStore['listSubscriptionEvents']>>[number];
type UserRow = Found<ReturnType<BillingStore['accounts']['findUserById']>>;

/** What the store keeps (ids grow by one per row, as identity columns). */
export interface BillingData {
  products: ProductRow[];
  payments: PaymentRow[];
  subscriptions: SubscriptionRow[];
  paymentEvents: PaymentEventRow[];
  subscriptionEvents: SubscriptionEventRow[];
  webhookEvents: Map<string, string>;
  /** The last id given per table (`events`: both histories). */
  ids: { payments: number; subscriptions: number; events: number };
}

/** An empty store's data with `products` on sale. */
export const emptyBillingData = (products: ProductRow[]): BillingData => ({
  products, payments: [], subscriptions: [], paymentEvents: [], subscriptionEvents: [], webhookEvents: new Map(), ids: { payments: 0, subscriptions: 0, events: 0 },
});

/** The in-memory {@link BillingStore} over `data` and the users of `auth`, registering accounts in `accounts` (the accounts back end's store over the same users). */
export function createMemoryBillingStore(data: BillingData, auth: FakeAuthGateway, accounts: AccountsStore): BillingStore {
  const nextId = (table: keyof BillingData['ids']) => (data.ids[table] += 1);
  const members = (accountId: number) => auth.users.filter((u) => (u.principalUserId ?? u.id) === accountId);
  const principal = (accountId: number) => auth.users.find((u) => u.id === accountId);
  const productName = (id: number) => data.products.find((p) => p.id === id)?.name ?? '';
  const newestFirst = (a: PaymentRow, b: PaymentRow) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;
  const copy = <T extends object | undefined>(row: T): T => (row ? { ...row } : row);

  /** The account's columns follow its subscription in every user (plan, expiry, seats, status). */
  function syncAccount(row: SubscriptionRow) {
    for (const user of members(row.accountId)) {
      user.planId = row.productId;
      user.paymentExpiresAt = row.currentPeriodEnd;
      user.subscription = { status: row.status, totalUsers: row.totalUsers };
    }
  }
  function logSubscription(row: SubscriptionRow, what: string, fromValue: unknown, toValue: unknown, change: { reason: string; at: Date; paymentId?: number | null }) {
    if (what === 'cardToken') return; // the card is named by brand and last 4, never by its token
    const text = (value: unknown) => (value === null || value === undefined ? null : value instanceof Date ? value.toISOString() : String(value));
    data.subscriptionEvents.push({ id: nextId('events'), accountId: row.accountId, subscriptionId: row.id, what, fromValue: text(fromValue), toValue: text(toValue), reason: change.reason, paymentId: change.paymentId ?? null, at: change.at });
  }
  const seats = (productId: number) => {
    const product = data.products.find((p) => p.id === productId);
    if (!product) throw new Error(`product ${productId} does not exist`);
    return product.totalUsers;
  };
  const inReport = (filter: Parameters<BillingStore['reportTotals']>[0]) => (p: PaymentRow) =>
    p.createdAt >= filter.from && p.createdAt < filter.toExclusive && (!filter.status || p.status === filter.status) && (filter.productId === undefined || p.productId === filter.productId);
  const userRow = (user: User): UserRow => ({
    id: user.id, accountId: user.principalUserId ?? user.id, username: user.username, name: user.name, email: user.email, phone: user.phone, cpf: user.cpf,
    passwordHash: '', logoPath: null, roles: [...user.roles], isSuperuser: user.isSuperuser, isActive: !auth.inactive.has(user.username),
    firstAccess: user.firstAccess, lastLogin: user.lastLogin ? new Date(user.lastLogin) : null, createdAt: new Date(0), tokenVersion: 0,
  });

  const store: BillingStore = {
    listActiveProducts: async () => data.products.filter((p) => p.active).sort((a, b) => a.totalUsers - b.totalUsers || a.priceCents - b.priceCents || a.id - b.id).map(copy),
    findProductById: async (id) => copy(data.products.find((p) => p.id === id)),
    productsById: async () => new Map(data.products.map((p) => [p.id, { ...p }])),

    async insertPayment(payment, change) {
      if (payment.idempotencyKey && data.payments.some((p) => p.idempotencyKey === payment.idempotencyKey)) return undefined;
      const row: PaymentRow = {
        id: nextId('payments'), idempotencyKey: null, renewsPeriodEnd: null, cardLabel: null, cardBrand: null, cardLast4: null, cardToken: null,
        instructions: null, failureMessage: null, createdByUserId: null, paidAt: null, ...payment,
      };
      data.payments.push(row);
      data.paymentEvents.push({ id: nextId('events'), paymentId: row.id, what: 'status', fromValue: null, toValue: row.status, reason: change.reason, at: change.at });
      return { ...row };
    },
    async transitionPayment(paymentId, from, to, change) {
      const row = data.payments.find((p) => p.id === paymentId);
      if (!row || !from.includes(row.status)) return undefined;
      data.paymentEvents.push({ id: nextId('events'), paymentId, what: 'status', fromValue: row.status, toValue: to, reason: change.reason, at: change.at });
      row.status = to;
      if (change.failureMessage !== undefined) row.failureMessage = change.failureMessage;
      if (change.paidAt !== undefined) row.paidAt = change.paidAt;
      return { ...row };
    },
    async recordPaymentInstructions(paymentId, instructions, change) {
      const row = data.payments.find((p) => p.id === paymentId);
      if (!row || row.instructions === instructions) return;
      data.paymentEvents.push({ id: nextId('events'), paymentId, what: 'instructions', fromValue: row.instructions, toValue: instructions, reason: change.reason, at: change.at });
      row.instructions = instructions;
    },
    findPendingCheckout: (accountId, productId) => store.findPendingPayment(accountId, ['subscription', 'reactivation'], productId),
    async findPendingPayment(accountId, kinds, productId) {
      const found = data.payments.filter((p) => p.accountId === accountId && p.status === 'pending' && kinds.includes(p.kind) && (productId === undefined || p.productId === productId));
      return copy(found.sort((a, b) => b.id - a.id)[0]);
    },
    findPaymentByIdempotencyKey: async (key) => copy(data.payments.find((p) => p.idempotencyKey === key)),
    findPaymentByReference: async (reference) => copy(data.payments.find((p) => p.providerReference === reference)),
    findPaymentById: async (id) => copy(data.payments.find((p) => p.id === id)),
    async listAccountPayments(accountId, limit = 50) {
      return data.payments.filter((p) => p.accountId === accountId).sort(newestFirst).slice(0, limit).map((p) => ({ ...p, productName: productName(p.productId) }));
    },
    listPaymentEvents: async (paymentId) => data.paymentEvents.filter((e) => e.paymentId === paymentId).map(copy),
    async recordWebhookEvent(event) {
      if (data.webhookEvents.has(event.eventId)) return false;
      data.webhookEvents.set(event.eventId, event.outcome);
      return true;
    },
    setWebhookOutcome: async (eventId, outcome) => void data.webhookEvents.set(eventId, outcome),
    async listReportPayments(filter, page) {
      const rows = data.payments.filter(inReport(filter)).sort(newestFirst);
      return (page ? rows.slice(page.offset, page.offset + page.limit) : rows).map((p) => {
        const owner = principal(p.accountId);
        return { ...p, productName: productName(p.productId), principalUsername: owner?.username ?? null, principalEmail: owner?.email ?? null };
      });
    },
    async reportTotals(filter) {
      const rows = data.payments.filter(inReport(filter));
      const byStatus = REPORT_STATUSES.map((status) => {
        const of = rows.filter((p) => p.status === status);
        return { status, count: of.length, amountCents: of.reduce((sum, p) => sum + p.amountCents, 0) };
      });
      const productIds = [...new Set(rows.map((p) => p.productId))].sort((a, b) => a - b);
      return {
        count: rows.length,
        approvedCents: byStatus.find((s) => s.status === 'approved')?.amountCents ?? 0,
        byStatus,
        byProduct: productIds.map((productId) => {
          const of = rows.filter((p) => p.productId === productId);
          return { productId, productName: productName(productId), count: of.length, approvedCents: of.filter((p) => p.status === 'approved').reduce((sum, p) => sum + p.amountCents, 0) };
        }),
      };
    },

    findSubscriptionByAccount: async (accountId) => copy(data.subscriptions.find((s) => s.accountId === accountId)),
    listSubscriptionEvents: async (accountId) => data.subscriptionEvents.filter((e) => e.accountId === accountId).map(copy),
    async createSubscription(accountId, state, change) {
      const row: SubscriptionRow = { id: nextId('subscriptions'), accountId, ...state, totalUsers: seats(state.productId), createdAt: change.at };
      data.subscriptions.push(row);
      for (const [what, value] of Object.entries(state)) logSubscription(row, what, null, value, change);
      syncAccount(row);
      return { ...row };
    },
    async updateSubscription(current, changes, change) {
      const row = data.subscriptions.find((s) => s.id === current.id);
      if (!row) throw new Error(`subscription ${current.id} vanished`);
      for (const [key, next] of Object.entries(changes) as Array<[keyof typeof changes, unknown]>) {
        const before = row[key];
        if (next instanceof Date && before instanceof Date ? next.getTime() === before.getTime() : next === before) continue;
        logSubscription(row, key, before, next, change);
        Object.assign(row, { [key]: next });
      }
      row.totalUsers = seats(row.productId);
      syncAccount(row);
      return { ...row };
    },
    async setAccountPayment(accountId, code, change) {
      const users = members(accountId);
      const before = principal(accountId)?.payment;
      if (before === undefined) throw new Error(`account ${accountId} does not exist`);
      if (before === code) return false;
      for (const user of users) user.payment = code;
      data.subscriptionEvents.push({ id: nextId('events'), accountId, subscriptionId: change.subscriptionId ?? null, what: 'account_payment', fromValue: before, toValue: code, reason: change.reason, paymentId: change.paymentId ?? null, at: change.at });
      return true;
    },
    listRenewalsDue: async (today) => data.subscriptions.filter((s) => s.status === 'active' && !s.cancelAtPeriodEnd && s.currentPeriodEnd <= today).sort((a, b) => a.id - b.id).map(copy),
    async listLapsed(today, lastUnblockedEnd) {
      return data.subscriptions
        .map((subscription) => ({ subscription: { ...subscription }, owner: principal(subscription.accountId) }))
        .filter(({ subscription: s, owner }) => owner && !owner.withoutPay && (((s.status === 'active' || s.status === 'past_due') && s.currentPeriodEnd < lastUnblockedEnd && owner.payment !== 'BL') || (s.status === 'canceled' && s.currentPeriodEnd < today)))
        .sort((a, b) => a.subscription.id - b.subscription.id)
        .map(({ subscription, owner }) => ({ subscription, payment: owner!.payment }));
    },

    accounts: {
      async findAccountById(accountId) {
        const owner = principal(accountId);
        if (!owner || (owner.principalUserId ?? owner.id) !== accountId) return undefined;
        return { id: accountId, principalUserId: owner.id, payment: owner.payment, paymentExpiratedAt: owner.paymentExpiresAt, withoutPay: owner.withoutPay, planId: owner.planId, createdAt: new Date(0) };
      },
      countAccountUsers: async (accountId) => members(accountId).length,
      lockAccount: async () => undefined,
      async findUserById(id) {
        const user = auth.users.find((u) => u.id === id);
        return user && userRow(user);
      },
      async findUserByEmail(email) {
        const user = auth.users.find((u) => u.email.toLowerCase() === normalizeEmail(email));
        return user && userRow(user);
      },
      checkNewUser: (input) => checkNewUser(accounts, input),
      insertSelfRegistration: (fields, now) => insertSelfRegistration(accounts, fields, now),
    },

    async transaction(work) {
      const saved = structuredClone({ ...data, users: auth.users.map(({ payment, planId, paymentExpiresAt, subscription }) => ({ payment, planId, paymentExpiresAt, subscription })) });
      try {
        return await work(store);
      } catch (error) {
        const { users, ...rest } = saved;
        Object.assign(data, rest);
        auth.users.forEach((user, index) => Object.assign(user, users[index]));
        throw error;
      }
    },
  };
  return store;
}

/**
 * Reads and writes of an account's subscription and payment code — the only code that
 * changes `subscriptions` (after creation) and `accounts.payment` / `plan_id` /
 * `payment_expirated_at`. Every change writes one `subscription_events` row per changed
 * field with the same database handle (the caller's transaction), and keeps the account
 * consistent with the subscription:
 *
 * - `accounts.plan_id` = `subscriptions.product_id`;
 * - `accounts.payment_expirated_at` = `subscriptions.current_period_end`;
 * - `subscriptions.total_users` = `products.total_users` of the product.
 *
 * The account's payment code (OP/FR/BL) is set by the use cases through
 * {@link setAccountPayment}: it depends on the day and the grace period, not only on the row.
 */
import { and, asc, eq, inArray, lt, lte, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database';
import {
  accounts,
  products,
  subscriptionEvents,
  subscriptions,
  type PaymentCode,
  type PaymentMethod,
  type SubscriptionEventRow,
  type SubscriptionRow,
  type SubscriptionStatus,
} from '../../../db/schema';
import type { ChangeContext } from './payments.repository';

/** The fields of a subscription the use cases decide. */
export interface SubscriptionState {
  status: SubscriptionStatus;
  productId: number;
  pendingProductId: number | null;
  cancelAtPeriodEnd: boolean;
  startedAt: Date;
  /** `YYYY-MM-DD`, inclusive. */
  currentPeriodStart: string;
  /** `YYYY-MM-DD`, inclusive: last day of paid access. */
  currentPeriodEnd: string;
  /** 1–31. */
  billingAnchorDay: number;
  paymentMethod: PaymentMethod;
  cardToken: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
}

/** A change's context plus the payment that caused it, if any. */
export interface SubscriptionChange extends ChangeContext {
  paymentId?: number | null;
}

/** The account's subscription, or undefined; `forUpdate` locks it until the transaction ends. */
export async function findSubscriptionByAccount(db: DbOrTx, accountId: number, options: { forUpdate?: boolean } = {}): Promise<SubscriptionRow | undefined> {
  const query = db.select().from(subscriptions).where(eq(subscriptions.accountId, accountId)).limit(1);
  const rows = options.forUpdate ? await query.for('update') : await query;
  return rows[0];
}

/** History of an account's subscription and payment code, oldest first. */
export async function listSubscriptionEvents(db: DbOrTx, accountId: number): Promise<SubscriptionEventRow[]> {
  return db.select().from(subscriptionEvents).where(eq(subscriptionEvents.accountId, accountId)).orderBy(asc(subscriptionEvents.at), asc(subscriptionEvents.id));
}

/** How a tracked field is written in the history (`what`, value as text). */
function trackedValues(state: Partial<SubscriptionState>): Array<[string, string | null]> {
  const values: Array<[string, string | null]> = [];
  if (state.status !== undefined) values.push(['status', state.status]);
  if (state.productId !== undefined) values.push(['product', String(state.productId)]);
  if (state.pendingProductId !== undefined) values.push(['pending_product', state.pendingProductId === null ? null : String(state.pendingProductId)]);
  if (state.cancelAtPeriodEnd !== undefined) values.push(['cancel_at_period_end', String(state.cancelAtPeriodEnd)]);
  if (state.currentPeriodStart !== undefined || state.currentPeriodEnd !== undefined) {
    values.push(['current_period', `${state.currentPeriodStart ?? '?'}/${state.currentPeriodEnd ?? '?'}`]);
  }
  if (state.paymentMethod !== undefined) {
    values.push(['payment_method', state.paymentMethod === 'credit_card' ? `credit_card ${state.cardBrand ?? ''} final ${state.cardLast4 ?? ''}` : state.paymentMethod]);
  }
  if (state.startedAt !== undefined) values.push(['started_at', state.startedAt.toISOString()]);
  return values;
}

async function productSeats(db: DbOrTx, productId: number): Promise<number> {
  const rows = await db.select({ totalUsers: products.totalUsers }).from(products).where(eq(products.id, productId)).limit(1);
  const seats = rows[0]?.totalUsers;
  if (seats === undefined) throw new Error(`product ${productId} does not exist`);
  return seats;
}

async function syncAccount(db: DbOrTx, accountId: number, productId: number, periodEnd: string): Promise<void> {
  await db.update(accounts).set({ planId: productId, paymentExpiratedAt: periodEnd }).where(eq(accounts.id, accountId));
}

/**
 * Creates the account's subscription (there must be none) with history rows for every
 * tracked field (`null → value`), and sets the account's `plan_id` and `payment_expirated_at`.
 */
export async function createSubscription(db: DbOrTx, accountId: number, state: SubscriptionState, change: SubscriptionChange): Promise<SubscriptionRow> {
  const totalUsers = await productSeats(db, state.productId);
  const rows = await db.insert(subscriptions).values({ accountId, ...state, totalUsers, createdAt: change.at }).returning();
  const row = rows[0];
  if (!row) throw new Error('createSubscription returned no row');
  const events = trackedValues(state)
    .filter(([what, value]) => !(what === 'pending_product' && value === null) && !(what === 'cancel_at_period_end' && value === 'false'))
    .map(([what, value]) => ({ accountId, subscriptionId: row.id, what, fromValue: null, toValue: value, reason: change.reason, paymentId: change.paymentId ?? null, at: change.at }));
  if (events.length > 0) await db.insert(subscriptionEvents).values(events);
  await syncAccount(db, accountId, row.productId, row.currentPeriodEnd);
  return row;
}

/**
 * Changes some fields of a subscription. Fields equal to the current ones are ignored;
 * each changed field gets a history row (`from → to`). When the product or the period
 * changes, the account's `plan_id`/`payment_expirated_at` and the seats follow.
 * @param current the row as read in this transaction (ideally `forUpdate`).
 * @returns the stored row (the same object when nothing changed).
 */
export async function updateSubscription(
  db: DbOrTx,
  current: SubscriptionRow,
  changes: Partial<SubscriptionState>,
  change: SubscriptionChange,
): Promise<SubscriptionRow> {
  const changed: Partial<SubscriptionState> = {};
  for (const key of Object.keys(changes) as Array<keyof SubscriptionState>) {
    const next = changes[key];
    const before = current[key];
    const same = next instanceof Date && before instanceof Date ? next.getTime() === before.getTime() : next === before;
    if (!same) (changed as Record<string, unknown>)[key] = next;
  }
  if (Object.keys(changed).length === 0) return current;

  const set: Partial<typeof subscriptions.$inferInsert> = { ...changed };
  if (changed.productId !== undefined) set.totalUsers = await productSeats(db, changed.productId);
  const rows = await db.update(subscriptions).set(set).where(eq(subscriptions.id, current.id)).returning();
  const row = rows[0];
  if (!row) throw new Error(`subscription ${current.id} vanished`);

  // History: the period and the payment method are written whole (start/end, method + card).
  const before = trackedValues({
    ...current,
    pendingProductId: current.pendingProductId,
  });
  const after = trackedValues({
    ...changed,
    ...(changed.currentPeriodStart !== undefined || changed.currentPeriodEnd !== undefined
      ? { currentPeriodStart: row.currentPeriodStart, currentPeriodEnd: row.currentPeriodEnd }
      : {}),
    ...(changed.paymentMethod !== undefined || changed.cardToken !== undefined || changed.cardBrand !== undefined || changed.cardLast4 !== undefined
      ? { paymentMethod: row.paymentMethod, cardBrand: row.cardBrand, cardLast4: row.cardLast4 }
      : {}),
  });
  const events = after
    .map(([what, value]) => ({ what, from: before.find(([name]) => name === what)?.[1] ?? null, to: value }))
    .filter((event) => event.from !== event.to)
    .map((event) => ({
      accountId: current.accountId,
      subscriptionId: current.id,
      what: event.what,
      fromValue: event.from,
      toValue: event.to,
      reason: change.reason,
      paymentId: change.paymentId ?? null,
      at: change.at,
    }));
  if (events.length > 0) await db.insert(subscriptionEvents).values(events);
  if (changed.productId !== undefined || changed.currentPeriodEnd !== undefined) {
    await syncAccount(db, current.accountId, row.productId, row.currentPeriodEnd);
  }
  return row;
}

/**
 * Sets the account's payment code (spec point 3: OP paying, FR free plan, BL blocked),
 * with an `account_payment` history row. Does nothing when it already has that code.
 * @returns whether it changed.
 */
export async function setAccountPayment(
  db: DbOrTx,
  accountId: number,
  code: PaymentCode,
  change: SubscriptionChange & { subscriptionId?: number | null },
): Promise<boolean> {
  const rows = await db.select({ payment: accounts.payment }).from(accounts).where(eq(accounts.id, accountId)).limit(1).for('update');
  const before = rows[0]?.payment;
  if (before === undefined) throw new Error(`account ${accountId} does not exist`);
  if (before === code) return false;
  await db.update(accounts).set({ payment: code }).where(eq(accounts.id, accountId));
  await db.insert(subscriptionEvents).values({
    accountId,
    subscriptionId: change.subscriptionId ?? null,
    what: 'account_payment',
    fromValue: before,
    toValue: code,
    reason: change.reason,
    paymentId: change.paymentId ?? null,
    at: change.at,
  });
  return true;
}

/** Active subscriptions due for renewal on `today`: period ended today or earlier, not canceled. */
export async function listRenewalsDue(db: DbOrTx, today: string): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'active'), eq(subscriptions.cancelAtPeriodEnd, false), lte(subscriptions.currentPeriodEnd, today)))
    .orderBy(asc(subscriptions.id));
}

/**
 * Subscriptions whose paid access is over on `today`, for accounts that pay
 * (`without_pay` false): unpaid (`active`/`past_due`) with `current_period_end` before
 * `lastUnblockedEnd` (= today − grace), or `canceled` with the period ended before today.
 */
export async function listLapsed(db: DbOrTx, today: string, lastUnblockedEnd: string): Promise<Array<{ subscription: SubscriptionRow; payment: PaymentCode }>> {
  const rows = await db
    .select({ subscription: subscriptions, payment: accounts.payment })
    .from(subscriptions)
    .innerJoin(accounts, eq(accounts.id, subscriptions.accountId))
    .where(
      and(
        eq(accounts.withoutPay, false),
        or(
          and(inArray(subscriptions.status, ['active', 'past_due']), lt(subscriptions.currentPeriodEnd, lastUnblockedEnd), ne(accounts.payment, 'BL')),
          and(eq(subscriptions.status, 'canceled'), lt(subscriptions.currentPeriodEnd, today)),
        ),
      ),
    )
    .orderBy(asc(subscriptions.id));
  return rows;
}

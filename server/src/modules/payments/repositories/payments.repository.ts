/**
 * Reads and writes of `payments`, `payment_events` and `webhook_events`.
 *
 * The status of a payment changes only through {@link insertPayment} (its first status)
 * and {@link transitionPayment} (a conditional update `where status in (...)`, so two
 * callers settling the same charge cannot both succeed); each writes its
 * `payment_events` row with the same database handle, i.e. in the caller's transaction.
 */
import { and, count, desc, eq, gte, inArray, lt, sql, sum, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database';
import {
  accounts,
  paymentEvents,
  payments,
  products,
  users,
  webhookEvents,
  type PaymentEventRow,
  type PaymentRow,
  type PaymentStatus,
} from '../../../db/schema';
import { CHECKOUT_PAYMENT_KINDS } from '../../../../../src/domain/subscription/pending-checkout';
import { REPORT_STATUSES } from '../../../../../src/domain/subscription/payment-report';
import { isDbId } from '../../../lib/db-id';

/** Who/what caused a change, and when: becomes the history row. */
export interface ChangeContext {
  /** pt-BR sentence, e.g. "Checkout com cartão" or "Aprovado pelo provedor (webhook evt_…)". */
  reason: string;
  at: Date;
}

/** Fields of a new payment (its id and history are made here). */
export type NewPayment = Omit<typeof payments.$inferInsert, 'id'>;

/**
 * Inserts a payment with its first status and the history row `null → status`.
 * With an `idempotencyKey` already used, nothing is inserted and `undefined` is returned
 * (the billing job's guard against charging a period twice).
 */
export async function insertPayment(db: DbOrTx, payment: NewPayment, change: ChangeContext): Promise<PaymentRow | undefined> {
  const query = db.insert(payments).values(payment);
  const rows = payment.idempotencyKey ? await query.onConflictDoNothing({ target: payments.idempotencyKey }).returning() : await query.returning();
  const row = rows[0];
  if (!row) return undefined;
  await db.insert(paymentEvents).values({ paymentId: row.id, what: 'status', fromValue: null, toValue: row.status, reason: change.reason, at: change.at });
  return row;
}

/**
 * Moves a payment from one of `from` to `to` and writes the history row; sets
 * `failure_message` (declines) and `paid_at` (approvals) when given.
 * @returns the updated row, or undefined when the payment was not in one of `from`
 *   (someone else settled it first: the caller must then change nothing else).
 */
export async function transitionPayment(
  db: DbOrTx,
  paymentId: number,
  from: readonly PaymentStatus[],
  to: PaymentStatus,
  change: ChangeContext & { failureMessage?: string | null; paidAt?: Date | null },
): Promise<PaymentRow | undefined> {
  // Lock the row first, so the `from` written in the history is exactly the status replaced.
  const current = await db.select({ status: payments.status }).from(payments).where(eq(payments.id, paymentId)).limit(1).for('update');
  const rows = await db
    .update(payments)
    .set({
      status: to,
      ...(change.failureMessage !== undefined ? { failureMessage: change.failureMessage } : {}),
      ...(change.paidAt !== undefined ? { paidAt: change.paidAt } : {}),
    })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, [...from])))
    .returning();
  const row = rows[0];
  if (!row) return undefined;
  await db.insert(paymentEvents).values({ paymentId, what: 'status', fromValue: current[0]?.status ?? null, toValue: to, reason: change.reason, at: change.at });
  return row;
}

/**
 * Stores the PIX/boleto instructions the provider gave for a pending charge, with its history
 * row — only when they change: asking the provider again for the same charge (a checkout
 * answered twice, see use-cases/payments/checkout.ts) writes nothing new. Its own
 * transaction (a savepoint inside the caller's), so the row stays locked from the read to
 * the write even when called with the database: two concurrent calls write one row.
 */
export async function recordPaymentInstructions(db: DbOrTx, paymentId: number, instructions: string, change: ChangeContext): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await tx.select({ instructions: payments.instructions }).from(payments).where(eq(payments.id, paymentId)).limit(1).for('update');
    const before = current[0]?.instructions ?? null;
    if (current.length === 0 || before === instructions) return;
    await tx.update(payments).set({ instructions }).where(eq(payments.id, paymentId));
    await tx.insert(paymentEvents).values({ paymentId, what: 'instructions', fromValue: before, toValue: instructions, reason: change.reason, at: change.at });
  });
}


/**
 * The account's pending checkout charge (`subscription`/`reactivation`) for a product, the
 * newest if several. Call it with the account row locked, so no other checkout inserts one
 * between this read and the caller's insert.
 */
export async function findPendingCheckout(db: DbOrTx, accountId: number, productId: number): Promise<PaymentRow | undefined> {
  return findPendingPayment(db, accountId, [...CHECKOUT_PAYMENT_KINDS], productId);
}

/**
 * The account's newest pending payment of one of `kinds` (for `productId` when given). Call it
 * with the account row locked, so no concurrent request inserts one between this read and the
 * caller's insert (e.g. a double-submitted plan upgrade: one charge, not two).
 */
export async function findPendingPayment(
  db: DbOrTx,
  accountId: number,
  kinds: Array<PaymentRow['kind']>,
  productId?: number,
): Promise<PaymentRow | undefined> {
  const rows = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.accountId, accountId),
        productId === undefined ? undefined : eq(payments.productId, productId),
        eq(payments.status, 'pending'),
        inArray(payments.kind, kinds),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  return rows[0];
}

/** A payment by its idempotency key (renewals: `renewal:…`; checkouts with an Idempotency-Key header: `checkout:…`). */
export async function findPaymentByIdempotencyKey(db: DbOrTx, key: string): Promise<PaymentRow | undefined> {
  const rows = await db.select().from(payments).where(eq(payments.idempotencyKey, key)).limit(1);
  return rows[0];
}

/** A payment by the reference the provider knows it by; `forUpdate` locks the row until the transaction ends. */
export async function findPaymentByReference(db: DbOrTx, reference: string, options: { forUpdate?: boolean } = {}): Promise<PaymentRow | undefined> {
  const query = db.select().from(payments).where(eq(payments.providerReference, reference)).limit(1);
  const rows = options.forUpdate ? await query.for('update') : await query;
  return rows[0];
}

/** A payment by id. */
export async function findPaymentById(db: DbOrTx, id: number): Promise<PaymentRow | undefined> {
  const rows = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return rows[0];
}

/** A payment with the name of its product. */
export type PaymentWithProduct = PaymentRow & { productName: string };

/** The newest `limit` payments of an account, newest first, with product names. */
export async function listAccountPayments(db: DbOrTx, accountId: number, limit = 50): Promise<PaymentWithProduct[]> {
  const rows = await db
    .select({ payment: payments, productName: products.name })
    .from(payments)
    .innerJoin(products, eq(products.id, payments.productId))
    .where(eq(payments.accountId, accountId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit);
  return rows.map((row) => ({ ...row.payment, productName: row.productName }));
}

/** History of one payment, oldest first. */
export async function listPaymentEvents(db: DbOrTx, paymentId: number): Promise<PaymentEventRow[]> {
  return db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId)).orderBy(paymentEvents.at, paymentEvents.id);
}

/**
 * Records a received webhook event. Uses the unique `event_id` (insert … on conflict do
 * nothing): false when the event was already recorded, i.e. a redelivery to ignore.
 */
export async function recordWebhookEvent(
  db: DbOrTx,
  event: { eventId: string; type: string; providerReference: string; outcome: string; payload: unknown; receivedAt: Date },
): Promise<boolean> {
  const rows = await db.insert(webhookEvents).values(event).onConflictDoNothing({ target: webhookEvents.eventId }).returning({ id: webhookEvents.id });
  return rows.length > 0;
}

/** Sets the outcome of a recorded webhook event (decided after it was recorded, same transaction). */
export async function setWebhookOutcome(db: DbOrTx, eventId: string, outcome: string): Promise<void> {
  await db.update(webhookEvents).set({ outcome }).where(eq(webhookEvents.eventId, eventId));
}

/** Filter of the payment report: `[from, toExclusive)` on `created_at`, optional status and product. */
export interface PaymentReportFilter {
  from: Date;
  toExclusive: Date;
  status?: PaymentStatus | undefined;
  productId?: number | undefined;
}

function reportWhere(filter: PaymentReportFilter): SQL | undefined {
  const conditions: SQL[] = [gte(payments.createdAt, filter.from), lt(payments.createdAt, filter.toExclusive)];
  if (filter.status) conditions.push(eq(payments.status, filter.status));
  if (filter.productId !== undefined) {
    // An id no `integer` column can hold matches nothing (and must not reach PostgreSQL).
    conditions.push(isDbId(filter.productId) ? eq(payments.productId, filter.productId) : sql`false`);
  }
  return and(...conditions);
}

/** A report row: the payment, its product's name and the account's principal user. */
export type ReportPayment = PaymentWithProduct & { principalUsername: string | null; principalEmail: string | null };

/** One page (or, without `page`, all) of the payments matching the filter, newest first. */
export async function listReportPayments(db: DbOrTx, filter: PaymentReportFilter, page?: { offset: number; limit: number }): Promise<ReportPayment[]> {
  const query = db
    .select({ payment: payments, productName: products.name, principalUsername: users.username, principalEmail: users.email })
    .from(payments)
    .innerJoin(products, eq(products.id, payments.productId))
    .leftJoin(accounts, eq(accounts.id, payments.accountId))
    .leftJoin(users, eq(users.id, accounts.principalUserId))
    .where(reportWhere(filter))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  const rows = page ? await query.offset(page.offset).limit(page.limit) : await query;
  return rows.map((row) => ({ ...row.payment, productName: row.productName, principalUsername: row.principalUsername, principalEmail: row.principalEmail }));
}

/** Totals of the payments matching the filter (whole filter, not a page). */
export interface ReportTotals {
  count: number;
  approvedCents: number;
  byStatus: Array<{ status: PaymentStatus; count: number; amountCents: number }>;
  byProduct: Array<{ productId: number; productName: string; count: number; approvedCents: number }>;
}

/** Counts and sums over the filter, in SQL. */
export async function reportTotals(db: DbOrTx, filter: PaymentReportFilter): Promise<ReportTotals> {
  const where = reportWhere(filter);
  const byStatus = await db
    .select({ status: payments.status, count: count(), amount: sum(payments.amountCents) })
    .from(payments)
    .where(where)
    .groupBy(payments.status);
  const approvedSum = sql<string | null>`sum(case when ${payments.status} = 'approved' then ${payments.amountCents} else 0 end)`;
  const byProduct = await db
    .select({ productId: payments.productId, productName: products.name, count: count(), approved: approvedSum })
    .from(payments)
    .innerJoin(products, eq(products.id, payments.productId))
    .where(where)
    .groupBy(payments.productId, products.name)
    .orderBy(payments.productId);
  const statusRows = REPORT_STATUSES.map((status) => {
    const row = byStatus.find((candidate) => candidate.status === status);
    return { status, count: row?.count ?? 0, amountCents: Number(row?.amount ?? 0) };
  });
  return {
    count: statusRows.reduce((total, row) => total + row.count, 0),
    approvedCents: statusRows.find((row) => row.status === 'approved')?.amountCents ?? 0,
    byStatus: statusRows,
    byProduct: byProduct.map((row) => ({ productId: row.productId, productName: row.productName, count: row.count, approvedCents: Number(row.approved ?? 0) })),
  };
}

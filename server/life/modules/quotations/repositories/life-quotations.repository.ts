/**
 * Life quotations in `life.quotations` (schema.ts). Repositories take the database first.
 * `delivered_at` is set only after a client's socket took the result (use-cases/life-quotations.ts).
 */
import { and, asc, eq, gte, isNull, ne, or, sql } from 'drizzle-orm';
import type { LifeDb } from '../../../db/database';
import { lifeQuotations, type LifeQuotationRow } from '../../../db/schema';
import type { LifeQuotationOutcome, NewLifeQuotation } from '../use-cases/life-quotations-store';

/** Stores a pending quotation. */
export async function insertPendingQuotation(db: LifeDb, quotation: NewLifeQuotation): Promise<void> {
  await db.insert(lifeQuotations).values({ ...quotation, status: 'pending' });
}

/** The next value of the quote numbers' sequence (a database sequence: unique across processes). */
export async function nextQuoteSequence(db: LifeDb): Promise<number> {
  const result = await db.execute<{ n: string | number }>(sql`select nextval('life.quote_number_seq') as n`);
  const value = (result as unknown as { rows: Array<{ n: string | number }> }).rows[0]?.n;
  if (value === undefined) throw new Error('life.quote_number_seq gave no value');
  return Number(value);
}

/**
 * Records the outcome of a still pending quotation (status quoted | refused | error and the
 * wire result); false when it was no longer pending (a second run of the same job after an
 * expiry keeps the first outcome).
 */
export async function completeQuotation(
  db: LifeDb,
  id: string,
  outcome: LifeQuotationOutcome,
): Promise<boolean> {
  const rows = await db
    .update(lifeQuotations)
    .set({ status: outcome.status, result: outcome.result, quoteNumber: outcome.quoteNumber, completedAt: outcome.completedAt })
    .where(and(eq(lifeQuotations.id, id), eq(lifeQuotations.status, 'pending')))
    .returning({ id: lifeQuotations.id });
  return rows.length === 1;
}

/** Records that a client has the result (the first time only; later calls keep that moment). */
export async function markDelivered(db: LifeDb, id: string, at: Date): Promise<void> {
  await db
    .update(lifeQuotations)
    .set({ deliveredAt: at })
    .where(and(eq(lifeQuotations.id, id), isNull(lifeQuotations.deliveredAt), ne(lifeQuotations.status, 'pending')));
}

/** A broker's results for one institution not delivered yet, or completed at or after `completedSince` (the store port's `toResend`). */
export async function findToResend(db: LifeDb, userId: number, company: string, completedSince: Date): Promise<Array<Pick<LifeQuotationRow, 'id' | 'result'>>> {
  return db
    .select({ id: lifeQuotations.id, result: lifeQuotations.result })
    .from(lifeQuotations)
    .where(
      and(
        eq(lifeQuotations.userId, userId),
        eq(lifeQuotations.company, company),
        ne(lifeQuotations.status, 'pending'),
        or(isNull(lifeQuotations.deliveredAt), gte(lifeQuotations.completedAt, completedSince)),
      ),
    )
    .orderBy(asc(lifeQuotations.completedAt), asc(lifeQuotations.id));
}

/** Ids of the quotations still pending (start-up recovery: each must have its job). */
export async function findPendingIds(db: LifeDb, limit = 10_000): Promise<string[]> {
  const rows = await db.select({ id: lifeQuotations.id }).from(lifeQuotations).where(eq(lifeQuotations.status, 'pending')).orderBy(asc(lifeQuotations.createdAt)).limit(limit);
  return rows.map((row) => row.id);
}

/** One quotation by id (tests and diagnostics). */
export async function findLifeQuotation(db: LifeDb, id: string): Promise<LifeQuotationRow | undefined> {
  const rows = await db.select().from(lifeQuotations).where(eq(lifeQuotations.id, id)).orderBy(asc(lifeQuotations.createdAt)).limit(1);
  return rows[0];
}

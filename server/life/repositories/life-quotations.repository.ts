/**
 * Life quotations in `life.quotations` (schema.ts). Repositories take the database first.
 * Delivery on the cable is claimed atomically (`delivered_at` set once), so a result goes
 * out once even when a broadcast and a re-subscription race.
 */
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { LifeDb } from '../db/database';
import { lifeQuotations, type LifeQuotationRow } from '../db/schema';

/** A new pending quotation. */
export interface NewLifeQuotation {
  id: string;
  userId: number;
  accountId: number;
  company: string;
  memberId: string;
  request: unknown;
  createdAt: Date;
}

/** Stores a pending quotation. */
export async function insertPendingQuotation(db: LifeDb, quotation: NewLifeQuotation): Promise<void> {
  await db.insert(lifeQuotations).values({ ...quotation, status: 'pending' });
}

/** The next quote number, `PSV-<year>-<6 digits>` (a database sequence: unique across processes). */
export async function nextQuoteNumber(db: LifeDb, year: number): Promise<string> {
  const result = await db.execute<{ n: string | number }>(sql`select nextval('life.quote_number_seq') as n`);
  const value = (result as unknown as { rows: Array<{ n: string | number }> }).rows[0]?.n;
  if (value === undefined) throw new Error('life.quote_number_seq gave no value');
  return `PSV-${year}-${String(value).padStart(6, '0')}`;
}

/** Records the outcome of a quotation (status quoted | refused | error and the wire result). */
export async function completeQuotation(
  db: LifeDb,
  id: string,
  outcome: { status: 'quoted' | 'refused' | 'error'; result: unknown; quoteNumber: string | null; completedAt: Date },
): Promise<void> {
  await db
    .update(lifeQuotations)
    .set({ status: outcome.status, result: outcome.result, quoteNumber: outcome.quoteNumber, completedAt: outcome.completedAt })
    .where(eq(lifeQuotations.id, id));
}

/** Marks one result delivered unless it already was; true when this call claimed it. */
export async function claimDelivery(db: LifeDb, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(lifeQuotations)
    .set({ deliveredAt: at })
    .where(and(eq(lifeQuotations.id, id), isNull(lifeQuotations.deliveredAt), ne(lifeQuotations.status, 'pending')))
    .returning({ id: lifeQuotations.id });
  return rows.length === 1;
}

/**
 * Claims every computed, undelivered result of a broker for one institution (oldest first):
 * what a socket that was down missed.
 */
export async function claimUndelivered(db: LifeDb, userId: number, company: string, at: Date): Promise<Array<Pick<LifeQuotationRow, 'id' | 'result' | 'completedAt'>>> {
  const rows = await db
    .update(lifeQuotations)
    .set({ deliveredAt: at })
    .where(and(eq(lifeQuotations.userId, userId), eq(lifeQuotations.company, company), isNull(lifeQuotations.deliveredAt), ne(lifeQuotations.status, 'pending')))
    .returning({ id: lifeQuotations.id, result: lifeQuotations.result, completedAt: lifeQuotations.completedAt });
  return rows.sort((a, b) => (a.completedAt?.getTime() ?? 0) - (b.completedAt?.getTime() ?? 0));
}

/** One quotation by id (tests and diagnostics). */
export async function findLifeQuotation(db: LifeDb, id: string): Promise<LifeQuotationRow | undefined> {
  const rows = await db.select().from(lifeQuotations).where(eq(lifeQuotations.id, id)).orderBy(asc(lifeQuotations.createdAt)).limit(1);
  return rows[0];
}

/** Queries of the saved quotations (`quotations`). */
import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { quotations, type QuotationRow } from '../db/schema';

/** Inserts a quotation; false when the code is already taken. */
export async function insertQuotation(
  db: DbOrTx,
  row: { code: string; accountId: number; createdBy: number; data: unknown; createdAt: Date },
): Promise<QuotationRow | null> {
  const inserted = await db.insert(quotations).values(row).onConflictDoNothing({ target: quotations.code }).returning();
  return inserted[0] ?? null;
}

/** The quotation with this code, or null. */
export async function findQuotationByCode(db: DbOrTx, code: string): Promise<QuotationRow | null> {
  const rows = await db.select().from(quotations).where(eq(quotations.code, code)).limit(1);
  return rows[0] ?? null;
}

/** One page of an account's quotations, newest first, and the total. */
export async function listAccountQuotations(
  db: DbOrTx,
  accountId: number,
  page: { offset: number; limit: number },
): Promise<{ total: number; rows: QuotationRow[] }> {
  const [totalRow] = await db.select({ total: count() }).from(quotations).where(eq(quotations.accountId, accountId));
  const rows = await db
    .select()
    .from(quotations)
    .where(eq(quotations.accountId, accountId))
    .orderBy(desc(quotations.createdAt), desc(quotations.id))
    .offset(page.offset)
    .limit(page.limit);
  return { total: totalRow?.total ?? 0, rows };
}

/** Queries of the saved quotations (`quotations`). */
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database';
import { quotations, type QuotationRow } from '../../../db/schema';
import { ACCENTED, PLAIN } from '../../../db/accent-folding';
import { quotationSearchTerms } from '../../../../../src/domain/proposal/quotation-search';
import { escapeLike } from '../../../lib/like-pattern';

/** Inserts a quotation; false when the code is already taken. */
export async function insertQuotation(
  db: DbOrTx,
  row: { code: string; accountId: number; createdBy: number; data: unknown; createdAt: Date; clientId?: number | null },
): Promise<QuotationRow | null> {
  const inserted = await db.insert(quotations).values(row).onConflictDoNothing({ target: quotations.code }).returning();
  return inserted[0] ?? null;
}

/** The quotation with this code, or null. */
export async function findQuotationByCode(db: DbOrTx, code: string): Promise<QuotationRow | null> {
  const rows = await db.select().from(quotations).where(eq(quotations.code, code)).limit(1);
  return rows[0] ?? null;
}

/**
 * The search condition of src/domain/proposal/quotation-search.ts in SQL: the folded text
 * (`translate` + `ilike`, accents and case ignored) in the client's name, e-mail, city or a
 * plan's name; a number-like search's digits in the client's phone or CPF/CNPJ.
 */
function searchCondition(search: string): SQL | undefined {
  const { text, digits } = quotationSearchTerms(search);
  if (text === '') return undefined;
  const haystack = sql`translate(concat_ws(' ', ${quotations.data}->>'clientName', ${quotations.data}->'client'->>'email', ${quotations.data}->'client'->>'city',
    (select string_agg(plan->>'name', ' ') from jsonb_array_elements(${quotations.data}->'healthInsurance') as plan)), ${ACCENTED}, ${PLAIN})`;
  const textMatch = sql`${haystack} ilike ${`%${escapeLike(text)}%`}`;
  if (digits === null) return textMatch;
  const pattern = `%${digits}%`;
  return sql`(${textMatch} or coalesce(${quotations.data}->'client'->>'phone', '') like ${pattern} or coalesce(${quotations.data}->'client'->>'document', '') like ${pattern})`;
}

/** One page of an account's quotations (optionally matching `search`), newest first, and the total. */
export async function listAccountQuotations(
  db: DbOrTx,
  accountId: number,
  page: { offset: number; limit: number; search?: string },
): Promise<{ total: number; rows: QuotationRow[] }> {
  const where = and(eq(quotations.accountId, accountId), page.search ? searchCondition(page.search) : undefined);
  const [totalRow] = await db.select({ total: count() }).from(quotations).where(where);
  const rows = await db
    .select()
    .from(quotations)
    .where(where)
    .orderBy(desc(quotations.createdAt), desc(quotations.id))
    .offset(page.offset)
    .limit(page.limit);
  return { total: totalRow?.total ?? 0, rows };
}

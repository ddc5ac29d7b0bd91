/** Queries of `quote_preferences` (the broker's last quote). */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database';
import { quotePreferences, type QuotePreferencesRow } from '../../../db/schema';

/** The user's remembered quote, or null. */
export async function findQuotePreferences(db: DbOrTx, userId: number): Promise<QuotePreferencesRow | null> {
  const rows = await db.select().from(quotePreferences).where(eq(quotePreferences.userId, userId)).limit(1);
  return rows[0] ?? null;
}

/** Stores (inserts or replaces) the user's remembered quote. */
export async function upsertQuotePreferences(db: DbOrTx, row: QuotePreferencesRow): Promise<QuotePreferencesRow> {
  const [saved] = await db
    .insert(quotePreferences)
    .values(row)
    .onConflictDoUpdate({ target: quotePreferences.userId, set: { type: row.type, stateId: row.stateId, city: row.city, updatedAt: row.updatedAt } })
    .returning();
  return saved ?? row;
}

/** Forgets a user's remembered quote (the user is being deleted). */
export async function deleteQuotePreferencesOfUser(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(quotePreferences).where(eq(quotePreferences.userId, userId));
}

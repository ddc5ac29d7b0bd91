/**
 * The broker's last quote: type, state and city, one per user, read when
 * `/cotacao` opens and stored after each quote, so the form follows the broker across
 * devices. The route's schema (src/contract/quote-preferences.ts) has validated the input.
 */
import type { Database } from '../../../db/database';
import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { findQuotePreferences, upsertQuotePreferences } from '../repositories/quote-preferences.repository';
import type { LastQuote } from '../../../../../src/domain/quotation/last-quote';

export interface QuotePreferencesDeps {
  db: Database;
  clock: () => Date;
}

/** The caller's last quote, or null when they never quoted. */
export async function getLastQuote(deps: QuotePreferencesDeps, user: AuthenticatedUser): Promise<LastQuote | null> {
  const row = await findQuotePreferences(deps.db, user.id);
  return row ? { type: row.type, stateId: row.stateId, city: row.city } : null;
}

/** Remembers the caller's last quote (replacing the previous one). */
export async function saveLastQuote(deps: QuotePreferencesDeps, user: AuthenticatedUser, last: LastQuote): Promise<LastQuote> {
  const row = await upsertQuotePreferences(deps.db, { userId: user.id, type: last.type, stateId: last.stateId, city: last.city, updatedAt: deps.clock() });
  return { type: row.type, stateId: row.stateId, city: row.city };
}

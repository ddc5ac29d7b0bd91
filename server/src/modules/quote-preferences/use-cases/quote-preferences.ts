/**
 * The broker's last quote: type, state and city, one per user, read when
 * `/cotacao` opens and stored after each quote, so the form follows the broker across
 * devices. The route's schema (src/contract/quote-preferences.ts) has validated the input.
 */
import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import type { QuotePreferencesRow } from '../../../db/schema';
import type { LastQuote } from '../../../../../src/domain/quotation/last-quote';

/**
 * Where the last quotes are kept, one row per user (the Drizzle one:
 * repositories/drizzle-quote-preferences-store.ts, wired by quote-preferences.module.ts).
 */
export interface QuotePreferencesStore {
  /** The user's row, or null. */
  find(userId: number): Promise<QuotePreferencesRow | null>;
  /** Inserts or replaces the user's row; answers the stored row. */
  save(row: QuotePreferencesRow): Promise<QuotePreferencesRow>;
}

export interface QuotePreferencesDeps {
  store: QuotePreferencesStore;
  clock: () => Date;
}

/** The caller's last quote, or null when they never quoted. */
export async function getLastQuote(deps: QuotePreferencesDeps, user: AuthenticatedUser): Promise<LastQuote | null> {
  const row = await deps.store.find(user.id);
  return row ? { type: row.type, stateId: row.stateId, city: row.city } : null;
}

/** Remembers the caller's last quote (replacing the previous one). */
export async function saveLastQuote(deps: QuotePreferencesDeps, user: AuthenticatedUser, last: LastQuote): Promise<LastQuote> {
  const row = await deps.store.save({ userId: user.id, type: last.type, stateId: last.stateId, city: last.city, updatedAt: deps.clock() });
  return { type: row.type, stateId: row.stateId, city: row.city };
}

/** The Drizzle implementation of {@link QuotePreferencesStore}, over one database. */
import type { DbOrTx } from '../../../db/database';
import type { QuotePreferencesStore } from '../use-cases/quote-preferences';
import { findQuotePreferences, upsertQuotePreferences } from './quote-preferences.repository';

/** The last-quote store reading and writing `db`. */
export function drizzleQuotePreferencesStore(db: DbOrTx): QuotePreferencesStore {
  return {
    find: (userId) => findQuotePreferences(db, userId),
    save: (row) => upsertQuotePreferences(db, row),
  };
}

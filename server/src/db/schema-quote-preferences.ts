/**
 * `quote_preferences`: the broker's last quote — plan type, state and city — one
 * row per user, so `/cotacao` starts from it on any device. Re-exported by schema.ts; the
 * user reference is a plain column with a cascade (this file must not import schema.ts).
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const quotePreferences = pgTable(
  'quote_preferences',
  {
    /** `users.id` (deleted with the user: see the migration's foreign key). */
    userId: integer('user_id').primaryKey(),
    /** Plan type of the last quote: CP, PF or PJ. */
    type: text('type', { enum: ['CP', 'PF', 'PJ'] }).notNull(),
    /** State id 1–27. */
    stateId: integer('state_id').notNull(),
    /** City of the last quote in a state with several commercialization areas, or null. */
    city: text('city'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    check('quote_preferences_type_check', sql`${table.type} in ('CP', 'PF', 'PJ')`),
    check('quote_preferences_state_check', sql`${table.stateId} between 1 and 27`),
  ],
);

export type QuotePreferencesRow = typeof quotePreferences.$inferSelect;

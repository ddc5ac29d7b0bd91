/**
 * Tables of the "Accounts and team" area, re-exported by schema.ts.
 *
 * `account_tokens`: the single-use links mailed to confirm an e-mail (48 h), to reset a
 * password (1 h) and to confirm a new e-mail of a logged-in user (24 h; `new_email` is the
 * address the link proves, set only for that purpose: the user's e-mail changes only when
 * it is used). Only the SHA-256 of a token is stored, so a database leak gives no usable
 * link. `user_id` has no foreign key here (this file must not import schema.ts,
 * which re-exports it: no import cycles); deleting a user deletes its tokens in the same
 * transaction (see team.repository.ts), and a token whose user is gone is refused.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** What a mailed token is for. */
export const ACCOUNT_TOKEN_PURPOSES = ['email_confirmation', 'password_reset', 'email_change'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

export const accountTokens = pgTable(
  'account_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').notNull(),
    purpose: text('purpose', { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    /** Hex SHA-256 of the token sent in the link. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Set when the link is used (or superseded, e.g. other reset links after a reset). */
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** `email_change` only: the new address (lower case) the user's e-mail becomes when the link is used. */
    newEmail: text('new_email'),
  },
  (table) => [
    index('account_tokens_user_id_idx').on(table.userId),
    check('account_tokens_purpose_check', sql`${table.purpose} in ('email_confirmation', 'password_reset', 'email_change')`),
    check('account_tokens_new_email_check', sql`(${table.purpose} = 'email_change') = (${table.newEmail} is not null)`),
  ],
);

export type AccountTokenRow = typeof accountTokens.$inferSelect;

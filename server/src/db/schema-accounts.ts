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
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
    /**
     * `email_change` only: who asked for it — the user itself (its password was checked at
     * the request), or an admin of its account, in which case the link alone does not change
     * the e-mail: the user's own password is asked when it is opened (an admin who chose an
     * address of its own would otherwise confirm it and reset the member's password).
     */
    requestedByUserId: integer('requested_by_user_id'),
  },
  (table) => [
    index('account_tokens_user_id_idx').on(table.userId),
    check('account_tokens_purpose_check', sql`${table.purpose} in ('email_confirmation', 'password_reset', 'email_change')`),
    check('account_tokens_new_email_check', sql`(${table.purpose} = 'email_change') = (${table.newEmail} is not null)`),
  ],
);

export type AccountTokenRow = typeof accountTokens.$inferSelect;

/** What the account owner's audit list records (spec point 7's team actions). */
export const TEAM_AUDIT_ACTIONS = ['member_added', 'roles_changed', 'username_changed', 'member_removed', 'email_change_requested', 'email_changed', 'client_data_exported', 'client_data_deleted'] as const;
export type TeamAuditAction = (typeof TEAM_AUDIT_ACTIONS)[number];

/**
 * `team_audit`: one row per team action of an account (a member added, its roles or
 * username changed, removed, an e-mail change asked by an admin and its confirmation by the
 * member), read by the account owner only. The actor and the member are kept by username
 * as they were (users are deleted; the list must still say who did what). `account_id`
 * has no foreign key for the same no-cycle reason as above; the account's rows go with it
 * only when it is deleted by hand (accounts are never deleted by the app).
 */
export const teamAudit = pgTable(
  'team_audit',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id').notNull(),
    actorUsername: text('actor_username').notNull(),
    action: text('action', { enum: TEAM_AUDIT_ACTIONS }).notNull(),
    targetUsername: text('target_username').notNull(),
    /** roles_changed `{from, to}` (role lists), username_changed `{from, to}`, e-mail ones `{new_email}`, member_added `{roles}`. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('team_audit_account_idx').on(table.accountId, table.createdAt)],
);

export type TeamAuditRow = typeof teamAudit.$inferSelect;

/**
 * Tables of the life-insurance service, in their own PostgreSQL schema `life` of the
 * application's database (migrations in server/life/drizzle, run by the service itself).
 *
 * - `life.quotations`: one quotation request and its outcome (`status` pending → quoted |
 *   refused | error; `result` is the wire message broadcast on the cable), who asked
 *   (`user_id`, `account_id`: ids of the main schema's users/accounts, no cross-schema
 *   foreign keys so the two migration histories stay independent) and when its result was
 *   delivered on the cable (`delivered_at`, null until a subscribed socket of the broker
 *   received it — undelivered and recently completed results are sent on the broker's next
 *   subscription), and the account's client it is for (`client_id`, nullable).
 * - `life.proposals`: the implanted proposals (`POST /v1/{institution}/generate_link?id=`): the
 *   implantation id made by the SPA, the quotation it implants, the broker, the validated
 *   proposal (wire format) and the client's link — only the SHA-256 of its random token is
 *   stored (`token_hash`), with the moment the link stops opening (`expires_at`).
 *   Wrong identity proofs are counted on the row (`failed_proofs`); `life.proposal_openings`
 *   records every opening and proof of a link, read by the broker.
 * - `life.quote_number_seq`: the sequence behind the quote numbers `PSV-<year>-<000001>`.
 */
import { index, integer, jsonb, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The `life` PostgreSQL schema. */
export const lifeSchema = pgSchema('life');

/** Sequence of quote numbers. */
export const quoteNumberSeq = lifeSchema.sequence('quote_number_seq', { startWith: 1, increment: 1 });

/** Quotation requests and their outcome. */
export const lifeQuotations = lifeSchema.table(
  'quotations',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id').notNull(),
    accountId: integer('account_id').notNull(),
    company: text('company').notNull(),
    memberId: text('member_id').notNull(),
    /**
     * The account's client the quote is for (`clients.id` of the main schema; no cross-schema
     * foreign key): picked in the wizard, or found / created from the typed name and phone.
     * Null when no client was given. The client page, export and deletion read it.
     */
    clientId: integer('client_id'),
    /** The validated request (wire format). */
    request: jsonb('request').notNull(),
    /** pending | quoted | refused | error */
    status: text('status').notNull(),
    /** The result message (wire format) once computed. */
    result: jsonb('result'),
    quoteNumber: text('quote_number').unique(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('life_quotations_undelivered_idx').on(table.userId, table.company, table.deliveredAt),
    index('life_quotations_client_idx').on(table.accountId, table.clientId),
  ],
);

/** Implanted proposals and their client links. */
export const lifeProposals = lifeSchema.table('proposals', {
  /** The implantation id (`?id=` of generate_link, a UUID made by the SPA). */
  id: uuid('id').primaryKey(),
  quotationId: uuid('quotation_id')
    .notNull()
    .references(() => lifeQuotations.id),
  userId: integer('user_id').notNull(),
  accountId: integer('account_id'),
  company: text('company'),
  /** `{proposal, find_proposal}` as validated (wire format). */
  data: jsonb('data').notNull(),
  /** SHA-256 (hex) of the link's token; the token itself is only in the link. */
  tokenHash: text('token_hash').unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  /** Wrong identity proofs on the current link (reserved before checking; a renewal or a new link resets it). */
  failedProofs: integer('failed_proofs').notNull().default(0),
});

/** Each opening of a proposal's link and each identity proof on it, for the broker. */
export const lifeProposalOpenings = lifeSchema.table(
  'proposal_openings',
  {
    id: uuid('id').primaryKey(),
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => lifeProposals.id, { onDelete: 'cascade' }),
    /** opened | proof_ok | proof_failed */
    kind: text('kind').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('life_proposal_openings_proposal_idx').on(table.proposalId, table.at)],
);

export type LifeProposalOpeningRow = typeof lifeProposalOpenings.$inferSelect;

export type LifeProposalRow = typeof lifeProposals.$inferSelect;

export type LifeQuotationRow = typeof lifeQuotations.$inferSelect;

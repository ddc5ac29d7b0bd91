/**
 * Tables of the "Comparative proposal" area, re-exported by schema.ts.
 *
 * `quotations`: a saved comparative proposal (spec point 3 "Quotation"): its public code
 * (uuid, the shareable link `/comparacao-pdf/{code}`), the account and user that saved it,
 * and `data` as quoted (prices and table dates are never re-priced on read), and the client it
 * was saved for (`client_id`, schema-clients.ts). No foreign keys to schema.ts's tables (this
 * file must not import schema.ts, which re-exports it).
 */
import { index, integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients } from './schema-clients';

export const quotations = pgTable(
  'quotations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: uuid('code').notNull().unique(),
    accountId: integer('account_id').notNull(),
    createdBy: integer('created_by').notNull(),
    data: jsonb('data').notNull(),
    /** The account's client it was saved for (`clients.id`), or null (saved without one, or the client's data deleted). */
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('quotations_account_id_idx').on(table.accountId, table.createdAt), index('quotations_client_id_idx').on(table.clientId)],
);

export type QuotationRow = typeof quotations.$inferSelect;

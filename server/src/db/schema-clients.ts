/**
 * Tables of the "Clientes" area, re-exported by schema.ts.
 *
 * `clients`: a client of a broker's account (src/domain/clients/client-record.ts): name,
 * phone and CPF/CNPJ as digits, e-mail lower case, notes; shared by the account's team. A
 * saved quotation may point to one (`quotations.client_id`). Deleting a client (LGPD art.
 * 18, VI) deletes the row and anonymises its quotations in the same transaction
 * (use-cases/clients/clients.ts). No foreign key to `accounts` (this file must not import
 * schema.ts, which re-exports it).
 */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const clients = pgTable(
  'clients',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id').notNull(),
    createdBy: integer('created_by').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    email: text('email'),
    /** CPF (11 digits) or CNPJ (14 digits). */
    document: text('document'),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('clients_account_name_idx').on(table.accountId, table.name)],
);

export type ClientRow = typeof clients.$inferSelect;

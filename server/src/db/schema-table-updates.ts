/**
 * Tables of the operators' table updates (spec points 1, 2, 3 "Forecast entry" and
 * "History item", 7 "History and forecast"), re-exported by schema.ts.
 *
 * - `table_updates`: one line per forecast entry of the calendar — an operator (institution)
 *   will change (`kind` 'forecast', entered by a superuser) or has changed (`kind` 'update',
 *   written by a committed price-table import, which closes the matching forecast) its
 *   tables in a state on `updating_date`. The history calls read it: `/api/history/` all of
 *   a state's lines by date, `/api/history-efetive/` those whose date has come.
 * - `table_imports`: the audit record of every committed import (who, when, file name, the
 *   plans and the price tables written).
 * - `table_update_views`: per user, when the calendar was last opened (the badge counts the
 *   lines changed since) and the state last chosen in it (the calendar's default).
 *
 * Dates are SQL `date` read as `YYYY-MM-DD` text (Brasília days); instants come from the
 * app's clock. No foreign key to the tables of schema.ts (users): this file must not import it.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { identityId, institutionIdColumn, stateIdColumn, states } from './schema-catalog';

/** Kinds of a calendar line: expected ('forecast') or done by an import ('update'). */
export const TABLE_UPDATE_KINDS = ['forecast', 'update'] as const;

/** One plan of a committed import, as its audit record keeps it. */
export interface ImportedPlanRecord {
  planId: number;
  planName: string;
  priceTableId: number;
}

/** Audit record of a committed price-table import. */
export const tableImports = pgTable(
  'table_imports',
  {
    id: identityId(),
    /** The superuser who confirmed it (users.id, no FK) and its username at the time. */
    userId: integer('user_id').notNull(),
    username: text('username').notNull(),
    fileName: text('file_name').notNull(),
    institutionId: institutionIdColumn(),
    stateId: stateIdColumn(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    /** The plans touched, with the id of the price table written for each. */
    plans: jsonb('plans').$type<ImportedPlanRecord[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('table_imports_created_idx').on(table.createdAt)],
);

/** Forecast entries and past updates of the calendar. */
export const tableUpdates = pgTable(
  'table_updates',
  {
    id: identityId(),
    institutionId: institutionIdColumn(),
    stateId: stateIdColumn(),
    updatingDate: date('updating_date', { mode: 'string' }).notNull(),
    /** The "Obs" column (pt-BR free text, possibly empty). */
    updatingDescription: text('updating_description').notNull().default(''),
    kind: text('kind', { enum: TABLE_UPDATE_KINDS }).notNull(),
    /** The import that closed this forecast or wrote this update, or null. */
    importId: integer('import_id').references(() => tableImports.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Last change (creation, edit, closing by an import): what the badge compares with. */
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('table_updates_state_date_idx').on(table.stateId, table.updatingDate),
    index('table_updates_changed_idx').on(table.changedAt),
    check('table_updates_kind_check', sql`${table.kind} in ('forecast', 'update')`),
  ],
);

/** Per user: when the calendar was last opened, and the state last chosen in it. */
export const tableUpdateViews = pgTable('table_update_views', {
  /** users.id (no FK, see the file's note). */
  userId: integer('user_id').primaryKey(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }),
  stateId: integer('state_id').references(() => states.id),
});

export type TableUpdateRow = typeof tableUpdates.$inferSelect;
export type TableImportRow = typeof tableImports.$inferSelect;

/** Counts of a confirmed operator import (plans new / changed / unchanged / in the catalog but not in the file). */
export interface OperatorImportCounts {
  new: number;
  changed: number;
  unchanged: number;
  missing: number;
}

/**
 * The list of the superuser's operator imports (control panel, "Importar operadora"): one row
 * per confirm that changed something, written in the import's own transaction. The price
 * tables it wrote are in `table_imports` (one row per state, ids in `table_import_ids`).
 */
export const operatorImports = pgTable(
  'operator_imports',
  {
    id: identityId(),
    /** The superuser (users.id, no FK) and its username at the time. */
    userId: integer('user_id').notNull(),
    username: text('username').notNull(),
    /** The upload's file name(s), sanitized. */
    fileName: text('file_name').notNull(),
    institutionId: institutionIdColumn(),
    /** The operator as the file named it (registro ANS, trade name). */
    ansRegistration: text('ans_registration').notNull(),
    operatorName: text('operator_name').notNull(),
    counts: jsonb('counts').$type<OperatorImportCounts>().notNull(),
    tableImportIds: jsonb('table_import_ids').$type<number[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('operator_imports_created_idx').on(table.createdAt)],
);

export type OperatorImportRow = typeof operatorImports.$inferSelect;

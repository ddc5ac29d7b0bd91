/**
 * The table-updates module's repository port: the calendar of table updates (history and
 * forecasts), each user's last look at it, the audit of price-table imports, the price
 * tables they write and the control panel's list of operator imports. The Drizzle one is
 * repositories/drizzle-table-updates-store.ts, wired by table-updates.module.ts.
 *
 * Dates are `YYYY-MM-DD` text (`today`: the caller's Brasília day; the clock stays in the
 * use cases), instants are `Date`, prices are cents. Database failures reject; a unique
 * violation (two confirms racing) rejects with the driver's error (db/unique-violation.ts).
 */
import type { priceTables } from '../../../db/schema-catalog';
import type { OperatorCatalogFile } from '../../../../../src/contract/operator-catalog-file';
import type { OperatorCatalogImportOptions, OperatorCatalogImportResult, OperatorCatalogReport } from '../../../catalog/operator-catalog/import-report';
import type * as TableUpdatesSql from '../repositories/table-updates.repository';
import type * as OperatorImportsSql from '../repositories/operator-imports.repository';

type Answer<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

export interface TableUpdatesStore {
  /** Calendar lines matching `filter`, by date, then institution name, then id. */
  updates(filter: TableUpdatesSql.TableUpdateFilter): Promise<TableUpdatesSql.TableUpdateRecord[]>;
  /** One calendar line, or undefined. */
  updateById(id: number): Promise<TableUpdatesSql.TableUpdateRecord | undefined>;
  /** Per state with lines dated `from` or later: its id, UF and how many. */
  countUpcomingByState(from: string): Promise<Array<{ id: number; uf: string; count: number }>>;
  /** Inserts a forecast line; answers its id. */
  insertForecast(values: TableUpdatesSql.ForecastValues, now: Date): Promise<number>;
  /** Replaces a forecast line's fields; false when it is gone. */
  updateForecast(id: number, values: TableUpdatesSql.ForecastValues, now: Date): Promise<boolean>;
  /** Deletes a forecast line; false when it was not there. */
  deleteForecast(id: number): Promise<boolean>;
  /** When the user last opened the calendar and the state it chose (nulls when never). */
  view(userId: number): Promise<{ lastSeenAt: Date | null; stateId: number | null }>;
  /** Records the user's look at the calendar (and its state, unless `undefined`). */
  saveView(userId: number, now: Date, stateId: number | null | undefined): Promise<void>;
  /** Lines created or changed after `since` (of `stateId` when not null); with no `since`, those dated `today` or later. */
  countChangedSince(since: Date | null, stateId: number | null, today: string): Promise<number>;
  /** Writes a price-table import's audit record; answers its id. */
  insertImportAudit(values: TableUpdatesSql.ImportAuditValues, now: Date): Promise<number>;
  /** The latest `limit` price-table imports, newest first. */
  importAudits(limit: number): Promise<Answer<typeof TableUpdatesSql.listImportAudits>>;
  /** The calendar's history line of an import (closing the institution's open forecast in that state); answers its id. */
  recordImportedUpdate(values: Parameters<typeof TableUpdatesSql.recordImportedUpdate>[1], now: Date): Promise<number>;
  /** The plans with these ids (institution, state, name). */
  plansByIds(ids: readonly number[]): Promise<TableUpdatesSql.ImportPlanRow[]>;
  /** Per plan, the price table in force on `today` (its date and prices in cents). */
  tablesInForce(planIds: readonly number[], today: string): Promise<Map<number, { effectiveDate: string; pricesCents: number[] }>>;
  /** Which of the plans already have a table dated `effectiveDate`. */
  plansWithTableOn(planIds: readonly number[], effectiveDate: string): Promise<Set<number>>;
  /** Inserts price tables; answers their ids in the same order. */
  insertPriceTables(tables: ReadonlyArray<typeof priceTables.$inferInsert>): Promise<number[]>;
  /** Writes the record of a confirmed operator import (the operator found by its registro ANS); answers its id. */
  insertOperatorImport(values: OperatorImportsSql.OperatorImportValues, now: Date): Promise<number>;
  /** The last `limit` confirmed operator imports, newest first. */
  operatorImports(limit: number): Promise<Answer<typeof OperatorImportsSql.listOperatorImports>>;
  /**
   * Runs the one operator-catalog import (catalog/operator-catalog/import-operator-catalog.ts)
   * over this store's handle; `afterWrite` receives a store bound to the import's transaction.
   */
  importOperatorCatalog(
    file: OperatorCatalogFile,
    options: Omit<OperatorCatalogImportOptions, 'afterWrite'> & {
      afterWrite?: (store: TableUpdatesStore, written: { readonly report: OperatorCatalogReport; readonly importIds: readonly number[] }) => Promise<void>;
    },
  ): Promise<OperatorCatalogImportResult>;
  /** Inside {@link transaction}: waits for, then holds until it ends, the lock that lets one operator import confirm at a time (across processes). */
  lockOperatorImports(): Promise<void>;
  /** Runs `work` in one transaction over a store bound to it: all of its writes commit or none. */
  transaction<T>(work: (store: TableUpdatesStore) => Promise<T>): Promise<T>;
}

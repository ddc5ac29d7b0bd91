/**
 * The table-updates module's public face (docs/decisions/2026-11-28-server-modules.md):
 * imports of operator data — price tables and operator catalog files — their history, and
 * which of a saved quotation's tables were replaced since (shown by the quotations module).
 */
export { tableUpdatesModule } from './table-updates.module';
export { type TableUpdatesStore } from './use-cases/table-updates-store';
export { drizzleTableUpdatesStore } from './repositories/drizzle-table-updates-store';
export { replacedTables } from './use-cases/quotation-tables';
export { type TableUpdatesDeps } from './use-cases/history';

/**
 * The table-updates module's public face (docs/decisions/2026-11-28-server-modules.md):
 * imports of operator data — price tables and operator catalog files — their history, and
 * which of a saved quotation's tables were replaced since (shown by the quotations module).
 */
export { tableUpdateRoutes } from './routes/table-updates.routes';
export { operatorImportRoutes } from './routes/operator-imports.routes';
export { replacedTables } from './use-cases/quotation-tables';
export { type TableUpdatesDeps } from './use-cases/history';

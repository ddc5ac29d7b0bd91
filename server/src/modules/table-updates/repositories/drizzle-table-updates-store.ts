/** The Drizzle implementation of {@link TableUpdatesStore}, over one database handle or transaction. */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database';
import { importOperatorCatalog } from '../../../catalog/operator-catalog/import-operator-catalog';
import type { TableUpdatesStore } from '../use-cases/table-updates-store';
import { insertOperatorImport, listOperatorImports } from './operator-imports.repository';
import {
  countChangedSince,
  countUpcomingByState,
  deleteForecast,
  findPlansByIds,
  findTableUpdateById,
  findTableUpdates,
  findTablesInForce,
  findView,
  insertForecast,
  insertImportAudit,
  insertPriceTables,
  listImportAudits,
  plansWithTableOn,
  recordImportedUpdate,
  saveView,
  updateForecast,
} from './table-updates.repository';

/** Key of the advisory lock that serializes operator import confirms (any constant bigint). */
export const OPERATOR_IMPORT_LOCK_KEY = 7_280_028_001;

/** The table-updates store reading and writing with `db`; its `transaction` opens one on `db`. */
export function drizzleTableUpdatesStore(db: DbOrTx): TableUpdatesStore {
  return {
    updates: (filter) => findTableUpdates(db, filter),
    updateById: (id) => findTableUpdateById(db, id),
    countUpcomingByState: (from) => countUpcomingByState(db, from),
    insertForecast: (values, now) => insertForecast(db, values, now),
    updateForecast: (id, values, now) => updateForecast(db, id, values, now),
    deleteForecast: (id) => deleteForecast(db, id),
    view: (userId) => findView(db, userId),
    saveView: (userId, now, stateId) => saveView(db, userId, now, stateId),
    countChangedSince: (since, stateId, today) => countChangedSince(db, since, stateId, today),
    insertImportAudit: (values, now) => insertImportAudit(db, values, now),
    importAudits: (limit) => listImportAudits(db, limit),
    recordImportedUpdate: (values, now) => recordImportedUpdate(db, values, now),
    plansByIds: (ids) => findPlansByIds(db, ids),
    tablesInForce: (planIds, today) => findTablesInForce(db, planIds, today),
    plansWithTableOn: (planIds, effectiveDate) => plansWithTableOn(db, planIds, effectiveDate),
    insertPriceTables: (tables) => insertPriceTables(db, tables),
    insertOperatorImport: (values, now) => insertOperatorImport(db, values, now),
    operatorImports: (limit) => listOperatorImports(db, limit),
    importOperatorCatalog: (file, { afterWrite, ...options }) =>
      importOperatorCatalog(db, file, { ...options, ...(afterWrite ? { afterWrite: (tx, written) => afterWrite(drizzleTableUpdatesStore(tx), written) } : {}) }),
    lockOperatorImports: async () => {
      await db.execute(sql`select pg_advisory_xact_lock(${OPERATOR_IMPORT_LOCK_KEY})`);
    },
    transaction: (work) => db.transaction((tx) => work(drizzleTableUpdatesStore(tx))),
  };
}

/** The Drizzle implementation of {@link PlanAdminStore}, over one database handle or transaction. */
import type { DbOrTx } from '../../../db/database';
import type { PlanAdminStore } from '../use-cases/plan-admin-store';
import {
  areasOfState,
  copyPriceTables,
  deleteDraft,
  deleteRule,
  existingEntityIds,
  existingProviderIds,
  findAdminPlan,
  findArea,
  findPlanRow,
  findRule,
  insertAudit,
  insertPlan,
  insertRule,
  institutionExists,
  institutionPlanCounts,
  listAdminPlans,
  listAudit,
  publishDraft,
  searchProviders,
  setPlanEntities,
  setPlanProviders,
  updatePlanIfVersion,
  updateRule,
} from './plan-admin.repository';

/** The plan-admin store reading and writing with `db`; its `transaction` opens one on `db`. */
export function drizzlePlanAdminStore(db: DbOrTx): PlanAdminStore {
  return {
    planRow: (id) => findPlanRow(db, id),
    adminPlan: (id) => findAdminPlan(db, id),
    plansOfOperator: (filter) => listAdminPlans(db, filter),
    institutionPlanCounts: () => institutionPlanCounts(db),
    searchProviders: (filter) => searchProviders(db, filter),
    areasOfState: (stateId) => areasOfState(db, stateId),
    area: (id) => findArea(db, id),
    institutionExists: (id) => institutionExists(db, id),
    existingEntityIds: (ids) => existingEntityIds(db, ids),
    existingProviderIds: (kind, ids) => existingProviderIds(db, kind, ids),
    updatePlanIfVersion: (id, version, fields) => updatePlanIfVersion(db, id, version, fields),
    insertPlan: (fields) => insertPlan(db, fields),
    copyPriceTables: (fromPlanId, toPlanId) => copyPriceTables(db, fromPlanId, toPlanId),
    setPlanEntities: (planId, entityIds) => setPlanEntities(db, planId, entityIds),
    setPlanProviders: (plan, providerIds) => setPlanProviders(db, plan, providerIds),
    publishDraft: (id) => publishDraft(db, id),
    deleteDraft: (plan) => deleteDraft(db, plan),
    rule: (kind, id) => findRule(db, kind, id),
    insertRule: (kind, planId, columns) => insertRule(db, kind, planId, columns),
    updateRule: (kind, id, columns) => updateRule(db, kind, id, columns),
    deleteRule: (kind, id) => deleteRule(db, kind, id),
    insertAudit: (record) => insertAudit(db, record),
    audit: (filter) => listAudit(db, filter),
    transaction: (work) => db.transaction((tx) => work(drizzlePlanAdminStore(tx))),
  };
}

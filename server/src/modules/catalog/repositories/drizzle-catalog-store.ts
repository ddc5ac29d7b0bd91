/** The Drizzle implementation of the catalog's reading port ({@link CatalogStore}), over one database. */
import type { DbOrTx } from '../../../db/database';
import type { CatalogStore } from '../use-cases/catalog-store';
import {
  findAreas,
  findEntities,
  findHospitals,
  findInstitution,
  findInstitutionPlans,
  findInstitutionsWithPlanCounts,
  findNetworkProviders,
  findOccupations,
  findPlanById,
  findPlanRules,
  findSimilarEntities,
  findStates,
  occupationExists,
} from './catalog.repository';
import { findAdministradoraFeeRows, findDentalPlansOf, findPlanDentalKey } from './plan-extras.repository';

/** The catalog store reading `db`. */
export function drizzleCatalogStore(db: DbOrTx): CatalogStore {
  return {
    states: () => findStates(db),
    areas: (stateId) => findAreas(db, stateId),
    institutionsWithPlanCounts: () => findInstitutionsWithPlanCounts(db),
    institution: (key) => findInstitution(db, key),
    institutionPlans: (institutionId) => findInstitutionPlans(db, institutionId),
    similarEntities: (institutionIds, stateId) => findSimilarEntities(db, institutionIds, stateId),
    entities: (filter) => findEntities(db, filter),
    occupationExists: (id) => occupationExists(db, id),
    occupations: () => findOccupations(db),
    hospitals: (filter) => findHospitals(db, filter),
    planById: (id, today) => findPlanById(db, id, today),
    networkProviders: (networkId) => findNetworkProviders(db, networkId),
    planRules: (planId) => findPlanRules(db, planId),
    administradoraFeeRows: () => findAdministradoraFeeRows(db),
    planDentalKey: (planId) => findPlanDentalKey(db, planId),
    dentalPlansOf: (institutionId) => findDentalPlansOf(db, institutionId),
  };
}

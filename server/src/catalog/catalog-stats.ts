/** Counts of a catalog, for the seed's output, the CLI and the tests. */
import type { PlanTypeCode } from '../../../src/domain/quotation';
import type { CatalogData } from './types';

export interface CatalogStats {
  readonly institutions: number;
  readonly administradoras: number;
  readonly occupations: number;
  readonly entities: number;
  readonly hospitals: number;
  readonly clinics: number;
  readonly networks: number;
  /** Network ↔ provider link rows (Σ network.providerIds). */
  readonly networkProviderLinks: number;
  readonly commercializationAreas: number;
  readonly plans: number;
  readonly plansByType: Readonly<Record<PlanTypeCode, number>>;
  readonly realPlans: number;
  readonly priceTables: number;
  readonly realPriceTables: number;
  readonly coparticipationRules: number;
  readonly refunds: number;
  readonly shortfalls: number;
}

export function catalogStats(catalog: CatalogData): CatalogStats {
  const plansByType: Record<PlanTypeCode, number> = { CP: 0, PF: 0, PJ: 0 };
  for (const plan of catalog.plans) plansByType[plan.type] += 1;
  return {
    institutions: catalog.institutions.length,
    administradoras: catalog.administradoras.length,
    occupations: catalog.occupations.length,
    entities: catalog.entities.length,
    hospitals: catalog.providers.filter((provider) => provider.kind === 'hospital').length,
    clinics: catalog.providers.filter((provider) => provider.kind === 'clinic').length,
    networks: catalog.networks.length,
    networkProviderLinks: catalog.networks.reduce((sum, network) => sum + network.providerIds.length, 0),
    commercializationAreas: catalog.commercializationAreas.length,
    plans: catalog.plans.length,
    plansByType,
    realPlans: catalog.plans.filter((plan) => plan.real).length,
    priceTables: catalog.priceTables.length,
    realPriceTables: catalog.priceTables.filter((table) => table.real).length,
    coparticipationRules: catalog.coparticipationRules.length,
    refunds: catalog.refunds.length,
    shortfalls: catalog.shortfalls.length,
  };
}

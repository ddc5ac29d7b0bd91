/**
 * Use case: the full plan of `GET /api/plans/{id}/` (spec point 3 "Plan"): the plan with
 * its price table in force today (or, for a plan not on sale yet, its first upcoming
 * table), its institution's similar entities of the plan's state, the hospitals and
 * clinics of its network, coparticipation rules, refunds and carências.
 */
import {
  findNetworkProviders,
  findPlanById,
  findPlanRules,
  findSimilarEntities,
  type EntityRecord,
  type PlanRecord,
  type ProviderRecord,
} from '../repositories/catalog.repository';
import { catalogToday, compareText, type CatalogDeps } from './catalog-deps';

export interface PlanDetail extends PlanRecord {
  similarEntities: EntityRecord[];
  hospitals: ProviderRecord[];
  clinics: ProviderRecord[];
  rules: Awaited<ReturnType<typeof findPlanRules>>;
}

export type GetPlanDetailResult = { kind: 'ok'; plan: PlanDetail } | { kind: 'not_found' };

/** Providers by city, then name (pt-BR). */
function byCityThenName(a: ProviderRecord, b: ProviderRecord): number {
  return compareText(a.city, b.city) || compareText(a.name, b.name) || a.id - b.id;
}

export async function getPlanDetail(deps: CatalogDeps, planId: number): Promise<GetPlanDetailResult> {
  const { db } = deps;
  const plan = await findPlanById(db, planId, catalogToday(deps));
  if (!plan) return { kind: 'not_found' };
  const similar = await findSimilarEntities(db, [plan.institution.id], plan.state.id);
  const providers = plan.networkId === null ? [] : await findNetworkProviders(db, plan.networkId);
  const rules = await findPlanRules(db, plan.id);
  providers.sort(byCityThenName);
  return {
    kind: 'ok',
    plan: {
      ...plan,
      similarEntities: similar.get(plan.institution.id) ?? [],
      hospitals: providers.filter((provider) => provider.kind === 'hospital'),
      clinics: providers.filter((provider) => provider.kind === 'clinic'),
      rules,
    },
  };
}

/**
 * Use case: the full plan of `GET /api/plans/{id}/` (spec point 3 "Plan"): the plan with
 * its price table in force today (or, for a plan not on sale yet, its first upcoming
 * table), its institution's similar entities of the plan's state, the hospitals and
 * clinics of its network, coparticipation rules, refunds and carências.
 */
import type { EntityRecord, PlanRecord, ProviderRecord } from '../repositories/catalog.repository';
import type { CatalogStore } from './catalog-store';
import { planNetworkLists } from '../../../../../src/domain/quotation/catalog-lists';
import { catalogToday, type CatalogDeps } from './catalog-deps';

/** What the plan detail reads: the catalog's reading port and the clock ("today" picks the table). */
export type PlanDetailDeps = Pick<CatalogDeps, 'clock'> & { store: CatalogStore };

export interface PlanDetail extends PlanRecord {
  similarEntities: EntityRecord[];
  hospitals: ProviderRecord[];
  clinics: ProviderRecord[];
  rules: Awaited<ReturnType<CatalogStore['planRules']>>;
}

export type GetPlanDetailResult = { kind: 'ok'; plan: PlanDetail } | { kind: 'not_found' };

export async function getPlanDetail(deps: PlanDetailDeps, planId: number): Promise<GetPlanDetailResult> {
  const { store } = deps;
  const plan = await store.planById(planId, catalogToday(deps));
  if (!plan) return { kind: 'not_found' };
  const similar = await store.similarEntities([plan.institution.id], plan.state.id);
  const providers = plan.networkId === null ? [] : await store.networkProviders(plan.networkId);
  const rules = await store.planRules(plan.id);
  return {
    kind: 'ok',
    plan: {
      ...plan,
      similarEntities: similar.get(plan.institution.id) ?? [],
      ...planNetworkLists(providers),
      rules,
    },
  };
}

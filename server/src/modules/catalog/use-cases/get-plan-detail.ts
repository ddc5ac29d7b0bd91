/**
 * Use case: the full plan of `GET /api/plans/{id}/` (spec point 3 "Plan"): the plan with
 * its price table in force today (or, for a plan not on sale yet, its first upcoming
 * table), its institution's similar entities of the plan's state, the hospitals and
 * clinics of its network, coparticipation rules, refunds and carências. The repository's row
 * becomes the domain's plan here, by the snapshot's mapping (`planOfRecord`,
 * ../catalog-domain.mappers.ts), so the plan page and the quote answer one plan alike.
 */
import type { PlanPriceTable } from '../../../../../src/domain/quotation/catalog-types';
import type { ProviderRecord } from '../repositories/catalog.repository';
import { planOfRecord, priceTableOfRecord, type PlanWithoutTable } from '../catalog-domain.mappers';
import type { CatalogStore } from './catalog-store';
import { planNetworkLists } from '../../../../../src/domain/quotation/catalog-lists';
import { catalogToday, type CatalogDeps } from './catalog-deps';

/** What the plan detail reads: the catalog's reading port and the clock ("today" picks the table). */
export type PlanDetailDeps = Pick<CatalogDeps, 'clock'> & { store: CatalogStore };

/** The full plan: the domain's plan (its operator with its similar entities), its table, network lists and rules. */
export type PlanDetail = PlanWithoutTable & {
  priceTable: PlanPriceTable;
  hospitals: ProviderRecord[];
  clinics: ProviderRecord[];
  rules: Awaited<ReturnType<CatalogStore['planRules']>>;
};

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
      ...planOfRecord(plan, similar.get(plan.institution.id) ?? []),
      priceTable: priceTableOfRecord(plan.priceTable),
      ...planNetworkLists(providers),
      rules,
    },
  };
}

/**
 * The catalog's calls beside the quote's page, over the REST API: the whole quote, the full plan (`GET plans/{id}/`) and
 * the operators (`GET institutions/`, `GET institutions/{id}/?state&type&page&page_size`,
 * `GET institution/{id}/simple`), validated with src/contract/catalog-pages.ts and mapped to the
 * domain. Loaded by ./plan-catalog.http.ts on first use (translation only, like it).
 */
import type { KyInstance } from 'ky';
import type { z } from 'zod/mini';
import type { PlanCatalog } from '../../application/quotation/plan-catalog';
import { mapResult } from '../../application/shared/result';
import type { InstitutionDetail, InstitutionListItem, InstitutionPageQuery, InstitutionSimple, PlanDetail } from '../../domain/quotation/catalog';
import { planQuoteListWire, providerFromWire } from '../../contract/catalog';
import * as pagesWire from '../../contract/catalog-pages';
import { remoteJson } from './remote-call';
import { explanationOf, toEntity, toPlan, toQuotes, toRoomType, toSummary } from './catalog.mapper';

type Answer<K extends keyof PlanCatalog> = ReturnType<PlanCatalog[K]>;

/** `GET v3/plans/?<query>` (the filter's, src/contract/catalog.ts `quoteFilterToQuery`) without `page_size`: every plan of the quote (the screen asks pages: `quotePage`). */
export async function wholeQuote(http: KyInstance, query: Record<string, string | number | boolean>): Answer<'quote'> {
  const result = await remoteJson(http.get('v3/plans/', { searchParams: query }), planQuoteListWire);
  return mapResult(result, (answer) => ({
    lives: answer.lives,
    plans: toQuotes(answer),
    ...explanationOf(answer),
  }));
}

/** `GET plans/{id}/`: one plan in full. */
export async function planDetail(http: KyInstance, id: number): Answer<'plan'> {
  const result = await remoteJson(http.get(`plans/${id}/`), pagesWire.planDetailWire);
  return mapResult(
    result,
    (wire): PlanDetail => ({
      ...toPlan(wire),
      hospitals: wire.hospitals.map(providerFromWire),
      clinics: wire.clinics.map(providerFromWire),
      refunds: wire.refunds.map(pagesWire.refundFromWire),
      coparticipationRules: wire.coparticipation_rules.map(pagesWire.coparticipationRuleFromWire),
      shortfalls: wire.shortfalls.map(pagesWire.shortfallFromWire),
      dentalOptions: (wire.dental_options ?? []).map((option) => ({
        id: option.id,
        name: option.name,
        monthlyCentsPerLife: option.monthly_cents,
        illustrative: !option.real,
      })),
    }),
  );
}

/** `GET institutions/`: every operator. */
export async function institutions(http: KyInstance): Answer<'institutions'> {
  const result = await remoteJson(http.get('institutions/'), pagesWire.institutionListWire);
  return mapResult(result, (list) => list.map((wire): InstitutionListItem => ({ ...toSummary(wire), plans: wire.plans, states: wire.states })));
}

/** `GET institutions/{id}/`: one operator with one page of its plans by state. */
export async function institution(http: KyInstance, id: number, query: InstitutionPageQuery): Answer<'institution'> {
  const searchParams: Record<string, string | number> = {};
  if (query.stateId !== undefined) searchParams.state = query.stateId;
  if (query.type !== undefined) searchParams.type = query.type;
  if (query.page !== undefined) searchParams.page = query.page;
  if (query.pageSize !== undefined) searchParams.page_size = query.pageSize;
  const result = await remoteJson(http.get(`institutions/${id}/`, { searchParams }), pagesWire.institutionDetailWire);
  return mapResult(
    result,
    (wire): InstitutionDetail => ({
      ...toSummary(wire),
      similarEntities: wire.similar_entities.map(toEntity),
      plansByState: wire.plans_by_state.map((group) => ({
        state: { id: group.state.id, uf: group.state.uf, name: group.state.name },
        plans: group.plans.map((plan) => ({
          id: plan.id,
          name: plan.name,
          type: plan.type,
          accommodation: toRoomType(plan.accommodation),
          coparticipation: plan.coparticipation,
        })),
      })),
      ...pagePartOf(wire),
    }),
  );
}

/** `GET institution/{id}/simple`: an operator's similar entities. */
export async function institutionSimple(http: KyInstance, id: number): Answer<'institutionSimple'> {
  const result = await remoteJson(http.get(`institution/${id}/simple`), pagesWire.institutionSimpleWire);
  return mapResult(
    result,
    (wire): InstitutionSimple => ({ id: wire.id, name: wire.name, slug: wire.slug, similarEntities: wire.similar_entities.map(toEntity) }),
  );
}

/**
 * The page fields of an operator page; a server from before the query sent every plan
 * without them, which is one page holding them all.
 */
function pagePartOf(wire: z.infer<typeof pagesWire.institutionDetailWire>): Pick<InstitutionDetail, 'totalPlans' | 'page' | 'pageSize' | 'pageCount' | 'facets'> {
  const total = wire.plans_by_state.reduce((sum, group) => sum + group.plans.length, 0);
  return {
    totalPlans: wire.total_plans ?? total,
    page: wire.page ?? 1,
    pageSize: wire.page_size ?? Math.max(total, 1),
    pageCount: wire.page_count ?? 1,
    facets: wire.facets ?? { states: wire.plans_by_state.map((group) => ({ ...group.state, plans: group.plans.length })), types: [] },
  };
}

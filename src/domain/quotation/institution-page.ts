/**
 * One page of an operator's plans, as `GET /api/institutions/{id}/?state=&type=&page=&page_size=`
 * answers it (server/src/use-cases/catalog/catalog-lists.ts does the same on the database
 * rows; the fake back end answers with this): the plans sorted by state id, name and id,
 * filtered by state and type, cut to one page and grouped by state again; the facets count,
 * per state, the plans of the chosen type and, per type, those of the chosen state.
 */
import type { InstitutionDetail, InstitutionPageQuery, InstitutionPlanSummary, StateRef } from './catalog-types';
import type { PlanTypeCode } from './plan-types';

/** Plans per page of an operator page when only the page is given (the screen asks for this many). */
export const INSTITUTION_PAGE_SIZE = 25;

/** A plan of the operator with its state. */
export interface InstitutionPlanRow extends InstitutionPlanSummary {
  readonly state: StateRef;
}

type PagePart = Pick<InstitutionDetail, 'plansByState' | 'totalPlans' | 'page' | 'pageSize' | 'pageCount' | 'facets'>;

/** The plans part of an operator page (module note); without page and size every plan is one page. */
export function pageInstitutionPlans(rows: readonly InstitutionPlanRow[], query: InstitutionPageQuery = {}): PagePart {
  const sorted = [...rows].sort((a, b) => a.state.id - b.state.id || a.name.localeCompare(b.name, 'pt-BR') || a.id - b.id);
  const ofType = sorted.filter((row) => query.type === undefined || row.type === query.type);
  const ofState = sorted.filter((row) => query.stateId === undefined || row.state.id === query.stateId);
  const kept = ofType.filter((row) => query.stateId === undefined || row.state.id === query.stateId);

  const states = new Map<number, StateRef & { plans: number }>();
  for (const row of sorted) if (!states.has(row.state.id)) states.set(row.state.id, { ...row.state, plans: 0 });
  for (const row of ofType) states.get(row.state.id)!.plans += 1;
  const types = (['CP', 'PF', 'PJ'] as const satisfies readonly PlanTypeCode[])
    .filter((type) => sorted.some((row) => row.type === type))
    .map((type) => ({ type, plans: ofState.filter((row) => row.type === type).length }));

  const paged = query.page !== undefined || query.pageSize !== undefined;
  const pageSize = paged ? (query.pageSize ?? INSTITUTION_PAGE_SIZE) : Math.max(kept.length, 1);
  const page = query.page ?? 1;
  const groups = new Map<number, { state: StateRef; plans: InstitutionPlanSummary[] }>();
  for (const { state, ...plan } of kept.slice((page - 1) * pageSize, page * pageSize)) {
    const group = groups.get(state.id) ?? { state, plans: [] };
    group.plans.push(plan);
    groups.set(state.id, group);
  }
  return {
    plansByState: [...groups.values()],
    totalPlans: kept.length,
    page,
    pageSize,
    pageCount: Math.max(1, Math.ceil(kept.length / pageSize)),
    facets: { states: [...states.values()], types },
  };
}

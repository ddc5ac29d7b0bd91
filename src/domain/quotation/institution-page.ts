/**
 * One page of an operator's plans, as `GET /api/institutions/{id}/?state=&type=&page=&page_size=`
 * answers it (the server's use case, server/src/modules/catalog/use-cases/catalog-lists.ts, and the fake back
 * end both answer with this): the plans sorted by state id, name and id,
 * filtered by state and type, cut to one page and grouped by state again; the facets count,
 * per state, the plans of the chosen type and, per type, those of the chosen state.
 */
import { compareText } from './catalog-types';
import type { PlanTypeCode } from './plan-types';

/** Plans per page of an operator page when only the page is given (the screen asks for this many). */
export const INSTITUTION_PAGE_SIZE = 25;

/** What the rule reads of a plan of the operator: its id, name, type and state (the rest is carried along). */
export interface PageablePlan {
  readonly id: number;
  readonly name: string;
  readonly type: PlanTypeCode;
  readonly state: { readonly id: number };
}

/** Which plans to answer: a state, a plan type, a 1-based page of `pageSize` plans (the domain's InstitutionPageQuery). */
export interface InstitutionPageFilter {
  readonly stateId?: number | undefined;
  readonly type?: PlanTypeCode | undefined;
  readonly page?: number | undefined;
  readonly pageSize?: number | undefined;
}

/** The plans part of an operator page, for rows of type `Row`. */
export interface InstitutionPlansPage<Row extends PageablePlan> {
  /** This page's plans, grouped by state (state id order, plans by name). */
  plansByState: Array<{ state: Row['state']; plans: Array<Omit<Row, 'state'>> }>;
  /** Plans the filter keeps (all pages). */
  totalPlans: number;
  page: number;
  pageSize: number;
  /** At least 1 (an empty filter has one empty page); a page past the last answers no plans with the real count. */
  pageCount: number;
  /** Per state the plans of the chosen type, per type the plans of the chosen state. */
  facets: { states: Array<Row['state'] & { plans: number }>; types: Array<{ type: PlanTypeCode; plans: number }> };
}

/** The plans part of an operator page (module note); without page and size every plan is one page. */
export function pageInstitutionPlans<Row extends PageablePlan>(rows: readonly Row[], query: InstitutionPageFilter = {}): InstitutionPlansPage<Row> {
  const sorted = [...rows].sort((a, b) => a.state.id - b.state.id || compareText(a.name, b.name) || a.id - b.id);
  const ofType = sorted.filter((row) => query.type === undefined || row.type === query.type);
  const ofState = sorted.filter((row) => query.stateId === undefined || row.state.id === query.stateId);
  const kept = ofType.filter((row) => query.stateId === undefined || row.state.id === query.stateId);

  const states = new Map<number, Row['state'] & { plans: number }>();
  for (const row of sorted) if (!states.has(row.state.id)) states.set(row.state.id, { ...row.state, plans: 0 });
  for (const row of ofType) states.get(row.state.id)!.plans += 1;
  const types = (['CP', 'PF', 'PJ'] as const satisfies readonly PlanTypeCode[])
    .filter((type) => sorted.some((row) => row.type === type))
    .map((type) => ({ type, plans: ofState.filter((row) => row.type === type).length }));

  const paged = query.page !== undefined || query.pageSize !== undefined;
  const pageSize = paged ? (query.pageSize ?? INSTITUTION_PAGE_SIZE) : Math.max(kept.length, 1);
  const page = query.page ?? 1;
  const groups = new Map<number, { state: Row['state']; plans: Array<Omit<Row, 'state'>> }>();
  for (const { state, ...plan } of kept.slice((page - 1) * pageSize, page * pageSize)) {
    const group = groups.get(state.id) ?? { state, plans: [] as Array<Omit<Row, 'state'>> };
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

/**
 * Use cases of the catalog's reference lists: states (with the commercialization-area
 * cities), institutions (list, page, "simple"), adhesion entities, occupations and the
 * hospital search of the accredited-network filter.
 */
import type { EntityRecord, InstitutionRecord, ProviderRecord } from '../repositories/catalog.repository';
import type { CatalogStore } from './catalog-store';
import { HOSPITAL_SEARCH_LIMIT } from '../../../../../src/contract/catalog';
import { CATALOG_MESSAGES } from '../../../../../src/contract/catalog-messages';
import { compareText } from '../../../../../src/domain/quotation/catalog-types';
import { stateCities } from '../../../../../src/domain/quotation/catalog-lists';
import { foldText } from '../../../../../src/domain/text-folding';
import { isDbId, parseDbId } from '../../../lib/db-id';
import { escapeLike } from '../../../lib/like-pattern';

/** What the list use cases read: the catalog's reading port. */
export interface CatalogListDeps {
  store: CatalogStore;
}
import { pageInstitutionPlans, type InstitutionPageFilter as DomainInstitutionPageFilter } from '../../../../../src/domain/quotation/institution-page';

/** A state with the cities of its commercialization areas (empty when it has one area). */
export interface StateWithCities {
  id: number;
  uf: string;
  name: string;
  cities: string[];
}

/** The 27 states (id order); `cities` = the cities named by its areas when it has more than one area (pt-BR order). */
export async function listStates(deps: CatalogListDeps): Promise<StateWithCities[]> {
  const [states, areas] = [await deps.store.states(), await deps.store.areas()];
  return states.map((state) => ({ ...state, cities: stateCities(areas.filter((area) => area.stateId === state.id)) }));
}

/** How the API names an institution: a numeric id or a slug. */
export type InstitutionKey = { id: number } | { slug: string };

/** `'12'` → id 12; `'bradesco-saude'` → slug; anything else → null (404). */
export function parseInstitutionKey(raw: string): InstitutionKey | null {
  if (/^\d+$/.test(raw)) {
    const id = parseDbId(raw);
    return id === null ? null : { id };
  }
  if (/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(raw) && raw.length <= 120) return { slug: raw };
  return null;
}

export interface InstitutionListItem extends InstitutionRecord {
  plans: number;
  ufs: string[];
}

/** Every institution with its plan count and UFs, by name (pt-BR). */
export async function listInstitutions(deps: CatalogListDeps): Promise<InstitutionListItem[]> {
  const rows = await deps.store.institutionsWithPlanCounts();
  return rows.sort((a, b) => compareText(a.name, b.name) || a.id - b.id);
}

export type InstitutionSimpleResult = { kind: 'ok'; institution: InstitutionRecord & { similarEntities: EntityRecord[] } } | { kind: 'not_found' };

/** One institution with all its similar entities (spec point 7's `/api/institution/{id}/simple`). */
export async function getInstitutionSimple(deps: CatalogListDeps, key: InstitutionKey): Promise<InstitutionSimpleResult> {
  const institution = await deps.store.institution(key);
  if (!institution) return { kind: 'not_found' };
  const similar = await deps.store.similarEntities([institution.id]);
  return { kind: 'ok', institution: { ...institution, similarEntities: similar.get(institution.id) ?? [] } };
}

type InstitutionPlanLine = { id: number; name: string; type: 'CP' | 'PF' | 'PJ'; accommodation: string; coparticipation: 'without' | 'with' | 'with_tp' };
type StateRef = { id: number; uf: string; name: string };

/**
 * Which plans of an operator page to answer: a state (id 1–27), a plan type, and a page
 * (1-based) of `pageSize` plans. Without `page` and `pageSize` every plan comes (the spec's
 * call, unchanged). The paging rule and its default size are the domain's (institution-page.ts).
 */
export type InstitutionPageFilter = DomainInstitutionPageFilter;

export interface InstitutionPage extends InstitutionRecord {
  similarEntities: EntityRecord[];
  /** This page's plans, grouped by state (state id order, plans by name). */
  plansByState: Array<{ state: StateRef; plans: InstitutionPlanLine[] }>;
  /** Plans the filter keeps (all pages). */
  totalPlans: number;
  page: number;
  pageSize: number;
  /** At least 1 (an empty filter has one empty page). */
  pageCount: number;
  /**
   * What each filter choice would show: per state the plans of the chosen type, per type the
   * plans of the chosen state (so a choice never leads to an empty page it could have told).
   */
  facets: { states: Array<StateRef & { plans: number }>; types: Array<{ type: 'CP' | 'PF' | 'PJ'; plans: number }> };
}

export type InstitutionPageResult = { kind: 'ok'; institution: InstitutionPage } | { kind: 'not_found' };

/**
 * One institution with its similar entities and the plans the filter keeps, grouped by state
 * (state id order, plans by name), one page of them when asked. A page past the last one
 * answers no plans with the real `pageCount` (a forwarded link after the catalog shrank).
 */
export async function getInstitutionPage(deps: CatalogListDeps, key: InstitutionKey, filter: InstitutionPageFilter = {}): Promise<InstitutionPageResult> {
  const institution = await deps.store.institution(key);
  if (!institution) return { kind: 'not_found' };
  const similar = await deps.store.similarEntities([institution.id]);
  const rows = await deps.store.institutionPlans(institution.id);
  return { kind: 'ok', institution: { ...institution, similarEntities: similar.get(institution.id) ?? [], ...pageInstitutionPlans(rows, filter) } };
}

export type EntityListResult =
  | { kind: 'ok'; entities: Array<EntityRecord & { occupations: Array<{ id: number; name: string }> }> }
  | { kind: 'invalid'; errors: Record<string, string[]> };

/** Adhesion entities of a state (plus the national ones) accepting an occupation; by acronym. */
export async function listEntities(deps: CatalogListDeps, filter: { stateId?: number; occupationId?: number }): Promise<EntityListResult> {
  if (filter.occupationId !== undefined && !(isDbId(filter.occupationId) && (await deps.store.occupationExists(filter.occupationId)))) {
    return { kind: 'invalid', errors: { occupation: [CATALOG_MESSAGES.unknownOccupation(filter.occupationId)] } };
  }
  const rows = await deps.store.entities(filter);
  return { kind: 'ok', entities: rows.sort((a, b) => compareText(a.acronym, b.acronym) || a.id - b.id) };
}

/** Occupations by name (pt-BR). */
export async function listOccupations(deps: CatalogListDeps): Promise<Array<{ id: number; name: string }>> {
  const rows = await deps.store.occupations();
  return rows.sort((a, b) => compareText(a.name, b.name) || a.id - b.id);
}

/** At most this many hospitals per search (src/contract/catalog.ts, which the fake reads too). */
export { HOSPITAL_SEARCH_LIMIT };

/**
 * Hospitals of a state (or all) whose name or city contains `search`, accents and case
 * ignored; at most {@link HOSPITAL_SEARCH_LIMIT}, by name.
 */
export async function searchHospitals(deps: CatalogListDeps, filter: { stateId?: number; search?: string }): Promise<ProviderRecord[]> {
  const folded = filter.search === undefined ? '' : escapeLike(foldText(filter.search));
  return deps.store.hospitals({
    ...(filter.stateId === undefined ? {} : { stateId: filter.stateId }),
    ...(folded === '' ? {} : { search: folded }),
    limit: HOSPITAL_SEARCH_LIMIT,
  });
}

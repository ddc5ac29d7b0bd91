/**
 * The health-plan catalog (spec point 7 "Plans"): the filter's reference lists, quotes,
 * one plan in full, operators. Every call answers a Result; the HTTP adapter maps the
 * wire (src/contract/catalog.ts) to the domain types.
 */
import type { EntityOption, InstitutionDetail, InstitutionPageQuery, InstitutionListItem, InstitutionSimple, Occupation, PlanDetail, Provider, QuoteFilter, QuoteResult, StateOption } from '../../domain/quotation/catalog';
import type { QuotePage, QuotePageQuery } from '../../domain/quotation/quote-page';
import type { StateId } from '../../domain/quotation/states';
import type { RemoteFailure, Result } from '../shared/result';

export interface PlanCatalog {
  /** The 27 UFs (`GET /api/states/`), with the cities of states that have several commercialization areas. */
  states(): Promise<Result<StateOption[], RemoteFailure>>;
  /**
   * Plans priced for the filter's lives (`GET /api/v3/plans/` with the filter as query;
   * lives are the total of the age groups). The back end applies every filter: PF with an
   * entity keeps the plans listing it whose institution lists it (spec point 7); a porte
   * keeps the plans of that porte and those without one. Unknown city, occupation, entity
   * or hospital: `rejected` with the field's message.
   */
  quote(filter: QuoteFilter): Promise<Result<QuoteResult, RemoteFailure>>;
  /**
   * One page of the quote of `filter` (`GET /api/v3/plans/` with the filter and `sort`,
   * `operator`, `accommodation`, `coparticipation`, `group`, `page`, `page_size`): sorted,
   * narrowed and grouped by the back end (the domain's `quotePage`), with the counts and the
   * narrowing choices of the whole answer. The filter's 400s as `quote`; a page size outside
   * 1–200 is `rejected` on `page_size`.
   */
  quotePage(filter: QuoteFilter, page: QuotePageQuery): Promise<Result<QuotePage, RemoteFailure>>;
  /** One plan in full (`GET /api/plans/{id}/`). */
  plan(id: number): Promise<Result<PlanDetail, RemoteFailure>>;
  /** Every operator (`GET /api/institutions/`). */
  institutions(): Promise<Result<InstitutionListItem[], RemoteFailure>>;
  /** One operator with one page of its plans by state (`GET /api/institutions/{id}/?state=&type=&page=&page_size=`; no query: every plan). */
  institution(id: number, query?: InstitutionPageQuery): Promise<Result<InstitutionDetail, RemoteFailure>>;
  /** An operator's similar entities (`GET /api/institution/{id}/simple`). */
  institutionSimple(id: number): Promise<Result<InstitutionSimple, RemoteFailure>>;
  /** Adhesion entities of a state, optionally only those accepting an occupation (`GET /api/entities/`). */
  entities(stateId: StateId, occupationId?: number): Promise<Result<EntityOption[], RemoteFailure>>;
  /** Professions for adhesion (`GET /api/occupations/`). */
  occupations(): Promise<Result<Occupation[], RemoteFailure>>;
  /** Hospitals of a state whose name or city contains `text` (`GET /api/hospitals/`, at most 50). */
  searchHospitals(stateId: StateId, text: string): Promise<Result<Provider[], RemoteFailure>>;
}

/**
 * PlanCatalog over the REST API (spec point 7 "Plans"), validating every answer with
 * the agreed wire schemas (src/contract/catalog.ts) and mapping snake_case DTOs to the
 * domain types (src/domain/quotation/catalog). Translation only: every filter is the
 * server's (server/src/modules/catalog/use-cases/catalog-snapshot.ts).
 *
 * Calls: `GET states/`, `GET v3/plans/?<filter>` (the whole quote, or one page with `page_size`), `GET plans/{id}/`, `GET institutions/`,
 * `GET institutions/{id}/`, `GET institution/{id}/simple`, `GET entities/?state&occupation`,
 * `GET occupations/`, `GET hospitals/?state&search`.
 *
 * The quote query is the domain's `QuoteFilter` (and `QuotePageQuery`) as the contract writes
 * it (`quoteFilterToQuery`, `quotePageToQuery` of src/contract/catalog.ts: the one domain →
 * wire mapping, parsed back on the server by `quoteFilterFromQuery`). The answer is mapped as
 * it comes: the server applies every filter. Its plans name their operator and area, listed once beside them
 * (`institutions`, `areas`); `joinQuoteAnswer` gives each plan its whole operator and area
 * again, so the domain's `PlanQuote` is what it always was.
 */
import type { KyInstance } from 'ky';
import type { PlanCatalog } from '../../application/quotation/plan-catalog';
import { mapResult } from '../../application/shared/result';
import type { StateOption } from '../../domain/quotation/catalog';
import type { QuotePage } from '../../domain/quotation/quote-page';
import { explanationOf, toEntity, toQuotes } from './catalog.mapper';
import { remoteJson } from './remote-call';
import * as catalogWire from '../../contract/catalog';

/**
 * The whole quote (every plan: the API's own call, not what the screen asks), the full plan and
 * the operators' pages (./catalog-pages.http.ts with their schemas,
 * src/contract/catalog-pages.ts), fetched when first called: `/cotacao`'s first load does not
 * carry them (scripts/lib/bundle-budget.ts).
 */
const pages = () => import('./catalog-pages.http');

/** Creates the HTTP PlanCatalog on the app's ky client (prefix `/api/`). */
export function createHttpPlanCatalog(http: KyInstance): PlanCatalog {
  return {
    async states() {
      const result = await remoteJson(http.get('states/'), catalogWire.stateListWire);
      return mapResult(result, (states) => states.map((state): StateOption => ({ id: state.id, uf: state.uf, name: state.name, cities: state.cities })));
    },
    async quote(filter) {
      return (await pages()).wholeQuote(http, catalogWire.quoteFilterToQuery(filter));
    },
    async quotePage(filter, page) {
      const searchParams = { ...catalogWire.quoteFilterToQuery(filter), ...catalogWire.quotePageToQuery(page) };
      const result = await remoteJson(http.get('v3/plans/', { searchParams }), catalogWire.planQuotePageWire);
      return mapResult(
        result,
        (answer): QuotePage => ({
          lives: answer.lives,
          count: answer.count,
          allCount: answer.all_count,
          choices: answer.choices,
          plans: toQuotes(answer),
          nextPage: answer.next === null ? null : page.page + 1,
          ...explanationOf(answer),
        }),
      );
    },
    async plan(id) {
      return (await pages()).planDetail(http, id);
    },
    async institutions() {
      return (await pages()).institutions(http);
    },
    async institution(id, query = {}) {
      return (await pages()).institution(http, id, query);
    },
    async institutionSimple(id) {
      return (await pages()).institutionSimple(http, id);
    },
    async entities(stateId, occupationId) {
      const searchParams: Record<string, number> = { state: stateId };
      if (occupationId !== undefined) searchParams.occupation = occupationId;
      const result = await remoteJson(http.get('entities/', { searchParams }), catalogWire.entityListWire);
      return mapResult(result, (list) => list.map((wire) => ({ ...toEntity(wire), occupations: wire.occupations.map((o) => ({ id: o.id, name: o.name })) })));
    },
    async occupations() {
      const result = await remoteJson(http.get('occupations/'), catalogWire.occupationListWire);
      return mapResult(result, (list) => list.map((wire) => ({ id: wire.id, name: wire.name })));
    },
    async searchHospitals(stateId, text) {
      const search = text.trim();
      const searchParams: Record<string, string | number> = search ? { state: stateId, search } : { state: stateId };
      const result = await remoteJson(http.get('hospitals/', { searchParams }), catalogWire.hospitalSearchWire);
      return mapResult(result, (list) => list.map(catalogWire.providerFromWire));
    },
  };
}


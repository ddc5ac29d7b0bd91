/**
 * The quote's answer (`GET /api/v3/plans/`, `/api/plans/`, `/api/v2/plans/`; rules in
 * ./catalog-snapshot.ts and docs/catalog-api.md): the filter is answered from the process's
 * catalog snapshot (./catalog-snapshot.ts, the domain's eligibility rule over memory) as
 * prepared JSON bytes, kept per snapshot (http/prepared-answers.ts) so a repeated quote is a
 * lookup. With a page (`page_size`), the answer is one page of the matched plans, sorted,
 * narrowed and grouped by the domain's `quotePage` (src/domain/quotation/quote-page.ts), keyed
 * on the whole query. The route only parses the query and sends what this returns.
 */
import type { EmptyQuoteExplanationWire } from '../../../../../src/contract/catalog';
import type { AdministradoraFees as DomainFees, PlanTypeCode } from '../../../../../src/domain/quotation';
import type { QuoteFilter } from '../../../../../src/domain/quotation/catalog-types';
import { quotePage, type QuotePageQuery } from '../../../../../src/domain/quotation/quote-page';
import type { EmptyQuoteExplanation } from '../../../../../src/domain/quotation/empty-quote';
import { PreparedAnswers, type PreparedBody } from '../../../http/prepared-answers';
import { toPlanInstitutionWire, toPlanQuoteWire, toQuoteAreaWire } from '../catalog-wire.mappers';
import { catalogToday } from './catalog-deps';
import { quoteFromSnapshot, type CatalogSnapshot } from './catalog-snapshot';
import type { CatalogSnapshotSource } from './catalog-snapshot-source';
import { administradoraFeesByName, feesOf } from './plan-extras';
import type { CatalogStore } from './catalog-store';
import type { QuotedPlan } from './catalog-snapshot';

/** The administradoras' fees by name (what plan answers carry). */
export type AdministradoraFees = Awaited<ReturnType<typeof administradoraFeesByName>>;

/**
 * The administradoras' fees read once per app on first use (a handful of rows written only
 * by the seed), so a quote reads nothing else; a failed read is retried by the next caller.
 */
export function administradoraFeesOnce(store: Pick<CatalogStore, 'administradoraFeeRows'>): () => Promise<AdministradoraFees> {
  let once: Promise<AdministradoraFees> | null = null;
  return () => {
    once ??= administradoraFeesByName(store).catch((error: unknown) => {
      once = null;
      throw error;
    });
    return once;
  };
}

/**
 * Per-plan answer fragments: the JSON of a plan's answer without `lives`, `total_cents` and
 * `administradora_fees` (and its closing brace), made once per snapshot plan and price table
 * — keyed by the snapshot's frozen table record, so entries go with their snapshot.
 */
const planFragments = new WeakMap<object, string>();

function planFragment(plan: QuotedPlan): string {
  let fragment = planFragments.get(plan.priceTable);
  if (fragment === undefined) {
    const { lives: _lives, total_cents: _total, ...base } = toPlanQuoteWire(plan);
    fragment = JSON.stringify(base).slice(0, -1);
    planFragments.set(plan.priceTable, fragment);
  }
  return fragment;
}

/** The `results`, `institutions` and `areas` of a quote answer's JSON for `plans` (each operator and area once, at its first plan). */
function planListJson(plans: readonly QuotedPlan[], fees: AdministradoraFees): { results: string; institutions: string; areas: string } {
  const institutions = new Map<number, string>();
  const areas = new Map<number, string>();
  const results = plans.map((plan) => {
    if (!institutions.has(plan.institution.id)) institutions.set(plan.institution.id, JSON.stringify(toPlanInstitutionWire(plan.institution)));
    if (!areas.has(plan.commercializationArea.id)) areas.set(plan.commercializationArea.id, JSON.stringify(toQuoteAreaWire(plan.commercializationArea)));
    return `${planFragment(plan)},"lives":${JSON.stringify(plan.lives)},"total_cents":${JSON.stringify(plan.totalCents)},"administradora_fees":${JSON.stringify(feesOf(fees, plan.administradora))}}`;
  });
  return { results: results.join(','), institutions: [...institutions.values()].join(','), areas: [...areas.values()].join(',') };
}

/**
 * The quote answer's JSON, byte for byte `JSON.stringify(toQuoteAnswerWire(plans, lives, fees, explanation))`
 * (routes/catalog-wire.mappers.ts: `{count, lives, results, institutions, areas, explanation?}`,
 * `explanation` only on an empty answer), built from the prepared plan fragments; each operator
 * and area is written once, at its first plan.
 */
export function snapshotQuoteJson(plans: readonly QuotedPlan[], lives: number, fees: AdministradoraFees, explanation?: EmptyQuoteExplanation): string {
  const list = planListJson(plans, fees);
  const why = explanation ? `,"explanation":${JSON.stringify(explanationWire(explanation))}` : '';
  return `{"count":${plans.length},"lives":${JSON.stringify(lives)},"results":[${list.results}],"institutions":[${list.institutions}],"areas":[${list.areas}]${why}}`;
}

/**
 * The page a quote asks (`page_size` given; docs/catalog-api.md): the domain's `QuotePageQuery`
 * (parsed by the contract's `quotePageFromQuery`) and the link base its `next` / `previous`
 * URLs are made from — the request's path and query without `page`
 * (`/api/v3/plans/?state=26&page_size=30`).
 */
export interface PageAsked {
  readonly query: QuotePageQuery;
  readonly linkBase: string;
}

/** The URL of page `page` from a link base: the base with `page=` appended, or the base alone for page 1 (as DRF's page-number pagination). */
export function pageLink(linkBase: string, page: number): string {
  if (page <= 1) return linkBase;
  return `${linkBase}${linkBase.includes('?') ? '&' : '?'}page=${page}`;
}

/** A quoted plan as the page rule reads it: with its administradora's fees in the domain's shape. */
type PageableQuotedPlan = QuotedPlan & { readonly administradoraFees: DomainFees | null };

/**
 * A paged quote answer's JSON (`planQuotePageWire`: `{count, next, previous, results, lives,
 * institutions, areas, all_count, choices, explanation?}`): the domain's `quotePage` over the
 * quote's plans, written from the same per-plan fragments as the whole answer; `institutions`
 * and `areas` list only those the page's plans name.
 */
export function snapshotQuotePageJson(
  plans: readonly QuotedPlan[],
  lives: number,
  fees: AdministradoraFees,
  page: PageAsked,
  explanation?: EmptyQuoteExplanation,
): string {
  // The sort's monthly total includes the administradora's fee: each plan is read with its fees
  // (one small object per plan, made on a prepared-answer miss only).
  const domainFees = new Map<string, DomainFees | null>();
  const feesOfPlan = (administradora: string | null): DomainFees | null => {
    if (administradora === null) return null;
    if (!domainFees.has(administradora)) {
      const wire = feesOf(fees, administradora);
      domainFees.set(administradora, wire && { adhesionCentsPerLife: wire.adhesion_cents, monthlyCentsPerLife: wire.monthly_cents });
    }
    return domainFees.get(administradora) ?? null;
  };
  const readable = plans.map((plan): PageableQuotedPlan => ({ ...plan, administradoraFees: feesOfPlan(plan.administradora) }));
  const { query, linkBase } = page;
  const answer = quotePage(readable, {
    sort: query.sort,
    narrowing: query.narrowing,
    grouping: query.grouping,
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  const list = planListJson(answer.results, fees);
  const next = answer.nextOffset === null ? null : pageLink(linkBase, query.page + 1);
  const previous = query.page > 1 ? pageLink(linkBase, query.page - 1) : null;
  const why = explanation ? `,"explanation":${JSON.stringify(explanationWire(explanation))}` : '';
  return (
    `{"count":${answer.count},"next":${JSON.stringify(next)},"previous":${JSON.stringify(previous)},"results":[${list.results}]` +
    `,"lives":${JSON.stringify(lives)},"institutions":[${list.institutions}],"areas":[${list.areas}]` +
    `,"all_count":${answer.allCount},"choices":${JSON.stringify(answer.choices)}${why}}`
  );
}

/** The wire shape of an empty answer's explanation (snake_case `type_plans`; the rest as the domain's). */
export function explanationWire(explanation: EmptyQuoteExplanation): EmptyQuoteExplanationWire {
  return { type_plans: explanation.typePlans, removed: [...explanation.removed], changes: [...explanation.changes] };
}

/**
 * The key of a quote's prepared answer within one snapshot: the allowed types of the route,
 * the Brasília day (it picks the price table in force) and the normalised filter (the
 * contract's `quoteFilterFromQuery` builds its fields in one order, so the query's order does not matter).
 */
export function quoteAnswerKey(filter: QuoteFilter, today: string, allowed?: readonly PlanTypeCode[], page?: PageAsked): string {
  const whole = `${allowed?.join(',') ?? '*'}|${today}|${JSON.stringify(filter)}`;
  return page ? `${whole}|page|${JSON.stringify(page)}` : whole;
}

/** A quote's answer: field errors (a 400), or the prepared body with what sending it needs. */
export type QuoteAnswer =
  | { readonly kind: 'invalid'; readonly errors: Record<string, string[]> }
  | { readonly kind: 'ok'; readonly snapshot: CatalogSnapshot; readonly key: string; readonly body: PreparedBody };

/** What the quote answers need: the clock (today, Brasília), the snapshot source and the fees. */
export interface QuoteAnswerDeps {
  readonly clock: () => Date;
  readonly snapshot: CatalogSnapshotSource;
  readonly fees: () => Promise<AdministradoraFees>;
}

/** The quote answers of one app, with their cache of prepared bodies (`prepared`, also what sends them). */
export function createQuoteAnswers(deps: QuoteAnswerDeps) {
  const prepared = new PreparedAnswers<CatalogSnapshot>();
  return {
    prepared,
    /** The answer to `filter` within the route's `allowed` types (undefined: any): the whole quote, or one page of it. */
    async answer(filter: QuoteFilter, allowed?: readonly PlanTypeCode[], page?: PageAsked): Promise<QuoteAnswer> {
      const snapshot = await deps.snapshot.current();
      const today = catalogToday(deps);
      const key = quoteAnswerKey(filter, today, allowed, page);
      let errors: Record<string, string[]> | undefined;
      const body = await prepared.body(snapshot, key, async () => {
        const quoted = quoteFromSnapshot(snapshot, filter, today, allowed);
        if (quoted.kind === 'invalid') {
          errors = quoted.errors;
          return null;
        }
        const fees = await deps.fees();
        return page ? snapshotQuotePageJson(quoted.plans, quoted.lives, fees, page, quoted.explanation) : snapshotQuoteJson(quoted.plans, quoted.lives, fees, quoted.explanation);
      });
      return body ? { kind: 'ok', snapshot, key, body } : { kind: 'invalid', errors: errors ?? {} };
    },
  };
}

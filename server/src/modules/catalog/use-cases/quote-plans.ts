/**
 * The quote of spec point 7 (`GET /api/v3/plans/`, `/api/plans/`, `/api/v2/plans/`):
 * the plans of a state that match the filter, each with its CURRENT price table and the
 * monthly total for the lives of the filter.
 *
 * Rules (docs/catalog-api.md):
 * - Lives = Σ of the 10 age-group counts, for every type (spec point 7 says so for PJ; for
 *   CP and PF the age groups are needed to price anyway). The wire's `lifes` is not used.
 * - Total = `quoteTotal(prices, counts)` of the shared domain (Σ lives × bracket price,
 *   integer cents); null when lives are 0.
 * - Current table = latest effective date ≤ today (Brasília) of the injected clock; plans
 *   without one (not on sale yet) are left out.
 * - City: when the state has several commercialization areas, only plans of the areas
 *   listing that city and of the whole-state areas; a city in none of the state's areas
 *   is a 400 on `city`. In a state with one area the city changes nothing.
 * - type, else `is_pme` (true → PJ, false → CP and PF) when no type is given; the route
 *   may restrict the types (`/api/plans/` CP+PF, `/api/v2/plans/` PJ).
 * - is_optional applies to PJ plans (CP/PF have no contribution); is_mei true → PJ plans
 *   accepting MEI; is_mei false → leaves out the MEI-only porte ('I MEI'); lives > 0 →
 *   min_lives ≤ lives ≤ max_lives.
 * - porte (PJ, spec point 9 options) → plans of that porte and plans without a porte
 *   (a plan with no porte is not restricted to one); the porte's lives band is the
 *   plan's min/max lives above.
 * - occupation → plans with an entity accepting it; entity (spec point 7, PF) → plans
 *   listing it whose institution lists it as similar entity (of the state or national);
 *   accredited_networks → plans whose network has ALL these hospitals. Unknown
 *   occupation, entity or hospital ids are 400s.
 * - hide_stale_tables → plans whose current table is more than 12 months old (today,
 *   Brasília; src/domain/quotation/table-age.ts) are left out.
 * - Order: institution slug, then plan name (pt-BR collation), then id.
 *
 * Here: the domain's `QuoteFilter` (parsed from the wire by the contract's
 * `quoteFilterFromQuery`, src/contract/catalog.ts), its checks (400s) and its resolution into
 * the domain's `EligibilityCriteria` (the city as its areas, the occupation as its entities,
 * the types within the route's: `typesFor`); which plans match is decided by the domain's `planEligibility`
 * (src/domain/quotation/plan-eligibility.ts) over the catalog snapshot (./catalog-snapshot.ts).
 */
import { isStaleTable } from '../../../../../src/domain/quotation/table-age';
import { CATALOG_MESSAGES } from '../../../../../src/contract/catalog-messages';
import { isPriceTableShape, quoteTotal, totalLives, type BracketCounts, type PlanTypeCode } from '../../../../../src/domain/quotation';
import { areasForCity, typesFor, type CityArea, type EligibilityCriteria } from '../../../../../src/domain/quotation/plan-eligibility';
import type { QuoteFilter } from '../../../../../src/domain/quotation/catalog-types';
import type { EmptyQuoteExplanation } from '../../../../../src/domain/quotation/empty-quote';
import type { EntityRecord, PlanRecord } from '../repositories/catalog.repository';
import { compareText } from '../../../../../src/domain/quotation/catalog-types';
import { isDbId } from '../../../lib/db-id';

/** A plan of the answer: the record, its institution's similar entities, lives and total. */
export interface QuotedPlan extends PlanRecord {
  similarEntities: EntityRecord[];
  lives: number;
  totalCents: number | null;
}

export type QuotePlansResult =
  /** `explanation`: with no plan, why (src/domain/quotation/empty-quote.ts). */
  | { kind: 'ok'; lives: number; counts: BracketCounts; plans: QuotedPlan[]; explanation?: EmptyQuoteExplanation }
  /** Field errors in DRF shape (`{"city": ["..."]}`). */
  | { kind: 'invalid'; errors: Record<string, string[]> };

/** Pt-BR order of the answer: institution slug, plan name, id. */
export function compareQuotedPlans(a: PlanRecord, b: PlanRecord): number {
  return compareText(a.institution.slug, b.institution.slug) || compareText(a.name, b.name) || a.id - b.id;
}

/** Whether a plan quoted with the table effective on `effectiveDate` stays in the answer on `today` (the stale-table filter). */
export function keepsTable(filter: Pick<QuoteFilter, 'hideStaleTables'>, effectiveDate: string, today: string): boolean {
  return filter.hideStaleTables !== true || !isStaleTable(effectiveDate, today);
}

/** Monthly total in cents for `counts` with the plan's table (null without lives). */
export function planTotal(prices: readonly number[], counts: BracketCounts, lives: number): number | null {
  if (lives === 0) return null;
  if (!isPriceTableShape(prices)) throw new RangeError(`price table with ${prices.length} prices`);
  return quoteTotal(prices, counts);
}

/** What the filter's checks look up (the catalog snapshot answers from memory). */
export interface QuoteLookups {
  /** The state's commercialization areas, id order. */
  areasOf(stateId: number): readonly CityArea[];
  occupationExists(id: number): boolean;
  /** The entities accepting an occupation (empty when none). */
  entitiesAccepting(occupationId: number): ReadonlySet<number>;
  entityExists(id: number): boolean;
  /** The ids among `ids` that are hospitals. */
  existingHospitalIds(ids: readonly number[]): ReadonlySet<number>;
}

/** A filter resolved to the eligibility criteria (or its field errors). */
export type ResolvedQuote =
  | { kind: 'ok'; criteria: EligibilityCriteria; lives: number; types: PlanTypeCode[] | undefined }
  | { kind: 'invalid'; errors: Record<string, string[]> };

/** The filter's checks and its criteria, before any plan is read (module comment). */
export function resolveQuoteCriteria(filter: QuoteFilter, allowedTypes: readonly PlanTypeCode[] | undefined, lookups: QuoteLookups): ResolvedQuote {
  const errors: Record<string, string[]> = {};
  let city: EligibilityCriteria['city'];

  if (filter.city !== undefined) {
    const areas = areasForCity(lookups.areasOf(filter.stateId), filter.city);
    if (areas.kind === 'unknown-city') errors.city = [CATALOG_MESSAGES.unknownCity([...areas.knownCities].sort(compareText))];
    else if (areas.kind === 'areas') city = { name: filter.city, areaIds: areas.areaIds };
  }
  if (filter.occupation !== undefined && !(isDbId(filter.occupation) && lookups.occupationExists(filter.occupation))) {
    errors.occupation = [CATALOG_MESSAGES.unknownOccupation(filter.occupation)];
  }
  if (filter.entity !== undefined && !(isDbId(filter.entity) && lookups.entityExists(filter.entity))) {
    errors.entity = [CATALOG_MESSAGES.unknownEntity(filter.entity)];
  }
  if (filter.accreditedNetworks && filter.accreditedNetworks.length > 0) {
    const found = lookups.existingHospitalIds(filter.accreditedNetworks.filter(isDbId));
    const missing = [...new Set(filter.accreditedNetworks)].filter((id) => !found.has(id));
    if (missing.length > 0) errors.accredited_networks = [CATALOG_MESSAGES.unknownHospitals(missing)];
  }
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };

  const lives = totalLives(filter.counts);
  const types = typesFor(filter, allowedTypes);
  const criteria: EligibilityCriteria = {
    stateId: filter.stateId,
    lives,
    ...(types ? { types } : {}),
    ...(city ? { city } : {}),
    ...(filter.occupation !== undefined ? { occupation: { id: filter.occupation, entityIds: lookups.entitiesAccepting(filter.occupation) } } : {}),
    ...(filter.entity !== undefined ? { entityId: filter.entity } : {}),
    ...(filter.coverageAreas && filter.coverageAreas.length > 0 ? { coverageAreas: filter.coverageAreas } : {}),
    ...(filter.isOptional !== undefined ? { isOptional: filter.isOptional } : {}),
    ...(filter.isMei !== undefined ? { isMei: filter.isMei } : {}),
    ...(filter.porte !== undefined ? { porte: filter.porte } : {}),
    ...(filter.accreditedNetworks && filter.accreditedNetworks.length > 0 ? { hospitalIds: [...new Set(filter.accreditedNetworks)] } : {}),
  };
  return { kind: 'ok', criteria, lives, types };
}

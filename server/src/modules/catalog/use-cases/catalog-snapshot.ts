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
 * The filter is the domain's `QuoteFilter` (parsed from the wire by the contract's
 * `quoteFilterFromQuery`, src/contract/catalog.ts); its checks (400s) and its resolution into the
 * domain's `EligibilityCriteria` (the city as its areas, the occupation as its entities, the
 * types within the route's: `typesFor`) are `resolveQuoteCriteria` below; which plans match is
 * the domain's `planEligibility` (src/domain/quotation/plan-eligibility.ts).
 *
 * Here, over the catalog snapshot (docs/architecture.md "Catalog snapshot"): the whole
 * quotable catalog of ONE catalog version in immutable in-memory structures, and the quote
 * as a function over it — checked cent by cent against an independent SQL statement of the
 * same filters (server/test/catalog/snapshot-equivalence.test.ts).
 *
 * - Plans (drafts left out) indexed by state and by state + type, each list already in the
 *   answer's order (institution slug, plan name, id: `compareQuotedPlans`), so a quote
 *   filters and never sorts.
 * - Per plan, prepared once: the domain's plan without the price table (`planOfRecord`,
 *   ../catalog-domain.mappers.ts: institution with its similar entities of the plan's state,
 *   state, area, administradora, network with the hospitals/clinics of the plan's state,
 *   entities in the database's order), the eligibility rule's facts (entity set, similar
 *   entities' states, network providers), and ALL its price tables (date order) with their
 *   `next_effective_date`. The repository's row shape stops here: a quote reads domain plans.
 * - The table in force is picked at quote time from the injected clock's day (latest
 *   effective date ≤ today, Brasília): a table becoming effective at midnight needs no
 *   reload. Totals use the domain's `quoteTotal` (via `planTotal`).
 * - The filter's checks and criteria come from `resolveQuoteCriteria`, fed by the snapshot's
 *   lookups (the SQL oracle feeds it database reads); `planEligibility` reads each plan's
 *   `eligibility` facts, built here once per plan.
 */
import { isStaleTable } from '../../../../../src/domain/quotation/table-age';
import { CATALOG_MESSAGES } from '../../../../../src/contract/catalog-messages';
import { isPriceTableShape, quoteTotal, totalLives, type BracketCounts, type PlanTypeCode } from '../../../../../src/domain/quotation';
import { areasForCity, isEligible, typesFor, type CityArea, type EligibilityCriteria, type EligibilityPlan } from '../../../../../src/domain/quotation/plan-eligibility';
import { compareText, type QuoteFilter } from '../../../../../src/domain/quotation/catalog-types';
import { explainEmptyQuote, type EmptyQuoteExplanation } from '../../../../../src/domain/quotation/empty-quote';
import type { PlanPriceTable, PlanQuote } from '../../../../../src/domain/quotation/catalog-types';
import type { EntityRecord, PlanRecord } from '../repositories/catalog.repository';
import type { CatalogSnapshotRows } from '../repositories/catalog-snapshot.repository';
import { isDbId } from '../../../lib/db-id';
import { planOfRecord, priceTableOfRecord, type PlanWithoutTable } from '../catalog-domain.mappers';

/**
 * A plan of the answer: the domain's `PlanQuote` (the plan with the table in force, its lives
 * and its monthly total in cents, null without lives), its area's id always there.
 */
export type QuotedPlan = PlanWithoutTable & Pick<PlanQuote, 'priceTable' | 'lives' | 'totalCents'>;

export type QuotePlansResult =
  /** `explanation`: with no plan, why (src/domain/quotation/empty-quote.ts). */
  | { kind: 'ok'; lives: number; counts: BracketCounts; plans: QuotedPlan[]; explanation?: EmptyQuoteExplanation }
  /** Field errors in DRF shape (`{"city": ["..."]}`). */
  | { kind: 'invalid'; errors: Record<string, string[]> };

/** What the answer's order reads of a plan (a domain plan or a repository row). */
export interface OrderedPlan {
  readonly id: number;
  readonly name: string;
  readonly institution: { readonly slug: string };
}

/** Pt-BR order of the answer: institution slug, plan name, id. */
export function compareQuotedPlans(a: OrderedPlan, b: OrderedPlan): number {
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

/** A plan of the snapshot: what every answer shows, plus what the filters test. */
export interface SnapshotPlan {
  /**
   * The domain's plan without its price table (frozen, shared by every answer); its operator
   * holds the similar entities of the plan's state or national (acronym order).
   */
  readonly plan: PlanWithoutTable;
  /** What the eligibility rule reads of the plan. */
  readonly eligibility: EligibilityPlan;
  /** Every price table of the plan, oldest first, each with the date of the next one. */
  readonly tables: readonly PlanPriceTable[];
}

/** One catalog version in memory. Build with {@link buildCatalogSnapshot}; never mutated. */
export interface CatalogSnapshot {
  /** `catalog_version.version` the rows were read at. */
  readonly version: number;
  /** Quotable plans of each state, in answer order. */
  readonly plansByState: ReadonlyMap<number, readonly SnapshotPlan[]>;
  /** The same lists split by plan type. */
  readonly plansByStateAndType: ReadonlyMap<number, ReadonlyMap<PlanTypeCode, readonly SnapshotPlan[]>>;
  /** The filter's checks (areas, occupation, entity, hospitals) answered from memory. */
  readonly lookups: QuoteLookups;
  /** Plans in the snapshot (all states). */
  readonly planCount: number;
  /** Price tables in the snapshot. */
  readonly tableCount: number;
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

function setsBy<T>(items: readonly T[], key: (item: T) => number, value: (item: T) => number): Map<number, Set<number>> {
  const map = new Map<number, Set<number>>();
  for (const item of items) {
    const k = key(item);
    let set = map.get(k);
    if (!set) map.set(k, (set = new Set()));
    set.add(value(item));
  }
  return map;
}

/** Builds the immutable snapshot of one version from its rows (pure; ~the whole catalog). */
export function buildCatalogSnapshot(rows: CatalogSnapshotRows): CatalogSnapshot {
  const states = new Map(rows.states.map((state) => [state.id, Object.freeze({ ...state })]));
  const institutions = new Map(rows.institutions.map((institution) => [institution.id, Object.freeze({ ...institution })]));
  const areas = new Map(rows.areas.map((area) => [area.id, Object.freeze({ id: area.id, name: area.name, cities: area.cities })]));
  const administradoras = new Map(rows.administradoras.map((row) => [row.id, row.name]));
  const networkNames = new Map(rows.networks.map((row) => [row.id, row.name]));
  const entityRank = new Map(rows.entities.map((entity, index) => [entity.id, index]));
  const entityRecords = new Map(rows.entities.map((entity) => [entity.id, Object.freeze({ id: entity.id, acronym: entity.acronym, name: entity.name })]));
  const entityStates = new Map(rows.entities.map((entity) => [entity.id, entity.stateId]));
  const byRank = (a: number, b: number) => (entityRank.get(a) ?? 0) - (entityRank.get(b) ?? 0);

  const providerById = new Map(rows.providers.map((provider) => [provider.id, provider]));
  const providersByNetwork = setsBy(rows.networkProviders, (row) => row.networkId, (row) => row.providerId);
  // Hospitals / clinics of a network among the providers of one state (the quote's counts).
  const countsCache = new Map<string, { hospitals: number; clinics: number } | null>();
  const networkCounts = (networkId: number, stateId: number) => {
    const key = `${networkId}:${stateId}`;
    if (!countsCache.has(key)) {
      let hospitals = 0;
      let clinics = 0;
      for (const providerId of providersByNetwork.get(networkId) ?? []) {
        const provider = providerById.get(providerId);
        if (provider?.stateId !== stateId) continue;
        if (provider.kind === 'hospital') hospitals += 1;
        else clinics += 1;
      }
      countsCache.set(key, hospitals + clinics === 0 ? null : { hospitals, clinics });
    }
    return countsCache.get(key) ?? null;
  };

  const similarByInstitution = setsBy(rows.similarEntities, (row) => row.institutionId, (row) => row.entityId);
  const similarEntityIds = new Map<number, Map<number, number | null>>();
  for (const [institutionId, ids] of similarByInstitution) {
    similarEntityIds.set(institutionId, new Map([...ids].map((id) => [id, entityStates.get(id) ?? null])));
  }
  const similarCache = new Map<string, readonly EntityRecord[]>();
  const similarOf = (institutionId: number, stateId: number): readonly EntityRecord[] => {
    const key = `${institutionId}:${stateId}`;
    let list = similarCache.get(key);
    if (!list) {
      const ids = [...(similarByInstitution.get(institutionId) ?? [])].filter((id) => {
        const state = entityStates.get(id);
        return state === null || state === stateId;
      });
      list = Object.freeze(ids.sort(byRank).map((id) => entityRecords.get(id)!));
      similarCache.set(key, list);
    }
    return list;
  };

  const entitiesOfPlan = setsBy(rows.planEntities, (row) => row.planId, (row) => row.entityId);
  const tablesOfPlan = groupBy(rows.priceTables, (row) => row.planId);

  const all: SnapshotPlan[] = [];
  for (const plan of rows.plans) {
    const entityIds = entitiesOfPlan.get(plan.id) ?? new Set<number>();
    const networkName = plan.networkId === null ? null : (networkNames.get(plan.networkId) ?? null);
    const counts = plan.networkId === null ? null : networkCounts(plan.networkId, plan.stateId);
    const record: Omit<PlanRecord, 'priceTable'> = {
      id: plan.id,
      name: plan.name,
      type: plan.type,
      porte: plan.porte,
      segmentation: plan.segmentation,
      coverageArea: plan.coverageArea,
      accommodation: plan.accommodation,
      coparticipation: plan.coparticipation,
      isOptional: plan.isOptional,
      isMei: plan.isMei,
      minLives: plan.minLives,
      maxLives: plan.maxLives,
      real: plan.real,
      institution: institutions.get(plan.institutionId)!,
      state: states.get(plan.stateId)!,
      area: areas.get(plan.areaId)!,
      administradora: plan.administradoraId === null ? null : (administradoras.get(plan.administradoraId) ?? null),
      networkId: plan.networkId,
      network: networkName === null ? null : { name: networkName, hospitals: counts?.hospitals ?? 0, clinics: counts?.clinics ?? 0 },
      entities: Object.freeze([...entityIds].sort(byRank).map((id) => entityRecords.get(id)!)) as EntityRecord[],
    };
    const planTables = tablesOfPlan.get(plan.id) ?? [];
    const tables = planTables.map((table, index) =>
      priceTableOfRecord({
        id: table.id,
        effectiveDate: table.effectiveDate,
        source: table.source,
        real: table.real,
        pricesCents: table.pricesCents,
        promotionalPricesCents: table.promotionalPricesCents,
        promotionalMonths: table.promotionalMonths,
        nextEffectiveDate: planTables[index + 1]?.effectiveDate ?? null,
      }),
    );
    const eligibility: EligibilityPlan = {
      stateId: plan.stateId,
      type: plan.type,
      porte: plan.porte,
      areaId: plan.areaId,
      coverageArea: plan.coverageArea,
      isOptional: plan.isOptional,
      acceptsMei: plan.isMei,
      minLives: plan.minLives,
      maxLives: plan.maxLives,
      entityIds,
      similarEntityStates: similarEntityIds.get(plan.institutionId),
      networkProviderIds: plan.networkId === null ? null : (providersByNetwork.get(plan.networkId) ?? new Set()),
    };
    all.push(
      Object.freeze({
        plan: Object.freeze(planOfRecord(record, similarOf(plan.institutionId, plan.stateId))),
        eligibility: Object.freeze(eligibility),
        tables: Object.freeze(tables),
      }),
    );
  }
  all.sort((a, b) => compareQuotedPlans(a.plan, b.plan));

  const plansByState = groupBy(all, (entry) => entry.plan.state.id);
  const plansByStateAndType = new Map<number, Map<PlanTypeCode, SnapshotPlan[]>>();
  for (const [stateId, list] of plansByState) plansByStateAndType.set(stateId, groupBy(list, (entry) => entry.plan.type));

  const areasByState = groupBy(
    rows.areas.map((area): CityArea & { stateId: number } => ({ id: area.id, stateId: area.stateId, cities: area.cities })),
    (area) => area.stateId,
  );
  const entitiesByOccupation = setsBy(rows.entityOccupations, (row) => row.occupationId, (row) => row.entityId);
  const noEntities: ReadonlySet<number> = new Set();
  const occupationIds = new Set(rows.occupationIds);
  const hospitalIds = new Set(rows.providers.filter((provider) => provider.kind === 'hospital').map((provider) => provider.id));
  const lookups: QuoteLookups = {
    areasOf: (stateId) => areasByState.get(stateId) ?? [],
    occupationExists: (id) => occupationIds.has(id),
    entitiesAccepting: (id) => entitiesByOccupation.get(id) ?? noEntities,
    entityExists: (id) => entityStates.has(id),
    existingHospitalIds: (ids) => new Set(ids.filter((id) => hospitalIds.has(id))),
  };

  return Object.freeze({
    version: rows.version,
    plansByState,
    plansByStateAndType,
    lookups,
    planCount: all.length,
    tableCount: rows.priceTables.length,
  });
}

/** The plan's table in force on `today` (latest effective date ≤ today), or undefined (not on sale yet). */
export function tableInForce(plan: SnapshotPlan, today: string): PlanPriceTable | undefined {
  for (let index = plan.tables.length - 1; index >= 0; index -= 1) {
    const table = plan.tables[index]!;
    if (table.effectiveDate <= today) return table;
  }
  return undefined;
}

/**
 * The quote over `snapshot` on calendar day `today` (`YYYY-MM-DD`, Brasília): the plans of
 * the filter's state the eligibility rule keeps and that have a table in force, in answer
 * order, each priced for the filter's lives; or the filter's field errors.
 */
export function quoteFromSnapshot(snapshot: CatalogSnapshot, filter: QuoteFilter, today: string, allowedTypes?: readonly PlanTypeCode[]): QuotePlansResult {
  const resolved = resolveQuoteCriteria(filter, allowedTypes, snapshot.lookups);
  if (resolved.kind === 'invalid') return resolved;
  const { criteria, lives, types } = resolved;
  const counts: BracketCounts = filter.counts;
  if (types && types.length === 0) return { kind: 'ok', lives, counts, plans: [] };
  const candidates =
    types?.length === 1 ? (snapshot.plansByStateAndType.get(criteria.stateId)?.get(types[0]!) ?? []) : (snapshot.plansByState.get(criteria.stateId) ?? []);
  const plans: QuotedPlan[] = [];
  for (const plan of candidates) {
    if (!isEligible(plan.eligibility, criteria)) continue;
    const table = tableInForce(plan, today);
    if (!table || !keepsTable(filter, table.effectiveDate, today)) continue;
    plans.push({
      ...plan.plan,
      priceTable: table,
      lives,
      totalCents: planTotal(table.pricesCents, counts, lives),
    });
  }
  if (plans.length > 0) return { kind: 'ok', lives, counts, plans };
  // An empty answer says why: the same rule over every plan of the state, with the table the day picks.
  const ofState = (snapshot.plansByState.get(criteria.stateId) ?? []).map((plan) => {
    const table = tableInForce(plan, today);
    return { eligibility: plan.eligibility, onSale: table !== undefined, staleTable: table !== undefined && !keepsTable({ hideStaleTables: true }, table.effectiveDate, today) };
  });
  return { kind: 'ok', lives, counts, plans, explanation: explainEmptyQuote(ofState, criteria, filter.hideStaleTables === true) };
}

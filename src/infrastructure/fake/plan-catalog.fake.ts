/**
 * In-memory PlanCatalog over the hand-made catalog of ./catalog-data (tests, QA and
 * `npm run dev:fake`). It answers like the server's `/api/v3/plans/`
 * (server/test/contract/catalog.contract.test.ts runs both):
 * - a quote is the server's own `quoteFromSnapshot` (server/src/modules/catalog/use-cases/catalog-snapshot.ts:
 *   the filter's checks and 400s, the domain's eligibility rule, the table in force on the
 *   clock's Brasília day, the stale-table filter, the order, the totals, the empty answer's
 *   explanation) over a snapshot the server's `buildCatalogSnapshot` makes of the fake data in
 *   the rows' shape (`snapshotRowsOf`, made again at each quote: the plan editor changes the
 *   plans in place); its answer goes through the route's wire mapper (`toQuoteAnswerWire`) and
 *   the HTTP adapter's (`toQuotes`), as a server answer does;
 * - a page of a quote (`quotePage`) is the domain's `quotePage` over the same answer, as the server's;
 * - unknown occupation ids on the entities list, and a hospital search over 100 characters, are
 *   400s on that field with the server's sentence (`CATALOG_MESSAGES` of src/contract/catalog-messages.ts).
 *
 * Test controls: `failNextWith(failure)`, `goOffline()`/`goOnline()`, `hold()` (answers
 * wait until the returned release function is called) and `calls` (what was asked).
 */
import type { PlanCatalog } from '../../application/quotation/plan-catalog';
import { err, ok, type RemoteFailure, type Result } from '../../application/shared/result';
import { HOSPITAL_SEARCH_LIMIT, HOSPITAL_SEARCH_MAX_LENGTH } from '../../contract/catalog';
import { CATALOG_MESSAGES } from '../../contract/catalog-messages';
import { QUOTE_PAGE_MAX_SIZE, QUOTE_PAGE_MESSAGES } from '../../contract/quote-page-query';
import { compareText, pickPlanTerms, type EntityOption, type InstitutionDetail, type InstitutionPageQuery, type InstitutionListItem, type PlanDetail, type PlanInstitution, type QuoteFilter, type QuoteResult, type StateOption } from '../../domain/quotation/catalog';
import { quotePage, type QuotePageQuery } from '../../domain/quotation/quote-page';
import { buildCatalogSnapshot, quoteFromSnapshot } from '../../../server/src/modules/catalog/use-cases/catalog-snapshot';
import { toQuoteAnswerWire } from '../../../server/src/modules/catalog/catalog-wire.mappers';
import { brasiliaDay } from '../../domain/subscription/calendar';
import { BRAZILIAN_STATES, stateById } from '../../domain/quotation/states';
import { toQuotes } from '../http/catalog.mapper';
import type { Clock } from '../../application/shared/clock';
import { pageInstitutionPlans } from '../../domain/quotation/institution-page';
import { planNetworkLists, stateCities } from '../../domain/quotation/catalog-lists';
import { FAKE_ADMINISTRADORA_FEES, FAKE_CATALOG, fakeAreas, fakeDentalOptions, searchFakeProviders, toProvider, type FakeCatalogData, type FakePlan } from './catalog-data';
import { createFaultSwitch, FAKE_OFFLINE_FAILURE, type FakeFaultControls } from './fault-switch';

/** Which call of the catalog was made, with its arguments. */
export type FakeCatalogCall =
  | { method: 'quote'; filter: QuoteFilter }
  | { method: 'quotePage'; filter: QuoteFilter; page: QuotePageQuery }
  | { method: 'plan' | 'institutionSimple'; id: number }
  | { method: 'institution'; id: number; query?: InstitutionPageQuery }
  | { method: 'states' | 'institutions' | 'occupations' }
  | { method: 'entities'; stateId: number; occupationId?: number }
  | { method: 'searchHospitals'; stateId: number; text: string };

export interface FakePlanCatalog extends PlanCatalog, FakeFaultControls {
  /** Holds every answer until the returned function is called (a slow server). */
  hold(): () => void;
  /** Calls seen, oldest first. */
  readonly calls: FakeCatalogCall[];
  /** The data it answers from. */
  readonly data: FakeCatalogData;
}

export interface FakePlanCatalogOptions {
  data?: FakeCatalogData;
  /** Simulated latency in ms (the browser's fake mode uses a little). */
  latencyMs?: number;
  /** The instant of each quote: its Brasília day picks the price table in force. */
  clock: Clock;
}

type SnapshotRows = Parameters<typeof buildCatalogSnapshot>[0];

/**
 * The fake data in the rows' shape the server's snapshot is built from (the catalog's tables,
 * drafts left out): each plan's one price table, its network (one per plan, named as the plan
 * names it), its area (ids by order of first appearance: `fakeAreas`, as the plan editor's; a
 * whole-state area named with its UF, as the server's seed names it), entities in id order (the
 * fake's have no acronym, the database's first sort key), a plan `real` when its table is; the
 * fake's operators have no logo file (the server would answer a logo as its `/media/` URL).
 */
function snapshotRowsOf(data: FakeCatalogData): SnapshotRows {
  const areas = fakeAreas(data.plans);
  const areaIdOf = (plan: FakePlan) => areas.find((area) => area.stateId === plan.stateId && area.name === plan.area.name)!.id;
  const administradoras = [...new Set(data.plans.flatMap((plan) => plan.administradora ?? []))];
  return {
    version: 0,
    plans: data.plans.map((plan) => ({
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
      networkId: plan.id,
      real: plan.priceTable.real,
      institutionId: plan.institutionId,
      stateId: plan.stateId,
      areaId: areaIdOf(plan),
      administradoraId: plan.administradora === null ? null : administradoras.indexOf(plan.administradora) + 1,
    })),
    priceTables: data.plans
      .map(({ id: planId, priceTable: table }) => ({ ...table, planId, pricesCents: [...table.pricesCents], promotionalPricesCents: table.promotionalPricesCents && [...table.promotionalPricesCents], promotionalMonths: table.promotionalMonths ?? null }))
      .sort((a, b) => a.planId - b.planId || a.effectiveDate.localeCompare(b.effectiveDate)),
    states: BRAZILIAN_STATES.map(({ id, uf, name }) => ({ id, uf, name })),
    institutions: data.institutions.map(({ id, name, slug, logoUrl, ansRegistration }) => ({ id, name, slug, logo: logoUrl, ansRegistration, ansProfile: null })),
    areas: areas.map(({ id, stateId, name, cities }) => ({ id, stateId, name: cities.length === 0 ? `${name} (${stateById(stateId)?.uf ?? ''})` : name, cities: [...cities] })),
    administradoras: administradoras.map((name, index) => ({ id: index + 1, name })),
    networks: data.plans.map((plan) => ({ id: plan.id, name: plan.networkName })),
    providers: data.providers.map(({ id, kind, stateId }) => ({ id, kind, stateId })),
    networkProviders: data.plans.flatMap((plan) => [...plan.hospitalIds, ...plan.clinicIds].map((providerId) => ({ networkId: plan.id, providerId }))),
    entities: [...data.entities].sort((a, b) => a.id - b.id).map(({ id, name, stateId }) => ({ id, acronym: '', name, stateId })),
    entityOccupations: data.entities.flatMap((entity) => entity.occupationIds.map((occupationId) => ({ entityId: entity.id, occupationId }))),
    occupationIds: data.occupations.map((occupation) => occupation.id),
    planEntities: data.plans.flatMap((plan) => plan.entityIds.map((entityId) => ({ planId: plan.id, entityId }))),
    similarEntities: data.institutions.flatMap((institution) => institution.similarEntityIds.map((entityId) => ({ institutionId: institution.id, entityId }))),
  };
}

/** A 400 on one field, as the server's validation answers it. */
function refusedField(field: string, message: string) {
  return err({ kind: 'rejected' as const, message, fields: { [field]: [message] } });
}

/** Creates the fake catalog. */
export function createFakePlanCatalog(options: FakePlanCatalogOptions): FakePlanCatalog {
  const data = options.data ?? FAKE_CATALOG;
  const providers = new Map(data.providers.map((provider) => [provider.id, provider]));
  const entities = new Map(data.entities.map((entity) => [entity.id, entity]));
  const faults = createFaultSwitch();
  let held: Promise<void> | null = null;
  const calls: FakeCatalogCall[] = [];

  async function answer<T>(call: FakeCatalogCall, compute: () => Result<T, RemoteFailure>): Promise<Result<T, RemoteFailure>> {
    calls.push(call);
    const pending = faults.takeNextFailure();
    const failure = faults.isOffline() ? FAKE_OFFLINE_FAILURE : pending;
    if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
    if (held) await held;
    return failure ? err(failure) : compute();
  }

  /** The institution; with `stateId` (plan answers) only its similar entities of that state and the national ones, as the server. */
  function institutionOf(id: number, stateId?: number): PlanInstitution {
    const institution = data.institutions.find((candidate) => candidate.id === id);
    if (!institution) throw new Error(`fake catalog: no institution ${id}`);
    return {
      id: institution.id,
      name: institution.name,
      slug: institution.slug,
      logoUrl: institution.logoUrl,
      ansRegistration: institution.ansRegistration,
      similarEntities: institution.similarEntityIds.flatMap((entityId) => {
        const entity = entities.get(entityId);
        const counts = entity && (stateId === undefined || entity.stateId === null || entity.stateId === stateId);
        return entity && counts ? [{ id: entity.id, name: entity.name }] : [];
      }),
    };
  }

  function stateRef(id: number) {
    const state = stateById(id);
    if (!state) throw new Error(`fake catalog: no state ${id}`);
    return { id: state.id, uf: state.uf, name: state.name };
  }

  function toDetail(plan: FakePlan): PlanDetail {
    const network = planNetworkLists([...plan.hospitalIds, ...plan.clinicIds].flatMap((id) => providers.get(id) ?? []));
    return {
      id: plan.id,
      name: plan.name,
      type: plan.type,
      porte: plan.porte,
      institution: institutionOf(plan.institutionId, plan.stateId),
      state: stateRef(plan.stateId),
      commercializationArea: { name: plan.area.cities.length === 0 ? `${plan.area.name} (${stateRef(plan.stateId).uf})` : plan.area.name, cities: plan.area.cities },
      ...pickPlanTerms(plan),
      administradora: plan.administradora,
      administradoraFees: plan.administradora ? (FAKE_ADMINISTRADORA_FEES[plan.administradora] ?? null) : null,
      entities: plan.entityIds.flatMap((id) => {
        const entity = entities.get(id);
        return entity ? [{ id: entity.id, name: entity.name }] : [];
      }),
      priceTable: plan.priceTable,
      network: { name: plan.networkName, hospitals: plan.hospitalIds.length, clinics: plan.clinicIds.length },
      hospitals: network.hospitals.map(toProvider),
      clinics: network.clinics.map(toProvider),
      refunds: plan.refunds,
      coparticipationRules: plan.coparticipationRules,
      shortfalls: plan.shortfalls,
      dentalOptions: fakeDentalOptions(plan.institutionId, institutionOf(plan.institutionId).name),
    };
  }

  /**
   * The whole quote of `filter`, as the server answers it without `page_size`: the server's
   * `quoteFromSnapshot` on the clock's Brasília day, through the route's and the HTTP adapter's mappers.
   */
  function quoteOf(filter: QuoteFilter): Result<QuoteResult, RemoteFailure> {
    const quoted = quoteFromSnapshot(buildCatalogSnapshot(snapshotRowsOf(data)), filter, brasiliaDay(options.clock.now()));
    if (quoted.kind === 'invalid') return err({ kind: 'rejected', message: Object.values(quoted.errors)[0]?.[0] ?? '', fields: quoted.errors });
    const fees = (plan: { administradora: string | null }) => {
      const known = plan.administradora === null ? undefined : FAKE_ADMINISTRADORA_FEES[plan.administradora];
      return known ? { adhesion_cents: known.adhesionCentsPerLife, monthly_cents: known.monthlyCentsPerLife } : null;
    };
    const plans = toQuotes(toQuoteAnswerWire(quoted.plans, quoted.lives, fees));
    return ok({ lives: quoted.lives, plans, ...(quoted.explanation ? { explanation: quoted.explanation } : {}) });
  }

  const catalog: FakePlanCatalog = {
    data,
    calls,
    ...faults.controls,
    hold() {
      let release: () => void = () => undefined;
      held = new Promise<void>((resolve) => {
        release = () => {
          held = null;
          resolve();
        };
      });
      return release;
    },
    states() {
      return answer({ method: 'states' }, () =>
        ok(BRAZILIAN_STATES.map((state): StateOption => ({ id: state.id, uf: state.uf, name: state.name, cities: stateCities(fakeAreas(data.plans).filter((area) => area.stateId === state.id)) }))),
      );
    },
    quote(filter) {
      return answer({ method: 'quote', filter }, () => quoteOf(filter));
    },
    quotePage(filter, page) {
      return answer({ method: 'quotePage', filter, page }, () => {
        // The server's 400s on the page fields (the wire's checks, the contract's messages).
        if (!Number.isInteger(page.pageSize) || page.pageSize < 1 || page.pageSize > QUOTE_PAGE_MAX_SIZE) {
          return refusedField('page_size', QUOTE_PAGE_MESSAGES.invalidPageSize);
        }
        if (!Number.isInteger(page.page) || page.page < 1) return refusedField('page', QUOTE_PAGE_MESSAGES.invalidPage);
        const whole = quoteOf(filter);
        if (!whole.ok) return whole;
        const { lives, plans, explanation } = whole.value;
        const one = quotePage(plans, { sort: page.sort, narrowing: page.narrowing, grouping: page.grouping, offset: (page.page - 1) * page.pageSize, limit: page.pageSize });
        return ok({
          lives,
          count: one.count,
          allCount: one.allCount,
          choices: one.choices,
          plans: one.results,
          nextPage: one.nextOffset === null ? null : page.page + 1,
          ...(explanation ? { explanation } : {}),
        });
      });
    },
    plan(id) {
      return answer({ method: 'plan', id }, () => {
        const plan = data.plans.find((candidate) => candidate.id === id);
        return plan ? ok(toDetail(plan)) : err({ kind: 'not-found', message: CATALOG_MESSAGES.planNotFound });
      });
    },
    institutions() {
      return answer({ method: 'institutions' }, () =>
        ok(
          data.institutions
            .map((institution): InstitutionListItem => {
              const plans = data.plans.filter((plan) => plan.institutionId === institution.id);
              const states = [...new Set(plans.map((plan) => plan.stateId))].sort((a, b) => a - b).map((id) => stateRef(id).uf);
              const { similarEntities: _s, ...summary } = institutionOf(institution.id);
              return { ...summary, plans: plans.length, states };
            })
            .sort((a, b) => compareText(a.name, b.name)),
        ),
      );
    },
    institution(id, query = {}) {
      return answer({ method: 'institution', id, ...(Object.keys(query).length > 0 ? { query } : {}) }, () => {
        if (!data.institutions.some((candidate) => candidate.id === id)) return err({ kind: 'not-found', message: CATALOG_MESSAGES.institutionNotFound });
        const rows = data.plans
          .filter((plan) => plan.institutionId === id)
          .map((plan) => ({ id: plan.id, name: plan.name, type: plan.type, accommodation: plan.accommodation, coparticipation: plan.coparticipation, state: stateRef(plan.stateId) }));
        const detail: InstitutionDetail = { ...institutionOf(id), ...pageInstitutionPlans(rows, query) };
        return ok(detail);
      });
    },
    institutionSimple(id) {
      return answer({ method: 'institutionSimple', id }, () => {
        if (!data.institutions.some((candidate) => candidate.id === id)) return err({ kind: 'not-found', message: CATALOG_MESSAGES.institutionNotFound });
        const { id: instId, name, slug, similarEntities } = institutionOf(id);
        return ok({ id: instId, name, slug, similarEntities });
      });
    },
    entities(stateId, occupationId) {
      return answer({ method: 'entities', stateId, ...(occupationId === undefined ? {} : { occupationId }) }, () =>
        occupationId !== undefined && !data.occupations.some((occupation) => occupation.id === occupationId)
          ? refusedField('occupation', CATALOG_MESSAGES.unknownOccupation(occupationId))
          : ok(
          data.entities
            .filter((entity) => (entity.stateId === null || entity.stateId === stateId) && (occupationId === undefined || entity.occupationIds.includes(occupationId)))
            .map(
              (entity): EntityOption => ({
                id: entity.id,
                name: entity.name,
                occupations: data.occupations.filter((occupation) => entity.occupationIds.includes(occupation.id)),
              }),
            )
            .sort((a, b) => compareText(a.name, b.name)),
        ),
      );
    },
    occupations() {
      return answer({ method: 'occupations' }, () => ok([...data.occupations].sort((a, b) => compareText(a.name, b.name))));
    },
    searchHospitals(stateId, text) {
      return answer({ method: 'searchHospitals', stateId, text }, () => {
        // The HTTP adapter sends the trimmed text; the server measures what it receives.
        if (text.trim().length > HOSPITAL_SEARCH_MAX_LENGTH) return refusedField('search', CATALOG_MESSAGES.hospitalSearchTooLong);
        return ok(searchFakeProviders(data.providers, { stateId, kind: 'hospital', text, limit: HOSPITAL_SEARCH_LIMIT }).map(toProvider));
      });
    },
  };
  return catalog;
}

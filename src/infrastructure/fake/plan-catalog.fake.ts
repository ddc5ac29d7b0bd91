/**
 * In-memory PlanCatalog over the hand-made catalog of ./catalog-data (tests, QA and
 * `npm run dev:fake`). It answers like the server's `/api/v3/plans/`
 * (server/src/modules/catalog/use-cases/catalog-snapshot.ts is the reference; the contract suite
 * server/test/contract/catalog.contract.test.ts runs both):
 * - unknown occupation, entity or hospital ids, and a city outside the areas of a state
 *   with several commercialization areas, are 400s on that field with the server's
 *   sentence (`CATALOG_MESSAGES` of src/contract/catalog.ts);
 * - the filter's checks and criteria are the server's use case (`resolveQuoteCriteria`), which plans
 *   answer the domain's `planEligibility` (src/domain/quotation/plan-eligibility.ts) over each plan's
 *   facts (built here), in the server's order (`compareQuotedPlans`).
 * Totals are Σ lives × bracket price (src/domain/quotation/pricing), null without lives.
 * A page of a quote (`quotePage`) is the domain's `quotePage` over the same answer, as the server's.
 *
 * Test controls: `failNextWith(failure)`, `goOffline()`/`goOnline()`, `hold()` (answers
 * wait until the returned release function is called) and `calls` (what was asked).
 */
import type { PlanCatalog } from '../../application/quotation/plan-catalog';
import { err, ok, type RemoteFailure, type Result } from '../../application/shared/result';
import { HOSPITAL_SEARCH_LIMIT, HOSPITAL_SEARCH_MAX_LENGTH } from '../../contract/catalog';
import { CATALOG_MESSAGES } from '../../contract/catalog-messages';
import { QUOTE_PAGE_MAX_SIZE, QUOTE_PAGE_MESSAGES } from '../../contract/quote-page-query';
import { compareText, pickPlanTerms, type EntityOption, type InstitutionDetail, type InstitutionPageQuery, type InstitutionListItem, type PlanDetail, type PlanInstitution, type PlanQuote, type QuoteFilter, type QuoteResult, type StateOption } from '../../domain/quotation/catalog';
import { quotePage, type QuotePageQuery } from '../../domain/quotation/quote-page';
import { isEligible, type CityArea, type EligibilityPlan } from '../../domain/quotation/plan-eligibility';
import { compareQuotedPlans, resolveQuoteCriteria } from '../../../server/src/modules/catalog/use-cases/catalog-snapshot';
import { explainEmptyQuote } from '../../domain/quotation/empty-quote';
import { quoteTotal } from '../../domain/quotation/pricing';
import { BRAZILIAN_STATES, stateById } from '../../domain/quotation/states';
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
}

/** A 400 on one field, as the server's validation answers it. */
function refusedField(field: string, message: string) {
  return err({ kind: 'rejected' as const, message, fields: { [field]: [message] } });
}

/** Creates the fake catalog. */
export function createFakePlanCatalog(options: FakePlanCatalogOptions = {}): FakePlanCatalog {
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

  function toQuote(plan: FakePlan, filter: QuoteFilter, lives: number): PlanQuote {
    const { hospitals: _h, clinics: _c, refunds: _r, coparticipationRules: _cr, shortfalls: _s, dentalOptions: _d, ...base } = toDetail(plan);
    return { ...base, lives, totalCents: lives > 0 ? quoteTotal(plan.priceTable.pricesCents, filter.counts) : null };
  }

  // The commercialization areas of the fake data, read at each quote, as the plan editor adds and changes plans in place.
  function areaIndex(): { idOf: (plan: FakePlan) => number; areasOf: (stateId: number) => CityArea[] } {
    const areas = fakeAreas(data.plans);
    return {
      idOf: (plan) => areas.find((area) => area.stateId === plan.stateId && area.name === plan.area.name)!.id,
      areasOf: (stateId) => areas.filter((area) => area.stateId === stateId),
    };
  }

  /** What the eligibility rule reads of a fake plan. */
  function eligibilityOf(plan: FakePlan, areaId: number): EligibilityPlan {
    const institution = data.institutions.find((candidate) => candidate.id === plan.institutionId);
    return {
      stateId: plan.stateId,
      type: plan.type,
      porte: plan.porte,
      areaId,
      coverageArea: plan.coverageArea,
      isOptional: plan.isOptional,
      acceptsMei: plan.isMei,
      minLives: plan.minLives,
      maxLives: plan.maxLives,
      entityIds: new Set(plan.entityIds),
      similarEntityStates: new Map(
        (institution?.similarEntityIds ?? []).flatMap((id) => {
          const entity = entities.get(id);
          return entity ? [[id, entity.stateId] as const] : [];
        }),
      ),
      networkProviderIds: new Set([...plan.hospitalIds, ...plan.clinicIds]),
    };
  }

  /**
   * The whole quote of `filter`, as the server answers it without `page_size`: the filter's checks
   * and criteria are the server's own (`resolveQuoteCriteria`, over the fake data's lookups), the
   * eligibility rule the domain's, the order the server's (`compareQuotedPlans`). Unlike the
   * server, every table of the fake data counts as in force and recent, whatever the clock says.
   */
  function quoteOf(filter: QuoteFilter): Result<QuoteResult, RemoteFailure> {
    const areas = areaIndex();
    const resolved = resolveQuoteCriteria(filter, undefined, {
      areasOf: areas.areasOf,
      occupationExists: (id) => data.occupations.some((occupation) => occupation.id === id),
      entitiesAccepting: (id) => new Set(data.entities.filter((entity) => entity.occupationIds.includes(id)).map((entity) => entity.id)),
      entityExists: (id) => entities.has(id),
      existingHospitalIds: (ids) => new Set(ids.filter((id) => providers.get(id)?.kind === 'hospital')),
    });
    if (resolved.kind === 'invalid') return err({ kind: 'rejected', message: Object.values(resolved.errors)[0]?.[0] ?? '', fields: resolved.errors });
    const { criteria, lives } = resolved;
    const plans = data.plans.filter((plan) => isEligible(eligibilityOf(plan, areas.idOf(plan)), criteria)).map((plan) => toQuote(plan, filter, lives));
    plans.sort(compareQuotedPlans);
    if (plans.length > 0) return ok({ lives, plans });
    // As the server: an empty answer says why.
    const ofState = data.plans.filter((plan) => plan.stateId === criteria.stateId).map((plan) => ({ eligibility: eligibilityOf(plan, areas.idOf(plan)), onSale: true, staleTable: false }));
    return ok({ lives, plans, explanation: explainEmptyQuote(ofState, criteria, false) });
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

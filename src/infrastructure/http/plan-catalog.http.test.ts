import { describe, expect, it } from 'vitest';
import { applyFilterPatch } from '../../application/quotation/quotation.machine';
import { countsFromAges } from '../../domain/quotation/age-buckets';
import { DEFAULT_PLAN_FILTER } from '../../domain/quotation/plan-types';
import { createMemoryKeyValueStore } from '../key-value-store';
import { createSessionSignal } from '../session-signal.memory';
import { createStoredTokenStore } from '../token-store.storage';
import { createHttpClient } from './client';
import { createHttpPlanCatalog } from './plan-catalog.http';
import { quoteFilterToQuery } from '../../contract/catalog';
import { quoteFilterOf } from '../../domain/quotation/plan-eligibility';
import { UNEXPECTED_ANSWER_MESSAGE } from './remote-call';
import type { JoinedPlanQuoteWire, PlanQuoteListWire } from '../../contract/catalog';
import type { PlanDetailWire } from '../../contract/catalog-pages';

const API = 'http://api.test/api/';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function arrange(handler: (request: Request) => Response) {
  const tokens = createStoredTokenStore(createMemoryKeyValueStore());
  tokens.write({ access: 'a', refresh: 'r' });
  const seen: URL[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    seen.push(new URL(request.url));
    return handler(request);
  }) as typeof fetch;
  const http = createHttpClient({ apiUrl: API, tokens, signal: createSessionSignal(), fetch: fetchFn });
  return { catalog: createHttpPlanCatalog(http), seen };
}

const entity = (id: number, name: string) => ({ id, name });

/** A plan with its operator and area whole (the plan page's shape; {@link quoteAnswer} names them as a quote answer does). */
function planWire(id: number, overrides: Partial<JoinedPlanQuoteWire> = {}): JoinedPlanQuoteWire {
  return {
    id,
    name: 'Plano Individual Enfermaria com Coparticipação',
    type: 'PF',
    porte: null,
    institution: { id: 1, name: 'Amil', slug: 'amil', logo: null, ans_registration: '326305', similar_entities: [entity(1, 'CREA-SP')] },
    state: { id: 26, uf: 'SP', name: 'São Paulo' },
    commercialization_area: { id: 3, name: 'Todo o estado (SP)', cities: [] },
    segmentation: 'ambulatorial + hospitalar com obstetrícia',
    coverage_area: 'estadual',
    accommodation: 'apartment_3',
    coparticipation: 'with_tp',
    is_optional: false,
    is_mei: false,
    min_lives: 1,
    max_lives: null,
    administradora: 'Qualicorp',
    entities: [entity(1, 'CREA-SP')],
    price_table: {
      id: 7,
      effective_date: '2026-06-01',
      source: 'Hapvida — tabela de preços junho/2026',
      real: true,
      prices_cents: [23038, 29626, 33702, 37452, 39202, 43980, 53117, 72370, 96842, 125160],
      promotional_prices_cents: null,
    },
    network: { name: 'Rede', hospitals: 4, clinics: 2 },
    lives: 3,
    total_cents: 101442,
    ...overrides,
  };
}

/** The quote answer of `plans` as the server sends it: each plan names its operator and area, listed once beside them. */
function quoteAnswer(lives: number, plans: readonly JoinedPlanQuoteWire[]): PlanQuoteListWire {
  const institutions = new Map(plans.map((plan) => [plan.institution.id, plan.institution]));
  const areas = new Map(plans.map((plan) => [plan.commercialization_area.id, plan.commercialization_area]));
  return {
    count: plans.length,
    lives,
    results: plans.map(({ institution, commercialization_area: area, ...plan }) => ({
      ...plan,
      institution: { id: institution.id, name: institution.name, slug: institution.slug, logo: institution.logo },
      commercialization_area: { id: area.id, name: area.name },
    })),
    institutions: [...institutions.values()],
    areas: [...areas.values()],
  };
}

describe('HTTP PlanCatalog', () => {
  it('sends the filter as the query of GET /api/v3/plans/ (PJ: lifes = total of the age groups)', () => {
    const filter = applyFilterPatch({ ...DEFAULT_PLAN_FILTER, counts: [2, 0, 0, 1, 0, 0, 0, 0, 0, 1] }, { stateId: 26, coverageAreas: ['nacional', 'estadual'], accreditedNetworks: [1, 4] });
    expect(quoteFilterToQuery(quoteFilterOf(filter))).toEqual({
      state: 26,
      type: 'PJ',
      is_optional: false,
      is_pme: true,
      is_mei: false,
      lifes: 4,
      age_0_18: 2,
      age_19_23: 0,
      age_24_28: 0,
      age_29_33: 1,
      age_34_38: 0,
      age_39_43: 0,
      age_44_48: 0,
      age_49_53: 0,
      age_54_58: 0,
      age_59_plus: 1,
      coverage_areas: 'nacional,estadual',
      accredited_networks: '1,4',
    });
  });

  it('sends entity and occupation for adhesion only, and the city when chosen', async () => {
    const { catalog, seen } = arrange(() => json(200, quoteAnswer(3, [])));
    const pf = applyFilterPatch({ ...DEFAULT_PLAN_FILTER, counts: countsFromAges([5, 34, 36]) }, { type: 'PF', stateId: 16, city: 'Recife', entity: 5, occupation: '1' });
    await catalog.quote(quoteFilterOf(pf));
    const url = seen[0]!;
    expect(url.pathname).toBe('/api/v3/plans/');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ state: '16', city: 'Recife', type: 'PF', entity: '5', occupation: '1', lifes: '3', age_0_18: '1', age_34_38: '2' });
  });

  it('maps the answer to camelCase domain plans (money in cents), every plan the server answered (the entity rule is the server\'s)', async () => {
    const bradesco = { id: 2, name: 'Bradesco Saúde', slug: 'bradesco-saude', logo: null, ans_registration: '005711', similar_entities: [entity(2, 'OAB SP')] };
    const { catalog } = arrange(() => json(200, quoteAnswer(3, [planWire(1), planWire(2, { institution: bradesco, commercialization_area: { id: 4, name: 'Capital', cities: ['São Paulo'] } }), planWire(3)])));
    const filter = applyFilterPatch({ ...DEFAULT_PLAN_FILTER, counts: countsFromAges([5, 34, 36]) }, { type: 'PF', stateId: 26, entity: 1 });
    const result = await catalog.quote(quoteFilterOf(filter));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.plans.map((plan) => plan.id)).toEqual([1, 2, 3]);
    // Each plan has its whole operator and area again, from the lists the answer sends once.
    expect(result.value.plans.map((plan) => [plan.institution.ansRegistration, plan.commercializationArea])).toEqual([
      ['326305', { name: 'Todo o estado (SP)', cities: [] }],
      ['005711', { name: 'Capital', cities: ['São Paulo'] }],
      ['326305', { name: 'Todo o estado (SP)', cities: [] }],
    ]);
    expect(result.value.plans[0]).toMatchObject({
      institution: { name: 'Amil', ansRegistration: '326305', logoUrl: null, similarEntities: [{ id: 1, name: 'CREA-SP' }] },
      accommodation: 'apartment_3',
      coparticipation: 'with_tp',
      coverageArea: 'estadual',
      priceTable: { effectiveDate: '2026-06-01', real: true, pricesCents: [23038, 29626, 33702, 37452, 39202, 43980, 53117, 72370, 96842, 125160] },
      totalCents: 101442,
      lives: 3,
      maxLives: null,
    });
  });

  it('sends the chosen porte of a PME quote as `porte` and maps the answer as it comes', async () => {
    const { catalog, seen } = arrange(() => json(200, quoteAnswer(4, [planWire(1, { type: 'PJ', porte: 'lives_3_4' })])));
    const result = await catalog.quote(quoteFilterOf(applyFilterPatch({ ...DEFAULT_PLAN_FILTER, counts: countsFromAges([1, 2, 3, 4]) }, { porte: 'lives_3_4' })));
    expect(seen[0]?.searchParams.get('porte')).toBe('lives_3_4');
    expect(result.ok && result.value.plans.map((plan) => plan.id)).toEqual([1]);
  });

  it('maps a full plan: providers, refunds, coparticipation rules, carências', async () => {
    const detail: PlanDetailWire = {
      ...planWire(9),
      hospitals: [{ id: 1, name: 'Real Hospital Português', city: 'Recife', uf: 'PE', elective_admission: true, emergency: true, maternity: false, laboratory: true }],
      clinics: [],
      refunds: [{ id: 1, procedure: 'Consulta médica eletiva', value_cents: 15000 }],
      coparticipation_rules: [{ id: 2, procedure: 'Exames Simples', percentage: 0.4, fixed_cents: null, cap_cents: 4579, exempt: false }],
      shortfalls: [{ id: 3, group: 'full_term_childbirth', procedure: 'Parto a termo', days: 300 }],
    };
    const { catalog, seen } = arrange(() => json(200, detail));
    const result = await catalog.plan(9);
    expect(seen[0]?.pathname).toBe('/api/plans/9/');
    expect(result.ok && result.value).toMatchObject({
      hospitals: [{ name: 'Real Hospital Português', electiveAdmission: true, emergency: true, maternity: false, laboratory: true }],
      refunds: [{ procedure: 'Consulta médica eletiva', valueCents: 15000 }],
      coparticipationRules: [{ procedure: 'Exames Simples', percentage: 0.4, fixedCents: null, capCents: 4579, exempt: false }],
      shortfalls: [{ group: 'full_term_childbirth', procedure: 'Parto a termo', days: 300 }],
    });
  });

  it('calls the operator, entity, occupation, state and hospital endpoints', async () => {
    const { catalog, seen } = arrange((request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/institution/4/simple') return json(200, { id: 4, name: 'Hapvida', slug: 'hapvida', similar_entities: [] });
      if (path === '/api/institutions/4/') return json(200, { id: 4, name: 'Hapvida', slug: 'hapvida', logo: null, ans_registration: '368253', similar_entities: [], plans_by_state: [] });
      if (path === '/api/institutions/') return json(200, [{ id: 4, name: 'Hapvida', slug: 'hapvida', logo: null, ans_registration: '368253', plans: 8, states: ['PE'] }]);
      if (path === '/api/entities/') return json(200, [{ id: 5, name: 'CREA-PE', occupations: [{ id: 1, name: 'Engenheiro(a)' }] }]);
      if (path === '/api/occupations/') return json(200, [{ id: 1, name: 'Engenheiro(a)' }]);
      if (path === '/api/states/') return json(200, [{ id: 16, uf: 'PE', name: 'Pernambuco', cities: ['Caruaru', 'Recife'] }]);
      if (path === '/api/hospitals/') return json(200, []);
      return json(404, { detail: 'Não encontrado.' });
    });
    expect((await catalog.institutionSimple(4)).ok).toBe(true);
    expect(await catalog.institution(4)).toMatchObject({ ok: true, value: { ansRegistration: '368253', plansByState: [] } });
    expect(await catalog.institutions()).toMatchObject({ ok: true, value: [{ plans: 8, states: ['PE'] }] });
    expect(await catalog.entities(16, 1)).toMatchObject({ ok: true, value: [{ id: 5, occupations: [{ id: 1 }] }] });
    expect(await catalog.occupations()).toMatchObject({ ok: true, value: [{ id: 1 }] });
    expect(await catalog.states()).toMatchObject({ ok: true, value: [{ uf: 'PE', cities: ['Caruaru', 'Recife'] }] });
    expect((await catalog.searchHospitals(16, ' Real ')).ok).toBe(true);
    expect(seen.map((url) => `${url.pathname}${url.search}`)).toEqual([
      '/api/institution/4/simple',
      '/api/institutions/4/',
      '/api/institutions/',
      '/api/entities/?state=16&occupation=1',
      '/api/occupations/',
      '/api/states/',
      '/api/hospitals/?state=16&search=Real',
    ]);
  });

  it('turns failures and unexpected answers into RemoteFailure values', async () => {
    const notFound = arrange(() => json(404, { detail: 'Plano não encontrado.' }));
    expect(await notFound.catalog.plan(1)).toEqual({ ok: false, error: { kind: 'not-found', message: 'Plano não encontrado.' } });
    const broken = arrange(() => json(200, { results: 'nope' }));
    expect(await broken.catalog.quote(quoteFilterOf(DEFAULT_PLAN_FILTER))).toEqual({ ok: false, error: { kind: 'unavailable', message: UNEXPECTED_ANSWER_MESSAGE } });
    // A plan naming an operator the answer does not list is an unexpected answer, not a plan without operator.
    const orphan = arrange(() => json(200, { ...quoteAnswer(3, [planWire(1)]), institutions: [] }));
    expect(await orphan.catalog.quote(quoteFilterOf(DEFAULT_PLAN_FILTER))).toEqual({ ok: false, error: { kind: 'unavailable', message: UNEXPECTED_ANSWER_MESSAGE } });
    const down = arrange(() => json(503, {}));
    expect(await down.catalog.states()).toMatchObject({ ok: false, error: { kind: 'unavailable' } });
  });
});

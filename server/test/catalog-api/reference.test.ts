/**
 * The catalog's reference calls and the full plan: states with area cities, the plan
 * detail, institutions by id and slug, entities, occupations, the hospital search, and
 * the OpenAPI document.
 */
import { and, eq, isNull, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityListWire, hospitalSearchWire, occupationListWire, stateListWire } from '../../../src/contract/catalog';
import { institutionDetailWire, institutionListWire, institutionSimpleWire, planDetailWire } from '../../../src/contract/catalog-pages';
import { entities, networkProviders, plans, providers, refunds, shortfalls } from '../../src/db/schema-catalog';
import { createCatalogKit, expectFieldError, type CatalogKit } from './catalog-test-kit';

let kit: CatalogKit;
beforeAll(async () => {
  kit = await createCatalogKit();
});
afterAll(() => kit.ctx.close());

type Provider = { id: number; name: string; city: string; uf: string };

describe('GET /api/states/', () => {
  it('lists the 27 states in id order, with the cities of their commercialization areas', async () => {
    const states = await kit.ok<Array<{ id: number; uf: string; name: string; cities: string[] }>>('/api/states/');
    expect(stateListWire.safeParse(states).success).toBe(true);
    expect(states.map((state) => state.id)).toEqual(Array.from({ length: 27 }, (_, i) => i + 1));
    expect(states[25]).toMatchObject({ id: 26, uf: 'SP', name: 'São Paulo' });
    const mg = states.find((state) => state.uf === 'MG');
    expect(mg?.cities).toEqual(expect.arrayContaining(['Belo Horizonte', 'Uberaba', 'Uberlândia']));
    expect(new Set(mg?.cities).size).toBe(mg?.cities.length);
  });
});

describe('GET /api/plans/{id}/', () => {
  it('answers a demo plan with its network, refunds, coparticipation rules and carências from the database', async () => {
    const [withRefund] = await kit.ctx.db.select({ planId: refunds.planId }).from(refunds).orderBy(refunds.planId).limit(1);
    const planId = withRefund?.planId ?? 0;
    const plan = await kit.plan(planId);
    expect(planDetailWire.safeParse(plan).success).toBe(true);
    expect(plan.id).toBe(planId);
    const [row] = await kit.ctx.db.select().from(plans).where(eq(plans.id, planId));
    const links = await kit.ctx.db
      .select({ id: providers.id, kind: providers.kind })
      .from(networkProviders)
      .innerJoin(providers, eq(providers.id, networkProviders.providerId))
      .where(eq(networkProviders.networkId, row?.networkId ?? 0));
    expect(plan.hospitals.map((hospital) => hospital.id).sort((a, b) => a - b)).toEqual(
      links.filter((link) => link.kind === 'hospital').map((link) => link.id).sort((a, b) => a - b),
    );
    expect(plan.clinics.map((clinic) => clinic.id).sort((a, b) => a - b)).toEqual(
      links.filter((link) => link.kind === 'clinic').map((link) => link.id).sort((a, b) => a - b),
    );
    expect(plan.network).toMatchObject({ hospitals: plan.hospitals.length, clinics: plan.clinics.length });
    expect(plan.refunds.length).toBeGreaterThan(0);
    const dbShortfalls = await kit.ctx.db.select().from(shortfalls).where(eq(shortfalls.planId, planId));
    expect(plan.shortfalls).toHaveLength(dbShortfalls.length);
    for (const shortfall of plan.shortfalls) expect(shortfall.days).toBeGreaterThanOrEqual(0);
    expect(plan.segmentation).not.toMatch(/_/);
  });

  it('answers a real Hapvida plan with the operator coparticipation rules, the standard carências of Lei 9.656/98 and no invented refunds', async () => {
    const [hapvida] = await kit.ctx.db.select().from(plans).where(eq(plans.real, true)).orderBy(plans.id).limit(1);
    const plan = await kit.plan(hapvida?.id ?? 0);
    expect(plan.institution.slug).toBe('hapvida');
    expect(plan.price_table).toMatchObject({ real: true, effective_date: '2026-06-01' });
    expect(plan.coparticipation_rules.length).toBeGreaterThan(0);
    expect(plan.refunds).toEqual([]);
    // The file has no carências, so the legal maximums with their source (standardShortfalls).
    expect(plan.shortfalls.map((row) => [row.procedure, row.days])).toContainEqual(['Urgência e emergência', plan.min_lives >= 30 ? 0 : 1]);
    for (const row of plan.shortfalls) expect(row.note).toMatch(/Lei 9\.656\/98|RN 55[78]\/2022/);
    expect(plan.hospitals.every((hospital) => hospital.uf === plan.state.uf)).toBe(true);
  });
});

describe('institutions', () => {
  it('GET /api/institutions/ lists every operator with its plan count and UFs', async () => {
    const list = await kit.ok<Array<{ id: number; slug: string; plans: number; states: string[]; ans_registration: string | null }>>('/api/institutions/');
    expect(institutionListWire.safeParse(list).success).toBe(true);
    const hapvida = list.find((institution) => institution.slug === 'hapvida');
    expect(hapvida).toMatchObject({ ans_registration: '368253' });
    const hapvidaPlans = await kit.ctx.db.select({ id: plans.id }).from(plans).where(eq(plans.institutionId, hapvida?.id ?? 0));
    expect(hapvida?.plans).toBe(hapvidaPlans.length);
    expect(hapvida?.states).toEqual(expect.arrayContaining(['PE', 'MG', 'PA']));
  });

  it('GET /api/institutions/{id}/ answers the same page by numeric id and by slug', async () => {
    const bySlug = await kit.ok<{ id: number; slug: string; plans_by_state: Array<{ state: { id: number }; plans: unknown[] }> }>('/api/institutions/hapvida/');
    expect(institutionDetailWire.safeParse(bySlug).success).toBe(true);
    const byId = await kit.ok(`/api/institutions/${bySlug.id}/`);
    expect(byId).toEqual(bySlug);
    const states = bySlug.plans_by_state.map((group) => group.state.id);
    expect(states).toEqual([...states].sort((a, b) => a - b));
    expect(bySlug.plans_by_state.reduce((sum, group) => sum + group.plans.length, 0)).toBeGreaterThan(100);
  });

  type Page = {
    plans_by_state: Array<{ state: { id: number; uf: string }; plans: Array<{ id: number; name: string; type: string }> }>;
    total_plans: number;
    page: number;
    page_size: number;
    page_count: number;
    facets: { states: Array<{ id: number; uf: string; plans: number }>; types: Array<{ type: string; plans: number }> };
  };
  const planIds = (page: Page) => page.plans_by_state.flatMap((group) => group.plans.map((plan) => plan.id));

  it('GET /api/institutions/{id}/?state=&type= keeps only that state and type, with what each other choice would show', async () => {
    const all = await kit.ok<Page>('/api/institutions/hapvida/');
    const everyPlan = all.plans_by_state.flatMap((group) => group.plans.map((plan) => ({ ...plan, state: group.state.id })));
    expect(all.total_plans).toBe(everyPlan.length);
    expect(all.page_count).toBe(1);
    const pe = all.facets.states.find((state) => state.uf === 'PE');
    expect(pe?.plans).toBe(everyPlan.filter((plan) => plan.state === pe?.id).length);

    const filtered = await kit.ok<Page>(`/api/institutions/hapvida/?state=${pe?.id}&type=PJ`);
    expect(institutionDetailWire.safeParse(filtered).success).toBe(true);
    const expected = everyPlan.filter((plan) => plan.state === pe?.id && plan.type === 'PJ').map((plan) => plan.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(planIds(filtered)).toEqual(expected);
    expect(filtered.total_plans).toBe(expected.length);
    expect(filtered.facets.types.find((facet) => facet.type === 'PJ')?.plans).toBe(expected.length);
    expect(filtered.facets.states.find((state) => state.uf === 'PE')?.plans).toBe(expected.length);
  });

  it('GET /api/institutions/{id}/?page=&page_size= answers one page of the same order, and an empty page past the last', async () => {
    const all = await kit.ok<Page>('/api/institutions/hapvida/');
    const order = planIds(all);
    const first = await kit.ok<Page>('/api/institutions/hapvida/?page=1&page_size=20');
    const second = await kit.ok<Page>('/api/institutions/hapvida/?page=2&page_size=20');
    expect(planIds(first)).toEqual(order.slice(0, 20));
    expect(planIds(second)).toEqual(order.slice(20, 40));
    expect(second).toMatchObject({ page: 2, page_size: 20, total_plans: order.length, page_count: Math.ceil(order.length / 20) });
    const past = await kit.ok<Page>(`/api/institutions/hapvida/?page=${second.page_count + 1}&page_size=20`);
    expect(past.plans_by_state).toEqual([]);
    expect(past.page_count).toBe(second.page_count);
  });

  it.each([
    ['state=0', 'state'],
    ['state=SP', 'state'],
    ['type=XX', 'type'],
    ['page=0', 'page'],
    ['page=1.5', 'page'],
    ['page_size=101', 'page_size'],
    ['page_size=abc', 'page_size'],
  ])('GET /api/institutions/{id}/?%s is a 400 naming %s', async (query, field) => {
    const response = await kit.get(`/api/institutions/hapvida/?${query}`);
    expectFieldError(response, field);
  });

  it('GET /api/institution/{id}/simple lists all the similar entities, by id or slug', async () => {
    const page = await kit.ok<Array<{ id: number; slug: string }>>('/api/institutions/');
    const amil = page.find((institution) => institution.slug === 'amil');
    const simple = await kit.ok<{ id: number; similar_entities: Array<{ id: number }> }>(`/api/institution/${amil?.id}/simple`);
    expect(institutionSimpleWire.safeParse(simple).success).toBe(true);
    expect(simple.similar_entities.length).toBeGreaterThan(0);
    expect(await kit.ok('/api/institution/amil/simple')).toEqual(simple);
  });

  it("a plan's institution lists only the similar entities of the plan's state and the national ones", async () => {
    const { results } = await kit.quote({ state: 26, type: 'PF' });
    const plan = results.find((result) => result.institution.similar_entities.length > 0);
    expect(plan).toBeDefined();
    const all = await kit.ok<{ similar_entities: Array<{ id: number }> }>(`/api/institution/${plan?.institution.id}/simple`);
    const stateIds = await kit.ctx.db.select({ id: entities.id, stateId: entities.stateId }).from(entities);
    const stateOf = new Map(stateIds.map((entity) => [entity.id, entity.stateId]));
    for (const entity of plan?.institution.similar_entities ?? []) expect([null, 26]).toContain(stateOf.get(entity.id));
    expect(all.similar_entities.length).toBeGreaterThanOrEqual(plan?.institution.similar_entities.length ?? 0);
  });
});

describe('entities and occupations', () => {
  it('GET /api/occupations/ lists the occupations by name', async () => {
    const list = await kit.ok<Array<{ id: number; name: string }>>('/api/occupations/');
    expect(occupationListWire.safeParse(list).success).toBe(true);
    expect(list.length).toBe(20);
    const names = list.map((occupation) => occupation.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
  });

  it('GET /api/entities/ filters by state (plus national entities) and occupation', async () => {
    const all = await kit.ok<Array<{ id: number }>>('/api/entities/');
    expect(entityListWire.safeParse(all).success).toBe(true);
    const sp = await kit.ok<Array<{ id: number; acronym: string; occupations: Array<{ id: number }> }>>('/api/entities/?state=26');
    const expected = await kit.ctx.db.select({ id: entities.id }).from(entities).where(or(isNull(entities.stateId), eq(entities.stateId, 26)));
    expect(sp.map((entity) => entity.id).sort((a, b) => a - b)).toEqual(expected.map((entity) => entity.id).sort((a, b) => a - b));
    expect(sp.some((entity) => entity.acronym === 'CRM-SP')).toBe(true);
    const doctors = await kit.ok<Array<{ acronym: string; occupations: Array<{ id: number; name: string }> }>>('/api/entities/?state=26&occupation=1');
    expect(doctors.length).toBeGreaterThan(0);
    for (const entity of doctors) expect(entity.occupations.map((occupation) => occupation.id)).toContain(1);
    expect(doctors.map((entity) => entity.acronym)).toContain('CRM-SP');
    expect(all.length).toBeGreaterThan(sp.length);
  });
});

describe('GET /api/hospitals/', () => {
  it('finds hospitals by name or city, ignoring accents and case', async () => {
    const accented = await kit.ok<Provider[]>('/api/hospitals/?search=São%20Paulo');
    const plain = await kit.ok<Provider[]>('/api/hospitals/?search=sao%20paulo');
    const upper = await kit.ok<Provider[]>('/api/hospitals/?search=S%C3%83O%20PAULO');
    expect(hospitalSearchWire.safeParse(accented).success).toBe(true);
    expect(accented.length).toBeGreaterThan(0);
    expect(plain).toEqual(accented);
    expect(upper).toEqual(accented);
    const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    for (const hospital of accented) expect(fold(`${hospital.name} ${hospital.city}`)).toContain('sao paulo');
    const einstein = await kit.ok<Provider[]>('/api/hospitals/?search=einstein');
    expect(einstein.some((hospital) => hospital.name.includes('Einstein'))).toBe(true);
    const pronto = await kit.ok<Provider[]>('/api/hospitals/?search=pro-cardiaco');
    const prontoAccented = await kit.ok<Provider[]>('/api/hospitals/?search=Pr%C3%B3-Card%C3%ADaco');
    expect(pronto.length).toBeGreaterThan(0);
    expect(pronto).toEqual(prontoAccented);
  });

  it('keeps to the state, to hospitals (not clinics) and to 50 results', async () => {
    const sp = await kit.ok<Provider[]>('/api/hospitals/?state=26');
    expect(sp.length).toBeGreaterThan(0);
    expect(sp.every((hospital) => hospital.uf === 'SP')).toBe(true);
    const all = await kit.ok<Provider[]>('/api/hospitals/');
    expect(all).toHaveLength(50);
    const clinicIds = new Set(
      (await kit.ctx.db.select({ id: providers.id }).from(providers).where(and(eq(providers.kind, 'clinic')))).map((row) => row.id),
    );
    expect(all.some((hospital) => clinicIds.has(hospital.id))).toBe(false);
    expect(await kit.ok('/api/hospitals/?search=%25')).toEqual([]);
    expect(await kit.ok('/api/hospitals/?search=zzzz-nada')).toEqual([]);
  });
});

describe('OpenAPI', () => {
  it('documents the catalog calls with their query parameters and answers', async () => {
    const response = await kit.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const doc = response.json<{ paths: Record<string, Record<string, { parameters?: Array<{ name: string; in: string }>; responses: Record<string, unknown> }>> }>();
    for (const path of ['/api/v3/plans/', '/api/plans/', '/api/v2/plans/', '/api/plans/{id}/', '/api/states/', '/api/institutions/', '/api/institutions/{id}/', '/api/institution/{id}/simple', '/api/entities/', '/api/occupations/', '/api/hospitals/']) {
      expect(doc.paths[path]?.get, path).toBeDefined();
    }
    const quote = doc.paths['/api/v3/plans/']?.get;
    const names = (quote?.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
    expect(names).toEqual(expect.arrayContaining(['state', 'city', 'type', 'is_pme', 'is_mei', 'is_optional', 'lifes', 'age_0_18', 'age_59_plus', 'accredited_networks', 'coverage_areas', 'occupation', 'entity']));
    expect(Object.keys(quote?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401']));
  });
});

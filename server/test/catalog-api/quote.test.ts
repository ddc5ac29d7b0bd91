/**
 * The quote (`GET /api/v3/plans/`, `/api/plans/`, `/api/v2/plans/`) against the 'small'
 * catalog: every filter, totals recomputed from the answer and from the database rows,
 * the real Hapvida tables of June 2026, commercialization areas, and the table history.
 */
import { readFileSync } from 'node:fs';
import zlib from 'node:zlib';
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countsFromAges, quoteTotal, type BracketCounts, type PriceTable } from '../../../src/domain/quotation';
import { planQuoteListWire, type JoinedPlanQuoteWire } from '../../../src/contract/catalog';
import { HAPVIDA_FILE_PATH } from '../../src/catalog';
import {
  commercializationAreas,
  entities,
  entityOccupations,
  institutionSimilarEntities,
  networkProviders,
  planEntities,
  plans,
  priceTables,
  providers,
} from '../../src/db/schema-catalog';
import { addDays } from '../../src/lib/dates';
import { catalogToday } from '../../src/modules/catalog/use-cases/catalog-deps';
import { buildCatalogSnapshot, quoteFromSnapshot } from '../../src/modules/catalog/use-cases/catalog-snapshot';
import { readCatalogSnapshotRows } from '../../src/modules/catalog/repositories/catalog-snapshot.repository';
import { isStaleTable } from '../../../src/domain/quotation/table-age';
import { createCatalogKit, expectFieldError, qs, type CatalogKit } from './catalog-test-kit';

let kit: CatalogKit;
beforeAll(async () => {
  kit = await createCatalogKit();
});
afterAll(() => kit.ctx.close());

const TODAY = '2026-11-20';
const SP = 26;
const PE = 16;
const MG = 11;

/** Σ lives × bracket price, recomputed here from a price list and the query's counts. */
function expectedTotal(prices: readonly number[], counts: readonly number[]): number {
  return counts.reduce((sum, lives, index) => sum + lives * (prices[index] ?? Number.NaN), 0);
}

const AGE_KEYS = ['age_0_18', 'age_19_23', 'age_24_28', 'age_29_33', 'age_34_38', 'age_39_43', 'age_44_48', 'age_49_53', 'age_54_58', 'age_59_plus'] as const;
function ageQuery(counts: readonly number[]): Record<string, number> {
  return Object.fromEntries(AGE_KEYS.map((key, index) => [key, counts[index] ?? 0]));
}

/** Ids of the plans of `where` that have a table in force on TODAY (independent of the API's query). */
async function quotablePlanIds(where: ReturnType<typeof and>): Promise<number[]> {
  const rows = await kit.ctx.db
    .selectDistinct({ id: plans.id })
    .from(plans)
    .innerJoin(priceTables, and(eq(priceTables.planId, plans.id), lte(priceTables.effectiveDate, TODAY)))
    .where(where);
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

const ids = (results: readonly JoinedPlanQuoteWire[]) => results.map((plan) => plan.id).sort((a, b) => a - b);
const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

describe('PME quote in São Paulo (2 × 0-18, 1 × 29-33, 1 × 59+)', () => {
  const counts = [2, 0, 0, 1, 0, 0, 0, 0, 0, 1];
  const query = { state: SP, type: 'PJ', is_pme: true, is_mei: false, is_optional: false, lifes: 4, ...ageQuery(counts) };

  it('answers the agreed wire shape with lives 4 and one total per plan', async () => {
    const answer = await kit.quote(query);
    expect(planQuoteListWire.safeParse(answer).success).toBe(true);
    expect(answer.lives).toBe(4);
    expect(answer.count).toBe(answer.results.length);
    expect(answer.count).toBeGreaterThan(0);
    for (const plan of answer.results) {
      expect(plan).toMatchObject({ type: 'PJ', state: { id: SP, uf: 'SP' }, is_optional: false, lives: 4 });
      expect(plan.min_lives).toBeLessThanOrEqual(4);
      expect(plan.max_lives ?? 4).toBeGreaterThanOrEqual(4);
      expect(plan.porte).not.toBe('i_mei');
      expect(plan.total_cents).toBe(expectedTotal(plan.price_table.prices_cents, counts));
      expect(plan.total_cents).toBe(quoteTotal(plan.price_table.prices_cents as unknown as PriceTable, counts as unknown as PriceTable));
    }
  });

  it('names each operator and area on its plans and carries each whole once, as the plan page has it', async () => {
    const raw = await kit.ok<unknown>(`/api/v3/plans/?${qs(query)}`);
    const answer = planQuoteListWire.parse(raw);
    const institutionIds = answer.institutions.map((institution) => institution.id);
    const areaIds = answer.areas.map((area) => area.id);
    expect(new Set(institutionIds).size).toBe(institutionIds.length);
    expect(new Set(areaIds).size).toBe(areaIds.length);
    // Listed once, in order of first appearance, and only those the results name.
    expect(institutionIds).toEqual([...new Set(answer.results.map((plan) => plan.institution.id))]);
    expect(areaIds).toEqual([...new Set(answer.results.map((plan) => plan.commercialization_area.id))]);
    for (const plan of (raw as { results: Array<{ institution: object; commercialization_area: object }> }).results) {
      expect(Object.keys(plan.institution)).toEqual(['id', 'name', 'slug', 'logo']);
      expect(Object.keys(plan.commercialization_area)).toEqual(['id', 'name']);
    }
    // Joined again, a plan's operator and area are the plan page's.
    const joined = (await kit.quote(query)).results;
    for (const plan of [joined[0], joined.at(-1)]) {
      const detail = await kit.plan(plan!.id);
      expect(plan!.institution).toEqual(detail.institution);
      expect(plan!.commercialization_area).toMatchObject(detail.commercialization_area);
    }
  });

  it('lists exactly the PJ plans of SP that fit 4 lives with a table in force, each with its current table from the database', async () => {
    const answer = await kit.quote(query);
    const expected = await quotablePlanIds(
      and(
        eq(plans.stateId, SP),
        eq(plans.type, 'PJ'),
        eq(plans.isOptional, false),
        sql`${plans.porte} is distinct from 'i_mei'`,
        lte(plans.minLives, 4),
        sql`(${plans.maxLives} is null or ${plans.maxLives} >= 4)`,
      ),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(answer.results)).toEqual(expected);
    for (const plan of answer.results) {
      const [current] = await kit.ctx.db
        .select()
        .from(priceTables)
        .where(and(eq(priceTables.planId, plan.id), lte(priceTables.effectiveDate, TODAY)))
        .orderBy(desc(priceTables.effectiveDate))
        .limit(1);
      expect(current).toBeDefined();
      expect(plan.price_table).toMatchObject({ id: current?.id, effective_date: current?.effectiveDate, prices_cents: current?.pricesCents });
      expect(plan.total_cents).toBe(expectedTotal(current?.pricesCents ?? [], counts));
    }
  });

  it('is sorted by institution slug, then plan name', async () => {
    const { results } = await kit.quote({ state: SP, age_29_33: 1 });
    expect(results.length).toBeGreaterThan(3);
    for (let i = 1; i < results.length; i += 1) {
      const a = results[i - 1] as JoinedPlanQuoteWire;
      const b = results[i] as JoinedPlanQuoteWire;
      const order = collator.compare(a.institution.slug, b.institution.slug) || collator.compare(a.name, b.name) || a.id - b.id;
      expect(order).toBeLessThan(0);
    }
  });

  it('gives total null and lives 0 without age groups (lifes is informative)', async () => {
    const answer = await kit.quote({ state: SP, type: 'PJ', lifes: 4 });
    expect(answer.lives).toBe(0);
    expect(answer.results.length).toBeGreaterThan(0);
    for (const plan of answer.results) expect(plan).toMatchObject({ lives: 0, total_cents: null });
  });
});

describe('CP quote in Recife for ages 5, 34 and 36 — the real Hapvida tables of June 2026', () => {
  interface HapvidaJson {
    cities: Array<{
      city: string;
      uf: string;
      tables: Array<{ product: string; plan_name: string; accommodation: string; coparticipation: 'total' | 'partial'; prices_cents: number[]; first_3_months_prices_cents?: number[] }>;
    }>;
  }
  const file = JSON.parse(readFileSync(HAPVIDA_FILE_PATH, 'utf8')) as HapvidaJson;
  const recife = file.cities.find((city) => city.city === 'Recife');
  const individual = recife?.tables.filter((table) => table.product === 'ind') ?? [];

  it('counts 1 × 0-18 and 2 × 34-38', () => {
    expect(countsFromAges([5, 34, 36])).toEqual([1, 0, 0, 0, 2, 0, 0, 0, 0, 0]);
    expect(individual.length).toBeGreaterThan(0);
  });

  it('lists every Hapvida individual table of Recife with its total to the cent', async () => {
    const counts = countsFromAges([5, 34, 36]);
    const answer = await kit.quote({ state: PE, city: 'Recife', type: 'CP', lifes: 3, ...ageQuery(counts) });
    expect(answer.lives).toBe(3);
    const hapvida = answer.results.filter((plan) => plan.institution.slug === 'hapvida' && plan.price_table.real);
    expect(hapvida).toHaveLength(individual.length);
    const kind = { total: 'with', partial: 'with_tp' } as const;
    for (const table of individual) {
      const matches = hapvida.filter(
        // Names as printed, the kind added where the file repeats a name.
        (plan) =>
          (plan.name === table.plan_name || plan.name.startsWith(`${table.plan_name} `)) &&
          plan.accommodation === table.accommodation &&
          plan.coparticipation === kind[table.coparticipation],
      );
      expect(matches, `${table.plan_name} ${table.coparticipation}`).toHaveLength(1);
      const plan = matches[0] as JoinedPlanQuoteWire;
      const [p0 = 0, , , , p4 = 0] = table.prices_cents;
      expect(plan.total_cents).toBe(p0 + 2 * p4);
      expect(plan.price_table).toMatchObject({
        effective_date: '2026-06-01',
        real: true,
        source: 'Hapvida — tabela de preços junho/2026',
        prices_cents: table.prices_cents,
        promotional_prices_cents: table.first_3_months_prices_cents ?? null,
        promotional_months: table.first_3_months_prices_cents ? 3 : null,
      });
      expect(plan.institution).toMatchObject({ name: 'Hapvida', ans_registration: '368253' });
      expect(plan.commercialization_area).toMatchObject({ name: 'Recife', cities: ['Recife'] });
    }
  });
});

describe('commercialization areas: MG without a city and with Uberaba', () => {
  it('without a city lists the plans of every MG area; with Uberaba only its area and the whole-state ones', async () => {
    // No age groups: lives 0, so no lives band leaves a plan out.
    const all = await kit.quote({ state: MG });
    const uberaba = await kit.quote({ state: MG, city: 'Uberaba' });
    const areaNames = (results: readonly JoinedPlanQuoteWire[]) => new Set(results.map((plan) => plan.commercialization_area.name));
    const mgAreas = await kit.ctx.db.select().from(commercializationAreas).where(eq(commercializationAreas.stateId, MG));
    expect(all.count).toBeGreaterThan(0);
    for (const name of areaNames(all.results)) expect(mgAreas.map((area) => area.name)).toContain(name);
    expect([...areaNames(all.results)]).toEqual(expect.arrayContaining(['Belo Horizonte', 'Uberaba', 'Uberlândia']));
    expect(ids(all.results)).toEqual(await quotablePlanIds(eq(plans.stateId, MG)));
    expect(areaNames(uberaba.results).has('Uberaba')).toBe(true);
    for (const plan of uberaba.results) {
      expect(plan.commercialization_area.cities.length === 0 || plan.commercialization_area.cities.includes('Uberaba')).toBe(true);
    }
    expect(uberaba.count).toBeLessThan(all.count);
    const allIds = new Set(ids(all.results));
    for (const id of ids(uberaba.results)) expect(allIds.has(id)).toBe(true);
    const kept = mgAreas.filter((area) => area.cities === null || area.cities.includes('Uberaba')).map((area) => area.id);
    expect(ids(uberaba.results)).toEqual(await quotablePlanIds(and(eq(plans.stateId, MG), inArray(plans.commercializationAreaId, kept))));
  });

  it('matches the city ignoring case and accents', async () => {
    const exact = await kit.quote({ state: MG, city: 'Uberlândia', age_29_33: 1 });
    const folded = await kit.quote({ state: MG, city: '  UBERLANDIA ', age_29_33: 1 });
    expect(ids(folded.results)).toEqual(ids(exact.results));
    expect(exact.results.some((plan) => plan.commercialization_area.name === 'Uberlândia')).toBe(true);
  });
});

describe('adhesion (PF): entity and occupation', () => {
  async function aPfPlanEntity() {
    const [row] = await kit.ctx.db
      .select({ entityId: planEntities.entityId, stateId: plans.stateId })
      .from(planEntities)
      .innerJoin(plans, eq(plans.id, planEntities.planId))
      .where(eq(plans.type, 'PF'))
      .orderBy(planEntities.planId, planEntities.entityId)
      .limit(1);
    if (!row) throw new Error('the small catalog has no PF plan with entities');
    return row;
  }

  it('with an entity, lists only the plans listing it, whose institutions list it as similar entity', async () => {
    const { entityId, stateId } = await aPfPlanEntity();
    const withEntity = await kit.quote({ state: stateId, type: 'PF', entity: entityId, age_29_33: 1 });
    const without = await kit.quote({ state: stateId, type: 'PF', age_29_33: 1 });
    expect(withEntity.count).toBeGreaterThan(0);
    expect(withEntity.count).toBeLessThanOrEqual(without.count);
    for (const plan of withEntity.results) {
      expect(plan.type).toBe('PF');
      expect(plan.entities.map((entity) => entity.id)).toContain(entityId);
      expect(plan.institution.similar_entities.map((entity) => entity.id)).toContain(entityId);
      expect(plan.administradora).not.toBeNull();
    }
    const listing = kit.ctx.db.select({ id: planEntities.planId }).from(planEntities).where(eq(planEntities.entityId, entityId));
    // Spec point 7: the plan's institution must list the entity as similar entity (of the plan's state or national).
    const similar = kit.ctx.db
      .select({ id: institutionSimilarEntities.institutionId })
      .from(institutionSimilarEntities)
      .innerJoin(entities, eq(entities.id, institutionSimilarEntities.entityId))
      .where(and(eq(institutionSimilarEntities.entityId, entityId), sql`(${entities.stateId} is null or ${entities.stateId} = ${stateId})`));
    expect(ids(withEntity.results)).toEqual(
      await quotablePlanIds(and(eq(plans.stateId, stateId), eq(plans.type, 'PF'), inArray(plans.id, listing), inArray(plans.institutionId, similar))),
    );
  });

  it('with an occupation, lists only the plans with an entity accepting it', async () => {
    const { entityId, stateId } = await aPfPlanEntity();
    const [link] = await kit.ctx.db.select().from(entityOccupations).where(eq(entityOccupations.entityId, entityId)).limit(1);
    if (!link) throw new Error('entity without occupation');
    const answer = await kit.quote({ state: stateId, type: 'PF', occupation: link.occupationId, age_29_33: 1 });
    expect(answer.count).toBeGreaterThan(0);
    const accepting = new Set(
      (await kit.ctx.db.select().from(entityOccupations).where(eq(entityOccupations.occupationId, link.occupationId))).map((row) => row.entityId),
    );
    for (const plan of answer.results) expect(plan.entities.some((entity) => accepting.has(entity.id))).toBe(true);
  });
});

describe('other filters', () => {
  it('coverage_areas keeps the plans of those coverage areas', async () => {
    const [somePlan] = await kit.ctx.db.select({ stateId: plans.stateId }).from(plans).where(eq(plans.coverageArea, 'nacional')).orderBy(plans.id).limit(1);
    const stateId = somePlan?.stateId ?? SP;
    const national = await kit.quote({ state: stateId, coverage_areas: 'nacional', age_29_33: 1 });
    expect(national.count).toBeGreaterThan(0);
    for (const plan of national.results) expect(plan.coverage_area).toBe('nacional');
    const two = await kit.quote({ state: stateId, coverage_areas: 'nacional,estadual', age_29_33: 1 });
    expect(two.count).toBeGreaterThan(0);
    for (const plan of two.results) expect(['nacional', 'estadual']).toContain(plan.coverage_area);
    expect(two.count).toBeGreaterThanOrEqual(national.count);
  });

  it('accredited_networks keeps the plans whose network has ALL these hospitals', async () => {
    const links = await kit.ctx.db
      .select({ networkId: networkProviders.networkId, providerId: networkProviders.providerId, stateId: providers.stateId })
      .from(networkProviders)
      .innerJoin(providers, eq(providers.id, networkProviders.providerId))
      .where(eq(providers.kind, 'hospital'))
      .orderBy(networkProviders.networkId, networkProviders.providerId);
    const byNetwork = new Map<number, number[]>();
    for (const link of links) byNetwork.set(link.networkId, [...(byNetwork.get(link.networkId) ?? []), link.providerId]);
    const [networkId, hospitals] = [...byNetwork].find(([, list]) => list.length >= 2) ?? [];
    if (!networkId || !hospitals) throw new Error('no network with two hospitals');
    const pair = hospitals.slice(0, 2);
    const stateId = links.find((link) => link.networkId === networkId)?.stateId ?? 0;
    // No age groups: lives 0, so no lives band leaves a plan out.
    const answer = await kit.quote({ state: stateId, accredited_networks: pair.join(',') });
    expect(answer.count).toBeGreaterThan(0);
    const networksWithBoth = [...byNetwork].filter(([, list]) => pair.every((id) => list.includes(id))).map(([id]) => id);
    expect(ids(answer.results)).toEqual(await quotablePlanIds(and(eq(plans.stateId, stateId), inArray(plans.networkId, networksWithBoth))));
    const detail = await kit.plan(answer.results[0]?.id ?? 0);
    expect(detail.hospitals.map((hospital) => hospital.id)).toEqual(expect.arrayContaining(pair));
  });

  it('is_mei true keeps only PJ plans accepting MEI; is_mei false leaves out the MEI-only porte', async () => {
    const meiPlans = await kit.ctx.db.select({ stateId: plans.stateId }).from(plans).where(and(eq(plans.type, 'PJ'), eq(plans.acceptsMei, true))).limit(1);
    const stateId = meiPlans[0]?.stateId ?? SP;
    const mei = await kit.quote({ state: stateId, type: 'PJ', is_mei: true, age_29_33: 2 });
    expect(mei.count).toBeGreaterThan(0);
    for (const plan of mei.results) expect(plan.is_mei).toBe(true);
    expect(ids(mei.results)).toEqual(
      await quotablePlanIds(and(eq(plans.stateId, stateId), eq(plans.type, 'PJ'), eq(plans.acceptsMei, true), lte(plans.minLives, 2), sql`(${plans.maxLives} is null or ${plans.maxLives} >= 2)`)),
    );
    const notMei = await kit.quote({ state: stateId, type: 'PJ', is_mei: false, age_29_33: 2 });
    expect(notMei.count).toBeGreaterThan(0);
    for (const plan of notMei.results) expect(plan.porte).not.toBe('i_mei');
  });

  it('is_optional filters the PJ contribution and leaves CP/PF plans alone', async () => {
    // The small catalog's PJ plans are all compulsory: is_optional true leaves every one of them out.
    const compulsory = await kit.quote({ state: SP, is_optional: false, age_29_33: 2 });
    const optional = await kit.quote({ state: SP, is_optional: true, age_29_33: 2 });
    expect(compulsory.results.filter((plan) => plan.type === 'PJ').length).toBeGreaterThan(0);
    for (const plan of compulsory.results) if (plan.type === 'PJ') expect(plan.is_optional).toBe(false);
    expect(optional.results.filter((plan) => plan.type === 'PJ' && !plan.is_optional)).toEqual([]);
    const individual = await kit.quote({ state: SP, type: 'CP', is_optional: false, age_29_33: 1 });
    const individualAny = await kit.quote({ state: SP, type: 'CP', age_29_33: 1 });
    expect(ids(individual.results)).toEqual(ids(individualAny.results));
  });

  it('lives outside a plan band leave it out (PJ porte I is 2–29 lives, porte II 30–99)', async () => {
    const one = await kit.quote({ state: PE, type: 'PJ', city: 'Recife', age_29_33: 1 });
    const two = await kit.quote({ state: PE, type: 'PJ', city: 'Recife', age_29_33: 2 });
    expect(two.count).toBeGreaterThan(0);
    for (const plan of two.results) expect(plan.min_lives).toBeLessThanOrEqual(2);
    expect(one.count).toBeLessThan(two.count);
    for (const plan of one.results) expect(plan.min_lives).toBeLessThanOrEqual(1);
    const forty = await kit.quote({ state: PE, type: 'PJ', city: 'Recife', age_29_33: 40 });
    expect(forty.count).toBeGreaterThan(0);
    for (const plan of forty.results) {
      expect(plan.min_lives).toBeLessThanOrEqual(40);
      expect(plan.max_lives ?? 40).toBeGreaterThanOrEqual(40);
    }
    expect(forty.results.some((plan) => plan.porte === 'porte_ii')).toBe(true);
  });

  it('porte keeps the PJ plans of that porte and those without one (not a spec parameter: added like city)', async () => {
    // No age groups: lives 0, so no lives band leaves a plan out.
    const all = await kit.quote({ state: PE, type: 'PJ', city: 'Recife' });
    const porteII = await kit.quote({ state: PE, type: 'PJ', city: 'Recife', porte: 'porte_ii' });
    expect(all.results.some((plan) => plan.porte !== 'porte_ii')).toBe(true);
    expect(porteII.count).toBeGreaterThan(0);
    expect(ids(porteII.results)).toEqual(ids(all.results.filter((plan) => plan.porte === null || plan.porte === 'porte_ii')));
    expectFieldError(await kit.get('/api/v3/plans/?state=16&porte=porte_x'), 'porte');
  });

  it('type and is_pme: type wins; is_pme true alone means PJ, false CP and PF', async () => {
    const pme = await kit.quote({ state: SP, is_pme: true, age_29_33: 3 });
    expect(new Set(pme.results.map((plan) => plan.type))).toEqual(new Set(['PJ']));
    const notPme = await kit.quote({ state: SP, is_pme: false, age_29_33: 1 });
    expect(notPme.count).toBeGreaterThan(0);
    expect(notPme.results.every((plan) => plan.type !== 'PJ')).toBe(true);
    const typed = await kit.quote({ state: SP, type: 'CP', is_pme: true, age_29_33: 1 });
    expect(typed.count).toBeGreaterThan(0);
    expect(typed.results.every((plan) => plan.type === 'CP')).toBe(true);
  });
});

describe('/api/plans/ (CP, PF) and /api/v2/plans/ (PJ)', () => {
  it('/api/plans/ answers CP and PF plans only, like v3 for those types', async () => {
    const v1 = await kit.quote({ state: SP, age_29_33: 1, is_pme: true }, '/api/plans/');
    expect(planQuoteListWire.safeParse(v1).success).toBe(true);
    expect(new Set(v1.results.map((plan) => plan.type))).toEqual(new Set(['CP', 'PF']));
    const cp = await kit.quote({ state: SP, type: 'CP', age_29_33: 1 }, '/api/plans/');
    const v3 = await kit.quote({ state: SP, type: 'CP', age_29_33: 1 });
    expect(cp).toEqual(v3);
  });

  it('/api/v2/plans/ answers PJ plans only, like v3 for PJ', async () => {
    const query = { state: SP, is_pme: true, age_0_18: 2, age_29_33: 1, age_59_plus: 1 };
    const v2 = await kit.quote(query, '/api/v2/plans/');
    expect(v2.results.every((plan) => plan.type === 'PJ')).toBe(true);
    expect(v2).toEqual(await kit.quote({ ...query, type: 'PJ' }));
  });
});

describe('current table vs history (injectable clock)', () => {
  it('uses the previous table before the current one takes effect, and leaves a plan out before its first table', async () => {
    // A plan with at least two tables, the latest one in force on TODAY.
    const rows = await kit.ctx.db
      .select({ planId: priceTables.planId, n: sql<number>`count(*)::int` })
      .from(priceTables)
      .where(lte(priceTables.effectiveDate, TODAY))
      .groupBy(priceTables.planId)
      .having(sql`count(*) >= 2`)
      .orderBy(priceTables.planId)
      .limit(1);
    const planId = rows[0]?.planId;
    if (planId === undefined) throw new Error('no plan with a table history');
    const history = await kit.ctx.db.select().from(priceTables).where(eq(priceTables.planId, planId)).orderBy(desc(priceTables.effectiveDate));
    const [latest, previous] = history;
    if (!latest || !previous) throw new Error('history too short');
    const [plan] = await kit.ctx.db.select().from(plans).where(eq(plans.id, planId));
    if (!plan) throw new Error('plan vanished');
    const query = { state: plan.stateId, type: plan.type, age_29_33: 2 };
    const find = async () => (await kit.quote(query)).results.find((result) => result.id === planId);

    try {
      expect((await find())?.price_table).toMatchObject({ id: latest.id, effective_date: latest.effectiveDate, next_effective_date: null });
      // The day before the latest table, at noon in Brasília.
      kit.ctx.clock.set(new Date(`${addDays(latest.effectiveDate, -1)}T15:00:00Z`));
      const before = await find();
      // The answer says a newer table is scheduled, by its date only.
      expect(before?.price_table).toMatchObject({
        id: previous.id,
        effective_date: previous.effectiveDate,
        prices_cents: previous.pricesCents,
        next_effective_date: latest.effectiveDate,
      });
      expect(before?.total_cents).toBe(2 * (previous.pricesCents[3] ?? 0));
      // The detail shows the same table.
      expect((await kit.plan(planId)).price_table.id).toBe(previous.id);
      // Before its first table the plan is not on sale: left out of quotes, detail shows the first table.
      const first = history[history.length - 1];
      kit.ctx.clock.set(new Date(`${addDays(first?.effectiveDate ?? TODAY, -1)}T15:00:00Z`));
      expect(await find()).toBeUndefined();
      expect((await kit.plan(planId)).price_table.id).toBe(first?.id);
    } finally {
      kit.ctx.clock.set(new Date('2026-11-20T15:00:00Z'));
    }
  });

  it('the day of the change follows Brasília time, not UTC', async () => {
    const [row] = await kit.ctx.db
      .select({ planId: priceTables.planId, effectiveDate: priceTables.effectiveDate })
      .from(priceTables)
      .where(and(lte(priceTables.effectiveDate, TODAY), sql`exists (select 1 from price_tables p2 where p2.plan_id = ${priceTables.planId} and p2.effective_date < ${priceTables.effectiveDate})`))
      .orderBy(desc(priceTables.effectiveDate), priceTables.planId)
      .limit(1);
    if (!row) throw new Error('no history');
    const [plan] = await kit.ctx.db.select().from(plans).where(eq(plans.id, row.planId));
    const find = async () => (await kit.quote({ state: plan?.stateId ?? 0, type: plan?.type ?? 'CP', age_29_33: 1 })).results.find((result) => result.id === row.planId);
    try {
      // 01:00 UTC on the effective date is still the previous day in Brasília (UTC−3).
      kit.ctx.clock.set(new Date(`${row.effectiveDate}T01:00:00Z`));
      expect((await find())?.price_table.effective_date).not.toBe(row.effectiveDate);
      kit.ctx.clock.set(new Date(`${row.effectiveDate}T04:00:00Z`));
      expect((await find())?.price_table.effective_date).toBe(row.effectiveDate);
    } finally {
      kit.ctx.clock.set(new Date('2026-11-20T15:00:00Z'));
    }
  });
});

describe('hide_stale_tables (tables more than 12 months old)', () => {
  it('hides nothing while every table in force is recent, and the answer is otherwise the same', async () => {
    const query = { state: SP, type: 'PJ', age_29_33: 2 };
    const all = (await kit.quote(query)).results;
    expect(all.every((plan) => !isStaleTable(plan.price_table.effective_date, TODAY))).toBe(true);
    expect(ids((await kit.quote({ ...query, hide_stale_tables: true })).results)).toEqual(ids(all));
  });

  it('leaves out exactly the plans whose table in force is more than 12 months old on the Brasília day', async () => {
    const counts: BracketCounts = [0, 0, 0, 2, 0, 0, 0, 0, 0, 0];
    const snapshot = buildCatalogSnapshot(await readCatalogSnapshotRows(kit.ctx.db));
    const atToday = quoteFromSnapshot(snapshot, { stateId: SP, type: 'PJ', counts }, catalogToday({ clock: kit.ctx.clock.now }));
    if (atToday.kind !== 'ok') throw new Error('quote refused');
    const oldest = atToday.plans.map((plan) => plan.priceTable.effectiveDate).sort()[0];
    if (!oldest) throw new Error('no SP PJ plan');
    // 12 months and one day after the oldest table: that table is stale. (The use case, not
    // HTTP: a clock a year ahead would end the test broker's subscription.)
    const day = addDays(`${Number(oldest.slice(0, 4)) + 1}${oldest.slice(4)}`, 1);
    const all = quoteFromSnapshot(snapshot, { stateId: SP, type: 'PJ', counts }, day);
    const hidden = quoteFromSnapshot(snapshot, { stateId: SP, type: 'PJ', counts, hideStaleTables: true }, day);
    if (all.kind !== 'ok' || hidden.kind !== 'ok') throw new Error('quote refused');
    const fresh = all.plans.filter((plan) => !isStaleTable(plan.priceTable.effectiveDate, day)).map((plan) => plan.id);
    expect(fresh.length).toBeLessThan(all.plans.length);
    expect(hidden.plans.map((plan) => plan.id)).toEqual(fresh);
  });

  it('refuses a value that is not a boolean with a field message', async () => {
    expectFieldError(await kit.get(`/api/v3/plans/?state=${SP}&hide_stale_tables=talvez`), 'hide_stale_tables');
  });
});

describe('SQL statements per quote (no N+1)', () => {
  /** Counts the statements the database session prepares while `run` runs. */
  async function statementsDuring(run: () => Promise<unknown>): Promise<number> {
    const session = (kit.ctx.db as unknown as { session: { prepareQuery: (...args: unknown[]) => unknown } }).session;
    const original = session.prepareQuery;
    let statements = 0;
    session.prepareQuery = function (this: unknown, ...args: unknown[]) {
      statements += 1;
      return original.apply(this, args);
    };
    try {
      await run();
    } finally {
      session.prepareQuery = original;
    }
    return statements;
  }

  it('a quote costs no statement beyond authentication once the catalog snapshot is loaded, whatever the number of plans', async () => {
    const authPlusOne = await statementsDuring(() => kit.ok('/api/occupations/'));
    await kit.quote({ state: SP, age_29_33: 1 }); // the snapshot is loaded (or checked) by the first quote
    const small = await statementsDuring(() => kit.quote({ state: SP, type: 'PJ', age_0_18: 2, age_29_33: 1, age_59_plus: 1 }));
    const large = await statementsDuring(() => kit.quote({ state: SP, age_29_33: 1 }));
    expect(small).toBe(authPlusOne - 1);
    expect(large).toBe(small);
    // A city is looked up in memory too.
    const withCity = await statementsDuring(() => kit.quote({ state: MG, city: 'Uberaba', age_29_33: 1 }));
    expect(withCity).toBe(small);
  });
});

describe('prepared quote answers (http/prepared-answers.ts)', () => {
  const query = { state: SP, type: 'PJ', is_pme: true, age_0_18: 2, age_29_33: 1, age_59_plus: 1 };
  const url = `/api/v3/plans/?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString()}`;
  const get = (path: string, encoding?: string) =>
    kit.app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${kit.token}`, ...(encoding ? { 'accept-encoding': encoding } : {}) } });

  it('answers a repeated quote with the same bytes, in br, gzip or plain as the client accepts, and says it varies by encoding', async () => {
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    const again = await get(url);
    expect(again.rawPayload.equals(plain.rawPayload)).toBe(true);
    const br = await get(url, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const gzip = await get(url, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
    // q-values are honoured: brotli refused, gzip taken.
    expect((await get(url, 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    expect((await get(url, 'identity')).headers['content-encoding']).toBeUndefined();
  });

  it('gives the same answer whatever the order of the query fields', async () => {
    const reversed = `/api/v3/plans/?${new URLSearchParams(Object.entries(query).reverse().map(([key, value]) => [key, String(value)])).toString()}`;
    expect((await get(reversed)).rawPayload.equals((await get(url)).rawPayload)).toBe(true);
  });

  it('never serves a price the catalog no longer has: an edit shows in the very next repeated quote', async () => {
    const before = planQuoteListWire.parse((await get(url)).json());
    const target = before.results[0];
    if (!target) throw new Error('no plan in the PME quote');
    const original = target.price_table.prices_cents;
    const raised = original.map((cents) => cents + 100);
    try {
      await kit.ctx.db.update(priceTables).set({ pricesCents: raised }).where(eq(priceTables.id, target.price_table.id));
      const response = await get(url, 'br');
      expect(response.headers['content-encoding']).toBe('br');
      const after = planQuoteListWire.parse(JSON.parse(zlib.brotliDecompressSync(response.rawPayload).toString('utf8')));
      const edited = after.results.find((plan) => plan.id === target.id);
      expect(edited?.price_table.prices_cents).toEqual(raised);
      // 2 × 0-18, 1 × 29-33, 1 × 59+: each life costs one real more.
      expect(edited?.total_cents).toBe((target.total_cents ?? 0) + 4 * 100);
    } finally {
      await kit.ctx.db.update(priceTables).set({ pricesCents: original }).where(eq(priceTables.id, target.price_table.id));
    }
    expect(planQuoteListWire.parse((await get(url)).json()).results.find((plan) => plan.id === target.id)?.total_cents).toBe(target.total_cents);
  });

  it('a refused filter is answered 400 every time, never cached as an answer', async () => {
    const bad = `/api/v3/plans/?state=${SP}&entity=999999&age_29_33=1`;
    const first = await get(bad);
    expect(first.statusCode).toBe(400);
    const second = await get(bad, 'br');
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual(first.json());
  });
});

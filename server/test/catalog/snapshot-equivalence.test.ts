/**
 * The catalog snapshot, with the domain's eligibility rule, answers every quote exactly as
 * the SQL oracle (./sql-quote-oracle.ts, the same filters written as SQL predicates): a few
 * hundred random filters (fast-check, fixed seed printed below) over the
 * small catalog, each run through `quotePlansBySql` and `quoteFromSnapshot` (memory) and
 * compared as the wire JSON the route sends — plans, order, price tables, totals cent by
 * cent, similar entities, network counts and the 400 field errors. The filters cover
 * states, cities (known, unknown, accents), types and the routes' allowed types, porte,
 * MEI, contribution, coverage areas, occupations, entities, hospitals, lives in all ten
 * brackets (and none), and the day: today, a day before any table, and the eve and day a
 * table takes effect (the injected clock moves; the snapshot is not reloaded).
 *
 * Runs on PGlite and, with DATABASE_URL, on PostgreSQL. Another seed:
 * `SNAPSHOT_EQUIVALENCE_SEED=123 npx vitest run --project server server/test/catalog/snapshot-equivalence.test.ts`.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGE_BRACKETS, PORTE_CODES, type BracketCounts, type PlanTypeCode } from '../../../src/domain/quotation';
import {
  commercializationAreas,
  entities,
  institutionSimilarEntities,
  networkProviders,
  occupations,
  planEntities,
  plans,
  priceTables,
  providers,
} from '../../src/db/schema-catalog';
import { addDays } from '../../src/lib/dates';
import { readCatalogSnapshotRows } from '../../src/modules/catalog/repositories/catalog-snapshot.repository';
import { toQuoteAnswerWire } from '../../src/modules/catalog/catalog-wire.mappers';
import { catalogToday } from '../../src/modules/catalog/use-cases/catalog-deps';
import { buildCatalogSnapshot, quoteFromSnapshot, type CatalogSnapshot } from '../../src/modules/catalog/use-cases/catalog-snapshot';
import { createCatalogSnapshotSource } from '../../src/modules/catalog/use-cases/catalog-snapshot-source';
import type { QuotePlansResult } from '../../src/modules/catalog/use-cases/catalog-snapshot';
import type { QuoteFilter } from '../../../src/domain/quotation/catalog-types';

/** A filter built field by field (the property test's picks). */
type FilterDraft = { -readonly [Field in keyof QuoteFilter]: QuoteFilter[Field] };
import { quotePlansBySql } from './sql-quote-oracle';
import { bearer, createTestContext, login, type TestContext } from '../helpers';
import { administradoraFeesByName, feesOf } from '../../src/modules/catalog/use-cases/plan-extras';
import { drizzleCatalogStore } from '../../src/modules/catalog/repositories/drizzle-catalog-store';

const SEED = Number(process.env.SNAPSHOT_EQUIVALENCE_SEED ?? 16_2026);
const RUNS = 300;
/** 20 Nov 2026, noon in Brasília (as the catalog API tests). */
const START = new Date('2026-11-20T15:00:00Z');

let ctx: TestContext;
let snapshot: CatalogSnapshot;
/** What the generators pick from (read from the small catalog). */
let universe: {
  stateIds: number[];
  citiesByState: Map<number, string[]>;
  occupationIds: number[];
  entityIds: number[];
  hospitalsByState: Map<number, number[]>;
  /** Effective dates of tables that replace an older table of their plan. */
  laterTableDates: string[];
  firstTableDate: string;
};

/** An instant at noon in Brasília on `day`. */
const noonOf = (day: string) => new Date(`${day}T15:00:00Z`);

/** The route's body for a result: the wire JSON (byte for byte what the SPA receives, minus fees). */
function wire(result: QuotePlansResult): string {
  if (result.kind === 'invalid') return JSON.stringify({ invalid: result.errors });
  return JSON.stringify(toQuoteAnswerWire(result.plans, result.lives, () => null));
}

async function both(filter: QuoteFilter, day: string, allowed?: readonly PlanTypeCode[]) {
  const clock = () => noonOf(day);
  const bySql = await quotePlansBySql({ db: ctx.db, clock }, filter, allowed);
  const answer = quoteFromSnapshot(snapshot, filter, catalogToday({ clock }), allowed);
  // The SQL reference answers which plans; why an answer is empty is the snapshot's own addition (tested in catalog-api/empty-quote).
  const byMemory: QuotePlansResult = answer.kind === 'ok' ? (({ explanation: _why, ...plans }) => plans)(answer) : answer;
  return { bySql, byMemory };
}

beforeAll(async () => {
  ctx = await createTestContext({ start: START, catalog: 'small' });
  snapshot = buildCatalogSnapshot(await readCatalogSnapshotRows(ctx.db));
  const planStates = await ctx.db.selectDistinct({ stateId: plans.stateId }).from(plans).orderBy(asc(plans.stateId));
  const areas = await ctx.db.select().from(commercializationAreas);
  const citiesByState = new Map<number, string[]>();
  for (const area of areas) citiesByState.set(area.stateId, [...(citiesByState.get(area.stateId) ?? []), ...(area.cities ?? [])]);
  const hospitals = await ctx.db
    .selectDistinct({ id: providers.id, stateId: providers.stateId })
    .from(providers)
    .innerJoin(networkProviders, eq(networkProviders.providerId, providers.id))
    .where(eq(providers.kind, 'hospital'));
  const hospitalsByState = new Map<number, number[]>();
  for (const row of hospitals) hospitalsByState.set(row.stateId, [...(hospitalsByState.get(row.stateId) ?? []), row.id]);
  const later = await ctx.db
    .selectDistinct({ day: sql<string>`${priceTables.effectiveDate}::text` })
    .from(priceTables)
    .where(sql`exists (select 1 from price_tables older where older.plan_id = ${priceTables.planId} and older.effective_date < ${priceTables.effectiveDate})`);
  const [first] = await ctx.db.select({ day: sql<string>`min(${priceTables.effectiveDate})::text` }).from(priceTables);
  universe = {
    stateIds: planStates.map((row) => row.stateId),
    citiesByState,
    occupationIds: (await ctx.db.select({ id: occupations.id }).from(occupations)).map((row) => row.id),
    entityIds: (await ctx.db.select({ id: entities.id }).from(entities)).map((row) => row.id),
    hospitalsByState,
    laterTableDates: later.map((row) => row.day).sort(),
    firstTableDate: first!.day,
  };
  console.log(`snapshot-equivalence: seed ${SEED}, ${RUNS} filters, ${snapshot.planCount} plans, ${snapshot.tableCount} price tables, ${universe.laterTableDates.length} later-table dates`);
}, 600_000);
afterAll(() => ctx?.close());

/** A random filter over the small catalog, with the day and the route's allowed types. */
function scenario() {
  /** Absent 3 times in 4 (most brokers leave most filters alone). */
  const optional = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> => fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: arb, weight: 1 });
  /** One of `names`, each with its weight. */
  const weighted = <T extends string>(weights: Record<T, number>): fc.Arbitrary<T> =>
    fc.oneof(...(Object.entries(weights) as [T, number][]).map(([name, weight]) => ({ arbitrary: fc.constant(name), weight })));
  return fc
    .record({
      stateIndex: fc.nat(),
      cityPick: weighted({ none: 6, known: 3, shouted: 1, unknown: 1 }),
      cityIndex: fc.nat(),
      type: optional(fc.constantFrom<PlanTypeCode>('CP', 'PF', 'PJ')),
      allowed: fc.constantFrom<readonly PlanTypeCode[] | undefined>(undefined, undefined, ['CP', 'PF'], ['PJ']),
      isPme: optional(fc.boolean()),
      isMei: optional(fc.boolean()),
      isOptional: optional(fc.boolean()),
      porte: optional(fc.constantFrom(...PORTE_CODES)),
      coverageAreas: optional(fc.subarray(['nacional', 'estadual', 'grupo_de_municipios'] as const, { minLength: 1 })),
      occupation: weighted({ none: 8, known: 2, unknown: 1 }),
      occupationIndex: fc.nat(),
      entity: weighted({ none: 8, known: 2, unknown: 1 }),
      entityIndex: fc.nat(),
      hospitals: fc.constantFrom(0, 0, 0, 1, 2),
      hospitalIndex: fc.nat(),
      unknownHospital: weighted({ no: 4, yes: 1 }),
      counts: fc.oneof(
        fc.array(fc.nat({ max: 3 }), { minLength: AGE_BRACKETS.length, maxLength: AGE_BRACKETS.length }),
        fc.constant(Array.from({ length: AGE_BRACKETS.length }, () => 0)),
        fc.array(fc.nat({ max: 40 }), { minLength: AGE_BRACKETS.length, maxLength: AGE_BRACKETS.length }),
      ),
      day: weighted({ today: 6, 'before-any': 1, eve: 2, effective: 2 }),
      dayIndex: fc.nat(),
    })
    .map((pick) => {
      const stateId = universe.stateIds[pick.stateIndex % universe.stateIds.length]!;
      const filter: FilterDraft = { stateId, counts: pick.counts as unknown as BracketCounts };
      const cities = universe.citiesByState.get(stateId) ?? [];
      if (pick.cityPick === 'unknown') filter.city = 'Cidade Que Não Existe';
      else if (pick.cityPick !== 'none' && cities.length > 0) {
        const city = cities[pick.cityIndex % cities.length]!;
        filter.city = pick.cityPick === 'shouted' ? `  ${city.toUpperCase().normalize('NFD')} ` : city;
      }
      if (pick.type) filter.type = pick.type;
      if (pick.isPme !== undefined) filter.isPme = pick.isPme;
      if (pick.isMei !== undefined) filter.isMei = pick.isMei;
      if (pick.isOptional !== undefined) filter.isOptional = pick.isOptional;
      if (pick.porte) filter.porte = pick.porte;
      if (pick.coverageAreas) filter.coverageAreas = pick.coverageAreas;
      if (pick.occupation === 'known') filter.occupation = universe.occupationIds[pick.occupationIndex % universe.occupationIds.length]!;
      if (pick.occupation === 'unknown') filter.occupation = 987_654;
      if (pick.entity === 'known') filter.entity = universe.entityIds[pick.entityIndex % universe.entityIds.length]!;
      if (pick.entity === 'unknown') filter.entity = 3_000_000_000;
      const hospitals = universe.hospitalsByState.get(stateId) ?? [];
      if (pick.hospitals > 0 && hospitals.length > 0) {
        filter.accreditedNetworks = Array.from({ length: pick.hospitals }, (_, index) => hospitals[(pick.hospitalIndex + index * 7) % hospitals.length]!);
        if (pick.unknownHospital === 'yes') filter.accreditedNetworks = [...filter.accreditedNetworks, 999_999];
      }
      const dates = universe.laterTableDates;
      const tableDay = dates[pick.dayIndex % dates.length]!;
      const day =
        pick.day === 'today'
          ? catalogToday({ clock: () => START })
          : pick.day === 'before-any'
            ? addDays(universe.firstTableDate, -1)
            : pick.day === 'eve'
              ? addDays(tableDay, -1)
              : tableDay;
      return { filter, day, allowed: pick.allowed };
    });
}

describe('catalog snapshot vs SQL (the reference)', () => {
  it(`answers ${RUNS} random filters exactly as SQL does, cent by cent`, async () => {
    const seen = { plans: 0, invalid: 0, empty: 0, coparticipation: new Set<string>(), accommodation: new Set<string>(), brackets: new Set<number>(), pricedPlans: 0 };
    await fc.assert(
      fc.asyncProperty(scenario(), async ({ filter, day, allowed }) => {
        const { bySql, byMemory } = await both(filter, day, allowed);
        expect(wire(byMemory)).toBe(wire(bySql));
        expect(byMemory).toEqual(bySql);
        if (bySql.kind === 'invalid') seen.invalid += 1;
        else if (bySql.plans.length === 0) seen.empty += 1;
        else {
          seen.plans += bySql.plans.length;
          for (const plan of bySql.plans) {
            seen.coparticipation.add(plan.coparticipation);
            seen.accommodation.add(plan.accommodation);
            if (plan.totalCents !== null) seen.pricedPlans += 1;
          }
          filter.counts.forEach((count, index) => count > 0 && seen.brackets.add(index));
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    console.log(
      `snapshot-equivalence: ${seen.plans} plans compared (${seen.pricedPlans} priced), ${seen.invalid} refused filters, ${seen.empty} empty answers; ` +
        `coparticipation ${[...seen.coparticipation].join('/')}, ${seen.accommodation.size} accommodations, brackets with lives ${seen.brackets.size}/10`,
    );
    // The run exercised what it claims to: answers with plans, refusals, empty answers, every kind.
    expect(seen.plans).toBeGreaterThan(300);
    expect(seen.invalid).toBeGreaterThan(5);
    expect(seen.empty).toBeGreaterThan(5);
    expect(seen.coparticipation.size).toBe(3);
    expect(seen.accommodation.size).toBeGreaterThan(1);
    expect(seen.brackets.size).toBe(10);
  }, 600_000);

  it('a table effective tomorrow is not quoted today and is quoted tomorrow, by both paths, with no reload', async () => {
    const [row] = await ctx.db
      .select({ planId: priceTables.planId, day: sql<string>`${priceTables.effectiveDate}::text`, stateId: plans.stateId, type: plans.type })
      .from(priceTables)
      .innerJoin(plans, eq(plans.id, priceTables.planId))
      .where(sql`exists (select 1 from price_tables older where older.plan_id = ${priceTables.planId} and older.effective_date < ${priceTables.effectiveDate})`)
      .orderBy(asc(priceTables.effectiveDate), asc(priceTables.planId))
      .limit(1);
    expect(row).toBeDefined();
    const filter: QuoteFilter = { stateId: row!.stateId, type: row!.type, counts: [1, 0, 0, 1, 0, 0, 0, 0, 0, 1] };
    const pick = (result: QuotePlansResult) => (result.kind === 'ok' ? result.plans.find((plan) => plan.id === row!.planId) : undefined);
    const eve = await both(filter, addDays(row!.day, -1));
    const day = await both(filter, row!.day);
    expect(wire(eve.byMemory)).toBe(wire(eve.bySql));
    expect(wire(day.byMemory)).toBe(wire(day.bySql));
    expect(pick(eve.byMemory)?.priceTable.nextEffectiveDate).toBe(row!.day);
    expect(pick(day.byMemory)?.priceTable.effectiveDate).toBe(row!.day);
    expect(pick(day.byMemory)?.totalCents).not.toBe(pick(eve.byMemory)?.totalCents);
  });

  it('a plan with no price table yet on the day is left out by both paths', async () => {
    const day = addDays(universe.firstTableDate, -1);
    const { bySql, byMemory } = await both({ stateId: universe.stateIds[0]!, counts: [0, 0, 0, 1, 0, 0, 0, 0, 0, 0] }, day);
    expect(bySql).toEqual({ kind: 'ok', lives: 1, counts: [0, 0, 0, 1, 0, 0, 0, 0, 0, 0], plans: [] });
    expect(byMemory).toEqual(bySql);
  });
});

describe('the quote route answers from the snapshot', () => {
  it('with the same bytes as the SQL oracle mapped to the wire (fees included)', async () => {
    const app = await ctx.app();
    const { access } = await login(app, 'corretor');
    const fees = await administradoraFeesByName(drizzleCatalogStore(ctx.db));
    const cases: Array<{ query: string; filter: QuoteFilter; allowed?: readonly PlanTypeCode[]; path?: string }> = [
      { query: 'state=26&type=PJ&is_optional=false&is_pme=true&is_mei=false&age_0_18=2&age_29_33=1&age_59_plus=1', filter: { stateId: 26, type: 'PJ', isOptional: false, isPme: true, isMei: false, counts: [2, 0, 0, 1, 0, 0, 0, 0, 0, 1] } },
      { query: 'state=26&age_29_33=1&age_44_48=2', filter: { stateId: 26, counts: [0, 0, 0, 1, 0, 0, 2, 0, 0, 0] }, allowed: ['CP', 'PF'], path: '/api/plans/' },
      { query: 'state=16', filter: { stateId: 16, counts: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0] } },
    ];
    for (const { query, filter, allowed, path = '/api/v3/plans/' } of cases) {
      const response = await app.inject({ method: 'GET', url: `${path}?${query}`, headers: bearer(access) });
      expect(response.statusCode).toBe(200);
      const expected = await quotePlansBySql({ db: ctx.db, clock: ctx.clock.now }, filter, allowed);
      if (expected.kind !== 'ok') throw new Error('expected plans');
      expect(response.payload).toBe(
        JSON.stringify(toQuoteAnswerWire(expected.plans, expected.lives, (plan) => feesOf(fees, plan.administradora))),
      );
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    }
  });
});

describe('the snapshot source reloads when the catalog version changes', () => {
  it('a write to the catalog bumps the version in its transaction, and the next quote reads the new snapshot', async () => {
    const source = createCatalogSnapshotSource({ db: ctx.db, checkIntervalMs: 0 });
    try {
      const before = await source.current();
      expect(await source.current()).toBe(before); // no write: the same object, no reload
      const [plan] = await ctx.db.select({ id: plans.id, name: plans.name }).from(plans).where(eq(plans.draft, false)).orderBy(asc(plans.id)).limit(1);
      await ctx.db.update(plans).set({ name: `${plan!.name} (editado)` }).where(eq(plans.id, plan!.id));
      const after = await source.current();
      expect(after.version).toBeGreaterThan(before.version);
      const edited = [...after.plansByState.values()].flat().find((candidate) => candidate.plan.id === plan!.id);
      expect(edited?.plan.name).toBe(`${plan!.name} (editado)`);
      // A rolled-back write changes nothing (the bump is in its transaction).
      await ctx.db
        .transaction(async (tx) => {
          await tx.delete(planEntities).where(gt(planEntities.planId, 0));
          await tx.delete(institutionSimilarEntities).where(and(gt(institutionSimilarEntities.institutionId, 0)));
          tx.rollback();
        })
        .catch(() => undefined);
      const unchanged = await source.current();
      expect(unchanged.version).toBe(after.version);
      await ctx.db.update(plans).set({ name: plan!.name }).where(eq(plans.id, plan!.id));
    } finally {
      source.close();
    }
  });
});

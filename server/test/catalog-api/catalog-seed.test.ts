/**
 * The catalog seed: every row of the built catalog lands in its table with its id, a
 * second run does nothing, identity sequences move past the seeded ids, and the import
 * summaries are kept for the start-up banner.
 */
import { count, max } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog, catalogStats } from '../../src/catalog';
import { catalogImportSummaries, catalogIsPresent, seedCatalog } from '../../src/catalog-seed';
import {
  commercializationAreas,
  coparticipationRules,
  entities,
  institutions,
  networkProviders,
  planEntities,
  plans,
  priceTables,
  providers,
  refunds,
  shortfalls,
  states,
} from '../../src/db/schema-catalog';
import { createTestContext, type TestContext } from '../helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false, catalog: 'none' });
});
afterAll(() => ctx.close());

const built = buildCatalog({ scale: 'small' });

async function rows(table: PgTable): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

describe('seedCatalog', () => {
  it('starts from empty catalog tables', async () => {
    expect(await catalogIsPresent(ctx.db)).toBe(false);
    expect(await catalogImportSummaries(ctx.db)).toEqual([]);
  });

  it('inserts every row of the built catalog, then does nothing on a second run', async () => {
    const first = await seedCatalog(ctx.db, { scale: 'small', built });
    expect(first.kind).toBe('seeded');
    const stats = catalogStats(built.catalog);
    expect(await rows(states)).toBe(27);
    expect(await rows(institutions)).toBe(stats.institutions);
    expect(await rows(entities)).toBe(stats.entities);
    expect(await rows(providers)).toBe(stats.hospitals + stats.clinics);
    expect(await rows(networkProviders)).toBe(stats.networkProviderLinks);
    expect(await rows(commercializationAreas)).toBe(stats.commercializationAreas);
    expect(await rows(plans)).toBe(stats.plans);
    expect(await rows(planEntities)).toBe(built.catalog.plans.reduce((sum, plan) => sum + plan.entityIds.length, 0));
    expect(await rows(priceTables)).toBe(stats.priceTables);
    expect(await rows(coparticipationRules)).toBe(stats.coparticipationRules);
    expect(await rows(refunds)).toBe(stats.refunds);
    expect(await rows(shortfalls)).toBe(stats.shortfalls);

    expect(await seedCatalog(ctx.db, { scale: 'small', built })).toEqual({ kind: 'present' });
    expect(await rows(plans)).toBe(stats.plans);
  });

  it('keeps the import summaries (Hapvida findings) for the start-up banner', async () => {
    const summaries = await catalogImportSummaries(ctx.db);
    expect(summaries).toEqual([built.reports.hapvida.summary, built.reports.rest.summary]);
    expect(summaries[0]).toMatch(/^Hapvida: 182 tabelas, 64 acima da verificação composta do art\. 3º, II/);
  });

  it('moves the identity sequences past the seeded ids', async () => {
    const [top] = await ctx.db.select({ id: max(plans.id) }).from(plans);
    const [inserted] = await ctx.db
      .insert(plans)
      .values({
        institutionId: 1,
        stateId: 26,
        commercializationAreaId: 1,
        type: 'CP',
        name: 'Plano novo',
        productLine: 'Teste',
        segmentation: 'ambulatorial',
        coverageArea: 'estadual',
        roomType: 'outpatient',
        coparticipation: 'without',
        acceptsMei: false,
        minLives: 1,
        source: 'teste',
        real: false,
      })
      .returning({ id: plans.id });
    expect(inserted?.id).toBe((top?.id ?? 0) + 1);
  });

  it('refuses a price table without 10 prices (database check)', async () => {
    await expect(
      ctx.db.insert(priceTables).values({ planId: 1, effectiveDate: '2030-01-01', pricesCents: [1, 2, 3], source: 'teste', real: false }),
    ).rejects.toThrow();
  });
});

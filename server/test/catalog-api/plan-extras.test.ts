/**
 * What plans are sold with: the administradoras' fees on adhesion plans, the
 * dental add-ons of the plan's operator on the full plan (Hapvida's real PME and business
 * prices for those lines), the seed being idempotent.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planQuoteListWire } from '../../../src/contract/catalog';
import { planDetailWire } from '../../../src/contract/catalog-pages';
import { countsFromAges, stateByUf } from '../../../src/domain/quotation';
import { institutions, plans } from '../../src/db/schema-catalog';
import { dentalPlans } from '../../src/db/schema-plan-extras';
import { seedPlanExtras } from '../../src/plan-extras-seed';
import { createCatalogKit, type CatalogKit } from './catalog-test-kit';

let kit: CatalogKit;
beforeAll(async () => {
  kit = await createCatalogKit();
});
afterAll(() => kit.ctx.close());

const ageQuery = (ages: number[]) => {
  const counts = countsFromAges(ages);
  return { age_0_18: counts[0], age_34_38: counts[4] };
};

describe('administradora fees', () => {
  it('sends each adhesion plan its administradora’s fees per life, and null on CP and PJ plans', async () => {
    const answer = planQuoteListWire.parse(await kit.quote({ state: stateByUf('SP')!.id, ...ageQuery([5, 34, 36]) }));
    const adhesion = answer.results.filter((plan) => plan.type === 'PF');
    expect(adhesion.length).toBeGreaterThan(0);
    const qualicorp = adhesion.filter((plan) => plan.administradora === 'Qualicorp');
    expect(qualicorp.length).toBeGreaterThan(0);
    for (const plan of qualicorp) expect(plan.administradora_fees).toEqual({ adhesion_cents: 15000, monthly_cents: 1290 });
    for (const plan of adhesion) expect(plan.administradora_fees?.adhesion_cents).toBeGreaterThanOrEqual(0);
    for (const plan of answer.results.filter((candidate) => candidate.type !== 'PF')) expect(plan.administradora_fees).toBeNull();
  });
});

describe('dental add-ons', () => {
  it('offers Hapvida’s real dental prices with its PME and business plans, cheapest first', async () => {
    const [hapvida] = await kit.ctx.db.select({ id: institutions.id }).from(institutions).where(eq(institutions.slug, 'hapvida'));
    const [pme] = await kit.ctx.db
      .select({ id: plans.id })
      .from(plans)
      .where(and(eq(plans.institutionId, hapvida!.id), eq(plans.productLine, 'Empresarial PME'), eq(plans.real, true)))
      .limit(1);
    const [business] = await kit.ctx.db
      .select({ id: plans.id })
      .from(plans)
      .where(and(eq(plans.institutionId, hapvida!.id), eq(plans.productLine, 'Empresarial'), eq(plans.real, true)))
      .limit(1);
    expect(planDetailWire.parse(await kit.plan(pme!.id)).dental_options).toEqual([{ id: expect.any(Number), name: 'Hapvida Odonto Empresarial PME', monthly_cents: 1487, real: true }]);
    expect((await kit.plan(business!.id)).dental_options).toEqual([{ id: expect.any(Number), name: 'Hapvida Odonto Empresarial', monthly_cents: 2325, real: true }]);
  });

  it('offers an individual plan its operator’s general dental plans (illustrative), cheapest first', async () => {
    const [individual] = await kit.ctx.db.select({ id: plans.id, institutionId: plans.institutionId }).from(plans).where(eq(plans.type, 'CP')).limit(1);
    const options = (await kit.plan(individual!.id)).dental_options ?? [];
    expect(options.length).toBe(2);
    expect(options.every((option) => !option.real)).toBe(true);
    expect(options[0]!.monthly_cents).toBeLessThan(options[1]!.monthly_cents);
    expect(options[1]!.name).toMatch(/com Ortodontia$/);
  });

  it('seeds once: a second run adds nothing', async () => {
    const before = (await kit.ctx.db.select({ id: dentalPlans.id }).from(dentalPlans)).length;
    expect(before).toBeGreaterThan(0);
    expect(await seedPlanExtras(kit.ctx.db)).toBe(0);
    expect((await kit.ctx.db.select({ id: dentalPlans.id }).from(dentalPlans)).length).toBe(before);
  });
});

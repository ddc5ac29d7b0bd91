/**
 * The quote one page at a time (`GET /api/v3/plans/?…&page_size=`) against the 'small'
 * catalog: the page is sorted (the monthly total with the administradora's fee), narrowed and
 * grouped by the server; the next page continues the order; the narrowing choices come from
 * the whole answer; an adhesion offer is never split; without `page_size` the answer is the
 * whole quote, byte for byte as before; bad page fields are 400s with a pt-BR message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTE_PAGE_MESSAGES } from '../../../src/contract/quote-page-query';
import { joinQuoteAnswer, planQuoteListWire, planQuotePageWire, type PlanQuotePageWire } from '../../../src/contract/catalog';
import { and, eq } from 'drizzle-orm';
import { administradoras, plans, priceTables } from '../../src/db/schema-catalog';
import { createCatalogKit, expectFieldError, qs, type CatalogKit } from './catalog-test-kit';

let kit: CatalogKit;
beforeAll(async () => {
  kit = await createCatalogKit();
});
afterAll(() => kit.ctx.close());

const SP = 26;
/** Every type in São Paulo, 2 × 0-18, 1 × 29-33, 1 × 59+: 4 lives (the small catalog's PME alone has too few plans to page). */
const PME = { state: SP, age_0_18: 2, age_29_33: 1, age_59_plus: 1 };
/** 1 × 0-18, 2 × 34-38: 3 lives of an adhesion quote. */
const ADHESION = { state: SP, type: 'PF', age_0_18: 1, age_34_38: 2 };

async function page(query: Record<string, string | number | boolean>): Promise<PlanQuotePageWire> {
  return planQuotePageWire.parse(await kit.ok(`/api/v3/plans/?${qs(query)}`));
}

/** The monthly total a card shows: the operator's total plus lives × the administradora's monthly fee. */
const monthly = (plan: PlanQuotePageWire['results'][number]) => (plan.total_cents ?? 0) + plan.lives * (plan.administradora_fees?.monthly_cents ?? 0);

/** Every page of a paged query, following `next`. */
async function allPages(query: Record<string, string | number | boolean>): Promise<PlanQuotePageWire[]> {
  const pages = [await page(query)];
  for (let next = pages[0]!.next; next !== null; next = pages.at(-1)!.next) pages.push(planQuotePageWire.parse(await kit.ok(next)));
  return pages;
}

describe('a São Paulo quote one page at a time', () => {
  it('answers the first page cheapest first, with the whole count, a next link keeping the filter, and no previous', async () => {
    const whole = planQuoteListWire.parse(await kit.ok(`/api/v3/plans/?${qs(PME)}`));
    const first = await page({ ...PME, page_size: 3 });
    expect(first.count).toBe(whole.count);
    expect(first.all_count).toBe(whole.count);
    expect(first.results).toHaveLength(3);
    expect(first.previous).toBeNull();
    expect(first.next).toBe(`/api/v3/plans/?${qs({ ...PME, page_size: 3 })}&page=2`);
    const totals = first.results.map(monthly);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const cheapest = Math.min(...whole.results.map((plan) => plan.total_cents ?? Infinity));
    expect(totals[0]).toBe(cheapest);
  });

  it('continues the order on the next pages: every plan once, never cheaper than the page before', async () => {
    const whole = planQuoteListWire.parse(await kit.ok(`/api/v3/plans/?${qs(PME)}`));
    const pages = await allPages({ ...PME, page_size: 2, group: 'plans' });
    expect(pages.length).toBe(Math.ceil(whole.count / 2));
    const plans = pages.flatMap((one) => one.results);
    expect(plans.map((plan) => plan.id).sort((a, b) => a - b)).toEqual(whole.results.map((plan) => plan.id).sort((a, b) => a - b));
    const totals = plans.map(monthly);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(pages[1]!.previous).toBe(`/api/v3/plans/?${qs({ ...PME, page_size: 2, group: 'plans' })}`);
    expect(pages.at(-1)!.next).toBeNull();
  });

  it('lists only the operators and areas the page’s plans name', async () => {
    const first = await page({ ...PME, page_size: 1, sort: 'operator' });
    expect(first.results).toHaveLength(1);
    expect(first.institutions.map((institution) => institution.id)).toEqual([first.results[0]!.institution.id]);
    expect(first.areas.map((area) => area.id)).toEqual([first.results[0]!.commercialization_area.id]);
    expect(joinQuoteAnswer(first)[0]!.institution.name).toBe(first.choices.operators[0]!.name);
  });

  it('narrows to one operator, counting its plans, with the choices of the whole answer', async () => {
    const whole = planQuoteListWire.parse(await kit.ok(`/api/v3/plans/?${qs(PME)}`));
    const operators = [...new Map(whole.results.map((plan) => [plan.institution.id, plan.institution.name])).entries()];
    expect(operators.length).toBeGreaterThan(1);
    const [operatorId] = operators[0]!;
    const narrowed = await page({ ...PME, page_size: 200, operator: operatorId });
    const ofOperator = whole.results.filter((plan) => plan.institution.id === operatorId);
    expect(narrowed.count).toBe(ofOperator.length);
    expect(narrowed.all_count).toBe(whole.count);
    expect(narrowed.results.every((plan) => plan.institution.id === operatorId)).toBe(true);
    expect(narrowed.choices.operators.map((operator) => operator.id).sort((a, b) => a - b)).toEqual(operators.map(([id]) => id).sort((a, b) => a - b));
    expect(narrowed.next).toBeNull();
  });

  it('answers a page past the last with no plan, the real count and no next page', async () => {
    const past = await page({ ...PME, page_size: 200, page: 50 });
    expect(past.results).toEqual([]);
    expect(past.count).toBeGreaterThan(0);
    expect(past.next).toBeNull();
    expect(past.previous).toBe(`/api/v3/plans/?${qs({ ...PME, page_size: 200 })}&page=49`);
  });

  it('without page_size answers the whole quote exactly as before, whatever page fields come along', async () => {
    const plain = await kit.app.inject({ method: 'GET', url: `/api/v3/plans/?${qs(PME)}`, headers: { authorization: `Bearer ${kit.token}` } });
    const withFields = await kit.app.inject({ method: 'GET', url: `/api/v3/plans/?${qs({ ...PME, sort: 'plan', operator: 1, page: 2 })}`, headers: { authorization: `Bearer ${kit.token}` } });
    expect(withFields.statusCode).toBe(200);
    expect(withFields.body).toBe(plain.body);
  });
});

describe('an adhesion quote one page of offers at a time', () => {
  // The small catalog sells each adhesion product through Qualicorp only: the same product is
  // added here through a second administradora (same operator, area, room, prices), so one offer
  // has two plans.
  let productId: number;
  let copyId: number;
  beforeAll(async () => {
    const { db } = kit.ctx;
    const [qualicorp] = await db.select().from(administradoras).where(eq(administradoras.name, 'Qualicorp'));
    const [source] = await db
      .select()
      .from(plans)
      .where(and(eq(plans.stateId, SP), eq(plans.type, 'PF'), eq(plans.administradoraId, qualicorp!.id), eq(plans.draft, false)))
      .orderBy(plans.id)
      .limit(1);
    const [allcare] = await db.insert(administradoras).values({ name: 'Allcare', slug: 'allcare-teste' }).returning();
    const { id: _id, ...rest } = source!;
    const [copy] = await db.insert(plans).values({ ...rest, operatorCode: null, administradoraId: allcare!.id, name: source!.name.replace(' (Qualicorp)', ' (Allcare)') }).returning();
    const tables = await db.select().from(priceTables).where(eq(priceTables.planId, source!.id));
    await db.insert(priceTables).values(tables.map(({ id: _tableId, ...table }) => ({ ...table, planId: copy!.id })));
    productId = source!.id;
    copyId = copy!.id;
  });

  it('never splits an offer: the administradoras of one product come together, on one page', async () => {
    const whole = planQuoteListWire.parse(await kit.ok(`/api/v3/plans/?${qs(ADHESION)}`));
    expect(whole.results.map((plan) => plan.id)).toEqual(expect.arrayContaining([productId, copyId]));
    const pages = await allPages({ ...ADHESION, page_size: 1 });
    expect(pages).toHaveLength(whole.count - 1);
    const offer = pages.find((one) => one.results.some((plan) => plan.id === productId))!;
    expect(offer.results.map((plan) => plan.administradora)).toEqual(['Allcare', 'Qualicorp']);
    expect(offer.results.map((plan) => plan.id)).toEqual([copyId, productId]);
    expect(pages.flatMap((one) => one.results)).toHaveLength(whole.count);
    const rows = await allPages({ ...ADHESION, page_size: 1, group: 'plans' });
    expect(rows).toHaveLength(whole.count);
  });
});

describe('bad page fields', () => {
  it.each([
    ['page_size', { page_size: 0 }, QUOTE_PAGE_MESSAGES.invalidPageSize],
    ['page_size', { page_size: 201 }, QUOTE_PAGE_MESSAGES.invalidPageSize],
    ['page_size', { page_size: 'trinta' }, QUOTE_PAGE_MESSAGES.invalidPageSize],
    ['page_size', { page_size: 2.5 }, QUOTE_PAGE_MESSAGES.invalidPageSize],
    ['page', { page_size: 30, page: 0 }, QUOTE_PAGE_MESSAGES.invalidPage],
    ['sort', { page_size: 30, sort: 'price' }, QUOTE_PAGE_MESSAGES.invalidSort],
    ['operator', { page_size: 30, operator: 'amil' }, QUOTE_PAGE_MESSAGES.invalidOperator],
    ['accommodation', { page_size: 30, accommodation: 'rc' }, QUOTE_PAGE_MESSAGES.invalidAccommodation],
    ['coparticipation', { page_size: 30, coparticipation: 'sim' }, QUOTE_PAGE_MESSAGES.invalidCoparticipation],
    ['group', { page_size: 30, group: 'operators' }, QUOTE_PAGE_MESSAGES.invalidGroup],
  ] as const)('refuses %s %j with a 400 saying so', async (field, fields, message) => {
    const response = await kit.get<Record<string, string[]>>(`/api/v3/plans/?${qs({ ...PME, ...fields })}`);
    expectFieldError(response, field);
    expect(response.body[field]).toEqual([message]);
  });
});

/**
 * Contract scenarios of the PlanCatalog port (spec point 7 "Plans"): the same steps and
 * expectations against the fake back end and the real server (see ./backends.ts).
 *
 * The two catalogs hold different plans (the fake's hand-made catalog, the server's seeded
 * small catalog), so the scenarios compare behaviour — statuses, messages, which plans a
 * filter keeps out of the unfiltered answer, lives, totals Σ lives × bracket price with
 * the plan's own table — never identical plan lists.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanCatalog } from '../../../src/application/quotation/plan-catalog';
import type { RemoteFailure, Result } from '../../../src/application/shared/result';
import { CATALOG_MESSAGES } from '../../../src/contract/catalog-messages';
import { QUOTE_PAGE_MESSAGES } from '../../../src/contract/quote-page-query';
import { NO_NARROWING, type PlanFilter, type PlanQuote, type QuoteFilter, type QuoteNarrowing } from '../../../src/domain/quotation/catalog';
import { quoteFilterOf } from '../../../src/domain/quotation/plan-eligibility';
import type { QuotePage, QuotePageQuery } from '../../../src/domain/quotation/quote-page';
import { accommodationOf } from '../../../src/domain/quotation/plan-types';
import { groupAdhesionOffers } from '../../../src/domain/quotation/plan-extras';
import { compareText } from '../../../src/domain/quotation/catalog';
import { DEFAULT_PLAN_FILTER, type PlanTypeCode } from '../../../src/domain/quotation/plan-types';
import type { StateId } from '../../../src/domain/quotation/states';
import { contractBackends, PASSWORD, type StartedBackend } from './backends';

const SP = 26 as StateId;
/** 2 × 0-18, 1 × 29-33, 1 × 59+: 4 lives. */
const FOUR_LIVES = [2, 0, 0, 1, 0, 0, 0, 0, 0, 1] as const;
/** 1 × 29-33 and 2 × 34-38: 3 lives. */
const THREE_LIVES = [0, 0, 0, 1, 2, 0, 0, 0, 0, 0] as const;
const UNKNOWN_ID = 999_999;

/** What a quote asks when the form holds `type`, `counts` and `patch` (the form's submit, `quoteFilterOf`). */
function filterOf(type: PlanTypeCode, counts: readonly number[], patch: Partial<PlanFilter> = {}): QuoteFilter {
  return quoteFilterOf({ ...DEFAULT_PLAN_FILTER, stateId: SP, type, isPme: type === 'PJ', counts: [...counts] as unknown as PlanFilter['counts'], ...patch });
}

function valueOf<T>(result: Result<T, RemoteFailure>): T {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
}

/** Σ lives × bracket price, written out here (not the domain's quoteTotal). */
function expectedTotal(prices: readonly number[], counts: readonly number[]): number {
  let total = 0;
  for (let index = 0; index < 10; index += 1) total += (counts[index] ?? 0) * (prices[index] ?? 0);
  return total;
}

const ids = (plans: readonly PlanQuote[]) => plans.map((plan) => plan.id).sort((a, b) => a - b);

describe.each(contractBackends())('catalog contract — $name', (backend) => {
  let started: StartedBackend;
  let catalog: PlanCatalog;
  beforeAll(async () => {
    started = await backend.start();
    expect(await started.services.auth.login({ username: 'corretor', password: PASSWORD })).toEqual({ ok: true, value: undefined });
    catalog = started.services.catalog;
  });
  afterAll(() => started.close());

  it('lists the 27 states, each UF once, São Paulo with id 26', async () => {
    const states = valueOf(await catalog.states());
    expect(states).toHaveLength(27);
    expect(new Set(states.map((state) => state.uf)).size).toBe(27);
    expect(states.find((state) => state.id === SP)).toMatchObject({ uf: 'SP', name: 'São Paulo' });
    expect(states.some((state) => state.cities.length > 1)).toBe(true);
  });

  describe.each([
    ['PJ', FOUR_LIVES],
    ['CP', THREE_LIVES],
    ['PF', THREE_LIVES],
  ] as const)('a %s quote in São Paulo', (type, counts) => {
    it('answers plans of that type and state, lives = Σ of the age groups, totals = Σ lives × the plan’s bracket prices', async () => {
      const lives = (counts as readonly number[]).reduce((sum, n) => sum + n, 0);
      const answer = valueOf(await catalog.quote(filterOf(type, counts)));
      expect(answer.lives).toBe(lives);
      expect(answer.plans.length).toBeGreaterThan(0);
      for (const plan of answer.plans) {
        expect(plan).toMatchObject({ type, state: { id: SP, uf: 'SP' }, lives });
        expect(plan.minLives).toBeLessThanOrEqual(lives);
        expect(plan.maxLives ?? lives).toBeGreaterThanOrEqual(lives);
        expect(plan.totalCents).toBe(expectedTotal(plan.priceTable.pricesCents, counts));
      }
    });
  });

  it('answers no total (null) and lives 0 when no age group has lives', async () => {
    const answer = valueOf(await catalog.quote(filterOf('CP', [0, 0, 0, 0, 0, 0, 0, 0, 0, 0])));
    expect(answer.lives).toBe(0);
    expect(answer.plans.length).toBeGreaterThan(0);
    for (const plan of answer.plans) expect(plan).toMatchObject({ lives: 0, totalCents: null });
  });

  it('PJ with a porte keeps the plans of that porte and the plans without one', async () => {
    const all = valueOf(await catalog.quote(filterOf('PJ', FOUR_LIVES)));
    const porte = all.plans.find((plan) => plan.porte !== null)?.porte;
    if (!porte) throw new Error('no PJ plan with a porte for 4 lives in SP');
    const withPorte = valueOf(await catalog.quote(filterOf('PJ', FOUR_LIVES, { porte })));
    expect(withPorte.plans.length).toBeGreaterThan(0);
    expect(ids(withPorte.plans)).toEqual(ids(all.plans.filter((plan) => plan.porte === null || plan.porte === porte)));
    const other = valueOf(await catalog.quote(filterOf('PJ', FOUR_LIVES, { porte: porte === 'porte_ii' ? 'porte_i' : 'porte_ii' })));
    expect(other.plans.every((plan) => plan.porte !== porte)).toBe(true);
  });

  it('PJ with MEI false leaves out the MEI-only porte; with MEI true keeps only plans accepting MEI', async () => {
    const notMei = valueOf(await catalog.quote(filterOf('PJ', [0, 0, 0, 2, 0, 0, 0, 0, 0, 0], { isMei: false })));
    expect(notMei.plans.length).toBeGreaterThan(0);
    for (const plan of notMei.plans) expect(plan.porte).not.toBe('i_mei');
    const mei = valueOf(await catalog.quote(filterOf('PJ', [0, 0, 0, 2, 0, 0, 0, 0, 0, 0], { isMei: true })));
    expect(mei.plans.length).toBeGreaterThan(0);
    for (const plan of mei.plans) expect(plan.isMei).toBe(true);
  });

  it('PF with an entity keeps the plans listing it whose institution lists it as similar entity (spec point 7)', async () => {
    const all = valueOf(await catalog.quote(filterOf('PF', THREE_LIVES)));
    const entityId = all.plans
      .flatMap((plan) => plan.entities.map((entity) => entity.id).filter((id) => plan.institution.similarEntities.some((similar) => similar.id === id)))
      .at(0);
    if (entityId === undefined) throw new Error('no PF plan in SP whose entity its institution lists');
    const withEntity = valueOf(await catalog.quote(filterOf('PF', THREE_LIVES, { entity: entityId })));
    expect(withEntity.plans.length).toBeGreaterThan(0);
    const rule = (plan: PlanQuote) =>
      plan.entities.some((entity) => entity.id === entityId) && plan.institution.similarEntities.some((entity) => entity.id === entityId);
    expect(ids(withEntity.plans)).toEqual(ids(all.plans.filter(rule)));
  });

  it('refuses an unknown city of a state with several commercialization areas, listing its cities', async () => {
    const states = valueOf(await catalog.states());
    const state = states.find((candidate) => candidate.cities.length > 1);
    if (!state) throw new Error('no state with several areas');
    const answer = await catalog.quote(filterOf('CP', THREE_LIVES, { stateId: state.id, city: 'Cidade Que Não Existe' }));
    const message = CATALOG_MESSAGES.unknownCity(state.cities);
    expect(answer).toEqual({ ok: false, error: { kind: 'rejected', message, fields: { city: [message] } } });
    const known = valueOf(await catalog.quote(filterOf('CP', THREE_LIVES, { stateId: state.id, city: state.cities[0] ?? '' })));
    expect(known.lives).toBe(3);
  });

  it.each([
    ['occupation', { occupation: String(UNKNOWN_ID) }, CATALOG_MESSAGES.unknownOccupation(UNKNOWN_ID)],
    ['entity', { entity: UNKNOWN_ID }, CATALOG_MESSAGES.unknownEntity(UNKNOWN_ID)],
    ['accredited_networks', { accreditedNetworks: [UNKNOWN_ID] }, CATALOG_MESSAGES.unknownHospitals([UNKNOWN_ID])],
  ] as const)('refuses an unknown %s with its field message', async (field, patch, message) => {
    const answer = await catalog.quote(filterOf('PF', THREE_LIVES, patch as Partial<PlanFilter>));
    expect(answer).toEqual({ ok: false, error: { kind: 'rejected', message, fields: { [field]: [message] } } });
  });

  describe('one page at a time (sorted, narrowed and grouped by the back end)', () => {
    const PAGE = { sort: 'total', narrowing: NO_NARROWING, grouping: 'plans', page: 1, pageSize: 2 } as const satisfies QuotePageQuery;
    /** The monthly total a card shows: the operator's total plus lives × the administradora's monthly fee, written out here. */
    const monthly = (plan: PlanQuote) => (plan.totalCents ?? 0) + plan.lives * (plan.administradoraFees?.monthlyCentsPerLife ?? 0);
    async function everyPage(filter: QuoteFilter, page: QuotePageQuery): Promise<QuotePage[]> {
      const pages = [valueOf(await catalog.quotePage(filter, page))];
      for (let next = pages[0]!.nextPage; next !== null; next = pages.at(-1)!.nextPage) pages.push(valueOf(await catalog.quotePage(filter, { ...page, page: next })));
      return pages;
    }

    it('answers the first page cheapest first, with the counts of the whole answer and a next page', async () => {
      const whole = valueOf(await catalog.quote(filterOf('CP', THREE_LIVES)));
      expect(whole.plans.length).toBeGreaterThan(2);
      const first = valueOf(await catalog.quotePage(filterOf('CP', THREE_LIVES), PAGE));
      expect(first).toMatchObject({ lives: 3, count: whole.plans.length, allCount: whole.plans.length, nextPage: 2 });
      expect(first.plans).toHaveLength(2);
      const cheapest = Math.min(...whole.plans.map(monthly));
      expect(monthly(first.plans[0]!)).toBe(cheapest);
      expect(monthly(first.plans[0]!)).toBeLessThanOrEqual(monthly(first.plans[1]!));
    });

    it('continues the order on the next pages: every plan once, none cheaper than the page before, the last without a next page', async () => {
      const whole = valueOf(await catalog.quote(filterOf('CP', THREE_LIVES)));
      const pages = await everyPage(filterOf('CP', THREE_LIVES), PAGE);
      const plans = pages.flatMap((page) => page.plans);
      expect(ids(plans)).toEqual(ids(whole.plans));
      const totals = plans.map(monthly);
      expect(totals).toEqual([...totals].sort((a, b) => a - b));
      expect(pages.at(-1)!.nextPage).toBeNull();
    });

    it('narrows (by operator, else accommodation, else coparticipation), counting the plans kept, with the choices of the whole answer', async () => {
      // The two catalogs differ: the first type whose answer offers two choices of a control is narrowed by it.
      for (const [type, counts] of [['PJ', FOUR_LIVES], ['CP', THREE_LIVES], ['PF', THREE_LIVES]] as const) {
        const whole = valueOf(await catalog.quote(filterOf(type, counts)));
        const first = valueOf(await catalog.quotePage(filterOf(type, counts), PAGE));
        const { operators, accommodations, coparticipations } = first.choices;
        let narrowing: QuoteNarrowing;
        let keeps: (plan: PlanQuote) => boolean;
        if (operators.length > 1) {
          narrowing = { ...NO_NARROWING, operatorId: operators[0]!.id };
          keeps = (plan) => plan.institution.id === operators[0]!.id;
        } else if (accommodations.length > 1) {
          narrowing = { ...NO_NARROWING, accommodation: accommodations[0]! };
          keeps = (plan) => accommodationOf(plan.accommodation) === accommodations[0];
        } else if (coparticipations.length > 1) {
          narrowing = { ...NO_NARROWING, coparticipation: coparticipations[0]! };
          keeps = (plan) => plan.coparticipation === coparticipations[0];
        } else continue;
        const narrowed = valueOf(await catalog.quotePage(filterOf(type, counts), { ...PAGE, pageSize: 200, narrowing }));
        const kept = whole.plans.filter(keeps);
        expect(narrowed.count).toBe(kept.length);
        expect(narrowed.count).toBeLessThan(whole.plans.length);
        expect(narrowed.allCount).toBe(whole.plans.length);
        expect(ids(narrowed.plans)).toEqual(ids(kept));
        expect(narrowed.choices).toEqual(first.choices);
        return;
      }
      throw new Error('no São Paulo quote offers two choices of any narrowing control');
    });

    it('pages adhesion quotes by whole offers: every plan once, the plans of an offer on one page', async () => {
      const whole = valueOf(await catalog.quote(filterOf('PF', THREE_LIVES)));
      const offers = groupAdhesionOffers(whole.plans);
      const pages = await everyPage(filterOf('PF', THREE_LIVES), { ...PAGE, grouping: 'offers', pageSize: 1 });
      expect(pages).toHaveLength(offers.length);
      for (const offer of offers) {
        const holding = pages.filter((page) => page.plans.some((plan) => offer.plans.some((member) => member.id === plan.id)));
        expect(holding).toHaveLength(1);
        expect(ids(holding[0]!.plans)).toEqual(ids(offer.plans));
      }
    });

    it('refuses a page size outside 1–200 on its field', async () => {
      const message = QUOTE_PAGE_MESSAGES.invalidPageSize;
      expect(await catalog.quotePage(filterOf('CP', THREE_LIVES), { ...PAGE, pageSize: 201 })).toEqual({ ok: false, error: { kind: 'rejected', message, fields: { page_size: [message] } } });
    });
  });

  describe('the price table in force on the day of the shared clock (Brasília)', () => {
    /** Quotes `filter` on `instant` (signed in again on that day), then puts the clock back. */
    async function quoteOn(instant: string, filter: QuoteFilter) {
      const before = started.clock.now();
      started.clock.set(new Date(instant));
      try {
        expect((await started.services.auth.login({ username: 'corretor', password: PASSWORD })).ok).toBe(true);
        return valueOf(await catalog.quote(filter));
      } finally {
        started.clock.set(before);
        expect((await started.services.auth.login({ username: 'corretor', password: PASSWORD })).ok).toBe(true);
      }
    }

    /** The day before `isoDate`, written out here. */
    function dayBefore(isoDate: string): string {
      const date = new Date(`${isoDate}T12:00:00Z`);
      date.setUTCDate(date.getUTCDate() - 1);
      return date.toISOString().slice(0, 10);
    }

    it('prices each plan with its latest table effective by that day, and leaves out a plan whose tables are all later', async () => {
      const today = valueOf(await catalog.quote(filterOf('PJ', FOUR_LIVES)));
      expect(today.plans.length).toBeGreaterThan(0);
      const newest = today.plans.map((plan) => plan.priceTable.effectiveDate).sort().at(-1)!;
      // 09:00 in Brasília of the day before the newest table: that table is not in force yet.
      const earlier = await quoteOn(`${dayBefore(newest)}T12:00:00Z`, filterOf('PJ', FOUR_LIVES));
      for (const plan of earlier.plans) {
        expect(plan.priceTable.effectiveDate < newest).toBe(true);
        expect(plan.totalCents).toBe(expectedTotal(plan.priceTable.pricesCents, FOUR_LIVES));
      }
      expect(ids(earlier.plans).every((id) => ids(today.plans).includes(id))).toBe(true);
      const renewed = today.plans.filter((plan) => plan.priceTable.effectiveDate === newest);
      for (const plan of renewed) expect(earlier.plans.find((candidate) => candidate.id === plan.id)?.priceTable.id).not.toBe(plan.priceTable.id);

      // Before every table: no plan is on sale, and the empty answer says why.
      const before = await quoteOn('2000-01-03T12:00:00Z', filterOf('PJ', FOUR_LIVES));
      expect(before.plans).toEqual([]);
      expect(before.explanation?.removed).toContainEqual({ rule: 'no-table', plans: today.plans.length });
    });

    it('hides a table more than 12 months old only when asked, and an answer emptied by it says so', async () => {
      // Years after every table of both catalogs: each plan's table in force is stale.
      const day = '2031-03-10T12:00:00Z';
      const whole = await quoteOn(day, filterOf('PJ', FOUR_LIVES));
      expect(whole.plans.length).toBeGreaterThan(0);
      for (const plan of whole.plans) expect(plan.priceTable.effectiveDate < '2030-03-10').toBe(true);
      const hidden = await quoteOn(day, filterOf('PJ', FOUR_LIVES, { hideStaleTables: true }));
      expect(hidden.plans).toEqual([]);
      expect(hidden.explanation?.removed).toContainEqual({ rule: 'stale-table', plans: whole.plans.length });
    });
  });

  it('answers a plan in full, and "Plano não encontrado." for an unknown id', async () => {
    const quoted = valueOf(await catalog.quote(filterOf('PJ', FOUR_LIVES))).plans[0];
    if (!quoted) throw new Error('no plan');
    const plan = valueOf(await catalog.plan(quoted.id));
    expect(plan).toMatchObject({ id: quoted.id, name: quoted.name, type: 'PJ', institution: { id: quoted.institution.id } });
    expect(plan.priceTable.pricesCents).toHaveLength(10);
    expect(plan.hospitals.length).toBeGreaterThan(0);
    expect(await catalog.plan(UNKNOWN_ID)).toEqual({ ok: false, error: { kind: 'not-found', message: CATALOG_MESSAGES.planNotFound } });
  });

  it('lists the operators, opens one with its plans by state, and answers "Instituição não encontrada." for an unknown id', async () => {
    const list = valueOf(await catalog.institutions());
    expect(list.length).toBeGreaterThan(0);
    const first = list.find((institution) => institution.plans > 0);
    if (!first) throw new Error('no operator with plans');
    const detail = valueOf(await catalog.institution(first.id));
    expect(detail).toMatchObject({ id: first.id, name: first.name, slug: first.slug });
    expect(detail.plansByState.map((group) => group.state.uf).sort()).toEqual([...first.states].sort());
    expect(detail.plansByState.reduce((sum, group) => sum + group.plans.length, 0)).toBe(first.plans);
    expect(valueOf(await catalog.institutionSimple(first.id))).toMatchObject({ id: first.id, slug: first.slug });
    const notFound = { ok: false, error: { kind: 'not-found', message: CATALOG_MESSAGES.institutionNotFound } };
    expect(await catalog.institution(UNKNOWN_ID)).toEqual(notFound);
    expect(await catalog.institutionSimple(UNKNOWN_ID)).toEqual(notFound);
  });
  it('lists the occupations by name, and the entities of a state accepting one of them; refuses an unknown occupation on its field', async () => {
    const occupations = valueOf(await catalog.occupations());
    expect(occupations.length).toBeGreaterThan(0);
    expect(occupations.map((occupation) => occupation.name)).toEqual(occupations.map((occupation) => occupation.name).sort(compareText));
    const all = valueOf(await catalog.entities(SP));
    expect(all.length).toBeGreaterThan(0);
    const occupation = all.flatMap((entity) => entity.occupations).at(0);
    if (!occupation) throw new Error('no entity of SP lists an occupation');
    expect(occupations.map((known) => known.id)).toContain(occupation.id);
    const accepting = valueOf(await catalog.entities(SP, occupation.id));
    expect(accepting.length).toBeGreaterThan(0);
    expect(accepting.map((entity) => entity.id)).toEqual(all.filter((entity) => entity.occupations.some((o) => o.id === occupation.id)).map((entity) => entity.id));
    const message = CATALOG_MESSAGES.unknownOccupation(UNKNOWN_ID);
    expect(await catalog.entities(SP, UNKNOWN_ID)).toEqual({ ok: false, error: { kind: 'rejected', message, fields: { occupation: [message] } } });
  });

  it('finds hospitals of the state by name or city, accents and case ignored, by folded name; refuses a search over 100 characters', async () => {
    const every = valueOf(await catalog.searchHospitals(SP, ''));
    expect(every.length).toBeGreaterThan(1);
    // Ordered by the name without accents and case, compared code point by code point (the server's `collate "C"`).
    const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const keys = every.map((hospital) => folded(hospital.name));
    expect(keys).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const sample = every.find((hospital) => hospital.city !== '' && !folded(hospital.name).includes(folded(hospital.city)));
    if (!sample) throw new Error('no hospital whose name does not hold its city');
    const byCity = valueOf(await catalog.searchHospitals(SP, sample.city.toUpperCase()));
    expect(byCity.map((hospital) => hospital.id)).toContain(sample.id);
    expect(byCity.every((hospital) => folded(hospital.name).includes(folded(sample.city)) || folded(hospital.city).includes(folded(sample.city)))).toBe(true);
    const word = sample.name.split(' ').find((part) => part.length > 3) ?? sample.name;
    expect(valueOf(await catalog.searchHospitals(SP, folded(word))).map((hospital) => hospital.id)).toContain(sample.id);
    const message = CATALOG_MESSAGES.hospitalSearchTooLong;
    expect(await catalog.searchHospitals(SP, 'a'.repeat(101))).toEqual({ ok: false, error: { kind: 'rejected', message, fields: { search: [message] } } });
    expect((await catalog.searchHospitals(SP, 'a'.repeat(100))).ok).toBe(true);
  });
});

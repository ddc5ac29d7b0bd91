/**
 * One page of a quote's answer: sorted (the administradora's monthly fee in the total),
 * narrowed, grouped into whole adhesion offers or one row a plan, and cut — with the
 * narrowing choices of the whole answer. Plans and expected pages written by hand.
 */
import { describe, expect, it } from 'vitest';
import { NO_NARROWING, type PlanQuote } from './catalog';
import { quotePage, type QuotePageRequest } from './quote-page';
import type { PriceTable } from './pricing';

const TABLE: PriceTable = [11973, 15716, 17893, 19941, 20977, 23530, 28738, 39796, 53590, 69552];
type Operator = PlanQuote['institution'];
const operator = (id: number, name: string): Operator => ({ id, name, slug: name.toLowerCase(), logoUrl: null, ansRegistration: null, similarEntities: [] });
function quote(id: number, name: string, institution: Operator, totalCents: number | null, overrides: Partial<PlanQuote> = {}): PlanQuote {
  return {
    id, name, type: 'PJ', porte: null, institution, state: { id: 26, uf: 'SP', name: 'São Paulo' },
    commercializationArea: { name: 'Todo o estado', cities: [] }, segmentation: 'ambulatorial', coverageArea: 'estadual',
    accommodation: 'infirmary', coparticipation: 'without', isOptional: false, isMei: false, minLives: 1, maxLives: null,
    administradora: null, entities: [],
    priceTable: { id, effectiveDate: '2026-06-01', source: 'x', real: true, pricesCents: TABLE, promotionalPricesCents: null },
    network: { name: 'Rede', hospitals: 0, clinics: 0 }, lives: 1, totalCents, ...overrides,
  };
}
const AMIL = operator(1, 'Amil');
const BRADESCO = operator(2, 'Bradesco Saúde');
const SULAMERICA = operator(3, 'SulAmérica');

/** One adhesion product sold by two administradoras: Qualicorp charges R$ 1,00 a month per life, Allcare nothing. */
const adhesion = (id: number, administradora: string, monthlyCentsPerLife: number) =>
  quote(id, `Amil Adesão (${administradora})`, AMIL, 1500, {
    type: 'PF',
    administradora,
    administradoraFees: { adhesionCentsPerLife: 0, monthlyCentsPerLife },
  });

// Monthly totals: 2 → 1000, 5 → 1500 (Allcare), 6 → 1550, 4 → 1600 (1500 + Qualicorp's 100), 3 → 2000, 1 → 3000.
const PLANS = [
  quote(1, 'Plano A', AMIL, 3000),
  quote(2, 'Plano B', BRADESCO, 1000, { accommodation: 'apartment', coparticipation: 'with' }),
  quote(3, 'Plano C', SULAMERICA, 2000),
  adhesion(4, 'Qualicorp', 100),
  adhesion(5, 'Allcare', 0),
  quote(6, 'Plano D', SULAMERICA, 1550, { accommodation: 'apartment_2' }),
];

const request = (patch: Partial<QuotePageRequest>): QuotePageRequest => ({ sort: 'total', narrowing: NO_NARROWING, grouping: 'offers', offset: 0, limit: 2, ...patch });
const ids = (page: { results: readonly PlanQuote[] }) => page.results.map((plan) => plan.id);

describe('quotePage', () => {
  it('pages whole offers: an adhesion offer’s plans come together, on the page where the offer first appears', () => {
    expect(ids(quotePage(PLANS, request({ offset: 0, limit: 2 })))).toEqual([2, 5, 4]);
    expect(ids(quotePage(PLANS, request({ offset: 1, limit: 1 })))).toEqual([5, 4]);
    expect(ids(quotePage(PLANS, request({ offset: 2, limit: 2 })))).toEqual([6, 3]);
  });

  it('pages one row a plan for the list: the monthly total with the administradora’s fee puts plan 4 after plan 6', () => {
    expect(ids(quotePage(PLANS, request({ grouping: 'plans', offset: 0, limit: 3 })))).toEqual([2, 5, 6]);
    expect(ids(quotePage(PLANS, request({ grouping: 'plans', offset: 3, limit: 3 })))).toEqual([4, 3, 1]);
  });

  it('gives the next offset until the last page, then null; past the end no plan with the real counts', () => {
    expect(quotePage(PLANS, request({ offset: 0, limit: 2 })).nextOffset).toBe(2);
    expect(quotePage(PLANS, request({ offset: 2, limit: 2 })).nextOffset).toBe(4);
    const last = quotePage(PLANS, request({ offset: 4, limit: 2 }));
    expect({ ids: ids(last), next: last.nextOffset }).toEqual({ ids: [1], next: null });
    const past = quotePage(PLANS, request({ offset: 9, limit: 2 }));
    expect(past).toMatchObject({ count: 6, allCount: 6, results: [], nextOffset: null });
    expect(quotePage(PLANS, request({ grouping: 'plans', offset: 3, limit: 3 })).nextOffset).toBeNull();
  });

  it('counts the plans after narrowing, and takes the choices from the whole answer', () => {
    const page = quotePage(PLANS, request({ narrowing: { operatorId: SULAMERICA.id, accommodation: null, coparticipation: null }, limit: 1 }));
    expect(ids(page)).toEqual([6]);
    expect(page.nextOffset).toBe(1);
    expect(page.count).toBe(2);
    expect(page.allCount).toBe(6);
    expect(page.choices).toEqual({
      operators: [
        { id: 1, name: 'Amil' },
        { id: 2, name: 'Bradesco Saúde' },
        { id: 3, name: 'SulAmérica' },
      ],
      accommodations: ['infirmary', 'apartment'],
      coparticipations: ['without', 'with'],
    });
    const apartments = quotePage(PLANS, request({ narrowing: { operatorId: null, accommodation: 'apartment', coparticipation: null }, limit: 5 }));
    expect({ ids: ids(apartments), count: apartments.count }).toEqual({ ids: [2, 6], count: 2 });
  });

  it('orders by operator, plan name or IDSS as asked, the same whatever the order the plans come in', () => {
    const reversed = [...PLANS].reverse();
    expect(ids(quotePage(reversed, request({ sort: 'operator', grouping: 'plans', limit: 6 })))).toEqual([5, 4, 1, 2, 6, 3]);
    expect(ids(quotePage(PLANS, request({ sort: 'operator', grouping: 'plans', limit: 6 })))).toEqual([5, 4, 1, 2, 6, 3]);
    expect(ids(quotePage(reversed, request({ sort: 'plan', grouping: 'plans', limit: 6 })))).toEqual([5, 4, 1, 2, 3, 6]);
  });

  it('breaks ties by id, so equal plans keep one order across pages', () => {
    const twins = [quote(9, 'Igual', AMIL, 1000), quote(7, 'Igual', AMIL, 1000), quote(8, 'Igual', AMIL, 1000)];
    const first = quotePage(twins, request({ grouping: 'plans', offset: 0, limit: 2 }));
    const second = quotePage([...twins].reverse(), request({ grouping: 'plans', offset: 2, limit: 2 }));
    expect([...ids(first), ...ids(second)]).toEqual([7, 8, 9]);
  });

  it('refuses a negative offset or an empty page', () => {
    expect(() => quotePage(PLANS, request({ offset: -1 }))).toThrow(RangeError);
    expect(() => quotePage(PLANS, request({ limit: 0 }))).toThrow(RangeError);
  });
});

/**
 * The quote results a broker sorts and narrows: plans without a total last and among
 * themselves by operator and name, the best IDSS first and operators without one last, and
 * the narrowing controls' choices in the screen's order. Plans written by hand.
 */
import { describe, expect, it } from 'vitest';
import type { PlanQuote } from './catalog';
import { narrowingChoices, sortQuotes } from './quote-page';
import type { PriceTable } from './pricing';

const TABLE: PriceTable = [11973, 15716, 17893, 19941, 20977, 23530, 28738, 39796, 53590, 69552];
type Operator = PlanQuote['institution'];
const operator = (id: number, name: string, idss: number | null): Operator => ({
  id, name, slug: name.toLowerCase(), logoUrl: null, ansRegistration: null, similarEntities: [],
  ansProfile: idss === null ? null : ({ idss: { score: idss } } as unknown as NonNullable<Operator['ansProfile']>),
});
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
const AMIL = operator(1, 'Amil', 0.7);
const BRADESCO = operator(2, 'Bradesco Saúde', 0.9);
const SULAMERICA = operator(3, 'SulAmérica', null);
const UNIMED = operator(4, 'Unimed', null);

describe('sortQuotes', () => {
  it('puts the plans without a total last, by operator and then by name', () => {
    const quotes = [quote(5, 'Plano Z', AMIL, null), quote(6, 'Plano A', AMIL, null), quote(7, 'Plano M', BRADESCO, 3000), quote(8, 'Plano B', SULAMERICA, 1000)];
    expect(sortQuotes(quotes, 'total').map((q) => q.id)).toEqual([8, 7, 6, 5]);
    expect(sortQuotes([quotes[1]!, quotes[0]!, quotes[3]!, quotes[2]!], 'total').map((q) => q.id)).toEqual([8, 7, 6, 5]);
  });

  it('puts the best IDSS first and the operators without one last, by total among themselves', () => {
    const quotes = [quote(1, 'Plano 1', SULAMERICA, 5000), quote(2, 'Plano 2', AMIL, 9000), quote(3, 'Plano 3', UNIMED, 4000), quote(4, 'Plano 4', BRADESCO, 9900)];
    expect(sortQuotes(quotes, 'quality').map((q) => q.id)).toEqual([4, 2, 3, 1]);
    expect(sortQuotes([quotes[3]!, quotes[2]!, quotes[1]!, quotes[0]!], 'quality').map((q) => q.id)).toEqual([4, 2, 3, 1]);
  });
});

describe('narrowingChoices', () => {
  it('offers the operators by name and the accommodations and coparticipations in the screen’s order', () => {
    const quotes = [
      quote(1, 'Plano 1', SULAMERICA, 1000, { accommodation: 'apartment', coparticipation: 'with_tp' }),
      quote(2, 'Plano 2', AMIL, 1000, { accommodation: 'outpatient', coparticipation: 'without' }),
      quote(3, 'Plano 3', BRADESCO, 1000, { accommodation: 'apartment', coparticipation: 'with_tp' }),
    ];
    expect(narrowingChoices(quotes)).toEqual({ operators: [AMIL, BRADESCO, SULAMERICA], accommodations: ['outpatient', 'apartment'], coparticipations: ['without', 'with_tp'] });
  });
});

import { describe, expect, it } from 'vitest';
import { groupAdhesionOffers, productName, type OfferablePlan } from './plan-extras';

const plan = (id: number, administradora: string | null, overrides: Partial<OfferablePlan> = {}): OfferablePlan => ({
  id,
  name: administradora ? `Amil S380 Adesão Enfermaria (${administradora})` : 'Amil S380 Adesão Enfermaria',
  type: 'PF',
  administradora,
  institution: { id: 1 },
  state: { id: 17 },
  commercializationArea: { name: 'Pernambuco (todo o estado)' },
  accommodation: 'infirmary',
  coparticipation: 'with',
  coverageArea: 'estadual',
  priceTable: { pricesCents: [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000] },
  ...overrides,
});

describe('groupAdhesionOffers', () => {
  it('shows the same product sold by several administradoras once, administradoras as options in pt-BR order', () => {
    const offers = groupAdhesionOffers([plan(1, 'Qualicorp'), plan(2, 'Allcare'), plan(3, 'Elo')]);
    expect(offers).toHaveLength(1);
    expect(offers[0]?.name).toBe('Amil S380 Adesão Enfermaria');
    expect(offers[0]?.plans.map((p) => p.administradora)).toEqual(['Allcare', 'Elo', 'Qualicorp']);
  });

  it('keeps apart what differs: prices, room, operator, and non-adhesion plans', () => {
    const offers = groupAdhesionOffers([
      plan(1, 'Qualicorp'),
      plan(2, 'Allcare', { priceTable: { pricesCents: [101, 200, 300, 400, 500, 600, 700, 800, 900, 1000] } }),
      plan(3, 'Elo', { accommodation: 'apartment' }),
      plan(4, 'Elo', { institution: { id: 2 } }),
      plan(5, null, { type: 'CP' }),
      plan(6, null, { type: 'CP' }),
    ]);
    expect(offers.map((offer) => offer.plans.map((p) => p.id))).toEqual([[1], [2], [3], [4], [5], [6]]);
  });

  it('names a product without its administradora suffix only when it is the plan’s own', () => {
    expect(productName({ name: 'Bradesco Flex (Qualicorp)', administradora: 'Qualicorp' })).toBe('Bradesco Flex');
    expect(productName({ name: 'Bradesco Flex (Qualicorp)', administradora: 'Elo' })).toBe('Bradesco Flex (Qualicorp)');
  });
});

// Adhesion offers at their edges: the key a product is known by, plans never grouped (an
// adhesion plan without administradora, a plan of another type with one), a product sold by one
// administradora keeping its full name.
describe('groupAdhesionOffers: keys and edges', () => {
  it('keys a product by operator, state, area, name, room, coparticipation, coverage and prices', () => {
    expect(groupAdhesionOffers([plan(1, 'Qualicorp'), plan(2, 'Elo')]).map((offer) => offer.key)).toEqual([
      'pf|1|17|Pernambuco (todo o estado)|Amil S380 Adesão Enfermaria|infirmary|with|estadual|100,200,300,400,500,600,700,800,900,1000',
    ]);
  });

  it('never groups an adhesion plan without administradora, nor plans of another type', () => {
    const offers = groupAdhesionOffers([plan(1, null), plan(2, null), plan(3, 'Elo', { type: 'CP' }), plan(4, 'Elo', { type: 'CP' })]);
    expect(offers.map((offer) => [offer.key, offer.plans.map((p) => p.id)])).toEqual([
      ['plan|1', [1]],
      ['plan|2', [2]],
      ['plan|3', [3]],
      ['plan|4', [4]],
    ]);
  });

  it('keeps the full name of a product one administradora sells', () => {
    expect(groupAdhesionOffers([plan(1, 'Qualicorp')]).map((offer) => offer.name)).toEqual(['Amil S380 Adesão Enfermaria (Qualicorp)']);
  });
});

/**
 * Adhesion offers: the key a product is known by, plans that are never grouped (an adhesion
 * plan without administradora, a plan of another type with one), and a product sold by one
 * administradora keeping its full name. Written by hand.
 */
import { describe, expect, it } from 'vitest';
import { groupAdhesionOffers, type OfferablePlan } from './plan-extras';

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

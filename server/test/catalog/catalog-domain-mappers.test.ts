/**
 * The repository's plan row as the domain's plan (server/src/modules/catalog/catalog-domain.mappers.ts):
 * what a broker reads of a plan changes nowhere on the way — the segmentation as its pt-BR text,
 * the operator's logo as its public URL, a plan without a network as 'Rede não informada', a
 * plan without a contribution choice as compulsory — and the ids the answers name (the area's,
 * the network's) stay. Values written by hand.
 */
import { describe, expect, it } from 'vitest';
import { planOfRecord, priceTableOfRecord } from '../../src/modules/catalog/catalog-domain.mappers';
import type { EntityRecord, PlanRecord } from '../../src/modules/catalog/repositories/catalog.repository';

const similar: EntityRecord[] = [{ id: 7, acronym: 'CRM-SP', name: 'Conselho Regional de Medicina — São Paulo' }];

function row(overrides: Partial<Omit<PlanRecord, 'priceTable'>> = {}): Omit<PlanRecord, 'priceTable'> {
  return {
    id: 41,
    name: 'Nosso Plano Enfermaria',
    type: 'PJ',
    porte: 'porte_ii',
    segmentation: 'ambulatorial_hospitalar_com_obstetricia',
    coverageArea: 'estadual',
    accommodation: 'infirmary',
    coparticipation: 'with',
    isOptional: true,
    isMei: false,
    minLives: 2,
    maxLives: 29,
    real: true,
    institution: { id: 3, name: 'Hapvida', slug: 'hapvida', logo: 'logos/hap vida.png', ansRegistration: '368253', ansProfile: null },
    state: { id: 26, uf: 'SP', name: 'São Paulo' },
    area: { id: 12, name: 'Grande São Paulo', cities: ['São Paulo', 'Osasco'] },
    administradora: null,
    networkId: 5,
    network: { name: 'Rede Nosso Plano', hospitals: 4, clinics: 9 },
    entities: [],
    ...overrides,
  };
}

describe('planOfRecord', () => {
  it('keeps what the answers name by id (area, network) and the real flag, with the operator holding its similar entities', () => {
    const plan = planOfRecord(row(), similar);
    expect(plan.commercializationArea).toEqual({ id: 12, name: 'Grande São Paulo', cities: ['São Paulo', 'Osasco'] });
    expect(plan.networkId).toBe(5);
    expect(plan.real).toBe(true);
    expect(plan.network).toEqual({ name: 'Rede Nosso Plano', hospitals: 4, clinics: 9 });
    expect(plan.institution).toEqual({
      id: 3,
      name: 'Hapvida',
      slug: 'hapvida',
      logoUrl: '/media/logos/hap%20vida.png',
      ansRegistration: '368253',
      ansProfile: null,
      similarEntities: similar,
    });
  });

  it('writes the segmentation as the text a broker reads', () => {
    expect(planOfRecord(row(), similar).segmentation).toBe('ambulatorial + hospitalar com obstetrícia');
  });

  it('gives a plan without a network the network the answers show, and a plan without a contribution choice a compulsory one', () => {
    const plan = planOfRecord(row({ type: 'PF', porte: null, isOptional: null, networkId: null, network: null }), similar);
    expect(plan.network).toEqual({ name: 'Rede não informada', hospitals: 0, clinics: 0 });
    expect(plan.networkId).toBeNull();
    expect(plan.isOptional).toBe(false);
  });

  it('sells a plan whose area lists no city in the whole state (no cities)', () => {
    expect(planOfRecord(row({ area: { id: 13, name: 'São Paulo (todo o estado)', cities: null } }), similar).commercializationArea.cities).toEqual([]);
  });

  it('shares one operator and one area between the plans of the same rows (the snapshot holds each once)', () => {
    const shared = row();
    const first = planOfRecord(shared, similar);
    const second = planOfRecord({ ...shared, id: 42, name: 'Nosso Plano Apartamento' }, similar);
    expect(second.institution).toBe(first.institution);
    expect(second.commercializationArea).toBe(first.commercializationArea);
  });
});

describe('priceTableOfRecord', () => {
  it('keeps the table as the quote shows it: prices in cents, dates, promotion and the next table’s date', () => {
    const table = priceTableOfRecord({
      id: 9,
      effectiveDate: '2026-05-01',
      source: 'Tabela Hapvida maio/2026',
      real: true,
      pricesCents: [10_000, 11_000, 12_000, 13_000, 14_000, 15_000, 16_000, 17_000, 18_000, 59_000],
      promotionalPricesCents: null,
      promotionalMonths: null,
      nextEffectiveDate: '2027-05-01',
    });
    expect(table).toEqual({
      id: 9,
      effectiveDate: '2026-05-01',
      source: 'Tabela Hapvida maio/2026',
      real: true,
      pricesCents: [10_000, 11_000, 12_000, 13_000, 14_000, 15_000, 16_000, 17_000, 18_000, 59_000],
      promotionalPricesCents: null,
      promotionalMonths: null,
      nextEffectiveDate: '2027-05-01',
    });
    expect(Object.isFrozen(table.pricesCents)).toBe(true);
  });
});

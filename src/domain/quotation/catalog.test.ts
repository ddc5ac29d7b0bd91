import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BracketCounts } from './age-buckets';
import {
  COMPARISON_LIMIT_MESSAGE,
  MAX_COMPARED_PLANS,
  NO_NARROWING,
  compareNetworks,
  groupProvidersByCity,
  operatorInitials,
  planBracketLines,
  planTotalCents,
  providerAttributes,
  toggleComparedPlan,
  type PlanQuote,
  type Provider,
} from './catalog';
import type { PriceTable } from './pricing';
import { narrowingChoices, narrowQuotes, sortQuotes } from './quote-page';

const TABLE: PriceTable = [11973, 15716, 17893, 19941, 20977, 23530, 28738, 39796, 53590, 69552];

function quote(id: number, overrides: Partial<PlanQuote> = {}): PlanQuote {
  return {
    id,
    name: `Plano ${id}`,
    type: 'PJ',
    porte: null,
    institution: { id: 1, name: 'Amil', slug: 'amil', logoUrl: null, ansRegistration: '326305', similarEntities: [] },
    state: { id: 26, uf: 'SP', name: 'São Paulo' },
    commercializationArea: { name: 'Todo o estado', cities: [] },
    segmentation: 'ambulatorial',
    coverageArea: 'estadual',
    accommodation: 'infirmary',
    coparticipation: 'without',
    isOptional: false,
    isMei: false,
    minLives: 1,
    maxLives: null,
    administradora: null,
    entities: [],
    priceTable: { id, effectiveDate: '2026-06-01', source: 'x', real: true, pricesCents: TABLE, promotionalPricesCents: null },
    network: { name: 'Rede', hospitals: 0, clinics: 0 },
    lives: 1,
    totalCents: 1000 * id,
    ...overrides,
  };
}

function provider(id: number, name: string, city: string, flags: Partial<Provider> = {}): Provider {
  return { id, name, city, uf: 'SP', electiveAdmission: false, emergency: false, maternity: false, laboratory: false, ...flags };
}

const amil = { id: 1, name: 'Amil', slug: 'amil', logoUrl: null, ansRegistration: '326305', similarEntities: [{ id: 1, name: 'CREA-SP' }] };
const bradesco = { id: 2, name: 'Bradesco Saúde', slug: 'bradesco-saude', logoUrl: null, ansRegistration: '005711', similarEntities: [{ id: 2, name: 'OAB SP' }] };
const sulamerica = { id: 3, name: 'SulAmérica', slug: 'sulamerica', logoUrl: null, ansRegistration: '006246', similarEntities: [] };

describe('plan totals', () => {
  it('prices the brackets in use: lives × unit price, total = Σ (Recife, ages 5, 34, 36)', () => {
    const counts: BracketCounts = [1, 0, 0, 0, 2, 0, 0, 0, 0, 0];
    const plan = quote(1);
    expect(planBracketLines(plan, counts)).toEqual([
      { index: 0, bracket: '0-18', lives: 1, unitPriceCents: 11973, subtotalCents: 11973 },
      { index: 4, bracket: '34-38', lives: 2, unitPriceCents: 20977, subtotalCents: 41954 },
    ]);
    expect(planTotalCents(plan, counts)).toBe(53927);
  });
});

describe('sortQuotes', () => {
  const plans = [
    quote(1, { totalCents: 3000, name: 'Zeta', institution: { ...sulamerica } }),
    quote(2, { totalCents: null, name: 'Alfa', institution: { ...amil } }),
    quote(3, { totalCents: 1000, name: 'Ômega', institution: { ...bradesco } }),
    quote(4, { totalCents: 1000, name: 'Beta', institution: { ...amil } }),
  ];

  it.each([
    ['total', [4, 3, 1, 2]],
    ['operator', [4, 2, 3, 1]],
    ['plan', [2, 4, 3, 1]],
  ] as const)('by %s → %j (ties by operator, plan, total, id; no total last)', (key, ids) => {
    expect(sortQuotes(plans, key).map((plan) => plan.id)).toEqual(ids);
  });

  it('by quality: the highest IDSS first, operators without one last, ties by total', () => {
    const profile = (score: number | null) => ({
      registration: '000000',
      cnpj: '00000000000000',
      legalName: 'X',
      tradeName: null,
      modality: 'Medicina de Grupo',
      idss: score === null ? null : { year: 2025, score },
      igr: null,
    });
    const rated = [
      quote(1, { totalCents: 3000, institution: { ...amil, ansProfile: profile(0.71) } }),
      quote(2, { totalCents: 1000, institution: { ...bradesco, ansProfile: profile(null) } }),
      quote(3, { totalCents: 2000, institution: { ...sulamerica, ansProfile: profile(0.85) } }),
      quote(4, { totalCents: 1000, institution: { ...amil, ansProfile: profile(0.71) } }),
      quote(5, { totalCents: 500, institution: { ...sulamerica } }),
    ];
    expect(sortQuotes(rated, 'quality').map((plan) => plan.id)).toEqual([3, 4, 1, 5, 2]);
  });

  it('never mutates and always yields a permutation ordered by total', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.nat({ max: 100000 }), { nil: null }), { maxLength: 40 }), (totals) => {
        const input = totals.map((totalCents, i) => quote(i + 1, { totalCents }));
        const copy = [...input];
        const sorted = sortQuotes(input, 'total');
        expect(input).toEqual(copy);
        expect(sorted.map((p) => p.id).sort((a, b) => a - b)).toEqual(input.map((p) => p.id));
        const withTotal = sorted.filter((p) => p.totalCents !== null).map((p) => p.totalCents as number);
        expect(withTotal).toEqual([...withTotal].sort((a, b) => a - b));
        expect(sorted.slice(withTotal.length).every((p) => p.totalCents === null)).toBe(true);
      }),
    );
  });
});

describe('narrowing', () => {
  const plans = [
    quote(1, { institution: { ...amil }, accommodation: 'apartment_3', coparticipation: 'with' }),
    quote(2, { institution: { ...bradesco }, accommodation: 'rc', coparticipation: 'without' }),
    quote(3, { institution: { ...amil }, accommodation: 'outpatient', coparticipation: 'with_tp' }),
  ];

  it('keeps everything without narrowing', () => {
    expect(narrowQuotes(plans, NO_NARROWING)).toEqual(plans);
  });

  it('narrows by operator, by accommodation kind (apartment_3 is an apartment, rc an infirmary) and by coparticipation', () => {
    expect(narrowQuotes(plans, { ...NO_NARROWING, operatorId: 1 }).map((p) => p.id)).toEqual([1, 3]);
    expect(narrowQuotes(plans, { ...NO_NARROWING, accommodation: 'apartment' }).map((p) => p.id)).toEqual([1]);
    expect(narrowQuotes(plans, { ...NO_NARROWING, accommodation: 'infirmary' }).map((p) => p.id)).toEqual([2]);
    expect(narrowQuotes(plans, { operatorId: 1, accommodation: null, coparticipation: 'with_tp' }).map((p) => p.id)).toEqual([3]);
  });

  it('offers only the choices present, in a fixed order', () => {
    expect(narrowingChoices(plans)).toEqual({
      operators: [amil, bradesco],
      accommodations: ['outpatient', 'infirmary', 'apartment'],
      coparticipations: ['without', 'with', 'with_tp'],
    });
  });
});

describe('network', () => {
  const einstein = provider(1, 'Hospital Israelita Albert Einstein', 'São Paulo', { electiveAdmission: true, emergency: true, maternity: true, laboratory: true });
  const veraCruz = provider(2, 'Hospital Vera Cruz', 'Campinas', { electiveAdmission: true, emergency: true });
  const anaCosta = provider(3, 'Hospital Ana Costa', 'Santos', { maternity: true });
  const santaPaula = provider(4, 'Hospital Santa Paula', 'São Paulo', { emergency: true });

  it('names the attributes H, PS, M, Lab in that order', () => {
    expect(providerAttributes(einstein)).toEqual(['H', 'PS', 'M', 'Lab']);
    expect(providerAttributes(anaCosta)).toEqual(['M']);
    expect(providerAttributes(provider(9, 'x', 'y'))).toEqual([]);
  });

  it('groups providers by city in pt-BR order, names sorted', () => {
    const groups = groupProvidersByCity([santaPaula, veraCruz, einstein, anaCosta]);
    expect(groups.map((group) => [group.city, group.providers.map((p) => p.id)])).toEqual([
      ['Campinas', [2]],
      ['Santos', [3]],
      ['São Paulo', [1, 4]],
    ]);
  });

  it('finds the hospitals in common and each plan exclusive ones', () => {
    const comparison = compareNetworks([
      { id: 10, hospitals: [einstein, veraCruz, santaPaula] },
      { id: 20, hospitals: [veraCruz, einstein, anaCosta] },
      { id: 30, hospitals: [einstein, veraCruz] },
    ]);
    expect(comparison.common.map((h) => h.id)).toEqual([1, 2]);
    expect(comparison.exclusive.get(10)?.map((h) => h.id)).toEqual([4]);
    expect(comparison.exclusive.get(20)?.map((h) => h.id)).toEqual([3]);
    expect(comparison.exclusive.get(30)).toEqual([]);
  });

  it('has nothing in common with fewer than two plans', () => {
    expect(compareNetworks([{ id: 1, hospitals: [einstein] }]).common).toEqual([]);
    expect(compareNetworks([]).common).toEqual([]);
  });
});

describe('comparison selection', () => {
  it('adds and removes plans, up to 6', () => {
    expect(toggleComparedPlan([], 5)).toEqual({ ok: true, planIds: [5] });
    expect(toggleComparedPlan([5, 6], 5)).toEqual({ ok: true, planIds: [6] });
    const full = [1, 2, 3, 4, 5, 6];
    expect(full).toHaveLength(MAX_COMPARED_PLANS);
    expect(toggleComparedPlan(full, 7)).toEqual({ ok: false, reason: 'limit' });
    expect(toggleComparedPlan(full, 3)).toEqual({ ok: true, planIds: [1, 2, 4, 5, 6] });
    expect(COMPARISON_LIMIT_MESSAGE).toBe('Você pode comparar até 6 planos.');
  });
});

describe('operatorInitials', () => {
  it.each([
    ['Amil', 'AM'],
    ['Bradesco Saúde', 'BS'],
    ['SulAmérica', 'SU'],
    ['Porto Seguro - Seguro Saúde S/A', 'PS'],
    ['Unimed de Campinas', 'UC'],
    ['', '?'],
  ])('%s → %s', (name, initials) => {
    expect(operatorInitials(name)).toBe(initials);
  });
});

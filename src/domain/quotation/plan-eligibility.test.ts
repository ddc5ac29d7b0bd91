import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { areasForCity, ELIGIBLE, isEligible, planEligibility, type EligibilityCriteria, type EligibilityPlan } from './plan-eligibility';
import { PORTE_CODES, type CoverageArea, type PlanTypeCode } from './plan-types';

const SP = 26;
const RJ = 19;

/** A PJ plan of SP sold in area 1, 2–29 lives, porte II, compulsory contribution, network {10, 11, 12}. */
const pj: EligibilityPlan = {
  stateId: SP,
  type: 'PJ',
  porte: 'porte_ii',
  areaId: 1,
  coverageArea: 'estadual',
  isOptional: false,
  acceptsMei: false,
  minLives: 2,
  maxLives: 29,
  entityIds: new Set(),
  similarEntityStates: undefined,
  networkProviderIds: new Set([10, 11, 12]),
};

/** A PF (adhesion) plan of SP listing entities 5 and 6; its institution takes 5 (SP) and 6 (national) as similar. */
const pf: EligibilityPlan = {
  ...pj,
  type: 'PF',
  porte: null,
  isOptional: null,
  minLives: 1,
  maxLives: null,
  entityIds: new Set([5, 6, 7]),
  similarEntityStates: new Map([
    [5, SP],
    [6, null],
    [7, RJ],
  ]),
};

describe('planEligibility: the reason a plan is left out', () => {
  it('keeps a plan of the state when nothing else is asked', () => {
    expect(planEligibility(pj, { stateId: SP })).toBe(ELIGIBLE);
  });

  it.each<[string, EligibilityPlan, EligibilityCriteria, unknown]>([
    ['another state', pj, { stateId: RJ }, { kind: 'other-state', planStateId: SP }],
    ['a type not asked', pj, { stateId: SP, types: ['CP', 'PF'] }, { kind: 'type-not-asked', planType: 'PJ', types: ['CP', 'PF'] }],
    ['not sold in the city', pj, { stateId: SP, city: { name: 'Santos', areaIds: new Set([2, 3]) } }, { kind: 'not-sold-in-city', city: 'Santos' }],
    ['another coverage area', pj, { stateId: SP, coverageAreas: ['nacional'] }, { kind: 'other-coverage-area', coverageArea: 'estadual', wanted: ['nacional'] }],
    ['another contribution', pj, { stateId: SP, isOptional: true }, { kind: 'other-contribution', planIsOptional: false }],
    ['MEI company, plan not sold to MEI', pj, { stateId: SP, isMei: true }, { kind: 'mei-not-accepted' }],
    ['MEI-only porte, company not MEI', { ...pj, porte: 'i_mei' }, { stateId: SP, isMei: false }, { kind: 'mei-only' }],
    ['another porte', pj, { stateId: SP, porte: 'lives_5_29' }, { kind: 'other-porte', porte: 'porte_ii', wanted: 'lives_5_29' }],
    ['fewer lives than the porte minimum', pj, { stateId: SP, lives: 1 }, { kind: 'below-min-lives', minLives: 2, lives: 1 }],
    ['more lives than the maximum', pj, { stateId: SP, lives: 30 }, { kind: 'above-max-lives', maxLives: 29, lives: 30 }],
    ['an entity the plan does not list', pf, { stateId: SP, entityId: 8 }, { kind: 'entity-not-listed', entityId: 8 }],
    ['an entity of another state', pf, { stateId: SP, entityId: 7 }, { kind: 'entity-not-similar', entityId: 7 }],
    ['an occupation none of its entities accepts', pf, { stateId: SP, occupation: { id: 40, entityIds: new Set([8, 9]) } }, { kind: 'occupation-not-accepted', occupationId: 40 }],
    ['hospitals and no network', { ...pj, networkProviderIds: null }, { stateId: SP, hospitalIds: [10] }, { kind: 'no-network', hospitalIds: [10] }],
    ['hospitals missing from the network', pj, { stateId: SP, hospitalIds: [13, 10, 14, 13] }, { kind: 'hospitals-missing', hospitalIds: [13, 14] }],
  ])('%s', (_name, plan, criteria, reason) => {
    expect(planEligibility(plan, criteria)).toEqual(reason);
  });

  it.each<[string, EligibilityPlan, EligibilityCriteria]>([
    ['a plan without porte for any porte', { ...pj, porte: null }, { stateId: SP, porte: 'lives_3_4' }],
    ['the contribution of CP/PF plans is ignored', { ...pj, type: 'CP', isOptional: true }, { stateId: SP, isOptional: false }],
    ['MEI asked: CP/PF plans stay', { ...pj, type: 'CP' }, { stateId: SP, isMei: true }],
    ['0 lives: the band does not filter', pj, { stateId: SP, lives: 0 }],
    ['lives at both ends of the band', pj, { stateId: SP, lives: 29 }],
    ['an entity of the state', pf, { stateId: SP, entityId: 5 }],
    ['a national entity', pf, { stateId: SP, entityId: 6 }],
    ['an occupation one entity accepts', pf, { stateId: SP, occupation: { id: 40, entityIds: new Set([9, 6]) } }],
    ['all hospitals in the network', pj, { stateId: SP, hospitalIds: [12, 10] }],
    ['no coverage area asked', pj, { stateId: SP, coverageAreas: [] }],
  ])('keeps %s', (_name, plan, criteria) => {
    expect(planEligibility(plan, criteria)).toBe(ELIGIBLE);
  });
});

const types: PlanTypeCode[] = ['CP', 'PF', 'PJ'];
const coverage: CoverageArea[] = ['nacional', 'estadual', 'grupo_de_municipios'];
const ids = fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { maxLength: 4 });

const planArb: fc.Arbitrary<EligibilityPlan> = fc.record({
  stateId: fc.constantFrom(SP, RJ),
  type: fc.constantFrom(...types),
  porte: fc.option(fc.constantFrom(...PORTE_CODES), { nil: null }),
  areaId: fc.integer({ min: 1, max: 3 }),
  coverageArea: fc.constantFrom(...coverage),
  isOptional: fc.option(fc.boolean(), { nil: null }),
  acceptsMei: fc.boolean(),
  minLives: fc.integer({ min: 1, max: 30 }),
  maxLives: fc.option(fc.integer({ min: 1, max: 200 }), { nil: null }),
  entityIds: ids.map((list) => new Set(list)),
  similarEntityStates: fc.option(ids.map((list) => new Map(list.map((id) => [id, id % 3 === 0 ? null : id % 2 === 0 ? SP : RJ] as const))), { nil: undefined }),
  networkProviderIds: fc.option(ids.map((list) => new Set(list)), { nil: null }),
});

/** Each criterion present or absent, independently. */
const criteriaArb: fc.Arbitrary<EligibilityCriteria> = fc.record(
  {
    stateId: fc.constantFrom(SP, RJ),
    types: fc.subarray(types, { minLength: 1 }),
    city: fc.record({ name: fc.constant('Campinas'), areaIds: fc.uniqueArray(fc.integer({ min: 1, max: 3 })).map((list) => new Set(list)) }),
    coverageAreas: fc.subarray(coverage),
    isOptional: fc.boolean(),
    isMei: fc.boolean(),
    porte: fc.constantFrom(...PORTE_CODES),
    lives: fc.integer({ min: 0, max: 250 }),
    entityId: fc.integer({ min: 1, max: 8 }),
    occupation: fc.record({ id: fc.integer({ min: 1, max: 5 }), entityIds: ids.map((list) => new Set(list)) }),
    hospitalIds: ids,
  },
  { requiredKeys: ['stateId'] },
);

describe('planEligibility: properties', () => {
  it('dropping any criterion never leaves out a plan that was kept (criteria only narrow)', () => {
    fc.assert(
      fc.property(planArb, criteriaArb, fc.constantFrom<keyof EligibilityCriteria>('types', 'city', 'coverageAreas', 'isOptional', 'isMei', 'porte', 'lives', 'entityId', 'occupation', 'hospitalIds'), (plan, criteria, key) => {
        const wider: EligibilityCriteria = { ...criteria, [key]: undefined, stateId: criteria.stateId };
        if (planEligibility(plan, criteria).kind === 'eligible') expect(planEligibility(plan, wider).kind).toBe('eligible');
      }),
      { seed: 31, numRuns: 500 },
    );
  });

  it('a reason names a criterion that was asked: without that criterion the reason goes away', () => {
    const criterionOf: Record<string, keyof EligibilityCriteria> = {
      'type-not-asked': 'types',
      'not-sold-in-city': 'city',
      'other-coverage-area': 'coverageAreas',
      'other-contribution': 'isOptional',
      'mei-not-accepted': 'isMei',
      'mei-only': 'isMei',
      'other-porte': 'porte',
      'below-min-lives': 'lives',
      'above-max-lives': 'lives',
      'entity-not-listed': 'entityId',
      'entity-not-similar': 'entityId',
      'occupation-not-accepted': 'occupation',
      'no-network': 'hospitalIds',
      'hospitals-missing': 'hospitalIds',
    };
    fc.assert(
      fc.property(planArb, criteriaArb, (plan, criteria) => {
        const first = planEligibility(plan, criteria);
        if (first.kind === 'eligible' || first.kind === 'other-state') return;
        const without: EligibilityCriteria = { ...criteria, [criterionOf[first.kind]!]: undefined, stateId: criteria.stateId };
        expect(planEligibility(plan, without).kind).not.toBe(first.kind);
      }),
      { seed: 31, numRuns: 500 },
    );
  });
});

describe('areasForCity', () => {
  const areas = [
    { id: 1, cities: null },
    { id: 2, cities: ['São Paulo', 'Guarulhos'] },
    { id: 3, cities: ['Campinas'] },
  ];

  it('keeps the areas listing the city (accents, case and spaces ignored) and the whole-state ones', () => {
    expect(areasForCity(areas, '  sao  PAULO ')).toEqual({ kind: 'areas', areaIds: new Set([1, 2]) });
  });

  it('a city no area lists is unknown, with the cities the state has', () => {
    expect(areasForCity(areas, 'Santos')).toEqual({ kind: 'unknown-city', knownCities: ['São Paulo', 'Guarulhos', 'Campinas'] });
  });

  it('a state with one area sells everywhere: the city narrows nothing', () => {
    expect(areasForCity([{ id: 2, cities: ['Recife'] }], 'Olinda')).toEqual({ kind: 'whole-state' });
  });
});

describe('isEligible', () => {
  it('is true for a kept plan and false for a plan left out', () => {
    expect(isEligible(pj, { stateId: SP, lives: 2 })).toBe(true);
    expect(isEligible(pj, { stateId: SP, lives: 30 })).toBe(false);
    expect(isEligible(pj, { stateId: RJ })).toBe(false);
  });
});

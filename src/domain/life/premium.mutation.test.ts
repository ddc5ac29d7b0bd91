import { describe, expect, it } from 'vitest';
import {
  annualRate,
  centsToDecimalText,
  externalCauseShare,
  hospitalDaysPerYear,
  incapacityDaysPerYear,
  isDailyCoverage,
  monthlyFromYearlyCents,
  mortalityRate,
  occupationFactor,
  yearlyPremiumCents,
  type RateInput,
} from './premium';

// The rates of the life quote's premium model (docs/life-insurance.md, "The premium model"):
// each coverage's rate at the ages where its table changes, worked out by hand from the
// IBGE 2015 q(x) (written here as literals) and the documented relativities.

describe('share of deaths from external causes (accidental death and IPA)', () => {
  it.each([
    [18, 0.7, 0.35],
    [29, 0.7, 0.35],
    [30, 0.45, 0.2],
    [39, 0.45, 0.2],
    [40, 0.22, 0.1],
    [49, 0.22, 0.1],
    [50, 0.1, 0.05],
    [59, 0.1, 0.05],
    [60, 0.05, 0.03],
    [79, 0.05, 0.03],
  ])('at %i: men %f, women %f', (age, men, women) => {
    expect(externalCauseShare(age, 'M')).toBe(men);
    expect(externalCauseShare(age, 'F')).toBe(women);
  });
});

describe('occupational class factor on the accidental coverages (CBO major group)', () => {
  it.each([
    ['020', 2], // armed forces, police, firefighters
    ['622', 1.5], // agriculture
    ['715', 1.5], // civil construction
    ['841', 1.5], // food industry
    ['914', 1.3], // maintenance and repair
    ['142', 1], // managers
    ['252', 1], // professionals
    ['312', 1], // technicians
    ['411', 1], // clerks
    ['521', 1], // services
    ['', 1],
  ])('%s × %f', (code, factor) => {
    expect(occupationFactor(code)).toBe(factor);
  });
});

describe('expected days per year of the daily coverages', () => {
  it.each([
    [18, 0.8],
    [29, 0.8],
    [30, 1],
    [39, 1],
    [40, 1.4],
    [49, 1.4],
    [50, 2],
    [70, 2],
  ])('incapacity (DIT) at %i: %f days', (age, days) => {
    expect(incapacityDaysPerYear(age)).toBe(days);
  });

  it.each([
    [18, 0.3],
    [39, 0.3],
    [40, 0.45],
    [49, 0.45],
    [50, 0.7],
    [59, 0.7],
    [60, 1],
    [70, 1],
  ])('hospital (DIH) at %i: %f days', (age, days) => {
    expect(hospitalDaysPerYear(age)).toBe(days);
  });
});

describe('annual rate of each coverage', () => {
  const man25: RateInput = { age: 25, sex: 'M', smoker: false, professionCode: '252' };
  const woman25: RateInput = { age: 25, sex: 'F', smoker: false, professionCode: '252' };

  it('accidental death: q(x) × external-cause share × occupation factor', () => {
    // man 25: 0.002561725 × 0.7 = 0.0017932075; woman 25: 0.000632063 × 0.35 = 0.00022122205
    expect(annualRate('MORTE_ACIDENTAL', man25)).toBeCloseTo(0.0017932075, 12);
    expect(annualRate('MORTE_ACIDENTAL', woman25)).toBeCloseTo(0.00022122205, 12);
    // a police officer (CBO 0) of 25: × 2 = 0.003586415; smoking changes nothing
    expect(annualRate('MORTE_ACIDENTAL', { ...man25, professionCode: '020', smoker: true })).toBeCloseTo(0.003586415, 12);
  });

  it('IPA: half the accidental-death rate', () => {
    expect(annualRate('IPA', man25)).toBeCloseTo(0.00089660375, 12);
  });

  it('death: q(x), × 1.5 for a smoker', () => {
    expect(annualRate('MORTE', man25)).toBe(0.002561725);
    expect(annualRate('MORTE', { ...man25, smoker: true })).toBeCloseTo(0.0038425875, 12);
  });

  it('serious illness: 2 × q(x), × 1.5 for a smoker', () => {
    // man 40: q = 0.003612488
    expect(annualRate('DOENCAS_GRAVES', { ...man25, age: 40 })).toBeCloseTo(0.007224976, 12);
    expect(annualRate('DOENCAS_GRAVES', { ...man25, age: 40, smoker: true })).toBeCloseTo(0.010837464, 12);
  });

  it('DIT and DIH: the expected days of the age', () => {
    expect(annualRate('DIT', { ...man25, age: 45 })).toBe(1.4);
    expect(annualRate('DIH', { ...man25, age: 45 })).toBe(0.45);
  });

  it('funeral: the insured, a spouse of the same age and the other sex (or the declared one), and the children', () => {
    // 0.002927026 (man 35) + 0.001116653 (woman 35) + 0.0005 = 0.004543679, either way round
    expect(annualRate('ASSISTENCIA_FUNERAL', { ...man25, age: 35 })).toBeCloseTo(0.004543679, 12);
    expect(annualRate('ASSISTENCIA_FUNERAL', { ...woman25, age: 35 })).toBeCloseTo(0.004543679, 12);
    // a declared wife of 30: 0.002927026 + 0.000828918 + 0.0005 = 0.004255944; smoking changes nothing
    expect(annualRate('ASSISTENCIA_FUNERAL', { ...man25, age: 35, smoker: true, spouse: { age: 30, sex: 'F' } })).toBeCloseTo(0.004255944, 12);
  });

  it("spouse's coverage: the declared spouse's q(x), and none without a spouse", () => {
    expect(annualRate('CONJUGE', { ...man25, spouse: { age: 30, sex: 'F' } })).toBe(0.000828918);
    expect(() => annualRate('CONJUGE', man25)).toThrow(new RangeError('CONJUGE needs the spouse'));
  });
});

describe('the premium of an accidental-death coverage', () => {
  it('man 25, R$ 100 mil: 10_000_000 × 0.0017932075 × 1.45 = 26_001.51 → R$ 260,02 a year, R$ 21,67 a month', () => {
    const yearly = yearlyPremiumCents(10_000_000, annualRate('MORTE_ACIDENTAL', { age: 25, sex: 'M', smoker: false, professionCode: '252' }));
    expect(yearly).toBe(26_002);
    expect(monthlyFromYearlyCents(yearly)).toBe(2_167);
  });
});

describe('the edges of the premium arithmetic', () => {
  it('has q(x) at ages 0 and 79, none at a fractional age', () => {
    expect(mortalityRate(0, 'M')).toBe(0.014933226);
    expect(mortalityRate(79, 'F')).toBe(0.044755529);
    expect(() => mortalityRate(35.5, 'M')).toThrow(new RangeError('No q(x) for age 35.5'));
    expect(() => mortalityRate(80, 'M')).toThrow(new RangeError('No q(x) for age 80'));
  });

  it('prices a zero capital at zero and takes an explicit loading', () => {
    expect(yearlyPremiumCents(0, 0.01)).toBe(0);
    expect(yearlyPremiumCents(10_000, 0.01, 0)).toBe(100);
    expect(yearlyPremiumCents(10_000, 0)).toBe(0);
  });

  it.each([
    ['a negative capital', -1, 0.01, 0.45, 'Invalid capital -1'],
    ['a fractional capital', 1.5, 0.01, 0.45, 'Invalid capital 1.5'],
    ['a capital beyond safe integers', 2 ** 53, 0.01, 0.45, `Invalid capital ${String(2 ** 53)}`],
    ['a negative rate', 100, -0.01, 0.45, 'Rate and loading must be non-negative'],
    ['a rate that is not a number', 100, Number.NaN, 0.45, 'Rate and loading must be non-negative'],
    ['a negative loading', 100, 0.01, -0.01, 'Rate and loading must be non-negative'],
    ['a loading that is not a number', 100, 0.01, Number.NaN, 'Rate and loading must be non-negative'],
  ])('refuses %s', (_case, capital, rate, loading, message) => {
    expect(() => yearlyPremiumCents(capital, rate, loading)).toThrow(new RangeError(message));
  });

  it('refuses a negative or fractional yearly premium and wire amount', () => {
    expect(monthlyFromYearlyCents(0)).toBe(0);
    expect(monthlyFromYearlyCents(5)).toBe(0);
    expect(() => monthlyFromYearlyCents(-1)).toThrow(new RangeError('Invalid yearly premium -1'));
    expect(() => monthlyFromYearlyCents(12.5)).toThrow(new RangeError('Invalid yearly premium 12.5'));
    expect(centsToDecimalText(0)).toBe('0.00');
    expect(() => centsToDecimalText(-1)).toThrow(new RangeError('Invalid amount -1'));
    expect(() => centsToDecimalText(0.5)).toThrow(new RangeError('Invalid amount 0.5'));
  });

  it('knows the daily coverages (capital per day): DIT and DIH only', () => {
    expect(isDailyCoverage('DIT')).toBe(true);
    expect(isDailyCoverage('DIH')).toBe(true);
    expect(isDailyCoverage('MORTE')).toBe(false);
    expect(isDailyCoverage('ASSISTENCIA_FUNERAL')).toBe(false);
  });
});

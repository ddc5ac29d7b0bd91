import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptanceRefusals,
  addDays,
  annualRate,
  centsToDecimalText,
  completedYears,
  LIFE_COVERAGES,
  LIFE_LOADING,
  mortalityRate,
  monthlyFromYearlyCents,
  quoteLife,
  yearlyPremiumCents,
  type AcceptanceInput,
  type LifeQuoteInput,
  type Sex,
} from './index';
import { QX_MEN, QX_WOMEN } from './mortality-ibge-2015';

const NO_DPS = { DPS_DOENCA_GRAVE: false, DPS_INTERNACAO: false, DPS_AFASTAMENTO: false, DPS_ESPORTE_RISCO: false };
const TODAY = '2026-06-15';

/** A 35-year-old man (born 1990-06-15), death R$ 100 mil and funeral R$ 5 mil. */
const BASE: LifeQuoteInput = {
  memberId: '1',
  birthDate: '1990-06-15',
  sex: 'M',
  professionCode: '252',
  professionTitle: 'Profissionais de organização e administração de empresas e afins',
  monthlyIncomeCents: 10_000_00,
  smoker: false,
  capitals: { MORTE: 100_000_00, ASSISTENCIA_FUNERAL: 5_000_00 },
  dps: NO_DPS,
};

describe('completedYears', () => {
  it.each([
    ['1990-06-15', '2026-06-15', 36],
    ['1990-06-16', '2026-06-15', 35],
    ['1990-07-01', '2026-06-15', 35],
    ['2000-02-29', '2026-02-28', 25],
    ['2000-02-29', '2026-03-01', 26],
    ['2000-02-29', '2028-02-29', 28],
    ['2026-06-16', '2026-06-15', -1],
  ])('born %s, on %s → %i', (birth, today, years) => {
    expect(completedYears(birth, today)).toBe(years);
  });

  it('grows by exactly one on each birthday', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1930, max: 2010 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }), fc.integer({ min: 0, max: 90 }), (year, month, day, years) => {
        const pad = (value: number) => String(value).padStart(2, '0');
        const birth = `${year}-${pad(month)}-${pad(day)}`;
        const birthday = `${year + years}-${pad(month)}-${pad(day)}`;
        expect(completedYears(birth, birthday)).toBe(years);
        expect(completedYears(birth, addDays(birthday, -1))).toBe(years - 1);
      }),
    );
  });
});

describe('addDays', () => {
  it.each([
    ['2026-06-15', 30, '2026-07-15'],
    ['2026-01-20', 30, '2026-02-19'],
    ['2028-02-15', 30, '2028-03-16'],
    ['2026-12-20', 30, '2027-01-19'],
  ])('%s + %i days → %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });
});

describe('monthly price = yearly / 12 rounded to the cent (spec point 9)', () => {
  it.each([
    [42_443, 3_537],
    [12, 1],
    [6, 1],
    [5, 0],
    [0, 0],
    [120_000, 10_000],
    [18, 2], // R$ 0,015 → R$ 0,02 (half up)
  ])('%i cents a year → %i a month', (yearly, monthly) => {
    expect(monthlyFromYearlyCents(yearly)).toBe(monthly);
  });

  it('is the nearest cent to yearly / 12, halves up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (yearly) => {
        const monthly = monthlyFromYearlyCents(yearly);
        expect(Math.abs(monthly * 12 - yearly)).toBeLessThanOrEqual(6);
        expect(monthly).toBe(Math.round(yearly / 12));
      }),
    );
  });

  it.each([
    [3_537, '35.37'],
    [5, '0.05'],
    [100, '1.00'],
    [123_456_789, '1234567.89'],
  ])('%i cents is "%s" on the wire', (cents, text) => {
    expect(centsToDecimalText(cents)).toBe(text);
  });
});

describe('the IBGE 2015 mortality table', () => {
  /** Life expectancy at birth from the table (deaths mid-year; remaining life at 80 from IBGE 2015: men 8.6, women 10.2). */
  function lifeExpectancyAtBirth(qx: readonly number[], remainingAt80: number): number {
    let alive = 1;
    let years = 0;
    qx.forEach((q, age) => {
      const deaths = alive * q;
      years += alive - deaths * (age === 0 ? 0.9 : 0.5);
      alive -= deaths;
    });
    return years + alive * remainingAt80;
  }

  it('gives the life expectancy at birth IBGE published for 2015 (men 71.9, women 79.1)', () => {
    expect(lifeExpectancyAtBirth(QX_MEN, 8.6)).toBeCloseTo(71.9, 0);
    expect(lifeExpectancyAtBirth(QX_WOMEN, 10.2)).toBeCloseTo(79.1, 0);
  });

  it.each([
    [35, 'M', 0.002927026],
    [35, 'F', 0.001116653],
    [70, 'M', 0.030490459],
    [18, 'F', 0.000489323],
  ] as const)('q(%i, %s) = %f', (age, sex, qx) => {
    expect(mortalityRate(age, sex)).toBe(qx);
  });

  it('rises with age from 30 on, and men die more than women from 15 on', () => {
    for (let age = 30; age < 79; age += 1) {
      expect(QX_MEN[age + 1]!).toBeGreaterThan(QX_MEN[age]!);
      expect(QX_WOMEN[age + 1]!).toBeGreaterThan(QX_WOMEN[age]!);
    }
    for (let age = 15; age <= 79; age += 1) expect(QX_MEN[age]!).toBeGreaterThan(QX_WOMEN[age]!);
  });

  it('has no rate outside 0–79', () => {
    expect(() => mortalityRate(80, 'M')).toThrow(RangeError);
    expect(() => mortalityRate(-1, 'F')).toThrow(RangeError);
  });
});

describe('yearly premium = capital × rate × (1 + loading)', () => {
  it.each([
    // 35-year-old man, death R$ 100 mil: 10_000_000 × 0.002927026 × 1.45 = 42_441.88 → 42_442
    ['death, man 35, R$ 100 mil', 10_000_000, 0.002927026, 42_442],
    // woman 35: 10_000_000 × 0.001116653 × 1.45 = 16_191.47
    ['death, woman 35, R$ 100 mil', 10_000_000, 0.001116653, 16_191],
    // DIH R$ 200/day, 0.3 days a year: 20_000 × 0.3 × 1.45 = 8_700
    ['DIH R$ 200/day at 35', 20_000, 0.3, 8_700],
  ])('%s', (_name, capital, rate, expected) => {
    expect(yearlyPremiumCents(capital, rate)).toBe(expected);
    expect(LIFE_LOADING).toBe(0.45);
  });

  it('never goes down when the capital or the age goes up (death, 18–70, both sexes)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 18, max: 69 }), fc.constantFrom<Sex>('M', 'F'), fc.integer({ min: 3_000_000, max: 999_999_999 }), fc.integer({ min: 0, max: 1_000_000 }), (age, sex, capital, extra) => {
        const input = { age, sex, smoker: false, professionCode: '252' };
        const rate = annualRate('MORTE', input);
        expect(yearlyPremiumCents(capital + extra, rate)).toBeGreaterThanOrEqual(yearlyPremiumCents(capital, rate));
        if (age >= 30) expect(annualRate('MORTE', { ...input, age: age + 1 })).toBeGreaterThan(rate);
      }),
    );
  });

  it('charges smokers more for death and serious illness, and risky occupations more for accidents', () => {
    const base = { age: 40, sex: 'M' as const, smoker: false, professionCode: '252' };
    expect(annualRate('MORTE', { ...base, smoker: true })).toBeCloseTo(annualRate('MORTE', base) * 1.5, 12);
    expect(annualRate('DOENCAS_GRAVES', { ...base, smoker: true })).toBeGreaterThan(annualRate('DOENCAS_GRAVES', base));
    expect(annualRate('MORTE_ACIDENTAL', { ...base, professionCode: '020' })).toBeCloseTo(annualRate('MORTE_ACIDENTAL', base) * 2, 12);
    expect(annualRate('IPA', base)).toBeCloseTo(annualRate('MORTE_ACIDENTAL', base) / 2, 12);
  });
});

describe('acceptance rules', () => {
  const accepted: AcceptanceInput = { age: 35, monthlyIncomeCents: 10_000_00, capitals: { MORTE: 100_000_00 }, dps: NO_DPS };

  it('accepts a plain proposal', () => {
    expect(acceptanceRefusals(accepted)).toEqual([]);
  });

  it.each<[string, Partial<AcceptanceInput>, string, string]>([
    ['age 71', { age: 71 }, 'idade_fora_do_limite', 'Idade do segurado fora do limite de aceitação: contratação de 18 a 70 anos completos (informado: 71 anos).'],
    ['age 17', { age: 17 }, 'idade_fora_do_limite', 'Idade do segurado fora do limite de aceitação: contratação de 18 a 70 anos completos (informado: 17 anos).'],
    ['serious illness at 61', { age: 61, capitals: { MORTE: 100_000_00, DOENCAS_GRAVES: 50_000_00 } }, 'idade_cobertura', 'Doenças graves: contratação até 60 anos completos (o segurado tem 61 anos).'],
    ['death above 200 × income', { monthlyIncomeCents: 400_00, capitals: { MORTE: 100_000_00 } }, 'capital_renda', 'Capital de morte acima do limite para a renda informada: até R$ 80.000,00 (200 vezes a renda mensal).'],
    ['IPA above death', { capitals: { MORTE: 100_000_00, IPA: 200_000_00 } }, 'capital_relativo', 'Invalidez permanente por acidente (IPA): o capital não pode ser maior que o capital de morte (R$ 100.000,00).'],
    ['DIT above income / 30', { capitals: { MORTE: 100_000_00, DIT: 500_00 } }, 'diaria_renda', 'Diária de DIT acima do limite para a renda informada: até R$ 333,33 por dia (1/30 da renda mensal).'],
    ['spouse above 50%', { capitals: { MORTE: 100_000_00, CONJUGE: 60_000_00 }, spouse: { age: 33, sex: 'F' } }, 'capital_relativo', 'Inclusão de cônjuge: o capital não pode passar de 50% do capital de morte do segurado (R$ 50.000,00).'],
    ['spouse aged 75', { capitals: { MORTE: 100_000_00, CONJUGE: 30_000_00 }, spouse: { age: 75, sex: 'F' } }, 'idade_conjuge', 'Idade do cônjuge fora do limite de aceitação: 18 a 70 anos completos (informado: 75 anos).'],
    ['serious illness declared', { dps: { ...NO_DPS, DPS_DOENCA_GRAVE: true } }, 'dps_doenca_grave', 'Declaração de saúde: histórico de doença grave nos últimos 5 anos exige análise médica da seguradora; não é possível emitir a cotação on-line.'],
    ['risky sport with IPA', { capitals: { MORTE: 100_000_00, IPA: 50_000_00 }, dps: { ...NO_DPS, DPS_ESPORTE_RISCO: true } }, 'dps_esporte_risco', 'Invalidez permanente por acidente (IPA): a prática de esporte de risco exclui as coberturas de acidente na contratação on-line; retire a cobertura para cotar.'],
  ])('%s is refused', (_name, change, code, message) => {
    const [first] = acceptanceRefusals({ ...accepted, ...change });
    expect(first).toMatchObject({ code, representativeMessage: message });
  });

  it('lets a risky-sport practitioner buy death alone', () => {
    expect(acceptanceRefusals({ ...accepted, dps: { ...NO_DPS, DPS_ESPORTE_RISCO: true, DPS_AFASTAMENTO: true, DPS_INTERNACAO: true } })).toEqual([]);
  });
});

describe('quoteLife', () => {
  it('prices death and funeral for a 35-year-old man: monthly = (sum of yearly) / 12 to the cent', () => {
    const outcome = quoteLife(BASE, { today: '2026-06-14', quoteNumber: 'PSV-000001' });
    expect(outcome.kind).toBe('quoted');
    if (outcome.kind !== 'quoted') return;
    const { quote } = outcome;
    // death: 10_000_000 × q(35, M) 0.002927026 × 1.45 = 42_441.88 → 42_442
    // funeral: 500_000 × (q(35, M) + q(35, F) + 0.0005) × 1.45 = 500_000 × 0.004543679 × 1.45 = 3_294.17 → 3_294
    expect(quote.coverages.map((coverage) => [coverage.code, coverage.yearlyPremiumCents])).toEqual([
      ['MORTE', 42_442],
      ['ASSISTENCIA_FUNERAL', 3_294],
    ]);
    expect(quote.yearlyPremiumCents).toBe(45_736);
    expect(quote.monthlyPriceCents).toBe(3_811); // 45_736 / 12 = 3_811.33
    expect(quote.person.age).toBe(35);
    expect(quote.details).toEqual({ quoteNumber: 'PSV-000001', issuedOn: '2026-06-14', finalValidity: '2026-07-14', days: 30 });
    expect(quote.coverageGroups.map((group) => group.code)).toEqual(['family', 'insured']);
    expect(quote.model).toMatchObject({ tableYear: 2015, illustrative: true });
  });

  it('refuses a 71-year-old with the representative message', () => {
    const outcome = quoteLife({ ...BASE, birthDate: '1955-01-01' }, { today: TODAY, quoteNumber: 'x' });
    expect(outcome).toEqual({ kind: 'refused', refusals: [expect.objectContaining({ code: 'idade_fora_do_limite' })] });
  });

  const capital = (code: keyof typeof LIFE_COVERAGES) => fc.integer({ min: LIFE_COVERAGES[code].minCapitalCents, max: LIFE_COVERAGES[code].maxCapitalCents });

  it('totals its coverages, groups partition them and the monthly price is the total / 12', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 18, max: 60 }),
        fc.constantFrom<Sex>('M', 'F'),
        fc.boolean(),
        capital('MORTE'),
        fc.option(capital('DIH'), { nil: undefined }),
        fc.option(fc.constantFrom(3_000_00, 5_000_00, 15_000_00), { nil: undefined }),
        (age, sex, smoker, death, dih, funeral) => {
          const outcome = quoteLife(
            { ...BASE, birthDate: `${2026 - age - 1}-12-31`, sex, smoker, monthlyIncomeCents: 100_000_000_00, capitals: { MORTE: death, DIH: dih, ASSISTENCIA_FUNERAL: funeral } },
            { today: TODAY, quoteNumber: 'p' },
          );
          expect(outcome.kind).toBe('quoted');
          if (outcome.kind !== 'quoted') return;
          const { quote } = outcome;
          expect(quote.person.age).toBe(age);
          expect(quote.yearlyPremiumCents).toBe(quote.coverages.reduce((sum, coverage) => sum + coverage.yearlyPremiumCents, 0));
          expect(quote.coverageGroups.flatMap((group) => group.coverages)).toHaveLength(quote.coverages.length);
          expect(quote.monthlyPriceCents).toBe(monthlyFromYearlyCents(quote.yearlyPremiumCents));
        },
      ),
    );
  });
});

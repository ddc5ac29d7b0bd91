/**
 * The actuarial premium model of the life quote (docs/life-insurance.md): one-year
 * renewable term, priced per coverage as
 *
 *   yearly premium = capital × annual rate(age, sex) × (1 + loading)
 *
 * rounded to the cent, and monthly price = yearly premium / 12 rounded to the cent
 * (spec point 9). The annual rate of death is the IBGE 2015 q(x) of the insured's sex and
 * age in completed years (mortality-ibge-2015.ts); the other coverages use documented
 * relativities to it (below). All figures are illustrative ("valores ilustrativos"): a
 * real insurer prices on its own experience (e.g. SUSEP BR-EMS tables) and its own loadings.
 *
 * Units: money in integer cents; rates per 1 per year (a daily coverage's rate is the
 * expected number of paid days per year); ages in completed years.
 */
import { LIFE_COVERAGES, type LifeCoverageCode } from './catalog';
import { QX_MEN, QX_WOMEN } from './mortality-ibge-2015';

/** `M` (masculino) or `F` (feminino). */
export type Sex = 'M' | 'F';

/** Commercial loading over the pure premium: expenses 10% + brokerage 25% + margin 10%. */
export const LIFE_LOADING = 0.45;

/** Death and serious-illness rates of smokers: × 1.5 (illustrative smoker relativity). */
export const SMOKER_FACTOR = 1.5;

/** Expected children's deaths per family per year added to the funeral assistance rate (illustrative). */
export const FUNERAL_CHILDREN_RATE = 0.0005;

/**
 * q(x) of the table: probability of dying within a year at age `age` (completed years).
 * @throws RangeError outside ages 0–79 (the quote engine never asks: issue ages stop at 70).
 */
export function mortalityRate(age: number, sex: Sex): number {
  // The table's index is the age: a negative, fractional or too high age (above
  // MORTALITY_TABLE_MAX_AGE) finds no entry.
  const rate = (sex === 'M' ? QX_MEN : QX_WOMEN)[age];
  if (rate === undefined) throw new RangeError(`No q(x) for age ${String(age)}`);
  return rate;
}

/**
 * Share of deaths from external causes (accidents and violence) by age and sex, used to turn
 * q(x) into an accidental-death rate. Order of magnitude of the Brazilian mortality
 * information system (SIM/DATASUS) by age group; illustrative, not a published table.
 */
export function externalCauseShare(age: number, sex: Sex): number {
  const bands: ReadonlyArray<[number, number, number]> = [
    // [up to age, men, women]
    [29, 0.7, 0.35],
    [39, 0.45, 0.2],
    [49, 0.22, 0.1],
    [59, 0.1, 0.05],
    [Infinity, 0.05, 0.03],
  ];
  // Stryker disable next-line ArithmeticOperator: unreachable for an age, the last band goes up to Infinity (the fallback is for NaN).
  const band = bands.find(([upTo]) => age <= upTo) ?? bands[bands.length - 1]!;
  return sex === 'M' ? band[1] : band[2];
}

/**
 * Occupational class factor on the accidental coverages (accidental death, IPA), by the CBO
 * 2002 major group (first digit of the code): 0 armed forces, police and firefighters × 2.0;
 * 6 agriculture and 7, 8 industrial production × 1.5; 9 maintenance and repair × 1.3;
 * others (managers, professionals, technicians, clerks, services) × 1.0. Illustrative.
 */
export function occupationFactor(professionCode: string): number {
  switch (professionCode.charAt(0)) {
    case '0':
      return 2;
    case '6':
    case '7':
    case '8':
      return 1.5;
    case '9':
      return 1.3;
    default:
      return 1;
  }
}

/** Expected days of temporary incapacity per year (DIT) by age; illustrative. */
export function incapacityDaysPerYear(age: number): number {
  if (age < 30) return 0.8;
  if (age < 40) return 1.0;
  if (age < 50) return 1.4;
  return 2.0;
}

/** Expected days in hospital per year (DIH) by age; illustrative. */
export function hospitalDaysPerYear(age: number): number {
  if (age < 40) return 0.3;
  if (age < 50) return 0.45;
  if (age < 60) return 0.7;
  return 1.0;
}

/** What a coverage's rate depends on. */
export interface RateInput {
  /** Insured's age in completed years and sex. */
  age: number;
  sex: Sex;
  smoker: boolean;
  /** CBO code of the insured's occupation. */
  professionCode: string;
  /** The spouse, for CONJUGE (and the funeral assistance of the family). */
  spouse?: { age: number; sex: Sex };
}

/**
 * Annual rate of a coverage (per 1 per year; expected days per year for DIT and DIH):
 * - MORTE: q(x) × smoker factor;
 * - MORTE_ACIDENTAL: q(x) × external-cause share × occupation factor;
 * - IPA: half of the accidental-death rate;
 * - DOENCAS_GRAVES: 2 × q(x) × smoker factor (incidence of cancer, heart attack and stroke
 *   runs above their mortality at working ages);
 * - DIT / DIH: expected incapacity / hospital days per year;
 * - ASSISTENCIA_FUNERAL: q(x) of the insured + q(x) of a spouse of the same age and the other
 *   sex (or the declared spouse) + children's rate;
 * - CONJUGE: q(x) of the declared spouse.
 * @throws RangeError for CONJUGE without a spouse (the engine never asks).
 */
export function annualRate(coverage: LifeCoverageCode, input: RateInput): number {
  const qx = mortalityRate(input.age, input.sex);
  const smoker = input.smoker ? SMOKER_FACTOR : 1;
  const accidental = qx * externalCauseShare(input.age, input.sex) * occupationFactor(input.professionCode);
  switch (coverage) {
    case 'MORTE':
      return qx * smoker;
    case 'MORTE_ACIDENTAL':
      return accidental;
    case 'IPA':
      return accidental / 2;
    case 'DOENCAS_GRAVES':
      return 2 * qx * smoker;
    case 'DIT':
      return incapacityDaysPerYear(input.age);
    case 'DIH':
      return hospitalDaysPerYear(input.age);
    case 'ASSISTENCIA_FUNERAL': {
      // Stryker disable next-line StringLiteral: equivalent, mortalityRate reads any sex other than 'M' (the 'F' here) as women's.
      const spouse = input.spouse ?? { age: input.age, sex: input.sex === 'M' ? 'F' : 'M' };
      return qx + mortalityRate(spouse.age, spouse.sex) + FUNERAL_CHILDREN_RATE;
    }
    case 'CONJUGE':
      if (!input.spouse) throw new RangeError('CONJUGE needs the spouse');
      return mortalityRate(input.spouse.age, input.spouse.sex);
  }
}

/**
 * Yearly premium of one coverage, in cents: capital × rate × (1 + loading), rounded half up
 * to the cent. `capitalCents` is per day for the daily coverages (DIT, DIH).
 * @throws RangeError for a negative or non-integer capital, or a negative rate or loading.
 */
export function yearlyPremiumCents(capitalCents: number, rate: number, loading: number = LIFE_LOADING): number {
  if (!Number.isSafeInteger(capitalCents) || capitalCents < 0) throw new RangeError(`Invalid capital ${String(capitalCents)}`);
  if (!(rate >= 0) || !(loading >= 0)) throw new RangeError('Rate and loading must be non-negative');
  return Math.round(capitalCents * rate * (1 + loading));
}

/**
 * Monthly price from a yearly premium (spec point 9: yearly / 12, 2 decimals), in cents,
 * rounded half up: 42_442 → 3_537 (R$ 35,3683… → R$ 35,37), 6 → 1 (R$ 0,005 → R$ 0,01).
 * @throws RangeError for a negative or non-integer amount.
 */
export function monthlyFromYearlyCents(yearlyCents: number): number {
  if (!Number.isSafeInteger(yearlyCents) || yearlyCents < 0) throw new RangeError(`Invalid yearly premium ${String(yearlyCents)}`);
  return Math.floor((yearlyCents + 6) / 12);
}

/** Cents as the wire's decimal text with 2 decimals: 3537 → '35.37', 5 → '0.05'. */
export function centsToDecimalText(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Invalid amount ${String(cents)}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** The capital kind of a coverage (re-exported for the quote). */
export function isDailyCoverage(coverage: LifeCoverageCode): boolean {
  return LIFE_COVERAGES[coverage].capitalKind === 'daily';
}

/**
 * The life-insurance product the quote engine offers (Porto Seguro "Vida", domain-facts
 * "Life insurance"): insurers, coverage groups (spec point 9: family, insured, diseases,
 * income), coverages and their limits.
 *
 * Units: money is integer cents (BRL); ages are completed years; a daily coverage's
 * "capital" is the amount paid per day. Limits are the product rules of this model
 * (docs/life-insurance.md), illustrative but consistent with the market: capitals from
 * R$ 30 mil to R$ 10 milhões for the lump-sum coverages (domain-facts), each coverage with
 * its own ceiling and age window.
 */

/** Institution slugs of the life-insurance service (spec point 9: only one insurer, plus a 'coming soon' placeholder in the UI). */
export const LIFE_INSTITUTIONS = ['porto_seguro'] as const;

/** One of {@link LIFE_INSTITUTIONS}. */
export type LifeInstitution = (typeof LIFE_INSTITUTIONS)[number];

/** True when `slug` names an institution the service quotes. */
export function isLifeInstitution(slug: string): slug is LifeInstitution {
  return (LIFE_INSTITUTIONS as readonly string[]).includes(slug);
}

/** Display name of each institution. */
export const LIFE_INSTITUTION_NAMES: Record<LifeInstitution, string> = {
  porto_seguro: 'Porto Seguro',
};

/** Coverage groups of the life insurer, in display order (spec point 9). */
export const LIFE_COVERAGE_GROUPS = ['family', 'insured', 'diseases', 'income'] as const;

/** One of {@link LIFE_COVERAGE_GROUPS}. */
export type LifeCoverageGroup = (typeof LIFE_COVERAGE_GROUPS)[number];

/** pt-BR title of each coverage group. */
export const LIFE_COVERAGE_GROUP_TITLES: Record<LifeCoverageGroup, string> = {
  family: 'Família',
  insured: 'Segurado',
  diseases: 'Doenças',
  income: 'Renda',
};

/** Coverage codes (Porto Seguro "Vida" coverages listed in domain-facts). */
export const LIFE_COVERAGE_CODES = [
  'MORTE',
  'MORTE_ACIDENTAL',
  'IPA',
  'DOENCAS_GRAVES',
  'DIT',
  'DIH',
  'ASSISTENCIA_FUNERAL',
  'CONJUGE',
] as const;

/** One of {@link LIFE_COVERAGE_CODES}. */
export type LifeCoverageCode = (typeof LIFE_COVERAGE_CODES)[number];

/** `lump_sum`: the capital is paid once; `daily`: the capital is paid per day (DIT, DIH). */
export type CapitalKind = 'lump_sum' | 'daily';

/** The product rules of one coverage. */
export interface LifeCoverageDefinition {
  readonly code: LifeCoverageCode;
  /** pt-BR title shown on the quote. */
  readonly title: string;
  readonly group: LifeCoverageGroup;
  readonly capitalKind: CapitalKind;
  /** Smallest capital (cents; per day for daily coverages). */
  readonly minCapitalCents: number;
  /** Largest capital (cents; per day for daily coverages) before the relative limits below. */
  readonly maxCapitalCents: number;
  /** Youngest and oldest insured age (completed years) at which the coverage is sold. */
  readonly minAge: number;
  readonly maxAge: number;
  /** The basic coverage every quote carries (death). */
  readonly mandatory: boolean;
}

/** R$ 1,00 in cents. */
const BRL = 100;

/** The rules the two accident riders (death and permanent disability by accident) share: lump sum, ages 18–65, optional. */
const ACCIDENT_RIDER = {
  group: 'insured',
  capitalKind: 'lump_sum',
  minCapitalCents: 30_000 * BRL,
  maxCapitalCents: 10_000_000 * BRL,
  minAge: 18,
  maxAge: 65,
  mandatory: false,
} as const;

/**
 * Coverage definitions. Lump-sum capitals: R$ 30 mil – R$ 10 milhões (domain-facts) with a
 * lower ceiling for serious illness (R$ 1 milhão), spouse (R$ 5 milhões) and funeral
 * assistance (a service worth R$ 3 mil – R$ 15 mil); daily coverages R$ 50 – R$ 1.000 per day.
 * Relative limits (to the death capital and to income) are in acceptance.ts.
 */
export const LIFE_COVERAGES: Readonly<Record<LifeCoverageCode, LifeCoverageDefinition>> = {
  MORTE: {
    code: 'MORTE',
    title: 'Morte (natural ou acidental)',
    group: 'insured',
    capitalKind: 'lump_sum',
    minCapitalCents: 30_000 * BRL,
    maxCapitalCents: 10_000_000 * BRL,
    minAge: 18,
    maxAge: 70,
    mandatory: true,
  },
  MORTE_ACIDENTAL: {
    code: 'MORTE_ACIDENTAL',
    title: 'Morte acidental (indenização adicional)',
    ...ACCIDENT_RIDER,
  },
  IPA: {
    code: 'IPA',
    title: 'Invalidez permanente total ou parcial por acidente (IPA)',
    ...ACCIDENT_RIDER,
  },
  DOENCAS_GRAVES: {
    code: 'DOENCAS_GRAVES',
    title: 'Doenças graves',
    group: 'diseases',
    capitalKind: 'lump_sum',
    minCapitalCents: 30_000 * BRL,
    maxCapitalCents: 1_000_000 * BRL,
    minAge: 18,
    maxAge: 60,
    mandatory: false,
  },
  DIT: {
    code: 'DIT',
    title: 'Diária por incapacidade temporária (DIT)',
    group: 'income',
    capitalKind: 'daily',
    minCapitalCents: 50 * BRL,
    maxCapitalCents: 1_000 * BRL,
    minAge: 18,
    maxAge: 60,
    mandatory: false,
  },
  DIH: {
    code: 'DIH',
    title: 'Diária por internação hospitalar (DIH)',
    group: 'income',
    capitalKind: 'daily',
    minCapitalCents: 50 * BRL,
    maxCapitalCents: 1_000 * BRL,
    minAge: 18,
    maxAge: 65,
    mandatory: false,
  },
  ASSISTENCIA_FUNERAL: {
    code: 'ASSISTENCIA_FUNERAL',
    title: 'Assistência funeral (familiar)',
    group: 'family',
    capitalKind: 'lump_sum',
    minCapitalCents: 3_000 * BRL,
    maxCapitalCents: 15_000 * BRL,
    minAge: 18,
    maxAge: 70,
    mandatory: false,
  },
  CONJUGE: {
    code: 'CONJUGE',
    title: 'Inclusão de cônjuge (morte)',
    group: 'family',
    capitalKind: 'lump_sum',
    minCapitalCents: 30_000 * BRL,
    maxCapitalCents: 5_000_000 * BRL,
    minAge: 18,
    maxAge: 70,
    mandatory: false,
  },
};

/** Funeral assistance values offered (cents): the question is a choice, not a free amount. */
export const FUNERAL_ASSISTANCE_OPTIONS_CENTS = [3_000 * BRL, 5_000 * BRL, 7_500 * BRL, 10_000 * BRL, 15_000 * BRL] as const;

/** Default profession code of the insured (spec point 9). */
export const DEFAULT_PROFESSION_CODE = '252';

/** Days a quote stays valid after it is issued ("details: final validity, days", spec point 3). */
export const LIFE_QUOTE_VALIDITY_DAYS = 30;

/** Title of the quote the model produces. */
export const LIFE_QUOTE_TITLE = 'Porto Seguro Vida Individual';

/** Identifier of the health declaration (DPS) questionnaire version the questions belong to. */
export const LIFE_QUESTIONNAIRE_ID = 'DPS-PORTO-VIDA-2026.1';

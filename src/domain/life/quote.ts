/**
 * The life quote engine: from the insured's answers to a priced quote or to the refusals
 * of the acceptance rules. Pure and deterministic: the day and the quote number come in.
 *
 * Price (spec point 9, docs/life-insurance.md): each chosen coverage's yearly premium is
 * `capital × annual rate × (1 + loading)` in cents (premium.ts); the quote's yearly premium
 * is their sum and its monthly price is that sum / 12, rounded to the cent.
 */
import { LIFE_COVERAGE_CODES, LIFE_COVERAGE_GROUPS, LIFE_COVERAGE_GROUP_TITLES, LIFE_COVERAGES, LIFE_QUESTIONNAIRE_ID, LIFE_QUOTE_TITLE, LIFE_QUOTE_VALIDITY_DAYS, type CapitalKind, type LifeCoverageCode, type LifeCoverageGroup } from './catalog';
import { acceptanceRefusals, type LifeRefusal } from './acceptance';
import { addDays, completedYears } from './age';
import { MORTALITY_TABLE_NAME, MORTALITY_TABLE_YEAR } from './mortality-ibge-2015';
import { annualRate, LIFE_LOADING, monthlyFromYearlyCents, yearlyPremiumCents, type Sex } from './premium';
import { DPS_QUESTION_CODES, LIFE_QUESTIONS, type DpsQuestionCode } from './questions';

/** The answers of one insured person, as the engine reads them. */
export interface LifeQuoteInput {
  /** The SPA's identifier of the insured person, echoed on the quote. */
  memberId: string;
  /** `YYYY-MM-DD`. */
  birthDate: string;
  sex: Sex;
  professionCode: string;
  /** Title of the occupation (from the professions list). */
  professionTitle: string;
  monthlyIncomeCents: number;
  smoker: boolean;
  /** Chosen coverages → capital in cents (per day for DIT/DIH). MORTE is required. */
  capitals: Partial<Record<LifeCoverageCode, number>>;
  /** Declared spouse (CONJUGE). */
  spouse?: { birthDate: string; sex: Sex };
  dps: Record<DpsQuestionCode, boolean>;
}

/** A priced coverage of a quote. */
export interface LifeQuoteCoverage {
  code: LifeCoverageCode;
  title: string;
  group: LifeCoverageGroup;
  capitalKind: CapitalKind;
  capitalCents: number;
  annualRate: number;
  yearlyPremiumCents: number;
  monthlyPriceCents: number;
}

/** A priced quote (spec point 3 "Life-insurance quote"). */
export interface LifeQuote {
  title: string;
  monthlyPriceCents: number;
  yearlyPremiumCents: number;
  details: { quoteNumber: string; issuedOn: string; finalValidity: string; days: number };
  person: {
    memberId: string;
    birthDate: string;
    age: number;
    sex: Sex;
    professionCode: string;
    profession: string;
    monthlyIncomeCents: number;
    smoker: boolean;
  };
  coverageGroups: Array<{ code: LifeCoverageGroup; title: string; yearlyPremiumCents: number; coverages: LifeQuoteCoverage[] }>;
  coverages: LifeQuoteCoverage[];
  rules: { questionnaireId: string; questionnaires: Array<{ code: string; question: string; answer: boolean }> };
  model: { table: string; tableYear: number; loading: number; illustrative: true; note: string };
}

/** Outcome of {@link quoteLife}: a quote, or the refusals of the acceptance rules (at least one). */
export type LifeQuoteOutcome = { kind: 'quoted'; quote: LifeQuote } | { kind: 'refused'; refusals: LifeRefusal[] };

/** The note every quote carries (shown with the price). */
export const ILLUSTRATIVE_NOTE = `Valores ilustrativos: prêmio calculado com a tábua de mortalidade do ${MORTALITY_TABLE_NAME} e carregamento de ${Math.round(LIFE_LOADING * 100)}%; a proposta final depende da aceitação da seguradora.`;

/**
 * The number printed on a life quote: `PSV-<year>-<sequence, 6 digits>` ('PSV-2026-000123'),
 * `year` the quote day's year in Brasília (`today`, `YYYY-MM-DD`) and `sequence` the back end's
 * running count of quotes (the service's database sequence, the fake's counter); a sequence past
 * 999999 keeps all its digits.
 */
export function lifeQuoteNumber(today: string, sequence: number): string {
  return `PSV-${today.slice(0, 4)}-${String(sequence).padStart(6, '0')}`;
}

/**
 * Prices the answers on `today` (`YYYY-MM-DD`), or refuses them.
 * @param context.quoteNumber the number printed on the quote ({@link lifeQuoteNumber} of the caller's sequence).
 * @throws RangeError for malformed input the request validation should have refused (bad dates, MORTE missing).
 */
export function quoteLife(input: LifeQuoteInput, context: { today: string; quoteNumber: string }): LifeQuoteOutcome {
  const age = completedYears(input.birthDate, context.today);
  const spouse = input.spouse ? { age: completedYears(input.spouse.birthDate, context.today), sex: input.spouse.sex } : undefined;
  if (input.capitals.MORTE === undefined) throw new RangeError('MORTE is mandatory');
  const refusals = acceptanceRefusals({
    age,
    monthlyIncomeCents: input.monthlyIncomeCents,
    capitals: input.capitals,
    ...(spouse ? { spouse } : {}),
    dps: input.dps,
  });
  if (refusals.length > 0) return { kind: 'refused', refusals };

  const rateInput = { age, sex: input.sex, smoker: input.smoker, professionCode: input.professionCode, ...(spouse ? { spouse } : {}) };
  const coverages: LifeQuoteCoverage[] = [];
  for (const code of LIFE_COVERAGE_CODES) {
    const capitalCents = input.capitals[code];
    if (capitalCents === undefined) continue;
    if (code === 'CONJUGE' && !spouse) throw new RangeError('CONJUGE needs the spouse');
    const definition = LIFE_COVERAGES[code];
    const rate = annualRate(code, rateInput);
    const yearly = yearlyPremiumCents(capitalCents, rate);
    coverages.push({
      code,
      title: definition.title,
      group: definition.group,
      capitalKind: definition.capitalKind,
      capitalCents,
      annualRate: rate,
      yearlyPremiumCents: yearly,
      monthlyPriceCents: monthlyFromYearlyCents(yearly),
    });
  }
  const yearlyTotal = coverages.reduce((sum, coverage) => sum + coverage.yearlyPremiumCents, 0);
  const coverageGroups = LIFE_COVERAGE_GROUPS.map((group) => {
    const inGroup = coverages.filter((coverage) => coverage.group === group);
    return { code: group, title: LIFE_COVERAGE_GROUP_TITLES[group], yearlyPremiumCents: inGroup.reduce((sum, coverage) => sum + coverage.yearlyPremiumCents, 0), coverages: inGroup };
  }).filter((group) => group.coverages.length > 0);

  return {
    kind: 'quoted',
    quote: {
      title: LIFE_QUOTE_TITLE,
      monthlyPriceCents: monthlyFromYearlyCents(yearlyTotal),
      yearlyPremiumCents: yearlyTotal,
      details: {
        quoteNumber: context.quoteNumber,
        issuedOn: context.today,
        finalValidity: addDays(context.today, LIFE_QUOTE_VALIDITY_DAYS),
        days: LIFE_QUOTE_VALIDITY_DAYS,
      },
      person: {
        memberId: input.memberId,
        birthDate: input.birthDate,
        age,
        sex: input.sex,
        professionCode: input.professionCode,
        profession: input.professionTitle,
        monthlyIncomeCents: input.monthlyIncomeCents,
        smoker: input.smoker,
      },
      coverageGroups,
      coverages,
      rules: {
        questionnaireId: LIFE_QUESTIONNAIRE_ID,
        questionnaires: DPS_QUESTION_CODES.map((code) => ({
          code,
          question: LIFE_QUESTIONS.find((question) => question.code === code)?.label ?? code,
          answer: input.dps[code],
        })),
      },
      model: { table: MORTALITY_TABLE_NAME, tableYear: MORTALITY_TABLE_YEAR, loading: LIFE_LOADING, illustrative: true, note: ILLUSTRATIVE_NOTE },
    },
  };
}

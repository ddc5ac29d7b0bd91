/**
 * Acceptance rules of the life quote (docs/life-insurance.md "Acceptance"): age limits,
 * capital limits relative to income and to the death capital, and the health declaration
 * (DPS). A rule that fails yields a {@link LifeRefusal} with a representative pt-BR message;
 * the SPA shows the first one (spec point 8). Absolute capital ranges are checked earlier,
 * by the request's validation (400).
 */
import { formatBRL } from '../quotation/money';
import { parseIsoDate } from '../quotation/iso-date';
import { completedYears } from './age';
import { LIFE_COVERAGE_CODES, LIFE_COVERAGES, type LifeCoverageCode } from './catalog';
import { capitalCode, type DpsQuestionCode } from './questions';
import type { Sex } from './premium';

/** Death capital ceiling per monthly income: 200 × (about 16 years of income). */
export const DEATH_CAPITAL_INCOME_MULTIPLE = 200;

/** Spouse capital ceiling: 50% of the insured's death capital. */
export const SPOUSE_CAPITAL_SHARE = 0.5;

/** DIT daily ceiling: the monthly income / 30. */
export const DIT_INCOME_DIVISOR = 30;

/** One failed acceptance rule. `code` is machine-readable; the message is pt-BR. */
export interface LifeRefusal {
  readonly code:
    | 'idade_fora_do_limite'
    | 'idade_cobertura'
    | 'idade_conjuge'
    | 'capital_renda'
    | 'capital_relativo'
    | 'diaria_renda'
    | 'dps_doenca_grave'
    | 'dps_internacao'
    | 'dps_afastamento'
    | 'dps_esporte_risco';
  readonly representativeMessage: string;
  readonly coverage?: LifeCoverageCode;
  /** Request key of the question the rule read (lower-cased code). */
  readonly question?: string;
}

/** The facts the rules read (ages already in completed years; money in cents). */
export interface AcceptanceInput {
  age: number;
  monthlyIncomeCents: number;
  /** Chosen coverages and their capitals (per day for DIT/DIH). MORTE is always there. */
  capitals: Partial<Record<LifeCoverageCode, number>>;
  spouse?: { age: number; sex: Sex };
  dps: Record<DpsQuestionCode, boolean>;
}

const COVERAGE_NAMES: Record<LifeCoverageCode, string> = {
  MORTE: 'Morte',
  MORTE_ACIDENTAL: 'Morte acidental',
  IPA: 'Invalidez permanente por acidente (IPA)',
  DOENCAS_GRAVES: 'Doenças graves',
  DIT: 'Diária por incapacidade temporária (DIT)',
  DIH: 'Diária por internação hospitalar (DIH)',
  ASSISTENCIA_FUNERAL: 'Assistência funeral',
  CONJUGE: 'Inclusão de cônjuge',
};

/**
 * Every failed rule, in the order a broker would fix them: the insured's age, each chosen
 * coverage's age window, income and relative capital limits, the spouse, then the health
 * declaration. Empty when the proposal is acceptable.
 */
export function acceptanceRefusals(input: AcceptanceInput): LifeRefusal[] {
  const refusals: LifeRefusal[] = [];
  const death = LIFE_COVERAGES.MORTE;
  if (input.age < death.minAge || input.age > death.maxAge) {
    return [
      {
        code: 'idade_fora_do_limite',
        representativeMessage: `Idade do segurado fora do limite de aceitação: contratação de ${death.minAge} a ${death.maxAge} anos completos (informado: ${input.age} anos).`,
        question: 'data_nascimento',
      },
    ];
  }
  const chosen = (Object.keys(input.capitals) as LifeCoverageCode[]).filter((code) => input.capitals[code] !== undefined);
  for (const code of chosen) {
    const coverage = LIFE_COVERAGES[code];
    if (code === 'CONJUGE' || (input.age >= coverage.minAge && input.age <= coverage.maxAge)) continue;
    refusals.push({
      code: 'idade_cobertura',
      representativeMessage: `${COVERAGE_NAMES[code]}: contratação até ${coverage.maxAge} anos completos (o segurado tem ${input.age} anos).`,
      coverage: code,
      question: 'data_nascimento',
    });
  }

  const deathCapital = input.capitals.MORTE ?? 0;
  const incomeLimit = input.monthlyIncomeCents * DEATH_CAPITAL_INCOME_MULTIPLE;
  if (deathCapital > incomeLimit) {
    refusals.push({
      code: 'capital_renda',
      representativeMessage: `Capital de morte acima do limite para a renda informada: até ${formatBRL(incomeLimit)} (${DEATH_CAPITAL_INCOME_MULTIPLE} vezes a renda mensal).`,
      coverage: 'MORTE',
      question: 'capital_morte_cents',
    });
  }
  for (const code of ['MORTE_ACIDENTAL', 'IPA', 'DOENCAS_GRAVES'] as const) {
    const capital = input.capitals[code];
    if (capital !== undefined && capital > deathCapital) {
      refusals.push({
        code: 'capital_relativo',
        representativeMessage: `${COVERAGE_NAMES[code]}: o capital não pode ser maior que o capital de morte (${formatBRL(deathCapital)}).`,
        coverage: code,
        question: `capital_${code.toLowerCase()}_cents`,
      });
    }
  }
  const dit = input.capitals.DIT;
  const ditLimit = Math.floor(input.monthlyIncomeCents / DIT_INCOME_DIVISOR);
  if (dit !== undefined && dit > ditLimit) {
    refusals.push({
      code: 'diaria_renda',
      representativeMessage: `Diária de DIT acima do limite para a renda informada: até ${formatBRL(ditLimit)} por dia (1/${DIT_INCOME_DIVISOR} da renda mensal).`,
      coverage: 'DIT',
      question: 'diaria_dit_cents',
    });
  }

  const spouseCapital = input.capitals.CONJUGE;
  if (spouseCapital !== undefined && input.spouse) {
    const spouseCoverage = LIFE_COVERAGES.CONJUGE;
    if (input.spouse.age < spouseCoverage.minAge || input.spouse.age > spouseCoverage.maxAge) {
      refusals.push({
        code: 'idade_conjuge',
        representativeMessage: `Idade do cônjuge fora do limite de aceitação: ${spouseCoverage.minAge} a ${spouseCoverage.maxAge} anos completos (informado: ${input.spouse.age} anos).`,
        coverage: 'CONJUGE',
        question: 'data_nascimento_conjuge',
      });
    }
    const spouseLimit = Math.floor(deathCapital * SPOUSE_CAPITAL_SHARE);
    if (spouseCapital > spouseLimit) {
      refusals.push({
        code: 'capital_relativo',
        representativeMessage: `Inclusão de cônjuge: o capital não pode passar de 50% do capital de morte do segurado (${formatBRL(spouseLimit)}).`,
        coverage: 'CONJUGE',
        question: 'capital_conjuge_cents',
      });
    }
  }

  if (input.dps.DPS_DOENCA_GRAVE) {
    refusals.push({
      code: 'dps_doenca_grave',
      representativeMessage: 'Declaração de saúde: histórico de doença grave nos últimos 5 anos exige análise médica da seguradora; não é possível emitir a cotação on-line.',
      question: 'dps_doenca_grave',
    });
  }
  const refuseFor = (question: DpsQuestionCode, code: LifeRefusal['code'], coverages: LifeCoverageCode[], reason: string) => {
    if (!input.dps[question]) return;
    for (const coverage of coverages) {
      if (input.capitals[coverage] === undefined) continue;
      refusals.push({ code, representativeMessage: `${COVERAGE_NAMES[coverage]}: ${reason}`, coverage, question: question.toLowerCase() });
    }
  };
  refuseFor('DPS_INTERNACAO', 'dps_internacao', ['DOENCAS_GRAVES', 'DIH'], 'internação de mais de 10 dias nos últimos 2 anos exige análise médica; retire a cobertura para cotar on-line.');
  refuseFor('DPS_AFASTAMENTO', 'dps_afastamento', ['DIT'], 'afastamento do trabalho nos últimos 12 meses impede a contratação on-line; retire a cobertura para cotar.');
  refuseFor('DPS_ESPORTE_RISCO', 'dps_esporte_risco', ['MORTE_ACIDENTAL', 'IPA'], 'a prática de esporte de risco exclui as coberturas de acidente na contratação on-line; retire a cobertura para cotar.');
  return refusals;
}

/** The wizard's answering sections whose typed values the acceptance rules read before quoting. */
export type LifeStepWithLimits = 'insured' | 'coverages';

/** Refusal codes each section shows where its values are typed (the health declaration's stay with the quotation). */
const STEP_REFUSAL_CODES: Readonly<Record<LifeStepWithLimits, ReadonlySet<LifeRefusal['code']>>> = {
  insured: new Set(['idade_fora_do_limite']),
  coverages: new Set(['idade_cobertura', 'idade_conjuge', 'capital_renda', 'capital_relativo', 'diaria_renda']),
};

/**
 * The acceptance rules' facts from the wizard's answers, keyed by question code (upper snake
 * case, questions.ts; money in cents, dates `YYYY-MM-DD`), on `today` (`YYYY-MM-DD`, the quote
 * day): ages in completed years, the chosen coverages' capitals, the spouse when included.
 * Null while the insured's birth date or income is not a value yet (nothing can be checked).
 * The health declaration is read as all "no": its rules belong to the last step.
 */
export function acceptanceInputOfAnswers(answers: Readonly<Record<string, string | number | boolean>>, today: string): AcceptanceInput | null {
  const birthDate = answers.DATA_NASCIMENTO;
  const income = answers.RENDA_MENSAL_CENTS;
  if (typeof birthDate !== 'string' || parseIsoDate(birthDate) === null || birthDate > today) return null;
  const capitals: Partial<Record<LifeCoverageCode, number>> = {};
  for (const code of LIFE_COVERAGE_CODES) {
    const chosen = code === 'MORTE' || answers[code] === true;
    const capital = answers[capitalCode(code)];
    if (chosen && typeof capital === 'number' && Number.isSafeInteger(capital)) capitals[code] = capital;
  }
  const spouseBirth = answers.DATA_NASCIMENTO_CONJUGE;
  const spouseSex = answers.SEXO_CONJUGE;
  const spouse =
    answers.CONJUGE === true && typeof spouseBirth === 'string' && parseIsoDate(spouseBirth) !== null && spouseBirth <= today && (spouseSex === 'M' || spouseSex === 'F')
      ? { age: completedYears(spouseBirth, today), sex: spouseSex as Sex }
      : undefined;
  return {
    age: completedYears(birthDate, today),
    // An income not typed yet must not fail the income rules: read as unlimited.
    monthlyIncomeCents: typeof income === 'number' && Number.isSafeInteger(income) ? income : Number.MAX_SAFE_INTEGER,
    capitals,
    ...(spouse ? { spouse } : {}),
    dps: { DPS_DOENCA_GRAVE: false, DPS_INTERNACAO: false, DPS_AFASTAMENTO: false, DPS_ESPORTE_RISCO: false },
  };
}

/**
 * The insurer's refusals a wizard step shows on the field where the value was typed, before
 * any quotation: step 1 ('insured') the insured's age (18–70 completed years); step 2
 * ('coverages') each coverage's age window, the capitals against the income and the death
 * capital, the spouse's age and capital. The same rules and messages as the service's
 * refusal ({@link acceptanceRefusals} is their one home); keyed by the question code
 * (upper snake case) the rule read, first message kept. Empty when the step is acceptable or
 * its facts are not values yet (the step's own field checks say so).
 */
export function stepAcceptanceProblems(section: LifeStepWithLimits, answers: Readonly<Record<string, string | number | boolean>>, today: string): Record<string, string> {
  const input = acceptanceInputOfAnswers(answers, today);
  if (!input) return {};
  const problems: Record<string, string> = {};
  for (const refusal of acceptanceRefusals(input)) {
    if (!STEP_REFUSAL_CODES[section].has(refusal.code) || refusal.question === undefined) continue;
    // A coverage's age window is shown on the coverage's own choice (the birth date is on step 1).
    const code = refusal.code === 'idade_cobertura' && refusal.coverage ? refusal.coverage : refusal.question.toUpperCase();
    problems[code] ??= refusal.representativeMessage;
  }
  return problems;
}

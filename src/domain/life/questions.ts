/**
 * The questionnaire of a life quote (`GET /v1/{institution}/questions`): what the wizard
 * asks, in order, with pt-BR labels, answer kinds, options and dependencies. The quotation
 * request carries one answer per question, keyed by the question code lower-cased
 * (`DATA_NASCIMENTO` → `data_nascimento`), plus `member_id` (spec point 7).
 *
 * Money answers are integer cents (their codes end in `_CENTS`); dates are `YYYY-MM-DD`.
 * A question with `dependsOn` is asked (and required) only when the other question's answer
 * equals `dependsOn.equals`; otherwise its answer is ignored.
 */
import {
  DEFAULT_PROFESSION_CODE,
  FUNERAL_ASSISTANCE_OPTIONS_CENTS,
  LIFE_COVERAGES,
  type LifeCoverageCode,
} from './catalog';

/** How a question is answered. `profession`: a code of `GET /v1/{institution}/aux/profissoes`. */
export type LifeQuestionKind = 'date' | 'select' | 'boolean' | 'money' | 'profession';

/** Wizard section a question belongs to. */
export type LifeQuestionSection = 'insured' | 'coverages' | 'questionnaire';

/** A value an answer can take. */
export type LifeAnswerValue = string | number | boolean;

/** One option of a `select` question (`value` is what the request carries). */
export interface LifeQuestionOption {
  readonly value: string | number;
  readonly label: string;
}

/** One question of the questionnaire. */
export interface LifeQuestion {
  /** Upper snake case; the request key is `code.toLowerCase()`. */
  readonly code: string;
  /** pt-BR label. */
  readonly label: string;
  readonly section: LifeQuestionSection;
  readonly kind: LifeQuestionKind;
  /** Required when asked (see `dependsOn`). */
  readonly required: boolean;
  /** Options of a `select`. */
  readonly options?: readonly LifeQuestionOption[];
  /** Bounds of a `money` answer (cents). */
  readonly minCents?: number;
  readonly maxCents?: number;
  /** Bounds of the age (completed years on the quote day) a `date` of birth gives. */
  readonly minAge?: number;
  readonly maxAge?: number;
  /** Asked only when question `code` was answered `equals`. */
  readonly dependsOn?: { readonly code: string; readonly equals: LifeAnswerValue };
  /** Value the wizard starts with. */
  readonly defaultValue?: LifeAnswerValue;
  /** The coverage the question selects or sizes. */
  readonly coverage?: LifeCoverageCode;
  /** pt-BR help text. */
  readonly help?: string;
}

const SEX_OPTIONS: readonly LifeQuestionOption[] = [
  { value: 'M', label: 'Masculino' },
  { value: 'F', label: 'Feminino' },
];

/** A yes/no question that adds a coverage, and the question sizing its capital. */
function optionalCoverage(code: LifeCoverageCode, label: string, capitalLabel: string, help?: string): LifeQuestion[] {
  const coverage = LIFE_COVERAGES[code];
  return [
    { code, label, section: 'coverages', kind: 'boolean', required: true, defaultValue: false, coverage: code, ...(help ? { help } : {}) },
    {
      code: capitalCode(code),
      label: capitalLabel,
      section: 'coverages',
      kind: 'money',
      required: true,
      minCents: coverage.minCapitalCents,
      maxCents: coverage.maxCapitalCents,
      dependsOn: { code, equals: true },
      coverage: code,
    },
  ];
}

/**
 * Code of the question sizing a coverage: `CAPITAL_<CODE>_CENTS`, or `DIARIA_<CODE>_CENTS`
 * for the daily coverages (DIT, DIH).
 */
export function capitalCode(coverage: LifeCoverageCode): string {
  return LIFE_COVERAGES[coverage].capitalKind === 'daily' ? `DIARIA_${coverage}_CENTS` : `CAPITAL_${coverage}_CENTS`;
}

/** The health declaration (DPS) questions, with the acceptance rule each one feeds (acceptance.ts). */
export const DPS_QUESTION_CODES = ['DPS_DOENCA_GRAVE', 'DPS_INTERNACAO', 'DPS_AFASTAMENTO', 'DPS_ESPORTE_RISCO'] as const;

/** One of {@link DPS_QUESTION_CODES}. */
export type DpsQuestionCode = (typeof DPS_QUESTION_CODES)[number];

/** The questionnaire of Porto Seguro "Vida Individual", in wizard order. */
export const LIFE_QUESTIONS: readonly LifeQuestion[] = [
  // Insured data.
  { code: 'DATA_NASCIMENTO', label: 'Data de nascimento', section: 'insured', kind: 'date', required: true, minAge: 18, maxAge: 70, help: 'Idade de contratação: 18 a 70 anos completos.' },
  { code: 'SEXO', label: 'Sexo', section: 'insured', kind: 'select', required: true, options: SEX_OPTIONS },
  { code: 'PROFISSAO', label: 'Profissão', section: 'insured', kind: 'profession', required: true, defaultValue: DEFAULT_PROFESSION_CODE, help: 'Busque pelo nome ou pelo código CBO.' },
  { code: 'RENDA_MENSAL_CENTS', label: 'Renda mensal', section: 'insured', kind: 'money', required: true, minCents: 100_00, maxCents: 100_000_000_00, help: 'Limita os capitais: morte até 200 vezes a renda mensal.' },
  { code: 'FUMANTE', label: 'É fumante?', section: 'insured', kind: 'boolean', required: true, defaultValue: false },

  // Coverages and capitals.
  { code: 'MORTE', label: 'Morte (natural ou acidental) — cobertura básica', section: 'coverages', kind: 'boolean', required: true, defaultValue: true, coverage: 'MORTE', help: 'Cobertura obrigatória.' },
  {
    code: capitalCode('MORTE'),
    label: 'Capital de morte',
    section: 'coverages',
    kind: 'money',
    required: true,
    minCents: LIFE_COVERAGES.MORTE.minCapitalCents,
    maxCents: LIFE_COVERAGES.MORTE.maxCapitalCents,
    defaultValue: 100_000_00,
    coverage: 'MORTE',
  },
  ...optionalCoverage('MORTE_ACIDENTAL', 'Incluir morte acidental?', 'Capital de morte acidental', 'Paga em dobro em caso de acidente; até o capital de morte.'),
  ...optionalCoverage('IPA', 'Incluir invalidez permanente por acidente (IPA)?', 'Capital de IPA', 'Até o capital de morte.'),
  ...optionalCoverage('DOENCAS_GRAVES', 'Incluir doenças graves?', 'Capital de doenças graves', 'Até o capital de morte e R$ 1 milhão; contratação até 60 anos.'),
  ...optionalCoverage('DIT', 'Incluir diária por incapacidade temporária (DIT)?', 'Valor da diária (DIT)', 'Até 1/30 da renda mensal; contratação até 60 anos.'),
  ...optionalCoverage('DIH', 'Incluir diária por internação hospitalar (DIH)?', 'Valor da diária (DIH)', 'Contratação até 65 anos.'),
  { code: 'ASSISTENCIA_FUNERAL', label: 'Incluir assistência funeral familiar?', section: 'coverages', kind: 'boolean', required: true, defaultValue: false, coverage: 'ASSISTENCIA_FUNERAL' },
  {
    code: capitalCode('ASSISTENCIA_FUNERAL'),
    label: 'Valor da assistência funeral',
    section: 'coverages',
    kind: 'select',
    required: true,
    options: FUNERAL_ASSISTANCE_OPTIONS_CENTS.map((cents) => ({ value: cents, label: `R$ ${(cents / 100).toLocaleString('pt-BR')}` })),
    dependsOn: { code: 'ASSISTENCIA_FUNERAL', equals: true },
    defaultValue: 5_000_00,
    coverage: 'ASSISTENCIA_FUNERAL',
  },
  { code: 'CONJUGE', label: 'Incluir cônjuge?', section: 'coverages', kind: 'boolean', required: true, defaultValue: false, coverage: 'CONJUGE' },
  { code: 'DATA_NASCIMENTO_CONJUGE', label: 'Data de nascimento do cônjuge', section: 'coverages', kind: 'date', required: true, minAge: 18, maxAge: 70, dependsOn: { code: 'CONJUGE', equals: true }, coverage: 'CONJUGE' },
  { code: 'SEXO_CONJUGE', label: 'Sexo do cônjuge', section: 'coverages', kind: 'select', required: true, options: SEX_OPTIONS, dependsOn: { code: 'CONJUGE', equals: true }, coverage: 'CONJUGE' },
  {
    code: capitalCode('CONJUGE'),
    label: 'Capital de morte do cônjuge',
    section: 'coverages',
    kind: 'money',
    required: true,
    minCents: LIFE_COVERAGES.CONJUGE.minCapitalCents,
    maxCents: LIFE_COVERAGES.CONJUGE.maxCapitalCents,
    dependsOn: { code: 'CONJUGE', equals: true },
    help: 'Até 50% do capital de morte do segurado.',
    coverage: 'CONJUGE',
  },

  // Health declaration (DPS).
  { code: 'DPS_DOENCA_GRAVE', label: 'Nos últimos 5 anos, teve diagnóstico ou tratamento de câncer, doença cardíaca, AVC, insuficiência renal, cirrose ou HIV?', section: 'questionnaire', kind: 'boolean', required: true },
  { code: 'DPS_INTERNACAO', label: 'Nos últimos 2 anos, ficou internado por mais de 10 dias seguidos?', section: 'questionnaire', kind: 'boolean', required: true },
  { code: 'DPS_AFASTAMENTO', label: 'Nos últimos 12 meses, ficou afastado do trabalho por doença ou acidente por mais de 15 dias?', section: 'questionnaire', kind: 'boolean', required: true },
  { code: 'DPS_ESPORTE_RISCO', label: 'Pratica esporte de risco (paraquedismo, motovelocidade, mergulho profundo, alpinismo)?', section: 'questionnaire', kind: 'boolean', required: true },
];

/** The request key of a question: its code lower-cased (spec point 7). */
export function answerKey(code: string): string {
  return code.toLowerCase();
}

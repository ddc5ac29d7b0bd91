/**
 * Use cases of the life-insurance wizard over its answers (spec points 3, 4 and 8), plain
 * functions the machine and the screens share:
 * - which questions are asked (dependencies), the answers a quotation sends, the defaults;
 * - the checks of each step before moving forward (pt-BR messages);
 * - the text the broker types (BRL amounts, DD/MM/AAAA dates) to answer values and back;
 * - occupation search by name or code;
 * - a quotation result to the quotes or to the one message of spec point 8.
 *
 * Money is integer cents (BRL); dates are `YYYY-MM-DD` in answers, DD/MM/AAAA on screen (spec point 9).
 */
import { foldText } from '../../domain/text-folding';
import { LIFE_CLIENT_NAME_MAX, LIFE_FIELD_MESSAGES, LIFE_QUOTE_ERROR_MESSAGES } from '../../contract/life';
import { FIELD_MESSAGES, validatePhone } from '../../domain/accounts/fields';
import { stepAcceptanceProblems } from '../../domain/life/acceptance';
import type { LifeAnswerValue, LifeQuestion, LifeQuestionSection } from '../../domain/life/questions';
import type { LifeQuote } from '../../domain/life/quote';
import { formatBRL } from '../../domain/quotation/money';
import { parseIsoDate } from '../../domain/quotation/iso-date';
import type { LifeAnswers, LifeProfession, LifeQuotationResult } from './life-quote-gateway';

/** The wizard's numbered steps (spec point 4: numeric steps starting at 1). */
export type LifeWizardStep = 1 | 2 | 3 | 4;

/** The question section each answering step shows (step 4 shows the results). */
export const LIFE_STEP_SECTIONS: Readonly<Record<1 | 2 | 3, LifeQuestionSection>> = {
  1: 'insured',
  2: 'coverages',
  3: 'questionnaire',
};

/** pt-BR titles of the steps, in order. */
export const LIFE_STEP_TITLES: Readonly<Record<LifeWizardStep, string>> = {
  1: 'Seguradora e segurado',
  2: 'Coberturas e capitais',
  3: 'Declaração de saúde',
  4: 'Resultado',
};

/** pt-BR messages of the wizard's own checks (the service's 400 messages come from src/contract/life.ts). */
export const LIFE_FORM_MESSAGES = {
  required: LIFE_FIELD_MESSAGES.required,
  date: 'Data inválida: use DD/MM/AAAA.',
  futureDate: 'A data de nascimento não pode ser depois de hoje.',
  money: 'Informe um valor em reais, por exemplo 150.000,00.',
  option: 'Escolha uma das opções.',
  professionUnknown: LIFE_FIELD_MESSAGES.professionUnknown,
} as const;

/** True when `question` is asked given `answers` (its `dependsOn`, if any, is met). */
export function isAsked(question: LifeQuestion, answers: LifeAnswers): boolean {
  return question.dependsOn === undefined || answers[question.dependsOn.code] === question.dependsOn.equals;
}

/** The answers the wizard starts with: each question's `defaultValue`. */
export function initialAnswers(questions: readonly LifeQuestion[]): Record<string, LifeAnswerValue> {
  const answers: Record<string, LifeAnswerValue> = {};
  for (const question of questions) if (question.defaultValue !== undefined) answers[question.code] = question.defaultValue;
  return answers;
}

/** The questions of `section` that are asked, in order. */
export function askedQuestions(questions: readonly LifeQuestion[], answers: LifeAnswers, section: LifeQuestionSection): LifeQuestion[] {
  return questions.filter((question) => question.section === section && isAsked(question, answers));
}

/** The answers a quotation sends: those of asked questions only (a hidden dependent answer is dropped). */
export function answersToSend(questions: readonly LifeQuestion[], answers: LifeAnswers): Record<string, LifeAnswerValue> {
  const sent: Record<string, LifeAnswerValue> = {};
  for (const question of questions) {
    const value = answers[question.code];
    if (value !== undefined && isAsked(question, answers)) sent[question.code] = value;
  }
  return sent;
}

/**
 * The message of one asked question's answer, or null when it is fine (its own shape and
 * range). The insurer's acceptance limits (ages, capitals by income and by the death capital)
 * are added per step by {@link validateSection}.
 * @param today `YYYY-MM-DD` (a birth date after it is refused).
 */
export function answerProblem(question: LifeQuestion, value: LifeAnswerValue | undefined, context: { today: string; professions: readonly LifeProfession[] }): string | null {
  if (value === undefined || value === '') return question.required ? LIFE_FORM_MESSAGES.required : null;
  switch (question.kind) {
    case 'date': {
      if (typeof value !== 'string' || parseIsoDate(value) === null) return LIFE_FORM_MESSAGES.date;
      return value > context.today ? LIFE_FORM_MESSAGES.futureDate : null;
    }
    case 'money': {
      if (typeof value !== 'number' || !Number.isSafeInteger(value)) return LIFE_FORM_MESSAGES.money;
      const min = question.minCents ?? 0;
      const max = question.maxCents ?? Number.MAX_SAFE_INTEGER;
      return value < min || value > max ? LIFE_FIELD_MESSAGES.between(min, max) : null;
    }
    case 'select':
      return (question.options ?? []).some((option) => option.value === value) ? null : LIFE_FORM_MESSAGES.option;
    case 'boolean':
      return typeof value === 'boolean' ? null : LIFE_FORM_MESSAGES.required;
    case 'profession':
      return context.professions.length === 0 || context.professions.some((profession) => profession.code === value) ? null : LIFE_FORM_MESSAGES.professionUnknown;
  }
}

/**
 * The messages of a step's asked questions, keyed by question code; empty when the step
 * may move forward. After each answer's own checks, the insurer's acceptance limits of the
 * step (src/domain/life/acceptance.ts `stepAcceptanceProblems`, the rules and messages the
 * service refuses with) are shown on the field where the value was typed: the insured's age
 * on step 1, the coverages' ages and capitals on step 2.
 */
export function validateSection(
  questions: readonly LifeQuestion[],
  answers: LifeAnswers,
  section: LifeQuestionSection,
  context: { today: string; professions: readonly LifeProfession[] },
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const question of askedQuestions(questions, answers, section)) {
    const problem = answerProblem(question, answers[question.code], context);
    if (problem) problems[question.code] = problem;
  }
  if (section === 'insured' || section === 'coverages') {
    const asked = new Set(askedQuestions(questions, answers, section).map((question) => question.code));
    for (const [code, message] of Object.entries(stepAcceptanceProblems(section, answers, context.today))) {
      if (asked.has(code) && problems[code] === undefined) problems[code] = message;
    }
  }
  return problems;
}

/** Field keys of the client's name and phone in the step-1 messages (not question codes). */
export const CLIENT_NAME_FIELD = 'CLIENTE_NOME';
export const CLIENT_PHONE_FIELD = 'CLIENTE_TELEFONE';

/**
 * The messages of the client typed on step 1, keyed by {@link CLIENT_NAME_FIELD} /
 * {@link CLIENT_PHONE_FIELD}: both optional; a name up to {@link LIFE_CLIENT_NAME_MAX}
 * characters, a phone (masked or not) with DDD, 10 or 11 digits (the service's rule).
 */
export function clientProblems(client: { name: string; phone: string }): Record<string, string> {
  const problems: Record<string, string> = {};
  if (client.name.trim().length > LIFE_CLIENT_NAME_MAX) problems[CLIENT_NAME_FIELD] = `No máximo ${LIFE_CLIENT_NAME_MAX} caracteres.`;
  const phone = client.phone.trim();
  if (phone !== '' && validatePhone(phone).length > 0) problems[CLIENT_PHONE_FIELD] = FIELD_MESSAGES.phoneInvalid;
  return problems;
}

// ---------------------------------------------------------------------------------------
// Typed text → answer values.

/** Integer cents as the text of a money input, without the currency sign: 15000000 → '150.000,00'. */
export function moneyInputText(cents: number): string {
  return formatBRL(cents).replace(/^R\$\s?/, '');
}

/** A typed 'DD/MM/AAAA' date → `YYYY-MM-DD`, or null when it is not a real day. */
export function parseBrDate(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  return parseIsoDate(iso) ? iso : null;
}

/** Digits typed into a date field, masked as DD/MM/AAAA while typing ('1501199' → '15/01/199'). */
export function maskBrDate(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

// ---------------------------------------------------------------------------------------
// Occupations.

/**
 * Occupations matching `query`: by code (the code starts with the digits typed) or by name
 * (every word typed appears in the title, accents and case ignored). Codes first, then
 * titles, at most `limit`. An empty query gives the first `limit` of the list.
 */
export function searchProfessions(list: readonly LifeProfession[], query: string, limit = 8): LifeProfession[] {
  const folded = foldText(query);
  if (folded === '') return list.slice(0, limit);
  if (/^\d+$/.test(folded)) return list.filter((profession) => profession.code.startsWith(folded)).slice(0, limit);
  const words = folded.split(/\s+/);
  return list.filter((profession) => {
    const title = foldText(profession.description);
    return words.every((word) => title.includes(word));
  }).slice(0, limit);
}

/** 'code — title' of an occupation, as the field shows the choice. */
export function professionLabel(profession: LifeProfession): string {
  return `${profession.code} — ${profession.description}`;
}

// ---------------------------------------------------------------------------------------
// Results → spec point 8.

/** What a quotation result means for the wizard: the quotes to show, or the message to show back at step 1. */
export type LifeQuoteOutcome = { kind: 'quotes'; quotes: LifeQuote[] } | { kind: 'error'; message: string };

/**
 * Spec point 8 "Life quote", in the contract's order: a failure without a message →
 * 'Houve um erro, por favor tente novamente!'; a failure with one → that message; a
 * refusal → the first refusal's representative message; no quotes → 'Nenhum orçamento
 * disponível, por favor tente novamente!'; an unreadable result → 'Houve um erro ao buscar
 * orçamentos, por favor tente novamente!'.
 */
export function lifeQuoteOutcome(result: LifeQuotationResult): LifeQuoteOutcome {
  switch (result.kind) {
    case 'failed': {
      const message = result.message.trim();
      return { kind: 'error', message: message === '' ? LIFE_QUOTE_ERROR_MESSAGES.empty : message };
    }
    case 'refused': {
      const first = result.refusals[0]?.message.trim() ?? '';
      return { kind: 'error', message: first === '' ? LIFE_QUOTE_ERROR_MESSAGES.empty : first };
    }
    case 'quoted':
      return result.quotes.length === 0 ? { kind: 'error', message: LIFE_QUOTE_ERROR_MESSAGES.noQuotes } : { kind: 'quotes', quotes: result.quotes };
    case 'unreadable':
      return { kind: 'error', message: LIFE_QUOTE_ERROR_MESSAGES.parse };
  }
}

/**
 * True when `result` answers the quotation of `memberId` (or `quotationId`). An unreadable
 * message whose ids could not be read is taken as the awaited one: the wizard is waiting
 * for exactly one answer, and saying so beats waiting forever.
 */
export function answersQuotation(result: LifeQuotationResult, awaited: { memberId: string; quotationId: string | null }): boolean {
  if (result.kind === 'unreadable' && result.memberId === null && result.quotationId === null) return true;
  if (result.memberId === awaited.memberId) return true;
  return awaited.quotationId !== null && result.quotationId === awaited.quotationId;
}

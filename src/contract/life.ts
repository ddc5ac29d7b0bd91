/**
 * Wire format of the life-insurance service (spec point 7 "Life-insurance service",
 * point 3 "Life-insurance quote", point 8 "Life quote"), shared by the service
 * (`server/life/`: validation, answers) and the SPA's life adapters (parsing).
 *
 * The service is a separate host (`LIFE_API_URL`, default the SPA's host on `LIFE_PORT`).
 * Every REST call takes the broker's access token as `Authorization: Bearer <access>`;
 * errors follow the main API (DRF style): 401 `{detail, code?}`, 402 `{detail, code}`
 * (blocked or plan-less broker), 404 `{detail}` (unknown institution), 400 `{field: [msg]}`.
 *
 * - `GET  /v1/{institution}/questions`        → 200 {@link lifeQuestionsResponseWire}
 * - `GET  /v1/{institution}/aux/profissoes`   → 200 {@link lifeProfessionsResponseWire} (`[{code, description}]`)
 * - `POST /v1/{institution}/quotation`        body {@link lifeQuotationRequestWire}
 *                                             → 202 {@link lifeQuotationAcceptedWire}; the result arrives on `/cable`
 * - `WS   /cable` (ActionCable, subprotocol `actioncable-v1-json`): subscribe with identifier
 *   {@link quotationChannelIdentifier}; each quotation's outcome is broadcast once as
 *   `{identifier, message}` with `message` a {@link lifeQuotationResultWire}.
 *
 * Units: money is integer cents in fields ending in `_cents` (BRL); `price` is the monthly
 * price as a decimal string with 2 decimals (spec point 9: yearly premium / 12, 2 decimals);
 * dates are `YYYY-MM-DD`; ages are completed years; `days` are calendar days.
 */
import { z } from 'zod';
import {
  FUNERAL_ASSISTANCE_OPTIONS_CENTS,
  LIFE_COVERAGE_CODES,
  LIFE_COVERAGE_GROUPS,
  LIFE_COVERAGES,
  LIFE_INSTITUTIONS,
  type LifeCoverageCode,
} from '../domain/life/catalog';
import { digitsOnly, FIELD_MESSAGES, validatePhone } from '../domain/accounts/fields';
import { formatBRL } from '../domain/quotation/money';
import { parseIsoDate } from '../domain/quotation/iso-date';

// ---------------------------------------------------------------------------------------
// Messages (pt-BR), shared by the service's 400 answers and the SPA's form.

/** pt-BR messages of the 400 answers of `POST /v1/{institution}/quotation`. */
export const LIFE_FIELD_MESSAGES = {
  required: 'Este campo é obrigatório.',
  date: 'Data inválida: use AAAA-MM-DD.',
  sex: 'Escolha Masculino (M) ou Feminino (F).',
  boolean: 'Responda sim (true) ou não (false).',
  integerCents: 'Informe o valor em centavos (número inteiro).',
  profession: 'Informe o código da profissão (1 a 6 dígitos).',
  professionUnknown: 'Profissão não encontrada.',
  memberId: 'Informe o identificador do segurado (1 a 64 caracteres).',
  deathMandatory: 'A cobertura de morte é obrigatória.',
  funeralOption: `Escolha um dos valores de assistência funeral: ${FUNERAL_ASSISTANCE_OPTIONS_CENTS.map(formatBRL).join(', ')}.`,
  between: (minCents: number, maxCents: number) => `Informe um valor entre ${formatBRL(minCents)} e ${formatBRL(maxCents)}.`,
} as const;

/** 404 `detail` for an institution the service does not quote. */
export const LIFE_INSTITUTION_NOT_FOUND = 'Seguradora não encontrada.';

/**
 * The SPA's messages of spec point 8 "Life quote" (each returns the wizard to step 1),
 * in the order they are checked: a result without a message, the server's message, the
 * first refusal's representative message, an empty list, a parse failure.
 */
export const LIFE_QUOTE_ERROR_MESSAGES = {
  empty: 'Houve um erro, por favor tente novamente!',
  noQuotes: 'Nenhum orçamento disponível, por favor tente novamente!',
  parse: 'Houve um erro ao buscar orçamentos, por favor tente novamente!',
} as const;

// ---------------------------------------------------------------------------------------
// Shared pieces.

/** Institution slug of the path (`porto_seguro`). */
export const lifeInstitutionWire = z.enum(LIFE_INSTITUTIONS);
export type LifeInstitutionWire = z.infer<typeof lifeInstitutionWire>;

/** `YYYY-MM-DD` naming a real calendar day. */
export const lifeIsoDateWire = z.string({ error: LIFE_FIELD_MESSAGES.date }).refine((text) => parseIsoDate(text) !== null, LIFE_FIELD_MESSAGES.date);

/** `M` (masculino) or `F` (feminino). */
export const lifeSexWire = z.enum(['M', 'F'], { error: LIFE_FIELD_MESSAGES.sex });
export type LifeSexWire = z.infer<typeof lifeSexWire>;

const cents = z.number().int().min(0);

/** Error body with one sentence (401, 402, 404, 5xx): `{detail, code?}`. */
export const lifeDetailErrorWire = z.object({ detail: z.string(), code: z.string().optional() });
export type LifeDetailErrorWire = z.infer<typeof lifeDetailErrorWire>;

/** 400 body: one key per request field (lower-cased question code), each a list of pt-BR messages. */
export const lifeValidationErrorWire = z.record(z.string(), z.array(z.string()));
export type LifeValidationErrorWire = z.infer<typeof lifeValidationErrorWire>;

// ---------------------------------------------------------------------------------------
// GET /v1/{institution}/questions

/** One option of a `select` question; `value` is what the request carries. */
export const lifeQuestionOptionWire = z.object({ value: z.union([z.string(), z.number()]), label: z.string() });

/**
 * One question. `code` is upper snake case; the request key is `code.toLowerCase()`.
 * `kind`: `date` (`YYYY-MM-DD`), `select` (one of `options[].value`), `boolean`, `money`
 * (integer cents within `min_cents`–`max_cents`), `profession` (a `code` of aux/profissoes).
 * `depends_on`: asked (and required) only when question `code` was answered `equals`.
 * `min_age`/`max_age` (dates of birth): the accepted age in completed years on the quote day —
 * outside it the quotation is refused with a representative message, not answered 400.
 */
export const lifeQuestionWire = z.object({
  code: z.string(),
  label: z.string(),
  section: z.enum(['insured', 'coverages', 'questionnaire']),
  kind: z.enum(['date', 'select', 'boolean', 'money', 'profession']),
  required: z.boolean(),
  options: z.array(lifeQuestionOptionWire).optional(),
  min_cents: cents.optional(),
  max_cents: cents.optional(),
  min_age: z.number().int().optional(),
  max_age: z.number().int().optional(),
  depends_on: z.object({ code: z.string(), equals: z.union([z.string(), z.number(), z.boolean()]) }).optional(),
  default_value: z.union([z.string(), z.number(), z.boolean()]).optional(),
  coverage: z.enum(LIFE_COVERAGE_CODES).optional(),
  help: z.string().optional(),
});
export type LifeQuestionWire = z.infer<typeof lifeQuestionWire>;

/** `{institution, questionnaire_id, questions}` in wizard order. */
export const lifeQuestionsResponseWire = z.object({
  institution: lifeInstitutionWire,
  questionnaire_id: z.string(),
  questions: z.array(lifeQuestionWire),
});
export type LifeQuestionsResponseWire = z.infer<typeof lifeQuestionsResponseWire>;

// ---------------------------------------------------------------------------------------
// GET /v1/{institution}/aux/profissoes

/** An occupation: CBO 2002 code (text of digits) and title (pt-BR). */
export const lifeProfessionWire = z.object({ code: z.string(), description: z.string() });
export type LifeProfessionWire = z.infer<typeof lifeProfessionWire>;

/** The occupations list, `[{code, description}]`, sorted by description. */
export const lifeProfessionsResponseWire = z.array(lifeProfessionWire);
export type LifeProfessionsResponseWire = z.infer<typeof lifeProfessionsResponseWire>;

// ---------------------------------------------------------------------------------------
// POST /v1/{institution}/quotation

const required = { error: (issue: { input: unknown }) => (issue.input === undefined ? LIFE_FIELD_MESSAGES.required : undefined) };

/** Longest client name kept with a quotation. */
export const LIFE_CLIENT_NAME_MAX = 150;

/**
 * The client the quote is for, as the broker typed it on step 1 (both optional): `name`
 * (trimmed, up to {@link LIFE_CLIENT_NAME_MAX}) and `phone` (digits only, DDD + number, 10 or
 * 11 digits, checked by @brazilian-utils) — kept with the quotation so the broker finds it
 * again in 'Minhas cotações' and the finalization and WhatsApp start from it.
 */
export const lifeQuoteClientWire = z.object({
  name: z.string({ error: LIFE_FIELD_MESSAGES.required }).trim().max(LIFE_CLIENT_NAME_MAX, `No máximo ${LIFE_CLIENT_NAME_MAX} caracteres.`).optional().default(''),
  phone: z
    .string({ error: LIFE_FIELD_MESSAGES.required })
    .optional()
    .default('')
    .refine((text) => text === '' || validatePhone(text).length === 0, FIELD_MESSAGES.phoneInvalid)
    .transform(digitsOnly),
  /** The account's client picked in the wizard (`clients.id`); without it the typed name and phone find or create one. */
  client_id: z.number({ error: 'Cliente inválido.' }).int('Cliente inválido.').min(1, 'Cliente inválido.').max(2_147_483_647, 'Cliente inválido.').optional(),
});
export type LifeQuoteClientWire = z.output<typeof lifeQuoteClientWire>;
const yesNo = z.boolean({ error: (issue) => (issue.input === undefined ? LIFE_FIELD_MESSAGES.required : LIFE_FIELD_MESSAGES.boolean) });
const moneyAnswer = z.number({ error: (issue) => (issue.input === undefined ? LIFE_FIELD_MESSAGES.required : LIFE_FIELD_MESSAGES.integerCents) }).int(LIFE_FIELD_MESSAGES.integerCents);
const optionalMoney = moneyAnswer.optional();
const optionalDate = lifeIsoDateWire.optional();

/**
 * The quotation request: `member_id` (the SPA's identifier of the insured person, echoed in
 * the result) plus one answer per question of `GET /questions`, keyed by the question code
 * lower-cased. Answers of questions not asked (their `depends_on` not met) are ignored.
 * Unknown keys are ignored. Absolute capital ranges and dependent answers are checked here
 * (400); age, income and health-declaration rules refuse the quotation on the cable instead.
 */
export const lifeQuotationRequestWire = z
  .object({
    member_id: z
      .union([z.string(), z.number().int()], { error: (issue) => (issue.input === undefined ? LIFE_FIELD_MESSAGES.required : LIFE_FIELD_MESSAGES.memberId) })
      .transform((value) => String(value))
      .pipe(z.string().trim().min(1, LIFE_FIELD_MESSAGES.memberId).max(64, LIFE_FIELD_MESSAGES.memberId)),
    data_nascimento: z.string(required).refine((text) => parseIsoDate(text) !== null, LIFE_FIELD_MESSAGES.date),
    sexo: lifeSexWire,
    profissao: z.string(required).regex(/^\d{1,6}$/, LIFE_FIELD_MESSAGES.profession),
    renda_mensal_cents: moneyAnswer,
    fumante: yesNo,
    morte: z.literal(true, { error: LIFE_FIELD_MESSAGES.deathMandatory }).optional().default(true),
    capital_morte_cents: moneyAnswer,
    morte_acidental: yesNo.optional().default(false),
    capital_morte_acidental_cents: optionalMoney,
    ipa: yesNo.optional().default(false),
    capital_ipa_cents: optionalMoney,
    doencas_graves: yesNo.optional().default(false),
    capital_doencas_graves_cents: optionalMoney,
    dit: yesNo.optional().default(false),
    diaria_dit_cents: optionalMoney,
    dih: yesNo.optional().default(false),
    diaria_dih_cents: optionalMoney,
    assistencia_funeral: yesNo.optional().default(false),
    capital_assistencia_funeral_cents: optionalMoney,
    conjuge: yesNo.optional().default(false),
    data_nascimento_conjuge: optionalDate,
    sexo_conjuge: lifeSexWire.optional(),
    capital_conjuge_cents: optionalMoney,
    dps_doenca_grave: yesNo,
    dps_internacao: yesNo,
    dps_afastamento: yesNo,
    dps_esporte_risco: yesNo,
    client: lifeQuoteClientWire.optional(),
  })
  .superRefine((request, context) => {
    const need = (key: keyof typeof request) => {
      // Stryker disable next-line StringLiteral: a custom issue's code is read by nobody (drf-errors.ts and read-file.ts look for other codes): '' gives the same message
      if (request[key] === undefined) context.addIssue({ code: 'custom', path: [key], message: LIFE_FIELD_MESSAGES.required });
    };
    const inRange = (key: keyof typeof request, coverage: LifeCoverageCode) => {
      const value = request[key];
      const { minCapitalCents, maxCapitalCents } = LIFE_COVERAGES[coverage];
      if (typeof value === 'number' && (value < minCapitalCents || value > maxCapitalCents)) {
        // Stryker disable next-line StringLiteral: a custom issue's code is read by nobody (drf-errors.ts and read-file.ts look for other codes): '' gives the same message
        context.addIssue({ code: 'custom', path: [key], message: LIFE_FIELD_MESSAGES.between(minCapitalCents, maxCapitalCents) });
      }
    };
    if (request.renda_mensal_cents !== undefined && (request.renda_mensal_cents < 100_00 || request.renda_mensal_cents > 100_000_000_00)) {
      context.addIssue({
        // Stryker disable next-line StringLiteral: a custom issue's code is read by nobody (drf-errors.ts and read-file.ts look for other codes): '' gives the same message
        code: 'custom',
        path: ['renda_mensal_cents'], message: LIFE_FIELD_MESSAGES.between(100_00, 100_000_000_00),
      });
    }
    inRange('capital_morte_cents', 'MORTE');
    const pairs: Array<[boolean, keyof typeof request, LifeCoverageCode]> = [
      [request.morte_acidental, 'capital_morte_acidental_cents', 'MORTE_ACIDENTAL'],
      [request.ipa, 'capital_ipa_cents', 'IPA'],
      [request.doencas_graves, 'capital_doencas_graves_cents', 'DOENCAS_GRAVES'],
      [request.dit, 'diaria_dit_cents', 'DIT'],
      [request.dih, 'diaria_dih_cents', 'DIH'],
      [request.conjuge, 'capital_conjuge_cents', 'CONJUGE'],
    ];
    for (const [selected, key, coverage] of pairs) {
      if (!selected) continue;
      need(key);
      inRange(key, coverage);
    }
    if (request.assistencia_funeral) {
      need('capital_assistencia_funeral_cents');
      const value = request.capital_assistencia_funeral_cents;
      if (value !== undefined && !(FUNERAL_ASSISTANCE_OPTIONS_CENTS as readonly number[]).includes(value)) {
        context.addIssue({
          // Stryker disable next-line StringLiteral: a custom issue's code is read by nobody (drf-errors.ts and read-file.ts look for other codes): '' gives the same message
          code: 'custom',
          path: ['capital_assistencia_funeral_cents'], message: LIFE_FIELD_MESSAGES.funeralOption,
        });
      }
    }
    if (request.conjuge) {
      need('data_nascimento_conjuge');
      need('sexo_conjuge');
    }
  });
/** The request as sent (defaults optional). */
export type LifeQuotationRequestInputWire = z.input<typeof lifeQuotationRequestWire>;
/** The request as parsed (defaults applied, `member_id` a string). */
export type LifeQuotationRequestWire = z.output<typeof lifeQuotationRequestWire>;

/**
 * 202 answer: the quotation was accepted and is being computed; its outcome arrives on the
 * cable with `quotation_id` = `id` (and stays stored until delivered).
 */
export const lifeQuotationAcceptedWire = z.object({
  id: z.string(),
  status: z.literal('pending'),
  company: lifeInstitutionWire,
  member_id: z.string(),
  created_at: z.string(),
});
export type LifeQuotationAcceptedWire = z.infer<typeof lifeQuotationAcceptedWire>;

// ---------------------------------------------------------------------------------------
// The result broadcast on /cable (QuotationChannel).

/** One coverage of a quote: capital (per day when `capital_kind` is `daily`) and its premium. */
export const lifeQuoteCoverageWire = z.object({
  code: z.enum(LIFE_COVERAGE_CODES),
  title: z.string(),
  group: z.enum(LIFE_COVERAGE_GROUPS),
  capital_kind: z.enum(['lump_sum', 'daily']),
  capital_cents: cents,
  /** Annual rate applied to the capital (probability or expected days per year, per 1). */
  annual_rate: z.number().nonnegative(),
  yearly_premium_cents: cents,
  /** yearly_premium_cents / 12 rounded to the cent (informative; the quote's price is the total's). */
  monthly_price_cents: cents,
});
export type LifeQuoteCoverageWire = z.infer<typeof lifeQuoteCoverageWire>;

/** A coverage group (family, insured, diseases, income) with its coverages and subtotal. */
export const lifeQuoteCoverageGroupWire = z.object({
  code: z.enum(LIFE_COVERAGE_GROUPS),
  title: z.string(),
  yearly_premium_cents: cents,
  coverages: z.array(lifeQuoteCoverageWire),
});
export type LifeQuoteCoverageGroupWire = z.infer<typeof lifeQuoteCoverageGroupWire>;

/** Spec point 3: details of a quote — its number, the last day it is valid and how many days that is. */
export const lifeQuoteDetailsWire = z.object({
  quote_number: z.string(),
  issued_on: z.string(),
  final_validity: z.string(),
  days: z.number().int().positive(),
});

/** The insured person as quoted. */
export const lifeQuotePersonWire = z.object({
  member_id: z.string(),
  birth_date: z.string(),
  age: z.number().int().nonnegative(),
  sex: lifeSexWire,
  profession_code: z.string(),
  profession: z.string(),
  monthly_income_cents: cents,
  smoker: z.boolean(),
});

/** The health declaration answered (spec point 3 "rules (questionnaires, questionnaire id)"). */
export const lifeQuoteRulesWire = z.object({
  questionnaire_id: z.string(),
  questionnaires: z.array(z.object({ code: z.string(), question: z.string(), answer: z.boolean() })),
});

/** How the price was made (shown as "valores ilustrativos"). */
export const lifeQuoteModelWire = z.object({
  /** e.g. "IBGE — Tábua Completa de Mortalidade 2015, homens e mulheres". */
  table: z.string(),
  table_year: z.number().int(),
  /** Commercial loading over the pure premium, as a fraction (0.45 = 45%). */
  loading: z.number().nonnegative(),
  illustrative: z.literal(true),
  note: z.string(),
});

/** A life-insurance quote (spec point 3). `price` = monthly price, `yearly / 12` with 2 decimals. */
export const lifeQuoteWire = z.object({
  title: z.string(),
  price: z.string().regex(/^\d+\.\d{2}$/),
  monthly_price_cents: cents,
  yearly_premium_cents: cents,
  details: lifeQuoteDetailsWire,
  person: lifeQuotePersonWire,
  coverage_groups: z.array(lifeQuoteCoverageGroupWire),
  coverages: z.array(lifeQuoteCoverageWire),
  rules: lifeQuoteRulesWire,
  model: lifeQuoteModelWire,
});
export type LifeQuoteWire = z.infer<typeof lifeQuoteWire>;

/** One acceptance rule that refused the quotation, with its representative pt-BR text. */
export const lifeRefusalWire = z.object({
  code: z.string(),
  representative_message: z.string(),
  coverage: z.enum(LIFE_COVERAGE_CODES).optional(),
  question: z.string().optional(),
});
export type LifeRefusalWire = z.infer<typeof lifeRefusalWire>;

const resultBase = {
  type: z.literal('quotation_result'),
  quotation_id: z.string(),
  member_id: z.string(),
  company: lifeInstitutionWire,
};

/**
 * The outcome of one quotation, broadcast on QuotationChannel (and delivered on a later
 * subscribe when the broker was not connected):
 * - `quoted`: `quotes` (one or more; the SPA shows "Nenhum orçamento disponível..." when empty);
 * - `refused`: `refusals`, the first one's `representative_message` is what the SPA shows;
 * - `error`: `message`, shown as is (empty → "Houve um erro, por favor tente novamente!").
 */
export const lifeQuotationResultWire = z.discriminatedUnion('status', [
  z.object({ ...resultBase, status: z.literal('quoted'), quotes: z.array(lifeQuoteWire) }),
  z.object({ ...resultBase, status: z.literal('refused'), refusals: z.array(lifeRefusalWire) }),
  z.object({ ...resultBase, status: z.literal('error'), message: z.string() }),
]);
export type LifeQuotationResultWire = z.infer<typeof lifeQuotationResultWire>;

// ---------------------------------------------------------------------------------------
// /cable identifiers.

/** ActionCable channel name of the quotation results. */
export const QUOTATION_CHANNEL = 'QuotationChannel';

/**
 * The identifier params of QuotationChannel: the broker's access token and the
 * institution slug of the route. A forged, expired or blocked broker's token is answered
 * `reject_subscription`; a broker receives only its own quotations.
 */
export const quotationChannelParamsWire = z.object({
  channel: z.literal(QUOTATION_CHANNEL),
  token: z.string().min(1),
  company: lifeInstitutionWire,
});
export type QuotationChannelParamsWire = z.infer<typeof quotationChannelParamsWire>;

/**
 * The identifier string the client subscribes with (ActionCable sends `JSON.stringify`
 * of the params: `{"channel":"QuotationChannel","token":"…","company":"porto_seguro"}`).
 */
export function quotationChannelIdentifier(token: string, company: LifeInstitutionWire): string {
  return JSON.stringify({ channel: QUOTATION_CHANNEL, token, company });
}

/** ActionCable subprotocol the service speaks on `/cable`. */
export const ACTION_CABLE_SUBPROTOCOL = 'actioncable-v1-json';

/**
 * Wire format of the saved quotation (spec point 3 "Quotation", point 7 "Quotation"),
 * shared by the server (validation, answers, OpenAPI) and the SPA's HTTP adapter.
 *
 * - `POST /api/v1/quotation/` `{ code: uuid, data }` (Bearer) → 201 `{ code, data, created_at }`;
 *   400 DRF field messages (unknown keys refused); 413 over 512 KB; 400 `{"code": [...]}` on a code already used.
 * - `GET /api/v1/quotation/?code=` (public) → 200 `{ code, data, created_at }`; 404 `{"detail": "Cotação não encontrada."}`.
 * - `GET /api/v1/quotations/` (Bearer) → the caller's account's quotations, DRF page.
 *
 * `data` keeps the spec's top-level names (camelCase, as spec point 3 writes them);
 * nested fields are snake_case; money integer cents (`_cents`), dates `YYYY-MM-DD`,
 * percentages fractions. Prices and table dates are stored AS QUOTED and never re-priced.
 *
 * Life insurance: `data.life_quote` (optional) is the broker's life quote as quoted
 * (insurer slug, product, quote number, issue and validity dates, monthly price in cents, the
 * coverages with their capitals); `lifeInsurance` is true exactly when it is present and
 * `lifeInsuranceInstitution` is then its insurer (`{id, name}`, id of
 * `LIFE_INSURANCE_INSTITUTION_IDS`), null otherwise — a disagreement is a 400 on those fields.
 */
import { z } from 'zod';
import { coparticipationWire, coverageAreaWire, planTypeWire, roomTypeWire } from './catalog';
import { pagedSearchQueryWire } from './paging';
import { LIFE_COVERAGE_CODES, LIFE_INSTITUTIONS } from '../domain/life/catalog';
import { LIFE_INSURANCE_INSTITUTION_IDS } from '../domain/proposal/proposal-life';
import { compareCalendarDates, parseIsoDate } from '../domain/quotation/iso-date';
import { quoteTotal, type PriceTable } from '../domain/quotation/pricing';
import type { BracketCounts } from '../domain/quotation/age-buckets';
import { MAX_CLIENT_CITY, validateClientCity, validateClientDocument, validateClientEmail, validateClientPhone } from '../domain/proposal/client';

/** Largest accepted request body of `POST /api/v1/quotation/`, bytes. */
export const QUOTATION_BODY_LIMIT = 512 * 1024;
/** Most plans in one quotation. */
export const MAX_QUOTATION_PLANS = 12;
/** Longest client name. */
export const MAX_CLIENT_NAME = 200;
/** Longest other text. */
export const MAX_TEXT = 500;
/** Most providers (hospitals or clinics) per plan. */
export const MAX_PROVIDERS = 1500;
/** Most rules / carências / refunds per plan. */
export const MAX_RULES = 200;

/** Saved quotations a page of the account's list holds (the API's and the fake's). */
export const QUOTATIONS_PAGE_SIZE = 20;

/** 404 message of an unknown code. */
export const QUOTATION_NOT_FOUND_MESSAGE = 'Cotação não encontrada.';
/** 400 on `code` when the code is already saved (codes compare case-insensitively). */
export const QUOTATION_CODE_TAKEN_MESSAGE = 'Já existe uma cotação com este código.';

const text = z.string().max(MAX_TEXT, `Certifique-se de que este campo não tenha mais de ${MAX_TEXT} caracteres.`);
const id = z.number().int().nonnegative();
const cents = z.number().int().min(0).max(1_000_000_000);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida: use AAAA-MM-DD.');

/**
 * The operator's ANS profile as quoted (src/contract/catalog.ts `ansProfileWire`: CADOP data,
 * IDSS 0–1 of a year, IGR per 10,000 beneficiaries of a `YYYY-MM` month), kept with the proposal
 * so its PDF shows the quality figures the broker saw; absent in proposals saved before.
 */
export const quotationAnsProfileWire = z.strictObject({
  registration: text,
  cnpj: text,
  legal_name: text,
  trade_name: text.nullable(),
  modality: text,
  idss: z.strictObject({ year: z.number().int().min(1999).max(2100), score: z.number().min(0).max(1) }).nullable(),
  igr: z.strictObject({ value: z.number().min(0).max(1_000_000), period: z.string().regex(/^\d{4}-\d{2}$/, 'Período inválido: use AAAA-MM.') }).nullable(),
});

export const quotationInstitutionWire = z.strictObject({ id, name: text, ans_registration: text.nullable(), ans_profile: quotationAnsProfileWire.nullable().optional() });
export const quotationEntityWire = z.strictObject({ id, name: text });

export const quotationPriceTableWire = z.strictObject({
  effective_date: isoDate,
  illustrative: z.boolean(),
  prices_cents: z.array(cents).length(10, 'Informe os 10 preços por faixa etária.'),
  /** Promotional prices of the first months as quoted, or null/absent. */
  promotional_prices_cents: z.array(cents).length(10, 'Informe os 10 preços por faixa etária.').nullable().optional(),
  /** How many first monthly payments the promotional prices apply to, or null/absent. */
  promotional_months: z.number().int().min(1, 'Informe ao menos 1 mês.').max(24, 'No máximo 24 meses.').nullable().optional(),
});

/** The administradora's fees per life as quoted (adhesion plans). */
export const quotationAdministradoraFeesWire = z.strictObject({ adhesion_cents: cents, monthly_cents: cents });

/** The dental add-on chosen for a plan, per life and month, as quoted. */
export const quotationDentalWire = z.strictObject({ id, name: text, monthly_cents: cents, illustrative: z.boolean() });

/** Longest note to the client. */
export const MAX_PROPOSAL_NOTES_WIRE = 1000;

/**
 * What the broker adds to the proposal: notes to the client, validity date,
 * recommended plan (one of `healthInsurance`), the client's phone (digits) and e-mail.
 */
export const quotationExtrasWire = z.strictObject({
  notes: z.string().max(MAX_PROPOSAL_NOTES_WIRE, `Certifique-se de que este campo não tenha mais de ${MAX_PROPOSAL_NOTES_WIRE} caracteres.`),
  valid_until: z
    .string()
    .refine((value) => parseIsoDate(value) !== null, 'Data inválida: use AAAA-MM-DD.')
    .nullable(),
  recommended_plan_id: id.nullable(),
  client_phone: z.string().regex(/^\d{0,13}$/, 'Informe o telefone só com números (DDD e número).'),
  client_email: z.union([z.literal(''), z.string().max(254).email('Informe um e-mail válido.')]),
});

export const quotationPlanWire = z.strictObject({
  id,
  name: text,
  institution_id: id,
  type: planTypeWire,
  accommodation: roomTypeWire,
  coparticipation: coparticipationWire,
  coverage_area: coverageAreaWire,
  segmentation: text.nullable(),
  administradora: text.nullable(),
  price_table: quotationPriceTableWire,
  administradora_fees: quotationAdministradoraFeesWire.nullable().optional(),
  dental: quotationDentalWire.nullable().optional(),
});

export const quotationProviderWire = z.strictObject({
  name: text,
  city: text,
  uf: z.string().max(2),
  elective_admission: z.boolean(),
  emergency: z.boolean(),
  maternity: z.boolean(),
  laboratory: z.boolean(),
});

export const quotationAccreditWire = z.strictObject({
  plan_id: id,
  hospitals: z.array(quotationProviderWire).max(MAX_PROVIDERS),
  clinics: z.array(quotationProviderWire).max(MAX_PROVIDERS),
});

export const quotationCoparticipationRuleWire = z.strictObject({
  plan_id: id,
  procedure: text,
  percentage: z.number().min(0).max(1).nullable(),
  fixed_cents: cents.nullable(),
  cap_cents: cents.nullable(),
  exempt: z.boolean(),
});

export const quotationShortfallWire = z.strictObject({
  plan_id: id,
  group: text.nullable(),
  procedure: text,
  days: z.number().int().min(0).max(10000),
});

export const quotationRefundWire = z.strictObject({ plan_id: id, procedure: text, value_cents: cents });

export const quotationBrokerWire = z.strictObject({
  name: text,
  phone: z.string().max(20),
  email: text,
  logo_url: text.nullable(),
});

const perPlanList = <T extends z.ZodType>(item: T) => z.array(item).max(MAX_RULES * MAX_QUOTATION_PLANS);

/** Most coverages in a life quote (one per coverage code). */
export const MAX_LIFE_COVERAGES = LIFE_COVERAGE_CODES.length;
/** Longest life quote number. */
export const MAX_LIFE_QUOTE_NUMBER = 40;
/** Largest life capital, cents (R$ 10 milhões, the product's ceiling). */
export const MAX_LIFE_CAPITAL_CENTS = 1_000_000_000;

/** pt-BR messages of the life quote's fields. */
export const LIFE_QUOTE_MESSAGES = {
  date: 'Data inválida: use AAAA-MM-DD.',
  validity: 'A validade não pode ser anterior à data da cotação.',
  cents: 'Informe um valor em centavos (número inteiro, sem negativos).',
  capitalTooBig: `O capital não pode passar de R$ 10.000.000,00.`,
  priceTooBig: 'Mensalidade acima do limite.',
  institution: 'Seguradora de vida inválida.',
  coverage: 'Cobertura inválida.',
  capitalKind: 'Tipo de capital inválido.',
  noCoverage: 'Informe ao menos uma cobertura.',
  tooManyCoverages: `Informe no máximo ${MAX_LIFE_COVERAGES} coberturas.`,
  repeatedCoverage: 'Cobertura repetida.',
  blank: 'Este campo não pode ficar em branco.',
  quoteNumberTooLong: `Certifique-se de que este campo não tenha mais de ${MAX_LIFE_QUOTE_NUMBER} caracteres.`,
  lifeInsuranceWithoutQuote: 'Seguro de vida marcado sem a cotação (life_quote).',
  quoteWithoutLifeInsurance: 'A cotação de seguro de vida exige lifeInsurance verdadeiro.',
  institutionWithoutQuote: 'Informe a seguradora de vida apenas com a cotação (life_quote).',
  institutionMismatch: 'A seguradora de vida não corresponde à cotação (life_quote).',
} as const;

const lifeDate = z.string().refine((value) => parseIsoDate(value) !== null, LIFE_QUOTE_MESSAGES.date);
/** Integer cents in 0..max (the integer check is a refinement so its pt-BR message reaches the 400 as it is). */
const lifeCents = (max: number, tooBig: string) =>
  z
    .number(LIFE_QUOTE_MESSAGES.cents)
    .min(0, LIFE_QUOTE_MESSAGES.cents)
    .max(max, tooBig)
    .refine((value) => Number.isInteger(value), LIFE_QUOTE_MESSAGES.cents);
const lifeText = text.trim().min(1, LIFE_QUOTE_MESSAGES.blank);

/** A coverage of the life quote: code, pt-BR title, `lump_sum` / `daily` (per day) and the capital in cents. */
export const quotationLifeCoverageWire = z.strictObject({
  code: z.enum(LIFE_COVERAGE_CODES, LIFE_QUOTE_MESSAGES.coverage),
  title: lifeText,
  capital_kind: z.enum(['lump_sum', 'daily'], LIFE_QUOTE_MESSAGES.capitalKind),
  capital_cents: lifeCents(MAX_LIFE_CAPITAL_CENTS, LIFE_QUOTE_MESSAGES.capitalTooBig),
});

/** The life quote kept with the quotation, as quoted. */
export const quotationLifeQuoteWire = z
  .strictObject({
    institution: z.enum(LIFE_INSTITUTIONS, LIFE_QUOTE_MESSAGES.institution),
    title: lifeText,
    quote_number: z.string().trim().min(1, LIFE_QUOTE_MESSAGES.blank).max(MAX_LIFE_QUOTE_NUMBER, LIFE_QUOTE_MESSAGES.quoteNumberTooLong),
    issued_on: lifeDate,
    valid_until: lifeDate,
    monthly_price_cents: lifeCents(100_000_000, LIFE_QUOTE_MESSAGES.priceTooBig),
    coverages: z
      .array(quotationLifeCoverageWire)
      .min(1, LIFE_QUOTE_MESSAGES.noCoverage)
      .max(MAX_LIFE_COVERAGES, LIFE_QUOTE_MESSAGES.tooManyCoverages)
      .superRefine((coverages, context) => {
        const seen = new Set<string>();
        coverages.forEach((coverage, index) => {
          if (seen.has(coverage.code)) context.addIssue({
            // Stryker disable next-line StringLiteral: a custom issue's code is read by nobody (drf-errors.ts and read-file.ts look for other codes): '' gives the same message
            code: 'custom',
            message: LIFE_QUOTE_MESSAGES.repeatedCoverage, path: [index, 'code'],
          });
          seen.add(coverage.code);
        });
      }),
  })
  .superRefine((quote, context) => {
    const issued = parseIsoDate(quote.issued_on);
    const until = parseIsoDate(quote.valid_until);
    if (issued && until && compareCalendarDates(until, issued) < 0) {
      context.addIssue({
        // Stryker disable next-line StringLiteral: a custom issue's code is read by nobody (drf-errors.ts and read-file.ts look for other codes): '' gives the same message
        code: 'custom',
        message: LIFE_QUOTE_MESSAGES.validity, path: ['valid_until'],
      });
    }
  });

/** An optional client field checked by a domain validator (src/domain/proposal/client.ts): null or a valid value. */
const clientField = (max: number, validate: (value: string) => string[]) =>
  z
    .string()
    .max(max, `Certifique-se de que este campo não tenha mais de ${max} caracteres.`)
    .nullable()
    .superRefine((value, context) => {
      if (value === null) return;
      // Stryker disable next-line StringLiteral: a custom issue's code is read by nobody (drf-errors.ts and read-file.ts look for other codes): '' gives the same message
      for (const message of validate(value)) context.addIssue({ code: 'custom', message });
    });

/**
 * The client record: phone with DDD (digits), e-mail, CPF or CNPJ (digits, check
 * digits verified) and city, each null when not given. Checks: @brazilian-utils through
 * src/domain/proposal/client.ts, the same messages as the form.
 */
export const quotationClientWire = z.strictObject({
  phone: clientField(20, validateClientPhone),
  email: clientField(254, validateClientEmail),
  document: clientField(20, validateClientDocument),
  city: clientField(MAX_CLIENT_CITY + 20, validateClientCity),
});

/** What a quotation holds (spec point 3), plus the broker as it was at save time. */
export const quotationDataWire = z.strictObject({
  clientName: z
    .string()
    .trim()
    .min(1, 'Informe o nome do cliente.')
    .max(MAX_CLIENT_NAME, `Certifique-se de que este campo não tenha mais de ${MAX_CLIENT_NAME} caracteres.`),
  /** The client's contact; absent on quotations saved before it. */
  client: quotationClientWire.nullable().optional(),
  type: planTypeWire,
  lifes: z.array(z.number().int().min(0).max(100000)).length(10, 'Informe as 10 faixas etárias.'),
  showProposalInfos: z.boolean(),
  showProposalPhoto: z.boolean(),
  /** Which information sections the broker ticked (showProposalInfos is true when any is). */
  proposalInfos: z.strictObject({ network: z.boolean(), coparticipation: z.boolean(), shortfalls: z.boolean(), refunds: z.boolean() }),
  institution: z.array(quotationInstitutionWire).max(MAX_QUOTATION_PLANS),
  healthInsurance: z
    .array(quotationPlanWire)
    .min(1, 'Escolha ao menos um plano.')
    .max(MAX_QUOTATION_PLANS, `Escolha no máximo ${MAX_QUOTATION_PLANS} planos.`),
  accredit: z.array(quotationAccreditWire).max(MAX_QUOTATION_PLANS),
  coparticipationRules: perPlanList(quotationCoparticipationRuleWire),
  shortfalls: perPlanList(quotationShortfallWire),
  refunds: perPlanList(quotationRefundWire),
  similarEntities: z.array(quotationEntityWire).max(500),
  similarCompanies: z.array(quotationEntityWire).max(500),
  lifeInsurance: z.boolean(),
  lifeInsuranceInstitution: quotationEntityWire.nullable(),
  /** The life quote as quoted; present exactly when `lifeInsurance` is true. */
  life_quote: quotationLifeQuoteWire.optional(),
  /** The broker's notes, validity, recommended plan and the client's contact. */
  proposal_extras: quotationExtrasWire.optional(),
  broker: quotationBrokerWire,
}).superRefine((data, context) => {
  const recommended = data.proposal_extras?.recommended_plan_id ?? null;
  if (recommended !== null && !data.healthInsurance.some((plan) => plan.id === recommended)) {
    context.addIssue({
      // Stryker disable next-line StringLiteral: a custom issue's code is read by nobody (drf-errors.ts and read-file.ts look for other codes): '' gives the same message
      code: 'custom',
      message: 'O plano recomendado precisa ser um dos planos da proposta.', path: ['proposal_extras', 'recommended_plan_id'],
    });
  }
  const quote = data.life_quote;
  if (quote === undefined) {
    if (data.lifeInsurance) context.addIssue({
      // Stryker disable next-line StringLiteral: a custom issue's code is read by nobody (drf-errors.ts and read-file.ts look for other codes): '' gives the same message
      code: 'custom',
      message: LIFE_QUOTE_MESSAGES.lifeInsuranceWithoutQuote, path: ['lifeInsurance'],
    });
    if (data.lifeInsuranceInstitution !== null) {
      context.addIssue({
        // Stryker disable next-line StringLiteral: a custom issue's code is read by nobody (drf-errors.ts and read-file.ts look for other codes): '' gives the same message
        code: 'custom',
        message: LIFE_QUOTE_MESSAGES.institutionWithoutQuote, path: ['lifeInsuranceInstitution'],
      });
    }
    return;
  }
  if (!data.lifeInsurance) context.addIssue({
    // Stryker disable next-line StringLiteral: a custom issue's code is read by nobody (drf-errors.ts and read-file.ts look for other codes): '' gives the same message
    code: 'custom',
    message: LIFE_QUOTE_MESSAGES.quoteWithoutLifeInsurance, path: ['lifeInsurance'],
  });
  if (data.lifeInsuranceInstitution?.id !== LIFE_INSURANCE_INSTITUTION_IDS[quote.institution]) {
    context.addIssue({
      // Stryker disable next-line StringLiteral: a custom issue's code is read by nobody (drf-errors.ts and read-file.ts look for other codes): '' gives the same message
      code: 'custom',
      message: LIFE_QUOTE_MESSAGES.institutionMismatch, path: ['lifeInsuranceInstitution'],
    });
  }
});

/** `POST /api/v1/quotation/` body. */
export const saveQuotationBodyWire = z.strictObject({
  code: z.string().uuid('Informe um UUID válido.'),
  data: quotationDataWire,
  /** The account's client it is saved for (src/contract/clients.ts); absent or null: none. */
  client_id: z.number().int().min(1).max(2_147_483_647).nullable().optional(),
});

/** 400 `{"client_id": [...]}` of a save for a client that is not one of the account's. */
export const QUOTATION_CLIENT_UNKNOWN_MESSAGE = 'Cliente não encontrado.';

/** `GET /api/v1/quotation/?code=` query. */
export const quotationCodeQueryWire = z.object({ code: z.string().uuid('Informe um UUID válido.') });

/**
 * A plan of a saved quotation whose price table has been replaced since it was quoted
 *: the date of the table quoted and of the one in force today.
 */
export const quotationTableUpdateWire = z.object({
  plan_id: z.number().int(),
  plan_name: z.string(),
  quoted_effective_date: z.iso.date(),
  current_effective_date: z.iso.date(),
});
export type QuotationTableUpdateWire = z.infer<typeof quotationTableUpdateWire>;

/**
 * A saved quotation. `table_updates` (GET by code only; added by the server): its
 * plans whose table was replaced since — the data itself is never re-priced.
 */
export const quotationWire = z.object({
  code: z.string(),
  data: quotationDataWire,
  created_at: z.string(),
  table_updates: z.array(quotationTableUpdateWire).optional(),
});

/** Longest search text of the list. */
export const MAX_QUOTATION_SEARCH = 100;

/** `GET /api/v1/quotations/` query: page and an optional search (client name, phone, e-mail, CPF/CNPJ, city or plan name). */
export const quotationListQueryWire = pagedSearchQueryWire(MAX_QUOTATION_SEARCH);

/** A plan of a listed quotation: its name, operator and monthly total as quoted (cents, Σ lives × price). */
export const quotationListPlanWire = z.object({
  id: z.number().int(),
  name: z.string(),
  operator: z.string(),
  total_cents: z.number().int(),
});

/** One listed quotation: the client, the type and lives, and the plans with their totals as quoted. */
export const quotationListItemWire = z.object({
  code: z.string(),
  client_name: z.string(),
  client: quotationClientWire.nullable(),
  type: planTypeWire,
  lives: z.number().int(),
  /** The plans' names (kept from the first version of the list). */
  plans: z.array(z.string()),
  quoted_plans: z.array(quotationListPlanWire),
  created_at: z.string(),
});

/** `GET /api/v1/quotations/`: DRF page, newest first (a summary of each quotation, not the whole data). */
export const quotationListWire = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(quotationListItemWire),
});

export type QuotationDataWire = z.infer<typeof quotationDataWire>;

/**
 * The list's summary of a saved quotation (server and fake alike): client, type, Σ lives and
 * each plan's monthly total as quoted (`quoteTotal` of its saved prices and the saved lives).
 */
export function quotationListItemFromData(code: string, data: QuotationDataWire, createdAt: string): QuotationListItemWire {
  const operators = new Map(data.institution.map((institution) => [institution.id, institution.name]));
  const lives = data.lifes as unknown as BracketCounts;
  return {
    code,
    client_name: data.clientName,
    client: data.client ?? null,
    type: data.type,
    lives: data.lifes.reduce((sum, count) => sum + count, 0),
    plans: data.healthInsurance.map((plan) => plan.name),
    quoted_plans: data.healthInsurance.map((plan) => ({
      id: plan.id,
      name: plan.name,
      operator: operators.get(plan.institution_id) ?? '',
      total_cents: quoteTotal(plan.price_table.prices_cents as unknown as PriceTable, lives),
    })),
    created_at: createdAt,
  };
}
/** A saved quotation as the use cases answer it (data as stored) → the wire (`POST` / `GET /api/v1/quotation/`, without `table_updates`); server and fake alike. */
export function savedQuotationToWire(quotation: { code: string; data: unknown; createdAt: Date }): QuotationWire {
  return { code: quotation.code, data: quotation.data as QuotationDataWire, created_at: quotation.createdAt.toISOString() };
}
export type QuotationLifeQuoteWire = z.infer<typeof quotationLifeQuoteWire>;
export type QuotationWire = z.infer<typeof quotationWire>;
export type QuotationListWire = z.infer<typeof quotationListWire>;
export type QuotationListItemWire = z.infer<typeof quotationListItemWire>;
export type QuotationClientWire = z.infer<typeof quotationClientWire>;

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
 */
import { z } from 'zod';
import { coparticipationWire, coverageAreaWire, planTypeWire, roomTypeWire } from './catalog';

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

/** 404 message of an unknown code. */
export const QUOTATION_NOT_FOUND_MESSAGE = 'Cotação não encontrada.';
/** 400 on `code` when the code is already saved (codes compare case-insensitively). */
export const QUOTATION_CODE_TAKEN_MESSAGE = 'Já existe uma cotação com este código.';

const text = z.string().max(MAX_TEXT, `Certifique-se de que este campo não tenha mais de ${MAX_TEXT} caracteres.`);
const id = z.number().int().nonnegative();
const cents = z.number().int().min(0).max(1_000_000_000);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida: use AAAA-MM-DD.');

export const quotationInstitutionWire = z.strictObject({ id, name: text, ans_registration: text.nullable() });
export const quotationEntityWire = z.strictObject({ id, name: text });

export const quotationPriceTableWire = z.strictObject({
  effective_date: isoDate,
  illustrative: z.boolean(),
  prices_cents: z.array(cents).length(10, 'Informe os 10 preços por faixa etária.'),
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

/** What a quotation holds (spec point 3), plus the broker as it was at save time. */
export const quotationDataWire = z.strictObject({
  clientName: z
    .string()
    .trim()
    .min(1, 'Informe o nome do cliente.')
    .max(MAX_CLIENT_NAME, `Certifique-se de que este campo não tenha mais de ${MAX_CLIENT_NAME} caracteres.`),
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
  broker: quotationBrokerWire,
});

/** `POST /api/v1/quotation/` body. */
export const saveQuotationBodyWire = z.strictObject({
  code: z.string().uuid('Informe um UUID válido.'),
  data: quotationDataWire,
});

/** `GET /api/v1/quotation/?code=` query. */
export const quotationCodeQueryWire = z.object({ code: z.string().uuid('Informe um UUID válido.') });

/** A saved quotation. */
export const quotationWire = z.object({ code: z.string(), data: quotationDataWire, created_at: z.string() });

/** `GET /api/v1/quotations/` query. */
export const quotationListQueryWire = z.object({
  page: z.coerce.number().int().min(1, 'Página inválida.').default(1),
});

/** `GET /api/v1/quotations/`: DRF page (client name and plans' names, not the whole data). */
export const quotationListWire = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(
    z.object({ code: z.string(), client_name: z.string(), plans: z.array(z.string()), created_at: z.string() }),
  ),
});

export type QuotationDataWire = z.infer<typeof quotationDataWire>;
export type QuotationWire = z.infer<typeof quotationWire>;
export type QuotationListWire = z.infer<typeof quotationListWire>;

/**
 * Wire format of the control panel's plan editing (spec points 2, 7 and 8),
 * shared by the server (validation, answers, OpenAPI) and the SPA's adapters. Every call
 * here is for superusers only (403 to anyone else, 401 anonymous).
 *
 * Calls (docs/plan-admin.md):
 * - `GET /api/admin/institutions/` — operators with plan counts by state and type.
 * - `GET /api/admin/plans/?institution=&state=&type=&porte=` — plans of an operator (drafts too).
 * - `GET /api/admin/plans/{id}/` — one plan as the editor shows it (ids, `version`, `draft`).
 * - `PATCH /api/plans/{id}/` — edit fields and network; `version` required (409 when stale).
 * - `PUT /api/plans/{id}/` — spec point 7 clone: the full plan (porte, institution, state
 *   as ids, clinics, hospitals) becomes a NEW plan, a draft with the price tables of plan
 *   `{id}`; 201 with the new plan.
 * - `POST /api/plans/{id}/publish/` — the clone's last step: the draft becomes visible.
 * - `DELETE /api/plans/{id}/` — only a draft (a clone that failed half way).
 * - `POST /api/plan_refunds/`, `/api/plan_coparticipation_rules/`, `/api/plan_shortfalls/`
 *   (spec point 7: the rule fields plus `plan`), and `PUT` / `DELETE` `…/{id}/`.
 * - `GET /api/admin/providers/?state=&kind=&search=` — hospitals and clinics to add.
 * - `GET /api/admin/areas/?state=` — commercialization areas of a state.
 * - `GET /api/admin/audit/?plan=&page=` — the audit trail, newest first, 20 a page.
 *
 * Units: money in integer cents (`_cents`), percentages as fractions (0.3 = 30 %; the UI
 * shows and takes them × 100), carências in whole days, instants ISO 8601.
 *
 * The end of the file maps these shapes to and from the SPA's domain types
 * (src/domain/plan-admin-types.ts: camelCase, `…Id` references), for the HTTP adapter and the fake,
 * and builds the server's answers from its use cases' records (the server's routes and the fake,
 * which runs the same use cases).
 */
import { z } from 'zod';
import { extend } from 'zod/mini';
import { PLAN_AUDIT_ACTION_LABELS, SEGMENTATIONS } from '../domain/plan-admin';
import { PLAN_ADMIN_MESSAGES } from '../domain/plan-admin-flows';
import type {
  AdminPlan,
  AdminPlanClone,
  AdminPlanEdit,
  AdminPlanFields,
  AdminPlanListFilter,
  AdminPlanListItem,
  AdminProvider,
  CoparticipationRuleWrite,
  InstitutionPlanCounts,
  PlanAuditAction,
  PlanAuditPage,
  PlanAuditRecord,
  RefundWrite,
  RuleKind,
  RuleWriteBodies,
  ShortfallWrite,
} from '../domain/plan-admin-types';
import { isPorteCode, PORTE_CODES, type PorteCode } from '../domain/quotation/plan-types';
import { checkShortfall, SHORTFALL_RULES, type ShortfallGroup } from '../domain/quotation/waiting-periods';
import { coparticipationWire, coverageAreaWire, planTypeWire, providerFromWire, providerToWire, providerWire } from './catalog';
import type { Provider } from '../domain/quotation/catalog-types';
import { coparticipationRuleFromWire, refundFromWire, shortfallFromWire } from './catalog-pages';

/** Room types of spec point 3 (as `roomTypeWire` of ./catalog). */
const ROOM_TYPE_PATTERN = /^(outpatient|infirmary|apartment|rc|apartment_(?:[1-9]|1[0-2]))$/;

/** Sentences of the plan-admin answers: the domain's (src/domain/plan-admin-flows.ts), re-exported for the wire's users. */
export { PLAN_ADMIN_MESSAGES };

/**
 * What the references of a plan body resolve to, looked up by the caller (the server in its
 * database, the fake in its catalog): whether the operator exists, the state of the
 * commercialization area (null: no such area), and the ids sent that do not exist (as an
 * entity; as a hospital / a clinic: a provider of the other kind counts as missing).
 */
export interface PlanReferences {
  institutionExists: boolean;
  areaStateId: number | null;
  missingEntities: readonly number[];
  missingHospitals: readonly number[];
  missingClinics: readonly number[];
}

/**
 * The 400 field messages of a plan's references (operator, area of the plan's `state`,
 * entities, hospitals, clinics, in that order), checked after the cross-field rules of
 * {@link planFieldIssues}; empty when they all resolve.
 */
export function planReferenceErrors(state: number, refs: PlanReferences): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!refs.institutionExists) errors.institution = [PLAN_ADMIN_MESSAGES.unknownInstitution];
  if (refs.areaStateId === null) errors.commercialization_area = [PLAN_ADMIN_MESSAGES.unknownArea];
  else if (refs.areaStateId !== state) errors.commercialization_area = [PLAN_ADMIN_MESSAGES.areaOfAnotherState];
  if (refs.missingEntities.length > 0) errors.entities = [PLAN_ADMIN_MESSAGES.unknownEntities(refs.missingEntities)];
  if (refs.missingHospitals.length > 0) errors.hospitals = [PLAN_ADMIN_MESSAGES.unknownProviders('hospital', refs.missingHospitals)];
  if (refs.missingClinics.length > 0) errors.clinics = [PLAN_ADMIN_MESSAGES.unknownProviders('clinic', refs.missingClinics)];
  return errors;
}

const SEGMENTATION_CODES = SEGMENTATIONS.map((s) => s.code) as [string, ...string[]];

const id = (message: string) => z.number({ message }).int(message).min(1, message).max(2_147_483_647, message);
const idList = (message: string) => z.array(id(message), { message }).max(2000, 'Lista longa demais.');
const cents = (message: string) => z.number({ message }).int(message).min(0, 'O valor não pode ser negativo.').max(100_000_000_00, 'Valor alto demais.');

/** The writable fields of a plan (snake_case, ids for references). */
const planFieldsShape = {
  name: z.string({ message: 'Informe o nome do plano.' }).trim().min(1, 'Informe o nome do plano.').max(200, 'Nome longo demais (até 200 caracteres).'),
  type: z.enum(planTypeWire.options, { message: 'Tipo inválido: use CP, PF ou PJ.' }),
  porte: z.enum(PORTE_CODES, { message: 'Porte inválido.' }).nullable(),
  institution: id('Informe a operadora.'),
  state: z.number({ message: 'Informe o estado.' }).int('Estado inválido.').min(1, 'Estado inválido.').max(27, 'Estado inválido.'),
  commercialization_area: id('Informe a área de comercialização.'),
  segmentation: z.enum(SEGMENTATION_CODES, { message: 'Segmentação inválida.' }),
  coverage_area: z.enum(coverageAreaWire.options, { message: 'Abrangência inválida.' }),
  accommodation: z.string({ message: 'Acomodação inválida.' }).regex(ROOM_TYPE_PATTERN, 'Acomodação inválida.'),
  coparticipation: z.enum(coparticipationWire.options, { message: 'Tipo de coparticipação inválido.' }),
  /** PJ contribution: false compulsória, true opcional; null for CP and PF. */
  is_optional: z.boolean({ message: 'Informe a contribuição.' }).nullable(),
  is_mei: z.boolean({ message: 'Informe se aceita MEI.' }),
  min_lives: z.number({ message: 'Informe o mínimo de vidas.' }).int('Informe um número inteiro.').min(1, 'O mínimo de vidas é 1.').max(100000, 'Número de vidas alto demais.'),
  max_lives: z.number({ message: 'Informe o máximo de vidas.' }).int('Informe um número inteiro.').min(1, 'O máximo de vidas é ao menos 1.').max(100000, 'Número de vidas alto demais.').nullable(),
  /** Adhesion (PF) entities, ids. */
  entities: idList('Entidade inválida.'),
  /** Network hospitals and clinics, provider ids. */
  hospitals: idList('Hospital inválido.'),
  clinics: idList('Clínica inválida.'),
};

type PlanFields = { [K in keyof typeof planFieldsShape]: z.infer<(typeof planFieldsShape)[K]> };

/** Cross-field rules of a plan (type ↔ porte, contribution, entities; min ≤ max), as field errors. */
export function planFieldIssues(plan: Partial<PlanFields>): Array<{ path: keyof PlanFields; message: string }> {
  const issues: Array<{ path: keyof PlanFields; message: string }> = [];
  if (plan.type === 'PJ' && plan.porte === null) issues.push({ path: 'porte', message: PLAN_ADMIN_MESSAGES.porteRequired });
  if (plan.type !== undefined && plan.type !== 'PJ' && plan.porte) issues.push({ path: 'porte', message: PLAN_ADMIN_MESSAGES.porteOnlyPj });
  if (plan.type === 'PJ' && plan.is_optional === null) issues.push({ path: 'is_optional', message: PLAN_ADMIN_MESSAGES.contributionRequired });
  if (plan.type !== undefined && plan.type !== 'PJ' && typeof plan.is_optional === 'boolean') {
    issues.push({ path: 'is_optional', message: PLAN_ADMIN_MESSAGES.contributionOnlyPj });
  }
  if (plan.type !== undefined && plan.type !== 'PF' && plan.entities && plan.entities.length > 0) {
    issues.push({ path: 'entities', message: PLAN_ADMIN_MESSAGES.entitiesOnlyPf });
  }
  if (typeof plan.min_lives === 'number' && typeof plan.max_lives === 'number' && plan.max_lives < plan.min_lives) {
    issues.push({ path: 'max_lives', message: PLAN_ADMIN_MESSAGES.maxBelowMin });
  }
  return issues;
}

/**
 * `PUT /api/plans/{id}/` body (spec point 7, the clone): the full plan. The new plan gets
 * the price tables of plan `{id}`, starts as a draft and is published by the last step.
 * Cross-field rules ({@link planFieldIssues}) are checked by the use case (the server's
 * DRF error mapping words a null value its own way, so they are not in the schema).
 */
export const planCloneWire = z.object(planFieldsShape);
export type PlanCloneWire = z.infer<typeof planCloneWire>;

/**
 * `PATCH /api/plans/{id}/` body: any writable field plus the `version` the editor read
 * (409 when the plan was saved since). Cross-field rules are checked on the merged plan.
 */
export const planEditWire = z.object({
  ...Object.fromEntries(Object.entries(planFieldsShape).map(([key, schema]) => [key, schema.optional()])),
  version: z.number({ message: 'Informe a versão do plano.' }).int('Versão inválida.').min(1, 'Versão inválida.'),
}) as unknown as z.ZodType<Partial<PlanFields> & { version: number }>;
export type PlanEditWire = Partial<PlanFields> & { version: number };

/** A refund (reembolso) as the admin calls send it: `plan` is the plan id. */
export const refundWriteWire = z.object({
  plan: id('Informe o plano.'),
  procedure: z.string({ message: 'Informe o procedimento.' }).trim().min(1, 'Informe o procedimento.').max(200, 'Texto longo demais.'),
  value_cents: cents('Informe o valor em centavos.'),
});
export type RefundWriteWire = z.infer<typeof refundWriteWire>;

/** A coparticipation rule: `percentage` is a FRACTION 0–1 (the UI takes it × 100), or null. */
export const coparticipationRuleWriteWire = z.object({
  plan: id('Informe o plano.'),
  procedure: z.string({ message: 'Informe o procedimento.' }).trim().min(1, 'Informe o procedimento.').max(200, 'Texto longo demais.'),
  percentage: z
    .number({ message: 'Informe o percentual.' })
    .min(0, 'O percentual não pode ser negativo.')
    .max(1, 'O percentual deve estar entre 0 e 100 %.')
    .nullable(),
  fixed_cents: cents('Informe o valor fixo em centavos.').nullable(),
  cap_cents: cents('Informe o teto em centavos.').nullable(),
  exempt: z.boolean({ message: 'Informe se é isento.' }),
});
export type CoparticipationRuleWriteWire = z.infer<typeof coparticipationRuleWriteWire>;

const shortfallGroups = SHORTFALL_RULES.map((rule) => rule.group) as [ShortfallGroup, ...ShortfallGroup[]];

/**
 * A carência: `group` is a legal group of src/domain/quotation/waiting-periods.ts and
 * `days` may not pass its Lei 9.656/98 maximum (the message names the limit).
 */
export const shortfallWriteWire = z
  .object({
    plan: id('Informe o plano.'),
    group: z.enum(shortfallGroups, { message: 'Grupo de carência inválido.' }),
    procedure: z.string({ message: 'Informe o procedimento.' }).trim().min(1, 'Informe o procedimento.').max(200, 'Texto longo demais.'),
    days: z.number({ message: 'Informe a carência em dias.' }).int('Informe um número inteiro de dias.').min(0, 'A carência não pode ser negativa.'),
    note: z.string().trim().max(500, 'Texto longo demais.').nullable().optional(),
  })
  .superRefine((shortfall, ctx) => {
    const finding = checkShortfall(shortfall.group, shortfall.days);
    if (finding) ctx.addIssue({
      // Stryker disable next-line StringLiteral: a custom issue's code is read by nobody (drf-errors.ts and read-file.ts look for other codes): '' gives the same message
      code: 'custom',
      path: ['days'], message: finding.message,
    });
  });
export type ShortfallWriteWire = z.infer<typeof shortfallWriteWire>;

/** The three rule kinds with their paths (spec point 7) and pt-BR names (spec point 8 messages). */
export const RULE_KINDS = [
  { kind: 'refunds', path: '/api/plan_refunds/', label: 'Regras de Reembolso' },
  { kind: 'coparticipation_rules', path: '/api/plan_coparticipation_rules/', label: 'Regras de Coparticipação' },
  { kind: 'shortfalls', path: '/api/plan_shortfalls/', label: 'Regras de Carência' },
] as const satisfies ReadonlyArray<{ kind: RuleKind; path: string; label: string }>;
export type { RuleKind };

/** A refund as answered (with its id and plan). */
export const refundAdminWire = refundWriteWire.extend({ id: z.number().int() });
export const coparticipationRuleAdminWire = coparticipationRuleWriteWire.extend({ id: z.number().int() });
export const shortfallAdminWire = z.object({
  id: z.number().int(),
  plan: z.number().int(),
  group: z.string(),
  procedure: z.string(),
  days: z.number().int(),
  note: z.string().nullable(),
});

/** `GET /api/admin/plans/{id}/` (and the answer of PATCH, PUT, publish): the plan as the editor shows it. */
export const planAdminWire = z.object({
  id: z.number().int(),
  name: z.string(),
  type: planTypeWire,
  porte: z.string().nullable(),
  institution: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  state: z.object({ id: z.number().int(), uf: z.string(), name: z.string() }),
  commercialization_area: z.object({ id: z.number().int(), name: z.string() }),
  segmentation: z.string(),
  coverage_area: coverageAreaWire,
  accommodation: z.string(),
  coparticipation: coparticipationWire,
  is_optional: z.boolean().nullable(),
  is_mei: z.boolean(),
  min_lives: z.number().int(),
  max_lives: z.number().int().nullable(),
  entities: z.array(z.object({ id: z.number().int(), name: z.string(), acronym: z.string() })),
  hospitals: z.array(providerWire),
  clinics: z.array(providerWire),
  refunds: z.array(refundAdminWire),
  coparticipation_rules: z.array(coparticipationRuleAdminWire),
  shortfalls: z.array(shortfallAdminWire),
  /** True while a clone is not finished: brokers do not see it. */
  draft: z.boolean(),
  /** Send it back with the next PATCH. */
  version: z.number().int(),
});
export type PlanAdminWire = z.infer<typeof planAdminWire>;

/** `GET /api/admin/plans/` query. */
export const planAdminListQueryWire = z.object({
  institution: z.coerce.number({ message: 'Informe a operadora.' }).int('Operadora inválida.').min(1, 'Operadora inválida.').max(2_147_483_647, 'Operadora inválida.'),
  state: z.coerce.number({ message: 'Estado inválido.' }).int('Estado inválido.').min(1, 'Estado inválido.').max(27, 'Estado inválido.').optional(),
  type: z.enum(planTypeWire.options, { message: 'Tipo inválido: use CP, PF ou PJ.' }).optional(),
  porte: z.enum(PORTE_CODES, { message: 'Porte inválido.' }).optional(),
});
export type PlanAdminListQueryWire = z.infer<typeof planAdminListQueryWire>;

/** One plan of the editor's list. */
export const planAdminListItemWire = z.object({
  id: z.number().int(),
  name: z.string(),
  type: planTypeWire,
  porte: z.string().nullable(),
  state: z.object({ id: z.number().int(), uf: z.string() }),
  commercialization_area: z.string(),
  accommodation: z.string(),
  coparticipation: coparticipationWire,
  draft: z.boolean(),
});
export const planAdminListWire = z.array(planAdminListItemWire);

/** `GET /api/admin/institutions/`: operators with plan counts (published plans) by state and type. */
export const institutionPlanCountsWire = z.array(
  z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    plans: z.number().int(),
    by_state: z.array(z.object({ uf: z.string(), type: planTypeWire, plans: z.number().int() })),
  }),
);
export type InstitutionPlanCountsWire = z.infer<typeof institutionPlanCountsWire>;

/** `GET /api/admin/providers/` query: state (required), kind, search (name or city, accents ignored). */
export const providerSearchQueryWire = z.object({
  state: z.coerce.number({ message: 'Estado inválido.' }).int('Estado inválido.').min(1, 'Estado inválido.').max(27, 'Estado inválido.'),
  kind: z.enum(['hospital', 'clinic'], { message: 'Use hospital ou clinic.' }),
  search: z.string().max(100, 'Busca longa demais.').optional(),
});
// `providerWire` is a `zod/mini` object (catalog.ts): `extend` is `zod/mini`'s, as classic `.extend` would do.
export const providerSearchListWire = z.array(extend(providerWire, { kind: z.enum(['hospital', 'clinic']) }));

/** `GET /api/admin/areas/?state=`. */
export const areaListQueryWire = z.object({
  state: z.coerce.number({ message: 'Estado inválido.' }).int('Estado inválido.').min(1, 'Estado inválido.').max(27, 'Estado inválido.'),
});
export const areaListWire = z.array(z.object({ id: z.number().int(), name: z.string() }));

/** An audit action (the domain's `PlanAuditAction`, labelled in src/domain/plan-admin.ts). */
export type PlanAuditActionWire = PlanAuditAction;
const auditActions = Object.keys(PLAN_AUDIT_ACTION_LABELS) as [PlanAuditActionWire, ...PlanAuditActionWire[]];

/** `GET /api/admin/audit/` query. */
export const auditQueryWire = z.object({
  plan: z.coerce.number({ message: 'Plano inválido.' }).int('Plano inválido.').min(1, 'Plano inválido.').max(2_147_483_647, 'Plano inválido.').optional(),
  page: z.coerce.number({ message: 'Página inválida.' }).int('Página inválida.').min(1, 'Página inválida.').max(100000, 'Página inválida.').optional(),
});

/** One audit record: who, when, which plan, and the before/after of each changed field. */
export const auditRecordWire = z.object({
  id: z.number().int(),
  at: z.string(),
  user: z.object({ id: z.number().int(), username: z.string() }),
  plan: z.object({ id: z.number().int(), name: z.string() }),
  action: z.enum(auditActions),
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
});
export type AuditRecordWire = z.infer<typeof auditRecordWire>;

/** The audit list (DRF pagination, 20 a page). */
export const auditListWire = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(auditRecordWire),
});
export type AuditListWire = z.infer<typeof auditListWire>;
/** At most this many providers per `GET /api/admin/providers/` answer. */
export const PROVIDER_SEARCH_LIMIT = 50;

/** Records per page of the audit list. */
export const AUDIT_PAGE_SIZE = 20;

/** The `next`/`previous` link of the audit list: page `page`, keeping the plan filter. */
export function auditPageLink(planId: number | undefined, page: number): string {
  return `/api/admin/audit/?${new URLSearchParams({ ...(planId !== undefined ? { plan: String(planId) } : {}), page: String(page) })}`;
}

// ---------------------------------------------------------------------------------
// Wire ↔ domain (src/domain/plan-admin-types.ts): the SPA's HTTP adapter and its fake
// translate with these; the server keeps the wire (its records map to it with the builders below).

type PlanAdminListItemWire = z.infer<typeof planAdminListItemWire>;
type ProviderSearchItemWire = z.infer<typeof providerSearchListWire>[number];

/** A porte as the answers carry it (any text) as the domain's code, or null (none, or a code this SPA does not know). */
function porteOf(wire: string | null): PorteCode | null {
  return wire !== null && isPorteCode(wire) ? wire : null;
}


/** The editor's plan (`GET /api/admin/plans/{id}/` and every save's answer) in the domain's terms; the rules lose their `plan` (the plan is their parent). */
export function toAdminPlan(wire: PlanAdminWire): AdminPlan {
  return {
    id: wire.id,
    name: wire.name,
    type: wire.type,
    porte: porteOf(wire.porte),
    institution: { id: wire.institution.id, name: wire.institution.name, slug: wire.institution.slug },
    state: { id: wire.state.id, uf: wire.state.uf, name: wire.state.name },
    commercializationArea: { id: wire.commercialization_area.id, name: wire.commercialization_area.name },
    segmentation: wire.segmentation,
    coverageArea: wire.coverage_area,
    accommodation: wire.accommodation,
    coparticipation: wire.coparticipation,
    isOptional: wire.is_optional,
    isMei: wire.is_mei,
    minLives: wire.min_lives,
    maxLives: wire.max_lives,
    entities: wire.entities.map((entity) => ({ id: entity.id, name: entity.name, acronym: entity.acronym })),
    hospitals: wire.hospitals.map(providerFromWire),
    clinics: wire.clinics.map(providerFromWire),
    refunds: wire.refunds.map(refundFromWire),
    coparticipationRules: wire.coparticipation_rules.map(coparticipationRuleFromWire),
    shortfalls: wire.shortfalls.map(shortfallFromWire),
    draft: wire.draft,
    version: wire.version,
  };
}

/** The wire's names of the domain's plan fields, where they differ (the rest are the same word). */
const PLAN_FIELD_WIRE_NAMES = {
  institutionId: 'institution',
  stateId: 'state',
  commercializationAreaId: 'commercialization_area',
  coverageArea: 'coverage_area',
  isOptional: 'is_optional',
  isMei: 'is_mei',
  minLives: 'min_lives',
  maxLives: 'max_lives',
  entityIds: 'entities',
  hospitalIds: 'hospitals',
  clinicIds: 'clinics',
} as const satisfies Partial<Record<keyof AdminPlanFields, keyof PlanCloneWire>>;

/** The wire's names of the rule bodies' fields, where they differ. */
const RULE_FIELD_WIRE_NAMES = { planId: 'plan', valueCents: 'value_cents', fixedCents: 'fixed_cents', capCents: 'cap_cents' } as const;

/** Domain field name of each wire field name that differs (plan bodies and rule bodies alike). */
const DOMAIN_FIELD_OF_WIRE: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries({ ...PLAN_FIELD_WIRE_NAMES, ...RULE_FIELD_WIRE_NAMES }).map(([domain, wire]) => [wire, domain]),
);

/**
 * Field errors of a plan or rule body as the server words them (keyed by the wire's field
 * names: `commercialization_area`, `value_cents` …) keyed by the domain body's field names
 * (`commercializationAreaId`, `valueCents` …); names the wire shares, and `non_field_errors`, stay.
 */
export function fieldErrorsFromWire<T>(fields: Readonly<Record<string, T>>): Record<string, T> {
  return Object.fromEntries(Object.entries(fields).map(([field, value]) => [DOMAIN_FIELD_OF_WIRE[field] ?? field, value]));
}

/** An edit's fields (any subset) on the wire: only the fields present are sent. */
export function toPlanFieldsWire(fields: Partial<AdminPlanFields>): Partial<PlanCloneWire> {
  const wire: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    const name = (PLAN_FIELD_WIRE_NAMES as Readonly<Record<string, string>>)[field] ?? field;
    wire[name] = Array.isArray(value) ? [...(value as readonly number[])] : value;
  }
  return wire as Partial<PlanCloneWire>;
}

/** A clone's body (`PUT /api/plans/{sourceId}/`): the full plan on the wire. */
export function toPlanCloneWire(fields: AdminPlanClone): PlanCloneWire {
  return {
    name: fields.name,
    type: fields.type,
    porte: fields.porte,
    institution: fields.institutionId,
    state: fields.stateId,
    commercialization_area: fields.commercializationAreaId,
    segmentation: fields.segmentation,
    coverage_area: fields.coverageArea,
    accommodation: fields.accommodation,
    coparticipation: fields.coparticipation,
    is_optional: fields.isOptional,
    is_mei: fields.isMei,
    min_lives: fields.minLives,
    max_lives: fields.maxLives,
    entities: [...fields.entityIds],
    hospitals: [...fields.hospitalIds],
    clinics: [...fields.clinicIds],
  };
}

/** A full plan body read from the wire (the fake back end stores what the contract accepted). */
export function fromPlanCloneWire(wire: PlanCloneWire): AdminPlanClone {
  return {
    name: wire.name,
    type: wire.type,
    porte: wire.porte,
    institutionId: wire.institution,
    stateId: wire.state,
    commercializationAreaId: wire.commercialization_area,
    segmentation: wire.segmentation,
    coverageArea: wire.coverage_area,
    accommodation: wire.accommodation,
    coparticipation: wire.coparticipation,
    isOptional: wire.is_optional,
    isMei: wire.is_mei,
    minLives: wire.min_lives,
    maxLives: wire.max_lives,
    entityIds: wire.entities,
    hospitalIds: wire.hospitals,
    clinicIds: wire.clinics,
  };
}

/** An edit's body (`PATCH /api/plans/{id}/`): the fields present plus `version`. */
export function toPlanEditWire(edit: AdminPlanEdit): PlanEditWire {
  const { version, ...fields } = edit;
  return { ...toPlanFieldsWire(fields), version };
}

/** The wire body of a rule of `kind`. */
export function toRuleWriteWire<K extends RuleKind>(kind: K, body: RuleWriteBodies[K]): RuleWriteWires[K];
export function toRuleWriteWire(kind: RuleKind, body: RuleWriteBodies[RuleKind]): RuleWriteWires[RuleKind] {
  switch (kind) {
    case 'refunds': {
      const rule = body as RefundWrite;
      return { plan: rule.planId, procedure: rule.procedure, value_cents: rule.valueCents };
    }
    case 'coparticipation_rules': {
      const rule = body as CoparticipationRuleWrite;
      return { plan: rule.planId, procedure: rule.procedure, percentage: rule.percentage, fixed_cents: rule.fixedCents, cap_cents: rule.capCents, exempt: rule.exempt };
    }
    case 'shortfalls': {
      const rule = body as ShortfallWrite;
      return { plan: rule.planId, group: rule.group as ShortfallGroup, procedure: rule.procedure, days: rule.days, ...(rule.note !== undefined ? { note: rule.note } : {}) };
    }
  }
}

/** A rule body read from the wire (what the contract accepted), in the domain's terms. */
export function fromRuleWriteWire<K extends RuleKind>(kind: K, wire: RuleWriteWires[K]): RuleWriteBodies[K];
export function fromRuleWriteWire(kind: RuleKind, wire: RuleWriteWires[RuleKind]): RuleWriteBodies[RuleKind] {
  switch (kind) {
    case 'refunds': {
      const rule = wire as RefundWriteWire;
      return { planId: rule.plan, procedure: rule.procedure, valueCents: rule.value_cents };
    }
    case 'coparticipation_rules': {
      const rule = wire as CoparticipationRuleWriteWire;
      return { planId: rule.plan, procedure: rule.procedure, percentage: rule.percentage, fixedCents: rule.fixed_cents, capCents: rule.cap_cents, exempt: rule.exempt };
    }
    case 'shortfalls': {
      const rule = wire as ShortfallWriteWire;
      return { planId: rule.plan, group: rule.group, procedure: rule.procedure, days: rule.days, ...(rule.note !== undefined ? { note: rule.note } : {}) };
    }
  }
}

/** The wire body of each rule kind. */
export interface RuleWriteWires {
  refunds: RefundWriteWire;
  coparticipation_rules: CoparticipationRuleWriteWire;
  shortfalls: ShortfallWriteWire;
}

/** The editor's list query (`GET /api/admin/plans/?institution=&state=&type=&porte=`): the filters set. */
export function toPlanAdminListQueryWire(filter: AdminPlanListFilter): PlanAdminListQueryWire {
  return {
    institution: filter.institutionId,
    ...(filter.stateId !== undefined ? { state: filter.stateId } : {}),
    ...(filter.type !== undefined ? { type: filter.type } : {}),
    ...(filter.porte !== undefined ? { porte: filter.porte } : {}),
  };
}

/** One plan of the editor's list. */
export function toAdminPlanListItem(wire: PlanAdminListItemWire): AdminPlanListItem {
  return {
    id: wire.id,
    name: wire.name,
    type: wire.type,
    porte: porteOf(wire.porte),
    state: { id: wire.state.id, uf: wire.state.uf },
    commercializationArea: wire.commercialization_area,
    accommodation: wire.accommodation,
    coparticipation: wire.coparticipation,
    draft: wire.draft,
  };
}

/** A provider of the editor's search. */
export function toAdminProvider(wire: ProviderSearchItemWire): AdminProvider {
  return { ...providerFromWire(wire), kind: wire.kind };
}

/** The operators with their plan counts (`GET /api/admin/institutions/`). */
export function toInstitutionPlanCounts(wire: InstitutionPlanCountsWire): InstitutionPlanCounts[] {
  return wire.map((institution) => ({
    id: institution.id,
    name: institution.name,
    slug: institution.slug,
    plans: institution.plans,
    byState: institution.by_state.map((row) => ({ uf: row.uf, type: row.type, plans: row.plans })),
  }));
}

/** One audit record; `changes` are kept as recorded (wire field names, stored values). */
export function toPlanAuditRecord(wire: AuditRecordWire): PlanAuditRecord {
  return {
    id: wire.id,
    at: wire.at,
    user: { id: wire.user.id, username: wire.user.username },
    plan: { id: wire.plan.id, name: wire.plan.name },
    action: wire.action,
    changes: wire.changes.map((change) => ({ field: change.field, before: change.before, after: change.after })),
  };
}

/** One page of the audit trail: the links become whether there is a next and a previous page. */
export function toPlanAuditPage(wire: AuditListWire): PlanAuditPage {
  return { count: wire.count, records: wire.results.map(toPlanAuditRecord), hasNext: wire.next !== null, hasPrevious: wire.previous !== null };
}

// ---------------------------------------------------------------------------------
// Records → wire: the answers of the server's routes (server/src/modules/plan-admin/routes/), built
// from what its use cases answer. The fake back end runs the same use cases and builds the same
// answers, then reads them with the mappings above, as the HTTP adapter reads the server's.

/** A stored rule of each kind (the database's columns in camelCase): the rule's body with its id; a carência's note null when none. */
export interface RuleRecords {
  refunds: RefundWrite & { readonly id: number };
  coparticipation_rules: CoparticipationRuleWrite & { readonly id: number };
  shortfalls: ShortfallWrite & { readonly id: number; readonly note: string | null };
}

/** A rule as answered, of each kind. */
export interface RuleAdminWires {
  refunds: z.infer<typeof refundAdminWire>;
  coparticipation_rules: z.infer<typeof coparticipationRuleAdminWire>;
  shortfalls: z.infer<typeof shortfallAdminWire>;
}

/** A stored rule of `kind` as answered: its body on the wire (`plan` the plan id) after its id; a carência's `note` always there (null when none). */
export function toRuleWire<K extends RuleKind>(kind: K, rule: RuleRecords[K]): RuleAdminWires[K];
export function toRuleWire(kind: RuleKind, rule: RuleRecords[RuleKind]): RuleAdminWires[RuleKind] {
  const wire = { id: rule.id, ...toRuleWriteWire(kind, rule) };
  return kind === 'shortfalls' ? ({ ...wire, note: (rule as RuleRecords['shortfalls']).note } as RuleAdminWires['shortfalls']) : (wire as RuleAdminWires[RuleKind]);
}

/**
 * A plan as the editor's use cases read it: the plan's columns (`roomType` the accommodation,
 * `acceptsMei`, `segmentation` a code), its operator, state and area with their names, its
 * entities, its network's providers (both kinds, each with its kind) and its rules.
 */
export interface AdminPlanRecordFields {
  readonly row: {
    readonly id: number;
    readonly name: string;
    readonly type: PlanAdminWire['type'];
    readonly porte: string | null;
    readonly segmentation: string;
    readonly coverageArea: PlanAdminWire['coverage_area'];
    readonly roomType: string;
    readonly coparticipation: PlanAdminWire['coparticipation'];
    readonly isOptional: boolean | null;
    readonly acceptsMei: boolean;
    readonly minLives: number;
    readonly maxLives: number | null;
    readonly draft: boolean;
    readonly version: number;
  };
  readonly institution: PlanAdminWire['institution'];
  readonly state: PlanAdminWire['state'];
  readonly area: PlanAdminWire['commercialization_area'];
  readonly entities: PlanAdminWire['entities'];
  readonly providers: ReadonlyArray<Provider & { readonly kind: 'hospital' | 'clinic' }>;
  readonly refunds: ReadonlyArray<RuleRecords['refunds']>;
  readonly coparticipationRules: ReadonlyArray<RuleRecords['coparticipation_rules']>;
  readonly shortfalls: ReadonlyArray<RuleRecords['shortfalls']>;
}

/** The editor's view of a plan (`GET /api/admin/plans/{id}/`, and the answer of every plan write). */
export function toAdminPlanWire(plan: AdminPlanRecordFields): PlanAdminWire {
  const { row } = plan;
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    porte: row.porte,
    institution: plan.institution,
    state: plan.state,
    commercialization_area: plan.area,
    segmentation: row.segmentation,
    coverage_area: row.coverageArea,
    accommodation: row.roomType,
    coparticipation: row.coparticipation,
    is_optional: row.isOptional,
    is_mei: row.acceptsMei,
    min_lives: row.minLives,
    max_lives: row.maxLives,
    entities: plan.entities,
    hospitals: plan.providers.filter((p) => p.kind === 'hospital').map(providerToWire),
    clinics: plan.providers.filter((p) => p.kind === 'clinic').map(providerToWire),
    refunds: plan.refunds.map((r) => toRuleWire('refunds', r)),
    coparticipation_rules: plan.coparticipationRules.map((r) => toRuleWire('coparticipation_rules', r)),
    shortfalls: plan.shortfalls.map((r) => toRuleWire('shortfalls', r)),
    draft: row.draft,
    version: row.version,
  };
}

/** One plan of the editor's list (`GET /api/admin/plans/`) from its listed columns (`uf` of its state, `area` the area's name). */
export function toPlanAdminListItemWire(row: {
  readonly id: number;
  readonly name: string;
  readonly type: PlanAdminListItemWire['type'];
  readonly porte: string | null;
  readonly stateId: number;
  readonly uf: string;
  readonly area: string;
  readonly accommodation: string;
  readonly coparticipation: PlanAdminListItemWire['coparticipation'];
  readonly draft: boolean;
}): PlanAdminListItemWire {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    porte: row.porte,
    state: { id: row.stateId, uf: row.uf },
    commercialization_area: row.area,
    accommodation: row.accommodation,
    coparticipation: row.coparticipation,
    draft: row.draft,
  };
}

/** The operators with their published plans counted by state and type (`GET /api/admin/institutions/`). */
export function toInstitutionPlanCountsWire(
  list: ReadonlyArray<{ readonly id: number; readonly name: string; readonly slug: string; readonly plans: number; readonly byState: InstitutionPlanCountsWire[number]['by_state'] }>,
): InstitutionPlanCountsWire {
  return list.map((institution) => ({ id: institution.id, name: institution.name, slug: institution.slug, plans: institution.plans, by_state: institution.byState }));
}

/** A provider of the editor's search (`GET /api/admin/providers/`): the provider with its kind. */
export function toProviderSearchItemWire(provider: Provider & { readonly kind: 'hospital' | 'clinic' }): ProviderSearchItemWire {
  return { ...providerToWire(provider), kind: provider.kind };
}

/** A recorded audit line (`at` an instant; `changes` as recorded). */
export interface AuditRecordFields {
  readonly id: number;
  readonly at: Date;
  readonly userId: number;
  readonly username: string;
  readonly planId: number;
  readonly planName: string;
  readonly action: PlanAuditActionWire;
  readonly changes: AuditRecordWire['changes'];
}

/** One audit record on the wire (`at` ISO 8601). */
export function toAuditRecordWire(row: AuditRecordFields): AuditRecordWire {
  return {
    id: row.id,
    at: row.at.toISOString(),
    user: { id: row.userId, username: row.username },
    plan: { id: row.planId, name: row.planName },
    action: row.action,
    changes: row.changes,
  };
}

/**
 * Page `page` (1-based, {@link AUDIT_PAGE_SIZE} records) of the audit list (`GET /api/admin/audit/`),
 * of plan `planId` or of all: DRF's count, the next and previous links (keeping the plan filter,
 * null at either end) and the records.
 */
export function toAuditListWire(answer: { readonly count: number; readonly rows: readonly AuditRecordFields[] }, query: { readonly planId: number | undefined; readonly page: number }): AuditListWire {
  const link = (target: number) => auditPageLink(query.planId, target);
  return {
    count: answer.count,
    next: query.page * AUDIT_PAGE_SIZE < answer.count ? link(query.page + 1) : null,
    previous: query.page > 1 ? link(query.page - 1) : null,
    results: answer.rows.map(toAuditRecordWire),
  };
}

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
 * Beside it: ./plan-admin-mapping.ts maps these shapes to and from the SPA's domain types (the HTTP
 * adapter and the fake), and ./plan-admin-answers.ts builds the server's answers from its use cases'
 * records (the server's routes and the fake, which runs the same use cases).
 */
import { z } from 'zod';
import { extend } from 'zod/mini';
import { PLAN_AUDIT_ACTION_LABELS, SEGMENTATIONS } from '../domain/plan-admin';
import { PLAN_ADMIN_MESSAGES } from '../domain/plan-admin-flows';
import type { PlanAuditAction, RuleKind } from '../domain/plan-admin-types';
import { PORTE_CODES } from '../domain/quotation/plan-types';
import { checkShortfall, SHORTFALL_RULES, type ShortfallGroup } from '../domain/quotation/waiting-periods';
import { coparticipationWire, coverageAreaWire, planTypeWire, providerWire } from './catalog';

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

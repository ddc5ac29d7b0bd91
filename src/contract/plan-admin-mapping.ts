/**
 * The control panel's plan-editing wire (./plan-admin.ts) in the SPA's domain terms
 * (src/domain/plan-admin-types.ts: camelCase, `…Id` references) and back: what the HTTP adapter
 * (src/infrastructure/http/plan-admin.http.ts) and the fake back end read from an answer and
 * write into a body.
 */
import type { z } from 'zod';
import type { AdminPlan, AdminPlanClone, AdminPlanEdit, AdminPlanFields, AdminPlanListFilter, AdminPlanListItem, AdminProvider, CoparticipationRuleWrite, InstitutionPlanCounts, PlanAuditPage, PlanAuditRecord, RefundWrite, RuleKind, RuleWriteBodies, ShortfallWrite } from '../domain/plan-admin-types';
import { isPorteCode, type PorteCode } from '../domain/quotation/plan-types';
import type { ShortfallGroup } from '../domain/quotation/waiting-periods';
import { providerFromWire } from './catalog';
import { coparticipationRuleFromWire, refundFromWire, shortfallFromWire } from './catalog-pages';
import type {
  planAdminListItemWire,
  providerSearchListWire,
  PlanCloneWire,
  PlanEditWire,
  RefundWriteWire,
  CoparticipationRuleWriteWire,
  ShortfallWriteWire,
  PlanAdminWire,
  PlanAdminListQueryWire,
  InstitutionPlanCountsWire,
  AuditRecordWire,
  AuditListWire,
} from './plan-admin';

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

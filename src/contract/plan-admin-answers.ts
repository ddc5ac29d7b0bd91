/**
 * The answers of the control panel's plan-editing calls (./plan-admin.ts), built from what the
 * server's use cases answer (server/src/modules/plan-admin/use-cases/plan-admin.ts): the server's
 * routes send them, and the fake back end, which runs the same use cases, builds the same ones and
 * reads them back with ./plan-admin-mapping.ts, as the HTTP adapter reads the server's.
 */
import type { z } from 'zod';
import type { CoparticipationRuleWrite, RefundWrite, RuleKind, ShortfallWrite } from '../domain/plan-admin-types';
import { providerToWire } from './catalog';
import type { Provider } from '../domain/quotation/catalog-types';
import type {
  refundAdminWire,
  coparticipationRuleAdminWire,
  shortfallAdminWire,
  planAdminListItemWire,
  providerSearchListWire,
  PlanAdminWire,
  InstitutionPlanCountsWire,
  PlanAuditActionWire,
  AuditRecordWire,
  AuditListWire,
} from './plan-admin';
import { AUDIT_PAGE_SIZE, auditPageLink } from './plan-admin';
import { toRuleWriteWire } from './plan-admin-mapping';

type PlanAdminListItemWire = z.infer<typeof planAdminListItemWire>;
type ProviderSearchItemWire = z.infer<typeof providerSearchListWire>[number];

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

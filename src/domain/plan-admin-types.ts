/**
 * What the control panel's plan editor handles (spec points 2, 7 and 8), as the SPA's
 * application and UI see it: the editable plan, its edit and clone bodies, the rule bodies,
 * the editor's plan list, the providers found by its search, the operators' plan counts and
 * the audit trail. The domain mirror of src/contract/plan-admin.ts (snake_case on the wire),
 * mapped once by the HTTP adapter; the catalog's own types (src/domain/quotation/
 * catalog-types.ts) are reused where the editor shows the same thing.
 *
 * Units: money in integer cents (`…Cents`), coparticipation percentages as fractions
 * (0.3 = 30 %; the UI shows and takes them × 100), carências in whole days, instants ISO 8601,
 * references as database ids (`…Id`, `…Ids`).
 */
import type { AdhesionEntity, PlanCoparticipationRule, PlanRefund, PlanShortfall, Provider } from './quotation/catalog-types';
import type { CoparticipationKind, CoverageArea, PlanTypeCode, PorteCode } from './quotation/plan-types';

/** A commercialization area (área de comercialização) of a state, as the editor picks it. */
export interface CommercializationAreaRef {
  readonly id: number;
  readonly name: string;
}

/**
 * The writable fields of a plan: the whole body of a clone, any subset of them in an edit.
 * References are ids; the cross-field rules (porte and contribution only for PJ, entities only
 * for PF, `minLives` ≤ `maxLives`) are the contract's (`planFieldIssues`).
 */
export interface AdminPlanFields {
  readonly name: string;
  readonly type: PlanTypeCode;
  /** The PJ size band; null for CP and PF plans. */
  readonly porte: PorteCode | null;
  readonly institutionId: number;
  /** A state id (1–27, src/domain/quotation/states.ts). */
  readonly stateId: number;
  /** An area of that state. */
  readonly commercializationAreaId: number;
  /** A segmentation code (`SEGMENTATIONS` of ./plan-admin: 'ambulatorial', 'hospitalar_com_obstetricia' …). */
  readonly segmentation: string;
  readonly coverageArea: CoverageArea;
  /** A room type code (`ROOM_TYPES` of ./quotation/plan-types: 'infirmary', 'apartment' …). */
  readonly accommodation: string;
  readonly coparticipation: CoparticipationKind;
  /** PJ contribution: false compulsória, true opcional; null for CP and PF. */
  readonly isOptional: boolean | null;
  readonly isMei: boolean;
  /** Lives, at least 1. */
  readonly minLives: number;
  /** Lives, null: no maximum. */
  readonly maxLives: number | null;
  /** Adhesion (PF) entities. */
  readonly entityIds: readonly number[];
  /** Network hospitals and clinics (provider ids). */
  readonly hospitalIds: readonly number[];
  readonly clinicIds: readonly number[];
}

/** The body of a clone (`PUT /api/plans/{sourceId}/`): the full plan. */
export type AdminPlanClone = AdminPlanFields;

/** The body of an edit: any writable field plus the `version` the editor read (stale: 409). */
export type AdminPlanEdit = Partial<AdminPlanFields> & { readonly version: number };

/** An operator as the editor names it. */
export interface AdminInstitutionRef {
  readonly id: number;
  readonly name: string;
  /** URL slug ('amil'): /admin/editar/{slug}. */
  readonly slug: string;
}

/** A plan as the editor shows and edits it (`GET /api/admin/plans/{id}/`, and every save's answer). */
export interface AdminPlan {
  readonly id: number;
  readonly name: string;
  readonly type: PlanTypeCode;
  /** Null for CP and PF plans (and for a code this SPA does not know). */
  readonly porte: PorteCode | null;
  readonly institution: AdminInstitutionRef;
  readonly state: { readonly id: number; readonly uf: string; readonly name: string };
  readonly commercializationArea: CommercializationAreaRef;
  /** A segmentation code, as {@link AdminPlanFields.segmentation}. */
  readonly segmentation: string;
  readonly coverageArea: CoverageArea;
  /** A room type code, as {@link AdminPlanFields.accommodation}. */
  readonly accommodation: string;
  readonly coparticipation: CoparticipationKind;
  /** PJ contribution (false compulsória, true opcional); null for CP and PF. */
  readonly isOptional: boolean | null;
  readonly isMei: boolean;
  readonly minLives: number;
  readonly maxLives: number | null;
  /** The adhesion entities (acronym '' when the operator gave none). */
  readonly entities: readonly AdhesionEntity[];
  readonly hospitals: readonly Provider[];
  readonly clinics: readonly Provider[];
  readonly refunds: readonly PlanRefund[];
  readonly coparticipationRules: readonly PlanCoparticipationRule[];
  readonly shortfalls: readonly PlanShortfall[];
  /** True while a clone is not finished: brokers do not see it. */
  readonly draft: boolean;
  /** Sent back with the next edit (optimistic lock). */
  readonly version: number;
}

/** A refund to add or replace (`value` in cents per event). */
export interface RefundWrite {
  readonly planId: number;
  readonly procedure: string;
  readonly valueCents: number;
}

/** A coparticipation rule to add or replace: `percentage` a fraction 0–1 or null; money in cents or null. */
export interface CoparticipationRuleWrite {
  readonly planId: number;
  readonly procedure: string;
  readonly percentage: number | null;
  readonly fixedCents: number | null;
  readonly capCents: number | null;
  readonly exempt: boolean;
}

/**
 * A carência to add or replace: `group` a legal group of ./quotation/waiting-periods.ts
 * (the contract refuses any other), `days` whole days up to the group's Lei 9.656/98 maximum.
 */
export interface ShortfallWrite {
  readonly planId: number;
  readonly group: string;
  readonly procedure: string;
  readonly days: number;
  readonly note?: string | null;
}

/** The three rule kinds of a plan: refunds, coparticipation rules and carências (spec point 7). */
export type RuleKind = 'refunds' | 'coparticipation_rules' | 'shortfalls';

/** The body of a rule of each kind. */
export interface RuleWriteBodies {
  readonly refunds: RefundWrite;
  readonly coparticipation_rules: CoparticipationRuleWrite;
  readonly shortfalls: ShortfallWrite;
}

/** Which plans of an operator the editor lists (`GET /api/admin/plans/`): filters left out match all. */
export interface AdminPlanListFilter {
  readonly institutionId: number;
  readonly stateId?: number;
  readonly type?: PlanTypeCode;
  readonly porte?: PorteCode;
}

/** A plan of the editor's list. */
export interface AdminPlanListItem {
  readonly id: number;
  readonly name: string;
  readonly type: PlanTypeCode;
  /** Null for CP and PF plans (and for a code this SPA does not know). */
  readonly porte: PorteCode | null;
  readonly state: { readonly id: number; readonly uf: string };
  /** The area's name. */
  readonly commercializationArea: string;
  /** A room type code. */
  readonly accommodation: string;
  readonly coparticipation: CoparticipationKind;
  readonly draft: boolean;
}

/** A hospital or a clinic found by the editor's search (at most 50 an answer). */
export interface AdminProvider extends Provider {
  readonly kind: 'hospital' | 'clinic';
}

/** An operator with its published plans counted, in all and by state and type. */
export interface InstitutionPlanCounts extends AdminInstitutionRef {
  readonly plans: number;
  /** One row per UF and plan type with plans, by UF then type. */
  readonly byState: readonly { readonly uf: string; readonly type: PlanTypeCode; readonly plans: number }[];
}

/** What an audit record says a change was (the keys of `PLAN_AUDIT_ACTION_LABELS` in ./plan-admin). */
export type PlanAuditAction =
  | 'plan_updated'
  | 'plan_cloned'
  | 'plan_published'
  | 'plan_deleted'
  | 'refund_added'
  | 'refund_updated'
  | 'refund_deleted'
  | 'coparticipation_rule_added'
  | 'coparticipation_rule_updated'
  | 'coparticipation_rule_deleted'
  | 'shortfall_added'
  | 'shortfall_updated'
  | 'shortfall_deleted';

/**
 * One changed field of an audit record. `field` is the name the server records (the wire's,
 * snake_case: the keys of `AUDIT_FIELD_LABELS` in ./plan-admin); `before` and `after` are
 * the stored values as they are (cents, fractions, ids, lists of ids), null for none.
 */
export interface PlanAuditChange {
  readonly field: string;
  readonly before: unknown;
  readonly after: unknown;
}

/** One audit record: who, when (ISO 8601 instant), which plan, what. */
export interface PlanAuditRecord {
  readonly id: number;
  readonly at: string;
  readonly user: { readonly id: number; readonly username: string };
  readonly plan: { readonly id: number; readonly name: string };
  readonly action: PlanAuditAction;
  readonly changes: readonly PlanAuditChange[];
}

/** One page of the audit trail (20 records, newest first). */
export interface PlanAuditPage {
  /** Records over all pages. */
  readonly count: number;
  readonly records: readonly PlanAuditRecord[];
  readonly hasNext: boolean;
  readonly hasPrevious: boolean;
}

/**
 * Port of the control panel's plan editing (superusers), in the domain's terms
 * (src/domain/plan-admin-types.ts): camelCase, ids for references, money in cents,
 * percentages as fractions, carências in days. Its adapters translate to and from the wire
 * (src/contract/plan-admin.ts). A save of a stale plan answers `stale` with the server's
 * pt-BR message (409). A refusal (`rejected`) carries its field messages keyed by the
 * domain body's field names (`commercializationAreaId`, `valueCents` …), as the adapters
 * rename the wire's.
 */
import type {
  AdminPlan,
  AdminPlanClone,
  AdminPlanEdit,
  AdminPlanListFilter,
  AdminPlanListItem,
  AdminProvider,
  CommercializationAreaRef,
  InstitutionPlanCounts,
  PlanAuditPage,
  RuleKind,
  RuleWriteBodies,
} from '../../domain/plan-admin-types';
import type { RemoteFailure, Result } from '../shared/result';

/** Failures of a save: any remote failure, or `stale` (someone saved the plan since it was read). */
export type PlanSaveFailure = RemoteFailure | { kind: 'stale'; message: string };

export interface PlanAdminGateway {
  /** Operators with published plan counts by state and type (`GET /api/admin/institutions/`). */
  institutions(): Promise<Result<InstitutionPlanCounts[], RemoteFailure>>;
  /** An operator's plans, drafts included, by UF, type, name (`GET /api/admin/plans/`). */
  plans(filter: AdminPlanListFilter): Promise<Result<AdminPlanListItem[], RemoteFailure>>;
  /** One plan as the editor shows it (`GET /api/admin/plans/{id}/`). */
  plan(id: number): Promise<Result<AdminPlan, RemoteFailure>>;
  /** Commercialization areas of a state, by id. */
  areas(stateId: number): Promise<Result<CommercializationAreaRef[], RemoteFailure>>;
  /** Hospitals or clinics of a state by name or city (at most 50). */
  providers(stateId: number, kind: 'hospital' | 'clinic', search: string): Promise<Result<AdminProvider[], RemoteFailure>>;
  /** `PATCH /api/plans/{id}/` with the `version` read. */
  editPlan(id: number, body: AdminPlanEdit): Promise<Result<AdminPlan, PlanSaveFailure>>;
  /** `PUT /api/plans/{sourceId}/` (spec point 7): a new draft plan with the source's price tables. */
  clonePlan(sourceId: number, body: AdminPlanClone): Promise<Result<AdminPlan, RemoteFailure>>;
  /** `POST /api/plans/{id}/publish/`: the clone's last step. */
  publishPlan(id: number): Promise<Result<AdminPlan, RemoteFailure>>;
  /** `DELETE /api/plans/{id}/` (drafts only). */
  deleteDraft(id: number): Promise<Result<null, RemoteFailure>>;
  /** `POST /api/plan_refunds/` … (spec point 7): the new rule's id. */
  addRule<K extends RuleKind>(kind: K, body: RuleWriteBodies[K]): Promise<Result<{ id: number }, RemoteFailure>>;
  /** `PUT /api/plan_…/{id}/`. */
  updateRule<K extends RuleKind>(kind: K, id: number, body: RuleWriteBodies[K]): Promise<Result<{ id: number }, RemoteFailure>>;
  /** `DELETE /api/plan_…/{id}/`. */
  deleteRule(kind: RuleKind, id: number): Promise<Result<null, RemoteFailure>>;
  /** The audit trail, newest first, 20 a page (`GET /api/admin/audit/`); `page` from 1. */
  audit(filter: { plan?: number; page?: number }): Promise<Result<PlanAuditPage, RemoteFailure>>;
}

/**
 * Port of the control panel's plan editing (superusers). It speaks the
 * contract's shapes (src/contract/plan-admin.ts) as they are: the editor edits the wire's
 * fields one to one (ids, fractions, cents), so a domain mirror would add nothing.
 * A save of a stale plan answers `stale` with the server's pt-BR message (409).
 */
import type {
  AuditListWire,
  CoparticipationRuleWriteWire,
  InstitutionPlanCountsWire,
  PlanAdminListQueryWire,
  PlanAdminWire,
  PlanCloneWire,
  PlanEditWire,
  RefundWriteWire,
  RuleKind,
  ShortfallWriteWire,
} from '../../contract/plan-admin';
import type { RemoteFailure, Result } from '../shared/result';

/** A plan of the editor's list. */
export interface PlanAdminListItem {
  id: number;
  name: string;
  type: 'CP' | 'PF' | 'PJ';
  porte: string | null;
  state: { id: number; uf: string };
  commercialization_area: string;
  accommodation: string;
  coparticipation: 'without' | 'with' | 'with_tp';
  draft: boolean;
}

/** A provider found by the editor's search. */
export interface AdminProvider {
  id: number;
  kind: 'hospital' | 'clinic';
  name: string;
  city: string;
  uf: string;
  elective_admission: boolean;
  emergency: boolean;
  maternity: boolean;
  laboratory: boolean;
}

/** Failures of a save: any remote failure, or `stale` (someone saved the plan since it was read). */
export type PlanSaveFailure = RemoteFailure | { kind: 'stale'; message: string };

/** Body of a rule of each kind. */
export interface RuleWriteBodies {
  refunds: RefundWriteWire;
  coparticipation_rules: CoparticipationRuleWriteWire;
  shortfalls: ShortfallWriteWire;
}

export interface PlanAdminGateway {
  /** Operators with published plan counts by state and type (`GET /api/admin/institutions/`). */
  institutions(): Promise<Result<InstitutionPlanCountsWire, RemoteFailure>>;
  /** An operator's plans, drafts included (`GET /api/admin/plans/`). */
  plans(filter: PlanAdminListQueryWire): Promise<Result<PlanAdminListItem[], RemoteFailure>>;
  /** One plan as the editor shows it (`GET /api/admin/plans/{id}/`). */
  plan(id: number): Promise<Result<PlanAdminWire, RemoteFailure>>;
  /** Commercialization areas of a state. */
  areas(stateId: number): Promise<Result<Array<{ id: number; name: string }>, RemoteFailure>>;
  /** Hospitals or clinics of a state by name or city (at most 50). */
  providers(stateId: number, kind: 'hospital' | 'clinic', search: string): Promise<Result<AdminProvider[], RemoteFailure>>;
  /** `PATCH /api/plans/{id}/` with the `version` read. */
  editPlan(id: number, body: PlanEditWire): Promise<Result<PlanAdminWire, PlanSaveFailure>>;
  /** `PUT /api/plans/{sourceId}/` (spec point 7): a new draft plan. */
  clonePlan(sourceId: number, body: PlanCloneWire): Promise<Result<PlanAdminWire, RemoteFailure>>;
  /** `POST /api/plans/{id}/publish/`: the clone's last step. */
  publishPlan(id: number): Promise<Result<PlanAdminWire, RemoteFailure>>;
  /** `DELETE /api/plans/{id}/` (drafts only). */
  deleteDraft(id: number): Promise<Result<null, RemoteFailure>>;
  /** `POST /api/plan_refunds/` … (spec point 7). */
  addRule<K extends RuleKind>(kind: K, body: RuleWriteBodies[K]): Promise<Result<{ id: number }, RemoteFailure>>;
  /** `PUT /api/plan_…/{id}/`. */
  updateRule<K extends RuleKind>(kind: K, id: number, body: RuleWriteBodies[K]): Promise<Result<{ id: number }, RemoteFailure>>;
  /** `DELETE /api/plan_…/{id}/`. */
  deleteRule(kind: RuleKind, id: number): Promise<Result<null, RemoteFailure>>;
  /** The audit trail, newest first (`GET /api/admin/audit/`). */
  audit(filter: { plan?: number; page?: number }): Promise<Result<AuditListWire, RemoteFailure>>;
}

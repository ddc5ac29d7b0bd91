/**
 * The plan-admin module's repository port: plans as the control panel's editor sees them
 * (drafts included), their references (operator, area, entities, providers), their rules
 * and the audit trail. The Drizzle one is repositories/drizzle-plan-admin-store.ts, wired by
 * plan-admin.module.ts.
 *
 * Money in cents, percentages as fractions, carências in days; columns in Drizzle names
 * (`PlanWrite`). Writes that must go with their audit line run inside {@link PlanAdminStore.transaction}.
 * Database failures reject.
 */
import type { PlanRow } from '../../../db/schema-catalog';
import type { PlanAuditAction, PlanAuditChange, PlanAuditRow } from '../../../db/schema-plan-admin';
import type * as PlanAdminSql from '../repositories/plan-admin.repository';

type Answer<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

export interface PlanAdminStore {
  /** The plan's row (drafts included), or undefined. */
  planRow(id: number): Promise<PlanRow | undefined>;
  /** The full editor view of a plan (operator, state, area, entities, providers, rules), or undefined. */
  adminPlan(id: number): Promise<PlanAdminSql.AdminPlanRecord | undefined>;
  /** Plans of an operator (drafts included), by state, type and name. */
  plansOfOperator(filter: PlanAdminSql.AdminPlanFilter): Promise<Answer<typeof PlanAdminSql.listAdminPlans>>;
  /** Operators with their published plans counted by state and type. */
  institutionPlanCounts(): Promise<Answer<typeof PlanAdminSql.institutionPlanCounts>>;
  /** Providers of a state and kind matching an already folded and escaped search, at most `limit`. */
  searchProviders(filter: { stateId: number; kind: 'hospital' | 'clinic'; search?: string; limit: number }): Promise<Answer<typeof PlanAdminSql.searchProviders>>;
  /** The commercialization areas of a state. */
  areasOfState(stateId: number): Promise<Answer<typeof PlanAdminSql.areasOfState>>;
  /** One commercialization area (with its state), or undefined. */
  area(id: number): Promise<Answer<typeof PlanAdminSql.findArea>>;
  /** True when the operator exists. */
  institutionExists(id: number): Promise<boolean>;
  /** Which of these adhesion entities exist. */
  existingEntityIds(ids: readonly number[]): Promise<Set<number>>;
  /** Which of these providers of `kind` exist. */
  existingProviderIds(kind: 'hospital' | 'clinic', ids: readonly number[]): Promise<Set<number>>;
  /** Writes `fields` if the plan is still at `version` (bumping it); undefined when another save came first. */
  updatePlanIfVersion(id: number, version: number, fields: Partial<PlanAdminSql.PlanWrite>): Promise<PlanRow | undefined>;
  /** Inserts a plan (a clone) and answers its row. */
  insertPlan(fields: Parameters<typeof PlanAdminSql.insertPlan>[1]): Promise<PlanRow>;
  /** Copies every price table of one plan to another; answers how many. */
  copyPriceTables(fromPlanId: number, toPlanId: number): Promise<number>;
  /** Replaces the plan's adhesion entities. */
  setPlanEntities(planId: number, entityIds: readonly number[]): Promise<void>;
  /** Replaces the plan's network providers (a network shared with other plans is copied first); answers the network's id. */
  setPlanProviders(plan: PlanRow, providerIds: readonly number[]): Promise<number>;
  /** Publishes a draft; false when it is not one (or gone). */
  publishDraft(id: number): Promise<boolean>;
  /** Deletes a draft (and its network when no other plan uses it); false when it is not one. */
  deleteDraft(plan: PlanRow): Promise<boolean>;
  /** Rule `id` of `kind`, or undefined. */
  rule<K extends PlanAdminSql.RuleTableKind>(kind: K, id: number): Promise<PlanAdminSql.RuleRow<K> | undefined>;
  /** Inserts a rule of `kind` for the plan (`columns` in Drizzle names); answers its row. */
  insertRule<K extends PlanAdminSql.RuleTableKind>(kind: K, planId: number, columns: Record<string, unknown>): Promise<PlanAdminSql.RuleRow<K>>;
  /** Replaces a rule's columns; answers the new row (undefined when it is gone). */
  updateRule<K extends PlanAdminSql.RuleTableKind>(kind: K, id: number, columns: Record<string, unknown>): Promise<PlanAdminSql.RuleRow<K> | undefined>;
  /** Deletes a rule. */
  deleteRule(kind: PlanAdminSql.RuleTableKind, id: number): Promise<void>;
  /** Records one audit line (inside the change's transaction). */
  insertAudit(record: { at: Date; userId: number; username: string; planId: number; planName: string; action: PlanAuditAction; changes: PlanAuditChange[] }): Promise<void>;
  /** A page of the audit trail (newest first), optionally of one plan, with the total count. */
  audit(filter: { planId?: number; offset: number; limit: number }): Promise<{ count: number; rows: PlanAuditRow[] }>;
  /** Runs `work` in one transaction over a store bound to it: all of its writes commit or none. */
  transaction<T>(work: (store: PlanAdminStore) => Promise<T>): Promise<T>;
}

/**
 * Tables of the control panel's plan editing, re-exported by schema.ts.
 *
 * `plan_audit`: one row per change an admin makes to a plan, its network or its rules —
 * who (user id and username, kept as text so the record outlives the user), when, which
 * plan (id and name at the time, no foreign key: the record outlives a deleted draft),
 * what (`action`) and the before/after of each changed field (`changes`, JSON array of
 * `{field, before, after}`; lists of providers or entities as sorted id arrays, money in
 * cents, percentages as fractions, carências in days).
 *
 * No foreign key to tables of schema.ts (this file must not import it: no cycles).
 */
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { identityId } from './schema-catalog';

/** What an audit record says was done (src/contract/plan-admin.ts has the pt-BR labels). */
export const PLAN_AUDIT_ACTIONS = [
  'plan_updated',
  'plan_cloned',
  'plan_published',
  'plan_deleted',
  'refund_added',
  'refund_updated',
  'refund_deleted',
  'coparticipation_rule_added',
  'coparticipation_rule_updated',
  'coparticipation_rule_deleted',
  'shortfall_added',
  'shortfall_updated',
  'shortfall_deleted',
] as const;
/** One of {@link PLAN_AUDIT_ACTIONS}. */
export type PlanAuditAction = (typeof PLAN_AUDIT_ACTIONS)[number];

/** One changed field: values as stored (JSON). */
export interface PlanAuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** The audit trail of plan changes (module note). */
export const planAudit = pgTable(
  'plan_audit',
  {
    id: identityId(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    userId: integer('user_id').notNull(),
    username: text('username').notNull(),
    planId: integer('plan_id').notNull(),
    planName: text('plan_name').notNull(),
    action: text('action', { enum: PLAN_AUDIT_ACTIONS }).notNull(),
    changes: jsonb('changes').$type<PlanAuditChange[]>().notNull(),
  },
  (table) => [index('plan_audit_at_idx').on(table.at.desc(), table.id.desc()), index('plan_audit_plan_idx').on(table.planId, table.at.desc())],
);

export type PlanAuditRow = typeof planAudit.$inferSelect;

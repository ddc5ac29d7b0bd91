/**
 * Maps the plan-admin records (server/src/modules/plan-admin/repositories/plan-admin.repository.ts) to the
 * wire of src/contract/plan-admin.ts: snake_case, references with id and name, money in
 * cents, percentages as fractions, audit instants ISO 8601.
 */
import type { AuditRecordWire, PlanAdminWire, RuleKind } from '../../../../src/contract/plan-admin';
import type { PlanAuditRow } from '../../db/schema-plan-admin';
import type { AdminPlanRecord } from './repositories/plan-admin.repository';
import type { RuleRow } from './use-cases/plan-admin';
import { toCoparticipationRuleWire, toProviderWire, toRefundWire, toShortfallWire } from '../catalog';

/**
 * A rule row of `kind` as answered: the plan page's form of the rule
 * (catalog-wire.mappers.ts) with `plan`, the plan id, second.
 */
export function toRuleWire(kind: RuleKind, rule: RuleRow<RuleKind>) {
  const head = { id: rule.id, plan: rule.planId };
  switch (kind) {
    case 'refunds':
      return { ...head, ...toRefundWire(rule as RuleRow<'refunds'>) };
    case 'coparticipation_rules':
      return { ...head, ...toCoparticipationRuleWire(rule as RuleRow<'coparticipation_rules'>) };
    case 'shortfalls':
      return { ...head, ...toShortfallWire(rule as RuleRow<'shortfalls'>) };
  }
}

/** The editor's view of a plan. */
export function toAdminPlanWire(plan: AdminPlanRecord): PlanAdminWire {
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
    hospitals: plan.providers.filter((p) => p.kind === 'hospital').map(toProviderWire),
    clinics: plan.providers.filter((p) => p.kind === 'clinic').map(toProviderWire),
    refunds: plan.refunds.map((r) => toRuleWire('refunds', r) as PlanAdminWire['refunds'][number]),
    coparticipation_rules: plan.coparticipationRules.map((r) => toRuleWire('coparticipation_rules', r) as PlanAdminWire['coparticipation_rules'][number]),
    shortfalls: plan.shortfalls.map((r) => toRuleWire('shortfalls', r) as PlanAdminWire['shortfalls'][number]),
    draft: row.draft,
    version: row.version,
  };
}

/** One audit record. */
export function toAuditRecordWire(row: PlanAuditRow): AuditRecordWire {
  return {
    id: row.id,
    at: row.at.toISOString(),
    user: { id: row.userId, username: row.username },
    plan: { id: row.planId, name: row.planName },
    action: row.action,
    changes: row.changes,
  };
}

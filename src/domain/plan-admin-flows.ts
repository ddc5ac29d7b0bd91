/**
 * The control panel's plan-editing decisions over plain records, one home for the server's
 * use cases (server/src/modules/plan-admin/use-cases/plan-admin.ts) and the fake back end
 * (src/infrastructure/fake/plan-admin.fake.ts): what a write is refused with and which audit
 * line it records. Each caller reads its records, calls the decision, then stores the changes
 * and the audit line (the server in one transaction). docs/plan-admin.md tells the flows.
 *
 * Audit fields are named as the server records them (the wire's snake_case names, the keys of
 * `AUDIT_FIELD_LABELS` in ./plan-admin); values as stored: cents, fractions, days, ids, null
 * for none.
 */
import type { PlanAuditAction, PlanAuditChange, RuleKind } from './plan-admin-types';

/** Sentences of the plan-admin answers, one home for the server, the fake and the SPA (the contract re-exports them). */
export const PLAN_ADMIN_MESSAGES = {
  /** 409 of a save made on a plan someone else saved since it was opened. */
  stale:
    'Este plano foi alterado por outra pessoa depois que você o abriu. Recarregue o plano para ver a versão atual e refaça a sua alteração.',
  /** 404 of an unknown plan or rule. */
  planNotFound: 'Plano não encontrado.',
  ruleNotFound: 'Regra não encontrada.',
  /** 400 on `plan` of a rule's update naming another plan than the rule's. */
  ruleOfAnotherPlan: 'A regra é de outro plano.',
  /** 400 of `DELETE /api/plans/{id}/` on a published plan. */
  onlyDrafts: 'Só um plano em rascunho (clone não concluído) pode ser excluído.',
  /** 400 of `publish` on a published plan. */
  alreadyPublished: 'Este plano já está publicado.',
  unknownInstitution: 'Operadora não encontrada.',
  unknownState: 'Estado não encontrado.',
  unknownArea: 'Área de comercialização não encontrada.',
  areaOfAnotherState: 'A área de comercialização não é deste estado.',
  unknownEntities: (ids: readonly number[]) => `Entidade não encontrada: ${ids.join(', ')}.`,
  unknownProviders: (kind: 'hospital' | 'clinic', ids: readonly number[]) =>
    `${kind === 'hospital' ? 'Hospital' : 'Clínica'} não encontrado(a): ${ids.join(', ')}.`,
  porteRequired: 'Informe o porte de um plano PME.',
  porteOnlyPj: 'Só planos PME (PJ) têm porte.',
  contributionRequired: 'Informe a contribuição (compulsória ou opcional) de um plano PME.',
  contributionOnlyPj: 'Só planos PME (PJ) têm contribuição.',
  entitiesOnlyPf: 'Só planos coletivos por adesão (PF) têm entidades.',
  maxBelowMin: 'O máximo de vidas deve ser maior ou igual ao mínimo.',
} as const;

/** A rule's audited values under their recorded names (`procedure`, `value_cents`, `days` ...); missing or undefined reads as null. */
export type RuleAuditValues = Readonly<Record<string, unknown>>;

/** The audited fields of each rule kind, in the order an audit line lists them. */
export const RULE_AUDIT_FIELDS: Readonly<Record<RuleKind, readonly string[]>> = {
  refunds: ['procedure', 'value_cents'],
  coparticipation_rules: ['procedure', 'percentage', 'fixed_cents', 'cap_cents', 'exempt'],
  shortfalls: ['group', 'procedure', 'days', 'note'],
};

/** The audit action of adding, updating and deleting a rule of each kind. */
export const RULE_AUDIT_ACTIONS: Readonly<Record<RuleKind, { readonly added: PlanAuditAction; readonly updated: PlanAuditAction; readonly deleted: PlanAuditAction }>> = {
  refunds: { added: 'refund_added', updated: 'refund_updated', deleted: 'refund_deleted' },
  coparticipation_rules: { added: 'coparticipation_rule_added', updated: 'coparticipation_rule_updated', deleted: 'coparticipation_rule_deleted' },
  shortfalls: { added: 'shortfall_added', updated: 'shortfall_updated', deleted: 'shortfall_deleted' },
};

/** One audit line to record: its action and its changed fields. */
export interface AuditLine {
  action: PlanAuditAction;
  changes: PlanAuditChange[];
}

/**
 * The changed fields between two versions of a rule of `kind` (null: the rule did not exist
 * before / does not after), in {@link RULE_AUDIT_FIELDS} order; a field null on both sides
 * or equal on both is left out.
 */
export function ruleAuditChanges(kind: RuleKind, before: RuleAuditValues | null, after: RuleAuditValues | null): PlanAuditChange[] {
  return RULE_AUDIT_FIELDS[kind]
    .map((field) => ({ field, before: before?.[field] ?? null, after: after?.[field] ?? null }))
    .filter((change) => change.before !== change.after);
}

/** A stored rule as the decisions read it: its plan and its audited values. */
export interface StoredRuleRecord {
  planId: number;
  values: RuleAuditValues;
}

/** A rule write's refusal: 404 (no such rule), or 400 with a message under the body's `plan`. */
export type RuleRefusal = { kind: 'not-found'; message: string } | { kind: 'invalid-plan'; message: string };

/** A rule write's decision: refused, or write it and record `audit` (null: nothing changed, nothing recorded). */
export type RuleDecision = RuleRefusal | { kind: 'write'; audit: AuditLine | null };

/**
 * Adding a rule of `kind` (already valid for the contract, Lei 9.656 carência limits
 * included) to the body's plan: refused on `plan` when the plan does not exist
 * ({@link PLAN_ADMIN_MESSAGES.planNotFound}); else written, audited `<kind>_added` with each
 * non-null field (before null).
 */
export function ruleAddition(kind: RuleKind, input: { planExists: boolean; rule: RuleAuditValues }): RuleDecision {
  if (!input.planExists) return { kind: 'invalid-plan', message: PLAN_ADMIN_MESSAGES.planNotFound };
  return { kind: 'write', audit: { action: RULE_AUDIT_ACTIONS[kind].added, changes: ruleAuditChanges(kind, null, input.rule) } };
}

/**
 * Replacing a rule of `kind` with `rule` sent for plan `planId`: 404 when there is no such
 * rule ({@link PLAN_ADMIN_MESSAGES.ruleNotFound}); refused on `plan` when `planId` is not the
 * rule's plan ({@link PLAN_ADMIN_MESSAGES.ruleOfAnotherPlan}: a rule never moves); else
 * written, audited `<kind>_updated` with the changed fields — no line when none changed.
 */
export function ruleUpdate(kind: RuleKind, input: { current: StoredRuleRecord | null; planId: number; rule: RuleAuditValues }): RuleDecision {
  if (!input.current) return { kind: 'not-found', message: PLAN_ADMIN_MESSAGES.ruleNotFound };
  if (input.current.planId !== input.planId) return { kind: 'invalid-plan', message: PLAN_ADMIN_MESSAGES.ruleOfAnotherPlan };
  const changes = ruleAuditChanges(kind, input.current.values, input.rule);
  return { kind: 'write', audit: changes.length > 0 ? { action: RULE_AUDIT_ACTIONS[kind].updated, changes } : null };
}

/**
 * Deleting a rule of `kind`: 404 when there is no such rule; else deleted, audited
 * `<kind>_deleted` with each non-null field it had (after null), so the trail keeps what was lost.
 */
export function ruleDeletion(kind: RuleKind, current: StoredRuleRecord | null): RuleDecision {
  if (!current) return { kind: 'not-found', message: PLAN_ADMIN_MESSAGES.ruleNotFound };
  return { kind: 'write', audit: { action: RULE_AUDIT_ACTIONS[kind].deleted, changes: ruleAuditChanges(kind, current.values, null) } };
}

/** A plan write's refusal: 404 (no such plan), or 400 with a sentence. */
export type PlanRefusal = { kind: 'not-found'; message: string } | { kind: 'refused'; message: string };

/** A draft's write decision: refused, or write it and record `audit`. */
export type DraftDecision = PlanRefusal | { kind: 'write'; audit: AuditLine };

/**
 * Publishing a clone (the clone's last step: brokers then see it): 404 for no such plan
 * ({@link PLAN_ADMIN_MESSAGES.planNotFound}), refused for a plan already published
 * ({@link PLAN_ADMIN_MESSAGES.alreadyPublished}); else published, audited `plan_published`
 * with `draft` true → false.
 */
export function draftPublication(plan: { draft: boolean } | null): DraftDecision {
  if (!plan) return { kind: 'not-found', message: PLAN_ADMIN_MESSAGES.planNotFound };
  if (!plan.draft) return { kind: 'refused', message: PLAN_ADMIN_MESSAGES.alreadyPublished };
  return { kind: 'write', audit: { action: 'plan_published', changes: [{ field: 'draft', before: true, after: false }] } };
}

/**
 * Deleting a plan, which only a draft (a clone that failed half way) may be: 404 for no such
 * plan, refused for a published one ({@link PLAN_ADMIN_MESSAGES.onlyDrafts}); else deleted,
 * audited `plan_deleted` with no fields.
 */
export function draftDeletion(plan: { draft: boolean } | null): DraftDecision {
  if (!plan) return { kind: 'not-found', message: PLAN_ADMIN_MESSAGES.planNotFound };
  if (!plan.draft) return { kind: 'refused', message: PLAN_ADMIN_MESSAGES.onlyDrafts };
  return { kind: 'write', audit: { action: 'plan_deleted', changes: [] } };
}

/** A plan's audited values under their recorded names: the fields of {@link PLAN_AUDIT_FIELDS} and the id lists of {@link PLAN_AUDIT_LISTS}. */
export type PlanAuditValues = Readonly<Record<string, unknown>>;

/** The plan's audited fields (one value each), in the order an audit line lists them. */
export const PLAN_AUDIT_FIELDS = [
  'name',
  'type',
  'porte',
  'institution',
  'state',
  'commercialization_area',
  'segmentation',
  'coverage_area',
  'accommodation',
  'coparticipation',
  'is_optional',
  'is_mei',
  'min_lives',
  'max_lives',
] as const;

/** The plan's audited id lists (adhesion entities, the network's hospitals and clinics), after its fields. */
export const PLAN_AUDIT_LISTS = ['entities', 'hospitals', 'clinics'] as const;

const sortedIds = (ids: readonly number[]): number[] => [...new Set(ids)].sort((a, b) => a - b);
const sameIds = (a: readonly number[], b: readonly number[]) => JSON.stringify(sortedIds(a)) === JSON.stringify(sortedIds(b));

/**
 * An edit's first check, before its fields are: 404 for no such plan
 * ({@link PLAN_ADMIN_MESSAGES.planNotFound}); `stale` (409, {@link PLAN_ADMIN_MESSAGES.stale})
 * when `version` — the one the editor opened — is no longer the plan's; null to go on.
 */
export function planEditRefusal(current: { version: number } | null, version: number): { kind: 'not-found' | 'stale'; message: string } | null {
  if (!current) return { kind: 'not-found', message: PLAN_ADMIN_MESSAGES.planNotFound };
  return current.version === version ? null : { kind: 'stale', message: PLAN_ADMIN_MESSAGES.stale };
}

/**
 * The audit line of a valid edit: `plan_updated` with each field sent whose value differs
 * from `before`, then each id list sent holding other ids (an order or a repeat changes
 * nothing; both sides listed sorted, without repeats). Null when nothing changes: nothing is
 * written, the version stays.
 */
export function planEditAudit(before: PlanAuditValues, sent: PlanAuditValues): AuditLine | null {
  const changes: PlanAuditChange[] = [];
  for (const field of PLAN_AUDIT_FIELDS) {
    if (sent[field] !== undefined && sent[field] !== before[field]) changes.push({ field, before: before[field], after: sent[field] });
  }
  for (const list of PLAN_AUDIT_LISTS) {
    const was = (before[list] ?? []) as readonly number[];
    const now = sent[list] as readonly number[] | undefined;
    if (now !== undefined && !sameIds(now, was)) changes.push({ field: list, before: sortedIds(was), after: sortedIds(now) });
  }
  return changes.length > 0 ? { action: 'plan_updated', changes } : null;
}

/**
 * The audit line of a clone (a new draft) of plan `sourceId`: `plan_cloned` with `clone_of`
 * (null → the source's id), then each field of the clone that differs from the source's.
 */
export function planCloneAudit(sourceId: number, source: PlanAuditValues, clone: PlanAuditValues): AuditLine {
  const changes: PlanAuditChange[] = [{ field: 'clone_of', before: null, after: sourceId }];
  for (const field of PLAN_AUDIT_FIELDS) if (clone[field] !== source[field]) changes.push({ field, before: source[field], after: clone[field] });
  return { action: 'plan_cloned', changes };
}

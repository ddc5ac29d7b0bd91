/**
 * Use cases of the control panel's plan editing (superusers only, the route's
 * access level says so): read, edit (optimistic concurrency), clone (draft until
 * published), publish, delete a draft, and add / edit / delete refunds, coparticipation
 * rules and carências — every change recorded in the audit trail (who, when, plan,
 * before/after of each changed field) in the same transaction as the change.
 *
 * Field names in errors and audit records are the wire's (src/contract/plan-admin.ts).
 * Units: money in cents, percentages as fractions, carências in days (checked against
 * Lei 9.656/98 by the contract's schema, src/domain/quotation/waiting-periods.ts).
 */
import { PLAN_ADMIN_MESSAGES, planFieldIssues, planReferenceErrors, type CoparticipationRuleWriteWire, type PlanCloneWire, type PlanEditWire, type RefundWriteWire, type RuleKind, type ShortfallWriteWire } from '../../../../../src/contract/plan-admin';
import { draftDeletion, draftPublication, planCloneAudit, planEditAudit, planEditRefusal, ruleAddition, ruleDeletion, ruleUpdate, type RuleRefusal } from '../../../../../src/domain/plan-admin-flows';
import { foldText } from '../../../../../src/domain/text-folding';
import { escapeLike } from '../../../lib/like-pattern';
import type { PlanRow } from '../../../db/schema-catalog';
import type { PlanAuditAction, PlanAuditChange } from '../../../db/schema-plan-admin';
import type { AdminPlanFilter, AdminPlanRecord, PlanWrite, RuleRow as RuleTableRow } from '../repositories/plan-admin.repository';
import type { PlanAdminStore } from './plan-admin-store';

/** What these use cases need: their store (plan-admin-store.ts) and the clock (audit instants). */
export interface PlanAdminDeps {
  store: PlanAdminStore;
  clock: () => Date;
}

/** The superuser making the change (recorded in the audit trail). */
export interface Actor {
  id: number;
  username: string;
}

type Invalid = { kind: 'invalid'; errors: Record<string, string[]> };
type NotFound = { kind: 'not_found' };
type Refused = { kind: 'refused'; message: string };

/** Records one change of plan `plan` by `actor` in the audit trail, inside the change's transaction. */
async function recordAudit(
  tx: PlanAdminStore,
  deps: PlanAdminDeps,
  actor: Actor,
  plan: { id: number; name: string },
  action: PlanAuditAction,
  changes: PlanAuditChange[],
): Promise<void> {
  await tx.insertAudit({ at: deps.clock(), userId: actor.id, username: actor.username, planId: plan.id, planName: plan.name, action, changes });
}
/** Result of a plan write: the plan as the editor shows it, or why not. */
export type PlanWriteResult = { kind: 'ok'; plan: AdminPlanRecord } | Invalid | NotFound | Refused | { kind: 'stale' };

/** The plan's fields in wire names (what the editor sends and the audit compares). */
type WireFields = Omit<PlanCloneWire, 'entities' | 'hospitals' | 'clinics'>;
const FIELD_COLUMNS: { [K in keyof WireFields]: keyof PlanWrite } = {
  name: 'name',
  type: 'type',
  porte: 'porte',
  institution: 'institutionId',
  state: 'stateId',
  commercialization_area: 'commercializationAreaId',
  segmentation: 'segmentation',
  coverage_area: 'coverageArea',
  accommodation: 'roomType',
  coparticipation: 'coparticipation',
  is_optional: 'isOptional',
  is_mei: 'acceptsMei',
  min_lives: 'minLives',
  max_lives: 'maxLives',
};
const FIELD_NAMES = Object.keys(FIELD_COLUMNS) as Array<keyof WireFields>;

function wireFieldsOf(row: PlanRow): WireFields {
  return Object.fromEntries(FIELD_NAMES.map((field) => [field, row[FIELD_COLUMNS[field]]])) as WireFields;
}

function columnsOf(fields: Partial<WireFields>): Partial<PlanWrite> {
  const out: Record<string, unknown> = {};
  for (const field of FIELD_NAMES) if (fields[field] !== undefined) out[FIELD_COLUMNS[field]] = fields[field];
  return out as Partial<PlanWrite>;
}


function addError(errors: Record<string, string[]>, field: string, message: string) {
  (errors[field] ??= []).push(message);
}

/** Looks up the references of a plan (operator, area, entities, providers) and answers their field errors ({@link planReferenceErrors}). */
async function referenceErrors(
  store: PlanAdminStore,
  plan: Pick<PlanCloneWire, 'institution' | 'state' | 'commercialization_area'> & Partial<Pick<PlanCloneWire, 'entities' | 'hospitals' | 'clinics'>>,
): Promise<Record<string, string[]>> {
  const missing = async (ids: readonly number[] | undefined, existing: (ids: number[]) => Promise<Set<number>>) => {
    if (!ids) return [];
    const found = await existing([...ids]);
    return ids.filter((id) => !found.has(id));
  };
  return planReferenceErrors(plan.state, {
    institutionExists: await store.institutionExists(plan.institution),
    areaStateId: (await store.area(plan.commercialization_area))?.stateId ?? null,
    missingEntities: await missing(plan.entities, (ids) => store.existingEntityIds(ids)),
    missingHospitals: await missing(plan.hospitals, (ids) => store.existingProviderIds('hospital', ids)),
    missingClinics: await missing(plan.clinics, (ids) => store.existingProviderIds('clinic', ids)),
  });
}

function issuesAsErrors(plan: Parameters<typeof planFieldIssues>[0]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of planFieldIssues(plan)) addError(errors, issue.path, issue.message);
  return errors;
}

function providerIdsOf(record: AdminPlanRecord, kind: 'hospital' | 'clinic'): number[] {
  return record.providers.filter((provider) => provider.kind === kind).map((provider) => provider.id);
}

/** The editor view of plan `id` (drafts included). */
export async function getAdminPlan(deps: PlanAdminDeps, id: number): Promise<{ kind: 'ok'; plan: AdminPlanRecord } | NotFound> {
  const plan = await deps.store.adminPlan(id);
  return plan ? { kind: 'ok', plan } : { kind: 'not_found' };
}

/**
 * Edits plan `id`: the fields sent, its entities and its network (hospitals and clinics
 * as full lists). `version` must be the plan's current version, else `stale` (409) and
 * nothing is written. The merged plan is checked (cross-field rules, references) before
 * anything is written; one audit record lists each changed field's before and after.
 */
export async function editPlan(deps: PlanAdminDeps, actor: Actor, id: number, body: PlanEditWire): Promise<PlanWriteResult> {
  const current = await deps.store.adminPlan(id);
  const refusal = planEditRefusal(current ? current.row : null, body.version);
  if (refusal || !current) return refusal?.kind === 'stale' ? { kind: 'stale' } : { kind: 'not_found' };
  const before = wireFieldsOf(current.row);
  const sent: Partial<WireFields> = {};
  for (const field of FIELD_NAMES) if (body[field] !== undefined) (sent as Record<string, unknown>)[field] = body[field];
  const merged = { ...before, ...sent };
  const beforeLists = { entities: current.entities.map((e) => e.id), hospitals: providerIdsOf(current, 'hospital'), clinics: providerIdsOf(current, 'clinic') };
  const lists = { entities: body.entities ?? beforeLists.entities, hospitals: body.hospitals ?? beforeLists.hospitals, clinics: body.clinics ?? beforeLists.clinics };
  const crossErrors = issuesAsErrors({ ...merged, entities: lists.entities });
  if (Object.keys(crossErrors).length > 0) return { kind: 'invalid', errors: crossErrors };
  const refErrors = await referenceErrors(deps.store, { ...merged, ...lists });
  if (Object.keys(refErrors).length > 0) return { kind: 'invalid', errors: refErrors };

  // A list not sent is the stored one: no change.
  const audit = planEditAudit({ ...before, ...beforeLists }, { ...sent, ...lists });
  if (!audit) return { kind: 'ok', plan: current };
  const changes = audit.changes;

  const outcome = await deps.store.transaction(async (tx) => {
    const row = await tx.updatePlanIfVersion(id, body.version, columnsOf(sent));
    if (!row) return 'stale' as const;
    if (changes.some((change) => change.field === 'entities')) await tx.setPlanEntities(id, lists.entities);
    if (changes.some((change) => change.field === 'hospitals' || change.field === 'clinics')) {
      await tx.setPlanProviders(row, [...lists.hospitals, ...lists.clinics]);
    }
    await recordAudit(tx, deps, actor, row, audit.action, changes);
    return 'ok' as const;
  });
  if (outcome === 'stale') return { kind: 'stale' };
  return { kind: 'ok', plan: (await deps.store.adminPlan(id))! };
}

/**
 * Spec point 7's clone: `PUT /api/plans/{sourceId}/` with the full plan creates a NEW
 * plan, a **draft** (invisible to brokers), with the body's fields, entities and network
 * and the price tables of the source. The SPA then posts the three rule kinds and
 * publishes it; a failure half way leaves only a draft, which no quote shows.
 */
export async function clonePlan(deps: PlanAdminDeps, actor: Actor, sourceId: number, body: PlanCloneWire): Promise<PlanWriteResult> {
  const source = await deps.store.planRow(sourceId);
  if (!source) return { kind: 'not_found' };
  const crossErrors = issuesAsErrors(body);
  if (Object.keys(crossErrors).length > 0) return { kind: 'invalid', errors: crossErrors };
  const refErrors = await referenceErrors(deps.store, body);
  if (Object.keys(refErrors).length > 0) return { kind: 'invalid', errors: refErrors };
  const fields = columnsOf(body) as PlanWrite;
  const newId = await deps.store.transaction(async (tx) => {
    const row = await tx.insertPlan({
      ...fields,
      productLine: source.productLine,
      source: source.source,
      real: source.real,
      administradoraId: source.administradoraId,
      draft: true,
    });
    await tx.copyPriceTables(source.id, row.id);
    await tx.setPlanEntities(row.id, body.entities);
    // Passing the source's network makes the copy keep its name and tier (it is shared).
    await tx.setPlanProviders({ ...row, networkId: source.networkId }, [...body.hospitals, ...body.clinics]);
    const audit = planCloneAudit(source.id, wireFieldsOf(source), body);
    await recordAudit(tx, deps, actor, row, audit.action, audit.changes);
    return row.id;
  });
  return { kind: 'ok', plan: (await deps.store.adminPlan(newId))! };
}

/** The clone's last step: the draft becomes a plan brokers see ({@link draftPublication}). */
export async function publishPlan(deps: PlanAdminDeps, actor: Actor, id: number): Promise<PlanWriteResult> {
  const row = await deps.store.planRow(id);
  const decision = draftPublication(row ?? null);
  if (decision.kind === 'not-found') return { kind: 'not_found' };
  if (decision.kind === 'refused') return decision;
  const published = await deps.store.transaction(async (tx) => {
    // Another publication may have come first: the store's check is the last word.
    if (!(await tx.publishDraft(id))) return false;
    await recordAudit(tx, deps, actor, row!, decision.audit.action, decision.audit.changes);
    return true;
  });
  if (!published) return { kind: 'refused', message: PLAN_ADMIN_MESSAGES.alreadyPublished };
  return { kind: 'ok', plan: (await deps.store.adminPlan(id))! };
}

/** Deletes a draft (a clone that failed half way); a published plan is refused ({@link draftDeletion}). */
export async function deleteDraftPlan(deps: PlanAdminDeps, actor: Actor, id: number): Promise<{ kind: 'ok' } | NotFound | Refused> {
  const row = await deps.store.planRow(id);
  const decision = draftDeletion(row ?? null);
  if (decision.kind === 'not-found') return { kind: 'not_found' };
  if (decision.kind === 'refused') return decision;
  const deleted = await deps.store.transaction(async (tx) => {
    if (!(await tx.deleteDraft(row!))) return false;
    await recordAudit(tx, deps, actor, row!, decision.audit.action, decision.audit.changes);
    return true;
  });
  return deleted ? { kind: 'ok' } : { kind: 'refused', message: PLAN_ADMIN_MESSAGES.onlyDrafts };
}

/** A rule body of each kind (wire). */
export interface RuleBodies {
  refunds: RefundWriteWire;
  coparticipation_rules: CoparticipationRuleWriteWire;
  shortfalls: ShortfallWriteWire;
}

/** A rule row of each kind (database). */
export type RuleRow<K extends RuleKind> = RuleTableRow<K>;

/** Body (wire) → row columns of a rule, and the audited field names (wire) with their column. */
const RULE_FIELDS: Record<RuleKind, Array<[wire: string, column: string]>> = {
  refunds: [
    ['procedure', 'procedure'],
    ['value_cents', 'valueCents'],
  ],
  coparticipation_rules: [
    ['procedure', 'procedure'],
    ['percentage', 'percentage'],
    ['fixed_cents', 'fixedCents'],
    ['cap_cents', 'capCents'],
    ['exempt', 'exempt'],
  ],
  shortfalls: [
    ['group', 'group'],
    ['procedure', 'procedure'],
    ['days', 'days'],
    ['note', 'note'],
  ],
};

function ruleColumns<K extends RuleKind>(kind: K, body: RuleBodies[K]): Record<string, unknown> {
  const source = body as unknown as Record<string, unknown>;
  return Object.fromEntries(RULE_FIELDS[kind].map(([wire, column]) => [column, source[wire] ?? null]));
}

/** A stored rule row's audited values under their recorded (wire) names. */
function ruleValues(kind: RuleKind, row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(RULE_FIELDS[kind].map(([wire, column]) => [wire, row[column] ?? null]));
}

/** The refusal of a rule decision ({@link ruleAddition}, {@link ruleUpdate}, {@link ruleDeletion}) as the use case's answer. */
function refusedRule(refusal: RuleRefusal): Invalid | NotFound {
  return refusal.kind === 'not-found' ? { kind: 'not_found' } : { kind: 'invalid', errors: { plan: [refusal.message] } };
}

/** Result of a rule write: the rule row, or why not. */
export type RuleWriteResult<K extends RuleKind> = { kind: 'ok'; rule: RuleRow<K> } | Invalid | NotFound;

/** Adds a rule of `kind` to the body's plan (spec point 7's POST calls). Unknown plan: 400 on `plan`. */
export async function addRule<K extends RuleKind>(deps: PlanAdminDeps, actor: Actor, kind: K, body: RuleBodies[K]): Promise<RuleWriteResult<K>> {
  const plan = await deps.store.planRow(body.plan);
  const decision = ruleAddition(kind, { planExists: plan !== undefined, rule: body as unknown as Record<string, unknown> });
  if (decision.kind !== 'write') return refusedRule(decision);
  const rule = await deps.store.transaction(async (tx) => {
    const row = await tx.insertRule(kind, plan!.id, ruleColumns(kind, body));
    if (decision.audit) await recordAudit(tx, deps, actor, plan!, decision.audit.action, decision.audit.changes);
    return row;
  });
  return { kind: 'ok', rule };
}

/** Replaces rule `id` of `kind`; the body's `plan` must be the rule's plan ({@link ruleUpdate}). */
export async function updateRule<K extends RuleKind>(deps: PlanAdminDeps, actor: Actor, kind: K, id: number, body: RuleBodies[K]): Promise<RuleWriteResult<K>> {
  const before = await deps.store.rule(kind, id);
  const current = before ? { planId: before.planId, values: ruleValues(kind, before as Record<string, unknown>) } : null;
  const decision = ruleUpdate(kind, { current, planId: body.plan, rule: body as unknown as Record<string, unknown> });
  if (decision.kind !== 'write') return refusedRule(decision);
  const plan = (await deps.store.planRow(before!.planId))!;
  const rule = await deps.store.transaction(async (tx) => {
    const row = await tx.updateRule(kind, id, ruleColumns(kind, body));
    if (decision.audit) await recordAudit(tx, deps, actor, plan, decision.audit.action, decision.audit.changes);
    return row!;
  });
  return { kind: 'ok', rule };
}

/** Deletes rule `id` of `kind` ({@link ruleDeletion}: the audit keeps its values). */
export async function deleteRule(deps: PlanAdminDeps, actor: Actor, kind: RuleKind, id: number): Promise<{ kind: 'ok' } | NotFound> {
  const before = await deps.store.rule(kind, id);
  const decision = ruleDeletion(kind, before ? { planId: before.planId, values: ruleValues(kind, before as Record<string, unknown>) } : null);
  if (decision.kind !== 'write') return { kind: 'not_found' };
  const plan = (await deps.store.planRow(before!.planId))!;
  await deps.store.transaction(async (tx) => {
    await tx.deleteRule(kind, id);
    if (decision.audit) await recordAudit(tx, deps, actor, plan, decision.audit.action, decision.audit.changes);
  });
  return { kind: 'ok' };
}

/** Operators (id, name, slug) with their published plans counted by state and type, by name. */
export function operatorsWithPlanCounts(deps: PlanAdminDeps) {
  return deps.store.institutionPlanCounts();
}

/** An operator's plans, drafts included, narrowed by state, type and porte. */
export function plansOfOperator(deps: PlanAdminDeps, filter: AdminPlanFilter) {
  return deps.store.plansOfOperator(filter);
}

/**
 * Hospitals or clinics of a state whose name or city contains `search` (accents and case
 * ignored; LIKE's wildcards in the text match themselves), at most `limit` rows.
 */
export function searchProvidersOfState(deps: PlanAdminDeps, query: { stateId: number; kind: 'hospital' | 'clinic'; search?: string | undefined; limit: number }) {
  const folded = query.search ? escapeLike(foldText(query.search)) : undefined;
  return deps.store.searchProviders({ stateId: query.stateId, kind: query.kind, ...(folded ? { search: folded } : {}), limit: query.limit });
}

/** The commercialization areas of a state (id, name, state id). */
export function commercializationAreasOf(deps: PlanAdminDeps, stateId: number) {
  return deps.store.areasOfState(stateId);
}

/** One page (1-based, `pageSize` records, newest first) of the plan audit, of one plan or of all; with the total count. */
export function planAuditPage(deps: PlanAdminDeps, query: { planId?: number | undefined; page: number; pageSize: number }) {
  return deps.store.audit({ ...(query.planId !== undefined ? { planId: query.planId } : {}), offset: (query.page - 1) * query.pageSize, limit: query.pageSize });
}

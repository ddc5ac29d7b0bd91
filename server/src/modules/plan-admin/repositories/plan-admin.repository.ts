/**
 * Reads and writes of the control panel's plan editing: plans as the editor
 * sees them (drafts included), their network providers, rules, the audit trail. The
 * first argument is the database or a transaction; the use cases
 * (server/src/modules/plan-admin/use-cases/) open the transactions.
 *
 * Networks are shared by plans of an operator in a state; changing the providers of one
 * plan never changes another's: a shared network is copied first (copy on write, see
 * {@link setPlanProviders}).
 */
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database';
import { ACCENTED, PLAIN } from '../../../db/accent-folding';
import {
  commercializationAreas,
  coparticipationRules,
  entities,
  institutions,
  networkProviders,
  networks,
  planEntities,
  plans,
  priceTables,
  providers,
  refunds,
  shortfalls,
  states,
  type PlanRow,
} from '../../../db/schema-catalog';
import { planAudit, type PlanAuditAction, type PlanAuditChange, type PlanAuditRow } from '../../../db/schema-plan-admin';
import { findPlanRules, providerColumns, type ProviderRecord } from '../../catalog';

/** A provider with its kind, as the editor lists it. */
export type AdminProviderRecord = ProviderRecord;

/** A plan as the editor shows it: the row's fields plus names of its references, entities, providers and rules. */
export interface AdminPlanRecord {
  row: PlanRow;
  institution: { id: number; name: string; slug: string };
  state: { id: number; uf: string; name: string };
  area: { id: number; name: string };
  entities: Array<{ id: number; name: string; acronym: string }>;
  providers: AdminProviderRecord[];
  refunds: Array<typeof refunds.$inferSelect>;
  coparticipationRules: Array<typeof coparticipationRules.$inferSelect>;
  shortfalls: Array<typeof shortfalls.$inferSelect>;
}

/** The plan row (drafts included), or undefined. */
export async function findPlanRow(db: DbOrTx, id: number): Promise<PlanRow | undefined> {
  const rows = await db.select().from(plans).where(eq(plans.id, id)).limit(1);
  return rows[0];
}

/** The full editor view of a plan, or undefined. */
export async function findAdminPlan(db: DbOrTx, id: number): Promise<AdminPlanRecord | undefined> {
  const row = await findPlanRow(db, id);
  if (!row) return undefined;
  const [institution] = await db.select({ id: institutions.id, name: institutions.name, slug: institutions.slug }).from(institutions).where(eq(institutions.id, row.institutionId));
  const [state] = await db.select({ id: states.id, uf: states.uf, name: states.name }).from(states).where(eq(states.id, row.stateId));
  const [area] = await db
    .select({ id: commercializationAreas.id, name: commercializationAreas.name })
    .from(commercializationAreas)
    .where(eq(commercializationAreas.id, row.commercializationAreaId));
  const planEntityRows = await db
    .select({ id: entities.id, name: entities.name, acronym: entities.acronym })
    .from(planEntities)
    .innerJoin(entities, eq(entities.id, planEntities.entityId))
    .where(eq(planEntities.planId, id))
    .orderBy(asc(entities.acronym), asc(entities.id));
  const providerRows =
    row.networkId === null
      ? []
      : await db
          .select(providerColumns)
          .from(networkProviders)
          .innerJoin(providers, eq(providers.id, networkProviders.providerId))
          .where(eq(networkProviders.networkId, row.networkId))
          .orderBy(asc(providers.city), asc(providers.name), asc(providers.id));
  const rules = await findPlanRules(db, id);
  return {
    row,
    institution: institution!,
    state: state!,
    area: area!,
    entities: planEntityRows,
    providers: providerRows,
    refunds: rules.refunds,
    coparticipationRules: rules.rules,
    shortfalls: rules.shortfalls,
  };
}

/** Filter of the editor's plan list. */
export interface AdminPlanFilter {
  institutionId: number;
  stateId?: number;
  type?: 'CP' | 'PF' | 'PJ';
  porte?: string;
}

/** Plans of an operator (drafts included), by state, type and name. */
export async function listAdminPlans(db: DbOrTx, filter: AdminPlanFilter) {
  const conditions: SQL[] = [eq(plans.institutionId, filter.institutionId)];
  if (filter.stateId !== undefined) conditions.push(eq(plans.stateId, filter.stateId));
  if (filter.type !== undefined) conditions.push(eq(plans.type, filter.type));
  if (filter.porte !== undefined) conditions.push(eq(plans.porte, filter.porte));
  return db
    .select({
      id: plans.id,
      name: plans.name,
      type: plans.type,
      porte: plans.porte,
      stateId: states.id,
      uf: states.uf,
      area: commercializationAreas.name,
      accommodation: plans.roomType,
      coparticipation: plans.coparticipation,
      draft: plans.draft,
    })
    .from(plans)
    .innerJoin(states, eq(states.id, plans.stateId))
    .innerJoin(commercializationAreas, eq(commercializationAreas.id, plans.commercializationAreaId))
    .where(and(...conditions))
    .orderBy(asc(states.uf), asc(plans.type), asc(plans.name), asc(plans.id));
}

/** Every operator with its published plans counted by state (UF) and type. */
export async function institutionPlanCounts(db: DbOrTx) {
  const list = await db.select({ id: institutions.id, name: institutions.name, slug: institutions.slug }).from(institutions).orderBy(asc(institutions.name));
  const counts = await db
    .select({ institutionId: plans.institutionId, uf: states.uf, type: plans.type, plans: count() })
    .from(plans)
    .innerJoin(states, eq(states.id, plans.stateId))
    .where(eq(plans.draft, false))
    .groupBy(plans.institutionId, states.uf, plans.type)
    .orderBy(asc(states.uf), asc(plans.type));
  return list.map((institution) => {
    const byState = counts.filter((row) => row.institutionId === institution.id).map(({ uf, type, plans: n }) => ({ uf, type, plans: Number(n) }));
    return { ...institution, plans: byState.reduce((sum, row) => sum + row.plans, 0), byState };
  });
}

/** Providers of a state and kind whose name or city contains `search` (already folded and escaped), at most `limit`. */
export async function searchProviders(db: DbOrTx, filter: { stateId: number; kind: 'hospital' | 'clinic'; search?: string; limit: number }) {
  const conditions: SQL[] = [eq(providers.stateId, filter.stateId), eq(providers.kind, filter.kind)];
  if (filter.search) {
    const pattern = `%${filter.search}%`;
    conditions.push(sql`(translate(${providers.name}, ${ACCENTED}, ${PLAIN}) ilike ${pattern} or translate(${providers.city}, ${ACCENTED}, ${PLAIN}) ilike ${pattern})`);
  }
  return db
    .select(providerColumns)
    .from(providers)
    .where(and(...conditions))
    .orderBy(sql`lower(translate(${providers.name}, ${ACCENTED}, ${PLAIN})) collate "C"`, asc(providers.id))
    .limit(filter.limit);
}

/** Commercialization areas of a state. */
export async function areasOfState(db: DbOrTx, stateId: number) {
  return db
    .select({ id: commercializationAreas.id, name: commercializationAreas.name, stateId: commercializationAreas.stateId })
    .from(commercializationAreas)
    .where(eq(commercializationAreas.stateId, stateId))
    .orderBy(asc(commercializationAreas.id));
}

/** An area by id, or undefined. */
export async function findArea(db: DbOrTx, id: number) {
  const rows = await db.select({ id: commercializationAreas.id, stateId: commercializationAreas.stateId }).from(commercializationAreas).where(eq(commercializationAreas.id, id));
  return rows[0];
}

/** True when the operator exists. */
export async function institutionExists(db: DbOrTx, id: number): Promise<boolean> {
  return (await db.select({ id: institutions.id }).from(institutions).where(eq(institutions.id, id))).length > 0;
}

/** The ids among `ids` that are entities. */
export async function existingEntityIds(db: DbOrTx, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: entities.id }).from(entities).where(inArray(entities.id, [...new Set(ids)]));
  return new Set(rows.map((row) => row.id));
}

/** The ids among `ids` that are providers of `kind`. */
export async function existingProviderIds(db: DbOrTx, kind: 'hospital' | 'clinic', ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: providers.id })
    .from(providers)
    .where(and(inArray(providers.id, [...new Set(ids)]), eq(providers.kind, kind)));
  return new Set(rows.map((row) => row.id));
}

/** Plan columns the editor writes (Drizzle names). */
export type PlanWrite = Pick<
  typeof plans.$inferInsert,
  | 'name'
  | 'type'
  | 'porte'
  | 'institutionId'
  | 'stateId'
  | 'commercializationAreaId'
  | 'segmentation'
  | 'coverageArea'
  | 'roomType'
  | 'coparticipation'
  | 'isOptional'
  | 'acceptsMei'
  | 'minLives'
  | 'maxLives'
>;

/**
 * Writes `fields` if the plan is still at `version`, bumping it; the new row, or undefined
 * when another save came first (the version moved) — one conditional UPDATE, so two
 * concurrent saves of the same version cannot both pass.
 */
export async function updatePlanIfVersion(db: DbOrTx, id: number, version: number, fields: Partial<PlanWrite>): Promise<PlanRow | undefined> {
  const rows = await db
    .update(plans)
    .set({ ...fields, version: sql`${plans.version} + 1` })
    .where(and(eq(plans.id, id), eq(plans.version, version)))
    .returning();
  return rows[0];
}

/** Inserts a new plan (a clone: draft) and answers its row. */
export async function insertPlan(db: DbOrTx, fields: PlanWrite & Pick<typeof plans.$inferInsert, 'productLine' | 'source' | 'real' | 'administradoraId' | 'draft'>): Promise<PlanRow> {
  const [row] = await db.insert(plans).values(fields).returning();
  return row!;
}

/** Copies every price table of `fromPlanId` to `toPlanId` (all columns but the id). */
export async function copyPriceTables(db: DbOrTx, fromPlanId: number, toPlanId: number): Promise<number> {
  const rows = await db.select().from(priceTables).where(eq(priceTables.planId, fromPlanId));
  if (rows.length === 0) return 0;
  await db.insert(priceTables).values(rows.map(({ id: _id, ...row }) => ({ ...row, planId: toPlanId })));
  return rows.length;
}

/** Replaces the plan's entities. */
export async function setPlanEntities(db: DbOrTx, planId: number, entityIds: readonly number[]): Promise<void> {
  await db.delete(planEntities).where(eq(planEntities.planId, planId));
  const ids = [...new Set(entityIds)];
  if (ids.length > 0) await db.insert(planEntities).values(ids.map((entityId) => ({ planId, entityId })));
}

/**
 * Makes the plan's network list exactly `providerIds`. A network the plan shares with
 * another plan is copied first (same name, tier and flag) and the plan moved to the copy,
 * so no other plan changes; a plan without a network gets its own.
 */
export async function setPlanProviders(db: DbOrTx, plan: PlanRow, providerIds: readonly number[]): Promise<number> {
  let networkId = plan.networkId;
  const shared =
    networkId === null
      ? true
      : (await db.select({ id: plans.id }).from(plans).where(and(eq(plans.networkId, networkId), ne(plans.id, plan.id))).limit(1)).length > 0;
  if (shared) {
    const [old] = networkId === null ? [] : await db.select().from(networks).where(eq(networks.id, networkId));
    const [created] = await db
      .insert(networks)
      .values({
        institutionId: plan.institutionId,
        stateId: plan.stateId,
        name: old?.name ?? `Rede ${plan.name}`,
        tier: old?.tier ?? 'intermediaria',
        real: old?.real ?? false,
      })
      .returning({ id: networks.id });
    networkId = created!.id;
    await db.update(plans).set({ networkId }).where(eq(plans.id, plan.id));
  } else {
    await db.delete(networkProviders).where(eq(networkProviders.networkId, networkId!));
  }
  const ids = [...new Set(providerIds)];
  if (ids.length > 0) await db.insert(networkProviders).values(ids.map((providerId) => ({ networkId: networkId!, providerId })));
  return networkId!;
}

/** Publishes a draft (the clone's last step); false when it was not a draft. */
export async function publishDraft(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.update(plans).set({ draft: false }).where(and(eq(plans.id, id), eq(plans.draft, true))).returning({ id: plans.id });
  return rows.length > 0;
}

/** Deletes a draft with its rules, tables and own network; false when it was not a draft. */
export async function deleteDraft(db: DbOrTx, plan: PlanRow): Promise<boolean> {
  const rows = await db.delete(plans).where(and(eq(plans.id, plan.id), eq(plans.draft, true))).returning({ id: plans.id });
  if (rows.length === 0) return false;
  if (plan.networkId !== null) {
    const others = await db.select({ id: plans.id }).from(plans).where(eq(plans.networkId, plan.networkId)).limit(1);
    if (others.length === 0) await db.delete(networks).where(eq(networks.id, plan.networkId));
  }
  return true;
}

/** The rule tables by kind. */
export const RULE_TABLES = { refunds, coparticipation_rules: coparticipationRules, shortfalls } as const;

/** A kind of plan rule: refunds, coparticipation rules or carências (the wire's names). */
export type RuleTableKind = keyof typeof RULE_TABLES;

/** A rule row of each kind (database). */
export type RuleRow<K extends RuleTableKind> = (typeof RULE_TABLES)[K]['$inferSelect'];

/** One of the three tables, typed as one of them for Drizzle (they share the id and plan_id columns). */
const ruleTable = (kind: RuleTableKind) => RULE_TABLES[kind] as unknown as (typeof RULE_TABLES)['refunds'];

/** Rule `id` of `kind`, or undefined. */
export async function findRule<K extends RuleTableKind>(db: DbOrTx, kind: K, id: number): Promise<RuleRow<K> | undefined> {
  const table = ruleTable(kind);
  const rows = (await db.select().from(table).where(eq(table.id, id)).limit(1)) as unknown as Array<RuleRow<K>>;
  return rows[0];
}

/** Inserts a rule of `kind` for `planId` with `columns` (Drizzle names); answers its row. */
export async function insertRule<K extends RuleTableKind>(db: DbOrTx, kind: K, planId: number, columns: Record<string, unknown>): Promise<RuleRow<K>> {
  const [row] = (await db
    .insert(RULE_TABLES[kind])
    .values({ planId, ...columns } as never)
    .returning()) as unknown as Array<RuleRow<K>>;
  return row!;
}

/** Replaces rule `id`'s `columns`; answers the new row (undefined when it is gone). */
export async function updateRule<K extends RuleTableKind>(db: DbOrTx, kind: K, id: number, columns: Record<string, unknown>): Promise<RuleRow<K> | undefined> {
  const table = ruleTable(kind);
  const [row] = (await db
    .update(table)
    .set(columns as never)
    .where(eq(table.id, id))
    .returning()) as unknown as Array<RuleRow<K>>;
  return row;
}

/** Deletes rule `id` of `kind`. */
export async function deleteRule(db: DbOrTx, kind: RuleTableKind, id: number): Promise<void> {
  const table = ruleTable(kind);
  await db.delete(table).where(eq(table.id, id));
}

/** Records one audit line. */
export async function insertAudit(
  db: DbOrTx,
  record: { at: Date; userId: number; username: string; planId: number; planName: string; action: PlanAuditAction; changes: PlanAuditChange[] },
): Promise<void> {
  await db.insert(planAudit).values(record);
}

/** A page of the audit trail (newest first), optionally of one plan, with the total count. */
export async function listAudit(db: DbOrTx, filter: { planId?: number; offset: number; limit: number }): Promise<{ count: number; rows: PlanAuditRow[] }> {
  const where = filter.planId === undefined ? undefined : eq(planAudit.planId, filter.planId);
  const [total] = await db.select({ n: count() }).from(planAudit).where(where);
  const rows = await db.select().from(planAudit).where(where).orderBy(desc(planAudit.at), desc(planAudit.id)).offset(filter.offset).limit(filter.limit);
  return { count: Number(total?.n ?? 0), rows };
}

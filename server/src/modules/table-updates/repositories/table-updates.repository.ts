/**
 * Queries of the table-updates calendar (db/schema-table-updates.ts). The first argument is
 * the database or a transaction; dates are `YYYY-MM-DD` text, `today` the caller's
 * Brasília day (the clock stays in the use cases).
 */
import { and, asc, count, desc, eq, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { TableUpdateEntry } from '../../../../../src/domain/table-updates';
import type { DbOrTx } from '../../../db/database';
import { institutions, plans, priceTables, states } from '../../../db/schema-catalog';
import { tableImports, tableUpdates, tableUpdateViews, type ImportedPlanRecord } from '../../../db/schema-table-updates';

/** A calendar line with its institution and UF (src/domain/table-updates.ts), and when it last changed. */
export interface TableUpdateRecord extends TableUpdateEntry {
  changedAt: Date;
}

const recordColumns = {
  id: tableUpdates.id,
  institutionId: institutions.id,
  institutionName: institutions.name,
  stateId: tableUpdates.stateId,
  uf: states.uf,
  updatingDate: tableUpdates.updatingDate,
  updatingDescription: tableUpdates.updatingDescription,
  kind: tableUpdates.kind,
  changedAt: tableUpdates.changedAt,
};

type RecordRow = { [K in keyof typeof recordColumns]: (typeof recordColumns)[K]['_']['data'] };

function toRecord(row: RecordRow): TableUpdateRecord {
  return {
    id: row.id,
    institution: { id: row.institutionId, name: row.institutionName },
    stateId: row.stateId,
    uf: row.uf,
    date: row.updatingDate,
    description: row.updatingDescription,
    kind: row.kind,
    changedAt: row.changedAt,
  };
}

/** Filter of {@link findTableUpdates}. */
export interface TableUpdateFilter {
  stateId?: number;
  institutionId?: number;
  /** Only lines dated on or before this day (the effective history). */
  until?: string;
  /** Only lines dated on or after this day (what is coming). */
  from?: string;
  limit?: number;
}

/** Calendar lines matching `filter`, by `updating_date`, then institution name, then id. */
export async function findTableUpdates(db: DbOrTx, filter: TableUpdateFilter): Promise<TableUpdateRecord[]> {
  const conditions: SQL[] = [];
  if (filter.stateId !== undefined) conditions.push(eq(tableUpdates.stateId, filter.stateId));
  if (filter.institutionId !== undefined) conditions.push(eq(tableUpdates.institutionId, filter.institutionId));
  if (filter.until !== undefined) conditions.push(lte(tableUpdates.updatingDate, filter.until));
  if (filter.from !== undefined) conditions.push(gte(tableUpdates.updatingDate, filter.from));
  const query = db
    .select(recordColumns)
    .from(tableUpdates)
    .innerJoin(institutions, eq(institutions.id, tableUpdates.institutionId))
    .innerJoin(states, eq(states.id, tableUpdates.stateId))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(asc(tableUpdates.updatingDate), asc(institutions.name), asc(tableUpdates.id));
  const rows = filter.limit === undefined ? await query : await query.limit(filter.limit);
  return rows.map(toRecord);
}

/** One line by id, or undefined. */
export async function findTableUpdateById(db: DbOrTx, id: number): Promise<TableUpdateRecord | undefined> {
  const rows = await db
    .select(recordColumns)
    .from(tableUpdates)
    .innerJoin(institutions, eq(institutions.id, tableUpdates.institutionId))
    .innerJoin(states, eq(states.id, tableUpdates.stateId))
    .where(eq(tableUpdates.id, id))
    .limit(1);
  return rows[0] ? toRecord(rows[0]) : undefined;
}

/** States with lines dated from `from` on, and how many (state id order). */
export async function countUpcomingByState(db: DbOrTx, from: string): Promise<Array<{ id: number; uf: string; count: number }>> {
  return db
    .select({ id: states.id, uf: states.uf, count: sql<number>`count(*)::int` })
    .from(tableUpdates)
    .innerJoin(states, eq(states.id, tableUpdates.stateId))
    .where(gte(tableUpdates.updatingDate, from))
    .groupBy(states.id, states.uf)
    .orderBy(asc(states.id));
}

/** Values of a new or edited forecast. */
export interface ForecastValues {
  institutionId: number;
  stateId: number;
  updatingDate: string;
  updatingDescription: string;
}

/** Inserts a forecast line; returns its id. */
export async function insertForecast(db: DbOrTx, values: ForecastValues, now: Date): Promise<number> {
  const [row] = await db
    .insert(tableUpdates)
    .values({ ...values, kind: 'forecast', createdAt: now, changedAt: now })
    .returning({ id: tableUpdates.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** Rewrites a forecast line (only `kind` 'forecast'); false when no such forecast. */
export async function updateForecast(db: DbOrTx, id: number, values: ForecastValues, now: Date): Promise<boolean> {
  const rows = await db
    .update(tableUpdates)
    .set({ ...values, changedAt: now })
    .where(and(eq(tableUpdates.id, id), eq(tableUpdates.kind, 'forecast')))
    .returning({ id: tableUpdates.id });
  return rows.length > 0;
}

/** Deletes a forecast line (only `kind` 'forecast'); false when no such forecast. */
export async function deleteForecast(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .delete(tableUpdates)
    .where(and(eq(tableUpdates.id, id), eq(tableUpdates.kind, 'forecast')))
    .returning({ id: tableUpdates.id });
  return rows.length > 0;
}

/** The caller's calendar view: last opened and state chosen (nulls when never opened). */
export async function findView(db: DbOrTx, userId: number): Promise<{ lastSeenAt: Date | null; stateId: number | null }> {
  const rows = await db.select().from(tableUpdateViews).where(eq(tableUpdateViews.userId, userId)).limit(1);
  return { lastSeenAt: rows[0]?.lastSeenAt ?? null, stateId: rows[0]?.stateId ?? null };
}

/** Records that the user opened the calendar at `now`, on `stateId` (null: every state; undefined: keep the one saved). */
export async function saveView(db: DbOrTx, userId: number, now: Date, stateId: number | null | undefined): Promise<void> {
  const set = stateId === undefined ? { lastSeenAt: now } : { lastSeenAt: now, stateId };
  await db
    .insert(tableUpdateViews)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: tableUpdateViews.userId, set });
}

/**
 * Lines changed after `since`, of one state or of all. `since` null (the calendar was never
 * opened): the lines dated `today` (ISO date) or later — the coming updates — rather than the
 * whole past history a new user never saw.
 */
export async function countChangedSince(db: DbOrTx, since: Date | null, stateId: number | null, today: string): Promise<number> {
  const conditions: SQL[] = [];
  conditions.push(since ? gt(tableUpdates.changedAt, since) : gte(tableUpdates.updatingDate, today));
  if (stateId !== null) conditions.push(eq(tableUpdates.stateId, stateId));
  const [row] = await db
    .select({ n: count() })
    .from(tableUpdates)
    .where(conditions.length > 0 ? and(...conditions) : undefined);
  return row?.n ?? 0;
}

/** Audit values of a committed import. */
export interface ImportAuditValues {
  userId: number;
  username: string;
  fileName: string;
  institutionId: number;
  stateId: number;
  effectiveDate: string;
  plans: ImportedPlanRecord[];
}

/** Writes the audit record of an import; returns its id. */
export async function insertImportAudit(db: DbOrTx, values: ImportAuditValues, now: Date): Promise<number> {
  const [row] = await db
    .insert(tableImports)
    .values({ ...values, createdAt: now })
    .returning({ id: tableImports.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** Committed imports, newest first (the audit list). */
export async function listImportAudits(db: DbOrTx, limit: number) {
  return db.select().from(tableImports).orderBy(desc(tableImports.createdAt), desc(tableImports.id)).limit(limit);
}

/**
 * Closes the open forecast of (institution, state) nearest to `effectiveDate` — it becomes
 * the 'update' line of the import, dated `effectiveDate` — or, without one, inserts that
 * line. Returns the line's id.
 */
export async function recordImportedUpdate(
  db: DbOrTx,
  values: { institutionId: number; stateId: number; effectiveDate: string; description: string; importId: number },
  now: Date,
): Promise<number> {
  const [open] = await db
    .select({ id: tableUpdates.id, description: tableUpdates.updatingDescription })
    .from(tableUpdates)
    .where(and(eq(tableUpdates.institutionId, values.institutionId), eq(tableUpdates.stateId, values.stateId), eq(tableUpdates.kind, 'forecast')))
    .orderBy(sql`abs(${tableUpdates.updatingDate} - ${values.effectiveDate}::date)`, asc(tableUpdates.id))
    .limit(1);
  if (open) {
    await db
      .update(tableUpdates)
      .set({ kind: 'update', updatingDate: values.effectiveDate, updatingDescription: values.description, importId: values.importId, changedAt: now })
      .where(eq(tableUpdates.id, open.id));
    return open.id;
  }
  const [row] = await db
    .insert(tableUpdates)
    .values({
      institutionId: values.institutionId,
      stateId: values.stateId,
      updatingDate: values.effectiveDate,
      updatingDescription: values.description,
      kind: 'update',
      importId: values.importId,
      createdAt: now,
      changedAt: now,
    })
    .returning({ id: tableUpdates.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** A plan as an import checks it. */
export interface ImportPlanRow {
  id: number;
  name: string;
  institutionId: number;
  stateId: number;
  real: boolean;
}

/** The plans with these ids (any institution or state: the caller checks). */
export async function findPlansByIds(db: DbOrTx, ids: readonly number[]): Promise<ImportPlanRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: plans.id, name: plans.name, institutionId: plans.institutionId, stateId: plans.stateId, real: plans.real })
    .from(plans)
    .where(inArray(plans.id, [...new Set(ids)]));
}

/** Per plan, the table in force on `today` (latest effective date ≤ today), when it has one. */
export async function findTablesInForce(
  db: DbOrTx,
  planIds: readonly number[],
  today: string,
): Promise<Map<number, { effectiveDate: string; pricesCents: number[] }>> {
  const result = new Map<number, { effectiveDate: string; pricesCents: number[] }>();
  if (planIds.length === 0) return result;
  const rows = await db
    .selectDistinctOn([priceTables.planId], { planId: priceTables.planId, effectiveDate: priceTables.effectiveDate, pricesCents: priceTables.pricesCents })
    .from(priceTables)
    .where(and(inArray(priceTables.planId, [...new Set(planIds)]), lte(priceTables.effectiveDate, today)))
    .orderBy(priceTables.planId, desc(priceTables.effectiveDate));
  for (const row of rows) result.set(row.planId, { effectiveDate: row.effectiveDate, pricesCents: row.pricesCents });
  return result;
}

/** The ids among `planIds` that already have a table dated `effectiveDate`. */
export async function plansWithTableOn(db: DbOrTx, planIds: readonly number[], effectiveDate: string): Promise<Set<number>> {
  if (planIds.length === 0) return new Set();
  const rows = await db
    .select({ planId: priceTables.planId })
    .from(priceTables)
    .where(and(inArray(priceTables.planId, [...new Set(planIds)]), eq(priceTables.effectiveDate, effectiveDate)));
  return new Set(rows.map((row) => row.planId));
}

/** Inserts accepted price tables; returns their ids in the same order. */
export async function insertPriceTables(db: DbOrTx, tables: ReadonlyArray<typeof priceTables.$inferInsert>): Promise<number[]> {
  if (tables.length === 0) return [];
  const rows = await db.insert(priceTables).values([...tables]).returning({ id: priceTables.id, planId: priceTables.planId });
  const byPlan = new Map(rows.map((row) => [row.planId, row.id]));
  return tables.map((table) => byPlan.get(table.planId) ?? 0);
}

/**
 * The confirm's writes of an operator catalog file (inside the caller's transaction), section
 * by section and in this order: the operator, the areas, the networks with their providers,
 * the plans (with the administradoras they name), the entities the plans link, the
 * coparticipation rules, carências, refunds, entity links, price tables, the operator's scope,
 * then one audit record and one calendar line per state. New rows go in multi-row statements
 * (`batches`); the networks section is write-networks.ts.
 */
import { eq, sql } from 'drizzle-orm';
import type { PlanRow as FilePlanRow, PriceRow } from '../../../../src/contract/operator-catalog-file';
import type { DbOrTx } from '../../db/database';
import {
  administradoras,
  commercializationAreas,
  coparticipationRules,
  entities,
  institutionSimilarEntities,
  institutions,
  planEntities,
  plans,
  priceTables,
  refunds,
  shortfalls,
} from '../../db/schema-catalog';
import { insertImportAudit, recordImportedUpdate } from '../../modules/table-updates/repositories/table-updates.repository';
import { ansProfileOf } from '../ans-operators';
import { coparticipationOf, key, planColumns, pricesOf, promoOf, refundsOf, shortfallsOf, slugOf } from './file-rows';
import { batches, insertId, type WriteContext } from './write-context';
import { writeNetworks } from './write-networks';

/** Confirm: writes everything of the file (inside the caller's transaction). Returns the audit ids (one per state). */
export async function writeCatalog(tx: DbOrTx, ctx: WriteContext): Promise<number[]> {
  const institutionId = await writeOperator(tx, ctx);
  const areaIds = await writeAreas(tx, ctx);
  const references = referenceWriters(tx, ctx);
  const networkIds = await writeNetworks(tx, ctx, institutionId);
  const written = await writePlans(tx, ctx, { institutionId, areaIds, networkIds, administradoraId: references.administradoraId });
  const entityLinks = await entityLinksOf(written, institutionId, references.entityId);
  await writeCoparticipation(tx, ctx, written);
  await writeShortfalls(tx, ctx, written);
  await writeRefunds(tx, ctx, written);
  await writeEntityLinks(tx, entityLinks);
  const audit = await writePriceTables(tx, ctx, written);
  await markNationalScope(tx, institutionId);
  return writeAudit(tx, ctx, institutionId, audit);
}

/**
 * The operator: a new one is inserted (slug from its name, with the registro ANS when the
 * name's slug is taken; national when the file's areas span several states; its ANS profile —
 * CADOP, IDSS, IGR — from the bundled reference); an existing one gets the file's name and,
 * when given, its legal name and ANS profile. Returns its id.
 */
async function writeOperator(tx: DbOrTx, ctx: WriteContext): Promise<number> {
  const operator = ctx.file.operadora;
  const existingId = ctx.catalog.institution?.id ?? null;
  if (existingId !== null) {
    await tx
      .update(institutions)
      .set({ name: operator.nome, legalName: operator.razao_social ?? sql`${institutions.legalName}`, ansProfile: ansProfileOf(operator.registro_ans) ?? sql`${institutions.ansProfile}` })
      .where(eq(institutions.id, existingId));
    return existingId;
  }
  const stateCount = new Set([...ctx.areaByName.values()].map((area) => area.stateId)).size;
  const taken = await tx.select({ id: institutions.id }).from(institutions).where(eq(institutions.slug, slugOf(operator.nome))).limit(1);
  return insertId(
    tx
      .insert(institutions)
      .values({
        name: operator.nome,
        legalName: operator.razao_social ?? null,
        slug: taken.length ? `${slugOf(operator.nome)}-${operator.registro_ans}` : slugOf(operator.nome),
        ansRegistration: operator.registro_ans ?? null,
        // Registry and quality data (CADOP, IDSS, IGR) from the bundled ANS reference.
        ansProfile: ansProfileOf(operator.registro_ans),
        logo: null,
        scope: stateCount > 1 ? 'nacional' : 'regional',
      })
      .returning({ id: institutions.id }),
  );
}

/** The file's areas: the catalog's one with the same state, name and municipalities, else a new one. Returns the ids by area name key. */
async function writeAreas(tx: DbOrTx, ctx: WriteContext): Promise<Map<string, number>> {
  const areaIds = new Map<string, number>();
  for (const [name, area] of ctx.areaByName) {
    areaIds.set(name, ctx.catalog.areaIdOf(area) ?? (await insertId(tx.insert(commercializationAreas).values({ stateId: area.stateId, name: area.name, cities: area.cities }).returning({ id: commercializationAreas.id }))));
  }
  return areaIds;
}

/** Ids of administradoras (by name) and entities (by acronym), each inserted on first use when the catalog lacks it. */
interface ReferenceWriters {
  readonly administradoraId: (name: string) => Promise<number>;
  readonly entityId: (acronym: string) => Promise<number>;
}

/**
 * The writers of the administradoras and entities the plans name: a new administradora takes
 * its slug's existing row if any (ANS registration unknown); a new entity is an association
 * named by its acronym, national.
 */
function referenceWriters(tx: DbOrTx, ctx: WriteContext): ReferenceWriters {
  const adminIds = new Map<string, number>();
  const entityIds = new Map<string, number>();
  return {
    administradoraId: async (name) => {
      const found = ctx.catalog.adminOf(name)?.id ?? adminIds.get(key(name));
      if (found !== undefined) return found;
      const taken = await tx.select({ id: administradoras.id }).from(administradoras).where(eq(administradoras.slug, slugOf(name))).limit(1);
      const id = taken[0]?.id ?? (await insertId(tx.insert(administradoras).values({ name, slug: slugOf(name), ansRegistration: null }).returning({ id: administradoras.id })));
      adminIds.set(key(name), id);
      return id;
    },
    entityId: async (acronym) => {
      const found = ctx.catalog.entityOf(acronym)?.id ?? entityIds.get(key(acronym));
      if (found !== undefined) return found;
      const id = await insertId(tx.insert(entities).values({ acronym, name: acronym, kind: 'associacao', stateId: null }).returning({ id: entities.id }));
      entityIds.set(key(acronym), id);
      return id;
    },
  };
}

type PlanValues = typeof plans.$inferInsert;

/** A plan of the file the confirm writes (new or changed), with its columns. */
interface PlanToWrite {
  readonly row: FilePlanRow;
  /** The operator code's key. */
  readonly code: string;
  readonly stateId: number;
  /** The catalog's plan with that code; null when new. */
  readonly existingId: number | null;
  readonly columns: PlanValues;
}

/** A written plan with its id. */
interface WrittenPlan extends PlanToWrite {
  readonly planId: number;
}

/**
 * The plans: the new and changed ones of the dry run's report (unchanged ones are not
 * touched); a changed plan is updated one by one (a re-import touches few; its version goes
 * up) and loses its coparticipation rules, carências, refunds and entity links (rewritten
 * after); new plans go in multi-row statements — a first seed of ~4,400 plans wrote ~27,000
 * single-row statements. Returns them in file order with their ids.
 * @throws Error when a plan got no id (a bug; the transaction rolls back).
 */
async function writePlans(
  tx: DbOrTx,
  ctx: WriteContext,
  ids: { readonly institutionId: number; readonly areaIds: ReadonlyMap<string, number>; readonly networkIds: ReadonlyMap<string, number>; readonly administradoraId: ReferenceWriters['administradoraId'] },
): Promise<WrittenPlan[]> {
  const planRows = await plansToWrite(ctx, ids);
  const planIdOf = new Map<string, number>();
  for (const entry of planRows) {
    if (entry.existingId === null) continue;
    const planId = entry.existingId;
    planIdOf.set(entry.code, planId);
    await tx.update(plans).set({ ...entry.columns, version: sql`${plans.version} + 1` }).where(eq(plans.id, planId));
    await tx.delete(coparticipationRules).where(eq(coparticipationRules.planId, planId));
    await tx.delete(shortfalls).where(eq(shortfalls.planId, planId));
    await tx.delete(refunds).where(eq(refunds.planId, planId));
    await tx.delete(planEntities).where(eq(planEntities.planId, planId));
  }
  // Operator codes are unique within an operator (the dry run refuses repeats), so the returned code names each new id.
  for (const batch of batches(planRows.filter((entry) => entry.existingId === null))) {
    const inserted = await tx.insert(plans).values(batch.map((entry) => ({ ...entry.columns, draft: false }))).returning({ id: plans.id, operatorCode: plans.operatorCode });
    for (const created of inserted) planIdOf.set(key(created.operatorCode ?? ''), created.id);
  }
  return planRows.map((entry) => {
    const planId = planIdOf.get(entry.code);
    if (planId === undefined) throw new Error(`plan ${entry.row.codigo} was not written`);
    return { ...entry, planId };
  });
}

/**
 * The file's new and changed plans with their columns: the area and network ids just
 * written (else the operator's network of that name in the state; none without a name), the
 * administradora (inserted on first use), the file's source, real, its operator code.
 */
async function plansToWrite(
  ctx: WriteContext,
  ids: { readonly institutionId: number; readonly areaIds: ReadonlyMap<string, number>; readonly networkIds: ReadonlyMap<string, number>; readonly administradoraId: ReferenceWriters['administradoraId'] },
): Promise<PlanToWrite[]> {
  const planRows: PlanToWrite[] = [];
  for (const row of ctx.file.planos) {
    const code = key(row.codigo);
    const report = ctx.reports.find((plan) => key(plan.code) === code);
    if (!report || report.status === 'unchanged') continue;
    const area = ctx.areaByName.get(key(row.area));
    if (!area) continue;
    const network = row.rede ? ids.networkIds.get(`${area.stateId}|${key(row.rede)}`) ?? ctx.catalog.networkRows.find((net) => net.stateId === area.stateId && key(net.name) === key(row.rede ?? ''))?.id ?? null : null;
    const columns: PlanValues = {
      ...planColumns(row),
      institutionId: ids.institutionId,
      stateId: area.stateId,
      commercializationAreaId: ids.areaIds.get(key(row.area)) ?? 0,
      administradoraId: row.administradora ? await ids.administradoraId(row.administradora) : null,
      networkId: network,
      source: ctx.file.operadora.fonte,
      real: true,
      operatorCode: row.codigo,
    };
    planRows.push({ row, code, stateId: area.stateId, existingId: ctx.catalog.planByCode.get(code)?.id ?? null, columns });
  }
  return planRows;
}

/** Links of plans and of the operator to entities (its "similar entities" are the entities of its adhesion plans). */
interface EntityLinks {
  readonly plan: readonly { planId: number; entityId: number }[];
  readonly similar: readonly { institutionId: number; entityId: number }[];
}

/** The written plans' entity links, once each, inserting (in plan order) the entities the catalog lacks. */
async function entityLinksOf(written: readonly WrittenPlan[], institutionId: number, entityId: ReferenceWriters['entityId']): Promise<EntityLinks> {
  const entityLinks = new Map<string, { planId: number; entityId: number }>();
  const similarLinks = new Map<number, { institutionId: number; entityId: number }>();
  for (const { row, planId } of written) {
    for (const acronym of row.entidades) {
      const linked = await entityId(acronym);
      entityLinks.set(`${planId}|${linked}`, { planId, entityId: linked });
      similarLinks.set(linked, { institutionId, entityId: linked });
    }
  }
  return { plan: [...entityLinks.values()], similar: [...similarLinks.values()] };
}

/** The written plans' coparticipation rules (the file's rows). */
async function writeCoparticipation(tx: DbOrTx, ctx: WriteContext, written: readonly WrittenPlan[]): Promise<void> {
  const rows = written.flatMap(({ code, planId }) => coparticipationOf(ctx.file, code).map((rule) => ({ ...rule, planId })));
  for (const batch of batches(rows)) await tx.insert(coparticipationRules).values(batch);
}

/** The written plans' carências (the file's rows, else the legal standard ones). */
async function writeShortfalls(tx: DbOrTx, ctx: WriteContext, written: readonly WrittenPlan[]): Promise<void> {
  const rows = written.flatMap(({ code, row, planId }) => shortfallsOf(ctx.file, code, row).map((rule) => ({ ...rule, planId })));
  for (const batch of batches(rows)) await tx.insert(shortfalls).values(batch);
}

/** The written plans' refunds (the file's rows). */
async function writeRefunds(tx: DbOrTx, ctx: WriteContext, written: readonly WrittenPlan[]): Promise<void> {
  const rows = written.flatMap(({ code, planId }) => refundsOf(ctx.file, code).map((rule) => ({ ...rule, planId })));
  for (const batch of batches(rows)) await tx.insert(refunds).values(batch);
}

/** The plans' and the operator's entity links (an existing link is kept). */
async function writeEntityLinks(tx: DbOrTx, links: EntityLinks): Promise<void> {
  for (const batch of batches(links.plan)) await tx.insert(planEntities).values(batch).onConflictDoNothing();
  for (const batch of batches(links.similar)) await tx.insert(institutionSimilarEntities).values(batch).onConflictDoNothing();
}

/** What one state's audit record lists: the latest vigência written and each plan's new table. */
interface StateAudit {
  effectiveDate: string;
  plans: { planId: number; planName: string; priceTableId: number }[];
}

/**
 * The written plans' price tables, except those on a date the plan already has (history is
 * kept; a same-date table with other prices was refused by the dry run). Returns what each
 * state's audit lists.
 */
async function writePriceTables(tx: DbOrTx, ctx: WriteContext, written: readonly WrittenPlan[]): Promise<Map<number, StateAudit>> {
  const planOfId = new Map(written.map((entry) => [entry.planId, { name: entry.row.nome, stateId: entry.stateId }]));
  const audit = new Map<number, StateAudit>();
  for (const batch of batches(priceTableRows(ctx, written))) {
    const inserted = await tx.insert(priceTables).values(batch).returning({ id: priceTables.id, planId: priceTables.planId, effectiveDate: priceTables.effectiveDate });
    for (const table of inserted) {
      const plan = planOfId.get(table.planId);
      if (!plan) continue;
      const entry = audit.get(plan.stateId) ?? { effectiveDate: table.effectiveDate, plans: [] };
      if (table.effectiveDate > entry.effectiveDate) entry.effectiveDate = table.effectiveDate;
      entry.plans.push({ planId: table.planId, planName: plan.name, priceTableId: table.id });
      audit.set(plan.stateId, entry);
    }
  }
  return audit;
}

/**
 * The price-table rows to insert, plan by plan in file order: promotional months only with
 * promotional prices; the source and the table date from the row, else the file's.
 */
function priceTableRows(ctx: WriteContext, written: readonly WrittenPlan[]): (typeof priceTables.$inferInsert)[] {
  const operator = ctx.file.operadora;
  const pricesByPlan = new Map<string, PriceRow[]>();
  for (const price of ctx.file.precos) {
    const list = pricesByPlan.get(key(price.plano)) ?? [];
    list.push(price);
    pricesByPlan.set(key(price.plano), list);
  }
  const tableRows: (typeof priceTables.$inferInsert)[] = [];
  for (const entry of written) {
    const history = entry.existingId !== null ? (ctx.catalog.tablesOfPlan.get(entry.existingId) ?? []) : [];
    for (const table of pricesByPlan.get(entry.code) ?? []) {
      if (history.some((old) => old.effectiveDate === table.vigencia)) continue;
      const promo = promoOf(table);
      tableRows.push({
        planId: entry.planId,
        effectiveDate: table.vigencia ?? '',
        pricesCents: pricesOf(table),
        promotionalPricesCents: promo,
        promotionalMonths: promo ? (table.meses_promocionais ?? null) : null,
        source: table.fonte ?? operator.fonte,
        real: true,
        tableDate: table.data_tabela ?? operator.data_tabela ?? null,
      });
    }
  }
  return tableRows;
}

/** An operator selling in several states is national (the institution page says so). */
async function markNationalScope(tx: DbOrTx, institutionId: number): Promise<void> {
  const [spread] = await tx.select({ states: sql<number>`count(distinct ${plans.stateId})::int` }).from(plans).where(eq(plans.institutionId, institutionId));
  if ((spread?.states ?? 0) > 1) await tx.update(institutions).set({ scope: 'nacional' }).where(eq(institutions.id, institutionId));
}

/** Per state with new tables: one audit record (`table_imports`) and one calendar history line. Returns the audit ids. */
async function writeAudit(tx: DbOrTx, ctx: WriteContext, institutionId: number, audit: ReadonlyMap<number, StateAudit>): Promise<number[]> {
  const ids: number[] = [];
  const actor = ctx.options.actor === 'seed' ? { id: 0, username: 'seed' } : ctx.options.actor;
  for (const [stateId, entry] of audit) {
    const id = await insertImportAudit(
      tx,
      { userId: actor.id, username: actor.username, fileName: ctx.options.fileName, institutionId, stateId, effectiveDate: entry.effectiveDate, plans: entry.plans },
      ctx.options.now,
    );
    const count = new Set(entry.plans.map((plan) => plan.planId)).size;
    await recordImportedUpdate(
      tx,
      {
        institutionId,
        stateId,
        effectiveDate: entry.effectiveDate,
        description: `Catálogo da operadora: ${count === 1 ? '1 plano' : `${count} planos`} com tabela nova (importado de ${ctx.options.fileName}).`,
        importId: id,
      },
      ctx.options.now,
    );
    ids.push(id);
  }
  return ids;
}

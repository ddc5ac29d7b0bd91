/**
 * The dry run's diff of an operator catalog file against the catalog: what the catalog has
 * for the file (read once; the confirm writes against it), each plan new / changed (which
 * attributes, the change of each bracket) / unchanged, the plans the file leaves out, and the
 * providers, administradoras, entities and areas the confirm would create.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OperatorCatalogFile, PlanRow as FilePlanRow } from '../../../../src/contract/operator-catalog-file';
import { stateById, stateByUf } from '../../../../src/domain/quotation/states';
import type { DbOrTx } from '../../db/database';
import {
  administradoras,
  commercializationAreas,
  coparticipationRules,
  entities,
  institutions,
  networks,
  planEntities,
  plans,
  priceTables,
  providers,
  refunds,
  shortfalls,
} from '../../db/schema-catalog';
import { importPriceTable } from '../import-price-table';
import {
  ATTRIBUTE_LABELS,
  changesOf,
  coparticipationOf,
  key,
  planColumns,
  pricesOf,
  promoOf,
  refundsOf,
  sameArray,
  shortfallsOf,
  slugOf,
  type FileArea,
  type FileTable,
} from './file-rows';
import type { OperatorCatalogPlanReport, OperatorCatalogReport, Refusals } from './import-report';

type PlanRecord = typeof plans.$inferSelect;
type PriceTableRecord = typeof priceTables.$inferSelect;

/** What the catalog has for the file. */
export interface CatalogState {
  /** The operator, by registro ANS; undefined when new. */
  readonly institution: typeof institutions.$inferSelect | undefined;
  /** The operator's plans in the file's states. */
  readonly existingPlans: readonly PlanRecord[];
  /** Those of them with an operator code, by its key. */
  readonly planByCode: ReadonlyMap<string, PlanRecord>;
  /** Each existing plan's tables, latest first. */
  readonly tablesOfPlan: ReadonlyMap<number, readonly PriceTableRecord[]>;
  /** Id of the catalog's area with the state, name and municipalities of a file area. */
  readonly areaIdOf: (area: FileArea) => number | undefined;
  /** The administradora by name or slug. */
  readonly adminOf: (name: string) => { readonly id: number } | undefined;
  /** The entity by acronym. */
  readonly entityOf: (acronym: string) => { readonly id: number } | undefined;
  /** The providers of the file's network states, by {@link providerKey}. */
  readonly providerByKey: ReadonlyMap<string, { readonly id: number }>;
  /** The operator's networks. */
  readonly networkRows: readonly (typeof networks.$inferSelect)[];
  /** The existing plans' coparticipation rules, carências, refunds and entity links. */
  readonly existingRules: {
    readonly copart: readonly (typeof coparticipationRules.$inferSelect)[];
    readonly shortfall: readonly (typeof shortfalls.$inferSelect)[];
    readonly refund: readonly (typeof refunds.$inferSelect)[];
    readonly entity: readonly (typeof planEntities.$inferSelect)[];
  };
}

/** Identity of a provider: name + municipality (keys) + UF. */
export function providerKey(name: string, city: string, uf: string): string {
  return `${key(name)}|${key(city)}|${uf}`;
}

/**
 * Reads what the catalog has for the file, in this order: the operator, its plans in the
 * file's states and their tables, the areas of those states, the administradoras, the
 * entities, the providers of the network's states, the operator's networks, then the
 * existing plans' coparticipation rules, carências, refunds and entity links.
 */
export async function readCatalog(db: DbOrTx, file: OperatorCatalogFile, areaByName: ReadonlyMap<string, FileArea>): Promise<CatalogState> {
  const [institution] = await db.select().from(institutions).where(eq(institutions.ansRegistration, file.operadora.registro_ans ?? '')).limit(1);
  const stateIds = [...new Set([...areaByName.values()].map((area) => area.stateId))];
  const existingPlans = institution
    ? await db.select().from(plans).where(and(eq(plans.institutionId, institution.id), stateIds.length > 0 ? inArray(plans.stateId, stateIds) : sql`false`))
    : [];
  const planByCode = new Map(existingPlans.filter((plan) => plan.operatorCode !== null).map((plan) => [key(plan.operatorCode ?? ''), plan]));
  const existingIds = existingPlans.map((plan) => plan.id);
  const latestTables = existingIds.length
    ? await db
        .select()
        .from(priceTables)
        .where(inArray(priceTables.planId, existingIds))
        .orderBy(priceTables.planId, sql`${priceTables.effectiveDate} desc`)
    : [];
  const tablesOfPlan = new Map<number, PriceTableRecord[]>();
  for (const table of latestTables) tablesOfPlan.set(table.planId, [...(tablesOfPlan.get(table.planId) ?? []), table]);
  const areaRows = stateIds.length ? await db.select().from(commercializationAreas).where(inArray(commercializationAreas.stateId, stateIds)) : [];
  const areaIdOf = (area: FileArea) =>
    areaRows.find(
      (row) =>
        row.stateId === area.stateId &&
        key(row.name) === key(area.name) &&
        sameArray(row.cities ? [...row.cities].map(key).sort() : null, area.cities ? [...area.cities].map(key).sort() : null),
    )?.id;
  const adminRows = await db.select().from(administradoras);
  const adminOf = (name: string) => adminRows.find((row) => key(row.name) === key(name) || row.slug === slugOf(name));
  const entityRows = await db.select({ id: entities.id, acronym: entities.acronym }).from(entities);
  const entityOf = (acronym: string) => entityRows.find((row) => key(row.acronym) === key(acronym));
  const networkStateIds = [...new Set(file.rede.flatMap((row) => stateByUf(row.uf ?? '')?.id ?? []))];
  const providerRows = networkStateIds.length ? await db.select().from(providers).where(inArray(providers.stateId, networkStateIds)) : [];
  const providerByKey = new Map(providerRows.map((row) => [providerKey(row.name, row.city, row.uf), row]));
  const networkRows = institution ? await db.select().from(networks).where(eq(networks.institutionId, institution.id)) : [];
  const existingRules = existingIds.length
    ? {
        copart: await db.select().from(coparticipationRules).where(inArray(coparticipationRules.planId, existingIds)),
        shortfall: await db.select().from(shortfalls).where(inArray(shortfalls.planId, existingIds)),
        refund: await db.select().from(refunds).where(inArray(refunds.planId, existingIds)),
        entity: await db.select().from(planEntities).where(inArray(planEntities.planId, existingIds)),
      }
    : { copart: [], shortfall: [], refund: [], entity: [] };
  return { institution, existingPlans, planByCode, tablesOfPlan, areaIdOf, adminOf, entityOf, providerByKey, networkRows, existingRules };
}

/** The diff of the file's plans: one report per plan whose area is in the file, and what the confirm would create. */
export interface PlansDiff {
  readonly reports: OperatorCatalogPlanReport[];
  readonly newAdministradoras: Set<string>;
  readonly newEntities: Set<string>;
  /** "Área (UF)". */
  readonly newAreas: Set<string>;
}

/**
 * Diffs each plan of the file (file order) against the catalog. Refuses a code the operator
 * already uses in another UF, and a table on a date the plan already has with other prices
 * (a table in force is history: a correction is a new vigência).
 */
export function diffPlans(
  file: OperatorCatalogFile,
  areaByName: ReadonlyMap<string, FileArea>,
  tablesByPlan: ReadonlyMap<string, readonly FileTable[]>,
  catalog: CatalogState,
  refusals: Refusals,
): PlansDiff {
  const diff: PlansDiff = { reports: [], newAdministradoras: new Set(), newEntities: new Set(), newAreas: new Set() };
  file.planos.forEach((row, index) => {
    const code = key(row.codigo);
    const area = areaByName.get(key(row.area));
    if (!area) return;
    const existing = catalog.planByCode.get(code);
    noteNewReferences(row, area, catalog, diff);
    const fileTables = [...(tablesByPlan.get(code) ?? [])].sort((a, b) => (a.row.vigencia ?? '').localeCompare(b.row.vigencia ?? ''));
    const findings = fileTables.flatMap(({ row: table }) => {
      const result = importPriceTable({ planId: 0, effectiveDate: table.vigencia ?? '', pricesCents: pricesOf(table), source: 'x', real: true });
      return result.kind === 'accepted' ? result.findings : [];
    });
    const base = { code: row.codigo, name: row.nome, uf: area.uf, area: area.name, findings };
    if (!existing) {
      diff.reports.push({ ...base, status: 'new', changes: [], bracketChanges: null });
      return;
    }
    if (existing.stateId !== area.stateId) {
      refusals.add(`${refusals.place('planos', index)}: o plano "${row.codigo}" já existe em outra UF; use outro código para outra UF.`);
      return;
    }
    const changes = changedAttributes(file, row, area, existing, catalog);
    const prices = compareTables(row, fileTables, catalog.tablesOfPlan.get(existing.id) ?? [], refusals);
    if (prices.changed) changes.add('preços');
    diff.reports.push({ ...base, status: changes.size > 0 ? 'changed' : 'unchanged', changes: [...changes], bracketChanges: prices.bracketChanges });
  });
  return diff;
}

/** Adds to the diff the plan's administradora, entities and area the catalog does not have. */
function noteNewReferences(row: FilePlanRow, area: FileArea, catalog: CatalogState, diff: PlansDiff): void {
  if (row.administradora && !catalog.adminOf(row.administradora)) diff.newAdministradoras.add(row.administradora);
  for (const acronym of row.entidades) if (!catalog.entityOf(acronym)) diff.newEntities.add(acronym);
  if (catalog.areaIdOf(area) === undefined) diff.newAreas.add(`${area.name} (${area.uf})`);
}

/**
 * The existing plan's attributes the file changes, in this order: its columns (pt-BR
 * labels), 'área', 'administradora', 'rede', 'coparticipações', 'carências', 'reembolsos',
 * 'entidades' (a reference the catalog lacks counts as changed).
 */
function changedAttributes(file: OperatorCatalogFile, row: FilePlanRow, area: FileArea, existing: PlanRecord, catalog: CatalogState): Set<string> {
  const code = key(row.codigo);
  const changes = new Set<string>();
  const wanted = planColumns(row);
  for (const [column, value] of Object.entries(wanted)) {
    if ((existing as Record<string, unknown>)[column] !== value) changes.add(ATTRIBUTE_LABELS[column] ?? column);
  }
  if (catalog.areaIdOf(area) !== existing.commercializationAreaId) changes.add('área');
  const adminId = row.administradora ? (catalog.adminOf(row.administradora)?.id ?? -1) : null;
  if (adminId !== existing.administradoraId) changes.add('administradora');
  const networkId = row.rede ? (catalog.networkRows.find((net) => net.stateId === area.stateId && key(net.name) === key(row.rede ?? ''))?.id ?? -1) : null;
  if (networkId !== existing.networkId) changes.add('rede');
  const norm = (rows: readonly Record<string, unknown>[]) => JSON.stringify(rows.map((r) => JSON.stringify(r)).sort());
  const strip = <T extends { id: number; planId: number }>(rows: readonly T[]) => rows.filter((r) => r.planId === existing.id).map(({ id: _id, planId: _planId, ...rest }) => rest);
  const { existingRules } = catalog;
  if (norm(strip(existingRules.copart)) !== norm(coparticipationOf(file, code))) changes.add('coparticipações');
  if (norm(strip(existingRules.shortfall)) !== norm(shortfallsOf(file, code, row))) changes.add('carências');
  if (norm(strip(existingRules.refund)) !== norm(refundsOf(file, code))) changes.add('reembolsos');
  const entityIds = row.entidades.map((acronym) => catalog.entityOf(acronym)?.id ?? -1).sort((a, b) => a - b);
  const currentEntities = existingRules.entity.filter((link) => link.planId === existing.id).map((link) => link.entityId).sort((a, b) => a - b);
  if (!sameArray(entityIds, currentEntities)) changes.add('entidades');
  return changes;
}

/**
 * The file's tables of an existing plan (by date) against its history (latest first):
 * changed when a date is new — then each bracket's change of the file's latest table against
 * the plan's latest one —; a date already there with other prices or promotional prices is
 * refused.
 */
function compareTables(
  row: FilePlanRow,
  fileTables: readonly FileTable[],
  history: readonly PriceTableRecord[],
  refusals: Refusals,
): { readonly changed: boolean; readonly bracketChanges: number[] | null } {
  let changed = false;
  for (const { row: table, index: tableIndex } of fileTables) {
    const sameDate = history.find((old) => old.effectiveDate === table.vigencia);
    if (!sameDate) {
      changed = true;
      continue;
    }
    if (!sameArray(sameDate.pricesCents, pricesOf(table)) || !sameArray(sameDate.promotionalPricesCents, promoOf(table))) {
      refusals.add(`${refusals.place('precos', tableIndex)}: o plano "${row.codigo}" já tem tabela com vigência ${table.vigencia ?? ''} com outros preços; uma correção é uma nova vigência.`);
    }
  }
  const latestFile = fileTables.at(-1)?.row;
  const latestOld = history[0];
  const bracketChanges = latestFile && latestOld && changed ? changesOf(latestOld.pricesCents, pricesOf(latestFile)) : null;
  return { changed, bracketChanges };
}

/** The operator's plans in the file's states that the file does not list (or that have no code): kept, flagged. */
export function missingPlans(file: OperatorCatalogFile, catalog: CatalogState): OperatorCatalogReport['missing'] {
  const fileCodes = new Set(file.planos.map((row) => key(row.codigo)));
  return catalog.existingPlans
    .filter((plan) => plan.operatorCode === null || !fileCodes.has(key(plan.operatorCode)))
    .map((plan) => ({ id: plan.id, name: plan.name, code: plan.operatorCode, uf: stateById(plan.stateId)?.uf ?? '' }));
}

/** The network's providers the catalog does not have (once each, file order). */
export function newProvidersOf(file: OperatorCatalogFile, catalog: CatalogState): OperatorCatalogReport['newProviders'] {
  const newProviders = new Map<string, { name: string; city: string; uf: string }>();
  for (const row of file.rede) {
    const providerId = providerKey(row.prestador, row.municipio, row.uf ?? '');
    if (!catalog.providerByKey.has(providerId)) newProviders.set(providerId, { name: row.prestador, city: row.municipio, uf: row.uf ?? '' });
  }
  return [...newProviders.values()];
}

/**
 * Importing an operator catalog file (docs/operator-catalog-file.md) into the database: the
 * superuser's upload and the seed go through {@link importOperatorCatalog}.
 *
 * - Dry run (`commit: false`): reads the catalog and answers the diff — plans new / changed
 *   (which attributes, the change of each bracket against the plan's latest table) /
 *   unchanged / in the catalog but not in the file (kept, flagged) —, the RN 563 findings of
 *   every table (through `importPriceTable`, the one import path), the providers,
 *   administradoras, entities and areas that confirm would create, and the refusals. Nothing
 *   is written.
 * - Confirm (`commit: true`): the same checks again, then in ONE transaction the operator,
 *   areas, administradoras, entities, providers, networks, plans, price tables,
 *   coparticipation, carências and refunds, one audit record (`table_imports`) and one
 *   calendar history line per state — all or nothing (a failure half-way rolls it all back).
 *
 * Identity: the operator by registro ANS; a plan by operator + `codigo` (plans.operator_code);
 * an area by state + name + municipalities; a network by operator + state + name; a provider
 * by name + municipality + UF (case and accents ignored); an administradora by name; an
 * entity by acronym. A table whose plan already has one on that date with the same prices is
 * unchanged; with other prices it is refused (a table in force is history, old quotations
 * point at it: a correction is a new vigência).
 */
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { normalizeCode } from '../../../../src/contract/operator-catalog-cells';
import { PRICE_BRACKET_COLUMNS, PROMOTIONAL_BRACKET_COLUMNS, type OperatorCatalogFile, type PlanRow as FilePlanRow, type PriceRow } from '../../../../src/contract/operator-catalog-file';
import { stateById, stateByUf } from '../../../../src/domain/quotation/states';
import { standardShortfalls } from '../../../../src/domain/quotation/standard-shortfalls';
import { checkShortfall, type ShortfallGroup } from '../../../../src/domain/quotation/waiting-periods';
import type { PriceTableFinding } from '../../../../src/domain/quotation';
import type { DbOrTx } from '../../db/database';
import { ansProfileOf } from '../ans-operators';
import {
  administradoras,
  commercializationAreas,
  coparticipationRules,
  entities,
  institutionSimilarEntities,
  institutions,
  networkProviders,
  networks,
  planEntities,
  plans,
  priceTables,
  providers,
  refunds,
  shortfalls,
} from '../../db/schema-catalog';
import { insertImportAudit, recordImportedUpdate } from '../../modules/table-updates/repositories/table-updates.repository';
import { importPriceTable } from '../import-price-table';
import type { CatalogPlaces } from './read-file';

/** Who imports: a superuser, or the seed. */
export type CatalogImportActor = { readonly id: number; readonly username: string } | 'seed';

/** Options of {@link importOperatorCatalog}. */
export interface OperatorCatalogImportOptions {
  readonly actor: CatalogImportActor;
  /** Shown in the audit and the calendar line (already sanitized by the caller). */
  readonly fileName: string;
  /** false: dry run, nothing written. */
  readonly commit: boolean;
  /** The clock's now (audit and calendar timestamps). */
  readonly now: Date;
  /** Where rows are in the upload, for messages; absent: "precos, item N". */
  readonly places?: CatalogPlaces;
  /**
   * Confirm only: called inside the import's transaction after everything is written, with the
   * report and the audit ids (the control panel's list of imports is written here, so it is
   * all or nothing with the rest). A throw rolls the whole import back.
   */
  readonly afterWrite?: (tx: DbOrTx, written: { readonly report: OperatorCatalogReport; readonly importIds: readonly number[] }) => Promise<void>;
}

/** What the import does to one plan of the file. */
export interface OperatorCatalogPlanReport {
  readonly code: string;
  readonly name: string;
  readonly uf: string;
  readonly area: string;
  readonly status: 'new' | 'changed' | 'unchanged';
  /** Changed attributes ('preços', 'acomodação', 'coparticipações', …); empty when new or unchanged. */
  readonly changes: readonly string[];
  /** Change of each bracket (fraction, 4 decimals) of the file's latest table against the plan's latest table; null when new or no change. */
  readonly bracketChanges: readonly number[] | null;
  /** RN 563/2022 findings of the plan's tables (warnings and violations do not refuse). */
  readonly findings: readonly PriceTableFinding[];
}

/** The answer of a dry run or a confirm. */
export interface OperatorCatalogReport {
  readonly committed: boolean;
  /** Audit record ids written (one per state), empty on a dry run. */
  readonly importIds: readonly number[];
  readonly operator: { readonly ansRegistration: string; readonly name: string; readonly isNew: boolean };
  readonly plans: readonly OperatorCatalogPlanReport[];
  readonly counts: { readonly new: number; readonly changed: number; readonly unchanged: number; readonly missing: number };
  /** Plans of the operator in the file's states that the file does not list: kept, flagged. */
  readonly missing: readonly { readonly id: number; readonly name: string; readonly code: string | null; readonly uf: string }[];
  /** Providers not in the catalog (created on confirm). */
  readonly newProviders: readonly { readonly name: string; readonly city: string; readonly uf: string }[];
  readonly newAdministradoras: readonly string[];
  readonly newEntities: readonly string[];
  readonly newAreas: readonly string[];
}

/** Result: a report, or the refusals (at most 100 listed, with their total). */
export type OperatorCatalogImportResult =
  | { readonly kind: 'ok'; readonly report: OperatorCatalogReport }
  | { readonly kind: 'refused'; readonly problems: readonly string[]; readonly total: number };

const key = normalizeCode;
const MAX_LISTED = 100;

function slugOf(text: string): string {
  return key(text).replace(/_/g, '-');
}

/** Change of each bracket (fraction, 4 decimals). */
function changesOf(before: readonly number[], after: readonly number[]): number[] {
  return after.map((price, index) => {
    const old = before[index] ?? price;
    return Math.round(((price - old) / old) * 10_000) / 10_000;
  });
}

function pricesOf(row: PriceRow): number[] {
  return PRICE_BRACKET_COLUMNS.map((column) => row[column] ?? 0);
}

function promoOf(row: PriceRow): number[] | null {
  const promo = PROMOTIONAL_BRACKET_COLUMNS.map((column) => row[column]);
  return promo.every((value) => value !== undefined) ? (promo as number[]) : null;
}

const sameArray = (a: readonly unknown[] | null | undefined, b: readonly unknown[] | null | undefined) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The plan's columns the file decides (compared for "changed", written on confirm). */
function planColumns(row: FilePlanRow) {
  const lives = row.tipo === 'PJ' ? { min: row.vidas_min ?? 1, max: row.vidas_max ?? null } : { min: row.vidas_min ?? 1, max: row.vidas_max ?? null };
  return {
    name: row.nome,
    productLine: row.linha ?? row.nome,
    type: row.tipo as 'CP' | 'PF' | 'PJ',
    porte: row.tipo === 'PJ' ? (row.porte ?? null) : null,
    segmentation: row.segmentacao as string,
    coverageArea: row.abrangencia as 'nacional' | 'estadual' | 'grupo_de_municipios',
    roomType: row.acomodacao as string,
    coparticipation: row.coparticipacao as 'without' | 'with' | 'with_tp',
    // PJ: compulsória false, opcional true, 'nao_informada' null (the quote's contribution filter matches either).
    isOptional: row.tipo === 'PJ' ? (row.contratacao === undefined ? false : row.contratacao) : null,
    acceptsMei: row.tipo === 'PJ' ? row.mei : false,
    minLives: lives.min,
    maxLives: lives.max,
  };
}

const ATTRIBUTE_LABELS: Record<string, string> = {
  name: 'nome',
  productLine: 'linha',
  type: 'tipo',
  porte: 'porte',
  segmentation: 'segmentação',
  coverageArea: 'abrangência',
  roomType: 'acomodação',
  coparticipation: 'coparticipação',
  isOptional: 'contratação',
  acceptsMei: 'MEI',
  minLives: 'vidas',
  maxLives: 'vidas',
};

/**
 * Imports (or dry-runs) an operator catalog file already read by `readOperatorCatalogUpload`
 * (or parsed from JSON by the seed with `operatorCatalogFileSchema`). See the file header.
 */
export async function importOperatorCatalog(db: DbOrTx, file: OperatorCatalogFile, options: OperatorCatalogImportOptions): Promise<OperatorCatalogImportResult> {
  const problems: string[] = [];
  let total = 0;
  const refuse = (message: string) => {
    total += 1;
    if (problems.length < MAX_LISTED) problems.push(message);
  };
  const rowPlace = (section: 'precos' | 'carencias' | 'planos', index: number) => options.places?.rowPlace(section, index) ?? `Seção ${section}, item ${index + 1}`;

  // --- What the file says, checked by the one import path and the legal rules.
  const areaByName = new Map<string, { name: string; uf: string; stateId: number; cities: string[] | null }>();
  for (const row of file.areas) {
    const state = stateByUf(row.uf ?? '');
    if (!state) continue;
    const area = areaByName.get(key(row.area)) ?? { name: row.area, uf: state.uf, stateId: state.id, cities: row.municipio === undefined ? null : [] };
    if (row.municipio !== undefined && area.cities) area.cities.push(row.municipio);
    areaByName.set(key(row.area), area);
  }
  const tablesByPlan = new Map<string, { row: PriceRow; index: number }[]>();
  file.precos.forEach((row, index) => {
    const result = importPriceTable({
      planId: 0,
      effectiveDate: row.vigencia ?? '',
      pricesCents: pricesOf(row),
      promotionalPricesCents: promoOf(row),
      promotionalMonths: row.meses_promocionais ?? null,
      source: row.fonte ?? file.operadora.fonte,
      real: true,
    });
    if (result.kind === 'refused') for (const reason of result.reasons) refuse(`${rowPlace('precos', index)}: ${reason}`);
    const list = tablesByPlan.get(key(row.plano)) ?? [];
    list.push({ row, index });
    tablesByPlan.set(key(row.plano), list);
  });
  file.carencias.forEach((row, index) => {
    const finding = checkShortfall(row.grupo as ShortfallGroup, row.dias ?? 0);
    if (finding) refuse(`${rowPlace('carencias', index)}: ${finding.message}`);
  });
  if (total > 0) return { kind: 'refused', problems, total };

  // --- What the catalog has.
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
  const tablesOfPlan = new Map<number, (typeof latestTables)[number][]>();
  for (const table of latestTables) tablesOfPlan.set(table.planId, [...(tablesOfPlan.get(table.planId) ?? []), table]);
  const areaRows = stateIds.length ? await db.select().from(commercializationAreas).where(inArray(commercializationAreas.stateId, stateIds)) : [];
  const areaIdOf = (area: { stateId: number; name: string; cities: string[] | null }) =>
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
  const providerKey = (name: string, city: string, uf: string) => `${key(name)}|${key(city)}|${uf}`;
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

  // --- The file's plan-level rows, in the catalog's shape.
  const copartOf = (code: string) =>
    file.coparticipacoes
      .filter((row) => key(row.plano) === code)
      .map((row) => ({ procedure: row.procedimento, percentage: row.percentual ?? null, fixedCents: row.valor_fixo ?? null, capCents: row.teto ?? null, exempt: row.isento }));
  const shortfallOf = (code: string, plan: FilePlanRow) => {
    const rows = file.carencias.filter((row) => key(row.plano) === code);
    if (rows.length > 0) return rows.map((row) => ({ group: row.grupo as string, procedure: row.procedimento, days: row.dias ?? 0, note: row.observacao ?? null }));
    // No carências in the file: the legal standard ones (their note cites the norm).
    const segmentation = String(plan.segmentacao);
    return standardShortfalls({
      hospital: segmentation !== 'ambulatorial',
      obstetrics: segmentation.includes('com_obstetricia') || segmentation === 'referencia',
      businessThirtyPlus: plan.tipo === 'PJ' && (plan.vidas_min ?? 1) >= 30,
    }).map((row) => ({ group: row.group as string, procedure: row.procedure, days: row.days, note: row.note as string | null }));
  };
  const refundOf = (code: string) => file.reembolsos.filter((row) => key(row.plano) === code).map((row) => ({ procedure: row.procedimento, valueCents: row.valor ?? 0 }));

  const reports: OperatorCatalogPlanReport[] = [];
  const newAdministradoras = new Set<string>();
  const newEntities = new Set<string>();
  const newAreas = new Set<string>();
  file.planos.forEach((row, index) => {
    const code = key(row.codigo);
    const area = areaByName.get(key(row.area));
    if (!area) return;
    const existing = planByCode.get(code);
    if (row.administradora && !adminOf(row.administradora)) newAdministradoras.add(row.administradora);
    for (const acronym of row.entidades) if (!entityOf(acronym)) newEntities.add(acronym);
    const areaId = areaIdOf(area);
    if (areaId === undefined) newAreas.add(`${area.name} (${area.uf})`);
    const fileTables = [...(tablesByPlan.get(code) ?? [])].sort((a, b) => (a.row.vigencia ?? '').localeCompare(b.row.vigencia ?? ''));
    const findings = fileTables.flatMap(({ row: table }) => {
      const result = importPriceTable({ planId: 0, effectiveDate: table.vigencia ?? '', pricesCents: pricesOf(table), source: 'x', real: true });
      return result.kind === 'accepted' ? result.findings : [];
    });
    const base = { code: row.codigo, name: row.nome, uf: area.uf, area: area.name, findings };
    if (!existing) {
      reports.push({ ...base, status: 'new', changes: [], bracketChanges: null });
      return;
    }
    if (existing.stateId !== area.stateId) {
      refuse(`${rowPlace('planos', index)}: o plano "${row.codigo}" já existe em outra UF; use outro código para outra UF.`);
      return;
    }
    const changes = new Set<string>();
    const wanted = planColumns(row);
    for (const [column, value] of Object.entries(wanted)) {
      if ((existing as Record<string, unknown>)[column] !== value) changes.add(ATTRIBUTE_LABELS[column] ?? column);
    }
    if (areaId !== existing.commercializationAreaId) changes.add('área');
    const adminId = row.administradora ? (adminOf(row.administradora)?.id ?? -1) : null;
    if (adminId !== existing.administradoraId) changes.add('administradora');
    const networkId = row.rede ? (networkRows.find((net) => net.stateId === area.stateId && key(net.name) === key(row.rede ?? ''))?.id ?? -1) : null;
    if (networkId !== existing.networkId) changes.add('rede');
    const norm = (rows: readonly Record<string, unknown>[]) => JSON.stringify(rows.map((r) => JSON.stringify(r)).sort());
    const strip = <T extends { id: number; planId: number }>(rows: T[]) => rows.filter((r) => r.planId === existing.id).map(({ id: _id, planId: _planId, ...rest }) => rest);
    if (norm(strip(existingRules.copart)) !== norm(copartOf(code))) changes.add('coparticipações');
    if (norm(strip(existingRules.shortfall)) !== norm(shortfallOf(code, row))) changes.add('carências');
    if (norm(strip(existingRules.refund)) !== norm(refundOf(code))) changes.add('reembolsos');
    const entityIds = row.entidades.map((acronym) => entityOf(acronym)?.id ?? -1).sort((a, b) => a - b);
    const currentEntities = existingRules.entity.filter((link) => link.planId === existing.id).map((link) => link.entityId).sort((a, b) => a - b);
    if (!sameArray(entityIds, currentEntities)) changes.add('entidades');
    const history = tablesOfPlan.get(existing.id) ?? [];
    let bracketChanges: number[] | null = null;
    for (const { row: table, index: tableIndex } of fileTables) {
      const sameDate = history.find((old) => old.effectiveDate === table.vigencia);
      if (!sameDate) {
        changes.add('preços');
        continue;
      }
      if (!sameArray(sameDate.pricesCents, pricesOf(table)) || !sameArray(sameDate.promotionalPricesCents, promoOf(table))) {
        refuse(`${rowPlace('precos', tableIndex)}: o plano "${row.codigo}" já tem tabela com vigência ${table.vigencia ?? ''} com outros preços; uma correção é uma nova vigência.`);
      }
    }
    const latestFile = fileTables.at(-1)?.row;
    const latestOld = history[0];
    if (latestFile && latestOld && changes.has('preços')) bracketChanges = changesOf(latestOld.pricesCents, pricesOf(latestFile));
    reports.push({ ...base, status: changes.size > 0 ? 'changed' : 'unchanged', changes: [...changes], bracketChanges });
  });
  if (total > 0) return { kind: 'refused', problems, total };

  const fileCodes = new Set(file.planos.map((row) => key(row.codigo)));
  const missing = existingPlans
    .filter((plan) => plan.operatorCode === null || !fileCodes.has(key(plan.operatorCode)))
    .map((plan) => ({ id: plan.id, name: plan.name, code: plan.operatorCode, uf: stateById(plan.stateId)?.uf ?? '' }));
  const newProviders = new Map<string, { name: string; city: string; uf: string }>();
  for (const row of file.rede) {
    const providerId = providerKey(row.prestador, row.municipio, row.uf ?? '');
    if (!providerByKey.has(providerId)) newProviders.set(providerId, { name: row.prestador, city: row.municipio, uf: row.uf ?? '' });
  }
  const report: OperatorCatalogReport = {
    committed: false,
    importIds: [],
    operator: { ansRegistration: file.operadora.registro_ans ?? '', name: file.operadora.nome, isNew: !institution },
    plans: reports,
    counts: {
      new: reports.filter((plan) => plan.status === 'new').length,
      changed: reports.filter((plan) => plan.status === 'changed').length,
      unchanged: reports.filter((plan) => plan.status === 'unchanged').length,
      missing: missing.length,
    },
    missing,
    newProviders: [...newProviders.values()],
    newAdministradoras: [...newAdministradoras],
    newEntities: [...newEntities],
    newAreas: [...newAreas],
  };
  if (!options.commit) return { kind: 'ok', report };

  const importIds = await db.transaction(async (tx) => {
    const ids = await writeCatalog(tx, file, { institutionId: institution?.id ?? null, reports, planByCode, tablesOfPlan, areaByName, areaIdOf, adminOf, entityOf, providerByKey, providerKey, networkRows, copartOf, shortfallOf, refundOf, options });
    await options.afterWrite?.(tx, { report, importIds: ids });
    return ids;
  });
  return { kind: 'ok', report: { ...report, committed: true, importIds } };
}

interface WriteContext {
  institutionId: number | null;
  reports: OperatorCatalogPlanReport[];
  planByCode: Map<string, typeof plans.$inferSelect>;
  tablesOfPlan: Map<number, (typeof priceTables.$inferSelect)[]>;
  areaByName: Map<string, { name: string; uf: string; stateId: number; cities: string[] | null }>;
  areaIdOf: (area: { stateId: number; name: string; cities: string[] | null }) => number | undefined;
  adminOf: (name: string) => { id: number } | undefined;
  entityOf: (acronym: string) => { id: number } | undefined;
  providerByKey: Map<string, { id: number }>;
  providerKey: (name: string, city: string, uf: string) => string;
  networkRows: (typeof networks.$inferSelect)[];
  copartOf: (code: string) => Omit<typeof coparticipationRules.$inferInsert, 'planId'>[];
  shortfallOf: (code: string, plan: FilePlanRow) => Omit<typeof shortfalls.$inferInsert, 'planId'>[];
  refundOf: (code: string) => Omit<typeof refunds.$inferInsert, 'planId'>[];
  options: OperatorCatalogImportOptions;
}

async function insertId(result: Promise<{ id: number }[]>): Promise<number> {
  const [row] = await result;
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** Rows per multi-row INSERT: well under PostgreSQL's 65,535 bind parameters for the widest table (plans). */
const WRITE_BATCH = 500;

/** `rows` in slices of {@link WRITE_BATCH}. */
function* batches<T>(rows: readonly T[]): Generator<T[]> {
  for (let start = 0; start < rows.length; start += WRITE_BATCH) yield rows.slice(start, start + WRITE_BATCH);
}

/** Confirm: writes everything of the file (inside the caller's transaction). Returns the audit ids. */
async function writeCatalog(tx: DbOrTx, file: OperatorCatalogFile, ctx: WriteContext): Promise<number[]> {
  const operator = file.operadora;
  const stateCount = new Set([...ctx.areaByName.values()].map((area) => area.stateId)).size;
  let institutionId = ctx.institutionId;
  if (institutionId === null) {
    const taken = await tx.select({ id: institutions.id }).from(institutions).where(eq(institutions.slug, slugOf(operator.nome))).limit(1);
    institutionId = await insertId(
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
  } else {
    await tx
      .update(institutions)
      .set({ name: operator.nome, legalName: operator.razao_social ?? sql`${institutions.legalName}`, ansProfile: ansProfileOf(operator.registro_ans) ?? sql`${institutions.ansProfile}` })
      .where(eq(institutions.id, institutionId));
  }

  const areaIds = new Map<string, number>();
  for (const [name, area] of ctx.areaByName) {
    areaIds.set(name, ctx.areaIdOf(area) ?? (await insertId(tx.insert(commercializationAreas).values({ stateId: area.stateId, name: area.name, cities: area.cities }).returning({ id: commercializationAreas.id }))));
  }
  const adminIds = new Map<string, number>();
  const administradoraId = async (name: string) => {
    const found = ctx.adminOf(name)?.id ?? adminIds.get(key(name));
    if (found !== undefined) return found;
    const taken = await tx.select({ id: administradoras.id }).from(administradoras).where(eq(administradoras.slug, slugOf(name))).limit(1);
    const id = taken[0]?.id ?? (await insertId(tx.insert(administradoras).values({ name, slug: slugOf(name), ansRegistration: null }).returning({ id: administradoras.id })));
    adminIds.set(key(name), id);
    return id;
  };
  const entityIds = new Map<string, number>();
  const entityId = async (acronym: string) => {
    const found = ctx.entityOf(acronym)?.id ?? entityIds.get(key(acronym));
    if (found !== undefined) return found;
    const id = await insertId(tx.insert(entities).values({ acronym, name: acronym, kind: 'associacao', stateId: null }).returning({ id: entities.id }));
    entityIds.set(key(acronym), id);
    return id;
  };

  // Networks: one per operator × state × name, its providers replaced by the file's.
  const networkIds = new Map<string, number>();
  const providerIds = new Map<string, number>();
  /** Network × provider links, written in batches after the loop (one statement per row took most of a seed). */
  const links = new Map<string, { networkId: number; providerId: number }>();
  for (const row of file.rede) {
    const state = stateByUf(row.uf ?? '');
    if (!state) continue;
    const netKey = `${state.id}|${key(row.rede)}`;
    let networkId = networkIds.get(netKey);
    if (networkId === undefined) {
      const existing = ctx.networkRows.find((net) => net.stateId === state.id && key(net.name) === key(row.rede));
      const tier = (row.nivel ?? 'ampla') as 'essencial' | 'intermediaria' | 'ampla';
      if (existing) {
        networkId = existing.id;
        await tx.update(networks).set({ tier, real: true }).where(eq(networks.id, existing.id));
        await tx.delete(networkProviders).where(eq(networkProviders.networkId, existing.id));
      } else {
        networkId = await insertId(tx.insert(networks).values({ institutionId, stateId: state.id, name: row.rede, tier, real: true }).returning({ id: networks.id }));
      }
      networkIds.set(netKey, networkId);
    }
    const pKey = ctx.providerKey(row.prestador, row.municipio, state.uf);
    let providerId = ctx.providerByKey.get(pKey)?.id ?? providerIds.get(pKey);
    if (providerId === undefined) {
      const kind = row.tipo as 'hospital' | 'clinic';
      providerId = await insertId(
        tx
          .insert(providers)
          .values({
            kind,
            name: row.prestador,
            city: row.municipio,
            stateId: state.id,
            uf: state.uf,
            electiveAdmission: row.internacao ?? kind === 'hospital',
            emergency: row.pronto_socorro,
            maternity: row.maternidade,
            laboratory: row.laboratorio,
          })
          .returning({ id: providers.id }),
      );
      providerIds.set(pKey, providerId);
    }
    links.set(`${networkId}|${providerId}`, { networkId, providerId });
  }
  for (const batch of batches([...links.values()])) await tx.insert(networkProviders).values(batch).onConflictDoNothing();

  // Plans: updates one by one (a re-import touches few), new plans and every child row in
  // multi-row statements — a first seed of ~4,400 plans wrote ~27,000 single-row statements.
  type PlanValues = typeof plans.$inferInsert;
  const planRows: { row: FilePlanRow; code: string; stateId: number; existingId: number | null; columns: PlanValues }[] = [];
  for (const row of file.planos) {
    const code = key(row.codigo);
    const report = ctx.reports.find((plan) => key(plan.code) === code);
    if (!report || report.status === 'unchanged') continue;
    const area = ctx.areaByName.get(key(row.area));
    if (!area) continue;
    const network = row.rede ? networkIds.get(`${area.stateId}|${key(row.rede)}`) ?? ctx.networkRows.find((net) => net.stateId === area.stateId && key(net.name) === key(row.rede ?? ''))?.id ?? null : null;
    const columns: PlanValues = {
      ...planColumns(row),
      institutionId,
      stateId: area.stateId,
      commercializationAreaId: areaIds.get(key(row.area)) ?? 0,
      administradoraId: row.administradora ? await administradoraId(row.administradora) : null,
      networkId: network,
      source: operator.fonte,
      real: true,
      operatorCode: row.codigo,
    };
    planRows.push({ row, code, stateId: area.stateId, existingId: ctx.planByCode.get(code)?.id ?? null, columns });
  }
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

  const copartRows: (typeof coparticipationRules.$inferInsert)[] = [];
  const shortfallRows: (typeof shortfalls.$inferInsert)[] = [];
  const refundRowsAll: (typeof refunds.$inferInsert)[] = [];
  const entityLinks = new Map<string, { planId: number; entityId: number }>();
  const similarLinks = new Map<number, { institutionId: number; entityId: number }>();
  const tableRows: (typeof priceTables.$inferInsert)[] = [];
  const pricesByPlan = new Map<string, PriceRow[]>();
  for (const price of file.precos) {
    const list = pricesByPlan.get(key(price.plano)) ?? [];
    list.push(price);
    pricesByPlan.set(key(price.plano), list);
  }
  const planOfId = new Map<number, { name: string; stateId: number }>();
  for (const entry of planRows) {
    const planId = planIdOf.get(entry.code);
    if (planId === undefined) throw new Error(`plan ${entry.row.codigo} was not written`);
    planOfId.set(planId, { name: entry.row.nome, stateId: entry.stateId });
    for (const rule of ctx.copartOf(entry.code)) copartRows.push({ ...rule, planId });
    for (const rule of ctx.shortfallOf(entry.code, entry.row)) shortfallRows.push({ ...rule, planId });
    for (const rule of ctx.refundOf(entry.code)) refundRowsAll.push({ ...rule, planId });
    for (const acronym of entry.row.entidades) {
      const linked = await entityId(acronym);
      entityLinks.set(`${planId}|${linked}`, { planId, entityId: linked });
      // The institution's "similar entities" (spec point 3) are the entities of its adhesion plans.
      similarLinks.set(linked, { institutionId, entityId: linked });
    }
    const history = entry.existingId !== null ? (ctx.tablesOfPlan.get(entry.existingId) ?? []) : [];
    for (const table of pricesByPlan.get(entry.code) ?? []) {
      if (history.some((old) => old.effectiveDate === table.vigencia)) continue;
      const promo = promoOf(table);
      tableRows.push({
        planId,
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
  for (const batch of batches(copartRows)) await tx.insert(coparticipationRules).values(batch);
  for (const batch of batches(shortfallRows)) await tx.insert(shortfalls).values(batch);
  for (const batch of batches(refundRowsAll)) await tx.insert(refunds).values(batch);
  for (const batch of batches([...entityLinks.values()])) await tx.insert(planEntities).values(batch).onConflictDoNothing();
  for (const batch of batches([...similarLinks.values()])) await tx.insert(institutionSimilarEntities).values(batch).onConflictDoNothing();

  const audit = new Map<number, { effectiveDate: string; plans: { planId: number; planName: string; priceTableId: number }[] }>();
  for (const batch of batches(tableRows)) {
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

  // An operator selling in several states is national (the institution page says so).
  const [spread] = await tx.select({ states: sql<number>`count(distinct ${plans.stateId})::int` }).from(plans).where(eq(plans.institutionId, institutionId));
  if ((spread?.states ?? 0) > 1) await tx.update(institutions).set({ scope: 'nacional' }).where(eq(institutions.id, institutionId));

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

/** Plans of an operator that carry an operator code (what a re-import matches). */
export async function countCodedPlans(db: DbOrTx, institutionId: number): Promise<number> {
  const rows = await db.select({ id: plans.id }).from(plans).where(and(eq(plans.institutionId, institutionId), isNotNull(plans.operatorCode)));
  return rows.length;
}

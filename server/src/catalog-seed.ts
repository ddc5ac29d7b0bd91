/**
 * Catalog seed: inserts a built catalog (server/src/catalog, `buildCatalog`) into the
 * catalog tables (db/schema-catalog.ts), in one transaction, with big multi-row inserts.
 *
 * - Idempotent: nothing happens when the `states` table already has rows (the catalog is
 *   there). A transaction-scoped advisory lock makes two processes seeding the same
 *   PostgreSQL database at once wait for each other instead of failing.
 * - Keeps the catalog's ids, then moves every identity sequence past the maximum.
 * - Stores the two import reports (Hapvida, demonstration) in `catalog_imports`, so the
 *   server prints them at each start without rebuilding the catalog.
 *
 * Called on the first start in embedded mode (main.ts, scale 'full'), by `npm run seed`
 * (seed-cli.ts, 'full') and by the test harness ('small').
 */
import { asc, count, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable, TableConfig } from 'drizzle-orm/pg-core';
import { buildCatalog, type BuiltCatalog, type CatalogData, type CatalogScale, type ImportReport } from './catalog';
import { ansProfileOf } from './catalog/ans-operators';
import type { Database, DbOrTx } from './db/database';
import * as catalogTables from './db/schema-catalog';
import { checkOperatorCatalogReferences, operatorCatalogFileSchema } from '../../src/contract/operator-catalog-file';
import { catalogStates } from './catalog/catalog-states';
import { importOperatorCatalog } from './catalog/operator-catalog/import-operator-catalog';
import { readOperatorFiles } from './catalog/real-tables/operator-files-dir';
import { buildAdhesionReference } from './catalog/reference-data/adhesion-reference';

/** Rows per insert statement (one JSON parameter each). */
const ROWS_PER_STATEMENT = 10000;

/** Key of the advisory lock taken while seeding (any constant bigint). */
const SEED_LOCK_KEY = 73_012_026;

export interface CatalogSeedOptions {
  readonly scale: CatalogScale;
  /** Demonstration catalog seed (default: the catalog's DEFAULT_CATALOG_SEED). */
  readonly seed?: number;
  /** An already built catalog (tests build the small one once and reuse it). */
  readonly built?: BuiltCatalog;
  /** Scale 'full': the clock's now for the imports' audit records and calendar lines (default: the machine's). */
  readonly now?: Date;
}

/** What {@link seedCatalog} did. */
export type CatalogSeedResult =
  | { readonly kind: 'present' }
  | {
      readonly kind: 'seeded';
      /** Rows inserted. */
      readonly rows: number;
      /** Milliseconds: building the catalog, inserting it. */
      readonly buildMs: number;
      readonly insertMs: number;
      /** The import reports' summaries (pt-BR one-liners). */
      readonly summaries: readonly string[];
    };

/** True when the catalog tables hold a catalog (the 27 states are there). */
export async function catalogIsPresent(db: DbOrTx): Promise<boolean> {
  const rows = await db.select({ id: catalogTables.states.id }).from(catalogTables.states).limit(1);
  return rows.length > 0;
}

/** The import summaries stored by the seed, oldest first (empty without a catalog). */
export async function catalogImportSummaries(db: DbOrTx): Promise<string[]> {
  const { catalogImports } = catalogTables;
  const rows = await db.select({ summary: catalogImports.summary }).from(catalogImports).orderBy(asc(catalogImports.id));
  return rows.map((row) => row.summary);
}

/**
 * Inserts `rows` into `table` with few big multi-row statements: each chunk travels as ONE
 * JSON parameter expanded by `json_populate_recordset` (about 3× faster than a
 * parameter per value on PGlite, and no 65,535-parameter limit). Rows are typed as the
 * table's Drizzle insert type; keys are mapped to the column names here.
 */
async function insertBatched<T extends PgTable<TableConfig>>(tx: DbOrTx, table: T, rows: readonly T['$inferInsert'][]): Promise<number> {
  const first = rows[0];
  if (first === undefined) return 0;
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = Object.keys(first);
  const names = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`seedCatalog: unknown column ${key} of ${getTableName(table)}`);
    return column.name;
  });
  const target = sql.identifier(getTableName(table));
  const columnList = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT).map((row) => {
      const record: Record<string, unknown> = {};
      keys.forEach((key, index) => {
        record[names[index] as string] = (row as Record<string, unknown>)[key] ?? null;
      });
      return record;
    });
    await tx.execute(
      sql`insert into ${target} (${columnList}) select ${columnList} from json_populate_recordset(null::${target}, ${JSON.stringify(chunk)}::json)`,
    );
  }
  return rows.length;
}

/** Lines of a report worth keeping: refused tables and tables with findings. */
function reportDetails(report: ImportReport): string[] {
  const notes = [...report.refused, ...report.withFindings];
  return notes.map((note) => {
    const messages = [...note.reasons, ...note.findings.map((finding) => finding.message)];
    return `${note.reference}: ${messages.join(' ')}`;
  });
}

/** Rows of a link table: one per (parent, child id), e.g. (entity, occupation id). */
function linkRows<P extends { readonly id: number }, R>(
  parents: readonly P[],
  childIds: (parent: P) => readonly number[],
  row: (parentId: number, childId: number) => R,
): R[] {
  return parents.flatMap((parent) => childIds(parent).map((childId) => row(parent.id, childId)));
}

/** Inserts every table of `catalog` (in dependency order). @returns the number of rows. */
async function insertCatalog(tx: DbOrTx, catalog: CatalogData): Promise<number> {
  let rows = 0;
  const insert = async <T extends PgTable<TableConfig>>(table: T, tableRows: readonly T['$inferInsert'][]) => {
    rows += await insertBatched(tx, table, tableRows);
  };
  await insert(catalogTables.states, catalog.states.map(({ id, uf, name, capital }) => ({ id, uf, name, capital })));
  await insert(
    catalogTables.institutions,
    // Registry and quality data (CADOP, IDSS, IGR) come from the bundled ANS reference, by registration.
    catalog.institutions.map(({ id, name, legalName, slug, ansRegistration, logo, scope }) => ({
      id,
      name,
      legalName,
      slug,
      ansRegistration,
      logo,
      scope,
      ansProfile: ansProfileOf(ansRegistration),
    })),
  );
  await insert(catalogTables.administradoras, catalog.administradoras.map(({ id, name, slug, ansRegistration }) => ({ id, name, slug, ansRegistration })));
  await insert(catalogTables.occupations, catalog.occupations.map(({ id, name, slug }) => ({ id, name, slug })));
  await insert(catalogTables.entities, catalog.entities.map(({ id, acronym, name, kind, stateId }) => ({ id, acronym, name, kind, stateId })));
  await insert(catalogTables.entityOccupations, linkRows(catalog.entities, (entity) => entity.occupationIds, (entityId, occupationId) => ({ entityId, occupationId })));
  await insert(
    catalogTables.institutionSimilarEntities,
    linkRows(catalog.institutions, (institution) => institution.similarEntityIds, (institutionId, entityId) => ({ institutionId, entityId })),
  );
  await insert(
    catalogTables.providers,
    catalog.providers.map((row) => ({
      id: row.id,
      kind: row.kind,
      name: row.name,
      city: row.city,
      stateId: row.stateId,
      uf: row.uf,
      electiveAdmission: row.electiveAdmission,
      emergency: row.emergencyRoom,
      maternity: row.maternity,
      laboratory: row.laboratory,
    })),
  );
  await insert(catalogTables.networks, catalog.networks.map(({ id, institutionId, stateId, name, tier, real }) => ({ id, institutionId, stateId, name, tier, real })));
  await insert(catalogTables.networkProviders, linkRows(catalog.networks, (network) => network.providerIds, (networkId, providerId) => ({ networkId, providerId })));
  await insert(
    catalogTables.commercializationAreas,
    catalog.commercializationAreas.map(({ id, stateId, name, cities }) => ({ id, stateId, name, cities: cities === null ? null : [...cities] })),
  );
  // A plan row is the catalog's Plan without its entity ids (those go to plan_entities, next).
  await insert(catalogTables.plans, catalog.plans.map(({ entityIds: _entityIds, ...plan }) => plan));
  await insert(catalogTables.planEntities, linkRows(catalog.plans, (plan) => plan.entityIds, (planId, entityId) => ({ planId, entityId })));
  await insert(
    catalogTables.priceTables,
    catalog.priceTables.map(({ pricesCents, promotionalPricesCents, ...row }) => ({
      ...row,
      pricesCents: [...pricesCents],
      promotionalPricesCents: promotionalPricesCents === null ? null : [...promotionalPricesCents],
    })),
  );
  await insert(
    catalogTables.coparticipationRules,
    catalog.coparticipationRules.map(({ id, planId, procedure, percentage, fixedCents, capCents, exempt }) => ({
      id,
      planId,
      procedure,
      percentage,
      fixedCents,
      capCents,
      exempt,
    })),
  );
  await insert(catalogTables.refunds, catalog.refunds.map(({ id, planId, procedure, valueCents }) => ({ id, planId, procedure, valueCents })));
  await insert(catalogTables.shortfalls, catalog.shortfalls.map(({ id, planId, group, procedure, days, note }) => ({ id, planId, group, procedure, days, note })));
  return rows;
}

/** Tables whose id is an identity column: their sequence must move past the seeded ids. */
const IDENTITY_TABLES = [
  'institutions',
  'administradoras',
  'occupations',
  'entities',
  'providers',
  'networks',
  'commercialization_areas',
  'plans',
  'price_tables',
  'coparticipation_rules',
  'refunds',
  'shortfalls',
] as const;

/**
 * Builds (unless given) and inserts the catalog of `options.scale` when the database has
 * none. One transaction: a failure leaves no partial catalog.
 */
export async function seedCatalog(db: Database, options: CatalogSeedOptions): Promise<CatalogSeedResult> {
  if (await catalogIsPresent(db)) return { kind: 'present' };
  if (options.scale === 'full' && options.built === undefined) return seedRealCatalog(db, options.now ?? new Date());
  const buildStart = performance.now();
  const built = options.built ?? buildCatalog({ scale: options.scale, ...(options.seed === undefined ? {} : { seed: options.seed }) });
  const buildMs = performance.now() - buildStart;

  const insertStart = performance.now();
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await catalogIsPresent(tx)) return undefined; // another process seeded it meanwhile
    const rows = await insertCatalog(tx, built.catalog);
    for (const table of IDENTITY_TABLES) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.identifier(table)}), 0) + 1, false)`,
      );
    }
    const reports = [built.reports.hapvida, built.reports.rest];
    await tx.insert(catalogTables.catalogImports).values(
      reports.map((report) => ({ name: report.label, summary: report.summary, details: reportDetails(report), scale: options.scale })),
    );
    return { rows, summaries: reports.map((report) => report.summary) };
  });
  if (result === undefined) return { kind: 'present' };
  // Fresh statistics for the planner (PGlite has no autovacuum; PostgreSQL's would come later).
  await db.execute(sql`analyze`);
  return { kind: 'seeded', rows: result.rows, buildMs, insertMs: performance.now() - insertStart, summaries: result.summaries };
}

/** Moves every identity sequence of the catalog past its table's maximum id. */
async function moveSequences(tx: DbOrTx): Promise<void> {
  for (const table of IDENTITY_TABLES) {
    await tx.execute(sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.identifier(table)}), 0) + 1, false)`);
  }
}

/**
 * The app's catalog (scale 'full': `npm start`, `npm run seed`, the bench): the 27 states and
 * the adhesion reference lists (occupations, entities, administradoras) inserted as
 * reference data, then EVERY operator file of server/data/operator-files (Hapvida and the
 * real tables, generated by scripts/real-tables-to-operator-files.ts in the documented
 * format) through `importOperatorCatalog` with actor 'seed' — the superuser's import, so the
 * seed proves it. One transaction (a process killed half-way leaves no catalog, and the next
 * start seeds again); an advisory lock makes a second process wait, then find it present.
 * @throws Error when a bundled file is refused (they are part of the app).
 */
async function seedRealCatalog(db: Database, now: Date): Promise<CatalogSeedResult> {
  const buildStart = performance.now();
  const files = readOperatorFiles().map(({ name, json }) => {
    const parsed = operatorCatalogFileSchema.safeParse(json);
    if (!parsed.success) throw new Error(`Arquivo de operadora inválido (${name}): ${parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
    const problems = checkOperatorCatalogReferences(parsed.data);
    if (problems.length > 0) throw new Error(`Arquivo de operadora inválido (${name}): ${problems.slice(0, 5).map((problem) => problem.message).join('; ')}`);
    return { name, file: parsed.data };
  });
  const reference = buildAdhesionReference();
  const buildMs = performance.now() - buildStart;

  const insertStart = performance.now();
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await catalogIsPresent(tx)) return undefined; // another process seeded it meanwhile
    await insertBatched(tx, catalogTables.states, catalogStates().map(({ id, uf, name, capital }) => ({ id, uf, name, capital })));
    await insertBatched(tx, catalogTables.administradoras, reference.administradoras.map(({ id, name, slug, ansRegistration }) => ({ id, name, slug, ansRegistration })));
    await insertBatched(tx, catalogTables.occupations, reference.occupations.map(({ id, name, slug }) => ({ id, name, slug })));
    await insertBatched(tx, catalogTables.entities, reference.entities.map(({ id, acronym, name, kind, stateId }) => ({ id, acronym, name, kind, stateId })));
    await insertBatched(tx, catalogTables.entityOccupations, linkRows(reference.entities, (entity) => entity.occupationIds, (entityId, occupationId) => ({ entityId, occupationId })));
    await moveSequences(tx);
    const summaries: { name: string; summary: string; details: string[] }[] = [];
    for (const { name, file } of files) {
      const imported = await importOperatorCatalog(tx, file, { actor: 'seed', fileName: name, commit: true, now });
      if (imported.kind === 'refused') throw new Error(`Arquivo de operadora recusado (${name}): ${imported.problems.slice(0, 5).join('; ')}`);
      const { report } = imported;
      const findings = report.plans.filter((plan) => plan.findings.length > 0);
      summaries.push({
        name,
        summary: `${report.operator.name} (${name}): ${report.counts.new} planos importados${findings.length > 0 ? `, ${findings.length} com achados da RN 563` : ''}.`,
        details: findings.map((plan) => `${plan.name} (${plan.area}, ${plan.uf}): ${plan.findings.map((finding) => finding.message).join(' ')}`),
      });
    }
    await moveSequences(tx);
    await tx.insert(catalogTables.catalogImports).values(summaries.map((entry) => ({ name: entry.name, summary: entry.summary, details: entry.details, scale: 'full' as const })));
    let rows = 0;
    for (const table of [catalogTables.states, catalogTables.institutions, catalogTables.entities, catalogTables.providers, catalogTables.networks, catalogTables.networkProviders, catalogTables.commercializationAreas, catalogTables.plans, catalogTables.planEntities, catalogTables.priceTables, catalogTables.coparticipationRules, catalogTables.refunds, catalogTables.shortfalls]) {
      const [counted] = await tx.select({ n: count() }).from(table);
      rows += counted?.n ?? 0;
    }
    return { rows, summaries: summaries.map((entry) => entry.summary) };
  });
  if (result === undefined) return { kind: 'present' };
  await db.execute(sql`analyze`);
  return { kind: 'seeded', rows: result.rows, buildMs, insertMs: performance.now() - insertStart, summaries: result.summaries };
}

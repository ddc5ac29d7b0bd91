/**
 * Reads of the catalog snapshot (use-cases/catalog/catalog-snapshot.ts): the
 * catalog's version and every row a quote needs, read once per version.
 *
 * `readCatalogSnapshotRows` reads the version and the rows in ONE read-only transaction
 * (REPEATABLE READ on PostgreSQL), so the rows are exactly those of that version: the version
 * row is bumped in the same transaction as every catalog write (migration
 * 0012_catalog_version). Drafts are left out (never quoted). Entities come ordered by the
 * database's own `order by acronym, id` (its collation), so the snapshot sorts plan entities
 * and similar entities exactly as the SQL path does.
 */
import { asc, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { databaseClientOf, type Database, type DbOrTx } from '../../../db/database';
import { planQuoteColumns } from './catalog.repository';
import {
  administradoras,
  catalogVersion,
  commercializationAreas,
  entities,
  entityOccupations,
  institutionSimilarEntities,
  institutions,
  networkProviders,
  networks,
  occupations,
  planEntities,
  plans,
  priceTables,
  providers,
  states,
} from '../../../db/schema-catalog';

/** The catalog's current version (0 when the version row is missing: an unmigrated database). */
export async function findCatalogVersion(db: DbOrTx): Promise<number> {
  const rows = await db.select({ version: catalogVersion.version }).from(catalogVersion).where(eq(catalogVersion.id, 1)).limit(1);
  return rows[0]?.version ?? 0;
}

/** What identifies one catalog state of one database (the snapshot file cache's key: use-cases/catalog/catalog-snapshot-cache.ts). */
export interface CatalogStamp {
  /** `catalog_version.version`. */
  version: number;
  /** The cluster's `system_identifier` and the version row's `xmin`, as text. */
  identity: string;
}

/**
 * The catalog's version and what tells this database's catalog state apart from any other
 * with the same version number (the file cache's key: use-cases/catalog/catalog-snapshot-cache.ts):
 * the cluster's `system_identifier` (set by initdb) and the transaction id that last wrote the
 * version row (`xmin`, which every catalog write's trigger rewrites). Undefined when the version
 * row is missing. `pg_control_system()` may be refused to an unprivileged PostgreSQL role: the
 * cache is for the embedded database (server/src/serve-api.ts).
 */
export async function findCatalogStamp(db: DbOrTx): Promise<CatalogStamp | undefined> {
  const result = await db.execute<{ version: number; xmin: string; system: string }>(
    sql`select ${catalogVersion.version} as version, ${catalogVersion}.xmin::text as xmin, (select system_identifier::text from pg_control_system()) as system from ${catalogVersion} where ${catalogVersion.id} = 1`,
  );
  const row = (Array.isArray(result) ? result : (result as { rows: { version: number; xmin: string; system: string }[] }).rows)[0];
  return row ? { version: Number(row.version), identity: `${row.system}:${row.xmin}` } : undefined;
}

async function readRows(tx: DbOrTx) {
  const version = await findCatalogVersion(tx);
  const planRows = await tx
    .select({
      ...planQuoteColumns,
      institutionId: plans.institutionId,
      stateId: plans.stateId,
      areaId: plans.commercializationAreaId,
      administradoraId: plans.administradoraId,
    })
    .from(plans)
    .where(eq(plans.draft, false))
    .orderBy(asc(plans.id));
  const tables = await tx
    .select({
      id: priceTables.id,
      planId: priceTables.planId,
      effectiveDate: sql<string>`${priceTables.effectiveDate}::text`,
      source: priceTables.source,
      real: priceTables.real,
      pricesCents: priceTables.pricesCents,
      promotionalPricesCents: priceTables.promotionalPricesCents,
      promotionalMonths: priceTables.promotionalMonths,
    })
    .from(priceTables)
    .orderBy(asc(priceTables.planId), asc(priceTables.effectiveDate));
  const stateRows = await tx.select({ id: states.id, uf: states.uf, name: states.name }).from(states).orderBy(asc(states.id));
  const institutionRows = await tx
    .select({
      id: institutions.id,
      name: institutions.name,
      slug: institutions.slug,
      logo: institutions.logo,
      ansRegistration: institutions.ansRegistration,
      ansProfile: institutions.ansProfile,
    })
    .from(institutions);
  const areaRows = await tx
    .select({ id: commercializationAreas.id, stateId: commercializationAreas.stateId, name: commercializationAreas.name, cities: commercializationAreas.cities })
    .from(commercializationAreas)
    .orderBy(asc(commercializationAreas.id));
  const administradoraRows = await tx.select({ id: administradoras.id, name: administradoras.name }).from(administradoras);
  const networkRows = await tx.select({ id: networks.id, name: networks.name }).from(networks);
  const providerRows = await tx.select({ id: providers.id, kind: providers.kind, stateId: providers.stateId }).from(providers);
  const networkProviderRows = await tx.select({ networkId: networkProviders.networkId, providerId: networkProviders.providerId }).from(networkProviders);
  // The database's order of entities (its collation), kept as each entity's rank.
  const entityRows = await tx
    .select({ id: entities.id, acronym: entities.acronym, name: entities.name, stateId: entities.stateId })
    .from(entities)
    .orderBy(asc(entities.acronym), asc(entities.id));
  const entityOccupationRows = await tx.select({ entityId: entityOccupations.entityId, occupationId: entityOccupations.occupationId }).from(entityOccupations);
  const occupationRows = await tx.select({ id: occupations.id }).from(occupations);
  const planEntityRows = await tx.select({ planId: planEntities.planId, entityId: planEntities.entityId }).from(planEntities);
  const similarRows = await tx
    .select({ institutionId: institutionSimilarEntities.institutionId, entityId: institutionSimilarEntities.entityId })
    .from(institutionSimilarEntities);
  return {
    version,
    plans: planRows,
    priceTables: tables,
    states: stateRows,
    institutions: institutionRows,
    areas: areaRows,
    administradoras: administradoraRows,
    networks: networkRows,
    providers: providerRows,
    networkProviders: networkProviderRows,
    entities: entityRows,
    entityOccupations: entityOccupationRows,
    occupationIds: occupationRows.map((row) => row.id),
    planEntities: planEntityRows,
    similarEntities: similarRows,
  };
}

/** Every row of one catalog version, as read by {@link readCatalogSnapshotRows}. */
export type CatalogSnapshotRows = Awaited<ReturnType<typeof readRows>>;

/**
 * The version and the rows of the catalog, consistent with each other (one read-only
 * transaction; REPEATABLE READ on PostgreSQL, PGlite runs one transaction at a time).
 */
export async function readCatalogSnapshotRows(db: Database): Promise<CatalogSnapshotRows> {
  if (databaseClientOf(db) instanceof pg.Pool) return db.transaction((tx) => readRows(tx), { isolationLevel: 'repeatable read', accessMode: 'read only' });
  return db.transaction((tx) => readRows(tx));
}

/**
 * {@link readCatalogSnapshotRows} with the {@link findCatalogStamp} read in the same transaction
 * (the rows are exactly the stamp's state); for the embedded database, whose file cache it keys.
 */
export async function readStampedCatalogSnapshotRows(db: Database): Promise<{ rows: CatalogSnapshotRows; stamp: CatalogStamp | undefined }> {
  return db.transaction(async (tx) => {
    const stamp = await findCatalogStamp(tx);
    return { rows: await readRows(tx), stamp };
  });
}

/**
 * Where a process gets its catalog snapshot: loads it on first use (or at start,
 * `preload`), and replaces it when the catalog version in the database changes.
 *
 * - The version (`catalog_version`, bumped by a trigger in the transaction of every catalog
 *   write) is checked again:
 *   - before the next quote after a write made by THIS process to a catalog table
 *     ({@link CATALOG_TABLES}; db/write-observer.ts tells which tables a statement or a
 *     transaction wrote): that request waits for the check, so an admin edit is seen by
 *     the very next quote, and other writes (logins, quotations, payments) cost no query;
 *   - at once, in the background, when the bus says another process changed it
 *     (cluster/pubsub.ts topic `catalog`: on PostgreSQL the trigger's NOTIFY reaches every
 *     listening process; requests keep the old snapshot until the new one is built);
 *   - every `checkIntervalMs` (default 60 s), should a notification have been missed while
 *     the listening connection was down.
 * - A new version is read in one transaction and built completely before it replaces the
 *   old one (one reference swap): a request never sees a half-built snapshot. Requests
 *   arriving before the first load wait for it; a failed load is an error for the requests
 *   that waited and is retried by the next one.
 * - A price table becoming effective at midnight changes nothing here: every table is in
 *   the snapshot and the quote picks by the clock's day.
 * - With a `cache` (the embedded database: ./catalog-snapshot-cache.ts), the rows come from
 *   its file when its key is the database's current catalog state, and every database read
 *   is saved there for the next start.
 */
import type { Database } from '../../../db/database';
import { mayTouch, onLocalDatabaseWrite } from '../../../db/write-observer';
import { onCatalogVersion, type PubSub } from '../../../cluster/pubsub';
import { findCatalogStamp, findCatalogVersion, readCatalogSnapshotRows, readStampedCatalogSnapshotRows, type CatalogSnapshotRows } from '../repositories/catalog-snapshot.repository';
import { buildCatalogSnapshot, type CatalogSnapshot } from './catalog-snapshot';
import type { CatalogSnapshotCache } from './catalog-snapshot-cache';

/**
 * The tables whose writes can change the snapshot: those of the catalog_version trigger of
 * migration 0012_catalog_version, and the version row itself (change them together).
 */
export const CATALOG_TABLES: readonly string[] = [
  'states',
  'institutions',
  'administradoras',
  'occupations',
  'entities',
  'entity_occupations',
  'institution_similar_entities',
  'providers',
  'networks',
  'network_providers',
  'commercialization_areas',
  'plans',
  'plan_entities',
  'price_tables',
  'coparticipation_rules',
  'refunds',
  'shortfalls',
  'administradora_fees',
  'dental_plans',
  'catalog_version',
];

/** The process's snapshot holder. */
export interface CatalogSnapshotSource {
  /** The snapshot of the current version (waits for the first load, or for a check after a local write). */
  current(): Promise<CatalogSnapshot>;
  /** Checks the version now and reloads if it changed; resolves when a check started after this call is done. */
  refresh(): Promise<void>;
  /** Whether a snapshot is in memory (the readiness call says `catalog: "loading"` until then). */
  loaded(): boolean;
  /** Stops listening (writes, bus, timer). */
  close(): void;
}

/** Minimal logger. */
export interface SnapshotLog {
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
}

/** Options of {@link createCatalogSnapshotSource}. */
export interface CatalogSnapshotSourceOptions {
  db: Database;
  /** The processes' bus (the `catalog` topic). */
  pubsub?: PubSub;
  log?: SnapshotLog;
  /** Period of the safety-net version check, ms (default 60 000; 0 turns it off). */
  checkIntervalMs?: number;
  /** The rows' file cache (PGlite's DATA_DIR); none: every load reads the database. */
  cache?: CatalogSnapshotCache;
}

/** Creates the holder; nothing is read until `current()` or `refresh()`. */
export function createCatalogSnapshotSource(options: CatalogSnapshotSourceOptions): CatalogSnapshotSource {
  const { db, log } = options;
  let snapshot: CatalogSnapshot | undefined;
  /** Local writes seen, and the count a finished check had seen when it started. */
  let writes = 0;
  let checkedWrites = -1;
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;

  const check = async () => {
    const seenWrites = writes;
    const version = await findCatalogVersion(db);
    if (!snapshot || version !== snapshot.version) {
      const started = performance.now();
      const loaded = await loadRows();
      const next = buildCatalogSnapshot(loaded.rows);
      // Two loads never overlap (one check at a time), so the later load is the newer version.
      snapshot = next;
      log?.info(
        { version: next.version, plans: next.planCount, priceTables: next.tableCount, from: loaded.from, ms: Math.round(performance.now() - started) },
        'catálogo carregado em memória / catalog snapshot loaded',
      );
      // After the swap: quotes use the new snapshot while the file is written.
      if (loaded.save) await loaded.save();
    }
    checkedWrites = Math.max(checkedWrites, seenWrites);
  };

  /** The rows of the current version: from the cache's file when it is this state's, else the database. */
  const loadRows = async (): Promise<{ rows: CatalogSnapshotRows; from: 'cache' | 'database'; save?: () => Promise<void> }> => {
    const { cache } = options;
    if (!cache) return { rows: await readCatalogSnapshotRows(db), from: 'database' };
    try {
      const stamp = await findCatalogStamp(db);
      const rows = stamp ? await cache.read(stamp) : undefined;
      if (rows) return { rows, from: 'cache' };
    } catch (error) {
      log?.warn({ err: error }, 'catálogo: cópia em disco ilegível, lido do banco / snapshot file unreadable, read from the database');
    }
    const { rows, stamp } = await readStampedCatalogSnapshotRows(db);
    const save = stamp
      ? () => cache.write(stamp, rows).catch((error: unknown) => log?.warn({ err: error }, 'catálogo: cópia em disco não gravada / snapshot file not written'))
      : undefined;
    return { rows, from: 'database', save };
  };

  const refresh = (): Promise<void> => {
    if (!running) {
      running = check().finally(() => {
        running = undefined;
      });
      return running;
    }
    // A check is under way but may have started before what the caller wants seen: one more after it.
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return refresh();
      });
    return queued;
  };

  const stopWrites = onLocalDatabaseWrite(db, (write) => {
    if (mayTouch(write, CATALOG_TABLES)) writes += 1;
  });
  const stopBus = options.pubsub
    ? onCatalogVersion(options.pubsub, (version) => {
        if (snapshot && Number(version) === snapshot.version) return;
        refresh().catch((error: unknown) => log?.warn({ err: error }, 'catálogo: recarga falhou / snapshot reload failed'));
      })
    : undefined;
  const intervalMs = options.checkIntervalMs ?? 60_000;
  const timer =
    intervalMs > 0
      ? setInterval(() => {
          if (snapshot) refresh().catch((error: unknown) => log?.warn({ err: error }, 'catálogo: verificação falhou / version check failed'));
        }, intervalMs)
      : undefined;
  timer?.unref();

  return {
    async current() {
      if (snapshot && checkedWrites >= writes) return snapshot;
      await refresh();
      return snapshot!;
    },
    refresh,
    loaded: () => snapshot !== undefined,
    close() {
      stopWrites?.();
      stopBus?.();
      if (timer) clearInterval(timer);
    },
  };
}

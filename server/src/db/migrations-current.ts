/**
 * A start's migrations check in one statement on the embedded database.
 *
 * drizzle's migrator runs four statements on every start even when nothing is pending
 * (`CREATE SCHEMA IF NOT EXISTS`, `CREATE TABLE IF NOT EXISTS`, the newest row, an empty
 * transaction) and first reads and hashes every migration file (1.7 MB of SQL for the API).
 * On PGlite, where every statement goes through the one WebAssembly Postgres, the API's and the
 * life service's checks were ~0.2–0.3 s of a restart (docs/benchmarks.md, "Fewer statements at
 * start"). Here the journal alone is read and one query asks for the newest recorded migration:
 * by drizzle's own rule (pg-core dialect `migrate`: a migration runs when its journal `when` is
 * after the newest `created_at` recorded) nothing is pending when that newest `created_at` is
 * at least the journal's newest `when`. Otherwise — a fresh folder, an older database, any
 * error — the caller runs drizzle's migrator, which decides as before.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/** Where drizzle keeps a set of migrations (its migrator's options). */
export interface MigrationsPlace {
  /** The folder with `meta/_journal.json` and the `.sql` files. */
  migrationsFolder: string;
  /** drizzle's defaults: `drizzle`, `__drizzle_migrations`. */
  migrationsSchema?: string;
  migrationsTable?: string;
}

/**
 * The newest `when` (milliseconds since the epoch, as drizzle-kit writes it) of the folder's
 * journal, or undefined for an empty journal.
 * @throws when the journal is missing or not JSON (drizzle's migrator would throw too).
 */
export function newestJournalMillis(migrationsFolder: string): number | undefined {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries?: { when?: unknown }[] };
  const whens = (journal.entries ?? []).map((entry) => Number(entry.when)).filter((when) => Number.isFinite(when));
  return whens.length > 0 ? Math.max(...whens) : undefined;
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Whether every migration of `place` is already applied to `client` (one statement). False on a
 * fresh database (no migrations table: the query fails), an older one, or any error: run
 * drizzle's migrator then.
 */
export async function migrationsAreCurrent(client: PGlite, place: MigrationsPlace): Promise<boolean> {
  try {
    const newest = newestJournalMillis(place.migrationsFolder);
    if (newest === undefined) return false;
    const table = `${quoteIdentifier(place.migrationsSchema ?? 'drizzle')}.${quoteIdentifier(place.migrationsTable ?? '__drizzle_migrations')}`;
    // On a fresh database the table is missing: the query fails, once in the folder's life.
    const result = await client.query<{ newest: string | null }>(`select max(created_at)::text as newest from ${table}`);
    const recorded = result.rows[0]?.newest;
    return recorded !== null && recorded !== undefined && Number(recorded) >= newest;
  } catch {
    return false;
  }
}

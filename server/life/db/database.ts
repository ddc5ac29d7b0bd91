/**
 * The life service's database handles: its own schema `life` (tables in schema.ts,
 * migrations in server/life/drizzle) plus read access to the main schema's users and
 * accounts (to authenticate brokers with the main API's rules), over ONE client:
 *
 * - PostgreSQL (`DATABASE_URL`): a `pg` pool on the same database as the main API;
 * - embedded mode: a `pg` pool on the Unix socket the main process serves its PGlite on
 *   (pglite-wire-bridge.ts; the main process keeps the only handle on the data folder);
 * - tests: the very PGlite (or pool) of the test context.
 */
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { mainSchema, migrationsAreCurrent, prepareRepeatedStatements, withClusterLock, type Database } from '../../src/kit/database';
import { PGLITE_SOCKET_PORT } from './pglite-wire-bridge';
import * as lifeSchema from './schema';

/** Drizzle over the `life` schema. */
export type LifeDb = PgDatabase<PgQueryResultHKT, typeof lifeSchema, ExtractTablesWithRelations<typeof lifeSchema>>;

/** Folder of the life service's SQL migrations. */
export const LIFE_MIGRATIONS_FOLDER = fileURLToPath(new URL('../drizzle', import.meta.url));

/** Where drizzle records the applied life migrations (apart from the main API's `drizzle.__drizzle_migrations`). */
const MIGRATIONS = { migrationsFolder: LIFE_MIGRATIONS_FOLDER, migrationsSchema: 'life', migrationsTable: '__drizzle_migrations' } as const;

/** The service's database handles. */
export interface LifeDatabase {
  /** The `life` schema. */
  life: LifeDb;
  /** The main schema (users, accounts), read to authenticate callers. */
  main: Database;
  /** Applies the pending life migrations. */
  migrate(): Promise<void>;
  /** Closes the pool when this handle opened it. Idempotent. */
  close(): Promise<void>;
}

/**
 * Wraps an existing client: a PGlite instance or a `pg` pool (tests, or the pools below).
 * @param ownsClient close the pool on `close()` (never closes a PGlite it did not open).
 */
export function lifeDatabaseOver(client: PGlite | pg.Pool, ownsClient = false): LifeDatabase {
  if (client instanceof PGlite) {
    const life = drizzlePglite({ client, schema: lifeSchema });
    return {
      life,
      main: drizzlePglite({ client, schema: mainSchema }),
      // One statement when nothing is pending (server/src/db/migrations-current.ts).
      migrate: async () => {
        if (await migrationsAreCurrent(client, MIGRATIONS)) return;
        await migratePglite(life, MIGRATIONS);
      },
      close: async () => undefined,
    };
  }
  const life = drizzlePg({ client, schema: lifeSchema });
  let closed = false;
  return {
    life,
    main: drizzlePg({ client, schema: mainSchema }),
    // Two life processes starting together: one applies the life migrations, the other then finds them applied.
    migrate: () => withClusterLock(client, 'cotador.life-migrations', () => migratePg(life, MIGRATIONS)),
    close: async () => {
      if (closed || !ownsClient) return;
      closed = true;
      await client.end();
    },
  };
}

/** The client behind a Drizzle database built by this project (`$client`). */
export function clientOf(db: unknown): PGlite | pg.Pool {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof PGlite || client instanceof pg.Pool) return client;
  throw new TypeError('Expected a Drizzle database over PGlite or a pg Pool');
}

/** Thrown when the database cannot be reached within the wait. */
export class LifeDatabaseUnreachableError extends Error {
  constructor(readonly target: string, override readonly cause: unknown) {
    super(
      `Serviço de seguro de vida: banco de dados inacessível em ${target} (${(cause as Error)?.message ?? String(cause)}). O servidor principal está rodando?\n` +
        `Life service: database unreachable at ${target}. Is the main server running?`,
    );
    this.name = 'LifeDatabaseUnreachableError';
  }
}

/**
 * Pause between two connection attempts, ms: short, because the socket appears the moment the
 * main process has migrated, and a restart after a crash waits for this service too (a refused
 * connection to a Unix socket costs microseconds).
 */
export const CONNECT_RETRY_MS = 50;

/**
 * Opens a pool on PostgreSQL (`databaseUrl`) or on the main process's PGlite socket in
 * `dataDir`, retrying the first connection every {@link CONNECT_RETRY_MS} ms for up to `waitMs`
 * (the main process may still be opening or migrating the embedded database).
 * @throws LifeDatabaseUnreachableError after `waitMs`.
 */
export async function openLifeDatabase(
  config: { databaseUrl: string | undefined; dataDir: string },
  options: { waitMs?: number; sleep?: (ms: number) => Promise<void> } = {},
): Promise<LifeDatabase> {
  const pool = config.databaseUrl
    ? new pg.Pool({ connectionString: config.databaseUrl, max: 10 })
    : // PGlite runs one statement at a time: one connection is all the socket can use. It is
      // kept open while idle (`idleTimeoutMillis: 0`): the main process's shutdown waits for it to
      // close (pglite-wire-bridge.ts, `waitForClientsMs`) as the sign that this service is done.
      new pg.Pool({ host: config.dataDir, port: PGLITE_SOCKET_PORT, user: 'postgres', database: 'postgres', max: 1, idleTimeoutMillis: 0 });
  // Repeated statements prepared once per connection, on a PostgreSQL server only (db/prepared-statements.ts).
  if (config.databaseUrl) prepareRepeatedStatements(pool);
  const target = config.databaseUrl ? 'DATABASE_URL' : `${config.dataDir}/.s.PGSQL.${PGLITE_SOCKET_PORT}`;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const attempts = Math.max(1, Math.ceil((options.waitMs ?? 120_000) / CONNECT_RETRY_MS));
  for (let attempt = 1; ; attempt += 1) {
    try {
      const probe = await pool.connect();
      probe.release();
      return lifeDatabaseOver(pool, true);
    } catch (error) {
      if (attempt >= attempts) {
        await pool.end().catch(() => undefined);
        throw new LifeDatabaseUnreachableError(target, error);
      }
      await sleep(CONNECT_RETRY_MS);
    }
  }
}

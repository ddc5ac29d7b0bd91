/**
 * A throw-away database on a PostgreSQL server, for the benchmarks (`npm run bench`,
 * scripts/bench-quote.ts): created under a random name, migrated by `openPostgresDatabase`,
 * dropped (WITH FORCE) by the returned `close`.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgresDatabase, type DatabaseHandle } from '../../server/src/db/database';

/** Opens a database named `<prefix>_<12 hex>` on the server at `baseUrl`; `url` is its connection string. */
export async function openThrowAwayPostgres(baseUrl: string, prefix = 'cotador_bench'): Promise<DatabaseHandle & { url: string }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`).finally(() => admin.end());
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgresDatabase(url.toString());
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => dropper.end());
    },
  };
}

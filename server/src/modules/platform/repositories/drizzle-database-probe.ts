/** The {@link DatabaseProbe} over the app's Drizzle database: `select 1`. */
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import type { DatabaseProbe } from '../use-cases/database-probe';

/** A probe of `db` (PGlite or a PostgreSQL pool); a failed connection or statement rejects. */
export function drizzleDatabaseProbe(db: Database): DatabaseProbe {
  return {
    async ping() {
      await db.execute(sql`select 1`);
    },
  };
}

/** Use case: is the server ready (database answering)? */
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';

/** Runs `select 1`; true when the database answers. */
export async function checkHealth(deps: { db: Database }): Promise<boolean> {
  try {
    await deps.db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

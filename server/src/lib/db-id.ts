/**
 * Row ids as the database holds them: PostgreSQL `integer` (int4) columns, 1 … 2³¹−1. A number
 * outside that range can match no row, and sending it to PostgreSQL is an error (a 500), so
 * path segments and query values are checked here before any query.
 */

/** Largest value of a PostgreSQL `integer` (ids): larger numbers can match no row. */
export const MAX_DB_ID = 2_147_483_647;

/** True for an integer id a row may have (1 … 2³¹−1); querying with a larger one would be a database error. */
export function isDbId(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 1 && value <= MAX_DB_ID;
}

/** A path segment as a row id (`'12'` → 12), or null when it cannot be one (`'abc'`, `'0'`, `'99999999999'`). */
export function parseDbId(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return isDbId(id) ? id : null;
}

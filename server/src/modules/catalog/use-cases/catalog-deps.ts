/** What the catalog use cases need: the database and the clock (for "today"). */
import type { Database } from '../../../db/database';
import { BRAZIL_TIME_ZONE } from '../../../lib/dates';

export interface CatalogDeps {
  db: Database;
  /** Current instant; the calendar day in Brasília decides which price table is in force. */
  clock: () => Date;
}

/** Brasília calendar days as `YYYY-MM-DD` (en-CA), built once: building it costs more than formatting. */
const brasiliaDay = new Intl.DateTimeFormat('en-CA', { timeZone: BRAZIL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's calendar day in Brasília (`YYYY-MM-DD`, as lib/dates' `isoDateInZone`): the date price tables are compared with. */
export function catalogToday(deps: Pick<CatalogDeps, 'clock'>): string {
  return brasiliaDay.format(deps.clock());
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/** pt-BR text order (accents and case ignored, numbers in natural order). */
export function compareText(a: string, b: string): number {
  return collator.compare(a, b);
}

/** Lower case, accents removed, spaces trimmed and collapsed: for tolerant city/search matching. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').trim().replace(/\s+/g, ' ').toLowerCase();
}

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

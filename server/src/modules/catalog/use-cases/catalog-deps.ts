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

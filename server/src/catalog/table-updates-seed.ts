/**
 * The calendar of table updates of the demo database, written after the catalog
 * (server start on an empty embedded database, `npm run seed`, each server test context),
 * so that a newcomer's calendar is not empty:
 *
 * - past updates: one 'update' line per institution, state and effective date of the
 *   catalog's price tables dated up to the seed day (the real Hapvida June 2026 tables are
 *   past updates of their cities' states), with how many plans changed;
 * - forecasts: the institutions' annual adjustment expected on the next 1 June in every
 *   state where Hapvida sells, and, for the 12 (institution, state) pairs with the most
 *   plans, a table change expected in the coming weeks (seed day + 6, 15, 24… days).
 *
 * Dates are relative to `today` (the seed day, Brasília) so the demo stays current.
 */
import { asc, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { institutions, plans } from '../db/schema-catalog';
import { tableUpdates } from '../db/schema-table-updates';
import { addDays, isoDateInZone } from '../lib/dates';
import { HAPVIDA_SLUG } from './hapvida';

const FORECAST_NOTES = [
  'Reajuste de tabela PME previsto pela operadora.',
  'Nova tabela de adesão prevista (administradora).',
  'Reajuste das tabelas individuais aguardando publicação.',
] as const;

/** The next 1 June strictly after `today` (`YYYY-MM-DD`). */
export function nextJuneFirst(today: string): string {
  const year = Number(today.slice(0, 4));
  const thisYear = `${year}-06-01`;
  return thisYear > today ? thisYear : `${year + 1}-06-01`;
}

/**
 * Inserts the calendar lines when the table has none (once; the catalog must be there);
 * `now` is the instant written as created/changed, its Brasília day the seed day. Returns
 * the lines now in the table.
 */
export async function seedTableUpdates(db: DbOrTx, now: Date): Promise<number> {
  // The seed's own import lines (one per operator file and state, with their audit record) do
  // not count as a calendar: the real catalog is seeded through the importer, which writes them.
  const [existing] = await db.select({ n: count() }).from(tableUpdates).where(isNull(tableUpdates.importId));
  if ((existing?.n ?? 0) > 0) return existing?.n ?? 0;
  const today = isoDateInZone(now);
  await db.execute(sql`
    insert into table_updates (institution_id, state_id, updating_date, updating_description, kind, created_at, changed_at)
    select p.institution_id, p.state_id, pt.effective_date,
           case when bool_and(pt.real) then 'Tabela real da operadora (' || count(*) || ' planos).'
                else 'Nova tabela de preços (' || count(*) || ' planos).' end,
           'update', ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
    from price_tables pt join plans p on p.id = pt.plan_id
    where pt.effective_date <= ${today}::date
    group by p.institution_id, p.state_id, pt.effective_date
  `);
  const june = nextJuneFirst(today);
  await db.execute(sql`
    insert into table_updates (institution_id, state_id, updating_date, updating_description, kind, created_at, changed_at)
    select distinct p.institution_id, p.state_id, ${june}::date, 'Reajuste anual previsto (tabelas de junho).', 'forecast', ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
    from plans p join institutions i on i.id = p.institution_id
    where i.slug = ${HAPVIDA_SLUG}
  `);
  const pairs = await db
    .select({ institutionId: plans.institutionId, stateId: plans.stateId })
    .from(plans)
    .innerJoin(institutions, eq(institutions.id, plans.institutionId))
    .where(ne(institutions.slug, HAPVIDA_SLUG))
    .groupBy(plans.institutionId, plans.stateId)
    .orderBy(desc(count()), asc(plans.institutionId), asc(plans.stateId))
    .limit(12);
  if (pairs.length > 0) {
    await db.insert(tableUpdates).values(
      pairs.map((pair, index) => ({
        institutionId: pair.institutionId,
        stateId: pair.stateId,
        updatingDate: addDays(today, 6 + index * 9),
        updatingDescription: FORECAST_NOTES[index % FORECAST_NOTES.length] ?? '',
        kind: 'forecast' as const,
        createdAt: now,
        changedAt: now,
      })),
    );
  }
  const [total] = await db.select({ n: count() }).from(tableUpdates);
  return total?.n ?? 0;
}

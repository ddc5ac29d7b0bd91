/**
 * Seed of the plan extras (db/schema-plan-extras.ts): the administradoras' fees
 * and the operators' dental plans, from server/src/catalog/reference-data/plan-extras.ts,
 * keyed by the slugs of the catalog already in the database.
 *
 * Idempotent and separate from `seedCatalog`: it runs when `dental_plans` is empty, so a
 * database seeded before these tables existed gets them at the next start.
 */
import { sql } from 'drizzle-orm';
import type { Database } from './db/database';
import { administradoras, institutions } from './db/schema-catalog';
import { administradoraFees, dentalPlans } from './db/schema-plan-extras';
import { ADMINISTRADORA_FEES, dentalPlansOf, ILLUSTRATIVE_EXTRAS_SOURCE } from './catalog/reference-data/plan-extras';

/** Key of the advisory lock taken while seeding the extras (any constant bigint). */
const EXTRAS_LOCK_KEY = 73_012_027;

/** Inserts the fees and dental plans unless present. @returns the rows inserted (0 when present or without a catalog). */
export async function seedPlanExtras(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${EXTRAS_LOCK_KEY})`);
    const present = await tx.select({ id: dentalPlans.id }).from(dentalPlans).limit(1);
    if (present.length > 0) return 0;
    const operators = await tx.select({ id: institutions.id, slug: institutions.slug, name: institutions.name }).from(institutions);
    const dentalRows = operators
      .sort((a, b) => a.id - b.id)
      .flatMap((operator) => dentalPlansOf(operator.slug, operator.name).map((plan) => ({ institutionId: operator.id, ...plan })));
    if (dentalRows.length === 0) return 0;
    await tx.insert(dentalPlans).values(dentalRows);
    const sellers = await tx.select({ id: administradoras.id, slug: administradoras.slug }).from(administradoras);
    const feeRows = sellers.flatMap((seller) => {
      const fees = ADMINISTRADORA_FEES[seller.slug];
      return fees ? [{ administradoraId: seller.id, ...fees, source: ILLUSTRATIVE_EXTRAS_SOURCE, real: false }] : [];
    });
    if (feeRows.length > 0) await tx.insert(administradoraFees).values(feeRows).onConflictDoNothing();
    return dentalRows.length + feeRows.length;
  });
}

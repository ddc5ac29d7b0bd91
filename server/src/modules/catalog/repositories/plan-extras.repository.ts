/** SQL of the plan extras (tables in db/schema-plan-extras.ts): administradora fees and dental add-ons. */
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database';
import { administradoras, plans } from '../../../db/schema-catalog';
import { administradoraFees, dentalPlans } from '../../../db/schema-plan-extras';

/** An administradora's fees per life, in cents. */
export interface AdministradoraFeeRow {
  readonly name: string;
  readonly adhesion: number;
  readonly monthly: number;
}

/** Every administradora that has fees, with its name. */
export async function findAdministradoraFeeRows(db: DbOrTx): Promise<AdministradoraFeeRow[]> {
  return db
    .select({ name: administradoras.name, adhesion: administradoraFees.adhesionCents, monthly: administradoraFees.monthlyCents })
    .from(administradoraFees)
    .innerJoin(administradoras, eq(administradoras.id, administradoraFees.administradoraId));
}

/** What picks a plan's dental add-ons. */
export interface PlanDentalKey {
  readonly institutionId: number;
  readonly type: typeof plans.$inferSelect.type;
  readonly productLine: string | null;
}

/** The operator, type and product line of plan `planId`, or undefined. */
export async function findPlanDentalKey(db: DbOrTx, planId: number): Promise<PlanDentalKey | undefined> {
  const [plan] = await db
    .select({ institutionId: plans.institutionId, type: plans.type, productLine: plans.productLine })
    .from(plans)
    .where(eq(plans.id, planId))
    .limit(1);
  return plan;
}

/** A dental add-on row. */
export type DentalPlanRow = typeof dentalPlans.$inferSelect;

/** An operator's dental add-ons, cheapest first, then by id. */
export async function findDentalPlansOf(db: DbOrTx, institutionId: number): Promise<DentalPlanRow[]> {
  return db.select().from(dentalPlans).where(eq(dentalPlans.institutionId, institutionId)).orderBy(asc(dentalPlans.monthlyCents), asc(dentalPlans.id));
}

/**
 * The extras a plan is sold with (tables in db/schema-plan-extras.ts):
 * - the administradora's fees of an adhesion plan, per life (`administradora_fees` on every
 *   plan answer: null for CP, PJ and administradoras without fees);
 * - the dental add-ons of the plan's operator (`dental_options` on the full plan): the rows
 *   for the plan's product line when there are any (Hapvida's real PME and business dental
 *   prices), else those for its type, else the operator's general ones; cheapest first.
 */
import type { CatalogStore } from './catalog-store';

/** Fees per life in cents, as the wire sends them. */
export interface AdministradoraFeesWireShape {
  readonly adhesion_cents: number;
  readonly monthly_cents: number;
}

/** The fees of every administradora that has them, by its name (plan answers carry the name). */
export async function administradoraFeesByName(store: Pick<CatalogStore, 'administradoraFeeRows'>): Promise<ReadonlyMap<string, AdministradoraFeesWireShape>> {
  const rows = await store.administradoraFeeRows();
  return new Map(rows.map((row) => [row.name, { adhesion_cents: row.adhesion, monthly_cents: row.monthly }]));
}

/** The fees of a plan's administradora, or null (no administradora, or one without fees). */
export function feesOf(fees: ReadonlyMap<string, AdministradoraFeesWireShape>, administradora: string | null): AdministradoraFeesWireShape | null {
  return administradora === null ? null : (fees.get(administradora) ?? null);
}

/** A dental add-on as the wire sends it. */
export interface DentalOptionWireShape {
  readonly id: number;
  readonly name: string;
  readonly monthly_cents: number;
  readonly real: boolean;
}

/** The dental add-ons offered with plan `planId` (see the module's rule); empty for an unknown plan. */
export async function dentalOptionsOfPlan(store: Pick<CatalogStore, 'planDentalKey' | 'dentalPlansOf'>, planId: number): Promise<DentalOptionWireShape[]> {
  const plan = await store.planDentalKey(planId);
  if (!plan) return [];
  const rows = await store.dentalPlansOf(plan.institutionId);
  const byLine = rows.filter((row) => row.productLine !== null && row.productLine === plan.productLine && (row.planType === null || row.planType === plan.type));
  const byType = rows.filter((row) => row.productLine === null && row.planType === plan.type);
  const general = rows.filter((row) => row.productLine === null && row.planType === null);
  const chosen = byLine.length > 0 ? byLine : byType.length > 0 ? byType : general;
  return chosen.map((row) => ({ id: row.id, name: row.name, monthly_cents: row.monthlyCents, real: row.real }));
}

/**
 * The comparison selection of the quotation screen: at most {@link MAX_COMPARED_PLANS}
 * plan ids and the filter they were quoted with (kept between page loads by the
 * ComparisonStore port).
 */
import type { PlanFilter } from './catalog-types';

/** Most plans compared side by side. */
export const MAX_COMPARED_PLANS = 6;

/** The comparison selection: plan ids (in the order picked) and the filter (lives) they were quoted with. */
export interface ComparisonSelection {
  readonly planIds: readonly number[];
  readonly filter: PlanFilter;
}

/** Adds or removes `planId`; 'limit' when adding a seventh plan (the selection is unchanged). */
export function toggleComparedPlan(
  planIds: readonly number[],
  planId: number,
): { ok: true; planIds: number[] } | { ok: false; reason: 'limit' } {
  if (planIds.includes(planId)) return { ok: true, planIds: planIds.filter((id) => id !== planId) };
  if (planIds.length >= MAX_COMPARED_PLANS) return { ok: false, reason: 'limit' };
  return { ok: true, planIds: [...planIds, planId] };
}

/** Message when a seventh plan is picked. */
export const COMPARISON_LIMIT_MESSAGE = `Você pode comparar até ${MAX_COMPARED_PLANS} planos.`;

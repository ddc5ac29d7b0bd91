/**
 * Use case: which plans of a saved quotation have had their price table
 * replaced since it was quoted — the table in force today (Brasília, the injected clock)
 * is newer than the one the quotation kept. The saved prices are never re-priced; the
 * answer only lets the proposal say "Tabela atualizada em … — valores desta proposta são de …".
 */
import type { QuotationTableUpdateWire } from '../../../../../src/contract/quotation';
import { todayOf, type TableUpdatesDeps } from './history';

/** The plans of `data` (a saved quotation's data) whose table was replaced, in the quotation's order. */
export async function replacedTables(deps: Pick<TableUpdatesDeps, 'store' | 'clock'>, data: unknown): Promise<QuotationTableUpdateWire[]> {
  const plans = (data as { healthInsurance?: Array<{ id: number; name: string; price_table: { effective_date: string } }> }).healthInsurance ?? [];
  if (plans.length === 0) return [];
  const inForce = await deps.store.tablesInForce(plans.map((plan) => plan.id), todayOf(deps));
  return plans.flatMap((plan) => {
    const current = inForce.get(plan.id);
    if (!current || current.effectiveDate <= plan.price_table.effective_date) return [];
    return [{ plan_id: plan.id, plan_name: plan.name, quoted_effective_date: plan.price_table.effective_date, current_effective_date: current.effectiveDate }];
  });
}

/**
 * The plan editor's one way to save a plan's fields: with its `version`, the stale answer (409) apart.
 */
import type { AdminPlan, AdminPlanFields } from '../../../../domain/plan-admin-types';
import { useAlerts } from '../../../app/alert-context';
import { useUseCases } from '../../../app/services-context';
import { PLAN_SAVED } from './plan-form-values';

/** What a save tells its section: the saved plan, or the server's sentence when the plan changed since it was opened (409). */
export type SaveOutcome = { onSaved: (plan: AdminPlan) => void; onStale: (message: string) => void };

/**
 * Saves `changes` to a plan with its `version`: on success shows 'Plano salvo com sucesso!' and calls
 * `onSaved`; a plan changed since it was opened (409) goes to `onStale`. Answers the refusal's field
 * errors (the plan field's name → pt-BR messages) for the form, else null (other failures are shown as alerts).
 */
export function useSavePlan({ onSaved, onStale }: SaveOutcome) {
  const planAdmin = useUseCases('planAdmin');
  const alerts = useAlerts();
  return async (plan: AdminPlan, changes: Partial<AdminPlanFields>): Promise<Record<string, string[]> | null> => {
    const result = await planAdmin.editPlan(plan.id, { ...changes, version: plan.version });
    if (result.ok) {
      alerts.show({ kind: 'info', message: PLAN_SAVED });
      onSaved(result.value);
      return null;
    }
    if (result.error.kind === 'stale') {
      onStale(result.error.message);
      return null;
    }
    const fields = result.error.kind === 'rejected' ? result.error.fields : undefined;
    if (!fields) alerts.show({ kind: 'error', message: result.error.message });
    return fields ?? null;
  };
}

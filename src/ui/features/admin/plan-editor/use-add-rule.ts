/**
 * The plan editor's one way to add a rule to a plan (refund, coparticipation, carência).
 */
import type { RuleKind } from '../../../../domain/plan-admin-types';
import { useUseCases } from '../../../app/services-context';

/**
 * Adds one rule (refund, coparticipation or carência) to a plan and calls `onAdded` (answers null);
 * a refusal answers its field messages (keyed by the rule body's field names) or its sentence.
 */
export function useAddRule(onAdded: () => void) {
  const planAdmin = useUseCases('planAdmin');
  return async <K extends RuleKind>(kind: K, body: Parameters<typeof planAdmin.addRule<K>>[1]): Promise<Record<string, string[]> | string | null> => {
    const result = await planAdmin.addRule(kind, body);
    if (result.ok) {
      onAdded();
      return null;
    }
    return result.error.kind === 'rejected' && result.error.fields ? result.error.fields : result.error.message;
  };
}

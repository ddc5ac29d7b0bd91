/**
 * The plan information of the logged-in user's account (`GET /api/payments/user?email=`),
 * loaded for a screen; `reload()` asks again (after a change of product, a cancellation…).
 */
import { useCallback } from 'react';
import type { PlanInfo } from '../../../domain/subscription/types';
import { useUseCases } from '../../app/services-context';
import { useRemote, type RemoteState } from '../../shared/use-remote';

/** Shown when the plan information cannot be loaded (spec point 8). */
export const PLAN_INFO_ERROR = 'Erro ao carregar informações do plano! Por favor, tente novamente.';

/** Loads the plan of `email`'s account (null: nothing is loaded); a new `version` loads again. */
export function usePlanInfo(email: string | null, version = 0): RemoteState<PlanInfo> & { reload: () => void } {
  const subscription = useUseCases('subscription');
  const load = useCallback(() => subscription.planInfo(email ?? ''), [subscription, email]);
  return useRemote(email === null ? null : `${email}#${version}`, load);
}

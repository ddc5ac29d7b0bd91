/**
 * What a logged-in screen does once a payment is approved: refresh the session
 * (`/api/users/me/`, so the payment gate sees the new payment state), say so, then go to
 * `to` (the dashboard by default).
 */
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { useAlerts } from '../../app/alert-context';
import { useSession } from '../../app/session-context';

/** The message shown after an approved payment. */
export const PAYMENT_APPROVED_MESSAGE = 'Pagamento aprovado! Sua assinatura está ativa.';

/** The handler to pass as `onApproved`: reload the session, say so, navigate to `to`. */
export function usePaymentApproved(to = '/'): () => Promise<void> {
  const { reload } = useSession();
  const alerts = useAlerts();
  const [, navigate] = useLocation();
  return useCallback(async () => {
    await reload();
    alerts.show({ kind: 'info', message: PAYMENT_APPROVED_MESSAGE });
    navigate(to, { replace: true });
  }, [reload, alerts, navigate, to]);
}

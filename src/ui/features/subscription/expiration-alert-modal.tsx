/**
 * The expiration alert of spec point 4, mounted by the dashboard layout. The decision is the
 * pure `expirationAlert` (src/domain/subscription/expiration-alert.ts, through the subscription use case): 0–5 Brasília days
 * until `payment_expirated_at`, principal user only, not again on a day it was dismissed
 * (skip date per user in local storage, compared by day), never while the first-login
 * modals are open. Its text is exactly the domain's ('Hoje é o último dia de acesso',
 * 'resta apenas 1 dia de acesso', 'restam apenas N dias de acesso'; shown with a capital
 * first letter by CSS only). Closing it in any way ('Agora não', 'Fechar', Escape, or
 * following 'Gerenciar assinatura') stores today as the skip date.
 */
import { useState } from 'react';
import { Link } from 'wouter';
import { formatDateBR } from '../../../domain/quotation/money';
import { Button, Dialog, Icon } from '../../design-system';
import { useUseCases } from '../../app/services-context';
import { useSession } from '../../app/session-context';
import { useFirstAccessModalsOpen } from '../../shared/first-access/first-access';
import * as s from './subscription.css';

/** The expiration alert dialog; renders nothing unless `expirationAlert` says show. */
export function ExpirationAlertModal() {
  const { user } = useSession();
  const useCase = useUseCases('subscription');
  const firstAccessOpen = useFirstAccessModalsOpen();
  // Dismissed in this page view (the store keeps it across reloads).
  const [dismissed, setDismissed] = useState<number | null>(null);
  if (!user || dismissed === user.id) return null;

  const decision = useCase.expirationAlert(user, firstAccessOpen);
  if (!decision.show) return null;

  const dismiss = () => {
    useCase.dismissExpirationAlert(user, decision.today);
    setDismissed(user.id);
  };

  return (
    <Dialog
      title={decision.days === 0 ? 'Último dia de acesso' : 'Sua assinatura está acabando'}
      open
      size="sm"
      onOpenChange={(open) => {
        if (!open) dismiss();
      }}
    >
      <div className={s.expirationBody}>
        <span className={s.expirationIcon}>
          <Icon name="clock" size={24} />
        </span>
        <div>
          <strong className={s.expirationText}>{decision.text}</strong>
          <p className={s.muted}>
            Seu acesso vai até {formatDateBR(decision.expiresAt)}. Confira a sua assinatura para continuar cotando sem interrupção.
          </p>
        </div>
      </div>
      <div className={s.actionsEnd}>
        <Button variant="ghost" onClick={dismiss}>
          Agora não
        </Button>
        <Button asChild>
          <Link href="/plano-e-assinaturas/gerenciamento" onClick={dismiss}>
            Gerenciar assinatura
          </Link>
        </Button>
      </div>
    </Dialog>
  );
}

/**
 * /assinatura/gerenciamento: the one page (besides /assinatura) a blocked account may open
 * (spec point 4). Its admin pays with the shared checkout, starting from the current product
 * ('Trocar plano' changes it before paying); once approved the session is refreshed and the
 * user lands on the dashboard. A user without the admin role is told to ask the admin.
 */
import { canManageSubscription } from '../../../domain/permissions';
import { blockedReason } from '../../../domain/subscription/labels';
import { Card, Notice } from '../../design-system';
import { useCurrentUser } from '../../app/session-context';
import { CheckoutFlow } from './checkout/checkout-flow';
import { CheckoutPage } from './checkout-page';
import { usePaymentApproved } from './use-payment-done';
import { LinkButton } from '../../shared/link-button';

/** Shown to a user without the admin role. */
export const ADMIN_ONLY_MESSAGE = 'Somente o administrador da conta pode pagar ou mudar a assinatura. Fale com ele para liberar o acesso.';

/** /assinatura/gerenciamento (module note). */
export function BlockedManagementScreen() {
  const user = useCurrentUser();
  const approved = usePaymentApproved('/');
  const reason = blockedReason(user.subscription?.status, user.paymentExpiresAt);
  const blocked = user.payment === 'BL';
  return (
    <CheckoutPage
      titleId="gerenciar-titulo"
      eyebrow="Assinatura"
      title="Gerenciar assinatura"
      intro={`${blocked ? `${reason.title}. ` : ''}Pague agora para liberar o acesso, no mesmo plano ou em outro.`}
      links={
        blocked ? (
          <LinkButton href="/assinatura" icon="arrowLeft" variant="ghost">Voltar</LinkButton>
        ) : null
      }
    >
      {canManageSubscription(user.roles) ? (
        <Card padding="lg">
          <CheckoutFlow email={user.email} initialProductId={user.planId} currentProductId={user.planId} onApproved={approved} />
        </Card>
      ) : (
        <Notice tone="warning">{ADMIN_ONLY_MESSAGE}</Notice>
      )}
    </CheckoutPage>
  );
}

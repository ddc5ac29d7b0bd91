/**
 * /plano-e-assinaturas/gerenciamento: manage the subscription (the right drawer sends an FR
 * user without a subscription here, spec point 2).
 * - No subscription, or not active (FR, past due, canceled, expired): subscribe with the
 *   shared checkout; on approval the session is refreshed and the user goes to
 *   /plano-e-assinaturas.
 * - Active: change of product (upgrade prorated now, downgrade from the next period), a
 *   reactivation when a cancellation is scheduled, and the link to cancel.
 * Only the account's admin manages it; others are told to ask the admin.
 */
import { useState } from 'react';
import { canManageSubscription } from '../../../domain/permissions';
import { accessEndsSentence } from '../../../domain/subscription/labels';
import { isCancellationScheduled } from '../../../domain/subscription/types';
import { Button, Card, Notice, PageHeader, Spinner, Stack } from '../../design-system';
import { useAlerts } from '../../app/alert-context';
import { useUseCases } from '../../app/services-context';
import { useCurrentUser, useSession } from '../../app/session-context';
import { ADMIN_ONLY_MESSAGE } from './blocked-management-screen';
import { ChangeProduct } from './change-product';
import { CheckoutFlow } from './checkout/checkout-flow';
import { usePaymentApproved } from './use-payment-done';
import { PLAN_INFO_ERROR, usePlanInfo } from './use-plan-info';
import * as s from './subscription.css';
import { RetryNotice } from '../../shared/remote-failure';
import { LinkButton } from '../../shared/link-button';

/** Message after a reactivation. */
export const REACTIVATED_MESSAGE = 'Assinatura reativada! A renovação automática voltou a valer.';

/** /plano-e-assinaturas/gerenciamento (module note). */
export function SubscriptionManagementScreen() {
  const user = useCurrentUser();
  const useCase = useUseCases('subscription');
  const alerts = useAlerts();
  const { reload } = useSession();
  const [version, setVersion] = useState(0);
  const info = usePlanInfo(canManageSubscription(user.roles) ? user.email : null, version);
  const approved = usePaymentApproved('/plano-e-assinaturas');
  const [reactivating, setReactivating] = useState(false);

  const refresh = () => {
    setVersion((v) => v + 1);
    void reload();
  };

  const reactivate = async () => {
    setReactivating(true);
    const result = await useCase.reactivate();
    setReactivating(false);
    if (result.ok) {
      alerts.show({ kind: 'info', message: REACTIVATED_MESSAGE });
      refresh();
    } else alerts.show({ kind: 'error', message: result.error.message });
  };

  const header = (
    <PageHeader
      eyebrow="Plano e Assinaturas"
      title="Gerenciar assinatura"
      description="Assine, mude de plano ou reative a sua assinatura."
      actions={
        canManageSubscription(user.roles) && user.subscription ? (
          <LinkButton href="/plano-e-assinaturas" variant="ghost">Voltar para Plano e Assinaturas</LinkButton>
        ) : null
      }
    />
  );

  if (!canManageSubscription(user.roles)) {
    return (
      <>
        {header}
        <Notice tone="warning">{ADMIN_ONLY_MESSAGE}</Notice>
      </>
    );
  }

  if (info.status === 'loading') {
    return (
      <>
        {header}
        <div role="status" aria-label="Carregando assinatura" className={s.empty}>
          <Spinner />
        </div>
      </>
    );
  }

  if (info.status === 'failed') {
    return (
      <>
        {header}
        <RetryNotice message={PLAN_INFO_ERROR} onRetry={info.reload} />
      </>
    );
  }

  const plan = info.value;
  const subscription = plan.subscription;
  const canceling = isCancellationScheduled(subscription);

  if (!subscription || (subscription.status !== 'active' && !canceling)) {
    return (
      <>
        {header}
        <Card padding="lg">
          <CheckoutFlow
            email={user.email}
            initialProductId={subscription?.product.id ?? null}
            currentProductId={subscription?.product.id ?? null}
            onApproved={approved}
          />
        </Card>
      </>
    );
  }

  return (
    <>
      {header}
      <Stack gap="lg">
        {canceling ? (
          <Card as="section" padding="lg" aria-labelledby="reativar-titulo">
            <Stack gap="md">
              <h2 id="reativar-titulo" className={s.sectionTitle}>
                Assinatura cancelada
              </h2>
              <p>
                {accessEndsSentence(subscription.currentPeriodEnd)} Se mudou de ideia, reative a assinatura: ela volta a ser renovada
                automaticamente, sem cobrança agora.
              </p>
              <div className={s.actions}>
                <Button onClick={() => void reactivate()} loading={reactivating} loadingText="Reativando…">
                  Reativar assinatura
                </Button>
              </div>
            </Stack>
          </Card>
        ) : null}
        <Card as="section" padding="lg" aria-labelledby="mudar-titulo">
          <div className={s.sectionHeader}>
            <h2 id="mudar-titulo" className={s.sectionTitle}>
              Mudar de plano
            </h2>
            <span className={s.muted}>Mais usuários: vale na hora, com cobrança proporcional. Menos usuários: vale no próximo período.</span>
          </div>
          {canceling ? (
            <Notice tone="info">Reative a assinatura para mudar de plano.</Notice>
          ) : (
            <ChangeProduct plan={plan} onChanged={refresh} />
          )}
        </Card>
        {!canceling ? (
          <Card as="section" padding="lg" aria-labelledby="cancelar-titulo">
            <div className={s.sectionRow}>
              <div>
                <h2 id="cancelar-titulo" className={s.sectionTitle}>
                  Cancelar assinatura
                </h2>
                <p className={s.muted}>Você continua com acesso até o fim do período já pago.</p>
              </div>
              <LinkButton href="/plano-e-assinaturas/gerenciamento/confirmar-cancelamento" variant="danger">Cancelar assinatura</LinkButton>
            </div>
          </Card>
        ) : null}
      </Stack>
    </>
  );
}

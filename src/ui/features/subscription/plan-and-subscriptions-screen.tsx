/**
 * /plano-e-assinaturas (admin role only, spec point 6): the account's subscription — current
 * product and price, status, next charge (date and BRL, with the saved card) or the day
 * access ends when the subscription is canceled, users — the payment history, links to change the
 * product or cancel, and the team ("Equipe", accounts issue). The summary starts from the
 * session's user (status, seats, expiry) and fills in from `GET /api/payments/user` as it arrives.
 */
import { Link } from 'wouter';
import { teamCapacity } from '../../../domain/accounts/team';
import { formatBRL, formatDateBR } from '../../../domain/quotation/money';
import { accessEndsSentence, usersLabel } from '../../../domain/subscription/labels';
import { isCancellationScheduled, type PlanInfo } from '../../../domain/subscription/types';
import type { User } from '../../../domain/user';
import { Card, Notice, PageHeader, Spinner } from '../../design-system';
import { useCurrentUser } from '../../app/session-context';
import { TeamSection } from '../../shared/team/team-section';
import { PaymentHistory } from '../../shared/payment-history';
import { PLAN_INFO_ERROR, usePlanInfo } from './use-plan-info';
import { PlanStatusItems } from './plan-status-items';
import * as s from './subscription.css';
import { RetryNotice } from '../../shared/remote-failure';
import { LinkButton } from '../../shared/link-button';

export { subscriptionStatusLabel } from '../../../domain/subscription/labels';

/** The subscription card: what the account has, what comes next. */
export function SubscriptionSummary({ user, plan }: { user: User; plan: PlanInfo | null }) {
  const subscription = plan?.subscription ?? null;
  const total = plan?.totalUsers ?? teamCapacity(user.subscription);
  const expiresAt = plan?.paymentExpiresAt ?? user.paymentExpiresAt;
  const canceling = isCancellationScheduled(subscription);
  return (
    <Card as="section" padding="lg" aria-labelledby="assinatura-titulo" className={s.cardSpacing}>
      <div className={s.sectionHeader}>
        <h2 id="assinatura-titulo" className={s.sectionTitle}>
          Assinatura
        </h2>
        {subscription && subscription.status === 'active' && !canceling ? (
          <div className={s.actions}>
            <LinkButton href="/plano-e-assinaturas/gerenciamento" variant="secondary" size="sm">Mudar de plano</LinkButton>
            <LinkButton href="/plano-e-assinaturas/gerenciamento/confirmar-cancelamento" variant="ghost" size="sm">Cancelar assinatura</LinkButton>
          </div>
        ) : null}
      </div>
      <dl className={s.summary}>
        <PlanStatusItems user={user} plan={plan} />
        <div className={s.summaryItem}>
          <dt>{subscription?.nextCharge ? 'Próxima cobrança' : 'Acesso até'}</dt>
          <dd>
            {subscription?.nextCharge ? (
              <>
                {formatDateBR(subscription.nextCharge.date)}
                <span className={s.summarySub}>{formatBRL(subscription.nextCharge.amountCents)}</span>
              </>
            ) : expiresAt ? (
              formatDateBR(expiresAt)
            ) : (
              '—'
            )}
            {subscription ? (
              <span className={s.summarySub}>
                <span className={s.visuallyHiddenInline}>Cartão: </span>
                {subscription.cardLabel ?? 'PIX ou boleto'}
              </span>
            ) : null}
          </dd>
        </div>
        <div className={s.summaryItem}>
          <dt>Usuários no plano</dt>
          <dd>
            {usersLabel(total)}
            {plan ? <span className={s.summarySub}>{plan.usersCount === 1 ? '1 em uso' : `${plan.usersCount} em uso`}</span> : null}
          </dd>
        </div>
      </dl>
      {canceling && subscription ? (
        <Notice tone="warning" className={s.noticeSpacing}>
          Assinatura cancelada: ela não será renovada. {accessEndsSentence(subscription.currentPeriodEnd)}{' '}
          <Link href="/plano-e-assinaturas/gerenciamento">Reativar assinatura</Link>
        </Notice>
      ) : null}
      {subscription?.pendingProduct && !canceling ? (
        <Notice tone="info" className={s.noticeSpacing}>
          A partir da próxima cobrança, em {formatDateBR(subscription.currentPeriodEnd)}, seu plano passa a ser {subscription.pendingProduct.name} (
          {formatBRL(subscription.pendingProduct.priceCents)}/mês).
        </Notice>
      ) : null}
      {plan && !subscription ? (
        <Notice tone="info" className={s.noticeSpacing}>
          Sua conta ainda não tem uma assinatura. <Link href="/plano-e-assinaturas/gerenciamento">Escolher um plano</Link>
        </Notice>
      ) : null}
      {subscription && subscription.status !== 'active' && !canceling ? (
        <Notice tone="warning" className={s.noticeSpacing}>
          Sua assinatura não está ativa. <Link href="/plano-e-assinaturas/gerenciamento">Regularizar pagamento</Link>
        </Notice>
      ) : null}
    </Card>
  );
}

/** /plano-e-assinaturas (module note). */
export function PlanAndSubscriptionsScreen() {
  const user = useCurrentUser();
  const info = usePlanInfo(user.email);
  return (
    <>
      <PageHeader
        eyebrow="Minha conta"
        title="Plano e Assinaturas"
        description="Sua assinatura, os pagamentos e as pessoas da sua equipe que usam o Cotador."
        actions={
          <LinkButton href="/plano-e-assinaturas/gerenciamento" variant="secondary">Gerenciar assinatura</LinkButton>
        }
      />
      {info.status === 'failed' ? (
        <RetryNotice message={PLAN_INFO_ERROR} onRetry={info.reload} className={s.cardSpacing} />
      ) : null}
      <SubscriptionSummary user={user} plan={info.value} />
      <Card as="section" padding="lg" aria-labelledby="historico-titulo" className={s.cardSpacing}>
        <h2 id="historico-titulo" className={`${s.sectionTitle} ${s.stackGapLg}`}>
          Histórico de pagamentos
        </h2>
        {info.status === 'loading' ? (
          <div role="status" aria-label="Carregando pagamentos" className={s.empty}>
            <Spinner />
          </div>
        ) : (
          <PaymentHistory payments={info.value?.payments ?? []} />
        )}
      </Card>
      <TeamSection user={user} />
    </>
  );
}

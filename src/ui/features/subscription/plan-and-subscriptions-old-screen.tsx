/**
 * /plano-e-assinaturas-old (admin role): the older single-page version of Plano e
 * Assinaturas, kept as the spec lists it. A compact, read-only page: product, status,
 * access until (expiry), users and the payment history, with a link to the current page,
 * where changes are made (see docs/architecture.md, "Subscription screens").
 */
import { Link } from 'wouter';
import { teamCapacity } from '../../../domain/accounts/team';
import { formatBRL, formatDateBR } from '../../../domain/quotation/money';
import { PAYMENT_CODE_LABELS, subscriptionStatusLabel, usersLabel } from '../../../domain/subscription/labels';
import { Badge, Card, Notice, Spinner, Stack } from '../../design-system';
import { useCurrentUser } from '../../app/session-context';
import { PaymentHistory } from '../../shared/payment-history';
import { PLAN_INFO_ERROR, usePlanInfo } from './use-plan-info';
import * as s from './subscription.css';

/** /plano-e-assinaturas-old (module note). */
export function PlanAndSubscriptionsOldScreen() {
  const user = useCurrentUser();
  const info = usePlanInfo(user.email);
  const subscription = info.value?.subscription ?? null;
  const status = subscriptionStatusLabel(subscription?.status ?? user.subscription?.status, subscription?.cancelAtPeriodEnd ?? false);
  const expiresAt = info.value?.paymentExpiresAt ?? user.paymentExpiresAt;
  return (
    <Card as="section" padding="lg" aria-labelledby="plano-antigo-titulo">
      <Stack gap="lg">
        <div>
          <h1 id="plano-antigo-titulo" className={s.sectionTitle}>
            Plano e Assinaturas
          </h1>
          <p className={s.muted}>
            Versão anterior desta página, só para consulta. Para mudar de plano ou cancelar, use a{' '}
            <Link href="/plano-e-assinaturas">versão atual</Link>.
          </p>
        </div>
        <dl className={s.summary}>
          <div className={s.summaryItem}>
            <dt>Plano</dt>
            <dd>
              {subscription ? subscription.product.name : info.value ? 'Nenhum' : '…'}
              {subscription ? <span className={s.summarySub}>{formatBRL(subscription.product.priceCents)}/mês</span> : null}
            </dd>
          </div>
          <div className={s.summaryItem}>
            <dt>Situação</dt>
            <dd>
              <Badge tone={status.tone}>{status.label}</Badge>
              <span className={s.summarySub}>{user.withoutPay ? 'Acesso liberado' : PAYMENT_CODE_LABELS[info.value?.payment ?? user.payment]}</span>
            </dd>
          </div>
          <div className={s.summaryItem}>
            <dt>Vencimento</dt>
            <dd>{expiresAt ? formatDateBR(expiresAt) : '—'}</dd>
          </div>
          <div className={s.summaryItem}>
            <dt>Usuários</dt>
            <dd>{usersLabel(info.value?.totalUsers ?? teamCapacity(user.subscription))}</dd>
          </div>
        </dl>
        <h2 className={s.sectionTitle}>Pagamentos</h2>
        {info.status === 'loading' ? (
          <div role="status" aria-label="Carregando pagamentos" className={s.empty}>
            <Spinner />
          </div>
        ) : info.status === 'failed' ? (
          <Notice tone="error">{PLAN_INFO_ERROR}</Notice>
        ) : (
          <PaymentHistory payments={info.value.payments} caption="Pagamentos" />
        )}
      </Stack>
    </Card>
  );
}

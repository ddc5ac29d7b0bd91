/**
 * /plano-e-assinaturas-old (admin role): the older single-page version of Plano e
 * Assinaturas, kept as the spec lists it. A compact, read-only page: product, status,
 * access until (expiry), users and the payment history, with a link to the current page,
 * where changes are made (see docs/architecture.md, "Subscription screens").
 */
import { Link } from 'wouter';
import { teamCapacity } from '../../../domain/accounts/team';
import { formatDateBR } from '../../../domain/quotation/money';
import { usersLabel } from '../../../domain/subscription/labels';
import { Card, Notice, Spinner, Stack } from '../../design-system';
import { useCurrentUser } from '../../app/session-context';
import { PaymentHistory } from '../../shared/payment-history';
import { PLAN_INFO_ERROR, usePlanInfo } from './use-plan-info';
import { PlanStatusItems } from './plan-status-items';
import * as s from './subscription.css';

/** /plano-e-assinaturas-old (module note). */
export function PlanAndSubscriptionsOldScreen() {
  const user = useCurrentUser();
  const info = usePlanInfo(user.email);
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
          <PlanStatusItems user={user} plan={info.value ?? null} />
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

/**
 * The first two entries of a subscription summary (`<dl>`), shared by /plano-e-assinaturas
 * and its older read-only version: 'Plano' (name and monthly price in BRL, 'Nenhum' without
 * a subscription, '…' while the plan information loads) and 'Situação' (the status badge and
 * the account's payment code, or 'Acesso liberado' for `without_pay`).
 */
import { formatBRL } from '../../../domain/quotation/money';
import { PAYMENT_CODE_LABELS, subscriptionStatusLabel } from '../../../domain/subscription/labels';
import type { PlanInfo } from '../../../domain/subscription/types';
import type { User } from '../../../domain/user';
import { Badge } from '../../design-system';
import * as s from './subscription.css';

/** 'Plano' and 'Situação' of `plan` (null while loading), starting from the session's `user`. */
export function PlanStatusItems({ user, plan }: { user: User; plan: PlanInfo | null }) {
  const subscription = plan?.subscription ?? null;
  const status = subscriptionStatusLabel(subscription?.status ?? user.subscription?.status, subscription?.cancelAtPeriodEnd ?? false);
  return (
    <>
      <div className={s.summaryItem}>
        <dt>Plano</dt>
        <dd>
          {subscription ? subscription.product.name : plan ? 'Nenhum' : '…'}
          {subscription ? <span className={s.summarySub}>{formatBRL(subscription.product.priceCents)}/mês</span> : null}
        </dd>
      </div>
      <div className={s.summaryItem}>
        <dt>Situação</dt>
        <dd>
          <Badge tone={status.tone}>{status.label}</Badge>
          <span className={s.summarySub}>{user.withoutPay ? 'Acesso liberado' : PAYMENT_CODE_LABELS[plan?.payment ?? user.payment]}</span>
        </dd>
      </div>
    </>
  );
}

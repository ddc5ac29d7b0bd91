/**
 * /plano-e-assinaturas (admin role only, spec point 6): the account's subscription summary
 * as the user's profile gives it (payment state, subscription status, users allowed,
 * access until) and the team ("Equipe"). The subscription issue extends this page with
 * the products and the payment management.
 */
import { Link } from 'wouter';
import { teamCapacity } from '../../../domain/accounts/team';
import { formatDateBR } from '../../../domain/quotation/money';
import type { User } from '../../../domain/user';
import { Badge, Button, Card, PageHeader } from '../../design-system';
import { useCurrentUser } from '../../app/session-context';
import { TeamSection } from '../team/team-section';
import * as s from './plan-and-subscriptions.css';

const STATUS_LABELS: Record<string, { label: string; tone: 'success' | 'warning' | 'danger' | 'neutral' }> = {
  active: { label: 'Ativa', tone: 'success' },
  trialing: { label: 'Em período de teste', tone: 'success' },
  past_due: { label: 'Pagamento pendente', tone: 'warning' },
  canceled: { label: 'Cancelada', tone: 'danger' },
  expired: { label: 'Expirada', tone: 'danger' },
};

const PAYMENT_LABELS: Record<User['payment'], string> = { OP: 'Em dia', FR: 'Plano gratuito', BL: 'Bloqueado' };

/** pt-BR label and tone of a subscription status (null: no subscription). */
export function subscriptionStatusLabel(status: string | null | undefined): { label: string; tone: 'success' | 'warning' | 'danger' | 'neutral' } {
  if (status === null || status === undefined) return { label: 'Sem assinatura', tone: 'neutral' };
  return STATUS_LABELS[status] ?? { label: status, tone: 'neutral' };
}

export function PlanAndSubscriptionsScreen() {
  const user = useCurrentUser();
  const status = subscriptionStatusLabel(user.subscription?.status);
  const total = teamCapacity(user.subscription);
  return (
    <>
      <PageHeader
        eyebrow="Minha conta"
        title="Plano e Assinaturas"
        description="Sua assinatura e as pessoas da sua equipe que usam o Cotador."
        actions={
          <Button asChild variant="secondary">
            <Link href="/plano-e-assinaturas/gerenciamento">Gerenciar assinatura</Link>
          </Button>
        }
      />
      <Card as="section" padding="lg" aria-labelledby="assinatura-titulo" className={s.summaryCard}>
        <h2 id="assinatura-titulo" className={s.cardTitle}>
          Assinatura
        </h2>
        <dl className={s.summary}>
          <div className={s.summaryItem}>
            <dt>Situação</dt>
            <dd>
              <Badge tone={status.tone}>{status.label}</Badge>
            </dd>
          </div>
          <div className={s.summaryItem}>
            <dt>Pagamento</dt>
            <dd>{user.withoutPay ? 'Acesso liberado' : PAYMENT_LABELS[user.payment]}</dd>
          </div>
          <div className={s.summaryItem}>
            <dt>Usuários no plano</dt>
            <dd>{total === 1 ? '1 usuário' : `Até ${total} usuários`}</dd>
          </div>
          <div className={s.summaryItem}>
            <dt>Acesso até</dt>
            <dd>{user.paymentExpiresAt ? formatDateBR(user.paymentExpiresAt) : '—'}</dd>
          </div>
        </dl>
      </Card>
      <TeamSection user={user} />
    </>
  );
}

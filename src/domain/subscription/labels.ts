/**
 * pt-BR wording of the subscription screens, shared so every screen says the same thing:
 * subscription status labels (with a tone for the badge), payment status / method / kind
 * labels, why a blocked account is blocked, and the "access ends on DD/MM/AAAA" sentence
 * of a subscription canceled at the end of its period. Dates `YYYY-MM-DD` are written
 * DD/MM/AAAA (spec point 9).
 */
import { formatDateBR } from '../quotation/money';
import type { PaymentCode } from '../user';
import type { PaymentKind, PaymentMethod, PaymentStatus, SubscriptionStatus } from './types';

/** Badge tone of a status. */
export type StatusTone = 'success' | 'warning' | 'danger' | 'neutral';

const SUBSCRIPTION_STATUS: Record<SubscriptionStatus, { label: string; tone: StatusTone }> = {
  active: { label: 'Ativa', tone: 'success' },
  past_due: { label: 'Pagamento pendente', tone: 'warning' },
  canceled: { label: 'Cancelada', tone: 'danger' },
  expired: { label: 'Expirada', tone: 'danger' },
};

/**
 * Label and tone of a subscription status; null or undefined → 'Sem assinatura'; a
 * subscription canceled at period end and still within it (status `canceled` — or `active`
 * — with `cancelAtPeriodEnd`) → 'Cancelada' in the warning tone (access goes on until the
 * period ends); an unknown code is shown as it came.
 */
export function subscriptionStatusLabel(
  status: string | null | undefined,
  cancelAtPeriodEnd = false,
): { label: string; tone: StatusTone } {
  if (status === null || status === undefined) return { label: 'Sem assinatura', tone: 'neutral' };
  if ((status === 'active' || status === 'canceled') && cancelAtPeriodEnd) return { label: 'Cancelada', tone: 'warning' };
  return SUBSCRIPTION_STATUS[status as SubscriptionStatus] ?? { label: status, tone: 'neutral' };
}

/** Label of the account's payment code (spec point 3). */
export const PAYMENT_CODE_LABELS: Record<PaymentCode, string> = { OP: 'Em dia', FR: 'Plano gratuito', BL: 'Bloqueado' };

/** Labels of a charge's status. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Aguardando confirmação',
  approved: 'Aprovado',
  declined: 'Recusado',
  refunded: 'Estornado',
};

/** Badge tone of a charge's status. */
export const PAYMENT_STATUS_TONES: Record<PaymentStatus, StatusTone> = {
  pending: 'warning',
  approved: 'success',
  declined: 'danger',
  refunded: 'neutral',
};

/** Labels of a payment method. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  credit_card: 'Cartão de crédito',
  pix: 'PIX',
  boleto: 'Boleto',
};

/** Labels of why a charge was made. */
export const PAYMENT_KIND_LABELS: Record<PaymentKind, string> = {
  subscription: 'Assinatura',
  renewal: 'Renovação',
  upgrade: 'Mudança de plano',
  reactivation: 'Reativação',
};

/** 'Seu acesso termina em DD/MM/AAAA.' — for a subscription canceled at the end of its period (`periodEnd` is its last day). */
export function accessEndsSentence(periodEnd: string): string {
  return `Seu acesso termina em ${formatDateBR(periodEnd)}.`;
}

/**
 * Said after the provider's reason when a payment is declined (a 402 answer: the server
 * changed nothing and charged nothing; docs/payments.md).
 */
export const DECLINED_NOTHING_CHARGED = 'Nenhuma cobrança foi feita.';

/** "1 usuário" / "Até N usuários" for a product's seats. */
export function usersLabel(totalUsers: number): string {
  return totalUsers === 1 ? '1 usuário' : `Até ${totalUsers} usuários`;
}

/**
 * Why a blocked (BL) account cannot use the app, for /assinatura:
 * - past_due (or no subscription status): 'Pagamento não aprovado';
 * - canceled or expired: 'Assinatura encerrada em DD/MM/AAAA' (the last day of access),
 *   or 'Assinatura encerrada' when that day is unknown.
 */
export function blockedReason(status: string | null | undefined, accessEndedOn: string | null): { title: string; detail: string } {
  if (status === 'canceled' || status === 'expired') {
    return {
      title: accessEndedOn ? `Assinatura encerrada em ${formatDateBR(accessEndedOn)}` : 'Assinatura encerrada',
      detail: 'Para voltar a cotar, escolha um plano e faça o pagamento.',
    };
  }
  return {
    title: 'Pagamento não aprovado',
    detail: 'Não conseguimos confirmar o pagamento da sua assinatura. Pague com outro cartão, PIX ou boleto para liberar o acesso.',
  };
}

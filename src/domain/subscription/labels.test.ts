import { describe, expect, it } from 'vitest';
import { accessEndsSentence, blockedReason, subscriptionStatusLabel, usersLabel } from './labels';
import { isCancellationScheduled } from './types';

// What the subscription screens say about an account's subscription (spec points 3 and 9).

describe('subscription wording', () => {
  it('labels a status with its badge tone', () => {
    expect(subscriptionStatusLabel(null)).toEqual({ label: 'Sem assinatura', tone: 'neutral' });
    expect(subscriptionStatusLabel(undefined)).toEqual({ label: 'Sem assinatura', tone: 'neutral' });
    expect(subscriptionStatusLabel('active')).toEqual({ label: 'Ativa', tone: 'success' });
    expect(subscriptionStatusLabel('past_due')).toEqual({ label: 'Pagamento pendente', tone: 'warning' });
    expect(subscriptionStatusLabel('canceled')).toEqual({ label: 'Cancelada', tone: 'danger' });
    expect(subscriptionStatusLabel('expired')).toEqual({ label: 'Expirada', tone: 'danger' });
    expect(subscriptionStatusLabel('trialing')).toEqual({ label: 'trialing', tone: 'neutral' });
  });

  it('shows a cancellation at the end of the period as a warning while access goes on', () => {
    expect(subscriptionStatusLabel('active', true)).toEqual({ label: 'Cancelada', tone: 'warning' });
    expect(subscriptionStatusLabel('canceled', true)).toEqual({ label: 'Cancelada', tone: 'warning' });
    expect(subscriptionStatusLabel('expired', true)).toEqual({ label: 'Expirada', tone: 'danger' });
    expect(subscriptionStatusLabel('past_due', true)).toEqual({ label: 'Pagamento pendente', tone: 'warning' });
    expect(isCancellationScheduled({ status: 'active', cancelAtPeriodEnd: true })).toBe(true);
    expect(isCancellationScheduled({ status: 'canceled', cancelAtPeriodEnd: true })).toBe(true);
    expect(isCancellationScheduled({ status: 'expired', cancelAtPeriodEnd: true })).toBe(false);
    expect(isCancellationScheduled({ status: 'active', cancelAtPeriodEnd: false })).toBe(false);
    expect(isCancellationScheduled(null)).toBe(false);
  });

  it('writes dates and seats the Brazilian way', () => {
    expect(accessEndsSentence('2026-03-05')).toBe('Seu acesso termina em 05/03/2026.');
    expect(usersLabel(1)).toBe('1 usuário');
    expect(usersLabel(5)).toBe('Até 5 usuários');
  });

  it('says why a blocked account is blocked', () => {
    const payAgain = 'Não conseguimos confirmar o pagamento da sua assinatura. Pague com outro cartão, PIX ou boleto para liberar o acesso.';
    const chooseAgain = 'Para voltar a cotar, escolha um plano e faça o pagamento.';
    expect(blockedReason('past_due', '2026-03-05')).toEqual({ title: 'Pagamento não aprovado', detail: payAgain });
    expect(blockedReason(null, null)).toEqual({ title: 'Pagamento não aprovado', detail: payAgain });
    expect(blockedReason('canceled', '2026-03-05')).toEqual({ title: 'Assinatura encerrada em 05/03/2026', detail: chooseAgain });
    expect(blockedReason('expired', null)).toEqual({ title: 'Assinatura encerrada', detail: chooseAgain });
  });
});

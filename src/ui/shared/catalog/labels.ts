/** pt-BR texts of catalog values (money, percentages and dates through the domain's formatters). */
import type { PlanCoparticipationRule } from '../../../domain/quotation/catalog';
import { formatBRL, formatPercent } from '../../../domain/quotation/money';

/** '1 vida', '3 vidas'. */
export function livesText(lives: number): string {
  return lives === 1 ? '1 vida' : `${lives} vidas`;
}

/** '1 plano', '12 planos', '1.011 planos' (pt-BR thousands separator). */
export function plansText(plans: number): string {
  return plans === 1 ? '1 plano' : `${plans.toLocaleString('pt-BR')} planos`;
}

/** A carência in days: 0 'Sem carência', 1 '24 horas', otherwise 'N dias'. */
export function shortfallText(days: number): string {
  if (days === 0) return 'Sem carência';
  if (days === 1) return '24 horas';
  return `${days} dias`;
}

/** A coparticipation rule: 'Isento', '30% (limite de R$ 50,00)', 'R$ 25,42', '30% + R$ 10,00'. */
export function coparticipationRuleText(rule: PlanCoparticipationRule): string {
  if (rule.exempt) return 'Isento';
  const parts: string[] = [];
  if (rule.percentage !== null) parts.push(formatPercent(rule.percentage));
  if (rule.fixedCents !== null) parts.push(formatBRL(rule.fixedCents));
  const base = parts.join(' + ') || '—';
  return rule.capCents !== null ? `${base} (limite de ${formatBRL(rule.capCents)})` : base;
}

/** 'Registro ANS 326305', or null when the number is not known. */
export function ansText(registration: string | null): string | null {
  return registration ? `Registro ANS ${registration}` : null;
}

/** Lives a plan accepts: '2 a 29 vidas', 'A partir de 1 vida'. */
export function livesRangeText(min: number, max: number | null): string {
  if (max === null) return `A partir de ${livesText(min)}`;
  if (min === max) return livesText(min);
  return `${min} a ${max} vidas`;
}

/**
 * What real proposals carry besides the monthly price of the plan:
 * promotional prices for the first months, the administradora's fees of an adhesion (PF)
 * plan, an optional dental (odontológico) add-on per life, and what the broker adds to
 * make the proposal theirs (notes to the client, a validity date, the recommended plan,
 * the client's contact).
 *
 * Units: money in integer cents; dates ISO `YYYY-MM-DD` (printed DD/MM/AAAA); months whole.
 *
 * Rules and sources:
 * - **Promotion**: the real Hapvida tables of June 2026 carry prices 15 % lower for the
 *   first 3 monthly payments (`data/hapvida-price-tables-2026-06.json`,
 *   `first_3_months_prices_cents`). The proposal prints both totals and how many months the
 *   promotion lasts; the regular total is the one the client pays afterwards.
 * - **Taxa de adesão / taxa administrativa**: collective adhesion plans are sold through an
 *   administradora de benefícios (RN 515/2022 defines them; domain-facts "Plan types"), which
 *   may charge a one-off adhesion fee and a monthly administration fee per beneficiary on top
 *   of the operator's price. The client pays the monthly fee every month, so it is part of
 *   the plan's monthly total (src/domain/quotation/monthly-total.ts, the same figure as the
 *   results card); the adhesion fee is paid once and shown apart, never in a monthly figure.
 * - **Odontológico**: a dental plan (segmentação odontológica, Lei 9.656/98 art. 12, IV) of
 *   the same operator, priced per life and month, added only when the broker chooses it.
 *   The one real figure at hand: Hapvida's dental add-on R$ 14,87 per life on PME and
 *   R$ 23,25 on business plans (same data file, "about").
 */
import { formatBRL, formatDateBR, parseIsoDate, planMonthlyTotal, totalLives, type BracketCounts, type PriceTable } from '../quotation';
import type { AdministradoraFees, DentalAddOn } from '../quotation/plan-extras';

export type { AdministradoraFees, DentalAddOn } from '../quotation/plan-extras';

// ---------------------------------------------------------------------------------
// Plan extras

/** The charges of one plan for the proposal's lives (integer cents). */
export interface PlanCharges {
  /**
   * The 'Total mensal' (`planMonthlyTotal`, src/domain/quotation/monthly-total.ts): Σ lives ×
   * bracket price of the regular table plus the administradora's monthly fee × lives — the
   * same figure as the results card.
   */
  readonly monthlyCents: number;
  /** The promotional monthly total (same sum, promotional table) and its months, or null when the table has no promotion. */
  readonly promotion: { readonly monthlyCents: number; readonly months: number } | null;
  /** lives × the administradora's monthly fee (0 without fees): part of `monthlyCents`. */
  readonly administrationMonthlyCents: number;
  /** lives × the chosen dental add-on's price (0 without one). */
  readonly dentalMonthlyCents: number;
  /** lives × taxa de adesão, paid once (0 without fees): never in a monthly figure. */
  readonly adhesionOneOffCents: number;
  /** monthly total + dental: what the client pays every month with the optional add-on. */
  readonly monthlyWithExtrasCents: number;
}

/** The price-table part a plan's charges need. */
export interface ChargeablePlan {
  readonly priceTable: {
    readonly pricesCents: PriceTable;
    readonly promotionalPricesCents?: PriceTable | null;
    readonly promotionalMonths?: number | null;
  };
  readonly administradoraFees?: AdministradoraFees | null;
  readonly dental?: DentalAddOn | null;
}

/**
 * The charges of `plan` for `lives`: the monthly total (operator's price + the
 * administradora's monthly fee, `planMonthlyTotal`), the promotional total (only when the
 * table has promotional prices AND a number of months), the administradora's monthly fee
 * (× lives, already in the total), the dental add-on (× lives), the one-off adhesion fee
 * (× lives) and the monthly sum with the dental add-on.
 * @throws RangeError on malformed prices or counts (from `quoteTotal`).
 */
export function planCharges(plan: ChargeablePlan, lives: BracketCounts): PlanCharges {
  const total = planMonthlyTotal(plan, lives);
  const count = totalLives(lives);
  const months = plan.priceTable.promotionalMonths;
  const promotion = total.promotionalTotalCents !== null && months && months > 0 ? { monthlyCents: total.promotionalTotalCents, months } : null;
  const dentalMonthlyCents = count * (plan.dental?.monthlyCentsPerLife ?? 0);
  return {
    monthlyCents: total.totalCents,
    promotion,
    administrationMonthlyCents: total.administrationCents,
    dentalMonthlyCents,
    adhesionOneOffCents: total.adhesionOneOffCents,
    monthlyWithExtrasCents: total.totalCents + dentalMonthlyCents,
  };
}

/** '3 primeiros meses' / '1º mês'. */
export function promotionMonthsText(months: number): string {
  return months === 1 ? '1º mês' : `${months} primeiros meses`;
}

/** 'R$ 1.190,42 nos 3 primeiros meses; depois R$ 1.400,50' (the regular total after the promotion). */
export function promotionText(promotion: { monthlyCents: number; months: number }, regularCents: number): string {
  return `${formatBRL(promotion.monthlyCents)} ${promotionPeriodText(promotion.months)}; depois ${formatBRL(regularCents)}`;
}

/** 'nos 3 primeiros meses' / 'no 1º mês'. */
export function promotionPeriodText(months: number): string {
  return months === 1 ? 'no 1º mês' : `nos ${months} primeiros meses`;
}

/** '3 vidas × R$ 25,00 = R$ 75,00' (a per-life amount for the lives of the proposal). */
export function perLifeText(lives: number, centsPerLife: number): string {
  return `${lives} ${lives === 1 ? 'vida' : 'vidas'} × ${formatBRL(centsPerLife)} = ${formatBRL(lives * centsPerLife)}`;
}

/** Label of the one-off adhesion fee row. */
export const ADHESION_FEE_LABEL = 'Taxa de adesão (pagamento único)';
/** Label of the administradora's monthly fee row. */
export const ADMINISTRATION_FEE_LABEL = 'Taxa administrativa mensal (incluída no total)';
/** Label of the dental add-on row. */
export const DENTAL_LABEL = 'Odontológico (opcional)';
/** Label of the monthly total with the extras. */
export const TOTAL_WITH_EXTRAS_LABEL = 'Total mensal com adicionais';
/** Label of the promotion row. */
export const PROMOTION_LABEL = 'Preço promocional';
/** The recommended plan's mark (PDF and preview). */
export const RECOMMENDED_PLAN_LABEL = 'Plano recomendado';

// ---------------------------------------------------------------------------------
// What the broker adds

/** Longest note to the client. */
export const MAX_PROPOSAL_NOTES = 1000;

/** The broker's own content of a proposal. All optional: empty text / null = not shown. */
export interface ProposalExtras {
  /** Notes to the client, free text (line breaks kept), at most {@link MAX_PROPOSAL_NOTES} characters. */
  readonly notes: string;
  /** Last day the proposal is valid, ISO `YYYY-MM-DD`, or null. */
  readonly validUntil: string | null;
  /** Catalog id of the plan the broker recommends (one of the proposal's plans), or null. */
  readonly recommendedPlanId: number | null;
  /** The client's phone, digits only ('' when not given). */
  readonly clientPhone: string;
  /** The client's e-mail ('' when not given). */
  readonly clientEmail: string;
}

/** Extras with nothing in them. */
export const NO_PROPOSAL_EXTRAS: ProposalExtras = { notes: '', validUntil: null, recommendedPlanId: null, clientPhone: '', clientEmail: '' };

/** 'Proposta válida até 30/11/2026'. */
export function proposalValidityText(validUntil: string): string {
  return `Proposta válida até ${formatDateBR(validUntil)}`;
}

/**
 * The default validity of a proposal made on `today` (ISO): `days` calendar days later
 * (10 by default — brokers' proposals usually hold for about ten days, since tables may be
 * adjusted; a choice, written in docs/architecture.md).
 * @throws RangeError on a malformed date.
 */
export function defaultValidUntil(today: string, days = 10): string {
  const date = parseIsoDate(today);
  if (!date) throw new RangeError(`Invalid date ${JSON.stringify(today)}`);
  const utc = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return utc.toISOString().slice(0, 10);
}

/** The recommended plan id when it is one of `planIds`, else null (a plan removed from the proposal is no longer recommended). */
export function recommendedPlanOf(extras: Pick<ProposalExtras, 'recommendedPlanId'> | null | undefined, planIds: readonly number[]): number | null {
  const id = extras?.recommendedPlanId ?? null;
  return id !== null && planIds.includes(id) ? id : null;
}

/** Title of the broker's notes section. */
export const BROKER_NOTES_TITLE = 'Observações do corretor';

/**
 * The fixed notes the extras of `plans` call for (printed under 'Observações'): how the
 * promotion works, that the administradora's fees are apart from the operator's price, and
 * that the dental add-on is optional. None when no plan has them.
 */
export function extrasNotes(plans: readonly ChargeablePlan[]): string[] {
  const notes: string[] = [];
  const months = [...new Set(plans.flatMap((plan) => (plan.priceTable.promotionalPricesCents && plan.priceTable.promotionalMonths ? [plan.priceTable.promotionalMonths] : [])))];
  if (months.length > 0) {
    const during = months.sort((a, b) => a - b).map(promotionPeriodText).join(' ou ');
    notes.push(`${PROMOTION_LABEL}: vale ${during} de contrato, conforme a campanha da operadora; depois vale o preço regular da tabela (o total mensal indicado).`);
  }
  if (plans.some((plan) => plan.administradoraFees)) {
    notes.push('A taxa administrativa mensal da administradora de benefícios do plano coletivo por adesão já está incluída no total mensal; a taxa de adesão é paga uma única vez, à parte.');
  }
  if (plans.some((plan) => plan.dental)) {
    notes.push('O plano odontológico é opcional, cobrado por vida, e pode ser contratado junto com o plano de saúde da mesma operadora.');
  }
  return notes;
}

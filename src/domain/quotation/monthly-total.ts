/**
 * The plan's monthly total: what the client pays every month for a plan and a count of
 * lives, the ONE figure the results card, the comparison, the proposal (screen and PDF) and
 * the sort by price show as 'Total mensal'.
 *
 * Units: integer cents; lives are people.
 *
 * Rule and sources: the operator's price is Σ lives × bracket price of its table (RN 563/2022,
 * `quoteTotal`). A collective adhesion (PF) plan is sold through an administradora de
 * benefícios (RN 515/2022; domain-facts "Plan types"), which charges a monthly
 * administration fee per beneficiary on top of the operator's price (Qualicorp: R$ 12,90)
 * — the client pays both every month, so both are in the monthly total. The taxa de adesão
 * is paid once with the first payment: it is never part of the monthly total and is shown
 * apart (`adhesionOneOffCents`). An optional dental add-on is chosen on the proposal only
 * and is shown there as 'Total mensal com adicionais'.
 */
import { totalLives, type BracketCounts } from './age-buckets';
import type { AdministradoraFees } from './plan-extras';
import { quoteTotal, type PriceTable } from './pricing';

/** The parts of a plan its monthly total needs. */
export interface MonthlyPricedPlan {
  readonly priceTable: { readonly pricesCents: PriceTable; readonly promotionalPricesCents?: PriceTable | null };
  readonly administradoraFees?: AdministradoraFees | null;
}

/** A plan's monthly figures for a count of lives (integer cents). */
export interface MonthlyTotal {
  /** Σ lives × bracket price of the operator's regular table. */
  readonly operatorCents: number;
  /** lives × the administradora's monthly fee (0 without one). */
  readonly administrationCents: number;
  /** operator + administration: the 'Total mensal'. */
  readonly totalCents: number;
  /** The same total with the promotional table of the first months, or null without one. */
  readonly promotionalTotalCents: number | null;
  /** lives × taxa de adesão: paid once, never in the monthly total (0 without one). */
  readonly adhesionOneOffCents: number;
}

/**
 * The monthly total from the operator's part already priced: `operatorCents` +
 * `lives` × the administradora's monthly fee. Every monthly total of the app goes through
 * here (also the sort of a quote's answer, which carries the operator's total from the server).
 * @throws RangeError when a figure is not a non-negative safe integer.
 */
export function monthlyTotalCents(operatorCents: number, lives: number, fees: AdministradoraFees | null | undefined): number {
  for (const value of [operatorCents, lives]) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`monthly total of ${operatorCents} cents for ${lives} lives`);
  }
  const total = operatorCents + lives * (fees?.monthlyCentsPerLife ?? 0);
  if (!Number.isSafeInteger(total)) throw new RangeError(`monthly total ${total} beyond safe integers`);
  return total;
}

/**
 * The monthly figures of `plan` for `counts`: the operator's price, the administradora's
 * monthly fee, their sum (the 'Total mensal'), the promotional total (same sum with the
 * promotional table) and the one-off adhesion fee kept apart.
 * @throws RangeError on malformed prices or counts (from `quoteTotal`).
 */
export function planMonthlyTotal(plan: MonthlyPricedPlan, counts: BracketCounts): MonthlyTotal {
  const lives = totalLives(counts);
  const fees = plan.administradoraFees ?? null;
  const operatorCents = quoteTotal(plan.priceTable.pricesCents, counts);
  const totalCents = monthlyTotalCents(operatorCents, lives, fees);
  const promo = plan.priceTable.promotionalPricesCents;
  return {
    operatorCents,
    administrationCents: totalCents - operatorCents,
    totalCents,
    promotionalTotalCents: promo ? monthlyTotalCents(quoteTotal(promo, counts), lives, fees) : null,
    adhesionOneOffCents: lives * (fees?.adhesionCentsPerLife ?? 0),
  };
}

/**
 * The monthly total of a quote's plan as the server priced it (`totalCents`: the operator's
 * part for the answer's `lives`), or null when the quote had no lives — what lists sort by.
 */
export function quotedMonthlyTotalCents(quote: {
  readonly totalCents: number | null;
  readonly lives: number;
  readonly administradoraFees?: AdministradoraFees | null;
}): number | null {
  return quote.totalCents === null ? null : monthlyTotalCents(quote.totalCents, quote.lives, quote.administradoraFees);
}

/**
 * "Minhas cotações": the account's saved quotations as the list shows them, and
 * "cotar de novo com as tabelas de hoje" — the saved plans priced again with the price
 * tables in force today, side by side with the figures saved (which never change).
 *
 * Money in integer cents; totals are monthly, Σ lives × price per age bracket
 * (`quoteTotal`, src/domain/quotation/pricing.ts, RN 563 brackets).
 */
import type { BracketCounts } from '../quotation/age-buckets';
import type { PlanDetail } from '../quotation/catalog';
import type { PlanTypeCode } from '../quotation/plan-types';
import { quoteTotal } from '../quotation/pricing';
import type { QuotationClient } from './client';
import type { QuotationData } from './saved-quotation';

/** A plan of a listed quotation with its monthly total as quoted (cents). */
export interface SavedPlanSummary {
  readonly id: number;
  readonly name: string;
  readonly operator: string;
  readonly totalCents: number;
}

/** One row of "Minhas cotações". */
export interface SavedQuotationSummary {
  readonly code: string;
  readonly clientName: string;
  readonly client: QuotationClient | null;
  readonly type: PlanTypeCode;
  /** Σ lives. */
  readonly lives: number;
  readonly plans: readonly SavedPlanSummary[];
  /** ISO 8601 instant. */
  readonly createdAt: string;
}

/** A page of the list (20 a page, newest first). */
export interface SavedQuotationPage {
  /** Quotations matching the search, all pages. */
  readonly count: number;
  readonly items: readonly SavedQuotationSummary[];
  readonly hasNext: boolean;
  readonly hasPrevious: boolean;
}

/** Lowest and highest monthly total among the plans (cents), or null without plans. */
export function totalsRange(plans: readonly SavedPlanSummary[]): { min: number; max: number } | null {
  if (plans.length === 0) return null;
  const totals = plans.map((plan) => plan.totalCents);
  return { min: Math.min(...totals), max: Math.max(...totals) };
}

/** A saved plan priced again: the saved total and table date, today's (or why there is none) and the difference. */
export interface RequotedPlan {
  readonly id: number;
  readonly name: string;
  readonly operator: string;
  readonly savedCents: number;
  /** Effective date of the table the plan was saved with (ISO). */
  readonly savedTableDate: string;
  /** Today's total, or null when the plan is no longer sold. */
  readonly todayCents: number | null;
  readonly todayTableDate: string | null;
  /** todayCents − savedCents (positive: it costs more today), or null. */
  readonly differenceCents: number | null;
  /** Difference over the saved total (0.1 = 10 %), or null. */
  readonly differenceRatio: number | null;
}

/** The outcome of "cotar de novo com as tabelas de hoje". */
export interface Requote {
  readonly plans: readonly RequotedPlan[];
  /** Plans still sold whose total changed. */
  readonly changed: number;
  /** Plans no longer found in the catalog. */
  readonly unavailable: number;
}

/**
 * Prices `data`'s plans again with today's tables: `today` maps each saved plan id to the
 * plan loaded today, or null when the catalog no longer has it. The lives are the saved ones.
 */
export function requoteSavedQuotation(data: Pick<QuotationData, 'plans' | 'lives'>, today: ReadonlyMap<number, PlanDetail | null>): Requote {
  const lives: BracketCounts = data.lives;
  const plans = data.plans.map((plan): RequotedPlan => {
    const savedCents = quoteTotal(plan.priceTable.pricesCents, lives);
    const current = today.get(plan.id) ?? null;
    const todayCents = current ? quoteTotal(current.priceTable.pricesCents, lives) : null;
    const differenceCents = todayCents === null ? null : todayCents - savedCents;
    return {
      id: plan.id,
      name: plan.planName,
      operator: plan.operatorName,
      savedCents,
      savedTableDate: plan.priceTable.effectiveDate,
      todayCents,
      todayTableDate: current ? current.priceTable.effectiveDate : null,
      differenceCents,
      differenceRatio: differenceCents === null || savedCents === 0 ? null : differenceCents / savedCents,
    };
  });
  return {
    plans,
    changed: plans.filter((plan) => plan.differenceCents !== null && plan.differenceCents !== 0).length,
    unavailable: plans.filter((plan) => plan.todayCents === null).length,
  };
}

/** '+R$ 12,34' / '−R$ 5,00' / 'sem alteração' style sign word for a difference (the UI formats the money). */
export function differenceKind(differenceCents: number): 'up' | 'down' | 'same' {
  return differenceCents > 0 ? 'up' : differenceCents < 0 ? 'down' : 'same';
}

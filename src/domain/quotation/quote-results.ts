/**
 * Quote results (spec point 7 "Plans"): a plan's monthly total and bracket lines for a
 * count of lives (integer cents, Σ lives × bracket price), and the words of the broker's
 * sorting, narrowing and grouping of the results (keys, choices, what each reads of a plan).
 * The rules that sort, narrow and page are in ./quote-page, which only the back ends run (the
 * server and the fake): the screen's first load does not carry them. Pure.
 */
import type { BracketCounts } from './age-buckets';
import type { InstitutionSummary, Plan } from './catalog-types';
import type { AccommodationKind, CoparticipationKind } from './plan-types';
import type { AdministradoraFees } from './plan-extras';
import { planMonthlyTotal } from './monthly-total';
import { bracketSubtotals, type BracketSubtotal } from './pricing';

/**
 * Monthly total of `plan` for `counts`, in cents: Σ lives × bracket price plus, on an
 * adhesion plan, lives × the administradora's monthly fee (`planMonthlyTotal`, ./monthly-total).
 */
export function planTotalCents(plan: Pick<Plan, 'priceTable' | 'administradoraFees'>, counts: BracketCounts): number {
  return planMonthlyTotal(plan, counts).totalCents;
}

/** One line per bracket in use: lives × unit price = subtotal (cents). */
export function planBracketLines(plan: Pick<Plan, 'priceTable'>, counts: BracketCounts): BracketSubtotal[] {
  return bracketSubtotals(plan.priceTable.pricesCents, counts);
}

/** The sort keys, in the order the screen offers them (the wire's `sort` codes). */
export const QUOTE_SORT_KEYS = ['total', 'operator', 'plan', 'quality'] as const;

/** How results are ordered: cheapest total first, by operator, by plan name, or best operator quality (IDSS) first. */
export type QuoteSortKey = (typeof QUOTE_SORT_KEYS)[number];

/** pt-BR labels of the sort keys, in the order the screen offers them. */
export const QUOTE_SORT_OPTIONS: readonly { readonly code: QuoteSortKey; readonly label: string }[] = [
  { code: 'total', label: 'Menor preço' },
  { code: 'operator', label: 'Operadora' },
  { code: 'plan', label: 'Nome do plano' },
  { code: 'quality', label: 'Qualidade (IDSS)' },
];

/**
 * What sorting reads of a quoted plan: its id, name, the operator's part of the monthly total
 * for `lives` (`totalCents`, null without lives), the administradora's fees, and its operator's
 * name and IDSS. A domain `PlanQuote` is one; the server sorts its own records with it too.
 */
export interface SortableQuote {
  readonly id: number;
  readonly name: string;
  readonly lives: number;
  readonly totalCents: number | null;
  readonly administradoraFees?: AdministradoraFees | null;
  readonly institution: {
    readonly id: number;
    readonly name: string;
    readonly ansProfile?: { readonly idss: { readonly score: number } | null } | null;
  };
}

/** What the broker narrows the results to; null = any. */
export interface QuoteNarrowing {
  readonly operatorId: number | null;
  readonly accommodation: AccommodationKind | null;
  readonly coparticipation: CoparticipationKind | null;
}

/** No narrowing: every plan is kept. */
export const NO_NARROWING: QuoteNarrowing = Object.freeze({ operatorId: null, accommodation: null, coparticipation: null });

/** What narrowing reads of a quoted plan: its operator, room type code and coparticipation. */
export interface NarrowableQuote {
  readonly institution: { readonly id: number; readonly name: string };
  /** A room type code (`RoomType`); an unknown code is a bug (RangeError). */
  readonly accommodation: string;
  readonly coparticipation: CoparticipationKind;
}

/** The narrowing controls' choices: operators by name, accommodations and coparticipations in the screen's order. */
export interface NarrowingChoices<Operator = InstitutionSummary> {
  readonly operators: readonly Operator[];
  readonly accommodations: readonly AccommodationKind[];
  readonly coparticipations: readonly CoparticipationKind[];
}

/** An operator among the narrowing choices: its id and name. */
export interface OperatorChoice {
  readonly id: number;
  readonly name: string;
}

/** The narrowing choices of an empty answer. */
export const NO_CHOICES: NarrowingChoices<OperatorChoice> = { operators: [], accommodations: [], coparticipations: [] };

/** How a page of results counts: whole adhesion offers (the cards) or one row per plan (the list); ./quote-page. */
export type QuoteGrouping = 'offers' | 'plans';

/** The grouping codes, in the wire's order. */
export const QUOTE_GROUPINGS = ['offers', 'plans'] as const satisfies readonly QuoteGrouping[];

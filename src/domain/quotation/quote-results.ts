/**
 * Quote results (spec point 7 "Plans"): a plan's monthly total and bracket lines for a
 * count of lives (integer cents, Σ lives × bracket price), and the broker's sorting and
 * narrowing of the results. Pure; O(n log n) at most.
 */
import type { BracketCounts } from './age-buckets';
import { compareText, type InstitutionSummary, type Plan } from './catalog-types';
import { accommodationOf, isRoomType, type AccommodationKind, type CoparticipationKind } from './plan-types';
import type { AdministradoraFees } from './plan-extras';
import { planMonthlyTotal, quotedMonthlyTotalCents } from './monthly-total';
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

/** How results are ordered: cheapest total first, by operator, by plan name, or best operator quality (IDSS) first. */
export type QuoteSortKey = 'total' | 'operator' | 'plan' | 'quality';

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

// By the monthly total the card shows (administradora's monthly fee included).
function byTotal(a: SortableQuote, b: SortableQuote): number {
  const totalA = quotedMonthlyTotalCents(a);
  const totalB = quotedMonthlyTotalCents(b);
  if (totalA === null || totalB === null) {
    if (totalA === totalB) return 0;
    return totalA === null ? 1 : -1;
  }
  return totalA - totalB;
}

const byOperator = (a: SortableQuote, b: SortableQuote) => compareText(a.institution.name, b.institution.name);
const byPlan = (a: SortableQuote, b: SortableQuote) => compareText(a.name, b.name);

/** Highest IDSS (the ANS's 0–1 quality score) first; operators without a published IDSS last. */
function byQuality(a: SortableQuote, b: SortableQuote): number {
  const scoreA = a.institution.ansProfile?.idss?.score ?? null;
  const scoreB = b.institution.ansProfile?.idss?.score ?? null;
  if (scoreA === null || scoreB === null) {
    if (scoreA === scoreB) return 0;
    return scoreA === null ? 1 : -1;
  }
  return scoreB - scoreA;
}

const SORTS: Record<QuoteSortKey, readonly ((a: SortableQuote, b: SortableQuote) => number)[]> = {
  total: [byTotal, byOperator, byPlan],
  operator: [byOperator, byTotal, byPlan],
  plan: [byPlan, byOperator, byTotal],
  quality: [byQuality, byTotal, byOperator, byPlan],
};

/**
 * A sorted copy of `quotes` (never mutates). Plans without a total go last when sorting
 * by total; ties fall back to operator, plan name, total and finally id, so the order is
 * total and stable. O(n log n).
 */
export function sortQuotes<T extends SortableQuote>(quotes: readonly T[], key: QuoteSortKey): T[] {
  const comparators = SORTS[key];
  return [...quotes].sort((a, b) => {
    for (const compare of comparators) {
      const order = compare(a, b);
      if (order !== 0) return order;
    }
    return a.id - b.id;
  });
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

function accommodationKind(code: string): AccommodationKind {
  if (!isRoomType(code)) throw new RangeError(`Unknown room type ${JSON.stringify(code)}`);
  return accommodationOf(code);
}

/** True when `quote` passes `narrowing`. */
export function matchesNarrowing(quote: NarrowableQuote, narrowing: QuoteNarrowing): boolean {
  return (
    (narrowing.operatorId === null || quote.institution.id === narrowing.operatorId) &&
    (narrowing.accommodation === null || accommodationKind(quote.accommodation) === narrowing.accommodation) &&
    (narrowing.coparticipation === null || quote.coparticipation === narrowing.coparticipation)
  );
}

/** The quotes that pass `narrowing`, order kept. O(n). */
export function narrowQuotes<T extends NarrowableQuote>(quotes: readonly T[], narrowing: QuoteNarrowing): T[] {
  return quotes.filter((quote) => matchesNarrowing(quote, narrowing));
}

/** The narrowing controls' choices: operators by name, accommodations and coparticipations in the screen's order. */
export interface NarrowingChoices<Operator = InstitutionSummary> {
  readonly operators: readonly Operator[];
  readonly accommodations: readonly AccommodationKind[];
  readonly coparticipations: readonly CoparticipationKind[];
}

/** The operators (each once, the first plan's record), accommodations and coparticipation kinds present in `quotes` (for the narrowing controls). O(n). */
export function narrowingChoices<T extends NarrowableQuote>(quotes: readonly T[]): NarrowingChoices<T['institution']> {
  const operators = new Map<number, T['institution']>();
  const accommodations = new Set<AccommodationKind>();
  const coparticipations = new Set<CoparticipationKind>();
  for (const quote of quotes) {
    if (!operators.has(quote.institution.id)) operators.set(quote.institution.id, quote.institution);
    accommodations.add(accommodationKind(quote.accommodation));
    coparticipations.add(quote.coparticipation);
  }
  const accommodationOrder: AccommodationKind[] = ['outpatient', 'infirmary', 'apartment'];
  const coparticipationOrder: CoparticipationKind[] = ['without', 'with', 'with_tp'];
  return {
    operators: [...operators.values()].sort((a, b) => compareText(a.name, b.name)),
    accommodations: accommodationOrder.filter((kind) => accommodations.has(kind)),
    coparticipations: coparticipationOrder.filter((kind) => coparticipations.has(kind)),
  };
}

/**
 * One page of a quote's answer, as the results screen shows it (spec point 7 "Plans"): the
 * quoted plans sorted by the broker's key (`sortQuotes`), narrowed by the broker's
 * operator / accommodation / coparticipation (`narrowQuotes`), grouped into adhesion offers
 * for the cards (`groupAdhesionOffers`: the same product sold by several administradoras is
 * one card) or kept one row a plan for the list, and cut to one page — plus the narrowing
 * controls' choices, taken from the WHOLE answer (narrowing never hides a choice).
 *
 * One home for the rule: the server answers `GET /api/v3/plans/?page_size=…` with it, the fake
 * back end answers the same, and the screen only draws what comes.
 *
 * Units: `offset` and `limit` count offers (grouping `offers`) or plans (grouping `plans`);
 * `count` and `allCount` count plans. Pure; O(n log n) in the plans.
 */
import type { PlanQuote } from './catalog-types';
import type { EmptyQuoteExplanation } from './empty-quote-types';
import { groupAdhesionOffers, type OfferablePlan } from './plan-extras';
import { compareText } from './catalog-types';
import { quotedMonthlyTotalCents } from './monthly-total';
import { accommodationOf, isRoomType, type AccommodationKind, type CoparticipationKind } from './plan-types';
import {
  type NarrowableQuote,
  type NarrowingChoices,
  type OperatorChoice,
  type QuoteGrouping,
  type QuoteNarrowing,
  type QuoteSortKey,
  type SortableQuote,
} from './quote-results';


// The broker's sort and narrowing (the results screen's controls), the rules of a page.

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

/** What a page of the answer the broker asks for: order, narrowing, grouping and where the page starts. */
export interface QuotePageRequest {
  readonly sort: QuoteSortKey;
  readonly narrowing: QuoteNarrowing;
  readonly grouping: QuoteGrouping;
  /** Offers (or plans) before the page; 0 for the first. */
  readonly offset: number;
  /** Offers (or plans) on the page, at least 1. */
  readonly limit: number;
}

/** What the page rule reads of a quoted plan: what sorting, narrowing and offer grouping read. */
export type PageableQuote = SortableQuote & NarrowableQuote & OfferablePlan;


/** One page of a quote's answer (module comment). */
export interface QuotePageOf<T> {
  /** Plans after narrowing (all pages). */
  readonly count: number;
  /** Plans of the answer before narrowing. */
  readonly allCount: number;
  /** The narrowing controls' choices over every plan of the answer (operators as id + name, by name). */
  readonly choices: NarrowingChoices<OperatorChoice>;
  /** The page's plans in order; an offer's plans together, all on the page where the offer appears. */
  readonly results: readonly T[];
  /** Offset of the next page, or null on the last page (and past it). */
  readonly nextOffset: number | null;
}

/**
 * The page `request` asks of `plans` (all the plans a quote matched, in any order): sorted,
 * narrowed, grouped, cut at `offset` for `limit` offers (or plans). An offset past the end
 * answers no plan and no next page, with the real counts.
 * @throws RangeError when `offset` is not an integer ≥ 0 or `limit` not an integer ≥ 1.
 */
export function quotePage<T extends PageableQuote>(plans: readonly T[], request: QuotePageRequest): QuotePageOf<T> {
  const { offset, limit } = request;
  if (!Number.isSafeInteger(offset) || offset < 0 || !Number.isSafeInteger(limit) || limit < 1) {
    throw new RangeError(`quote page at offset ${offset} of ${limit}`);
  }
  const choices = narrowingChoices(plans);
  const kept = narrowQuotes(sortQuotes(plans, request.sort), request.narrowing);
  const units: readonly (readonly T[])[] = request.grouping === 'offers' ? groupAdhesionOffers(kept).map((offer) => offer.plans) : kept.map((plan) => [plan]);
  const page = units.slice(offset, offset + limit);
  return {
    count: kept.length,
    allCount: plans.length,
    choices: {
      operators: choices.operators.map((operator) => ({ id: operator.id, name: operator.name })),
      accommodations: choices.accommodations,
      coparticipations: choices.coparticipations,
    },
    results: page.flat(),
    nextOffset: offset + limit < units.length ? offset + limit : null,
  };
}

/** The page of a quote the screen asks for: order, narrowing, grouping, a 1-based page of `pageSize` offers (or plans). */
export interface QuotePageQuery {
  readonly sort: QuoteSortKey;
  readonly narrowing: QuoteNarrowing;
  readonly grouping: QuoteGrouping;
  /** 1-based. */
  readonly page: number;
  /** Offers (grouping offers) or plans (grouping plans) a page, 1–200. */
  readonly pageSize: number;
}

/** One page of a quote as the results screen gets it (`GET /api/v3/plans/?…&page_size=`). */
export interface QuotePage {
  /** Σ lives of the filter. */
  readonly lives: number;
  /** Plans after narrowing (all pages). */
  readonly count: number;
  /** Plans of the answer before narrowing (0: the quote matched nothing). */
  readonly allCount: number;
  /** The narrowing controls' choices over the whole answer. */
  readonly choices: NarrowingChoices<OperatorChoice>;
  /** The page's plans, in order (an adhesion offer's plans together). */
  readonly plans: readonly PlanQuote[];
  /** The next page's number, or null on the last page. */
  readonly nextPage: number | null;
  /** With no plan at all: which rules left the state's plans out (./empty-quote). */
  readonly explanation?: EmptyQuoteExplanation;
}

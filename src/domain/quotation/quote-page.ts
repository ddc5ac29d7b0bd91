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
import type { AccommodationKind, CoparticipationKind } from './plan-types';
import type { PlanQuote } from './catalog-types';
import type { EmptyQuoteExplanation } from './empty-quote-types';
import { groupAdhesionOffers, type OfferablePlan } from './plan-extras';
import { narrowingChoices, narrowQuotes, sortQuotes, type NarrowableQuote, type NarrowingChoices, type QuoteNarrowing, type QuoteSortKey, type SortableQuote } from './quote-results';

/** How a page counts: whole adhesion offers (the cards) or one row per plan (the list). */
export type QuoteGrouping = 'offers' | 'plans';

/** The grouping codes, in the wire's order. */
export const QUOTE_GROUPINGS: readonly QuoteGrouping[] = ['offers', 'plans'];

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

/** An operator among the narrowing choices: its id and name. */
export interface OperatorChoice {
  readonly id: number;
  readonly name: string;
}

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

/** The narrowing choices of an empty answer. */
export const NO_CHOICES: NarrowingChoices<OperatorChoice> = Object.freeze({ operators: [], accommodations: [] as AccommodationKind[], coparticipations: [] as CoparticipationKind[] });

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

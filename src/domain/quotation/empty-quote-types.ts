/**
 * The shapes of an empty quote's explanation (./empty-quote builds them): apart from the rule
 * so that the catalog's types can name them without importing the eligibility rule.
 */
import type { PlanTypeCode } from './plan-types';

/** The part of the filter (or of the catalog) that left plans out. */
export type RemovalRule =
  | 'city'
  | 'coverage'
  | 'contribution'
  | 'mei'
  | 'porte'
  | 'min-lives'
  | 'max-lives'
  | 'entity'
  | 'occupation'
  | 'hospitals'
  /** No price table in force today (not on sale yet). */
  | 'no-table'
  /** Table more than 12 months old, hidden by the filter. */
  | 'stale-table';

/** How many plans a rule left out; `lives` is the smallest minimum (min-lives) or the largest maximum (max-lives). */
export interface QuoteRemoval {
  readonly rule: RemovalRule;
  readonly plans: number;
  readonly lives?: number;
}

/** A change of the filter and how many plans it brings back. */
export type QuoteChange =
  /** Quote another plan type. */
  | { readonly change: 'type'; readonly type: PlanTypeCode; readonly plans: number }
  /** Quote at least `lives` lives (the smallest minimum among the plans it brings back). */
  | { readonly change: 'min-lives'; readonly lives: number; readonly plans: number }
  /** Quote at most `lives` lives. */
  | { readonly change: 'max-lives'; readonly lives: number; readonly plans: number }
  /** Drop one filter. */
  | { readonly change: 'drop'; readonly filter: Exclude<RemovalRule, 'min-lives' | 'max-lives' | 'no-table'>; readonly plans: number };

/** Why a quote is empty: the plans of its state and types, what left them out, what brings plans back (most plans first). */
export interface EmptyQuoteExplanation {
  /** Plans of the quote's state and asked types, whatever the other filters. */
  readonly typePlans: number;
  readonly removed: readonly QuoteRemoval[];
  readonly changes: readonly QuoteChange[];
}

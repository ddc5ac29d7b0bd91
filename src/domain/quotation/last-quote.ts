/**
 * The form remembers: the broker's last quote — plan type, state and city — kept
 * per user on the server (`PUT /api/v1/quote-preferences/`), so `/cotacao` starts from it on
 * any device. A broker who never quoted starts from spec point 9's default filter (state 1,
 * PJ, PME). Lives are not remembered (each client has other lives).
 */
import { DEFAULT_PLAN_FILTER, type PlanTypeCode } from './plan-types';
import type { PlanFilter } from './catalog';
import type { StateId } from './states';

/** Type, state and city of the broker's last quote. */
export interface LastQuote {
  readonly type: PlanTypeCode;
  readonly stateId: StateId;
  /** The city chosen in a state with several commercialization areas, or null. */
  readonly city: string | null;
}

/** What the broker quoted, as remembered. */
export function lastQuoteOf(filter: Pick<PlanFilter, 'type' | 'stateId' | 'city'>): LastQuote {
  return { type: filter.type, stateId: filter.stateId, city: filter.city ?? null };
}

/** The form's starting filter: the default of spec point 9 with the last quote's type, state and city, when there is one. */
export function startingFilter(last: LastQuote | null): PlanFilter {
  if (!last) return DEFAULT_PLAN_FILTER;
  return {
    ...DEFAULT_PLAN_FILTER,
    type: last.type,
    stateId: last.stateId,
    isPme: last.type === 'PJ',
    ...(last.city ? { city: last.city } : {}),
  };
}

/** True when two remembered quotes are the same (no need to store it again). */
export function sameLastQuote(a: LastQuote | null, b: LastQuote | null): boolean {
  return a !== null && b !== null && a.type === b.type && a.stateId === b.stateId && a.city === b.city;
}

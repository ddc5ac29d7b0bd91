import { describe, expect, it } from 'vitest';
import { lastQuoteOf, sameLastQuote, startingFilter } from './last-quote';
import { DEFAULT_PLAN_FILTER } from './plan-types';

// The quote form starts from the broker's last quote (type, state, city) or spec point 9's default.

describe('last quote', () => {
  it('remembers type, state and city, nothing for no city', () => {
    expect(lastQuoteOf({ type: 'CP', stateId: 25, city: 'Campinas' })).toEqual({ type: 'CP', stateId: 25, city: 'Campinas' });
    expect(lastQuoteOf({ type: 'PF', stateId: 19 })).toEqual({ type: 'PF', stateId: 19, city: null });
  });

  it('starts a broker who never quoted from the default filter', () => {
    expect(startingFilter(null)).toBe(DEFAULT_PLAN_FILTER);
    expect(DEFAULT_PLAN_FILTER).toMatchObject({ stateId: 1, type: 'PJ', isPme: true });
  });

  it('starts from the last type, state and city, PME only for PJ', () => {
    expect(startingFilter({ type: 'CP', stateId: 25, city: 'Campinas' })).toEqual({ ...DEFAULT_PLAN_FILTER, type: 'CP', stateId: 25, isPme: false, city: 'Campinas' });
    const pj = startingFilter({ type: 'PJ', stateId: 19, city: null });
    expect(pj).toEqual({ ...DEFAULT_PLAN_FILTER, type: 'PJ', stateId: 19, isPme: true });
    expect('city' in pj).toBe(false);
  });

  it('tells when the quote is the one already stored', () => {
    const last = { type: 'CP', stateId: 25, city: 'Campinas' } as const;
    expect(sameLastQuote(last, { ...last })).toBe(true);
    expect(sameLastQuote(last, { ...last, type: 'PF' })).toBe(false);
    expect(sameLastQuote(last, { ...last, stateId: 26 })).toBe(false);
    expect(sameLastQuote(last, { ...last, city: null })).toBe(false);
    expect(sameLastQuote(null, last)).toBe(false);
    expect(sameLastQuote(last, null)).toBe(false);
    expect(sameLastQuote(null, null)).toBe(false);
  });
});

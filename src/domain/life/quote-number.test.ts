import { describe, expect, it } from 'vitest';
import { lifeQuoteNumber } from './quote';

describe('lifeQuoteNumber', () => {
  it.each([
    ['2026-06-15', 1, 'PSV-2026-000001'],
    ['2026-06-15', 123, 'PSV-2026-000123'],
    ['2027-01-01', 999_999, 'PSV-2027-999999'],
    ['2027-12-31', 1_000_000, 'PSV-2027-1000000'],
  ])('on %s, the %i-th quote is %s', (today, sequence, expected) => {
    expect(lifeQuoteNumber(today, sequence)).toBe(expected);
  });
});

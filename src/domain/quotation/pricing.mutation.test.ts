/**
 * Tests written to kill the mutants StrykerJS makes of pricing.ts (`npm run mutation`,
 * docs/testing.md): the shape and range checks of a price table (10 non-negative integer
 * cents, zero allowed), the brackets used, each field of a subtotal, and the safe-integer
 * guard on a subtotal and on the sum.
 */
import { describe, expect, it } from 'vitest';
import { AGE_BRACKETS, type BracketCounts } from './age-buckets';
import { bracketSubtotals, isPriceTableShape, quoteTotal, usedBrackets, type PriceTable } from './pricing';

const PRICES: PriceTable = [10_000, 11_000, 12_000, 13_000, 14_000, 15_000, 16_000, 17_000, 18_000, 19_000];
const counts = (...values: number[]) => values as unknown as BracketCounts;
const NONE = counts(0, 0, 0, 0, 0, 0, 0, 0, 0, 0);

describe('isPriceTableShape', () => {
  it('is true for exactly ten prices', () => {
    expect(isPriceTableShape(PRICES)).toBe(true);
    expect(isPriceTableShape(PRICES.slice(0, 9))).toBe(false);
    expect(isPriceTableShape([...PRICES, 1])).toBe(false);
  });
});

describe('price table checks', () => {
  it('accepts a zero price (a bracket given away) and prices it at zero', () => {
    const free: PriceTable = [0, 11_000, 12_000, 13_000, 14_000, 15_000, 16_000, 17_000, 18_000, 19_000];
    expect(quoteTotal(free, counts(3, 1, 0, 0, 0, 0, 0, 0, 0, 0))).toBe(11_000);
  });

  it.each([
    ['a negative price', [-1, 11_000, 12_000, 13_000, 14_000, 15_000, 16_000, 17_000, 18_000, 19_000]],
    ['a fraction of a cent', [100.5, 11_000, 12_000, 13_000, 14_000, 15_000, 16_000, 17_000, 18_000, 19_000]],
    ['nine prices', [10_000, 11_000, 12_000, 13_000, 14_000, 15_000, 16_000, 17_000, 18_000]],
    ['a price past the safe integers', [2 ** 53, 11_000, 12_000, 13_000, 14_000, 15_000, 16_000, 17_000, 18_000, 19_000]],
  ])('refuses %s with a RangeError naming the table', (_, prices) => {
    expect(() => bracketSubtotals(prices as unknown as PriceTable, counts(1, 0, 0, 0, 0, 0, 0, 0, 0, 0))).toThrow(
      new RangeError(`Invalid price table ${JSON.stringify(prices)}: expected 10 non-negative integer prices in cents`),
    );
  });

  it('checks the table even when no life is quoted', () => {
    expect(() => quoteTotal([-5, 0, 0, 0, 0, 0, 0, 0, 0, 0] as unknown as PriceTable, NONE)).toThrow(RangeError);
  });
});

describe('usedBrackets', () => {
  it('lists the brackets with lives, in bracket order, and none for no lives', () => {
    expect(usedBrackets(counts(0, 2, 0, 0, 0, 0, 0, 0, 0, 1)).map((bracket) => bracket.index)).toEqual([1, 9]);
    expect(usedBrackets(NONE)).toEqual([]);
    expect(usedBrackets(counts(1, 1, 1, 1, 1, 1, 1, 1, 1, 1))).toEqual([...AGE_BRACKETS]);
  });

  it('refuses counts that are not ten non-negative integers', () => {
    expect(() => usedBrackets(counts(-1, 0, 0, 0, 0, 0, 0, 0, 0, 0))).toThrow(RangeError);
  });
});

describe('bracketSubtotals', () => {
  it('gives index, label, lives, unit price and subtotal of each used bracket', () => {
    expect(bracketSubtotals(PRICES, counts(2, 0, 0, 1, 0, 0, 0, 0, 0, 3))).toEqual([
      { index: 0, bracket: AGE_BRACKETS[0].label, lives: 2, unitPriceCents: 10_000, subtotalCents: 20_000 },
      { index: 3, bracket: AGE_BRACKETS[3].label, lives: 1, unitPriceCents: 13_000, subtotalCents: 13_000 },
      { index: 9, bracket: AGE_BRACKETS[9].label, lives: 3, unitPriceCents: 19_000, subtotalCents: 57_000 },
    ]);
  });

  it('refuses a subtotal past the safe integers', () => {
    const huge: PriceTable = [2 ** 52, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    expect(() => bracketSubtotals(huge, counts(3, 0, 0, 0, 0, 0, 0, 0, 0, 0))).toThrow(
      new RangeError(`Amount ${3 * 2 ** 52} cents exceeds the safe integer range`),
    );
    expect(bracketSubtotals(huge, counts(1, 0, 0, 0, 0, 0, 0, 0, 0, 0))[0]?.subtotalCents).toBe(2 ** 52);
  });
});

describe('quoteTotal', () => {
  it('adds the subtotals, to the cent; nothing quoted is zero', () => {
    expect(quoteTotal(PRICES, counts(2, 0, 0, 1, 0, 0, 0, 0, 0, 3))).toBe(90_000);
    expect(quoteTotal(PRICES, NONE)).toBe(0);
  });

  it('refuses a sum past the safe integers even when each subtotal is safe', () => {
    const big: PriceTable = [2 ** 52, 2 ** 52, 0, 0, 0, 0, 0, 0, 0, 0];
    expect(() => quoteTotal(big, counts(1, 1, 0, 0, 0, 0, 0, 0, 0, 0))).toThrow(new RangeError(`Amount ${2 ** 53} cents exceeds the safe integer range`));
    expect(quoteTotal(big, counts(1, 0, 0, 0, 0, 0, 0, 0, 0, 0))).toBe(2 ** 52);
  });
});

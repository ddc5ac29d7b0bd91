import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCounts, emptyCounts, tuple10, type BracketCounts } from './age-buckets';
import { bracketSubtotals, isPriceTableShape, quoteTotal, usedBrackets, type PriceTable } from './pricing';

/** Hapvida, Belém, Plano Individual Ambulatorial com Coparticipação, June 2026 (cents). */
const BELEM_IND_OUTPATIENT: PriceTable = [14703, 19328, 22018, 24549, 25830, 28985, 35420, 49084, 66129, 85852];

const lives = fc.nat({ max: 500 });
const counts: fc.Arbitrary<BracketCounts> = fc.tuple(lives, lives, lives, lives, lives, lives, lives, lives, lives, lives);
const price = fc.integer({ min: 0, max: 10_000_000 });
const prices: fc.Arbitrary<PriceTable> = fc.tuple(price, price, price, price, price, price, price, price, price, price);

describe('quoteTotal', () => {
  it.each([
    ['no lives', emptyCounts(), 0],
    ['one life 0-18', [1, 0, 0, 0, 0, 0, 0, 0, 0, 0] as BracketCounts, 14703],
    ['one life 59+', [0, 0, 0, 0, 0, 0, 0, 0, 0, 1] as BracketCounts, 85852],
    // couple 34-38 and 29-33 with two children: 2×14703 + 24549 + 25830
    ['family of four', [2, 0, 0, 1, 1, 0, 0, 0, 0, 0] as BracketCounts, 79785],
    ['one in each bracket', [1, 1, 1, 1, 1, 1, 1, 1, 1, 1] as BracketCounts, 371898],
  ])('%s: %j → %i cents', (_name, value, expected) => {
    expect(quoteTotal(BELEM_IND_OUTPATIENT, value)).toBe(expected);
  });

  it('equals the sum of the bracket subtotals', () => {
    fc.assert(
      fc.property(prices, counts, (table, value) => {
        const lines = bracketSubtotals(table, value);
        expect(quoteTotal(table, value)).toBe(lines.reduce((sum, line) => sum + line.subtotalCents, 0));
      }),
    );
  });

  it('equals Σ lives × price over all 10 brackets', () => {
    fc.assert(
      fc.property(prices, counts, (table, value) => {
        expect(quoteTotal(table, value)).toBe(value.reduce((sum, n, i) => sum + n * (table[i] ?? 0), 0));
      }),
    );
  });

  it('is linear in the counts: total(a + b) = total(a) + total(b), total(k·a) = k·total(a)', () => {
    fc.assert(
      fc.property(prices, counts, counts, fc.nat({ max: 20 }), (table, a, b, k) => {
        expect(quoteTotal(table, addCounts(a, b))).toBe(quoteTotal(table, a) + quoteTotal(table, b));
        expect(quoteTotal(table, tuple10((i) => k * a[i]))).toBe(k * quoteTotal(table, a));
      }),
    );
  });

  it('is an integer number of cents, never negative', () => {
    fc.assert(
      fc.property(prices, counts, (table, value) => {
        const total = quoteTotal(table, value);
        expect(Number.isSafeInteger(total)).toBe(true);
        expect(total).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it.each([
    ['a fractional price', [...BELEM_IND_OUTPATIENT.slice(0, 9), 858.52], emptyCounts()],
    ['a negative price', [...BELEM_IND_OUTPATIENT.slice(0, 9), -1], emptyCounts()],
    ['a NaN price', [...BELEM_IND_OUTPATIENT.slice(0, 9), Number.NaN], emptyCounts()],
    ['9 prices', BELEM_IND_OUTPATIENT.slice(0, 9), emptyCounts()],
    ['fractional lives', BELEM_IND_OUTPATIENT, [0.5, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
    ['negative lives', BELEM_IND_OUTPATIENT, [-1, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
  ])('throws RangeError on %s (a bug: validate before)', (_name, table, value) => {
    expect(() => quoteTotal(table as unknown as PriceTable, value as unknown as BracketCounts)).toThrow(RangeError);
  });

  it('throws rather than lose cents beyond the safe integer range', () => {
    const huge = tuple10(() => Number.MAX_SAFE_INTEGER);
    expect(() => quoteTotal(huge, [2, 0, 0, 0, 0, 0, 0, 0, 0, 0])).toThrow(RangeError);
  });
});

describe('bracketSubtotals', () => {
  it('lists only the brackets in use, in order, with label, lives, unit price and subtotal', () => {
    expect(bracketSubtotals(BELEM_IND_OUTPATIENT, [2, 0, 0, 1, 0, 0, 0, 0, 0, 3])).toEqual([
      { index: 0, bracket: '0-18', lives: 2, unitPriceCents: 14703, subtotalCents: 29406 },
      { index: 3, bracket: '29-33', lives: 1, unitPriceCents: 24549, subtotalCents: 24549 },
      { index: 9, bracket: '59+', lives: 3, unitPriceCents: 85852, subtotalCents: 257556 },
    ]);
  });

  it('is empty without lives', () => {
    expect(bracketSubtotals(BELEM_IND_OUTPATIENT, emptyCounts())).toEqual([]);
  });

  it('has one line per used bracket, each subtotal = lives × unit price', () => {
    fc.assert(
      fc.property(prices, counts, (table, value) => {
        const lines = bracketSubtotals(table, value);
        expect(lines.map((line) => line.index)).toEqual(usedBrackets(value).map((bracket) => bracket.index));
        for (const line of lines) {
          expect(line.lives).toBeGreaterThan(0);
          expect(line.lives).toBe(value[line.index]);
          expect(line.unitPriceCents).toBe(table[line.index]);
          expect(line.subtotalCents).toBe(line.lives * line.unitPriceCents);
        }
      }),
    );
  });
});

describe('usedBrackets', () => {
  it.each([
    [emptyCounts(), []],
    [[1, 0, 0, 0, 0, 0, 0, 0, 0, 0], ['0-18']],
    [[0, 3, 0, 0, 0, 0, 0, 2, 0, 1], ['19-23', '49-53', '59+']],
  ] as [BracketCounts, string[]][])('%j → %j', (value, labels) => {
    expect(usedBrackets(value).map((bracket) => bracket.label)).toEqual(labels);
  });

  it('throws RangeError on malformed counts', () => {
    expect(() => usedBrackets([1, 2] as unknown as BracketCounts)).toThrow(RangeError);
  });
});

describe('isPriceTableShape', () => {
  it('checks for exactly 10 prices', () => {
    expect(isPriceTableShape(BELEM_IND_OUTPATIENT)).toBe(true);
    expect(isPriceTableShape(BELEM_IND_OUTPATIENT.slice(1))).toBe(false);
    expect(isPriceTableShape([...BELEM_IND_OUTPATIENT, 1])).toBe(false);
  });
});

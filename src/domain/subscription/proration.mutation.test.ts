/**
 * Tests written to kill the mutants StrykerJS makes of proration.ts (`npm run mutation`,
 * docs/testing.md): the price checks (negative and fractional cents refused, with the
 * message) and a change to a product of the same price (nothing charged, takes effect after
 * the period, like a downgrade).
 */
import { describe, expect, it } from 'vitest';
import { prorate } from './proration';

const PERIOD = { today: '2025-03-20', periodStart: '2025-03-10', periodEnd: '2025-04-09' };

describe('prorate: prices', () => {
  it.each([
    [-1, 21990],
    [8990, -21990],
    [89.9, 21990],
    [8990, Number.NaN],
  ])('refuses %s → %s with a RangeError naming the price', (oldPriceCents, newPriceCents) => {
    const bad = [oldPriceCents, newPriceCents].find((price) => !Number.isSafeInteger(price) || price < 0);
    expect(() => prorate({ ...PERIOD, oldPriceCents, newPriceCents })).toThrow(
      new RangeError(`Invalid price ${String(bad)}: expected non-negative integer cents`),
    );
  });

  it('accepts a free product (0 cents) on either side', () => {
    expect(prorate({ ...PERIOD, oldPriceCents: 0, newPriceCents: 3100 })).toMatchObject({ direction: 'upgrade', amountCents: 2100, daysLeft: 21, daysInPeriod: 31 });
    expect(prorate({ ...PERIOD, oldPriceCents: 8990, newPriceCents: 0 })).toMatchObject({ direction: 'downgrade', amountCents: 0 });
  });
});

describe('prorate: a product of the same price', () => {
  it('charges nothing now and applies the change the day after the period, like a downgrade', () => {
    expect(prorate({ ...PERIOD, oldPriceCents: 21990, newPriceCents: 21990 })).toEqual({
      amountCents: 0,
      daysLeft: 21,
      daysInPeriod: 31,
      direction: 'downgrade',
      effectiveOn: '2025-04-10',
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { BracketCounts } from './age-buckets';
import { monthlyTotalCents, planMonthlyTotal, quotedMonthlyTotalCents } from './monthly-total';
import type { PriceTable } from './pricing';

const PRICES = [10000, 12000, 13000, 14000, 15000, 16000, 18000, 22000, 28000, 40000] as unknown as PriceTable;
const PROMO = PRICES.map((price) => Math.round(price * 0.85)) as unknown as PriceTable;
/** A family of four: two children, 34 and 36. */
const FAMILY: BracketCounts = [2, 0, 0, 0, 2, 0, 0, 0, 0, 0];
const QUALICORP = { adhesionCentsPerLife: 15000, monthlyCentsPerLife: 1290 };

describe('the monthly total', () => {
  it('adds the administradora’s R$ 12,90 per life to an adhesion plan’s operator price and keeps the adhesion fee apart', () => {
    expect(planMonthlyTotal({ priceTable: { pricesCents: PRICES }, administradoraFees: QUALICORP }, FAMILY)).toEqual({
      operatorCents: 2 * 10000 + 2 * 15000,
      administrationCents: 4 * 1290,
      totalCents: 50000 + 5160,
      promotionalTotalCents: null,
      adhesionOneOffCents: 4 * 15000,
    });
  });

  it('is the operator’s price alone on plans without an administradora', () => {
    expect(planMonthlyTotal({ priceTable: { pricesCents: PRICES }, administradoraFees: null }, FAMILY)).toMatchObject({ totalCents: 50000, administrationCents: 0, adhesionOneOffCents: 0 });
    expect(planMonthlyTotal({ priceTable: { pricesCents: PRICES } }, FAMILY).totalCents).toBe(50000);
  });

  it('prices the promotional months with the same fee', () => {
    expect(planMonthlyTotal({ priceTable: { pricesCents: PRICES, promotionalPricesCents: PROMO }, administradoraFees: QUALICORP }, FAMILY).promotionalTotalCents).toBe(
      2 * 8500 + 2 * 12750 + 4 * 1290,
    );
  });

  it('gives the same figure from a quote’s server total as from its price table', () => {
    const plan = { priceTable: { pricesCents: PRICES }, administradoraFees: QUALICORP };
    expect(quotedMonthlyTotalCents({ totalCents: 50000, lives: 4, administradoraFees: QUALICORP })).toBe(planMonthlyTotal(plan, FAMILY).totalCents);
    expect(quotedMonthlyTotalCents({ totalCents: null, lives: 0, administradoraFees: QUALICORP })).toBeNull();
  });

  it('refuses negative, fractional or unsafe figures', () => {
    expect(() => monthlyTotalCents(-1, 1, null)).toThrow(RangeError);
    expect(() => monthlyTotalCents(100, 1.5, null)).toThrow(RangeError);
    expect(() => monthlyTotalCents(Number.MAX_SAFE_INTEGER, 1, QUALICORP)).toThrow(RangeError);
  });
});

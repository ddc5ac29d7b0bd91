import { describe, expect, it } from 'vitest';
import { requoteSavedQuotation, totalsRange } from './quotation-history';
import type { QuotedPlan } from './saved-quotation';
import type { PlanDetail } from '../quotation/catalog';
import type { BracketCounts } from '../quotation/age-buckets';
import type { PriceTable } from '../quotation/pricing';

const prices = (first: number): PriceTable => [first, first + 100, first + 200, first + 300, first + 400, first + 500, first + 600, first + 700, first + 800, first + 900];

const saved = (id: number, first: number): QuotedPlan =>
  ({
    id,
    institutionId: 1,
    operatorName: 'Operadora',
    ansRegistration: null,
    planName: `Plano ${id}`,
    priceTable: { effectiveDate: '2025-01-01', illustrative: true, pricesCents: prices(first) },
  }) as unknown as QuotedPlan;

const today = (id: number, first: number): PlanDetail =>
  ({ id, priceTable: { effectiveDate: '2026-05-01', pricesCents: prices(first) } }) as unknown as PlanDetail;

describe('cotar de novo com as tabelas de hoje', () => {
  // Two lives in the first bracket (0–18) and one in the fourth (29–33).
  const lives: BracketCounts = [2, 0, 0, 1, 0, 0, 0, 0, 0, 0];

  it("prices each saved plan with today's table for the saved lives and gives the difference", () => {
    const result = requoteSavedQuotation(
      { plans: [saved(1, 10000), saved(2, 20000), saved(3, 30000)], lives },
      new Map<number, PlanDetail | null>([
        [1, today(1, 11000)],
        [2, today(2, 20000)],
        [3, null],
      ]),
    );
    expect(result.plans[0]).toMatchObject({
      savedCents: 2 * 10000 + 10300,
      todayCents: 2 * 11000 + 11300,
      differenceCents: 3000,
      savedTableDate: '2025-01-01',
      todayTableDate: '2026-05-01',
    });
    expect(result.plans[0]?.differenceRatio).toBeCloseTo(3000 / 30300);
    expect(result.plans[1]).toMatchObject({ differenceCents: 0 });
    expect(result.plans[2]).toMatchObject({ todayCents: null, differenceCents: null, differenceRatio: null });
    expect(result).toMatchObject({ changed: 1, unavailable: 1 });
  });

  it('gives the lowest and highest total of a listed quotation', () => {
    expect(totalsRange([{ id: 1, name: 'a', operator: 'x', totalCents: 500 }, { id: 2, name: 'b', operator: 'x', totalCents: 300 }])).toEqual({ min: 300, max: 500 });
    expect(totalsRange([])).toBeNull();
  });
});

/**
 * One rule, one home (one proration, one CSV): the server charges an upgrade
 * with the domain's `prorate` (stored `current_period_start`), while the SPA's preview may
 * only know `current_period_end` and derive the period. These properties check that the
 * pairs still written twice agree for every input: the derived period and the server's
 * stored period (billing-rules `periodStartingOn`, anchors 1–28), and the server's own
 * calendar helpers (server/src/lib/dates.ts) against the domain's.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays as domainAddDays, brasiliaDay } from '../../../src/domain/subscription/calendar';
import { prorate } from '../../../src/domain/subscription/proration';
import { periodAfter, periodStartingOn } from '../../src/payments/billing-rules';
import { addDays as serverAddDays, isoDateInZone } from '../../src/lib/dates';

/** Days from 2000-01-01 to 2099-12-31 as `YYYY-MM-DD`. */
const isoDay = fc.integer({ min: 0, max: 36_524 }).map((offset) => domainAddDays('2000-01-01', offset));
const priceCents = fc.integer({ min: 0, max: 10_000_000 });

describe('the SPA preview (period derived from its end) and the server charge (stored period)', () => {
  it('charge the same amount for every billing anchor 1–28, day of the period and pair of prices', () => {
    fc.assert(
      fc.property(isoDay, fc.integer({ min: 0, max: 12 }), fc.integer({ min: -3, max: 35 }), priceCents, priceCents, (first, renewals, dayIndex, oldPrice, newPrice) => {
        fc.pre(Number(first.slice(8)) <= 28);
        let period = periodStartingOn(first);
        for (let i = 0; i < renewals; i += 1) period = periodAfter(period.end, period.anchorDay);
        const today = domainAddDays(period.start, dayIndex);
        const server = prorate({ oldPriceCents: oldPrice, newPriceCents: newPrice, today, periodStart: period.start, periodEnd: period.end });
        const preview = prorate({ oldPriceCents: oldPrice, newPriceCents: newPrice, today, periodEnd: period.end });
        expect(preview).toEqual(server);
      }),
    );
  });

  it('charges at most the price difference and never for a downgrade', () => {
    fc.assert(
      fc.property(isoDay, fc.integer({ min: 0, max: 40 }), priceCents, priceCents, (first, dayIndex, oldPrice, newPrice) => {
        const period = periodStartingOn(first);
        const result = prorate({ oldPriceCents: oldPrice, newPriceCents: newPrice, today: domainAddDays(period.start, dayIndex), periodStart: period.start, periodEnd: period.end });
        expect(result.amountCents).toBeGreaterThanOrEqual(0);
        expect(result.amountCents).toBeLessThanOrEqual(Math.max(0, newPrice - oldPrice));
        if (newPrice <= oldPrice) expect(result.amountCents).toBe(0);
      }),
    );
  });
});

describe("the server's calendar helpers and the domain's", () => {
  it('add days alike', () => {
    fc.assert(
      fc.property(isoDay, fc.integer({ min: -800, max: 800 }), (day, days) => {
        expect(serverAddDays(day, days)).toBe(domainAddDays(day, days));
      }),
    );
  });

  it('name the same Brasília day for every instant', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 11, 31) }), (ms) => {
        const instant = new Date(ms);
        expect(isoDateInZone(instant)).toBe(brasiliaDay(instant));
      }),
    );
  });
});

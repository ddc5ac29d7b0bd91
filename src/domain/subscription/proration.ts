/**
 * Proration of a product change. The one implementation: the server charges with it
 * (server/src/modules/payments/use-cases/manage-subscription.ts), the fake back end charges with it
 * and the SPA's use case previews with it (src/application/subscription/use-cases.ts):
 *
 *   amount = (new price − old price) × days left ÷ days in period, rounded half up to a cent
 *
 * - days left = calendar days from today to `current_period_end`, both inclusive
 *   (today = the Brasília calendar day; on the last day of the period it is 1);
 * - days in period = calendar days of the paid period, both ends counted: from
 *   `periodStart` when it is known, otherwise the monthly period that ends on
 *   `current_period_end`: the next period starts the day after `periodEnd`, so this one
 *   started a month before that, `addMonths(periodEnd + 1, −1)`, through `periodEnd`
 *   (inclusive), 28–31 days; days left is clamped to 0…days in period.
 *   The server passes the stored `current_period_start` (the wire carries it too); the
 *   derivation gives the same period for billing anchors 1–28 (for 29–31 a clamped month
 *   may differ by a few days; proration.property.test.ts checks both);
 * - only an upgrade (new price > old price) is charged; a downgrade or same price is 0
 *   and takes effect the day after `current_period_end`.
 *
 * All money is integer cents; the division is done on integers (no floating point).
 */
import { addDays, addMonths, daysBetween } from './calendar';

/** Inputs of the proration. Prices in integer cents per month; dates `YYYY-MM-DD` (Brasília). */
export interface ProrationInput {
  oldPriceCents: number;
  newPriceCents: number;
  /** Today's Brasília calendar day. */
  today: string;
  /** Last day of the current paid period (`current_period_end`). */
  periodEnd: string;
  /** First day of the current paid period, when known; else derived from `periodEnd` (see the module note). */
  periodStart?: string;
}

/** The proration's figures: what is charged now and how it was computed. */
export interface Proration {
  /** Charged now (0 for a downgrade). */
  amountCents: number;
  daysLeft: number;
  daysInPeriod: number;
  /** 'upgrade' when the new product costs more; otherwise 'downgrade' (takes effect at period end). */
  direction: 'upgrade' | 'downgrade';
  /** First day the new product applies: today for an upgrade, the day after the period for a downgrade. */
  effectiveOn: string;
}

/** `numerator ÷ denominator` rounded half up, for non-negative integers (denominator > 0). */
function divideRoundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** Days of the paid period ending on `periodEnd`, both ends counted: from `periodStart`, or from a month before the day after `periodEnd` (28–31). */
export function daysInPeriod(periodEnd: string, periodStart?: string): number {
  return daysBetween(periodStart ?? addMonths(addDays(periodEnd, 1), -1), periodEnd) + 1;
}

/** Days left from `today` to `periodEnd`, both inclusive, clamped to 0…days in period. */
export function daysLeftInPeriod(today: string, periodEnd: string, periodStart?: string): number {
  const left = daysBetween(today, periodEnd) + 1;
  return Math.min(Math.max(left, 0), daysInPeriod(periodEnd, periodStart));
}

/**
 * The amount charged now for changing from `oldPriceCents` to `newPriceCents` (formula in
 * the module note). 0 for a downgrade or an unchanged price.
 * @throws RangeError when a price is not a non-negative safe integer.
 */
export function prorate(input: ProrationInput): Proration {
  const { oldPriceCents, newPriceCents, today, periodEnd } = input;
  for (const price of [oldPriceCents, newPriceCents]) {
    if (!Number.isSafeInteger(price) || price < 0) throw new RangeError(`Invalid price ${String(price)}: expected non-negative integer cents`);
  }
  const days = daysInPeriod(periodEnd, input.periodStart);
  const left = daysLeftInPeriod(today, periodEnd, input.periodStart);
  const difference = newPriceCents - oldPriceCents;
  if (difference <= 0) {
    return { amountCents: 0, daysLeft: left, daysInPeriod: days, direction: 'downgrade', effectiveOn: addDays(periodEnd, 1) };
  }
  return { amountCents: divideRoundHalfUp(difference * left, days), daysLeft: left, daysInPeriod: days, direction: 'upgrade', effectiveOn: today };
}

/**
 * Proration of a product change (issue 6: "Upgrade: charged now, prorated by the days left
 * of the period; effective at once. Downgrade: scheduled for the end of the period").
 * The SPA previews the amount with the same formula the server charges (see
 * docs/architecture.md "Subscription screens", and docs/payments.md):
 *
 *   amount = (new price − old price) × days left ÷ days in period, rounded half up to a cent
 *
 * - days left = calendar days from today to `current_period_end`, both inclusive
 *   (today = the Brasília calendar day; on the last day of the period it is 1);
 * - days in period = calendar days of the paid period, both ends counted: from
 *   `periodStart` when it is known, otherwise the monthly period that ends on
 *   `current_period_end`, i.e. from `addMonths(periodEnd, −1)` (exclusive) to `periodEnd`
 *   (inclusive), 28–31 days; days left is clamped to 0…days in period.
 *   The server (server/src/payments/billing-rules.ts `prorateUpgrade`) uses the stored
 *   `current_period_start`; the wire does not carry it, and the derivation gives the same
 *   period for billing anchors 1–28 (for 29–31 a clamped month may differ by a few days);
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

/** Days of the paid period ending on `periodEnd`, both ends counted: from `periodStart`, or the month before `periodEnd` (28–31). */
export function daysInPeriod(periodEnd: string, periodStart?: string): number {
  return periodStart ? daysBetween(periodStart, periodEnd) + 1 : daysBetween(addMonths(periodEnd, -1), periodEnd);
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

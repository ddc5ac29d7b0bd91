/**
 * Paid periods of a subscription (no clock, no storage). Days are Brasília calendar days as
 * `YYYY-MM-DD` text. The rules are explained, with examples, in docs/payments.md; the
 * server's billing and the fake back end both compute periods here.
 *
 * A paid period runs from `start` to `end`, both inclusive. A subscription has a billing
 * anchor: the day of the month its periods start on (the day of the first paid checkout).
 * The next period starts on the anchor day of the following month, clamped to that month's
 * last day, and the current one ends the day before. So a subscription started on 31 January
 * has the periods 31/01–27/02, 28/02–30/03, 31/03–29/04, 30/04–30/05… (charged on 27/02,
 * 30/03, 29/04: the anchor never drifts to the 28th).
 */
import { daysInMonth, parseIsoDateOrThrow } from '../quotation/iso-date';
import { addDays, daysBetween } from './calendar';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Day of the month (1–31) of an ISO date. */
export function dayOfMonth(isoDate: string): number {
  return parseIsoDateOrThrow(isoDate).day;
}

/**
 * The anchor date of the month after `start`'s month: day `anchorDay` clamped to that
 * month's length (anchor 31 in February → 28 or 29).
 */
export function nextAnchorDate(start: string, anchorDay: number): string {
  const { year, month } = parseIsoDateOrThrow(start);
  const nextYear = month === 12 ? year + 1 : year;
  const nextMonth = month === 12 ? 1 : month + 1;
  return `${pad(nextYear, 4)}-${pad(nextMonth)}-${pad(Math.min(anchorDay, daysInMonth(nextYear, nextMonth)))}`;
}

/** A paid period, both ends inclusive, and the anchor day its successors start on. */
export interface PaidPeriod {
  start: string;
  end: string;
  anchorDay: number;
}

/** The period paid at a first checkout (or a checkout after a block) on `day`: the anchor becomes that day. */
export function periodStartingOn(day: string, anchorDay: number = dayOfMonth(day)): PaidPeriod {
  return { start: day, end: addDays(nextAnchorDate(day, anchorDay), -1), anchorDay };
}

/** The period that follows one ending on `currentEnd` (a renewal): it starts the next day. */
export function periodAfter(currentEnd: string, anchorDay: number): PaidPeriod {
  return periodStartingOn(addDays(currentEnd, 1), anchorDay);
}

/** Days in a period, both ends counted (01/03–31/03 → 31). */
export function periodDays(start: string, end: string): number {
  return daysBetween(start, end) + 1;
}

/**
 * Whether an unpaid period is over, grace included: `today > periodEnd + graceDays`.
 * With the default grace of 0 days an account is blocked the day after its last paid day.
 */
export function isPastGrace(periodEnd: string, today: string, graceDays: number): boolean {
  return daysBetween(periodEnd, today) > graceDays;
}

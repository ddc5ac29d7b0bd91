/**
 * Pure billing rules (no clock, no database): paid periods, renewal dates, proration and
 * the grace period. Days are Brasília calendar days as `YYYY-MM-DD` text; money is integer
 * cents. The rules are explained, with examples, in docs/payments.md.
 *
 * Periods. A paid period runs from `start` to `end`, both inclusive. A subscription has a
 * billing anchor: the day of the month its periods start on (the day of the first paid
 * checkout). The next period starts on the anchor day of the following month, clamped to
 * that month's last day, and the current one ends the day before. So a subscription
 * started on 31 January has the periods 31/01–27/02, 28/02–30/03, 31/03–29/04,
 * 30/04–30/05… (charged on 27/02, 30/03, 29/04: the anchor never drifts to the 28th).
 */
import { daysInMonth, parseIsoDateOrThrow } from '../../../src/domain/quotation/iso-date';
import { addDays } from '../lib/dates';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Whole days from `from` to `to` (`to - from`; negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const a = parseIsoDateOrThrow(from);
  const b = parseIsoDateOrThrow(to);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
}

/** Day of the month (1–31) of an ISO date. */
export function dayOfMonth(isoDate: string): number {
  return parseIsoDateOrThrow(isoDate).day;
}

/** `isoDate` plus `months` calendar months, the day clamped to the target month's length (31/01 + 1 → 28/02). */
export function addMonthsClamped(isoDate: string, months: number): string {
  const { year, month, day } = parseIsoDateOrThrow(isoDate);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12 + 1;
  return `${pad(targetYear, 4)}-${pad(targetMonth)}-${pad(Math.min(day, daysInMonth(targetYear, targetMonth)))}`;
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

/** The result of {@link prorateUpgrade}. */
export interface Proration {
  /** Amount to charge now, integer cents (≥ 0). */
  amountCents: number;
  /** Days of the period from today to its end, both counted, at most `periodDays`. */
  daysLeft: number;
  periodDays: number;
}

/**
 * The price difference of an upgrade for the days left of the paid period:
 * `round((toPrice − fromPrice) × daysLeft / periodDays)`, half a cent rounded up, where
 * `daysLeft = periodEnd − today + 1` (today is counted: the new product is used from today)
 * capped to the period's length. A downgrade (or the same price) prorates to 0.
 *
 * Example: Equipe 5 (R$ 329,90) → Equipe 10 (R$ 599,90) on 20/03 in the period 10/03–09/04
 * (31 days, 21 left): 27.000 × 21 / 31 = 18.290,32… → R$ 182,90.
 */
export function prorateUpgrade(input: {
  fromPriceCents: number;
  toPriceCents: number;
  periodStart: string;
  periodEnd: string;
  today: string;
}): Proration {
  const total = periodDays(input.periodStart, input.periodEnd);
  const daysLeft = Math.max(0, Math.min(total, daysBetween(input.today, input.periodEnd) + 1));
  const difference = Math.max(0, input.toPriceCents - input.fromPriceCents);
  // Integer arithmetic: floor((2·d·n + t) / 2t) = round half up of d·n/t.
  const amountCents = Math.floor((2 * difference * daysLeft + total) / (2 * total));
  return { amountCents, daysLeft, periodDays: total };
}

/**
 * Whether an unpaid period is over, grace included: `today > periodEnd + graceDays`.
 * With the default grace of 0 days an account is blocked the day after its last paid day.
 */
export function isPastGrace(periodEnd: string, today: string, graceDays: number): boolean {
  return daysBetween(periodEnd, today) > graceDays;
}

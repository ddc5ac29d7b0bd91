/**
 * Calendar dates as ISO 8601 text (`YYYY-MM-DD`), handled as plain year/month/day
 * numbers: no `Date`, no time zone, no clock. A birth date or a table's effective
 * date is a civil date, not an instant, so reading it through `new Date('2026-06-01')`
 * (UTC midnight, then shown in local time) can move it one day back in Brazil (UTC-3).
 *
 * Calendar: proleptic Gregorian, years 0001–9999 (what the `YYYY` form can hold).
 */

/** A civil date. `month` 1–12, `day` 1–31 (valid for its month and year). */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for Gregorian leap years: divisible by 4, except centuries not divisible by 400. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in `month` (1–12) of `year`: 28–31. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * Parses strict `YYYY-MM-DD` text into a calendar date, or `null` when the text is not
 * in that form or names a day that does not exist (2026-02-29, 2026-04-31, 0000-01-01).
 * No time part, no surrounding spaces.
 */
export function parseIsoDate(text: string): CalendarDate | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** Type guard: a string holding a real calendar day in strict `YYYY-MM-DD` form. */
export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && parseIsoDate(value) !== null;
}

/** Parses or throws RangeError: for dates the caller should already have validated. */
export function parseIsoDateOrThrow(text: string, what = 'date'): CalendarDate {
  const date = parseIsoDate(text);
  if (!date) throw new RangeError(`Invalid ${what}: expected an ISO date YYYY-MM-DD, got ${JSON.stringify(text)}`);
  return date;
}

/** Orders two calendar dates: negative when `a` is before `b`, 0 when equal, positive after. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * Age in completed years (domain-facts "Life insurance": age is counted in completed
 * years), from civil dates — no clock, no time zone.
 */
import { parseIsoDateOrThrow, type CalendarDate } from '../quotation/iso-date';

/**
 * Completed years between a birth date and `today` (both `YYYY-MM-DD`): the birthday
 * counts from its own day; someone born on 29 February completes a year on 1 March of a
 * common year (28 February is not yet the birthday). A birth date after `today` gives a
 * negative number (-1 within the year before it).
 * @throws RangeError when either text is not a real `YYYY-MM-DD` date.
 */
export function completedYears(birthDate: string, today: string): number {
  const birth = parseIsoDateOrThrow(birthDate, 'birth date');
  const now = parseIsoDateOrThrow(today, 'today');
  return completedYearsBetween(birth, now);
}

/** {@link completedYears} over parsed dates. */
export function completedYearsBetween(birth: CalendarDate, today: CalendarDate): number {
  const years = today.year - birth.year;
  const birthdayReached = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return birthdayReached ? years : years - 1;
}

/**
 * The civil date `days` calendar days after `date` (`YYYY-MM-DD`), e.g. a quote's final
 * validity: addDays('2026-01-20', 30) → '2026-02-19'.
 * @throws RangeError for an invalid date or a non-integer `days`.
 */
export function addDays(date: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`Invalid number of days ${String(days)}`);
  const { year, month, day } = parseIsoDateOrThrow(date);
  // UTC arithmetic on a civil date: no time zone can move the day.
  const base = new Date(0);
  base.setUTCFullYear(year, month - 1, day);
  const shifted = new Date(base.getTime() + days * 86_400_000);
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1, 2)}-${pad(shifted.getUTCDate(), 2)}`;
}

/**
 * Brasília calendar days (`YYYY-MM-DD`) for the subscription rules. Access ends on a
 * civil date (`payment_expirated_at`, the subscription's `current_period_end`): "today"
 * is the calendar day in America/Sao_Paulo of the clock's instant, so 23:30 in Brasília
 * (02:30 UTC the next day) is still the same day for the broker.
 *
 * Pure: the instant comes in as an argument (no `Date.now()`); Intl only converts it.
 */
import { parseIsoDate, parseIsoDateOrThrow } from '../quotation/iso-date';

/** Time zone of the product's calendar days (Brasília time). */
export const BRAZIL_TIME_ZONE = 'America/Sao_Paulo';

const DAY_MS = 86_400_000;
const brasiliaParts = new Intl.DateTimeFormat('en-CA', { timeZone: BRAZIL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day of `instant` in Brasília, as `YYYY-MM-DD` (2025-03-11T02:30Z → '2025-03-10'). */
export function brasiliaDay(instant: Date): string {
  const parts = brasiliaParts.formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

function dayNumber(isoDate: string): number {
  const { year, month, day } = parseIsoDateOrThrow(isoDate);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/** Whole calendar days from `from` to `to` (both `YYYY-MM-DD`): negative when `to` is before `from`. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** `isoDate` plus `days` calendar days (negative to go back), as `YYYY-MM-DD`. */
export function addDays(isoDate: string, days: number): string {
  const { year, month, day } = parseIsoDateOrThrow(isoDate);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * `isoDate` plus `months` calendar months, clamped to the last day of the target month
 * ('2025-01-31' + 1 → '2025-02-28'), as `YYYY-MM-DD`.
 */
export function addMonths(isoDate: string, months: number): string {
  const { year, month, day } = parseIsoDateOrThrow(isoDate);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  const clamped = new Date(Date.UTC(targetYear, targetMonth, Math.min(day, lastDay)));
  return clamped.toISOString().slice(0, 10);
}

/**
 * A stored day as `YYYY-MM-DD`: a plain date is kept; an ISO instant
 * ('2025-03-10T18:00:00.000Z', as older versions stored it) becomes its Brasília day;
 * anything else is null.
 */
export function toBrasiliaDay(stored: string | null | undefined): string | null {
  if (!stored) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(stored)) return parseIsoDate(stored) ? stored : null;
  const instant = new Date(stored);
  return Number.isNaN(instant.getTime()) ? null : brasiliaDay(instant);
}

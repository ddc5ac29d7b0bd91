/**
 * Pure billing rules of the server (no clock, no database): paid periods, renewal dates and
 * the grace period live in the domain (src/domain/subscription/billing-period.ts, shared
 * with the fake back end), calendar arithmetic and the proration of an upgrade too
 * (calendar.ts, proration.ts). This module re-exports them under the names the server's
 * billing code has always used. Days are Brasília calendar days as `YYYY-MM-DD` text.
 */
import { addMonths, daysBetween } from '../../../src/domain/subscription/calendar';

export { dayOfMonth, isPastGrace, nextAnchorDate, periodAfter, periodDays, periodStartingOn, type PaidPeriod } from '../../../src/domain/subscription/billing-period';
export { daysBetween };

/** `isoDate` plus `months` calendar months, the day clamped to the target month's length (31/01 + 1 → 28/02): the domain's `addMonths`. */
export const addMonthsClamped = addMonths;

/**
 * The server's one clock: every use case reads "now" (and so "today", the Brasília calendar
 * day of America/Sao_Paulo, `lib/dates.ts`) from it. In production it is the real time; a
 * test builds the app with its own `clock`; with `TEST_CLOCK=1` (never in production,
 * config.ts) an end-to-end test can move it through `PUT /api/test/clock/`
 * (modules/platform/routes/test-clock.routes.ts, docs/testing.md).
 */
import { addDays, BRAZIL_TIME_ZONE, isoDateInZone, startOfDayInZone } from './dates';

/** A clock whose Brasília day can be set, keeping the time of day running. */
export interface MovableClock {
  /** The current instant: the base clock plus the offset. */
  readonly now: () => Date;
  /**
   * Moves the clock so that today (Brasília) is `isoDate` (`YYYY-MM-DD`), keeping the time of
   * day of the base clock; `null` goes back to the base clock.
   */
  setToday(isoDate: string | null): void;
  /** The offset from the base clock, in whole days (0 when not moved). */
  offsetDays(): number;
}

/** Builds a {@link MovableClock} over `base` (default: the real time). */
export function createMovableClock(base: () => Date = () => new Date()): MovableClock {
  let offsetMs = 0;
  let days = 0;
  return {
    now: () => new Date(base().getTime() + offsetMs),
    setToday(isoDate) {
      if (isoDate === null) {
        offsetMs = 0;
        days = 0;
        return;
      }
      const baseDay = isoDateInZone(base(), BRAZIL_TIME_ZONE);
      // Whole calendar days between the base's day and the target, measured at midnight in Brasília.
      const diff = Math.round((startOfDayInZone(isoDate).getTime() - startOfDayInZone(baseDay).getTime()) / 86_400_000);
      days = diff;
      offsetMs = startOfDayInZone(addDays(baseDay, diff)).getTime() - startOfDayInZone(baseDay).getTime();
    },
    offsetDays: () => days,
  };
}

/** Calendar dates (`YYYY-MM-DD`) as Brazilian users see them. */

/** Time zone of the product's calendar days (Brasília time). */
export const BRAZIL_TIME_ZONE = 'America/Sao_Paulo';

/** The calendar day of `instant` in `timeZone`, as `YYYY-MM-DD`. */
export function isoDateInZone(instant: Date, timeZone: string = BRAZIL_TIME_ZONE): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

/** `isoDate` plus `days` calendar days (negative to go back), as `YYYY-MM-DD`. */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Offset of `timeZone` at `instant` in minutes east of UTC (Brasília: −180). */
export function zoneOffsetMinutes(instant: Date, timeZone: string = BRAZIL_TIME_ZONE): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** The instant a calendar day `YYYY-MM-DD` starts in `timeZone` (midnight there). */
export function startOfDayInZone(isoDate: string, timeZone: string = BRAZIL_TIME_ZONE): Date {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(year, month - 1, day);
  // Two passes: the offset at the guessed instant, then at the corrected one (DST edges).
  let instant = utcMidnight - zoneOffsetMinutes(new Date(utcMidnight), timeZone) * 60_000;
  instant = utcMidnight - zoneOffsetMinutes(new Date(instant), timeZone) * 60_000;
  return new Date(instant);
}

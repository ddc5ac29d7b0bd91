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

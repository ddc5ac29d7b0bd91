/**
 * When the support team answers. The hours come from configuration (`SUPPORT_HOURS`, e.g. `1-5 09:00-18:00`:
 * ISO weekdays 1 = Monday … 7 = Sunday, then opening and closing wall-clock times) in a
 * time zone (Brasília by default). Pure: the caller passes the instant.
 *
 * The next opening is searched over the following 7 days with the zone's offset at `now`
 * (Brazil has had no daylight saving time since 2019, so the offset is constant).
 */

/** Business hours: ISO weekdays (1 = Monday … 7 = Sunday) and minutes since midnight, wall clock of `timeZone`. */
export interface SupportHours {
  days: readonly number[];
  /** Opening, minutes after midnight (e.g. 540 = 09:00). */
  opensMinute: number;
  /** Closing, minutes after midnight, after the opening (e.g. 1080 = 18:00). */
  closesMinute: number;
  /** IANA time zone of the hours (e.g. `America/Sao_Paulo`). */
  timeZone: string;
}

/** Monday to Friday, 9h to 18h, Brasília. */
export const DEFAULT_SUPPORT_HOURS: SupportHours = { days: [1, 2, 3, 4, 5], opensMinute: 9 * 60, closesMinute: 18 * 60, timeZone: 'America/Sao_Paulo' };

/** `open` now, or `closed` with the next opening instant. */
export type SupportAvailability = { kind: 'open' } | { kind: 'closed'; nextOpening: Date };

const WEEKDAY_NAMES = ['', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado', 'domingo'] as const;
const SHORT_WEEKDAYS = ['', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado', 'domingo'] as const;
const ISO_DAY: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

interface WallClock {
  isoDay: number;
  minute: number;
}

/** The weekday and minute of the day of `instant` on the wall clock of `timeZone`. */
function wallClock(instant: Date, timeZone: string): WallClock {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(instant);
  // formatToParts always gives the parts asked for.
  const get = (type: string) => parts.find((part) => part.type === type)!.value;
  return { isoDay: ISO_DAY[get('weekday')]!, minute: Number(get('hour')) * 60 + Number(get('minute')) };
}

/** Whether support is open at `now`, else when it opens next (null when no day is configured). */
export function supportAvailability(now: Date, hours: SupportHours): SupportAvailability | null {
  // No day configured: the search below finds no opening (null).
  const clock = wallClock(now, hours.timeZone);
  if (hours.days.includes(clock.isoDay) && clock.minute >= hours.opensMinute && clock.minute < hours.closesMinute) return { kind: 'open' };
  const midnightWall = now.getTime() - (clock.minute * 60 + (Math.floor(now.getTime() / 1000) % 60)) * 1000 - (now.getTime() % 1000);
  for (let ahead = 0; ahead <= 7; ahead += 1) {
    const isoDay = ((clock.isoDay - 1 + ahead) % 7) + 1;
    if (!hours.days.includes(isoDay)) continue;
    const opening = midnightWall + (ahead * 24 * 60 + hours.opensMinute) * 60_000;
    // Stryker disable next-line EqualityOperator: equivalent, at the opening instant of an open day the check above already answered open.
    if (opening > now.getTime()) return { kind: 'closed', nextOpening: new Date(opening) };
  }
  return null;
}

const hhmm = (minute: number) => (minute % 60 === 0 ? `${Math.floor(minute / 60)}h` : `${Math.floor(minute / 60)}h${String(minute % 60).padStart(2, '0')}`);

/** The days as text: `de segunda a sexta` for a run, otherwise a list (`segunda, quarta e sexta`). */
function daysText(days: readonly number[]): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  if (sorted.length === 7) return 'todos os dias';
  const isRun = sorted.length > 2 && sorted.every((day, i) => i === 0 || day === sorted[i - 1]! + 1);
  if (isRun) return `de ${SHORT_WEEKDAYS[sorted[0]!]} a ${SHORT_WEEKDAYS[sorted[sorted.length - 1]!]}`;
  const names = sorted.map((day) => SHORT_WEEKDAYS[day]!);
  return names.length === 1 ? `às ${names[0]}s` : `${names.slice(0, -1).join(', ')} e ${names[names.length - 1]}`;
}

/** `De segunda a sexta, das 9h às 18h (horário de Brasília).` */
export function supportHoursText(hours: SupportHours): string {
  const text = `${daysText(hours.days)}, das ${hhmm(hours.opensMinute)} às ${hhmm(hours.closesMinute)}`;
  const zone = hours.timeZone === 'America/Sao_Paulo' ? ' (horário de Brasília)' : ` (${hours.timeZone})`;
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}${zone}.`;
}

/**
 * What the chat tells the broker while support is closed:
 * `Nosso atendimento está fora do horário. Responderemos a partir de segunda-feira, às 9h.`
 * (`hoje`/`amanhã` when the opening is today or tomorrow in the zone). Null when open.
 */
export function supportOfflineNotice(now: Date, hours: SupportHours): string | null {
  const availability = supportAvailability(now, hours);
  if (availability === null) return 'Nosso atendimento está fora do horário. Responderemos assim que possível.';
  if (availability.kind === 'open') return null;
  const today = wallClock(now, hours.timeZone).isoDay;
  const openingDay = wallClock(availability.nextOpening, hours.timeZone).isoDay;
  // Today's weekday is either today (less than a day ahead) or a week later; the next opening
  // is never more than 7 days ahead, so tomorrow's weekday is always tomorrow (an opening at
  // 22h tomorrow seen at 00:30 is 45.5 hours ahead, still "amanhã").
  // Stryker disable next-line EqualityOperator: equivalent, an opening exactly 24 h ahead falls on tomorrow's weekday.
  const withinADay = availability.nextOpening.getTime() - now.getTime() < 86_400_000;
  let when: string;
  if (openingDay === today && withinADay) when = 'hoje';
  else if (openingDay === (today % 7) + 1) when = 'amanhã';
  else when = WEEKDAY_NAMES[openingDay]!;
  return `Nosso atendimento está fora do horário. Responderemos a partir de ${when}, às ${hhmm(hours.opensMinute)}.`;
}

/**
 * Parses `SUPPORT_HOURS`: `<days> <HH:MM>-<HH:MM>` where days is a range `1-5` or a list
 * `1,3,5` (ISO weekdays). Null when the text is not of that form or closing ≤ opening.
 */
export function parseSupportHours(text: string, timeZone: string): SupportHours | null {
  const match = /^\s*([1-7](?:\s*-\s*[1-7]|(?:\s*,\s*[1-7])*))\s+([01]\d|2[0-3]):([0-5]\d)\s*-\s*([01]\d|2[0-3]|24):([0-5]\d)\s*$/.exec(text);
  if (!match) return null;
  const [, daysPart, oh, om, ch, cm] = match as unknown as [string, string, string, string, string, string];
  let days: number[];
  if (daysPart.includes('-')) {
    const [from, to] = daysPart.split('-').map((part) => Number(part.trim())) as [number, number];
    if (to < from) return null;
    days = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  } else days = daysPart.split(',').map(Number); // Number() ignores the spaces around a digit
  const opensMinute = Number(oh) * 60 + Number(om);
  const closesMinute = Number(ch) * 60 + Number(cm);
  if (closesMinute <= opensMinute || closesMinute > 24 * 60) return null;
  return { days: [...new Set(days)].sort((a, b) => a - b), opensMinute, closesMinute, timeZone };
}

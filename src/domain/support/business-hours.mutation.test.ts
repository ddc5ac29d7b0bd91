import { describe, expect, it } from 'vitest';
import { DEFAULT_SUPPORT_HOURS, parseSupportHours, supportAvailability, supportHoursText, supportOfflineNotice, type SupportHours } from './business-hours';

// The support chat's hours (docs/shell.md: `SUPPORT_HOURS`, the offline notice and the
// hours line of the chat): the edges of each rule. Brasília is UTC−3 (no daylight saving
// since 2019); Tokyo UTC+9. 2026-06-15 is a Monday.

const closedUntil = (instant: string) => ({ kind: 'closed', nextOpening: new Date(instant) });
const notice = (when: string, at = '9h') => `Nosso atendimento está fora do horário. Responderemos a partir de ${when}, às ${at}.`;

describe('supportAvailability at the edges', () => {
  it('opens at 9h sharp and closes at 18h sharp', () => {
    expect(supportAvailability(new Date('2026-06-15T12:00:00.000Z'), DEFAULT_SUPPORT_HOURS)).toEqual({ kind: 'open' });
    expect(supportAvailability(new Date('2026-06-15T20:59:59.999Z'), DEFAULT_SUPPORT_HOURS)).toEqual({ kind: 'open' });
    expect(supportAvailability(new Date('2026-06-15T21:00:00.000Z'), DEFAULT_SUPPORT_HOURS)).toEqual(closedUntil('2026-06-16T12:00:00Z'));
  });

  it('a second before opening: the opening to the millisecond', () => {
    expect(supportAvailability(new Date('2026-06-15T11:59:59.750Z'), DEFAULT_SUPPORT_HOURS)).toEqual(closedUntil('2026-06-15T12:00:00Z'));
    expect(supportAvailability(new Date('2026-06-15T03:00:00.000Z'), DEFAULT_SUPPORT_HOURS)).toEqual(closedUntil('2026-06-15T12:00:00Z'));
  });

  it('in the right hours on a day that is not open: the next open day', () => {
    // Saturday 12:00 in Brasília
    expect(supportAvailability(new Date('2026-06-20T15:00:00Z'), DEFAULT_SUPPORT_HOURS)).toEqual(closedUntil('2026-06-22T12:00:00Z'));
  });

  it('open on one weekday only: after closing, the same weekday a week later', () => {
    const mondays: SupportHours = { ...DEFAULT_SUPPORT_HOURS, days: [1] };
    expect(supportAvailability(new Date('2026-06-15T22:00:00Z'), mondays)).toEqual(closedUntil('2026-06-22T12:00:00Z'));
  });

  it('uses the wall clock of the configured zone', () => {
    const tokyo: SupportHours = { ...DEFAULT_SUPPORT_HOURS, timeZone: 'Asia/Tokyo' };
    // Monday 09:30 in Tokyo
    expect(supportAvailability(new Date('2026-06-15T00:30:00Z'), tokyo)).toEqual({ kind: 'open' });
    // Monday 08:59 in Tokyo (still Sunday in UTC)
    expect(supportAvailability(new Date('2026-06-14T23:59:00Z'), tokyo)).toEqual(closedUntil('2026-06-15T00:00:00Z'));
    // Saturday 10:00 in Tokyo: Monday 9h
    expect(supportAvailability(new Date('2026-06-20T01:00:00Z'), tokyo)).toEqual(closedUntil('2026-06-22T00:00:00Z'));
  });

  it('opens on Sunday after a Saturday when configured every day', () => {
    const everyDay: SupportHours = { ...DEFAULT_SUPPORT_HOURS, days: [1, 2, 3, 4, 5, 6, 7] };
    // Saturday 19:00 in Brasília
    expect(supportAvailability(new Date('2026-06-20T22:00:00Z'), everyDay)).toEqual(closedUntil('2026-06-21T12:00:00Z'));
    // Sunday 19:00: Monday
    expect(supportAvailability(new Date('2026-06-21T22:00:00Z'), everyDay)).toEqual(closedUntil('2026-06-22T12:00:00Z'));
  });
});

describe('supportOfflineNotice at the edges', () => {
  it('has a notice without a day when no day is configured', () => {
    expect(supportOfflineNotice(new Date('2026-06-15T12:00:00Z'), { ...DEFAULT_SUPPORT_HOURS, days: [] })).toBe(
      'Nosso atendimento está fora do horário. Responderemos assim que possível.',
    );
  });

  it('Sunday evening: tomorrow (Monday follows Sunday)', () => {
    expect(supportOfflineNotice(new Date('2026-06-21T22:00:00Z'), DEFAULT_SUPPORT_HOURS)).toBe(notice('amanhã'));
  });

  it('open one weekday only, after closing: that weekday, not "hoje"', () => {
    expect(supportOfflineNotice(new Date('2026-06-15T22:00:00Z'), { ...DEFAULT_SUPPORT_HOURS, days: [1] })).toBe(notice('segunda-feira'));
  });

  it('names each weekday of the next opening', () => {
    // Monday 19:00 in Brasília, opening on a single later weekday
    const at = new Date('2026-06-15T22:00:00Z');
    expect(supportOfflineNotice(at, { ...DEFAULT_SUPPORT_HOURS, days: [3] })).toBe(notice('quarta-feira'));
    expect(supportOfflineNotice(at, { ...DEFAULT_SUPPORT_HOURS, days: [4] })).toBe(notice('quinta-feira'));
    expect(supportOfflineNotice(at, { ...DEFAULT_SUPPORT_HOURS, days: [5] })).toBe(notice('sexta-feira'));
    expect(supportOfflineNotice(at, { ...DEFAULT_SUPPORT_HOURS, days: [6] })).toBe(notice('sábado'));
    expect(supportOfflineNotice(at, { ...DEFAULT_SUPPORT_HOURS, days: [7] })).toBe(notice('domingo'));
    expect(supportOfflineNotice(new Date('2026-06-17T22:00:00Z'), { ...DEFAULT_SUPPORT_HOURS, days: [2] })).toBe(notice('terça-feira'));
  });

  it('tomorrow late in the day is still "amanhã"', () => {
    // Monday 00:30 in Brasília; Tuesday 22h–23h: 45.5 hours ahead
    const lateTuesday = parseSupportHours('2 22:00-23:00', 'America/Sao_Paulo')!;
    expect(supportOfflineNotice(new Date('2026-06-15T03:30:00Z'), lateTuesday)).toBe(notice('amanhã', '22h'));
  });

  it('says the opening minutes', () => {
    const hours = parseSupportHours('1-5 08:30-12:00', 'America/Sao_Paulo')!;
    expect(supportOfflineNotice(new Date('2026-06-15T10:00:00Z'), hours)).toBe(notice('hoje', '8h30'));
  });
});

describe('the hours as the chat words them', () => {
  it.each([
    ['1-7 00:00-24:00', 'Todos os dias, das 0h às 24h (horário de Brasília).'],
    ['6 09:00-13:00', 'Às sábados, das 9h às 13h (horário de Brasília).'],
    ['6,7 09:05-13:45', 'Sábado e domingo, das 9h05 às 13h45 (horário de Brasília).'],
    ['2-4 10:00-16:00', 'De terça a quinta, das 10h às 16h (horário de Brasília).'],
    ['1,2,4 10:00-16:00', 'Segunda, terça e quinta, das 10h às 16h (horário de Brasília).'],
  ])('%s → %s', (text, words) => {
    expect(supportHoursText(parseSupportHours(text, 'America/Sao_Paulo')!)).toBe(words);
  });

  it('names another zone', () => {
    expect(supportHoursText({ ...DEFAULT_SUPPORT_HOURS, timeZone: 'America/Manaus' })).toBe('De segunda a sexta, das 9h às 18h (America/Manaus).');
  });

  it('words a repeated or unsorted list once, in weekday order', () => {
    expect(supportHoursText({ ...DEFAULT_SUPPORT_HOURS, days: [5, 1, 3, 3] })).toBe('Segunda, quarta e sexta, das 9h às 18h (horário de Brasília).');
  });
});

describe('parseSupportHours at the edges', () => {
  it('reads spaces around the parts, a one-day range, a repeated and unsorted list, and 24:00', () => {
    expect(parseSupportHours('  1 - 5   09:00 - 18:00  ', 'America/Sao_Paulo')).toEqual(DEFAULT_SUPPORT_HOURS);
    expect(parseSupportHours('3-3 09:00-10:00', 'UTC')).toEqual({ days: [3], opensMinute: 540, closesMinute: 600, timeZone: 'UTC' });
    expect(parseSupportHours('5 , 1,3,1 00:00-24:00', 'UTC')).toEqual({ days: [1, 3, 5], opensMinute: 0, closesMinute: 1440, timeZone: 'UTC' });
    expect(parseSupportHours('7 23:00-23:59', 'UTC')).toEqual({ days: [7], opensMinute: 1380, closesMinute: 1439, timeZone: 'UTC' });
  });

  it.each(['1-5 09:00-09:00', '1-5 09:00-24:30', '1-5 24:00-24:00', '1-5 9:00-18:00', '1-5 09:60-18:00', '0-5 09:00-18:00', '1-5 09:00', 'x 1-5 09:00-18:00', '1-5 09:00-18:00 x', '1;5 09:00-18:00'])(
    'refuses %j',
    (text) => {
      expect(parseSupportHours(text, 'America/Sao_Paulo')).toBeNull();
    },
  );
});

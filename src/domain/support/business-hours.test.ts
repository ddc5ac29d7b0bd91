import { describe, expect, it } from 'vitest';
import { DEFAULT_SUPPORT_HOURS, parseSupportHours, supportAvailability, supportHoursText, supportOfflineNotice } from './business-hours';

// Brasília is UTC−3: 12:00Z = 09:00 in São Paulo. 2026-06-15 is a Monday.
describe('supportAvailability (Mon–Fri 9h–18h Brasília)', () => {
  it('is open on a weekday inside the hours', () => {
    expect(supportAvailability(new Date('2026-06-15T12:00:00Z'), DEFAULT_SUPPORT_HOURS)).toEqual({ kind: 'open' });
    expect(supportAvailability(new Date('2026-06-15T20:59:00Z'), DEFAULT_SUPPORT_HOURS)).toEqual({ kind: 'open' });
  });

  it('before opening: opens today at 9h', () => {
    expect(supportAvailability(new Date('2026-06-15T11:59:30Z'), DEFAULT_SUPPORT_HOURS)).toEqual({ kind: 'closed', nextOpening: new Date('2026-06-15T12:00:00Z') });
  });

  it('after closing on Friday: opens Monday at 9h', () => {
    expect(supportAvailability(new Date('2026-06-19T21:00:00Z'), DEFAULT_SUPPORT_HOURS)).toEqual({ kind: 'closed', nextOpening: new Date('2026-06-22T12:00:00Z') });
  });

  it('no day configured: no opening', () => {
    expect(supportAvailability(new Date('2026-06-15T12:00:00Z'), { ...DEFAULT_SUPPORT_HOURS, days: [] })).toBeNull();
  });
});

describe('supportOfflineNotice', () => {
  it('says nothing while open', () => {
    expect(supportOfflineNotice(new Date('2026-06-16T15:00:00Z'), DEFAULT_SUPPORT_HOURS)).toBeNull();
  });

  it.each([
    ['2026-06-16T10:00:00Z', 'hoje'], // Tuesday 07:00
    ['2026-06-16T22:00:00Z', 'amanhã'], // Tuesday 19:00
    ['2026-06-20T15:00:00Z', 'segunda-feira'], // Saturday
    ['2026-06-19T23:30:00Z', 'segunda-feira'], // Friday 20:30
  ])('at %s tells the answer comes from %s, 9h', (instant, when) => {
    expect(supportOfflineNotice(new Date(instant), DEFAULT_SUPPORT_HOURS)).toBe(`Nosso atendimento está fora do horário. Responderemos a partir de ${when}, às 9h.`);
  });
});

describe('parseSupportHours / supportHoursText', () => {
  it('reads a range and words it', () => {
    const hours = parseSupportHours('1-5 09:00-18:00', 'America/Sao_Paulo');
    expect(hours).toEqual(DEFAULT_SUPPORT_HOURS);
    expect(supportHoursText(hours!)).toBe('De segunda a sexta, das 9h às 18h (horário de Brasília).');
  });

  it('reads a list with minutes', () => {
    const hours = parseSupportHours('1,3,5 08:30-12:00', 'America/Sao_Paulo');
    expect(hours).toMatchObject({ days: [1, 3, 5], opensMinute: 510, closesMinute: 720 });
    expect(supportHoursText(hours!)).toBe('Segunda, quarta e sexta, das 8h30 às 12h (horário de Brasília).');
  });

  it.each(['', 'seg-sex 9-18', '1-5 18:00-09:00', '5-1 09:00-18:00', '8 09:00-10:00'])('refuses %j', (text) => {
    expect(parseSupportHours(text, 'America/Sao_Paulo')).toBeNull();
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareCalendarDates, daysInMonth, isIsoDate, isLeapYear, parseIsoDate, parseIsoDateOrThrow } from './iso-date';

/** ISO text of a UTC instant's calendar day (test oracle only). */
const isoOf = (date: Date) => date.toISOString().slice(0, 10);
const anyDay = fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true });

describe('parseIsoDate', () => {
  it.each([
    ['2026-06-01', { year: 2026, month: 6, day: 1 }],
    ['2024-02-29', { year: 2024, month: 2, day: 29 }],
    ['2000-02-29', { year: 2000, month: 2, day: 29 }],
    ['0001-01-01', { year: 1, month: 1, day: 1 }],
    ['9999-12-31', { year: 9999, month: 12, day: 31 }],
  ])('%s → %o', (text, expected) => {
    expect(parseIsoDate(text)).toEqual(expected);
    expect(isIsoDate(text)).toBe(true);
  });

  it.each(['2026-02-29', '1900-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '0000-01-01', '2026-6-1', '01/06/2026', ' 2026-06-01', '2026-06-01T00:00:00Z', ''])(
    'rejects %j',
    (text) => {
      expect(parseIsoDate(text)).toBeNull();
      expect(isIsoDate(text)).toBe(false);
      expect(() => parseIsoDateOrThrow(text)).toThrow(RangeError);
    },
  );

  it('rejects non-strings in the type guard', () => {
    expect(isIsoDate(20260601)).toBe(false);
    expect(isIsoDate(null)).toBe(false);
  });

  it('accepts exactly the days a Gregorian calendar has (oracle: Date.UTC)', () => {
    fc.assert(
      fc.property(anyDay, (date) => {
        const parsed = parseIsoDate(isoOf(date));
        expect(parsed).toEqual({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
      }),
    );
  });
});

describe('calendar arithmetic', () => {
  it.each([
    [2024, true],
    [2026, false],
    [2000, true],
    [1900, false],
    [2100, false],
  ])('isLeapYear(%i) = %s', (year, leap) => {
    expect(isLeapYear(year)).toBe(leap);
    expect(daysInMonth(year, 2)).toBe(leap ? 29 : 28);
  });

  it('knows 30- and 31-day months', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((month) => daysInMonth(2026, month))).toEqual([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
  });

  it('orders dates as their ISO text orders', () => {
    fc.assert(
      fc.property(anyDay, anyDay, (a, b) => {
        const textA = isoOf(a);
        const textB = isoOf(b);
        const order = compareCalendarDates(parseIsoDateOrThrow(textA), parseIsoDateOrThrow(textB));
        expect(Math.sign(order)).toBe(Math.sign(textA.localeCompare(textB)));
      }),
    );
  });
});

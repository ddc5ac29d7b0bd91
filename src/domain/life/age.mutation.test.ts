/**
 * Civil-date arithmetic of the life quote: completed years on the day before, on and after a
 * birthday (month and day both read), and a validity date padded to YYYY-MM-DD even for a
 * year under 1000. Dates worked out by hand.
 */
import { describe, expect, it } from 'vitest';
import { addDays, completedYears } from './age';

describe('completedYears', () => {
  it('counts the year from the birthday, comparing the month first, then the day', () => {
    expect(completedYears('1990-06-15', '2026-06-14')).toBe(35);
    expect(completedYears('1990-06-15', '2026-06-15')).toBe(36);
    expect(completedYears('1990-06-15', '2026-07-01')).toBe(36);
    expect(completedYears('1990-06-15', '2026-05-31')).toBe(35);
    expect(completedYears('1990-12-01', '2026-11-30')).toBe(35);
  });

  it('throws a RangeError for a date that is not real', () => {
    expect(() => completedYears('1990-02-30', '2026-06-15')).toThrow(RangeError);
    expect(() => completedYears('1990-06-15', '15/06/2026')).toThrow(RangeError);
  });
});

describe('addDays', () => {
  it('pads the year, the month and the day', () => {
    expect(addDays('0999-12-31', 1)).toBe('1000-01-01');
    expect(addDays('0500-03-01', -1)).toBe('0500-02-28');
    expect(addDays('2026-01-09', 0)).toBe('2026-01-09');
  });

  it('throws a RangeError for a fractional number of days', () => {
    expect(() => addDays('2026-01-20', 1.5)).toThrow(new RangeError('Invalid number of days 1.5'));
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AGE_BRACKETS,
  BRACKET_COUNT,
  MAX_AGE,
  addCounts,
  ageInCompletedYears,
  bracketIndexOfAge,
  bracketOfAge,
  countsFromAges,
  countsToQuery,
  emptyCounts,
  isBracketCounts,
  isValidAge,
  totalLives,
  withBracketCount,
  type BracketCounts,
} from './age-buckets';

const validAge = fc.integer({ min: 0, max: MAX_AGE });
const lives = fc.nat({ max: 1000 });
const counts: fc.Arbitrary<BracketCounts> = fc.tuple(lives, lives, lives, lives, lives, lives, lives, lives, lives, lives);

describe('AGE_BRACKETS (RN 563/2022)', () => {
  it('has the 10 brackets of the norm, with their wire query keys', () => {
    expect(AGE_BRACKETS.map((bracket) => bracket.label)).toEqual(['0-18', '19-23', '24-28', '29-33', '34-38', '39-43', '44-48', '49-53', '54-58', '59+']);
    expect(AGE_BRACKETS.map((bracket) => bracket.queryKey)).toEqual([
      'age_0_18',
      'age_19_23',
      'age_24_28',
      'age_29_33',
      'age_34_38',
      'age_39_43',
      'age_44_48',
      'age_49_53',
      'age_54_58',
      'age_59_plus',
    ]);
    expect(BRACKET_COUNT).toBe(10);
  });

  it('covers 0–200 without gaps or overlaps, the last bracket ending at 200', () => {
    expect(AGE_BRACKETS[0].minAge).toBe(0);
    expect(AGE_BRACKETS[9].maxAge).toBe(200);
    AGE_BRACKETS.forEach((bracket, index) => {
      expect(bracket.index).toBe(index);
      expect(bracket.minAge).toBeLessThanOrEqual(bracket.maxAge);
      const next = AGE_BRACKETS[index + 1];
      if (next) expect(next.minAge).toBe(bracket.maxAge + 1);
    });
  });

  it('writes each label from its limits', () => {
    for (const bracket of AGE_BRACKETS) {
      const expected = bracket.index === 9 ? `${bracket.minAge}+` : `${bracket.minAge}-${bracket.maxAge}`;
      expect(bracket.label).toBe(expected);
    }
  });
});

describe('bracketOfAge', () => {
  it.each([
    [0, '0-18'],
    [18, '0-18'],
    [19, '19-23'],
    [23, '19-23'],
    [24, '24-28'],
    [28, '24-28'],
    [29, '29-33'],
    [33, '29-33'],
    [34, '34-38'],
    [38, '34-38'],
    [39, '39-43'],
    [43, '39-43'],
    [44, '44-48'],
    [48, '44-48'],
    [49, '49-53'],
    [53, '49-53'],
    [54, '54-58'],
    [58, '54-58'],
    [59, '59+'],
    [120, '59+'],
    [200, '59+'],
  ])('age %i → %s', (age, label) => {
    expect(bracketOfAge(age).label).toBe(label);
  });

  it.each([-1, 201, 18.5, Number.NaN, Number.POSITIVE_INFINITY, -0.5])('throws RangeError for %s (bug-level misuse)', (age) => {
    expect(isValidAge(age)).toBe(false);
    expect(() => bracketOfAge(age)).toThrow(RangeError);
    expect(() => countsFromAges([30, age])).toThrow(RangeError);
  });

  it('isValidAge rejects non-numbers', () => {
    expect(isValidAge('18')).toBe(false);
    expect(isValidAge(null)).toBe(false);
    expect(isValidAge(undefined)).toBe(false);
  });

  it('puts every valid age inside its bracket limits', () => {
    fc.assert(
      fc.property(validAge, (age) => {
        expect(isValidAge(age)).toBe(true);
        const bracket = bracketOfAge(age);
        expect(age).toBeGreaterThanOrEqual(bracket.minAge);
        expect(age).toBeLessThanOrEqual(bracket.maxAge);
      }),
    );
  });

  it('is monotonic: an older person is never in a younger bracket', () => {
    fc.assert(
      fc.property(validAge, validAge, (a, b) => {
        const [young, old] = a <= b ? [a, b] : [b, a];
        expect(bracketIndexOfAge(young)).toBeLessThanOrEqual(bracketIndexOfAge(old));
      }),
    );
  });
});

describe('counts', () => {
  it('emptyCounts has 10 zeros and is a fresh value each time', () => {
    expect(emptyCounts()).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(emptyCounts()).not.toBe(emptyCounts());
    expect(totalLives(emptyCounts())).toBe(0);
  });

  it.each([
    [[], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
    [[0, 18, 19, 59, 200], [2, 1, 0, 0, 0, 0, 0, 0, 0, 2]],
    [[30, 31, 33, 34, 45, 45, 45], [0, 0, 0, 3, 1, 0, 3, 0, 0, 0]],
  ])('countsFromAges(%j) → %j', (ages, expected) => {
    expect(countsFromAges(ages)).toEqual(expected);
  });

  it('countsFromAges adds up to the number of ages', () => {
    fc.assert(
      fc.property(fc.array(validAge, { maxLength: 300 }), (ages) => {
        const result = countsFromAges(ages);
        expect(result).toHaveLength(10);
        expect(isBracketCounts(result)).toBe(true);
        expect(totalLives(result)).toBe(ages.length);
      }),
    );
  });

  it('countsFromAges ignores order and adds up over concatenation', () => {
    fc.assert(
      fc.property(fc.array(validAge), fc.array(validAge), (a, b) => {
        expect(countsFromAges([...b, ...a])).toEqual(countsFromAges([...a, ...b]));
        expect(countsFromAges([...a, ...b])).toEqual(addCounts(countsFromAges(a), countsFromAges(b)));
      }),
    );
  });

  it('totalLives is the sum of the brackets', () => {
    fc.assert(
      fc.property(counts, (value) => {
        expect(totalLives(value)).toBe(value.reduce((sum, lives) => sum + lives, 0));
      }),
    );
  });

  it.each([
    [[1, 2, 3], 'too short'],
    [[0, 0, 0, 0, 0, 0, 0, 0, 0, -1], 'negative'],
    [[0, 0, 0, 0, 0, 0, 0, 0, 0, 1.5], 'fractional'],
    [[0, 0, 0, 0, 0, 0, 0, 0, 0, Number.NaN], 'NaN'],
  ])('totalLives throws RangeError on %j (%s)', (value) => {
    expect(isBracketCounts(value)).toBe(false);
    expect(() => totalLives(value as unknown as BracketCounts)).toThrow(RangeError);
  });

  it('withBracketCount changes one bracket only', () => {
    const base = countsFromAges([10, 30, 30]);
    expect(withBracketCount(base, 9, 4)).toEqual([1, 0, 0, 2, 0, 0, 0, 0, 0, 4]);
    expect(base).toEqual([1, 0, 0, 2, 0, 0, 0, 0, 0, 0]);
    expect(() => withBracketCount(base, 0, -1)).toThrow(RangeError);
    expect(() => withBracketCount(base, 0, 0.5)).toThrow(RangeError);
  });

  it('countsToQuery keys each bracket by its wire query key', () => {
    expect(countsToQuery([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toEqual({
      age_0_18: 1,
      age_19_23: 2,
      age_24_28: 3,
      age_29_33: 4,
      age_34_38: 5,
      age_39_43: 6,
      age_44_48: 7,
      age_49_53: 8,
      age_54_58: 9,
      age_59_plus: 10,
    });
  });
});

describe('ageInCompletedYears', () => {
  it.each([
    ['2000-06-15', '2026-06-14', 25, 'day before the birthday'],
    ['2000-06-15', '2026-06-15', 26, 'on the birthday'],
    ['2000-06-15', '2026-12-31', 26, 'after the birthday'],
    ['2000-06-15', '2026-01-01', 25, 'start of the year'],
    ['2026-06-17', '2026-06-17', 0, 'born today'],
    ['2025-12-31', '2026-01-01', 0, 'one day old, new year'],
    ['2025-06-17', '2026-06-17', 1, 'first birthday'],
    ['2008-02-29', '2026-02-28', 17, 'leap-day birthday, common year, 28 Feb'],
    ['2008-02-29', '2026-03-01', 18, 'leap-day birthday, common year, 1 Mar (CC art. 132 § 3º)'],
    ['2008-02-29', '2028-02-28', 19, 'leap-day birthday, leap year, 28 Feb'],
    ['2008-02-29', '2028-02-29', 20, 'leap-day birthday, leap year, 29 Feb'],
    ['2000-02-29', '2100-02-28', 99, '2100 is not a leap year'],
    ['2000-02-29', '2100-03-01', 100, '2100 is not a leap year, 1 Mar'],
    ['2007-02-28', '2026-02-28', 19, '28 Feb birthday is not moved'],
    ['1826-06-17', '2026-06-17', 200, 'oldest valid age'],
  ])('born %s, on %s → %i (%s)', (birth, today, age) => {
    expect(ageInCompletedYears(birth, today)).toBe(age);
  });

  it.each([
    ['2026-06-18', '2026-06-17', 'born after today'],
    ['2026-02-30', '2026-06-17', 'no such day'],
    ['15/06/2000', '2026-06-17', 'Brazilian format'],
    ['2000-06-15', '2026-6-17', 'unpadded'],
  ])('throws RangeError for %s on %s (%s)', (birth, today) => {
    expect(() => ageInCompletedYears(birth, today)).toThrow(RangeError);
  });

  const isoOf = (date: Date) => date.toISOString().slice(0, 10);
  const day = fc.date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2200, 11, 31)), noInvalidDate: true });

  it('never goes down as today advances, and starts at 0', () => {
    fc.assert(
      fc.property(day, day, day, (a, b, c) => {
        const [birth, earlier, later] = [a, b, c].sort((x, y) => x.getTime() - y.getTime()) as [Date, Date, Date];
        expect(ageInCompletedYears(isoOf(birth), isoOf(birth))).toBe(0);
        expect(ageInCompletedYears(isoOf(birth), isoOf(earlier))).toBeLessThanOrEqual(ageInCompletedYears(isoOf(birth), isoOf(later)));
      }),
    );
  });

  it('goes up by exactly one on each birthday (oracle: Date.UTC, birthdays other than 29 Feb)', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 1, max: 120 }), (birth, years) => {
        fc.pre(!(birth.getUTCMonth() === 1 && birth.getUTCDate() === 29));
        const birthday = new Date(Date.UTC(birth.getUTCFullYear() + years, birth.getUTCMonth(), birth.getUTCDate()));
        const dayBefore = new Date(birthday.getTime() - 86_400_000);
        expect(ageInCompletedYears(isoOf(birth), isoOf(birthday))).toBe(years);
        expect(ageInCompletedYears(isoOf(birth), isoOf(dayBefore))).toBe(years - 1);
      }),
    );
  });
});

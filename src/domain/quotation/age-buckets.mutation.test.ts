/**
 * The 10 ANS age brackets of a health quote at their edges: which bracket an age falls in
 * (18/19, 58/59, 0 and 200), the counts' checks and their RangeErrors, the query keys both
 * ways, and the age in completed years with a 29 February birthday. Written by hand.
 */
import { describe, expect, it } from 'vitest';
import {
  addCounts,
  ageInCompletedYears,
  assertBracketCounts,
  bracketIndexOfAge,
  bracketOfAge,
  countsFromAges,
  countsFromQuery,
  countsToQuery,
  isBracketCounts,
  isValidAge,
  totalLives,
  withBracketCount,
  type BracketCounts,
} from './age-buckets';

const COUNTS: BracketCounts = [2, 0, 1, 0, 0, 3, 0, 0, 0, 1];

describe('brackets of an age', () => {
  it('puts each edge age in its bracket', () => {
    expect([0, 18, 19, 23, 24, 33, 34, 58, 59, 200].map(bracketIndexOfAge)).toEqual([0, 0, 1, 1, 2, 3, 4, 8, 9, 9]);
    expect(bracketOfAge(59)).toEqual({ index: 9, label: '59+', queryKey: 'age_59_plus', minAge: 59, maxAge: 200 });
    expect(bracketOfAge(18)).toEqual({ index: 0, label: '0-18', queryKey: 'age_0_18', minAge: 0, maxAge: 18 });
  });

  it('takes whole ages from 0 to 200 only', () => {
    expect([0, 200].map(isValidAge)).toEqual([true, true]);
    expect([-1, 201, 30.5, '30', Number.NaN].map(isValidAge)).toEqual([false, false, false, false, false]);
    expect(() => bracketIndexOfAge(201)).toThrow(new RangeError('Invalid age 201: expected an integer from 0 to 200'));
    expect(() => bracketIndexOfAge(-1)).toThrow(RangeError);
  });
});

describe('bracket counts', () => {
  it('are 10 whole, non-negative numbers', () => {
    expect(isBracketCounts(COUNTS)).toBe(true);
    expect(isBracketCounts([0, 0, 0, 0, 0, 0, 0, 0, 0])).toBe(false);
    expect(isBracketCounts([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])).toBe(false);
    expect(isBracketCounts([0, 0, 0, 0, 0, 0, 0, 0, 0, -1])).toBe(false);
    expect(isBracketCounts([0, 0, 0, 0, 0, 0, 0, 0, 0, 1.5])).toBe(false);
    expect(isBracketCounts([0, 0, 0, 0, 0, 0, 0, 0, 0, '1'])).toBe(false);
    expect(isBracketCounts('0000000000')).toBe(false);
  });

  it('throw a RangeError naming the wrong counts', () => {
    expect(() => assertBracketCounts([1, 2])).toThrow(new RangeError('Invalid bracket counts [1,2]: expected 10 non-negative integers'));
    expect(() => assertBracketCounts(COUNTS)).not.toThrow();
    expect(() => totalLives([1, 2] as unknown as BracketCounts)).toThrow(RangeError);
  });

  it('count ages per bracket and total them', () => {
    expect(countsFromAges([0, 18, 19, 45, 59, 80])).toEqual([2, 1, 0, 0, 0, 0, 1, 0, 0, 2]);
    expect(countsFromAges([])).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(totalLives(COUNTS)).toBe(7);
  });

  it('change one bracket, refusing a negative or fractional count, and add two counts', () => {
    expect(withBracketCount(COUNTS, 1, 4)).toEqual([2, 4, 1, 0, 0, 3, 0, 0, 0, 1]);
    expect(withBracketCount(COUNTS, 0, 0)).toEqual([0, 0, 1, 0, 0, 3, 0, 0, 0, 1]);
    expect(() => withBracketCount(COUNTS, 1, -1)).toThrow(new RangeError('Invalid lives -1: expected a non-negative integer'));
    expect(() => withBracketCount(COUNTS, 1, 1.5)).toThrow(RangeError);
    expect(addCounts(COUNTS, [1, 1, 1, 1, 1, 1, 1, 1, 1, 1])).toEqual([3, 1, 2, 1, 1, 4, 1, 1, 1, 2]);
  });
});

describe('query keys', () => {
  it('write every bracket’s count under its key and read missing keys as 0', () => {
    expect(countsToQuery(COUNTS)).toEqual({
      age_0_18: 2, age_19_23: 0, age_24_28: 1, age_29_33: 0, age_34_38: 0, age_39_43: 3, age_44_48: 0, age_49_53: 0, age_54_58: 0, age_59_plus: 1,
    });
    expect(countsFromQuery({ age_0_18: 2, age_39_43: 3, age_59_plus: 1, age_24_28: 1 })).toEqual(COUNTS);
    expect(countsFromQuery({})).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });
});

describe('ageInCompletedYears', () => {
  it('counts from the birthday, a 29 February birthday on 1 March of a common year', () => {
    expect(ageInCompletedYears('1990-06-15', '2026-06-14')).toBe(35);
    expect(ageInCompletedYears('1990-06-15', '2026-06-15')).toBe(36);
    expect(ageInCompletedYears('1990-06-15', '2026-07-01')).toBe(36);
    expect(ageInCompletedYears('2000-02-29', '2026-02-28')).toBe(25);
    expect(ageInCompletedYears('2000-02-29', '2026-03-01')).toBe(26);
    expect(ageInCompletedYears('2000-02-29', '2028-02-29')).toBe(28);
    expect(ageInCompletedYears('2000-02-29', '2028-02-28')).toBe(27);
    expect(ageInCompletedYears('2026-06-15', '2026-06-15')).toBe(0);
  });

  it('throws a RangeError for a birth date after today', () => {
    expect(() => ageInCompletedYears('2026-06-16', '2026-06-15')).toThrow(new RangeError('Birth date 2026-06-16 is after today 2026-06-15'));
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AGE_BRACKETS } from './age-buckets';
import { bracketFieldLabel, readAges, readBracketLives } from './lives-input';

describe('readAges', () => {
  it.each([
    ['5, 34 36', [5, 34, 36], [1, 0, 0, 0, 2, 0, 0, 0, 0, 0]],
    ['', [], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
    ['  0;18\n19 ,, 200 ', [0, 18, 19, 200], [2, 1, 0, 0, 0, 0, 0, 0, 0, 1]],
    ['59 60 61', [59, 60, 61], [0, 0, 0, 0, 0, 0, 0, 0, 0, 3]],
  ])('%j → ages %j', (text, ages, counts) => {
    expect(readAges(text)).toEqual({ ok: true, ages, counts });
  });

  it.each([
    ['5, 250', '250'],
    ['5, -1', '-1'],
    ['3.5', '3.5'],
    ['abc 4', 'abc'],
    ['1000', '1000'],
  ])("%j → 'Idade inválida: %s'", (text, token) => {
    expect(readAges(text)).toEqual({ ok: false, token, message: `Idade inválida: ${token}` });
  });

  it('fills as many lives as ages, each in its bracket', () => {
    // The ANS brackets written out here, not taken from age-buckets.ts: 0–18, 19–23, … 54–58, 59+.
    const upperAges = [18, 23, 28, 33, 38, 43, 48, 53, 58];
    const expectedCounts = (ages: number[]) => {
      const counts = Array<number>(10).fill(0);
      for (const age of ages) {
        const found = upperAges.findIndex((upper) => age <= upper);
        const index = found === -1 ? 9 : found;
        counts[index] = (counts[index] ?? 0) + 1;
      }
      return counts;
    };
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 200 }), { maxLength: 60 }), fc.constantFrom(', ', ' ', ';', '\n'), (ages, separator) => {
        const reading = readAges(ages.join(separator));
        expect(reading).toEqual({ ok: true, ages, counts: expectedCounts(ages) });
      }),
    );
  });
});

describe('bracketFieldLabel', () => {
  it('writes the brackets as the form labels them', () => {
    expect(AGE_BRACKETS.map(bracketFieldLabel)).toEqual([
      '0 a 18 anos',
      '19 a 23 anos',
      '24 a 28 anos',
      '29 a 33 anos',
      '34 a 38 anos',
      '39 a 43 anos',
      '44 a 48 anos',
      '49 a 53 anos',
      '54 a 58 anos',
      '59 anos ou mais',
    ]);
  });
});

describe('readBracketLives', () => {
  it.each([
    ['', 0],
    [' 3 ', 3],
    ['9999', 9999],
    ['10000', null],
    ['-1', null],
    ['1.5', null],
    ['x', null],
  ])('%j → %s', (text, lives) => {
    expect(readBracketLives(text)).toBe(lives);
  });
});

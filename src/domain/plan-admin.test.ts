import { describe, expect, it } from 'vitest';
import { fractionToPercent, percentToFraction } from './plan-admin';

// Spec point 9: the control panel shows and takes percentages × 100 and stores fractions.

describe('percentages of the plan editor', () => {
  it('stores what the admin types as a fraction rounded to 4 decimals', () => {
    expect(percentToFraction('30')).toBe(0.3);
    expect(percentToFraction(' 30,5 ')).toBe(0.305);
    expect(percentToFraction(12.34567)).toBe(0.1235);
    expect(percentToFraction(0)).toBe(0);
    expect(percentToFraction('  ')).toBeNull();
    expect(percentToFraction('trinta')).toBeNull();
    expect(percentToFraction('Infinity')).toBeNull();
  });

  it('shows a stored fraction as the percentage, to 4 decimals', () => {
    expect(fractionToPercent(0.305)).toBe(30.5);
    expect(fractionToPercent(0.1234567)).toBe(12.3457);
    expect(fractionToPercent(1)).toBe(100);
  });
});

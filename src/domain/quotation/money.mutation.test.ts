/**
 * Money and numbers as the broker reads and types them: the RangeErrors for values that are
 * not money, the same format asked twice with different digits, a typed amount with the
 * spaces of a paste, and the typing mask's leading zeros. Written by hand.
 */
import { describe, expect, it } from 'vitest';
import { formatBRL, formatDecimal, formatPercent, maskTypedMoney, parseMoneyText } from './money';

describe('formats', () => {
  it('throw a RangeError naming the value that is not money or not a number', () => {
    expect(() => formatBRL(1.5)).toThrow(new RangeError('Invalid money amount 1.5: expected integer cents'));
    expect(() => formatPercent(Number.NaN)).toThrow(new RangeError('Invalid fraction NaN'));
    expect(() => formatDecimal(Number.POSITIVE_INFINITY, 2)).toThrow(new RangeError('Invalid number Infinity'));
  });

  it('formats zero and negative amounts', () => {
    expect(formatBRL(0)).toBe('R$ 0,00');
    expect(formatBRL(-1)).toBe('-R$ 0,01');
  });

  it('keeps each number of digits apart', () => {
    expect(formatDecimal(1.5, 2)).toBe('1,50');
    expect(formatDecimal(1.5, 0)).toBe('2');
    expect(formatDecimal(1234.5, 1)).toBe('1.234,5');
    expect(formatDecimal(1.25, 2)).toBe('1,25');
    expect(formatPercent(0.12345)).toBe('12,35%');
    expect(formatPercent(0.12345, 0)).toBe('12%');
    expect(formatPercent(0.12345, 1)).toBe('12,3%');
  });
});

describe('parseMoneyText', () => {
  it('reads an amount with spaces anywhere, as pasted', () => {
    expect(parseMoneyText(' R$ 1.234,50 ')).toBe(123450);
    expect(parseMoneyText('150 000')).toBe(15000000);
    expect(parseMoneyText('0,9')).toBe(90);
  });
});

describe('maskTypedMoney', () => {
  it('drops leading zeros only, and never shows R$', () => {
    expect(maskTypedMoney('000105')).toBe('1,05');
    expect(maskTypedMoney('100')).toBe('1,00');
    expect(maskTypedMoney('00')).toBe('0,00');
    expect(maskTypedMoney('')).toBe('');
    expect(maskTypedMoney('123456')).toBe('1.234,56');
  });
});

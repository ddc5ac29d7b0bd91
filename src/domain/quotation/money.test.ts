import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBRL, formatDateBR, formatDecimal, formatPercent, maskTypedMoney, parseMoneyText } from './money';

describe('formatBRL', () => {
  it.each([
    [0, 'R$ 0,00'],
    [5, 'R$ 0,05'],
    [99, 'R$ 0,99'],
    [100, 'R$ 1,00'],
    [14703, 'R$ 147,03'],
    [123456, 'R$ 1.234,56'],
    [100_000_000, 'R$ 1.000.000,00'],
    [1_000_000_000, 'R$ 10.000.000,00'],
    [-990, '-R$ 9,90'],
  ])('%i cents → %s', (cents, text) => {
    expect(formatBRL(cents)).toBe(text);
  });

  it('uses a regular space after R$, never U+00A0 or U+202F', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        const text = formatBRL(cents);
        expect(text).not.toMatch(/[\u00a0\u202f]/);
        expect(text).toMatch(/^-?R\$ \d{1,3}(\.\d{3})*,\d{2}$/);
      }),
    );
  });

  it('keeps every cent: the digits read back give the amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        const text = formatBRL(cents);
        const digits = text.replace(/\D/g, '');
        expect(BigInt(digits) * (text.startsWith('-') ? -1n : 1n)).toBe(BigInt(cents));
      }),
    );
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('throws RangeError on %s (money is integer cents)', (value) => {
    expect(() => formatBRL(value)).toThrow(RangeError);
  });
});

describe('formatPercent (spec point 9: value × 100)', () => {
  it.each([
    [0.3, '30%'],
    [0.125, '12,5%'],
    [0.4, '40%'],
    [0.15, '15%'],
    [0.0606, '6,06%'],
    [0.07, '7%'],
    [1, '100%'],
    [0, '0%'],
    [0.12345, '12,35%'],
    [-0.05, '-5%'],
  ])('%d → %s', (fraction, text) => {
    expect(formatPercent(fraction)).toBe(text);
  });

  it('can show more or fewer decimals', () => {
    expect(formatPercent(0.080291, 1)).toBe('8%');
    expect(formatPercent(0.080291, 3)).toBe('8,029%');
  });

  it('throws RangeError on non-finite values', () => {
    expect(() => formatPercent(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatDecimal', () => {
  it.each([
    [1.5, 2, '1,50'],
    [1234.5678, 2, '1.234,57'],
    [6, 0, '6'],
  ])('%d with %i digits → %s', (value, digits, text) => {
    expect(formatDecimal(value, digits)).toBe(text);
  });
});

describe('formatDateBR', () => {
  it.each([
    ['2026-06-01', '01/06/2026'],
    ['2026-12-31', '31/12/2026'],
    ['2024-02-29', '29/02/2024'],
    ['0999-01-02', '02/01/0999'],
  ])('%s → %s', (iso, text) => {
    expect(formatDateBR(iso)).toBe(text);
  });

  it.each(['2026-02-29', '01/06/2026', '2026-06-01T03:00:00Z', ''])('throws RangeError on %j', (iso) => {
    expect(() => formatDateBR(iso)).toThrow(RangeError);
  });

  it('never moves the day: DD/MM/YYYY is the ISO text rearranged', () => {
    const day = fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(day, (date) => {
        const iso = date.toISOString().slice(0, 10);
        const [year, month, dayOfMonth] = iso.split('-');
        expect(formatDateBR(iso)).toBe(`${dayOfMonth}/${month}/${year}`);
      }),
    );
  });
});

describe('parseMoneyText', () => {
  it.each([
    ['150.000,00', 15_000_000],
    ['R$ 150.000', 15_000_000],
    ['150000', 15_000_000],
    ['1.234,5', 123_450],
    ['0,99', 99],
    [' 10.000,00 ', 1_000_000],
    ['120,50', 12_050],
  ])('%s → %i cents', (text, cents) => expect(parseMoneyText(text)).toBe(cents));

  it.each(['', 'abc', '1,234.56', '10,999', '1.23', '-5', '120.5'])('refuses %j', (text) => expect(parseMoneyText(text)).toBeNull());

  it('reads back what formatBRL writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (cents) => {
        expect(parseMoneyText(formatBRL(cents))).toBe(cents);
      }),
    );
  });
});

describe('maskTypedMoney', () => {
  it.each([
    ['', ''],
    ['5', '0,05'],
    ['12345', '123,45'],
    ['123456', '1.234,56'],
    ['R$ 1.234,5', '123,45'],
    ['abc', ''],
    ['00', '0,00'],
    ['999999999999999', '999.999.999,99'],
  ])('%j → %j', (typed, masked) => {
    expect(maskTypedMoney(typed)).toBe(masked);
    if (masked !== '') expect(parseMoneyText(masked)).toBe(Number(typed.replace(/\D/g, '').slice(0, 11)) || 0);
  });
});

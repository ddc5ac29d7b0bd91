/** The ANS figures' period label and the operator's CNPJ mask; anything else left as it is. Written by hand. */
import { describe, expect, it } from 'vitest';
import { formatCnpj, periodLabel } from './operator-profile';

describe('operator figures', () => {
  it('labels a YYYY-MM period and leaves anything else as it is', () => {
    expect(periodLabel('2020-02')).toBe('fev/2020');
    expect(periodLabel('2020-13')).toBe('2020-13');
    expect(periodLabel('x2020-02')).toBe('x2020-02');
    expect(periodLabel('2020-02x')).toBe('2020-02x');
  });

  it('masks 14 digits as a CNPJ and leaves anything else as it is', () => {
    expect(formatCnpj('12345678000190')).toBe('12.345.678/0001-90');
    expect(formatCnpj('123456780001901')).toBe('123456780001901');
    expect(formatCnpj('x12345678000190')).toBe('x12345678000190');
  });
});

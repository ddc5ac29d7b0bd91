/** Waiting periods: an unknown group's RangeError and a fractional period refused in pt-BR. Written by hand. */
import { describe, expect, it } from 'vitest';
import { checkShortfall, shortfallRule, type ShortfallGroup } from './waiting-periods';

describe('waiting periods', () => {
  it('throws a RangeError for an unknown group and refuses a fractional period in pt-BR', () => {
    expect(() => shortfallRule('dental' as ShortfallGroup)).toThrow(new RangeError('Unknown shortfall group "dental"'));
    expect(checkShortfall('other', 1.5)?.message).toBe('Carência inválida para Demais procedimentos: 1.5; informe um número inteiro de dias.');
  });
});

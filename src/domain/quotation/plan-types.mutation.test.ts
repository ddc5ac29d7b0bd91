/**
 * Plan labels as the broker types and reads them: a plan type found by its label whatever
 * the case, accents and spaces, an unknown code's RangeError, and the segmentação printed
 * with each word capitalised and connectors lower case. Written by hand.
 */
import { describe, expect, it } from 'vitest';
import { planTypeFromLabel, porteLabel, segmentationLabel, type PorteCode } from './plan-types';

describe('planTypeFromLabel', () => {
  it('finds a type by its label, case, accents and spaces ignored', () => {
    expect(planTypeFromLabel('  COLETIVO   POR ADESAO ')).toBe('PF');
    expect(planTypeFromLabel('pme')).toBe('PJ');
    expect(planTypeFromLabel('Individual')).toBeNull();
  });
});

describe('an unknown code', () => {
  it('throws a RangeError naming it', () => {
    expect(() => porteLabel('porte_x' as PorteCode)).toThrow(new RangeError('Unknown code "porte_x"'));
  });
});

describe('segmentationLabel', () => {
  it('capitalises each word and keeps the connectors after the first word lower case', () => {
    expect(segmentationLabel('  ambulatorial   +  hospitalar COM obstetrícia ')).toBe('Ambulatorial + Hospitalar com Obstetrícia');
    expect(segmentationLabel('com obstetrícia')).toBe('Com Obstetrícia');
    expect(segmentationLabel('REFERÊNCIA')).toBe('Referência');
    expect(segmentationLabel('   ')).toBe('');
  });
});

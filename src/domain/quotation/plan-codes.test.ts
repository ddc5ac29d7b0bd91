import { describe, expect, it } from 'vitest';
import {
  accommodationOf,
  contributionFromIsOptional,
  coparticipationLabel,
  coverageAreaLabel,
  isCoparticipationKind,
  isCoverageArea,
  isPlanTypeCode,
  isPorteCode,
  isRoomType,
  planTypeFromLabel,
  porteLabel,
  porteOptions,
  roomTypeLabel,
  segmentationCodeOf,
  segmentationText,
} from './plan-types';

// The plan codes the API carries and the labels the broker reads (spec points 3 and 9).

describe('plan codes and labels', () => {
  it('recognises the codes and nothing else', () => {
    expect(['CP', 'PF', 'PJ', 'pj', ''].map(isPlanTypeCode)).toEqual([true, true, true, false, false]);
    expect(['porte_i', 'lives_5_29', 'porte_iii'].map(isPorteCode)).toEqual([true, true, false]);
    expect(['without', 'with', 'with_tp', 'sem'].map(isCoparticipationKind)).toEqual([true, true, true, false]);
    expect(['apartment', 'rc', 'apartment_12', 'apartment_13'].map(isRoomType)).toEqual([true, true, true, false]);
    expect(['nacional', 'estadual', 'grupo_de_municipios', 'municipal'].map(isCoverageArea)).toEqual([true, true, true, false]);
  });

  it('reads a plan type label however typed', () => {
    expect(planTypeFromLabel('  coletivo  por ADESAO ')).toBe('PF');
    expect(planTypeFromLabel('individual/familiar')).toBe('CP');
    expect(planTypeFromLabel('pme')).toBe('PJ');
    expect(planTypeFromLabel('empresarial')).toBeNull();
  });

  it('labels porte, contribution, coparticipation, room and coverage', () => {
    expect(porteOptions('PJ').map((option) => option.code)).toEqual(['porte_i', 'porte_ii', 'i_plus_1_titular', 'i_mei', 'pme_mei_2_lives', 'lives_3_4', 'lives_5_29']);
    expect(porteOptions('CP')).toEqual([]);
    expect(porteLabel('pme_mei_2_lives')).toBe('PME/MEI 2 vidas');
    expect(() => porteLabel('porte_iii' as never)).toThrow(RangeError);
    expect(contributionFromIsOptional(true)).toEqual({ code: 'optional', label: 'Opcional', isOptional: true });
    expect(contributionFromIsOptional(false)).toEqual({ code: 'compulsory', label: 'Compulsória', isOptional: false });
    expect(coparticipationLabel('with_tp')).toBe('Coparticipação parcial');
    expect(roomTypeLabel('rc')).toBe('Referência');
    expect(accommodationOf('rc')).toBe('infirmary');
    expect(accommodationOf('apartment_3')).toBe('apartment');
    expect(coverageAreaLabel('grupo_de_municipios')).toBe('Grupo de municípios');
  });

  it('turns a segmentation code into the plan page text and back', () => {
    expect(segmentationText('referencia')).toBe('referência (ambulatorial + hospitalar com obstetrícia)');
    expect(segmentationText('odonto')).toBe('odonto');
    expect(segmentationCodeOf('hospitalar sem obstetrícia')).toBe('hospitalar_sem_obstetricia');
    expect(segmentationCodeOf('odontológico')).toBe('odontológico');
  });
});

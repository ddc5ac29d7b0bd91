import { describe, expect, it } from 'vitest';
import { emptyCounts, totalLives } from './age-buckets';
import {
  COPARTICIPATION_KINDS,
  CONTRIBUTION_OPTIONS,
  COVERAGE_AREAS,
  DEFAULT_PLAN_FILTER,
  PJ_PORTE_OPTIONS,
  PLAN_TYPES,
  ROOM_TYPES,
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
  planTypeLabel,
  porteLabel,
  porteOptions,
  roomTypeLabel,
  type PlanTypeCode,
  type RoomType,
} from './plan-types';
import { stateById } from './states';

describe('plan types (spec point 9)', () => {
  it.each([
    ['Individual/Familiar', 'CP'],
    ['Coletivo por adesão', 'PF'],
    ['PME', 'PJ'],
    ['  coletivo   por ADESAO ', 'PF'],
    ['pme', 'PJ'],
    ['individual/familiar', 'CP'],
  ])('label %j → %s', (label, code) => {
    expect(planTypeFromLabel(label)).toBe(code);
  });

  it.each(['', 'Empresarial', 'Individual', 'Coletivo', 'PJ'])('unknown label %j → null', (label) => {
    expect(planTypeFromLabel(label)).toBeNull();
  });

  it.each([
    ['CP', 'Individual/Familiar'],
    ['PF', 'Coletivo por adesão'],
    ['PJ', 'PME'],
  ] as [PlanTypeCode, string][])('%s → %s, and back', (code, label) => {
    expect(planTypeLabel(code)).toBe(label);
    expect(planTypeFromLabel(planTypeLabel(code))).toBe(code);
    expect(isPlanTypeCode(code)).toBe(true);
  });

  it('has exactly CP, PF, PJ', () => {
    expect(PLAN_TYPES.map((type) => type.code)).toEqual(['CP', 'PF', 'PJ']);
    expect(isPlanTypeCode('XX')).toBe(false);
  });
});

describe('porte options', () => {
  it('lists the PJ options of spec point 9, "lives" written "vidas"', () => {
    expect(porteOptions('PJ').map((option) => option.label)).toEqual(['Porte I', 'Porte II', 'I + 1 titular', 'I MEI', 'PME/MEI 2 vidas', '3-4 vidas', '5-29 vidas']);
  });

  it('offers none for CP and PF', () => {
    expect(porteOptions('CP')).toEqual([]);
    expect(porteOptions('PF')).toEqual([]);
  });

  it('has unique, stable codes', () => {
    const codes = PJ_PORTE_OPTIONS.map((option) => option.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual(['porte_i', 'porte_ii', 'i_plus_1_titular', 'i_mei', 'pme_mei_2_lives', 'lives_3_4', 'lives_5_29']);
    for (const code of codes) expect(isPorteCode(code)).toBe(true);
    expect(porteLabel('lives_3_4')).toBe('3-4 vidas');
  });

  it('gives a lives range only where the label states one', () => {
    expect(PJ_PORTE_OPTIONS.map((option) => option.lives)).toEqual([null, null, null, null, { min: 2, max: 2 }, { min: 3, max: 4 }, { min: 5, max: 29 }]);
  });
});

describe('contribution (spec point 9: compulsory false, optional true)', () => {
  it.each([
    [false, 'compulsory', 'Compulsória'],
    [true, 'optional', 'Opcional'],
  ])('isOptional %s → %s (%s)', (isOptional, code, label) => {
    expect(contributionFromIsOptional(isOptional)).toEqual({ code, label, isOptional });
  });

  it('has exactly the two options', () => {
    expect(CONTRIBUTION_OPTIONS.map((option) => [option.code, option.isOptional])).toEqual([
      ['compulsory', false],
      ['optional', true],
    ]);
  });
});

describe('coparticipation kinds', () => {
  it.each([
    ['without', 'Sem coparticipação'],
    ['with', 'Com coparticipação'],
    ['with_tp', 'Coparticipação parcial'],
  ] as const)('%s → %s', (kind, label) => {
    expect(coparticipationLabel(kind)).toBe(label);
    expect(isCoparticipationKind(kind)).toBe(true);
  });

  it('has exactly without, with, with_tp and short Não/Sim/Parcial labels', () => {
    expect(COPARTICIPATION_KINDS.map((kind) => [kind.code, kind.shortLabel])).toEqual([
      ['without', 'Não'],
      ['with', 'Sim'],
      ['with_tp', 'Parcial'],
    ]);
    expect(isCoparticipationKind('total')).toBe(false);
  });
});

describe('room / coverage types (spec point 3)', () => {
  it('has outpatient, infirmary, apartment, rc and apartment_1 … apartment_12', () => {
    expect(ROOM_TYPES.map((room) => room.code)).toEqual([
      'outpatient',
      'infirmary',
      'apartment',
      'rc',
      ...Array.from({ length: 12 }, (_, i) => `apartment_${i + 1}`),
    ]);
  });

  it.each([
    ['outpatient', 'Ambulatorial', 'outpatient'],
    ['infirmary', 'Enfermaria', 'infirmary'],
    ['apartment', 'Apartamento', 'apartment'],
    ['rc', 'Referência', 'infirmary'],
    ['apartment_1', 'Apartamento 1', 'apartment'],
    ['apartment_12', 'Apartamento 12', 'apartment'],
  ] as [RoomType, string, string][])('%s → %s (%s)', (code, label, accommodation) => {
    expect(roomTypeLabel(code)).toBe(label);
    expect(accommodationOf(code)).toBe(accommodation);
    expect(isRoomType(code)).toBe(true);
  });

  it('has unique labels', () => {
    expect(new Set(ROOM_TYPES.map((room) => room.label)).size).toBe(ROOM_TYPES.length);
    expect(isRoomType('apartment_13')).toBe(false);
  });
});

describe('coverage areas', () => {
  it.each([
    ['nacional', 'Nacional'],
    ['estadual', 'Estadual'],
    ['grupo_de_municipios', 'Grupo de municípios'],
  ] as const)('%s → %s', (area, label) => {
    expect(coverageAreaLabel(area)).toBe(label);
    expect(isCoverageArea(area)).toBe(true);
  });

  it('has exactly three', () => {
    expect(COVERAGE_AREAS).toHaveLength(3);
    expect(isCoverageArea('municipal')).toBe(false);
  });
});

describe('DEFAULT_PLAN_FILTER (spec point 9)', () => {
  it('is state 1, type PJ, is_pme true, is_mei false, lifes 0', () => {
    expect(DEFAULT_PLAN_FILTER).toMatchObject({ stateId: 1, type: 'PJ', isPme: true, isMei: false });
    expect(totalLives(DEFAULT_PLAN_FILTER.counts)).toBe(0);
    expect(DEFAULT_PLAN_FILTER.counts).toEqual(emptyCounts());
  });

  it('starts with compulsory contribution and no areas, hospitals, city, occupation or entity', () => {
    expect(DEFAULT_PLAN_FILTER).toEqual({
      stateId: 1,
      coverageAreas: [],
      accreditedNetworks: [],
      type: 'PJ',
      isOptional: false,
      isPme: true,
      isMei: false,
      counts: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    });
  });

  it('state 1 is Acre with our id order', () => {
    expect(stateById(DEFAULT_PLAN_FILTER.stateId)?.uf).toBe('AC');
  });

  it('cannot be changed by accident', () => {
    expect(Object.isFrozen(DEFAULT_PLAN_FILTER)).toBe(true);
    expect(Object.isFrozen(DEFAULT_PLAN_FILTER.counts)).toBe(true);
  });
});


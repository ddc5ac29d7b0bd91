import { describe, expect, it } from 'vitest';
import { compareText, operatorInitials } from './catalog-types';
import { areasForCity, quoteFilterOf, typesFor } from './plan-eligibility';
import { DEFAULT_PLAN_FILTER, type PlanFilter } from './plan-types';

// What a submitted form asks (a type-bound value left after changing the type asks nothing),
// which plan types a quote asks for, the city filter's edge cases, and the operators' avatar initials.

const form = (patch: Partial<PlanFilter>): PlanFilter => ({ ...DEFAULT_PLAN_FILTER, ...patch });
const COUNTS = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0] as const;
const asked = { stateId: 1, isOptional: false, isPme: true, isMei: false, counts: COUNTS };

describe('quoteFilterOf', () => {
  it('asks occupation (as its id) and entity for adhesion plans only, porte for PME only', () => {
    expect(quoteFilterOf(form({ type: 'PF', occupation: '12', entity: 7, porte: 'porte_i' }))).toEqual({ ...asked, type: 'PF', occupation: 12, entity: 7 });
    expect(quoteFilterOf(form({ type: 'PF', occupation: '', entity: 0 }))).toEqual({ ...asked, type: 'PF', entity: 0 });
    expect(quoteFilterOf(form({ type: 'PJ', occupation: '12', entity: 7, porte: 'porte_ii' }))).toEqual({ ...asked, type: 'PJ', porte: 'porte_ii' });
    expect(quoteFilterOf(form({ type: 'CP', occupation: '12', entity: 7, porte: 'porte_ii' }))).toEqual({ ...asked, type: 'CP' });
    expect(quoteFilterOf(form({ type: 'PJ' }))).toEqual({ ...asked, type: 'PJ' });
  });

  it('leaves out an empty city, coverage list or hospital list, and the stale-table filter unless asked', () => {
    expect(quoteFilterOf(form({ city: '', coverageAreas: [], accreditedNetworks: [], hideStaleTables: false }))).toEqual({ ...asked, type: 'PJ' });
    expect(quoteFilterOf(form({ city: 'Recife', coverageAreas: ['estadual'], accreditedNetworks: [3, 4], hideStaleTables: true }))).toEqual({
      ...asked,
      type: 'PJ',
      city: 'Recife',
      coverageAreas: ['estadual'],
      accreditedNetworks: [3, 4],
      hideStaleTables: true,
    });
  });
});

describe('typesFor', () => {
  it('takes the type, else is_pme where the route allows any type, always within the route\'s types', () => {
    expect(typesFor({ type: 'PF' }, undefined)).toEqual(['PF']);
    expect(typesFor({ isPme: true }, undefined)).toEqual(['PJ']);
    expect(typesFor({ isPme: false }, undefined)).toEqual(['CP', 'PF']);
    expect(typesFor({}, undefined)).toBeUndefined();
    expect(typesFor({ isPme: true }, ['CP', 'PF'])).toEqual(['CP', 'PF']);
    expect(typesFor({ type: 'PJ' }, ['CP', 'PF'])).toEqual([]);
  });
});

describe('areasForCity', () => {
  it('keeps an area with an empty city list as a whole-state one', () => {
    const areas = [{ id: 1, cities: [] }, { id: 2, cities: ['Recife'] }, { id: 3, cities: ['Olinda'] }];
    expect(areasForCity(areas, 'recife')).toEqual({ kind: 'areas', areaIds: new Set([1, 2]) });
    expect(areasForCity([{ id: 1, cities: ['Recife', 'Olinda'] }, { id: 2, cities: ['Olinda'] }], 'Caruaru')).toEqual({ kind: 'unknown-city', knownCities: ['Recife', 'Olinda'] });
    expect(areasForCity([], 'Recife')).toEqual({ kind: 'whole-state' });
  });
});

describe('operator names', () => {
  it('makes initials from the first two words that are not connectors', () => {
    expect(operatorInitials('Bradesco Saúde')).toBe('BS');
    expect(operatorInitials('Amil')).toBe('AM');
    expect(operatorInitials('Notre Dame Intermédica')).toBe('ND');
    expect(operatorInitials('Caixa de Assistência dos Advogados')).toBe('CA');
    expect(operatorInitials('Unimed-Rio')).toBe('UR');
    expect(operatorInitials('Porto SA')).toBe('PO');
    expect(operatorInitials('ênfase saúde')).toBe('ES');
    expect(operatorInitials('— / .')).toBe('?');
  });

  it('orders names the Brazilian way: accents and case ignored, numbers naturally', () => {
    expect(['Plano 10', 'plano 9', 'Ágil', 'amil'].sort(compareText)).toEqual(['Ágil', 'amil', 'plano 9', 'Plano 10']);
    expect(compareText('Saúde', 'saude')).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { compareText, operatorInitials, type QuoteFilter } from './catalog-types';
import { areasForCity, typeBoundFilter } from './plan-eligibility';
import { DEFAULT_PLAN_FILTER } from './plan-types';

// What the form's type-bound fields ask (a value left after changing the type asks nothing),
// the city filter's edge cases, and the operators' avatar initials.

const filter = (patch: Partial<QuoteFilter>): QuoteFilter => ({ ...DEFAULT_PLAN_FILTER, ...patch }) as QuoteFilter;

describe('typeBoundFilter', () => {
  it('asks occupation and entity for adhesion plans only, porte for PME only', () => {
    expect(typeBoundFilter(filter({ type: 'PF', occupation: 'advogado', entity: 7, porte: 'porte_i' }))).toEqual({ occupation: 'advogado', entityId: 7 });
    expect(typeBoundFilter(filter({ type: 'PF', occupation: '', entity: 0 }))).toEqual({ entityId: 0 });
    expect(typeBoundFilter(filter({ type: 'PJ', occupation: 'advogado', entity: 7, porte: 'porte_ii' }))).toEqual({ porte: 'porte_ii' });
    expect(typeBoundFilter(filter({ type: 'CP', occupation: 'advogado', entity: 7, porte: 'porte_ii' }))).toEqual({});
    expect(typeBoundFilter(filter({ type: 'PJ' }))).toEqual({});
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

import { getStates } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { BRAZILIAN_STATES, DEFAULT_STATE_ID, isStateId, isUfCode, stateById, stateByUf } from './states';

describe('BRAZILIAN_STATES', () => {
  it('has the 27 units with ids 1–27 in alphabetical order of UF code', () => {
    expect(BRAZILIAN_STATES).toHaveLength(27);
    expect(BRAZILIAN_STATES.map((state) => state.id)).toEqual(Array.from({ length: 27 }, (_, i) => i + 1));
    const ufs = BRAZILIAN_STATES.map((state) => state.uf);
    expect(ufs).toEqual([...ufs].sort());
    expect(ufs.join(' ')).toBe('AC AL AM AP BA CE DF ES GO MA MG MS MT PA PB PE PI PR RJ RN RO RR RS SC SE SP TO');
  });

  it.each([
    [1, 'AC', 'Acre', 'Rio Branco'],
    [7, 'DF', 'Distrito Federal', 'Brasília'],
    [10, 'MA', 'Maranhão', 'São Luís'],
    [11, 'MG', 'Minas Gerais', 'Belo Horizonte'],
    [14, 'PA', 'Pará', 'Belém'],
    [19, 'RJ', 'Rio de Janeiro', 'Rio de Janeiro'],
    [24, 'SC', 'Santa Catarina', 'Florianópolis'],
    [26, 'SP', 'São Paulo', 'São Paulo'],
    [27, 'TO', 'Tocantins', 'Palmas'],
  ])('id %i → %s, %s, capital %s', (id, uf, name, capital) => {
    expect(stateById(id)).toMatchObject({ id, uf, name, capital });
    expect(stateByUf(uf)?.id).toBe(id);
  });

  it('matches the names, UF codes and IBGE codes of @brazilian-utils getStates()', () => {
    const reference = new Map(getStates().map((state) => [state.code, state]));
    expect(reference.size).toBe(27);
    for (const state of BRAZILIAN_STATES) {
      expect(reference.get(state.uf)).toMatchObject({ name: state.name, ibgeCode: state.ibgeCode });
    }
  });

  it('has 27 different capitals', () => {
    expect(new Set(BRAZILIAN_STATES.map((state) => state.capital)).size).toBe(27);
  });

  it('default state 1 is AC (spec point 9 with our order)', () => {
    expect(stateById(DEFAULT_STATE_ID)?.uf).toBe('AC');
  });
});

describe('lookups', () => {
  it.each([0, 28, 1.5, -1, Number.NaN])('stateById(%s) is undefined', (id) => {
    expect(stateById(id)).toBeUndefined();
    expect(isStateId(id)).toBe(false);
  });

  it('finds a UF ignoring case and spaces, and rejects unknown codes', () => {
    expect(stateByUf(' sp ')?.name).toBe('São Paulo');
    expect(stateByUf('XX')).toBeUndefined();
    expect(isUfCode('SP')).toBe(true);
    expect(isUfCode('sp')).toBe(false);
  });
});

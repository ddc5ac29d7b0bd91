/**
 * The proposal's network pages: providers grouped by city with the city and UF as first
 * typed (trimmed, UF upper case), a city without UF labelled by itself, hospital names
 * trimmed, a hospital listed twice in one plan read once, and each attribute code.
 * Providers written by hand.
 */
import { describe, expect, it } from 'vitest';
import { hospitalMatrix, providerAttributeCodes, providersByCity } from './proposal-matrices';

const provider = (name: string, city: string, uf: string, flags: Partial<{ electiveAdmission: boolean; emergency: boolean; maternity: boolean; laboratory: boolean }> = {}) => ({
  name, city, uf, electiveAdmission: false, emergency: false, maternity: false, laboratory: false, ...flags,
});

describe('providerAttributeCodes', () => {
  it('gives each attribute its code, in legend order', () => {
    expect(providerAttributeCodes(provider('A', 'Recife', 'PE', { maternity: true }))).toEqual(['M']);
    expect(providerAttributeCodes(provider('A', 'Recife', 'PE', { laboratory: true, electiveAdmission: true, emergency: true, maternity: true }))).toEqual(['H', 'PS', 'M', 'Lab']);
  });
});

describe('providersByCity', () => {
  it('labels a city with its UF as first typed, trimmed and upper case, and a city without UF by itself', () => {
    const groups = providersByCity([provider('Real Português', '  Recife ', ' pe '), provider('Esperança', 'recife', 'PE'), provider('Clínica X', 'Olinda', '')]);
    expect(groups.map((group) => [group.city, group.uf, group.label, group.providers.map((p) => p.name)])).toEqual([
      ['Olinda', '', 'Olinda', ['Clínica X']],
      ['Recife', 'PE', 'Recife/PE', ['Esperança', 'Real Português']],
    ]);
  });
});

describe('hospitalMatrix', () => {
  it('trims the names and reads a hospital listed twice in a plan as first listed', () => {
    const matrix = hospitalMatrix([
      { hospitals: [provider('  Real Português ', 'Recife', 'PE', { emergency: true }), provider('real portugues', 'Recife', 'PE', { maternity: true })] },
      { hospitals: [provider('Real Português', 'Recife', 'PE', { maternity: true })] },
    ] as unknown as Parameters<typeof hospitalMatrix>[0]);
    expect(matrix).toEqual([{ city: 'Recife', uf: 'PE', label: 'Recife/PE', rows: [{ name: 'Real Português', cells: [['PS'], ['M']] }] }]);
  });
});

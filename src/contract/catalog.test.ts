import { describe, expect, it } from 'vitest';
import { planFilterQueryWire } from './catalog';
import { CATALOG_MESSAGES } from './catalog-messages';

// The quote's query string (spec point 3 "Plan filter"): what a broker's app sending a wrong
// filter is told, and what a good one becomes. Messages by hand.

const messages = (query: Record<string, string>) => {
  const parsed = planFilterQueryWire.safeParse(query);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('plan filter query', () => {
  it('reads booleans, lists and counts from the query string', () => {
    expect(planFilterQueryWire.parse({
      state: '25', is_optional: 'true', is_pme: '1', is_mei: '0', hide_stale_tables: 'false', accredited_networks: '10,20', coverage_areas: 'nacional,estadual', city: ' Campinas ',
    })).toMatchObject({ state: 25, is_optional: true, is_pme: true, is_mei: false, hide_stale_tables: false, accredited_networks: [10, 20], coverage_areas: ['nacional', 'estadual'], city: 'Campinas' });
  });

  it('names each wrong parameter', () => {
    expect(messages({ state: '28', is_mei: 'sim', accredited_networks: '10,,20', coverage_areas: 'mundial', lifes: '-1', porte: 'grande', occupation: '0' })).toEqual([
      'state: Estado inválido.',
      'occupation: Profissão inválida.',
      'coverage_areas: Área de cobertura inválida.',
      'accredited_networks: Informe uma lista de ids numéricos separados por vírgula.',
      'is_mei: Informe true ou false.',
      'lifes: O número de vidas não pode ser negativo.',
      'porte: Porte inválido.',
    ]);
  });

  it('lists what was not found', () => {
    expect(CATALOG_MESSAGES.unknownOccupation(3)).toBe('Profissão 3 não encontrada.');
    expect(CATALOG_MESSAGES.unknownEntity(4)).toBe('Entidade 4 não encontrada.');
    expect(CATALOG_MESSAGES.unknownHospitals([10, 20])).toBe('Hospital não encontrado: 10, 20.');
    expect(CATALOG_MESSAGES.unknownCity(['Campinas', 'Santos'])).toBe('Cidade sem área de comercialização neste estado. Use uma destas: Campinas, Santos.');
  });
});

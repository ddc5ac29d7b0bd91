import { describe, expect, it } from 'vitest';
import { planNetworkLists, stateCities } from './catalog-lists';

describe('stateCities', () => {
  it('offers no city in a state with one area or none', () => {
    expect(stateCities([])).toEqual([]);
    expect(stateCities([{ cities: ['Recife', 'Olinda'] }])).toEqual([]);
  });

  it("offers every city of a state's areas once, in pt-BR order, whole-state areas adding none", () => {
    const areas = [{ cities: ['Uberlândia', 'Uberaba'] }, { cities: ['Belo Horizonte', 'Contagem', 'Uberaba'] }, { cities: null }, { cities: [] }];
    expect(stateCities(areas)).toEqual(['Belo Horizonte', 'Contagem', 'Uberaba', 'Uberlândia']);
  });
});

describe('planNetworkLists', () => {
  it('splits hospitals from clinics, each by city, then name (accents as pt-BR), then id', () => {
    const providers = [
      { id: 5, kind: 'clinic' as const, name: 'Lab Sul', city: 'Santos' },
      { id: 3, kind: 'hospital' as const, name: 'Hospital Ágape', city: 'São Paulo' },
      { id: 1, kind: 'hospital' as const, name: 'Hospital Bela Vista', city: 'Campinas' },
      { id: 4, kind: 'hospital' as const, name: 'Hospital Alvorada', city: 'São Paulo' },
      { id: 2, kind: 'hospital' as const, name: 'Hospital Alvorada', city: 'São Paulo' },
      { id: 6, kind: 'clinic' as const, name: 'Clínica Centro', city: 'Campinas' },
    ];
    const { hospitals, clinics } = planNetworkLists(providers);
    expect(hospitals.map((provider) => provider.id)).toEqual([1, 3, 2, 4]);
    expect(clinics.map((provider) => provider.id)).toEqual([6, 5]);
  });
});

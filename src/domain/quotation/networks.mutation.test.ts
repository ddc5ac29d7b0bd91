/**
 * Comparing the networks of the plans on a proposal: the hospitals all of them have and each
 * plan's own, by name in pt-BR order, and nothing in common for fewer than two plans.
 * Hospitals written by hand.
 */
import { describe, expect, it } from 'vitest';
import { compareNetworks } from './networks';

const hospital = (id: number, name: string) => ({ id, name, city: 'Recife', uf: 'PE', electiveAdmission: true, emergency: true, maternity: false, laboratory: false });
const PORTUGUES = hospital(1, 'Real Hospital Português');
const ESPERANCA = hospital(2, 'Hospital Esperança');
const AGAMENON = hospital(3, 'Agamenon Magalhães');
const OSWALDO = hospital(4, 'Oswaldo Cruz');
const BOA_VIAGEM = hospital(5, 'Boa Viagem');

describe('compareNetworks', () => {
  it('lists the hospitals every plan has, and each plan’s own, by name', () => {
    const comparison = compareNetworks([
      { id: 10, hospitals: [PORTUGUES, ESPERANCA, OSWALDO, AGAMENON] },
      { id: 20, hospitals: [ESPERANCA, PORTUGUES, BOA_VIAGEM] },
      { id: 30, hospitals: [PORTUGUES, ESPERANCA, OSWALDO] },
    ]);
    expect(comparison.common).toEqual([ESPERANCA, PORTUGUES]);
    expect(comparison.exclusive).toEqual(
      new Map([
        [10, [AGAMENON]],
        [20, [BOA_VIAGEM]],
        [30, []],
      ]),
    );
  });

  it('sorts two plans’ own hospitals by name', () => {
    const comparison = compareNetworks([
      { id: 10, hospitals: [PORTUGUES, OSWALDO, AGAMENON] },
      { id: 20, hospitals: [BOA_VIAGEM, ESPERANCA] },
    ]);
    expect(comparison.common).toEqual([]);
    expect(comparison.exclusive.get(10)).toEqual([AGAMENON, OSWALDO, PORTUGUES]);
    expect(comparison.exclusive.get(20)).toEqual([BOA_VIAGEM, ESPERANCA]);
  });

  it('has nothing in common for one plan or none', () => {
    expect(compareNetworks([{ id: 10, hospitals: [PORTUGUES] }])).toEqual({ common: [], exclusive: new Map([[10, [PORTUGUES]]]) });
    expect(compareNetworks([])).toEqual({ common: [], exclusive: new Map() });
  });
});

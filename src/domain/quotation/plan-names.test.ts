import { describe, expect, it } from 'vitest';
import { distinctTableNames } from './plan-names';

// Hapvida prints one name for a city's total and partial coparticipation tables: the broker
// must tell them apart in the list.

describe('distinctTableNames', () => {
  it('adds the coparticipation kind where a name repeats, keeps a name used once', () => {
    expect(distinctTableNames([
      { name: 'Plano Individual Enfermaria com Coparticipação', coparticipation: 'total' },
      { name: 'Plano Individual Enfermaria com Coparticipação', coparticipation: 'partial' },
      { name: 'Plano Apartamento', coparticipation: 'total' },
      { name: 'Plano Apartamento', coparticipation: 'partial' },
      { name: 'Plano Nosso Plano', coparticipation: 'partial' },
    ])).toEqual([
      'Plano Individual Enfermaria com Coparticipação Total',
      'Plano Individual Enfermaria com Coparticipação Parcial',
      'Plano Apartamento (Coparticipação Total)',
      'Plano Apartamento (Coparticipação Parcial)',
      'Plano Nosso Plano',
    ]);
    expect(distinctTableNames([{ name: 'com Coparticipação no meio', coparticipation: 'total' }, { name: 'com Coparticipação no meio', coparticipation: 'total' }])).toEqual([
      'com Coparticipação no meio (Coparticipação Total)',
      'com Coparticipação no meio (Coparticipação Total)',
    ]);
  });
});

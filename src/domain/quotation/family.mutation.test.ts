/**
 * A family quoted on one plan: its summary line (one year singular), the ages a family may
 * have (0 to 200, whole), and each rule of the plan at its edge (lives, dependants, a child's
 * age). The pt-BR reasons as the broker reads them; written by hand.
 */
import { describe, expect, it } from 'vitest';
import { familyFitReasons, familyText, isAge, type DependantRelation, type FamilyRules } from './family';

const RULES: FamilyRules = { minLives: 1, maxLives: 4, maxDependants: 3, childMaxAge: 24 };

describe('familyText', () => {
  it('says 1 ano in the singular and each dependant by relation', () => {
    expect(familyText({ titularAge: 1, dependants: [] })).toBe('Titular 1 ano');
    expect(familyText({ titularAge: 40, dependants: [{ relation: 'spouse', age: 38 }, { relation: 'child', age: 1 }, { relation: 'other', age: 0 }] })).toBe(
      'Titular 40 anos, cônjuge 38 anos, filho(a) 1 ano, outro dependente 0 anos',
    );
    // A relation no longer known (an old saved quotation) reads as a plain dependant.
    expect(familyText({ titularAge: 40, dependants: [{ relation: 'enteado' as DependantRelation, age: 3 }] })).toBe('Titular 40 anos, dependente 3 anos');
  });
});

describe('isAge', () => {
  it('takes whole ages from 0 to 200', () => {
    expect([0, 200].map(isAge)).toEqual([true, true]);
    expect([-1, 201, 30.5, Number.NaN].map(isAge)).toEqual([false, false, false, false]);
  });
});

describe('familyFitReasons', () => {
  it('takes a family at every limit of the plan', () => {
    expect(familyFitReasons(RULES, { titularAge: 50, dependants: [{ relation: 'spouse', age: 48 }, { relation: 'child', age: 24 }, { relation: 'child', age: 0 }] })).toEqual([]);
  });

  it('refuses a wrong age, one life over the maximum, one dependant too many and a child one year too old', () => {
    expect(familyFitReasons(RULES, { titularAge: 201, dependants: [] })).toEqual(['Idade inválida: 201.']);
    expect(
      familyFitReasons(RULES, {
        titularAge: 50,
        dependants: [{ relation: 'spouse', age: 48 }, { relation: 'child', age: 25 }, { relation: 'child', age: 10 }, { relation: 'other', age: 70 }],
      }),
    ).toEqual([
      'O plano aceita no máximo 4 vidas; a família tem 5.',
      'O plano aceita até 3 dependentes por titular; a família tem 4.',
      'Filho(a) de 25 anos: o plano aceita filhos até 24 anos como dependentes.',
    ]);
  });

  it('takes any number of dependants and any child age when the plan sets none', () => {
    const children = Array.from({ length: 5 }, () => ({ relation: 'child' as const, age: 40 }));
    expect(familyFitReasons({ minLives: 1, maxLives: null }, { titularAge: 70, dependants: children })).toEqual([]);
  });
});

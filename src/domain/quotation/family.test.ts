import { describe, expect, it } from 'vitest';
import { countsFromAges } from './age-buckets';
import { familyAges, familyFitReasons, familyText, type Family } from './family';

const FAMILY: Family = { titularAge: 36, dependants: [{ relation: 'spouse', age: 34 }, { relation: 'child', age: 5 }] };

describe('family', () => {
  it('prices the titular and dependants as the ages of the quote', () => {
    expect(familyAges(FAMILY)).toEqual([36, 34, 5]);
    expect(countsFromAges(familyAges(FAMILY))).toEqual([1, 0, 0, 0, 2, 0, 0, 0, 0, 0]);
    expect(familyText(FAMILY)).toBe('Titular 36 anos, cônjuge 34 anos, filho(a) 5 anos');
  });

  it('fits an individual plan and a PME porte I plan (2–29 lives)', () => {
    expect(familyFitReasons({ minLives: 1, maxLives: null }, FAMILY)).toEqual([]);
    expect(familyFitReasons({ minLives: 2, maxLives: 29 }, FAMILY)).toEqual([]);
  });

  it('says why it does not fit: lives band, dependants, child age, two spouses', () => {
    expect(familyFitReasons({ minLives: 30, maxLives: 99 }, FAMILY)).toEqual(['O plano exige ao menos 30 vidas; a família tem 3.']);
    expect(familyFitReasons({ minLives: 1, maxLives: 2 }, FAMILY)).toEqual(['O plano aceita no máximo 2 vidas; a família tem 3.']);
    const big: Family = { titularAge: 50, dependants: [{ relation: 'spouse', age: 48 }, { relation: 'spouse', age: 47 }, { relation: 'child', age: 25 }] };
    expect(familyFitReasons({ minLives: 1, maxLives: null, maxDependants: 2, childMaxAge: 24 }, big)).toEqual([
      'Só um cônjuge pode ser dependente do titular.',
      'O plano aceita até 2 dependentes por titular; a família tem 3.',
      'Filho(a) de 25 anos: o plano aceita filhos até 24 anos como dependentes.',
    ]);
    expect(familyFitReasons({ minLives: 1, maxLives: null }, { titularAge: 201, dependants: [] })).toEqual(['Idade inválida: 201.']);
  });
});

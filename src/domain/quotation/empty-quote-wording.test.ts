import { describe, expect, it } from 'vitest';
import { changeText, emptyQuoteHeadline, explainEmptyQuote, removalText, type ExplainablePlan } from './empty-quote';
import type { EligibilityPlan } from './plan-eligibility';

// The empty quote's explanation as the broker reads it: one line per filter with the plans it
// left out (singular and plural), one button per change, and the headline. Sentences by hand.

const SP = 25;
const ctx = { lives: 1, uf: 'SP', type: 'PJ' } as const;

function plan(patch: Partial<EligibilityPlan> = {}, extra: Partial<ExplainablePlan> = {}): ExplainablePlan {
  return {
    eligibility: {
      stateId: SP, type: 'PJ', porte: 'porte_i', areaId: 1, coverageArea: 'estadual', isOptional: false, acceptsMei: false,
      minLives: 1, maxLives: 29, entityIds: new Set(), similarEntityStates: undefined, networkProviderIds: new Set([10]), ...patch,
    },
    onSale: true,
    staleTable: false,
    ...extra,
  };
}

describe('removalText', () => {
  it('words each filter for one plan and for several', () => {
    const one = (rule: Parameters<typeof removalText>[0]['rule'], lives?: number) => removalText({ rule, plans: 1, ...(lives ? { lives } : {}) }, ctx);
    const two = (rule: Parameters<typeof removalText>[0]['rule'], lives?: number) => removalText({ rule, plans: 2, ...(lives ? { lives } : {}) }, { ...ctx, lives: 40 });
    expect(one('city')).toBe('1 plano: não é vendido na cidade escolhida.');
    expect(two('city')).toBe('2 planos: não são vendidos na cidade escolhida.');
    expect(one('coverage')).toBe('1 plano: de outra abrangência.');
    expect(one('contribution')).toBe('1 plano: de outro tipo de contribuição (compulsória ou opcional).');
    expect(one('mei')).toBe('1 plano: fora da regra de MEI escolhida.');
    expect(one('porte')).toBe('1 plano: de outro porte.');
    expect(one('min-lives', 2)).toBe('1 plano: exige ao menos 2 vidas; a cotação tem 1 vida.');
    expect(removalText({ rule: 'min-lives', plans: 3, lives: 1 }, { ...ctx, lives: 0, porte: 'lives_3_4' })).toBe('3 planos: exigem ao menos 1 vida (3-4 vidas); a cotação tem 0 vidas.');
    expect(removalText({ rule: 'min-lives', plans: 3 }, ctx)).toBe('3 planos: exigem ao menos 0 vidas; a cotação tem 1 vida.');
    expect(one('max-lives', 29)).toBe('1 plano: aceita até 29 vidas; a cotação tem 1 vida.');
    expect(two('max-lives', 1)).toBe('2 planos: aceitam até 1 vida; a cotação tem 40 vidas.');
    expect(removalText({ rule: 'max-lives', plans: 2 }, ctx)).toBe('2 planos: aceitam até 0 vidas; a cotação tem 1 vida.');
    expect(one('entity')).toBe('1 plano: não aceita a entidade escolhida.');
    expect(two('entity')).toBe('2 planos: não aceitam a entidade escolhida.');
    expect(one('occupation')).toBe('1 plano: não aceita a profissão escolhida.');
    expect(two('occupation')).toBe('2 planos: não aceitam a profissão escolhida.');
    expect(two('hospitals')).toBe('2 planos: sem todos os hospitais escolhidos na rede.');
    expect(one('no-table')).toBe('1 plano: sem tabela de preços em vigor hoje.');
    expect(two('stale-table')).toBe('2 planos: com tabela de mais de 12 meses (ocultas pelo filtro).');
  });
});

describe('changeText and the headline', () => {
  it('labels each change with the plans it brings back', () => {
    expect(changeText({ change: 'type', type: 'PF', plans: 1 })).toBe('Cotar como Coletivo por adesão (1 plano)');
    expect(changeText({ change: 'min-lives', lives: 1, plans: 2 })).toBe('Cotar com ao menos 1 vida (2 planos)');
    expect(changeText({ change: 'max-lives', lives: 29, plans: 4 })).toBe('Cotar com até 29 vidas (4 planos)');
    const drops = {
      city: 'Cotar sem a cidade', coverage: 'Cotar sem o filtro de abrangência', contribution: 'Cotar com qualquer contribuição', mei: 'Cotar sem a regra de MEI',
      porte: 'Cotar sem o porte', entity: 'Cotar sem a entidade', occupation: 'Cotar sem a profissão', hospitals: 'Cotar sem os hospitais escolhidos',
      'stale-table': 'Mostrar tabelas com mais de 12 meses',
    } as const;
    for (const [filter, label] of Object.entries(drops)) {
      expect(changeText({ change: 'drop', filter: filter as keyof typeof drops, plans: 1 })).toBe(`${label} (1 plano)`);
    }
  });

  it('says why in one sentence, one plan apart', () => {
    expect(emptyQuoteHeadline({ typePlans: 1, removed: [], changes: [] }, ctx)).toBe('O único plano PME de SP ficou de fora por este filtro:');
    expect(emptyQuoteHeadline({ typePlans: 2, removed: [], changes: [] }, { ...ctx, type: 'CP' })).toBe('Os 2 planos Individual/Familiar de SP ficaram de fora por estes filtros:');
    expect(emptyQuoteHeadline({ typePlans: 0, removed: [], changes: [] }, ctx)).toBe('Nenhum plano PME é vendido em SP no catálogo.');
  });
});

describe('explainEmptyQuote, filter by filter', () => {
  it('too many lives: the largest maximum brings the plans back', () => {
    const why = explainEmptyQuote([plan({ maxLives: 29 }), plan({ maxLives: 9 }), plan({ maxLives: null, minLives: 50 })], { stateId: SP, types: ['PJ'], lives: 30 }, false);
    expect(why).toEqual({
      typePlans: 3,
      removed: [{ rule: 'max-lives', plans: 2, lives: 29 }, { rule: 'min-lives', plans: 1, lives: 50 }],
      changes: [{ change: 'max-lives', lives: 29, plans: 2 }, { change: 'min-lives', lives: 50, plans: 1 }],
    });
  });

  it('the smallest minimum among several plans', () => {
    const why = explainEmptyQuote([plan({ minLives: 5 }), plan({ minLives: 3 }), plan({ minLives: 4 })], { stateId: SP, types: ['PJ'], lives: 2 }, false);
    expect(why.removed).toEqual([{ rule: 'min-lives', plans: 3, lives: 3 }]);
    expect(why.changes).toEqual([{ change: 'min-lives', lives: 3, plans: 3 }]);
  });

  it('contribution, MEI, coverage and porte each counted and dropped', () => {
    const plans = [
      plan({ isOptional: true }),
      plan({ isOptional: true }),
      plan({ acceptsMei: false, porte: 'porte_ii' }),
      plan({ coverageArea: 'nacional' }),
      plan({ porte: 'porte_ii', acceptsMei: true }),
    ];
    const why = explainEmptyQuote(plans, { stateId: SP, types: ['PJ'], isOptional: false, isMei: true, coverageAreas: ['estadual'], porte: 'porte_i' }, false);
    expect(why.removed).toEqual([
      { rule: 'contribution', plans: 2 },
      { rule: 'mei', plans: 1 },
      { rule: 'coverage', plans: 1 },
      { rule: 'porte', plans: 1 },
    ]);
    expect(why.changes).toEqual([
      { change: 'drop', filter: 'porte', plans: 1 },
    ]);
  });

  it('another type is quoted without the filters bound to the asked one', () => {
    const plans = [plan({ type: 'CP', porte: null, isOptional: null }), plan({ type: 'PF', porte: null, isOptional: null, entityIds: new Set([7]), similarEntityStates: new Map([[7, null]]) })];
    const why = explainEmptyQuote(plans, { stateId: SP, types: ['PJ'], porte: 'porte_i', isOptional: true, isMei: true }, false);
    expect(why).toEqual({
      typePlans: 0,
      removed: [],
      changes: [{ change: 'type', type: 'CP', plans: 1 }, { change: 'type', type: 'PF', plans: 1 }],
    });
    const pf = explainEmptyQuote(plans, { stateId: SP, types: ['PF'], entityId: 8 }, false);
    expect(pf.removed).toEqual([{ rule: 'entity', plans: 1 }]);
    expect(pf.changes).toEqual([{ change: 'type', type: 'CP', plans: 1 }, { change: 'drop', filter: 'entity', plans: 1 }]);
    const withEntity = explainEmptyQuote(plans, { stateId: SP, types: ['CP'], entityId: 7, lives: 1, porte: 'porte_ii' }, false);
    expect(withEntity.changes).toEqual([{ change: 'type', type: 'PF', plans: 1 }, { change: 'drop', filter: 'entity', plans: 1 }]);
  });

  it('an occupation no plan of the adhesion type accepts', () => {
    const plans = [plan({ type: 'PF', porte: null, isOptional: null, entityIds: new Set([7]) })];
    const why = explainEmptyQuote(plans, { stateId: SP, types: ['PF'], occupation: { id: 3, entityIds: new Set([9]) } }, false);
    expect(why).toEqual({ typePlans: 1, removed: [{ rule: 'occupation', plans: 1 }], changes: [{ change: 'drop', filter: 'occupation', plans: 1 }] });
  });

  it('a plan without a network when hospitals are asked; every type when none is asked', () => {
    const why = explainEmptyQuote([plan({ networkProviderIds: null }), plan({ stateId: 26 })], { stateId: SP, hospitalIds: [10] }, false);
    expect(why).toEqual({ typePlans: 1, removed: [{ rule: 'hospitals', plans: 1 }], changes: [{ change: 'drop', filter: 'hospitals', plans: 1 }] });
  });
});

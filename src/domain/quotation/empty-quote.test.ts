import { describe, expect, it } from 'vitest';
import { changeText, emptyQuoteHeadline, explainEmptyQuote, removalText, type ExplainablePlan } from './empty-quote';
import type { EligibilityPlan } from './plan-eligibility';

const PE = 17;
function plan(patch: Partial<EligibilityPlan> = {}, extra: Partial<ExplainablePlan> = {}): ExplainablePlan {
  return {
    eligibility: {
      stateId: PE,
      type: 'PJ',
      porte: 'porte_i',
      areaId: 1,
      coverageArea: 'estadual',
      isOptional: false,
      acceptsMei: false,
      minLives: 2,
      maxLives: 29,
      entityIds: new Set(),
      similarEntityStates: undefined,
      networkProviderIds: new Set([10]),
      ...patch,
    },
    onSale: true,
    staleTable: false,
    ...extra,
  };
}

describe('explainEmptyQuote', () => {
  it('PE, Porte I, 1 life: the porte’s plans need 2 lives; 2 lives or another type bring plans back', () => {
    const plans = [plan(), plan(), plan({ porte: 'porte_ii', minLives: 3 }), plan({ type: 'CP', porte: null, minLives: 1, isOptional: null }), plan({ stateId: 26 })];
    const why = explainEmptyQuote(plans, { stateId: PE, types: ['PJ'], porte: 'porte_i', lives: 1, isOptional: false }, false);
    expect(why.typePlans).toBe(3);
    expect(why.removed).toEqual([
      { rule: 'min-lives', plans: 2, lives: 2 },
      { rule: 'porte', plans: 1 },
    ]);
    expect(why.changes).toEqual([
      { change: 'min-lives', lives: 2, plans: 2 },
      { change: 'type', type: 'CP', plans: 1 },
    ]);
    const context = { lives: 1, porte: 'porte_i' as const, uf: 'PE', type: 'PJ' as const };
    expect(removalText(why.removed[0]!, context)).toBe('2 planos: exigem ao menos 2 vidas (Porte I); a cotação tem 1 vida.');
    expect(changeText(why.changes[0]!)).toBe('Cotar com ao menos 2 vidas (2 planos)');
    expect(emptyQuoteHeadline(why, context)).toMatch(/^Os 3 planos .* de PE ficaram de fora/);
  });

  it('counts each filter with the plans it removed, and a table not in force or too old apart', () => {
    const plans = [
      plan({ minLives: 1, networkProviderIds: new Set([11]) }),
      plan({ minLives: 1, areaId: 2 }),
      plan({ minLives: 1 }, { onSale: false }),
      plan({ minLives: 1 }, { staleTable: true }),
    ];
    const why = explainEmptyQuote(plans, { stateId: PE, types: ['PJ'], lives: 1, city: { name: 'Recife', areaIds: new Set([1]) }, hospitalIds: [10] }, true);
    expect(why.removed.map((removal) => [removal.rule, removal.plans]).sort()).toEqual([
      ['city', 1],
      ['hospitals', 1],
      ['no-table', 1],
      ['stale-table', 1],
    ]);
    expect(why.changes).toEqual(
      expect.arrayContaining([
        { change: 'drop', filter: 'city', plans: 1 },
        { change: 'drop', filter: 'hospitals', plans: 1 },
        { change: 'drop', filter: 'stale-table', plans: 1 },
      ]),
    );
  });

  it('says when the type is not sold in the state at all', () => {
    const why = explainEmptyQuote([plan()], { stateId: PE, types: ['PF'], lives: 1 }, false);
    expect(why).toEqual({ typePlans: 0, removed: [], changes: [] });
    expect(emptyQuoteHeadline(why, { lives: 1, uf: 'PE', type: 'PF' })).toBe('Nenhum plano Coletivo por adesão é vendido em PE no catálogo.');
  });
});

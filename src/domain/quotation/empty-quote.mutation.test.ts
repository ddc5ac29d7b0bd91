/**
 * Why a quote answered no plan, with one plan per reason: each filter's plans counted under
 * the first check they fail (the smallest minimum and largest maximum of lives kept), the
 * most frequent first, and each change counting the plans it brings back — another type
 * asked with only the filters that type has, fewer or more lives, each filter dropped, the
 * old tables shown. Written by hand.
 */
import { describe, expect, it } from 'vitest';
import { explainEmptyQuote, type ExplainablePlan } from './empty-quote';
import type { EligibilityPlan } from './plan-eligibility';

const PE = 17;
function plan(patch: Partial<EligibilityPlan> = {}, extra: Partial<ExplainablePlan> = {}): ExplainablePlan {
  return {
    eligibility: {
      stateId: PE, type: 'PJ', porte: 'porte_i', areaId: 1, coverageArea: 'nacional', isOptional: true, acceptsMei: true,
      minLives: 1, maxLives: 29, entityIds: new Set(), similarEntityStates: undefined, networkProviderIds: new Set([10, 11]), ...patch,
    },
    onSale: true,
    staleTable: false,
    ...extra,
  };
}
const adhesion = (patch: Partial<EligibilityPlan> = {}, extra: Partial<ExplainablePlan> = {}) =>
  plan({
    type: 'PF', porte: null, isOptional: null, acceptsMei: false, maxLives: null,
    entityIds: new Set([5, 7]), similarEntityStates: new Map([[5, PE], [7, null]]), ...patch,
  }, extra);

describe('explainEmptyQuote: a company quote of 5 lives', () => {
  const plans = [
    plan({ coverageArea: 'estadual' }),
    plan({ isOptional: false }),
    plan({ acceptsMei: false }),
    plan({ porte: 'porte_ii' }),
    plan({ minLives: 10 }),
    plan({ minLives: 8 }),
    plan({ maxLives: 3 }),
    plan({ maxLives: 4 }),
    plan({}, { onSale: false }),
    plan({}, { staleTable: true }),
    adhesion({ entityIds: new Set(), similarEntityStates: undefined }),
  ];
  // Computed in each test: Stryker's per-test coverage only sees what runs inside a test.
  const explain = () => explainEmptyQuote(plans, { stateId: PE, types: ['PJ'], lives: 5, coverageAreas: ['nacional'], isOptional: true, isMei: true, porte: 'porte_i', hospitalIds: [] }, true);

  it('counts each filter once, the most frequent first, with the smallest minimum and the largest maximum', () => {
    const why = explain();
    expect(why.typePlans).toBe(10);
    expect(why.removed).toStrictEqual([
      { rule: 'min-lives', plans: 2, lives: 8 },
      { rule: 'max-lives', plans: 2, lives: 4 },
      { rule: 'coverage', plans: 1 },
      { rule: 'contribution', plans: 1 },
      { rule: 'mei', plans: 1 },
      { rule: 'porte', plans: 1 },
      { rule: 'no-table', plans: 1 },
      { rule: 'stale-table', plans: 1 },
    ]);
  });

  it('offers the lives, another type and each filter dropped, with the plans each brings back', () => {
    expect(explain().changes).toStrictEqual([
      { change: 'min-lives', lives: 8, plans: 2 },
      { change: 'max-lives', lives: 4, plans: 2 },
      { change: 'type', type: 'PF', plans: 1 },
      { change: 'drop', filter: 'coverage', plans: 1 },
      { change: 'drop', filter: 'contribution', plans: 1 },
      { change: 'drop', filter: 'mei', plans: 1 },
      { change: 'drop', filter: 'porte', plans: 1 },
      { change: 'drop', filter: 'stale-table', plans: 1 },
    ]);
  });
});

describe('explainEmptyQuote: an adhesion quote with entity, occupation, city and hospitals', () => {
  const plans = [
    adhesion({ areaId: 2 }),
    adhesion({ entityIds: new Set([6, 7]), similarEntityStates: new Map([[6, PE], [7, null]]) }),
    adhesion({ similarEntityStates: new Map([[5, 26], [7, null]]) }),
    adhesion({ entityIds: new Set([5]), similarEntityStates: new Map([[5, PE]]) }),
    adhesion({ networkProviderIds: null }),
    adhesion({ networkProviderIds: new Set([10]) }),
    plan({ isOptional: false, acceptsMei: false }),
  ];
  const criteria = {
    stateId: PE, types: ['PF' as const], entityId: 5, occupation: { id: 40, entityIds: new Set([7]) },
    city: { name: 'Recife', areaIds: new Set([1]) }, hospitalIds: [10, 11],
  };

  it('counts an entity not listed and one of another state alike, and both hospital reasons alike', () => {
    const why = explainEmptyQuote(plans, criteria, false);
    expect(why.typePlans).toBe(6);
    expect(why.removed).toStrictEqual([
      { rule: 'entity', plans: 2 },
      { rule: 'hospitals', plans: 2 },
      { rule: 'city', plans: 1 },
      { rule: 'occupation', plans: 1 },
    ]);
  });

  it('quotes the company plan without the entity and occupation, and drops each filter', () => {
    expect(explainEmptyQuote(plans, criteria, false).changes).toStrictEqual([
      { change: 'drop', filter: 'entity', plans: 2 },
      { change: 'drop', filter: 'hospitals', plans: 2 },
      { change: 'type', type: 'PJ', plans: 1 },
      { change: 'drop', filter: 'city', plans: 1 },
      { change: 'drop', filter: 'occupation', plans: 1 },
    ]);
  });
});

describe('explainEmptyQuote: the filters a company type carries', () => {
  const companies = [
    plan({ isOptional: false }),
    plan({ isOptional: false, porte: 'i_mei' }),
    plan({ isOptional: false, porte: 'porte_ii' }),
    plan({ isOptional: true }),
  ];

  it('asks another type with its porte, contribution and MEI rule', () => {
    expect(explainEmptyQuote(companies, { stateId: PE, types: ['PF'], porte: 'porte_i', isOptional: false, isMei: false }, false)).toStrictEqual({
      typePlans: 0,
      removed: [],
      changes: [{ change: 'type', type: 'PJ', plans: 1 }],
    });
  });

  it('counts an MEI-only plan for a company that is not MEI, and offers no old tables when none is hidden', () => {
    expect(explainEmptyQuote([companies[1]!], { stateId: PE, types: ['PJ'], isMei: false }, true)).toStrictEqual({
      typePlans: 1,
      removed: [{ rule: 'mei', plans: 1 }],
      changes: [{ change: 'drop', filter: 'mei', plans: 1 }],
    });
  });
});

describe('explainEmptyQuote: an entity and occupation left in a company quote', () => {
  it('asks the adhesion type with them', () => {
    const plans = [
      plan(),
      adhesion(),
      adhesion({ entityIds: new Set([6, 7]), similarEntityStates: new Map([[6, PE], [7, null]]) }),
      adhesion({ entityIds: new Set([5]), similarEntityStates: new Map([[5, PE]]) }),
    ];
    const criteria = { stateId: PE, types: ['PJ' as const], entityId: 5, occupation: { id: 40, entityIds: new Set([7]) } };
    expect(explainEmptyQuote(plans, criteria, false)).toStrictEqual({
      typePlans: 1,
      removed: [{ rule: 'entity', plans: 1 }],
      changes: [{ change: 'type', type: 'PF', plans: 1 }],
    });
  });
});

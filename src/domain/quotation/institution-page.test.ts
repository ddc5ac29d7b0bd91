/**
 * One page of an operator's plans (GET /api/institutions/{id}/): the plans by state, name
 * (pt-BR order: 'alfa' before 'Beta', 'Gama' before 'Ômega') and id, the filters by state and
 * type, the page cut and its count, and the facets. Expected pages written by hand.
 */
import { describe, expect, it } from 'vitest';
import { pageInstitutionPlans, type PageablePlan } from './institution-page';

type Row = PageablePlan & { state: { id: number; abbr: string } };
const SP = { id: 1, abbr: 'SP' };
const RJ = { id: 2, abbr: 'RJ' };
const ROWS: Row[] = [
  { id: 5, name: 'Beta', type: 'PJ', state: RJ },
  { id: 3, name: 'alfa', type: 'PF', state: RJ },
  { id: 1, name: 'Ômega', type: 'PJ', state: SP },
  { id: 4, name: 'Beta', type: 'PJ', state: SP },
  { id: 2, name: 'Beta', type: 'PJ', state: SP },
  { id: 6, name: 'Gama', type: 'PF', state: SP },
];
// In page order: SP Beta 2, Beta 4, Gama 6, Ômega 1; RJ alfa 3, Beta 5.
const BETA2 = { id: 2, name: 'Beta', type: 'PJ' };
const BETA4 = { id: 4, name: 'Beta', type: 'PJ' };
const GAMA6 = { id: 6, name: 'Gama', type: 'PF' };
const OMEGA1 = { id: 1, name: 'Ômega', type: 'PJ' };
const ALFA3 = { id: 3, name: 'alfa', type: 'PF' };
const BETA5 = { id: 5, name: 'Beta', type: 'PJ' };

describe('pageInstitutionPlans without a page', () => {
  it('answers every plan on one page, grouped by state, by name then id', () => {
    expect(pageInstitutionPlans(ROWS)).toEqual({
      plansByState: [
        { state: SP, plans: [BETA2, BETA4, GAMA6, OMEGA1] },
        { state: RJ, plans: [ALFA3, BETA5] },
      ],
      totalPlans: 6,
      page: 1,
      pageSize: 6,
      pageCount: 1,
      facets: {
        states: [
          { id: 1, abbr: 'SP', plans: 4 },
          { id: 2, abbr: 'RJ', plans: 2 },
        ],
        types: [
          { type: 'PF', plans: 2 },
          { type: 'PJ', plans: 4 },
        ],
      },
    });
  });

  it('filters by type: the states count the plans of that type, the types every plan', () => {
    expect(pageInstitutionPlans(ROWS, { type: 'PJ' })).toEqual({
      plansByState: [
        { state: SP, plans: [BETA2, BETA4, OMEGA1] },
        { state: RJ, plans: [BETA5] },
      ],
      totalPlans: 4,
      page: 1,
      pageSize: 4,
      pageCount: 1,
      facets: {
        states: [
          { id: 1, abbr: 'SP', plans: 3 },
          { id: 2, abbr: 'RJ', plans: 1 },
        ],
        types: [
          { type: 'PF', plans: 2 },
          { type: 'PJ', plans: 4 },
        ],
      },
    });
  });

  it('filters by state: the types count the plans of that state, the states every plan', () => {
    expect(pageInstitutionPlans(ROWS, { stateId: 2 })).toEqual({
      plansByState: [{ state: RJ, plans: [ALFA3, BETA5] }],
      totalPlans: 2,
      page: 1,
      pageSize: 2,
      pageCount: 1,
      facets: {
        states: [
          { id: 1, abbr: 'SP', plans: 4 },
          { id: 2, abbr: 'RJ', plans: 2 },
        ],
        types: [
          { type: 'PF', plans: 1 },
          { type: 'PJ', plans: 1 },
        ],
      },
    });
  });

  it('filters by state and type together', () => {
    expect(pageInstitutionPlans(ROWS, { stateId: 1, type: 'PF' })).toEqual({
      plansByState: [{ state: SP, plans: [GAMA6] }],
      totalPlans: 1,
      page: 1,
      pageSize: 1,
      pageCount: 1,
      facets: {
        states: [
          { id: 1, abbr: 'SP', plans: 1 },
          { id: 2, abbr: 'RJ', plans: 1 },
        ],
        types: [
          { type: 'PF', plans: 1 },
          { type: 'PJ', plans: 3 },
        ],
      },
    });
  });

  it('lists the types in the order CP, PF, PJ, only those the operator has', () => {
    const rows: Row[] = [
      { id: 1, name: 'Empresa', type: 'PJ', state: SP },
      { id: 2, name: 'Adesão', type: 'CP', state: SP },
    ];
    expect(pageInstitutionPlans(rows).facets.types).toEqual([
      { type: 'CP', plans: 1 },
      { type: 'PJ', plans: 1 },
    ]);
  });

  it('gives an operator without plans one empty page and no facets', () => {
    expect(pageInstitutionPlans([])).toEqual({
      plansByState: [],
      totalPlans: 0,
      page: 1,
      pageSize: 1,
      pageCount: 1,
      facets: { states: [], types: [] },
    });
  });
});

describe('pageInstitutionPlans with a page', () => {
  it('cuts the sorted plans into pages of the size asked, a page spanning two states', () => {
    const second = pageInstitutionPlans(ROWS, { page: 2, pageSize: 3 });
    expect(second.plansByState).toEqual([
      { state: SP, plans: [OMEGA1] },
      { state: RJ, plans: [ALFA3, BETA5] },
    ]);
    expect([second.totalPlans, second.page, second.pageSize, second.pageCount]).toEqual([6, 2, 3, 2]);
    expect(pageInstitutionPlans(ROWS, { page: 2, pageSize: 2 }).plansByState).toEqual([{ state: SP, plans: [GAMA6, OMEGA1] }]);
  });

  it('starts at page 1 when only the size is given', () => {
    const first = pageInstitutionPlans(ROWS, { pageSize: 4 });
    expect(first.plansByState).toEqual([{ state: SP, plans: [BETA2, BETA4, GAMA6, OMEGA1] }]);
    expect([first.page, first.pageSize, first.pageCount]).toEqual([1, 4, 2]);
  });

  it('takes 25 plans a page when only the page is given', () => {
    const first = pageInstitutionPlans(ROWS, { page: 1 });
    expect([first.totalPlans, first.page, first.pageSize, first.pageCount]).toEqual([6, 1, 25, 1]);
    expect(first.plansByState).toHaveLength(2);
  });

  it('answers no plans past the last page, with the real count and facets', () => {
    const past = pageInstitutionPlans(ROWS, { page: 4, pageSize: 2 });
    expect(past.plansByState).toEqual([]);
    expect([past.totalPlans, past.page, past.pageSize, past.pageCount]).toEqual([6, 4, 2, 3]);
    expect(past.facets.states).toEqual([
      { id: 1, abbr: 'SP', plans: 4 },
      { id: 2, abbr: 'RJ', plans: 2 },
    ]);
  });
});

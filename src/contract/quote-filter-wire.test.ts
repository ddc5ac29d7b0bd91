import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BracketCounts } from '../domain/quotation/age-buckets';
import type { QuoteFilter } from '../domain/quotation/catalog-types';
import type { QuotePageQuery } from '../domain/quotation/quote-page';
import { planFilterQueryWire, quoteFilterFromQuery, quoteFilterToQuery, quotePageToQuery } from './catalog';
import { quotePageFromQuery, quotePageQueryWire } from './quote-page-query';

// The quote's filter and page on the wire, both ways: what the SPA sends is what the server
// reads back, field for field. Expected queries written by hand.

/** A query as the browser sends it: every value as text. */
const asText = (query: Record<string, string | number | boolean>) => Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));

/** The server's reading of a query string (the route's schema, then the contract's mapping). */
const serverReads = (query: Record<string, string>) => quoteFilterFromQuery(planFilterQueryWire.parse(query));

const COUNTS: BracketCounts = [2, 0, 0, 1, 0, 0, 0, 0, 0, 1];

describe('quoteFilterToQuery', () => {
  it('writes a PF filter with every field, lifes the sum of the age groups', () => {
    const filter: QuoteFilter = {
      stateId: 16,
      city: 'Recife',
      occupation: 12,
      entity: 5,
      coverageAreas: ['nacional', 'estadual'],
      accreditedNetworks: [3, 4],
      type: 'PF',
      isOptional: false,
      isPme: false,
      isMei: false,
      hideStaleTables: true,
      counts: COUNTS,
    };
    expect(quoteFilterToQuery(filter)).toEqual({
      state: 16,
      type: 'PF',
      is_optional: false,
      is_pme: false,
      is_mei: false,
      lifes: 4,
      age_0_18: 2,
      age_19_23: 0,
      age_24_28: 0,
      age_29_33: 1,
      age_34_38: 0,
      age_39_43: 0,
      age_44_48: 0,
      age_49_53: 0,
      age_54_58: 0,
      age_59_plus: 1,
      city: 'Recife',
      occupation: 12,
      entity: 5,
      coverage_areas: 'nacional,estadual',
      accredited_networks: '3,4',
      hide_stale_tables: true,
    });
  });

  it('leaves out what the filter does not ask: no type, no booleans, empty lists', () => {
    expect(quoteFilterToQuery({ stateId: 26, coverageAreas: [], accreditedNetworks: [], counts: [0, 0, 0, 0, 0, 0, 0, 0, 0, 1] })).toEqual({
      state: 26,
      lifes: 1,
      age_0_18: 0,
      age_19_23: 0,
      age_24_28: 0,
      age_29_33: 0,
      age_34_38: 0,
      age_39_43: 0,
      age_44_48: 0,
      age_49_53: 0,
      age_54_58: 0,
      age_59_plus: 1,
    });
  });
});

describe('quoteFilterFromQuery', () => {
  it('reads a bare query as a state with no lives, every other field absent', () => {
    expect(serverReads({ state: '26' })).toEqual({ stateId: 26, counts: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0] });
  });

  it('drops lifes (lives are the groups) and a false hide_stale_tables', () => {
    expect(serverReads({ state: '26', lifes: '9', age_29_33: '2', hide_stale_tables: 'false', porte: 'porte_i', is_mei: '0' })).toEqual({
      stateId: 26,
      isMei: false,
      porte: 'porte_i',
      counts: [0, 0, 0, 2, 0, 0, 0, 0, 0, 0],
    });
  });

  it('reads one filter asked in two orders as the same value, fields in one order', () => {
    const one = serverReads({ state: '26', type: 'PJ', city: 'Campinas', is_mei: 'true', age_0_18: '1' });
    const other = serverReads({ age_0_18: '1', is_mei: 'true', city: 'Campinas', type: 'PJ', state: '26' });
    expect(JSON.stringify(other)).toBe(JSON.stringify(one));
  });

  it('reads back every filter the SPA writes', () => {
    const filters = fc.record(
      {
        stateId: fc.integer({ min: 1, max: 27 }),
        city: fc.constantFrom('Recife', 'São Paulo', 'Campinas'),
        occupation: fc.integer({ min: 1, max: 1_000 }),
        entity: fc.integer({ min: 1, max: 1_000 }),
        coverageAreas: fc.uniqueArray(fc.constantFrom('nacional' as const, 'estadual' as const, 'grupo_de_municipios' as const), { minLength: 1 }),
        accreditedNetworks: fc.array(fc.integer({ min: 1, max: 99_999 }), { minLength: 1, maxLength: 4 }),
        type: fc.constantFrom('CP' as const, 'PF' as const, 'PJ' as const),
        isOptional: fc.boolean(),
        isPme: fc.boolean(),
        isMei: fc.boolean(),
        porte: fc.constantFrom('porte_i' as const, 'i_mei' as const),
        hideStaleTables: fc.constant(true as const),
        counts: fc.tuple(...Array.from({ length: 10 }, () => fc.nat({ max: 30 }))) as unknown as fc.Arbitrary<BracketCounts>,
      },
      { requiredKeys: ['stateId', 'counts'] },
    );
    fc.assert(
      fc.property(filters, (filter) => {
        expect(serverReads(asText(quoteFilterToQuery(filter)))).toEqual(filter);
      }),
    );
  });
});

describe('the page of a quote on the wire', () => {
  it('writes the page and only the narrowing that is set', () => {
    const page: QuotePageQuery = { sort: 'quality', narrowing: { operatorId: 7, accommodation: null, coparticipation: 'with' }, grouping: 'plans', page: 3, pageSize: 20 };
    expect(quotePageToQuery(page)).toEqual({ sort: 'quality', group: 'plans', page: 3, page_size: 20, operator: 7, coparticipation: 'with' });
    expect(quotePageFromQuery(quotePageQueryWire.parse(asText(quotePageToQuery(page))))).toEqual(page);
  });

  it('reads no page without page_size, and the defaults with it', () => {
    expect(quotePageFromQuery(quotePageQueryWire.parse({ sort: 'plan', page: '2' }))).toBeUndefined();
    expect(quotePageFromQuery(quotePageQueryWire.parse({ page_size: '30' }))).toEqual({
      sort: 'total',
      narrowing: { operatorId: null, accommodation: null, coparticipation: null },
      grouping: 'offers',
      page: 1,
      pageSize: 30,
    });
  });
});

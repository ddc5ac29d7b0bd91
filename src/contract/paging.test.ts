/**
 * The paged lists searched by text (saved quotations, clients): the query's refusals in pt-BR,
 * how many pages a count fills, and what a page found answers. Values written by hand.
 */
import { describe, expect, it } from 'vitest';
import { foundPage, pageCount, pagedSearchQueryWire } from './paging';

const query = pagedSearchQueryWire(10);
function messages(input: unknown): string[] {
  const parsed = query.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
}

describe('pagedSearchQueryWire', () => {
  it('reads page 1 when no page is given, and a page number from the query text', () => {
    expect(query.parse({})).toEqual({ page: 1 });
    expect(query.parse({ page: '3', search: '  Rita  ' })).toEqual({ page: 3, search: 'Rita' });
  });

  it('refuses page 0 and a page that is not a whole number', () => {
    expect(messages({ page: '0' })).toEqual(['Página inválida.']);
    expect(messages({ page: '1.5' })).toHaveLength(1);
    expect(messages({ page: 'dois' })).toHaveLength(1);
  });

  it('takes a search of the longest length, the spaces around not counted, and refuses one more', () => {
    expect(messages({ search: ` ${'a'.repeat(10)} ` })).toEqual([]);
    expect(messages({ search: 'a'.repeat(11) })).toEqual(['Certifique-se de que este campo não tenha mais de 10 caracteres.']);
  });
});

describe('pageCount', () => {
  it('is 1 for an empty list and rounds a partial page up', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(41, 20)).toBe(3);
  });
});

describe('foundPage', () => {
  it('gives the items found, the total and whether pages come before and after', () => {
    expect(foundPage({ total: 5, items: ['a', 'b'] }, 1, 2)).toEqual({ count: 5, items: ['a', 'b'], hasNext: true, hasPrevious: false });
    expect(foundPage({ total: 5, items: ['c', 'd'] }, 2, 2)).toEqual({ count: 5, items: ['c', 'd'], hasNext: true, hasPrevious: true });
    expect(foundPage({ total: 5, items: ['e'] }, 3, 2)).toEqual({ count: 5, items: ['e'], hasNext: false, hasPrevious: true });
  });

  it('answers page 1 of an empty list and nothing past the last page', () => {
    expect(foundPage({ total: 0, items: [] }, 1, 20)).toEqual({ count: 0, items: [], hasNext: false, hasPrevious: false });
    expect(foundPage({ total: 0, items: [] }, 2, 20)).toBeNull();
    expect(foundPage({ total: 5, items: [] }, 4, 2)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { findRoute, normalizePath } from './app-routes';

// A link a broker pastes or follows: query, hash and trailing slashes do not change the page.

describe('app routes', () => {
  it('drops the query, the hash and trailing slashes', () => {
    expect(normalizePath('/cotacao/?a=1')).toBe('/cotacao');
    expect(normalizePath('/cotacao///#topo')).toBe('/cotacao');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('///')).toBe('/');
    expect(normalizePath('?a=1')).toBe('/');
  });

  it('finds the page of a link with a token, not of a longer or shorter path', () => {
    expect(findRoute('/seguro-de-vida/proposta/abc123?x=1')?.id).toBe('life-insurance-shared-proposal');
    expect(findRoute('/seguro-de-vida/proposta')).toBeNull();
    expect(findRoute('/seguro-de-vida/proposta/abc/extra')).toBeNull();
  });
});

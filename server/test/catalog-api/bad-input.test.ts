/**
 * Bad input on the catalog API: every wrong filter is a DRF 400 naming the field (never a
 * 500), unknown resources are 404 with a pt-BR detail, and every route asks for a token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogKit, expectFieldError, qs, type CatalogKit } from './catalog-test-kit';

let kit: CatalogKit;
beforeAll(async () => {
  kit = await createCatalogKit();
});
afterAll(() => kit.ctx.close());

const base = { state: 26 };

describe('quote filters: 400 with the field', () => {
  it.each([
    { query: {}, field: 'state' },
    { query: { state: 0 }, field: 'state' },
    { query: { state: 28 }, field: 'state' },
    { query: { state: 'abc' }, field: 'state' },
    { query: { state: '1.5' }, field: 'state' },
    { query: { state: '' }, field: 'state' },
    { query: { ...base, type: 'XX' }, field: 'type' },
    { query: { ...base, type: 'pj' }, field: 'type' },
    { query: { ...base, lifes: -1 }, field: 'lifes' },
    { query: { ...base, lifes: '2.5' }, field: 'lifes' },
    { query: { ...base, lifes: 'abc' }, field: 'lifes' },
    { query: { ...base, age_0_18: -1 }, field: 'age_0_18' },
    { query: { ...base, age_34_38: '1.5' }, field: 'age_34_38' },
    { query: { ...base, age_59_plus: 'x' }, field: 'age_59_plus' },
    { query: { ...base, age_29_33: 1000001 }, field: 'age_29_33' },
    { query: { ...base, occupation: 'abc' }, field: 'occupation' },
    { query: { ...base, occupation: 0 }, field: 'occupation' },
    { query: { ...base, occupation: 999999 }, field: 'occupation' },
    { query: { ...base, occupation: '99999999999' }, field: 'occupation' },
    { query: { ...base, entity: 'abc' }, field: 'entity' },
    { query: { ...base, entity: 999999 }, field: 'entity' },
    { query: { ...base, entity: '99999999999999999999' }, field: 'entity' },
    { query: { ...base, accredited_networks: 'a,b' }, field: 'accredited_networks' },
    { query: { ...base, accredited_networks: '1,,2' }, field: 'accredited_networks' },
    { query: { ...base, accredited_networks: '999999' }, field: 'accredited_networks' },
    { query: { ...base, accredited_networks: '99999999999' }, field: 'accredited_networks' },
    { query: { ...base, coverage_areas: 'mundial' }, field: 'coverage_areas' },
    { query: { ...base, is_pme: 'yes' }, field: 'is_pme' },
    { query: { ...base, is_mei: '2' }, field: 'is_mei' },
    { query: { ...base, is_optional: 'maybe' }, field: 'is_optional' },
    { query: { state: 11, city: 'Gotham' }, field: 'city' },
    { query: { state: 11, city: '' }, field: 'city' },
  ])('$query → 400 on $field', async ({ query, field }) => {
    expectFieldError(await kit.get(`/api/v3/plans/?${qs(query as Record<string, string | number>)}`), field);
  });

  it('reports every wrong field at once', async () => {
    const response = await kit.get<Record<string, string[]>>(`/api/v3/plans/?${qs({ state: 'abc', lifes: -1, is_pme: 'yes', type: 'XX' })}`);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body).sort()).toEqual(['is_pme', 'lifes', 'state', 'type']);
    expect(response.body.state).toEqual(['A valid number is required.']);
    expect(response.body.type).toEqual(['Tipo inválido: use CP, PF ou PJ.']);
  });

  it('repeated parameters are a 400, not a 500', async () => {
    expectFieldError(await kit.get('/api/v3/plans/?state=26&state=11'), 'state');
    expectFieldError(await kit.get('/api/v3/plans/?state=26&accredited_networks=1&accredited_networks=2'), 'accredited_networks');
  });

  it('/api/plans/ refuses PJ and /api/v2/plans/ refuses CP and PF', async () => {
    expectFieldError(await kit.get('/api/plans/?state=26&type=PJ'), 'type');
    expectFieldError(await kit.get('/api/v2/plans/?state=26&type=CP'), 'type');
    expectFieldError(await kit.get('/api/v2/plans/?state=26&type=PF'), 'type');
    expectFieldError(await kit.get('/api/plans/?state=99'), 'state');
    expectFieldError(await kit.get('/api/v2/plans/?state=26&age_0_18=-3'), 'age_0_18');
  });
});

describe('unknown resources', () => {
  it.each(['/api/plans/999999/', '/api/plans/abc/', '/api/plans/0/', '/api/plans/99999999999/', '/api/plans/-1/'])('%s → 404 Plano não encontrado.', async (url) => {
    const response = await kit.get(url);
    expect(response).toEqual({ status: 404, body: { detail: 'Plano não encontrado.' } });
  });

  it.each(['/api/institutions/999999/', '/api/institutions/nao-existe/', '/api/institutions/Bad%20Slug!/', '/api/institution/999999/simple', '/api/institution/nao-existe/simple', '/api/institutions/99999999999/'])(
    '%s → 404 Instituição não encontrada.',
    async (url) => {
      expect(await kit.get(url)).toEqual({ status: 404, body: { detail: 'Instituição não encontrada.' } });
    },
  );
});

describe('reference lists: bad filters', () => {
  it.each([
    { url: '/api/entities/?state=0', field: 'state' },
    { url: '/api/entities/?state=abc', field: 'state' },
    { url: '/api/entities/?occupation=abc', field: 'occupation' },
    { url: '/api/entities/?occupation=999999', field: 'occupation' },
    { url: '/api/entities/?occupation=99999999999', field: 'occupation' },
    { url: '/api/hospitals/?state=28', field: 'state' },
    { url: `/api/hospitals/?search=${'x'.repeat(101)}`, field: 'search' },
  ])('$url → 400 on $field', async ({ url, field }) => {
    expectFieldError(await kit.get(url), field);
  });
});

describe('authentication', () => {
  it.each([
    '/api/states/',
    '/api/v3/plans/?state=26',
    '/api/plans/?state=26',
    '/api/v2/plans/?state=26',
    '/api/plans/1/',
    '/api/institutions/',
    '/api/institutions/hapvida/',
    '/api/institution/1/simple',
    '/api/entities/',
    '/api/occupations/',
    '/api/hospitals/',
  ])('%s without a token → 401', async (url) => {
    const response = await kit.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it('a bad token → 401 token_not_valid', async () => {
    const response = await kit.app.inject({ method: 'GET', url: '/api/v3/plans/?state=26', headers: { authorization: 'Bearer nope' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'token_not_valid' });
  });
});

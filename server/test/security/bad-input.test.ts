/**
 * No 5xx for client input: each request the fuzzer once answered 500 with, now a
 * 400 in the API's own words — control characters refused before the database, validation
 * answers never serialized through a narrower response schema, framework errors in pt-BR,
 * pagination links never built from a malformed `Host` — plus the error handler's rules.
 */
import Fastify, { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE, findControlCharacters } from '../../src/http/control-characters';
import { drfValidatorCompiler } from '../../src/http/drf-errors';
import { drfErrorHandler, INTERNAL_ERROR_BODY } from '../../src/http/error-handler';
import { reportLinkBase, reportPageLinks } from '../../src/modules/payments/use-cases/payment-report';
import { multipart } from '../accounts/support';
import { bearer, createTestContext, login, type TestContext } from '../helpers';

let ctx: TestContext;
let app: FastifyInstance;
let corretor: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({ loginRateLimitPerAddress: 1000, loginRateLimitPerUsername: 1000 });
  corretor = bearer((await login(app, 'corretor')).access);
  admin = bearer((await login(app, 'admin')).access);
});
afterAll(() => ctx.close());

const refused = (field: string) => ({ [field]: [CONTROL_CHARACTERS_MESSAGE] });

/** Neither a 5xx nor any trace of the framework (`FST_` codes, `statusCode`, English framework messages). */
function expectOwnAnswer(response: LightMyRequestResponse): void {
  expect(response.statusCode, response.body).toBeLessThan(500);
  expect(response.body).not.toMatch(/FST_|"statusCode"|Internal Server Error|Bad Request/);
}

describe('control characters are a 400 naming the field, before the database', () => {
  it.each<{ name: string; request: () => InjectOptions; body: Record<string, unknown> }>([
    {
      name: 'NUL in the login username',
      request: () => ({ method: 'POST', url: '/api/token/', payload: { username: 'corre\u0000tor', password: 'x' } }),
      body: refused('username'),
    },
    {
      name: 'NUL in the plan-info e-mail query',
      request: () => ({ method: 'GET', url: '/api/payments/user?email=%00', headers: admin }),
      body: refused('email'),
    },
    {
      name: 'NUL in the hospital search',
      request: () => ({ method: 'GET', url: '/api/hospitals/?search=%00', headers: corretor }),
      body: refused('search'),
    },
    {
      name: 'a tab in a query string (strict there)',
      request: () => ({ method: 'GET', url: '/api/hospitals/?search=a%09b', headers: corretor }),
      body: refused('search'),
    },
    {
      name: 'NUL in a path parameter',
      request: () => ({ method: 'PATCH', url: '/api/users/%00/', headers: corretor, payload: { name: 'Ana' } }),
      body: refused('username'),
    },
    {
      name: 'NUL in the profile name (JSON)',
      request: () => ({ method: 'PATCH', url: '/api/users/corretor/', headers: corretor, payload: { name: 'Ana\u0000' } }),
      body: refused('name'),
    },
    {
      name: 'a bell (U+0007) in the profile name',
      request: () => ({ method: 'PATCH', url: '/api/users/corretor/', headers: corretor, payload: { name: 'Ana\u0007' } }),
      body: refused('name'),
    },
    {
      name: 'NUL in an object key of the quotation body',
      request: () => ({ method: 'POST', url: '/api/v1/quotation/', headers: corretor, payload: { 'a\u0000': 1 } }),
      body: { non_field_errors: [CONTROL_CHARACTERS_MESSAGE] },
    },
    {
      name: 'NUL in the public quotation code',
      request: () => ({ method: 'GET', url: '/api/v1/quotation/?code=%00' }),
      body: refused('code'),
    },
    {
      name: 'NUL in the cancellation reason',
      request: () => ({ method: 'POST', url: '/api/payments/cancel/', headers: corretor, payload: { reason: 'x\u0000' } }),
      body: refused('reason'),
    },
  ])('$name', async ({ request, body }) => {
    const response = await app.inject(request());
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual(body);
  });

  it('NUL in the profile name sent as multipart', async () => {
    const form = multipart({ name: 'Ana\u0000Lima' });
    const response = await app.inject({ method: 'PATCH', url: '/api/users/corretor/', headers: { ...corretor, ...form.headers }, payload: form.payload });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual(refused('name'));
  });

  it('nested fields are reported where they are', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/payments/register-and-subscribe/',
      payload: { username: 'x\u0000', product_id: 1, method: 'pix', card: { card_holder: 'A\u0001' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ username: [CONTROL_CHARACTERS_MESSAGE] });
  });

  it('a body text may hold tab, LF and CR (the field decides)', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/payments/cancel/', headers: admin, payload: { reason: 'linha 1\r\nlinha\t2' } });
    expect(response.statusCode, response.body).not.toBe(400);
  });

  it('findControlCharacters walks deep input without recursion and caps what it reports', () => {
    let deep: unknown = 'a\u0000';
    for (let level = 0; level < 20_000; level += 1) deep = [deep];
    expect(findControlCharacters(deep, 'text').map((path) => path.length)).toEqual([20_000]);
    expect(findControlCharacters(Array.from({ length: 500 }, () => '\u0000'), 'text')).toHaveLength(20);
    expect(findControlCharacters({ ok: 'a\tb\nc\rd', u: 'ção ✓ 😀' }, 'text')).toEqual([]);
    expect(findControlCharacters({ q: 'a\tb' }, 'strict')).toEqual([['q']]);
    expect(findControlCharacters({ a: { 'b\u0000': 1 } }, 'text')).toEqual([['a']]);
    expect(findControlCharacters('\u007f', 'text')).toEqual([[]]);
  });
});

describe('deeply nested JSON', () => {
  it('is refused before parsing (400 JSON parse error), as the webhook sees it unsigned (400)', async () => {
    const payload = `${'['.repeat(200_000)}"\\u0000"${']'.repeat(200_000)}`;
    for (const url of ['/api/v1/quotation/', '/api/payments/webhook/']) {
      const response = await app.inject({ method: 'POST', url, headers: { ...corretor, 'content-type': 'application/json' }, payload });
      expect(response.statusCode, response.body).toBe(400);
      expectOwnAnswer(response);
    }
    const quotation = await app.inject({ method: 'POST', url: '/api/v1/quotation/', headers: { ...corretor, 'content-type': 'application/json' }, payload });
    expect(quotation.json().detail).toMatch(/^JSON parse error - Maximum nesting depth/);
  });

  it('brackets inside strings do not count', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/token/', payload: { username: '['.repeat(100), password: '{"\\"['.repeat(50) } });
    expectOwnAnswer(response);
    expect(JSON.stringify(response.json())).not.toMatch(/JSON parse error/);
  });
});

describe('confirm-email without a usable token', () => {
  it.each([{}, { token: '' }, { token: 5 }, { token: null }, { token: 'x'.repeat(201) }])('%j → 400 {"token": [...]}', async (payload) => {
    const response = await app.inject({ method: 'POST', url: '/api/users/confirm-email/', payload });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ token: [expect.any(String)] });
    expectOwnAnswer(response);
  });

  it('says what is wrong: required, blank', async () => {
    const missing = await app.inject({ method: 'POST', url: '/api/users/confirm-email/', payload: {} });
    expect(missing.json()).toEqual({ token: ['This field is required.'] });
    const blank = await app.inject({ method: 'POST', url: '/api/users/confirm-email/', payload: { token: '' } });
    expect(blank.json()).toEqual({ token: ['This field may not be blank.'] });
  });

  it('malformed JSON → 400 JSON parse error, not a serialization 500', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/users/confirm-email/', headers: { 'content-type': 'application/json' }, payload: '{"token":' });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/^JSON parse error - /);
  });
});

describe('the payment report with a malformed Host header', () => {
  it.each(['a b', 'evil.example/x?', 'host:99999', '[zz]', 'a@b', '\u00e7.example'])('Host %j → 200, links from APP_URL', async (host) => {
    const response = await app.inject({ method: 'GET', url: '/api/admin/payments/report/', headers: { ...admin, host } });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('builds the links from a well-formed Host, else from APP_URL', () => {
    expect(reportLinkBase('https://app.example', 'http', 'localhost:8080')).toBe('http://localhost:8080');
    expect(reportLinkBase('https://app.example', 'https', 'Cotador.Example.com')).toBe('https://cotador.example.com');
    expect(reportLinkBase('https://app.example', 'http', '[::1]:5173')).toBe('http://[::1]:5173');
    for (const bad of ['a b', 'evil.example/x?', 'host:99999', '[zz]', 'a@b', '', 'x\u0000', undefined]) {
      expect(reportLinkBase('https://app.example/', 'http', bad)).toBe('https://app.example');
    }
    const links = reportPageLinks('https://app.example', { from: '2026-01-01', to: '2026-01-31', page: 2, pages: 3 }, { status: 'approved', productId: 2 });
    expect(links).toEqual({
      next: 'https://app.example/api/admin/payments/report/?from=2026-01-01&to=2026-01-31&status=approved&product_id=2&page=3',
      previous: 'https://app.example/api/admin/payments/report/?from=2026-01-01&to=2026-01-31&status=approved&product_id=2',
    });
  });
});

describe('the error handler never echoes the framework', () => {
  it('a bad URL encoding → 400 in pt-BR', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/hospitals/%E0%A4%A/', headers: corretor });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Endereço inválido.' });
  });

  it('an over-long path parameter → 414 in pt-BR', async () => {
    const response = await app.inject({ method: 'PATCH', url: `/api/users/${'a'.repeat(500)}/`, headers: corretor, payload: { name: 'Ana' } });
    expectOwnAnswer(response);
    expect(response.json()).toEqual({ detail: expect.any(String) });
  });

  it('a body whose size does not match Content-Length → 400 in pt-BR', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/token/',
      headers: { 'content-type': 'application/json', 'content-length': '2' },
      payload: '{"username":"a","password":"b"}',
    });
    expectOwnAnswer(response);
  });

  it('a response that does not match its schema, an FST_ 5xx error, an FST_ 4xx error (its own app: the mechanism alone)', async () => {
    const local = Fastify({ logger: false });
    local.setValidatorCompiler(drfValidatorCompiler);
    local.setSerializerCompiler(serializerCompiler);
    local.setErrorHandler(drfErrorHandler);
    local.get('/bad-response/', { schema: { response: { 200: z.object({ n: z.number() }) } } }, async () => ({ n: 'not a number' }) as never);
    local.post(
      '/narrow-400/',
      { schema: { body: z.object({ token: z.string().min(1) }), response: { 400: z.object({ code: z.literal('x') }) } } },
      async () => ({}),
    );
    local.get('/fst-500/', async () => {
      throw Object.assign(new Error('Something internal'), { code: 'FST_ERR_SOMETHING', statusCode: 503 });
    });
    local.get('/fst-400/', async () => {
      throw Object.assign(new Error("'x' is an English framework message"), { code: 'FST_ERR_SOMETHING_ELSE', statusCode: 400 });
    });
    local.get('/no-status/', async () => {
      throw new TypeError('internal detail');
    });
    await local.ready();
    try {
      for (const url of ['/bad-response/', '/fst-500/', '/no-status/']) {
        const response = await local.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(500);
        expect(response.json()).toEqual(INTERNAL_ERROR_BODY);
      }
      const fst400 = await local.inject({ method: 'GET', url: '/fst-400/' });
      expect(fst400.statusCode).toBe(400);
      expect(fst400.json()).toEqual({ detail: 'Requisição inválida.' });
      // A validation answer is not serialized through the route's narrower 400 schema.
      const narrow = await local.inject({ method: 'POST', url: '/narrow-400/', payload: { token: '' } });
      expect(narrow.statusCode).toBe(400);
      expect(narrow.json()).toEqual({ token: ['This field may not be blank.'] });
    } finally {
      await local.close();
    }
  });

  it('malformed multipart bodies → 4xx, never 500', async () => {
    const boundary = '----cotadorX';
    const headers = { ...corretor, 'content-type': `multipart/form-data; boundary=${boundary}` };
    const bodies = [
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nAna`, // unexpected end of form
      `--${boundary}\r\nNo-Disposition\r\n\r\nx\r\n--${boundary}--\r\n`,
      `garbage without boundary`,
      '',
      `--${boundary}\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--${boundary}--\r\n`,
      // A file part followed by a refused field, the form never closed: the file stream ends early.
      `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="x.png"\r\nContent-Type: text/plain\r\n\r\nhello world\r\n--${boundary}\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n1\r\n`,
    ];
    for (const payload of bodies) {
      const response = await app.inject({ method: 'PATCH', url: '/api/users/corretor/', headers, payload });
      expectOwnAnswer(response);
    }
    // The parser's own errors (no boundary, a boundary over 256 characters): 400 in pt-BR.
    for (const contentType of ['multipart/form-data', `multipart/form-data; boundary=${'b'.repeat(300)}`]) {
      const response = await app.inject({ method: 'PATCH', url: '/api/users/corretor/', headers: { ...corretor, 'content-type': contentType }, payload: 'x' });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ detail: 'Formulário multipart inválido.' });
    }
    const emptyBoundary = await app.inject({ method: 'PATCH', url: '/api/users/corretor/', headers: { ...corretor, 'content-type': 'multipart/form-data; boundary=' }, payload: 'x' });
    expect(emptyBoundary.statusCode, emptyBoundary.body).toBe(400);
  });
});

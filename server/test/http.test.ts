import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(() => ctx.close());

describe('GET /api/health/', () => {
  it('answers 200 {"status":"ok"}', async () => {
    const app = await ctx.app();
    const response = await app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('errors', () => {
  it('answers unknown /api/ routes with 404 JSON', async () => {
    const app = await ctx.app();
    for (const [method, url] of [
      ['GET', '/api/nao-existe/'],
      ['POST', '/api/v9/plans/'],
      ['DELETE', '/api'],
    ] as const) {
      const response = await app.inject({ method, url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('answers 405 for a known path with another method', async () => {
    const app = await ctx.app();
    const response = await app.inject({ method: 'GET', url: '/api/token/' });
    expect(response.statusCode).toBe(405);
    expect(response.json()).toEqual({ detail: 'Method "GET" not allowed.' });
    expect(response.headers.allow).toBe('POST');
  });

  it('accepts paths without the trailing slash', async () => {
    const app = await ctx.app();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
  });

  it('answers 500 without internals, and logs the error', async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: 'error' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    const app = buildApp({ config: ctx.config, db: ctx.db, clock: ctx.clock.now, logger });
    app.get('/api/test/boom/', { config: { access: 'public' } }, async () => {
      throw new Error('segredo interno: senha do banco');
    });
    await app.ready();
    try {
      const response = await app.inject({ method: 'GET', url: '/api/test/boom/' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ detail: 'Erro interno do servidor.' });
      expect(response.body).not.toContain('segredo');
      expect(lines.join('')).toContain('segredo interno');
    } finally {
      await app.close();
    }
  });

  it('answers 413 for a body over the limit', async () => {
    const app = await ctx.app();
    const response = await app.inject({
      method: 'POST',
      url: '/api/token/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024), password: 'y' }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: expect.any(String) });
  });

  it('answers 415 for an unsupported media type', async () => {
    const app = await ctx.app();
    const response = await app.inject({
      method: 'POST',
      url: '/api/token/',
      headers: { 'content-type': 'application/xml' },
      payload: '<x/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ detail: 'Unsupported media type "application/xml" in request.' });
  });

  it('refuses prototype-poisoning JSON', async () => {
    const app = await ctx.app();
    const response = await app.inject({
      method: 'POST',
      url: '/api/token/',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":"a","password":"b","__proto__":{"admin":true}}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/^JSON parse error - /);
  });
});

describe('static SPA and media', () => {
  let staticDir: string;
  beforeAll(async () => {
    staticDir = await mkdtemp(path.join(os.tmpdir(), 'cotador-spa-'));
    await mkdir(path.join(staticDir, 'assets'));
    await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>Cotador</title><div id="root"></div>');
    await writeFile(path.join(staticDir, 'assets', 'app-abc123.js'), 'console.log("spa")');
    await mkdir(path.join(ctx.config.dataDir, 'media', 'logos'), { recursive: true });
    await writeFile(path.join(ctx.config.dataDir, 'media', 'logos', 'logo.png'), 'PNG');
  });
  afterAll(() => rm(staticDir, { recursive: true, force: true }));

  it('serves index.html at / and for client routes that accept HTML', async () => {
    const app = await ctx.app({ staticDir });
    for (const url of ['/', '/cotacao', '/nao-existe', '/admin/painel-de-controle', '/comparacao-pdf/123?x=1']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('serves assets with long caching, and 404 JSON for missing files', async () => {
    const app = await ctx.app({ staticDir });
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');

    const missing = await app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Not found.' });

    const api = await app.inject({ method: 'GET', url: '/api/nada/', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ detail: 'Not found.' });
  });

  it('serves uploaded files under /media/, and 404 JSON for missing ones', async () => {
    for (const app of [await ctx.app({ staticDir }), await ctx.app()]) {
      const logo = await app.inject({ method: 'GET', url: '/media/logos/logo.png' });
      expect(logo.statusCode).toBe(200);
      expect(logo.body).toBe('PNG');
      const missing = await app.inject({ method: 'GET', url: '/media/logos/nada.png', headers: { accept: 'text/html' } });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('answers 404 JSON for pages when there is no built SPA', async () => {
    const app = await ctx.app();
    const response = await app.inject({ method: 'GET', url: '/cotacao', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });
});

describe('OpenAPI', () => {
  it('lists the routes with the zod schemas that validate them', async () => {
    const app = await ctx.app();
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    // Each area adds its paths (catalog, accounts...); the foundation's must be there.
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/accounts/logout/', '/api/health/', '/api/token/', '/api/token/refresh/', '/api/users/me/']),
    );
    const token = doc.paths['/api/token/'].post;
    expect(token.requestBody.content['application/json'].schema).toMatchObject({
      type: 'object',
      required: ['username', 'password'],
      properties: { username: { type: 'string' }, password: { type: 'string' } },
    });
    expect(Object.keys(token.responses).sort()).toEqual(['200', '400', '401', '429']);
    expect(token.responses['200'].content['application/json'].schema.required.sort()).toEqual(['access', 'refresh']);

    const me = doc.paths['/api/users/me/'].get;
    expect(me.security).toEqual([{ bearerAuth: [] }]);
    const meSchema = me.responses['200'].content['application/json'].schema;
    expect(Object.keys(meSchema.properties)).toEqual(
      expect.arrayContaining(['payment', 'payment_expirated_at', 'principal_user_id', 'subscription', 'roles']),
    );
    expect(doc.paths['/api/accounts/logout/'].post.requestBody.content['application/json'].schema.required).toEqual([
      'refresh',
    ]);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('serves a readable docs page at /api/docs/', async () => {
    const app = await ctx.app();
    const response = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('swagger-ui');
  });
});

/**
 * HTTP security headers (docs/security.md, "HTTP headers"): every answer — the SPA's
 * index.html at / and client routes, assets, the API (200, 401, 404), uploaded media —
 * carries the Content-Security-Policy, nosniff, Referrer-Policy and frame protection;
 * index.html carries the answer's style nonce; the Swagger UI has its own, relaxed policy;
 * HSTS and extra connect-src origins come from the configuration.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { CSP_NONCE_PLACEHOLDER } from '../../src/http/security-headers';
import { createTestContext, type TestContext } from '../helpers';

/** The Content-Security-Policy of an answer as `directive → sources`. */
function cspOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = response.headers['content-security-policy'];
  expect(typeof header, 'Content-Security-Policy header').toBe('string');
  const directives = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

/** The headers every answer must carry, and the app's policy. */
function expectSecurityHeaders(response: LightMyRequestResponse, what: string): Map<string, string[]> {
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
  expect(response.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-frame-options'], what).toBe('DENY');
  expect(response.headers['strict-transport-security'], `${what}: no HSTS on plain http by default`).toBeUndefined();
  expect(response.headers['x-powered-by'], what).toBeUndefined();
  const csp = cspOf(response);
  expect(csp.get('default-src'), what).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(csp.get('base-uri'), what).toEqual(["'self'"]);
  expect(csp.get('form-action'), what).toEqual(["'self'"]);
  expect(csp.get('object-src'), what).toEqual(["'none'"]);
  expect(csp.get('frame-src'), what).toEqual(["'none'"]);
  expect(csp.get('img-src'), what).toEqual(["'self'", 'data:', 'blob:']);
  expect(csp.get('connect-src'), what).toEqual(["'self'"]);
  expect(csp.get('script-src-attr'), what).toEqual(["'none'"]);
  // No inline script: only 'self' and the answer's nonce (which no page uses for scripts).
  const scriptSrc = csp.get('script-src') ?? [];
  expect(scriptSrc[0], what).toBe("'self'");
  expect(scriptSrc.slice(1).every((source) => /^'nonce-[0-9a-f]{32}'$/.test(source)), `${what}: ${scriptSrc.join(' ')}`).toBe(true);
  expect(scriptSrc.join(' '), what).not.toMatch(/unsafe-inline|unsafe-eval|strict-dynamic/);
  const styleSrc = csp.get('style-src') ?? [];
  expect(styleSrc[0], what).toBe("'self'");
  expect(styleSrc.join(' '), what).not.toMatch(/unsafe/);
  expect(styleSrc.slice(1).every((source) => /^'nonce-[0-9a-f]{32}'$/.test(source)), `${what}: ${styleSrc.join(' ')}`).toBe(true);
  return csp;
}

/** The style nonce of the policy, e.g. `abc…` for `'nonce-abc…'`. */
function styleNonceOf(csp: Map<string, string[]>): string {
  const source = (csp.get('style-src') ?? []).find((value) => value.startsWith("'nonce-"));
  expect(source).toBeDefined();
  return String(source).slice("'nonce-".length, -1);
}

const INDEX_HTML = `<!doctype html><html><head><title>Cotador</title><meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}" /></head><body><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script></body></html>`;
/** The landing as the build prerenders it (scripts/lib/vite-prerender.ts): markup in the root, CSS inline with the nonce placeholder. */
const PRERENDERED_HOME = INDEX_HTML.replace('<div id="root"></div>', '<div id="root"><h1>Cote e compare</h1></div>').replace(
  '</head>',
  `<style nonce="${CSP_NONCE_PLACEHOLDER}">h1{color:teal}</style></head>`,
);
const HTML = { accept: 'text/html,application/xhtml+xml' };

let ctx: TestContext;
let staticDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false, catalog: 'none' });
  staticDir = await mkdtemp(path.join(os.tmpdir(), 'cotador-spa-headers-'));
  await mkdir(path.join(staticDir, 'assets'));
  await writeFile(path.join(staticDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(staticDir, 'assets', 'app-abc123.js'), 'console.log("spa")');
  await mkdir(path.join(staticDir, 'prerendered'));
  await writeFile(path.join(staticDir, 'prerendered', 'home.html'), PRERENDERED_HOME);
  await mkdir(path.join(ctx.config.dataDir, 'media', 'logos'), { recursive: true });
  await writeFile(path.join(ctx.config.dataDir, 'media', 'logos', 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  await writeFile(path.join(ctx.config.dataDir, 'media', 'logos', 'logo.jpg'), Buffer.from([0xff, 0xd8, 0xff]));
  app = await ctx.app({ staticDir });
});
afterAll(async () => {
  await ctx.close();
  await rm(staticDir, { recursive: true, force: true });
});

describe('the SPA', () => {
  it('answers / and client routes with the headers and index.html carrying the answer\'s style nonce', async () => {
    for (const [url, headers] of [
      ['/', HTML],
      ['/', {}],
      ['/index.html', {}],
      ['/cotacao', HTML],
      ['/proposta/comparativo', HTML],
      ['/comparacao-pdf/123?x=1', HTML],
    ] as const) {
      const response = await app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      const csp = expectSecurityHeaders(response, url);
      const nonce = styleNonceOf(csp);
      expect(response.body, url).toContain(`<meta property="csp-nonce" nonce="${nonce}" />`);
      expect(response.body, url).not.toContain(CSP_NONCE_PLACEHOLDER);
      expect(response.body, url).toContain('<div id="root">');
    }
  });

  it('answers /home with the prerendered landing, its inline style carrying the answer\'s nonce; other routes keep the empty root', async () => {
    const home = await app.inject({ method: 'GET', url: '/home', headers: HTML });
    expect(home.statusCode).toBe(200);
    expect(home.headers['cache-control']).toBe('no-cache');
    const nonce = styleNonceOf(expectSecurityHeaders(home, '/home'));
    expect(home.body).toContain('<div id="root"><h1>Cote e compare</h1></div>');
    expect(home.body).toContain(`<style nonce="${nonce}">`);
    expect(home.body).not.toContain(CSP_NONCE_PLACEHOLDER);
    const other = await app.inject({ method: 'GET', url: '/cotacao', headers: HTML });
    expect(other.body).toContain('<div id="root"></div>');
    // The page is served only with its nonce, never as a static file.
    const direct = await app.inject({ method: 'GET', url: '/prerendered/home.html' });
    expect(direct.body).not.toContain(CSP_NONCE_PLACEHOLDER);
    expect(direct.body).not.toContain('Cote e compare');
  });

  it('gives every answer a fresh nonce', async () => {
    const [first, second] = await Promise.all([1, 2].map(() => app.inject({ method: 'GET', url: '/cotacao', headers: HTML })));
    expect(styleNonceOf(cspOf(first!))).not.toBe(styleNonceOf(cspOf(second!)));
  });

  it('serves assets with their type and the headers, and no source map', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expectSecurityHeaders(asset, 'asset');
    const map = await app.inject({ method: 'GET', url: '/assets/app-abc123.js.map' });
    expect(map.statusCode).toBe(404);
    expectSecurityHeaders(map, 'missing map');
  });
});

describe('the API', () => {
  it('answers /api/health/ with the headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expectSecurityHeaders(response, '/api/health/');
  });

  it('answers a 404 under /api with the headers, even to a browser', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nao-existe/', headers: HTML });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
    expectSecurityHeaders(response, '404 /api');
  });

  it('answers a refused request (401) with the headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/users/me/' });
    expect(response.statusCode).toBe(401);
    expectSecurityHeaders(response, '401 /api/users/me/');
  });

  it('answers a 405 and a bad JSON body with the headers', async () => {
    const notAllowed = await app.inject({ method: 'GET', url: '/api/token/' });
    expect(notAllowed.statusCode).toBe(405);
    expectSecurityHeaders(notAllowed, '405');
    const badJson = await app.inject({ method: 'POST', url: '/api/token/', headers: { 'content-type': 'application/json' }, payload: '{' });
    expect(badJson.statusCode).toBe(400);
    expectSecurityHeaders(badJson, '400');
  });
});

describe('/media/', () => {
  it('answers a stored file with its type by extension, nosniff and the headers', async () => {
    for (const [file, type] of [
      ['logo.png', 'image/png'],
      ['logo.jpg', 'image/jpeg'],
    ] as const) {
      const response = await app.inject({ method: 'GET', url: `/media/logos/${file}` });
      expect(response.statusCode, file).toBe(200);
      expect(response.headers['content-type'], file).toBe(type);
      expectSecurityHeaders(response, file);
    }
  });

  it('answers a missing file 404 JSON with the headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/media/logos/nada.png', headers: HTML });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
    expectSecurityHeaders(response, '404 /media');
  });
});

describe('the Swagger UI at /api/docs/', () => {
  it('has its own policy: inline styles allowed, still no inline script, never framed', async () => {
    for (const url of ['/api/docs/', '/api/docs/static/swagger-initializer.js', '/api/docs/json']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      const csp = cspOf(response);
      expect(csp.get('style-src'), url).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp.get('script-src'), url).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(csp.get('img-src'), url).toEqual(["'self'", 'data:']);
    }
  });

  it('serves a page whose scripts are all external files', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/' });
    const scripts = [...response.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\ssrc="/);
      expect(body?.trim()).toBe('');
    }
  });
});

describe('configuration', () => {
  it('sends HSTS only when HSTS_MAX_AGE is set (behind TLS)', async () => {
    const tls = await ctx.app({ staticDir, hstsMaxAgeSeconds: 31536000 });
    const response = await tls.inject({ method: 'GET', url: '/api/health/' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it('adds the CSP_CONNECT_SRC origins to connect-src', async () => {
    const config = loadConfig({ NODE_ENV: 'test', CSP_CONNECT_SRC: 'http://localhost:8090, wss://vida.example.com' });
    expect(config.cspConnectSrc).toEqual(['http://localhost:8090', 'wss://vida.example.com']);
    const extra = await ctx.app({ staticDir, cspConnectSrc: config.cspConnectSrc });
    const response = await extra.inject({ method: 'GET', url: '/cotacao', headers: HTML });
    expect(cspOf(response).get('connect-src')).toEqual(["'self'", 'http://localhost:8090', 'wss://vida.example.com']);
  });

  it('refuses CSP_CONNECT_SRC items that are not origins', () => {
    for (const value of ['*', "'unsafe-inline'", 'http://x.example/path', 'ftp://x.example', 'localhost:8090']) {
      expect(() => loadConfig({ NODE_ENV: 'test', CSP_CONNECT_SRC: value }), value).toThrow(/CSP_CONNECT_SRC/);
    }
    expect(loadConfig({ NODE_ENV: 'test', HSTS_MAX_AGE: '600' }).hstsMaxAgeSeconds).toBe(600);
  });
});

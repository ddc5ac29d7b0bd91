import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/lib/precompress';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false, catalog: 'none' });
});
afterAll(() => ctx.close());

describe('compressed API answers', () => {
  it.each([
    { encoding: 'br', decode: (body: Buffer) => zlib.brotliDecompressSync(body) },
    { encoding: 'gzip', decode: (body: Buffer) => zlib.gunzipSync(body) },
  ])('sends a large JSON answer as $encoding when the client accepts it', async ({ encoding, decode }) => {
    const app = await ctx.app();
    const plain = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const compressed = await app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'accept-encoding': encoding } });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe(encoding);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(decode(compressed.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('prefers brotli when both are accepted', async () => {
    const app = await ctx.app();
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.headers['content-encoding']).toBe('br');
  });
});

describe('precompressed SPA assets', () => {
  let staticDir: string;
  const script = `export const greeting = ${JSON.stringify('Olá, corretor! '.repeat(400))};\n`;
  beforeAll(async () => {
    staticDir = await mkdtemp(path.join(os.tmpdir(), 'cotador-spa-'));
    await mkdir(path.join(staticDir, 'assets'));
    await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>Cotador</title><div id="root"></div>');
    await writeFile(path.join(staticDir, 'assets', 'app-abc123.js'), script);
    await writeFile(path.join(staticDir, 'assets', 'tiny-abc123.js'), 'console.log(1)');
  });
  afterAll(() => rm(staticDir, { recursive: true, force: true }));

  it('writes .br and .gz beside each compressible file over 1 KiB, never beside index.html', async () => {
    const done = await precompressDir(staticDir);
    expect(done.map((entry) => entry.file)).toEqual([path.join('assets', 'app-abc123.js')]);
    expect(zlib.brotliDecompressSync(await readFile(path.join(staticDir, 'assets', 'app-abc123.js.br'))).toString('utf8')).toBe(script);
    expect(zlib.gunzipSync(await readFile(path.join(staticDir, 'assets', 'app-abc123.js.gz'))).toString('utf8')).toBe(script);
  });

  it('serves the precompressed file to a browser that accepts it, the plain file otherwise', async () => {
    await precompressDir(staticDir);
    const app = await ctx.app({ staticDir });
    const br = await app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.rawPayload.equals(await readFile(path.join(staticDir, 'assets', 'app-abc123.js.br')))).toBe(true);
    const plain = await app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('does not serve the build manifest (dist/.vite/)', async () => {
    await mkdir(path.join(staticDir, '.vite'), { recursive: true });
    await writeFile(path.join(staticDir, '.vite', 'manifest.json'), '{"index.html":{"file":"assets/app-abc123.js"}}');
    const app = await ctx.app({ staticDir });
    const response = await app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(response.statusCode).toBe(404);
  });
});

/**
 * Logos are decoded and re-encoded (sharp), so only pixels are stored: what is not a
 * decodable PNG or JPEG is refused, metadata (EXIF) is dropped, trailing bytes are gone,
 * and large images are scaled down to fit 1024 × 1024. /media/ serves the stored file
 * with its image type.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByUsername } from '../../src/modules/accounts/repositories/users.repository';
import { createTestContext, type TestContext } from '../helpers';
import { authAs, json, me, multipart } from './support';

let ctx: TestContext;
let app: FastifyInstance;
let expirando: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext({ catalog: 'none' });
  app = await ctx.app({ loginRateLimitPerAddress: 1000 });
  expirando = await authAs(app, 'expirando');
});
afterAll(() => ctx.close());

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

function image(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 11, g: 111, b: 143 } } });
}

function upload(data: Buffer, filename = 'logo.png', contentType = 'image/png') {
  const body = multipart({}, { field: 'logo', filename, contentType, data });
  return app.inject({ method: 'PATCH', url: '/api/users/expirando/', payload: body.payload, headers: { ...expirando, ...body.headers } });
}

/** The stored file of a logo URL, and what /media/ answers for it. */
async function stored(logoUrl: string) {
  const file = readFileSync(path.join(ctx.config.dataDir, 'media', logoUrl.replace(/^\/media\//, '')));
  const served = await app.inject({ method: 'GET', url: logoUrl });
  return { file, served };
}

describe('logo content', () => {
  it.each([
    ['a PNG signature followed by HTML', async () => Buffer.concat([PNG_SIGNATURE, HTML])],
    ['a JPEG start of image followed by HTML', async () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), HTML])],
    ['a cut PNG', async () => (await image(64, 64).png().toBuffer()).subarray(0, 60)],
  ])('refuses %s with "Formato de arquivo não suportado!" and changes nothing', async (_label, make) => {
    const bytes = await make();
    const before = await findUserByUsername(ctx.db, 'expirando');
    const response = await upload(bytes);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ logo: ['Formato de arquivo não suportado!'] });
    expect(await findUserByUsername(ctx.db, 'expirando')).toEqual(before);
  });

  it('refuses a WebP or GIF even though sharp could read it (PNG and JPEG only)', async () => {
    for (const data of [await image(8, 8).webp().toBuffer(), await image(8, 8).gif().toBuffer()]) {
      const response = await upload(data);
      expect(response.json()).toEqual({ logo: ['Formato de arquivo não suportado!'] });
    }
  });

  it('stores a real PNG with EXIF without its EXIF, as a PNG, served as image/png', async () => {
    const withExif = await image(120, 80).png().withExif({ IFD0: { Copyright: 'segredo-exif', ImageDescription: 'Rua das Flores, 10' } }).toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const response = await upload(withExif);
    expect(response.statusCode).toBe(200);
    const logo = String(json(response).logo);
    expect(logo).toMatch(/^\/media\/logos\/[0-9a-f]{32}\.png$/);
    const { file, served } = await stored(logo);
    const meta = await sharp(file).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 120, height: 80 });
    expect(meta.exif).toBeUndefined();
    expect(file.includes('segredo-exif')).toBe(false);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(file)).toBe(true);
  });

  it('stores a JPEG as a JPEG without EXIF, served as image/jpeg', async () => {
    const jpeg = await image(200, 100).jpeg().withExif({ IFD0: { Copyright: 'segredo-exif' } }).toBuffer();
    const response = await upload(jpeg, 'foto.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(200);
    const logo = String(json(response).logo);
    expect(logo).toMatch(/\.jpg$/);
    const { file, served } = await stored(logo);
    const meta = await sharp(file).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 200, height: 100 });
    expect(meta.exif).toBeUndefined();
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('keeps only the pixels of a valid PNG followed by HTML', async () => {
    const polyglot = Buffer.concat([await image(32, 32).png().toBuffer(), HTML]);
    const response = await upload(polyglot);
    expect(response.statusCode).toBe(200);
    const { file } = await stored(String(json(response).logo));
    expect(file.includes('<script>')).toBe(false);
    expect((await sharp(file).metadata()).format).toBe('png');
  });

  it('scales a huge PNG down to fit 1024 × 1024 (proportions kept) and never enlarges a small one', async () => {
    const huge = await image(4000, 2000).png().toBuffer();
    const response = await upload(huge);
    expect(response.statusCode).toBe(200);
    const { file } = await stored(String(json(response).logo));
    expect(await sharp(file).metadata()).toMatchObject({ width: 1024, height: 512 });

    const small = await upload(await image(10, 300).png().toBuffer());
    const { file: smallFile } = await stored(String(json(small).logo));
    expect(await sharp(smallFile).metadata()).toMatchObject({ width: 10, height: 300 });
  });

  it('turns a JPEG by its EXIF orientation before dropping the EXIF', async () => {
    const rotated = await image(300, 100).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const response = await upload(rotated, 'celular.jpg', 'image/jpeg');
    const { file } = await stored(String(json(response).logo));
    expect(await sharp(file).metadata()).toMatchObject({ width: 100, height: 300 });
  });

  it('refuses an image of too many pixels (a decompression bomb) with a clear message', async () => {
    const bomb = await image(8000, 8000).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const before = await me(app, expirando);
    const response = await upload(bomb);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ logo: ['A imagem é grande demais: use uma logo de até 7000 × 7000 pixels.'] });
    expect(await me(app, expirando)).toEqual(before);
  });
});

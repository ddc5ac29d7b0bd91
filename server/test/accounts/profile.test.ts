/** `PATCH /api/users/{username}/` (multipart): name, phone, e-mail and the logo, checked by decoding it. */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByUsername } from '../../src/modules/accounts/repositories/users.repository';
import { createTestContext, type TestContext } from '../helpers';
import { PDF, SVG, TINY_JPEG, TINY_PNG, authAs, json, me, multipart } from './support';

let ctx: TestContext;
let app: FastifyInstance;
let corretor: Record<string, string>;
let gestor: Record<string, string>;
let expirando: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({ loginRateLimitPerAddress: 1000 });
  corretor = await authAs(app, 'corretor');
  gestor = await authAs(app, 'gestor');
  expirando = await authAs(app, 'expirando');
});
afterAll(() => ctx.close());

const logosDir = () => path.join(ctx.config.dataDir, 'media', 'logos');
const logoFiles = () => (existsSync(logosDir()) ? readdirSync(logosDir()) : []);

function patch(username: string, headers: Record<string, string>, fields: Record<string, string>, file?: Parameters<typeof multipart>[1]) {
  const body = multipart(fields, file);
  return app.inject({ method: 'PATCH', url: `/api/users/${username}/`, payload: body.payload, headers: { ...headers, ...body.headers } });
}

describe('editing one’s own profile', () => {
  it('changes name and phone (digits) at once; a new e-mail waits for its link (email-change.test.ts)', async () => {
    const response = await patch('expirando', expirando, {
      name: 'Elisa M. Prado',
      phone: '(51) 99543-2100',
      email: 'Elisa.Prado@Example.com',
      current_password: 'demo1234',
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ username: 'expirando', name: 'Elisa M. Prado', phone: '51995432100', email: 'expirando@cotador.local' });
    expect(await me(app, expirando)).toMatchObject({ name: 'Elisa M. Prado', phone: '51995432100', email: 'expirando@cotador.local' });
  });

  it('accepts JSON too (without a logo)', async () => {
    const response = await app.inject({ method: 'PATCH', url: '/api/users/expirando/', headers: expirando, payload: { name: 'Elisa Martins Prado' } });
    expect(response.statusCode).toBe(200);
    expect(json(response).name).toBe('Elisa Martins Prado');
  });

  it('stores a PNG logo under media/logos with a random name and serves it back by URL', async () => {
    const response = await patch('expirando', expirando, {}, { field: 'logo', filename: 'minha logo.png', contentType: 'image/png', data: TINY_PNG });
    expect(response.statusCode).toBe(200);
    const logo = String(json(response).logo);
    expect(logo).toMatch(/^\/media\/logos\/[0-9a-f]{32}\.png$/);
    expect((await me(app, expirando)).logo).toBe(logo);
    const served = await app.inject({ method: 'GET', url: logo });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    // Re-encoded: the same pixels, not necessarily the same bytes (logo-images.test.ts).
    expect(served.rawPayload.subarray(0, 8).equals(TINY_PNG.subarray(0, 8))).toBe(true);

    // A new logo (JPEG) replaces the file.
    const second = await patch('expirando', expirando, {}, { field: 'logo', filename: 'logo.jpg', contentType: 'image/jpeg', data: TINY_JPEG });
    expect(second.statusCode).toBe(200);
    expect(String(json(second).logo)).toMatch(/\.jpg$/);
    expect(logoFiles()).toEqual([path.basename(String(json(second).logo))]);
  });

  it.each([
    ['a PDF renamed .png', PDF, 'image/png'],
    ['an SVG renamed .png', SVG, 'image/png'],
    ['a text file', Buffer.from('olá'), 'text/plain'],
    ['an empty file', Buffer.alloc(0), 'image/png'],
  ])('refuses %s with "Formato de arquivo não suportado!" and changes nothing', async (_label, data, contentType) => {
    const before = await me(app, expirando);
    const files = logoFiles();
    const response = await patch('expirando', expirando, { name: 'Não Deve Mudar' }, { field: 'logo', filename: 'logo.png', contentType, data });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ logo: ['Formato de arquivo não suportado!'] });
    expect(await me(app, expirando)).toEqual(before);
    expect(logoFiles()).toEqual(files);
  });

  it('refuses a 3 MB image with a field message', async () => {
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(3 * 1024 * 1024)]);
    const before = await me(app, expirando);
    const response = await patch('expirando', expirando, {}, { field: 'logo', filename: 'grande.png', contentType: 'image/png', data: big });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ logo: ['A logo deve ter no máximo 2 MB.'] });
    expect(await me(app, expirando)).toEqual(before);
  });

  it('accepts a logo of exactly 2 MB', async () => {
    const exact = Buffer.concat([TINY_PNG, Buffer.alloc(2 * 1024 * 1024 - TINY_PNG.length)]);
    const response = await patch('expirando', expirando, {}, { field: 'logo', filename: 'limite.png', contentType: 'image/png', data: exact });
    expect(response.statusCode).toBe(200);
  });

  it('refuses an e-mail of another user and bad values with field messages', async () => {
    const response = await patch('expirando', expirando, { email: 'corretor@cotador.local' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ email: ['Já existe um usuário com este e-mail.'] });
    const bad = await patch('expirando', expirando, { phone: '123', name: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ phone: ['Telefone inválido. Informe o DDD e o número.'], name: ['Informe o nome.'] });
  });
});

describe('editing someone else', () => {
  it('lets the account admin edit a team member', async () => {
    const response = await patch('gestor', corretor, { name: 'Gustavo H. Alves' });
    expect(response.statusCode).toBe(200);
    expect(json(response).name).toBe('Gustavo H. Alves');
  });

  it('answers 403 to a non-admin of the same account, and nothing changes', async () => {
    const before = await findUserByUsername(ctx.db, 'corretor');
    const response = await patch('corretor', gestor, { name: 'Invasor' }, { field: 'logo', filename: 'x.png', contentType: 'image/png', data: TINY_PNG });
    expect(response.statusCode).toBe(403);
    expect(await findUserByUsername(ctx.db, 'corretor')).toEqual(before);
  });

  it('answers 404 to a user of another account (even its admin), and nothing changes', async () => {
    const before = await findUserByUsername(ctx.db, 'gestor');
    const files = logoFiles();
    const response = await patch('gestor', expirando, { name: 'Invasor', email: 'invasor@example.com' }, { field: 'logo', filename: 'x.png', contentType: 'image/png', data: TINY_PNG });
    expect(response.statusCode).toBe(404);
    expect(await findUserByUsername(ctx.db, 'gestor')).toEqual(before);
    expect(logoFiles()).toEqual(files);
    expect((await patch('nao-existe', expirando, { name: 'X' })).statusCode).toBe(404);
  });

  it('needs a token', async () => {
    expect((await patch('expirando', {}, { name: 'X' })).statusCode).toBe(401);
  });
});

describe('POST /api/users/first-access-check/', () => {
  it('marks the first access as done, for good', async () => {
    const primeiro = await authAs(app, 'primeiro');
    expect((await me(app, primeiro)).first_access).toBe(true);
    const response = await app.inject({ method: 'POST', url: '/api/users/first-access-check/', headers: primeiro });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ first_access: false });
    expect((await me(app, primeiro)).first_access).toBe(false);
    expect((await app.inject({ method: 'POST', url: '/api/users/first-access-check/', headers: primeiro })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/users/first-access-check/' })).statusCode).toBe(401);
  });
});

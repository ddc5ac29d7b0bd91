/**
 * The account owner (principal user) is protected from the account's other admins: only
 * the owner changes the owner's username and e-mail (and so the address a password reset
 * goes to). Refusals are 400 with a pt-BR sentence in `error` (a 403 would end the SPA's
 * session). An empty PATCH is a 400, not a 500.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { findUserByUsername } from '../../src/modules/accounts/repositories/users.repository';
import { createTestContext, type TestContext } from '../helpers';
import { authAs, json, multipart, newBroker } from './support';

let ctx: TestContext;
let app: FastifyInstance;
let corretor: Record<string, string>;
let gestor: Record<string, string>;
let subadmin: Record<string, string>;
let subadminName: string;

const OWNER_PROTECTED = 'Só o usuário principal da conta pode alterar o nome de usuário, o e-mail ou a senha dele.';
const OWN_EMAIL_VIA_PROFILE =
  'Para mudar o seu próprio e-mail, use Editar Perfil: lá pedimos a sua senha atual e enviamos um link de confirmação ao novo endereço.';

beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({ loginRateLimitPerAddress: 1000 });
  corretor = await authAs(app, 'corretor');
  gestor = await authAs(app, 'gestor');
  const body = newBroker({ roles: 'admin' });
  const added = await app.inject({ method: 'POST', url: '/api/users/register/', headers: corretor, payload: { principal_user_username: 'corretor', ...body } });
  expect(added.statusCode).toBe(201);
  subadminName = body.username ?? '';
  subadmin = await authAs(app, subadminName, body.password);
});
afterAll(() => ctx.close());

const putUser = (headers: Record<string, string>, username: string, body: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: `/api/v1/user/?username=${encodeURIComponent(username)}`, headers, payload: body });
const patchJson = (headers: Record<string, string>, username: string, body: Record<string, unknown>) =>
  app.inject({ method: 'PATCH', url: `/api/users/${username}/`, headers, payload: body });
const snapshot = () => ctx.db.select().from(users).orderBy(users.id);

describe('a second admin and the account owner', () => {
  it('cannot change the owner’s e-mail with PUT /api/v1/user/ (400 with a sentence in `error`)', async () => {
    const before = await snapshot();
    const response = await putUser(subadmin, 'corretor', { username: 'corretor', email: 'atacante@example.com', roles: 'admin' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: [OWNER_PROTECTED], error: OWNER_PROTECTED });
    expect(await snapshot()).toEqual(before);
  });

  it('cannot change the owner’s username with PUT', async () => {
    const before = await snapshot();
    const response = await putUser(subadmin, 'corretor', { username: 'corretor2', email: 'corretor@cotador.local', roles: 'admin' });
    expect(response.statusCode).toBe(400);
    expect(json(response).error).toBe(OWNER_PROTECTED);
    expect(await snapshot()).toEqual(before);
  });

  it('may still add a role to the owner (the owner keeps admin) with the same username and e-mail', async () => {
    const response = await putUser(subadmin, 'corretor', { username: 'corretor', email: 'CORRETOR@cotador.local', roles: 'admin,manager' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ username: 'corretor', email: 'corretor@cotador.local', roles: ['admin', 'manager'] });
    expect((await putUser(corretor, 'corretor', { username: 'corretor', email: 'corretor@cotador.local', roles: 'admin' })).statusCode).toBe(200);
  });

  it('cannot change the owner’s e-mail with PATCH /api/users/corretor/ (JSON or multipart)', async () => {
    const before = await snapshot();
    const viaJson = await patchJson(subadmin, 'corretor', { email: 'atacante@example.com' });
    expect(viaJson.statusCode).toBe(400);
    expect(viaJson.json()).toEqual({ non_field_errors: [OWNER_PROTECTED], error: OWNER_PROTECTED });
    const form = multipart({ email: 'atacante@example.com', name: 'Outro Nome' });
    const viaForm = await app.inject({ method: 'PATCH', url: '/api/users/corretor/', headers: { ...subadmin, ...form.headers }, payload: form.payload });
    expect(viaForm.statusCode).toBe(400);
    expect(json(viaForm).error).toBe(OWNER_PROTECTED);
    // Even with a password (its own): the owner's e-mail is the owner's.
    const withPassword = await patchJson(subadmin, 'corretor', { email: 'atacante@example.com', current_password: 'Cotacao#2026' });
    expect(withPassword.statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('no password reset reaches another address: the owner’s e-mail stays', async () => {
    expect((await findUserByUsername(ctx.db, 'corretor'))?.email).toBe('corretor@cotador.local');
  });

  it('may edit what the existing rules allow: the owner’s name, and a member’s profile', async () => {
    const owner = await patchJson(subadmin, 'corretor', { name: 'Carla Mendes Ribeiro' });
    expect(owner.statusCode).toBe(200);
    const member = await patchJson(subadmin, 'gestor', { name: 'Gustavo Henrique Alves' });
    expect(member.statusCode).toBe(200);
    expect(json(member).name).toBe('Gustavo Henrique Alves');
  });

  it('a non-admin still gets 403 on someone else’s profile, nothing changes', async () => {
    const before = await snapshot();
    expect((await patchJson(gestor, subadminName, { name: 'Invasor' })).statusCode).toBe(403);
    expect((await patchJson(gestor, 'corretor', { email: 'invasor@example.com' })).statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});

describe('one’s own e-mail through PUT /api/v1/user/', () => {
  it('is refused for anyone (the profile’s confirmed flow is the only way), also for the owner', async () => {
    const before = await snapshot();
    const owner = await putUser(corretor, 'corretor', { username: 'corretor', email: 'novo-corretor@example.com', roles: 'admin' });
    expect(owner.statusCode).toBe(400);
    expect(owner.json()).toEqual({ non_field_errors: [OWN_EMAIL_VIA_PROFILE], error: OWN_EMAIL_VIA_PROFILE });
    const second = await putUser(subadmin, subadminName, { username: subadminName, email: 'outro@example.com', roles: 'admin' });
    expect(json(second).error).toBe(OWN_EMAIL_VIA_PROFILE);
    expect(await snapshot()).toEqual(before);
  });

  it('the owner still renames itself, and an admin still asks for a member’s new e-mail (member-takeover.test.ts)', async () => {
    expect((await putUser(corretor, 'corretor', { username: 'corretor', email: 'corretor@cotador.local', roles: 'admin' })).statusCode).toBe(200);
    const member = await putUser(subadmin, 'gestor', { username: 'gestor', email: 'gestor2@cotador.local', roles: 'manager' });
    expect(member.statusCode).toBe(200);
    expect((await putUser(subadmin, 'gestor', { username: 'gestor', email: 'gestor@cotador.local', roles: 'manager' })).statusCode).toBe(200);
  });
});

describe('PATCH /api/users/{username}/ without any field to change', () => {
  const NOTHING = { non_field_errors: ['Nenhum campo para atualizar.'], error: 'Nenhum campo para atualizar.' };

  it.each([
    ['an empty JSON object', {}],
    ['only unknown fields', { apelido: 'x', username: 'outro' }],
    ['only the current password', { current_password: 'demo1234' }],
  ])('answers 400 for %s', async (_label, body) => {
    const before = await snapshot();
    const response = await patchJson(corretor, 'corretor', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(NOTHING);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 400 for an empty multipart form, and for a file under another name', async () => {
    const empty = multipart({});
    const response = await app.inject({ method: 'PATCH', url: '/api/users/corretor/', headers: { ...corretor, ...empty.headers }, payload: empty.payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(NOTHING);
    const other = multipart({}, { field: 'foto', filename: 'x.png', contentType: 'image/png', data: Buffer.from('x') });
    const otherResponse = await app.inject({ method: 'PATCH', url: '/api/users/corretor/', headers: { ...corretor, ...other.headers }, payload: other.payload });
    expect(otherResponse.statusCode).toBe(400);
  });

  it('answers 200 when the only field is the e-mail the user already has (nothing to store, no 500)', async () => {
    const response = await patchJson(corretor, 'corretor', { email: 'Corretor@Cotador.local' });
    expect(response.statusCode).toBe(200);
    expect(json(response).email).toBe('corretor@cotador.local');
  });
});

/**
 * The team: related users, adding members (admin only, own account, up to total_users),
 * changing usernames/e-mails/roles, deleting; the principal user's protections; and that
 * users of other accounts get 403/404 and change nothing.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { relatedUsersWire } from '../../../src/contract/accounts';
import { users } from '../../src/db/schema';
import { countAccountUsers } from '../../src/modules/accounts/repositories/team.repository';
import { findUserByUsername } from '../../src/modules/accounts/repositories/users.repository';
import { createTestContext, postToken, type TestContext } from '../helpers';
import { authAs, json, me, newBroker } from './support';

let ctx: TestContext;
let app: FastifyInstance;
let corretor: Record<string, string>;
let gestor: Record<string, string>;
let expirando: Record<string, string>;
let admin: Record<string, string>;
let corretorId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({ loginRateLimitPerAddress: 1000 });
  corretor = await authAs(app, 'corretor');
  gestor = await authAs(app, 'gestor');
  expirando = await authAs(app, 'expirando');
  admin = await authAs(app, 'admin');
  corretorId = Number((await me(app, corretor)).id);
});
afterAll(() => ctx.close());

const related = (headers: Record<string, string>, principalId: number | string) =>
  app.inject({ method: 'GET', url: `/api/users/related-users/?principal_user_id=${principalId}&v=${Date.now()}`, headers });
const addMember = (headers: Record<string, string>, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/users/register/', headers, payload: { principal_user_username: 'corretor', ...body } });
const putUser = (headers: Record<string, string>, username: string, body: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: `/api/v1/user/?username=${encodeURIComponent(username)}`, headers, payload: body });
const deleteUser = (headers: Record<string, string>, username: string) =>
  app.inject({ method: 'DELETE', url: `/api/v1/user/?username=${encodeURIComponent(username)}`, headers });
const snapshot = () => ctx.db.select().from(users).orderBy(users.id);

describe('GET /api/users/related-users/', () => {
  it("lists the account's users, the principal first", async () => {
    const response = await related(corretor, corretorId);
    expect(response.statusCode).toBe(200);
    const body = relatedUsersWire.parse(response.json());
    expect(body.related_users.map((u) => [u.username, u.roles, u.is_principal, u.is_active])).toEqual([
      ['corretor', ['admin'], true, true],
      ['gestor', ['manager'], false, true],
    ]);
    expect(body.related_users[0]?.date_joined).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(response.body).not.toContain('password');
  });

  it('is readable by a member of the same account', async () => {
    expect((await related(gestor, corretorId)).statusCode).toBe(200);
  });

  it("answers 404 for another account's principal (even to a superuser) and for an unknown id", async () => {
    expect((await related(expirando, corretorId)).statusCode).toBe(404);
    expect((await related(admin, corretorId)).statusCode).toBe(404);
    expect((await related(corretor, 999999)).statusCode).toBe(404);
    expect((await related(corretor, 'abc')).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: `/api/users/related-users/?principal_user_id=${corretorId}` })).statusCode).toBe(401);
  });
});

describe('POST /api/users/register/ with principal_user_username (adding a team member)', () => {
  it('lets the admin add an active member with the role "user" by default', async () => {
    const body = newBroker();
    const response = await addMember(corretor, body);
    expect(response.statusCode).toBe(201);
    expect(json(response)).toMatchObject({ username: body.username, roles: ['user'], is_active: true, is_principal: false });
    const row = await findUserByUsername(ctx.db, body.username ?? '');
    const owner = await findUserByUsername(ctx.db, 'corretor');
    expect(row?.accountId).toBe(owner?.accountId);
    const login = await postToken(app, { username: body.username, password: body.password });
    expect(login.statusCode).toBe(200);
    const profile = await me(app, { authorization: `Bearer ${login.json<{ access: string }>().access}` });
    expect(profile).toMatchObject({ principal_user_id: corretorId, payment: 'OP', subscription: { status: 'active', total_users: 5 } });
    expect((await deleteUser(corretor, body.username ?? '')).statusCode).toBe(204);
  });

  it('takes the roles as a comma list and validates them', async () => {
    const ok = await addMember(corretor, newBroker({ roles: 'manager,user' }));
    expect(ok.statusCode).toBe(201);
    expect(json(ok).roles).toEqual(['manager', 'user']);
    expect((await deleteUser(corretor, String(json(ok).username))).statusCode).toBe(204);
    const bad = await addMember(corretor, newBroker({ roles: 'dono' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ roles: ['Papel inválido: "dono". Use admin, manager ou user.'] });
  });

  it('shows field errors where the admin typed them', async () => {
    const response = await addMember(corretor, newBroker({ email: 'gestor@cotador.local', cpf: '123.456.789-00' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ cpf: ['CPF inválido.'] });
    const taken = await addMember(corretor, newBroker({ email: 'gestor@cotador.local', username: 'gestor' }));
    expect(taken.json()).toEqual({ email: ['Já existe um usuário com este e-mail.'], username: ['Já existe um usuário com este nome de usuário.'] });
  });

  it('refuses members beyond subscription.total_users with "Seu plano permite até N usuários."', async () => {
    const owner = await findUserByUsername(ctx.db, 'corretor');
    const added: string[] = [];
    while ((await countAccountUsers(ctx.db, owner?.accountId ?? -1)) < 5) {
      const response = await addMember(corretor, newBroker());
      expect(response.statusCode).toBe(201);
      added.push(String(json(response).username));
    }
    const before = await snapshot();
    const full = await addMember(corretor, newBroker());
    expect(full.statusCode).toBe(400);
    expect(full.json()).toEqual({ non_field_errors: ['Seu plano permite até 5 usuários.'], error: 'Seu plano permite até 5 usuários.' });
    expect(await snapshot()).toEqual(before);
    for (const username of added) expect((await deleteUser(corretor, username)).statusCode).toBe(204);
  });

  it('answers "Seu plano permite até 1 usuário." to a single-user account', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/register/',
      headers: expirando,
      payload: { principal_user_username: 'expirando', ...newBroker() },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).error).toBe('Seu plano permite até 1 usuário.');
  });

  it('answers 403 to a non-admin of the account and to an admin of another account; 401 without a token; nothing is stored', async () => {
    const before = await snapshot();
    expect((await addMember(gestor, newBroker())).statusCode).toBe(403);
    expect((await addMember(expirando, newBroker())).statusCode).toBe(403);
    expect((await addMember(admin, newBroker())).statusCode).toBe(403);
    expect((await addMember({}, newBroker())).statusCode).toBe(401);
    expect((await addMember(corretor, { ...newBroker(), principal_user_username: 'expirando' })).statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});

describe('PUT /api/v1/user/?username=', () => {
  it("changes a member's roles and username; a new e-mail waits for the member's confirmation", async () => {
    const body = newBroker();
    expect((await addMember(corretor, body)).statusCode).toBe(201);
    const response = await putUser(corretor, body.username ?? '', { username: `${body.username}x`, email: `x${body.email}`, roles: 'manager, admin' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ username: `${body.username}x`, email: body.email, roles: ['manager', 'admin'] });
    expect((await deleteUser(corretor, `${body.username}x`)).statusCode).toBe(204);
  });

  it('keeps the admin role of the principal user and validates roles', async () => {
    const keep = await putUser(corretor, 'corretor', { username: 'corretor', email: 'corretor@cotador.local', roles: 'manager' });
    expect(keep.statusCode).toBe(400);
    expect(keep.json()).toEqual({ roles: ['O usuário principal da conta não pode perder o papel de administrador.'] });
    const bad = await putUser(corretor, 'gestor', { username: 'gestor', email: 'gestor@cotador.local', roles: 'manager,chefe' });
    expect(bad.json()).toEqual({ roles: ['Papel inválido: "chefe". Use admin, manager ou user.'] });
    const none = await putUser(corretor, 'gestor', { username: 'gestor', email: 'gestor@cotador.local', roles: '' });
    expect(none.json()).toEqual({ roles: ['Escolha ao menos um papel.'] });
    const taken = await putUser(corretor, 'gestor', { username: 'corretor', email: 'corretor@cotador.local', roles: 'manager' });
    expect(taken.json()).toEqual({ username: ['Já existe um usuário com este nome de usuário.'], email: ['Já existe um usuário com este e-mail.'] });
    expect((await findUserByUsername(ctx.db, 'gestor'))?.roles).toEqual(['manager']);
  });

  it('answers 403 to a non-admin and 404 for users of other accounts; nothing changes', async () => {
    const before = await snapshot();
    expect((await putUser(gestor, 'gestor', { username: 'gestor', email: 'gestor@cotador.local', roles: 'admin' })).statusCode).toBe(403);
    expect((await putUser(expirando, 'gestor', { username: 'gestor', email: 'gestor@cotador.local', roles: 'admin' })).statusCode).toBe(404);
    expect((await putUser(admin, 'corretor', { username: 'corretor', email: 'corretor@cotador.local', roles: 'user' })).statusCode).toBe(404);
    expect((await putUser(corretor, 'expirando', { username: 'expirando', email: 'expirando@cotador.local', roles: 'user' })).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });
});

describe('DELETE /api/v1/user/?username=', () => {
  it('deletes a member (204); its login stops working', async () => {
    const body = newBroker();
    expect((await addMember(corretor, body)).statusCode).toBe(201);
    const member = await authAs(app, body.username ?? '', body.password);
    const response = await deleteUser(corretor, body.username ?? '');
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await findUserByUsername(ctx.db, body.username ?? '')).toBeUndefined();
    expect((await app.inject({ method: 'GET', url: '/api/users/me/', headers: member })).statusCode).toBe(401);
    expect((await deleteUser(corretor, body.username ?? '')).statusCode).toBe(404);
  });

  it('never deletes the principal user nor the caller itself', async () => {
    const principal = await deleteUser(corretor, 'corretor');
    expect(principal.statusCode).toBe(400);
    expect(json(principal).error).toBe('O usuário principal da conta não pode ser excluído.');
    const body = newBroker({ roles: 'admin' });
    expect((await addMember(corretor, body)).statusCode).toBe(201);
    const secondAdmin = await authAs(app, body.username ?? '', body.password);
    const self = await deleteUser(secondAdmin, body.username ?? '');
    expect(json(self).error).toBe('Você não pode excluir o seu próprio usuário.');
    expect((await deleteUser(secondAdmin, 'corretor')).statusCode).toBe(400);
    expect((await deleteUser(corretor, body.username ?? '')).statusCode).toBe(204);
  });

  it('answers 403 to a non-admin and 404 for users of other accounts; nothing changes', async () => {
    const before = await snapshot();
    expect((await deleteUser(gestor, 'corretor')).statusCode).toBe(403);
    expect((await deleteUser(expirando, 'gestor')).statusCode).toBe(404);
    expect((await deleteUser(admin, 'gestor')).statusCode).toBe(404);
    expect((await deleteUser(corretor, 'expirando')).statusCode).toBe(404);
    expect((await deleteUser(corretor, 'ninguem')).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });
});

describe('OpenAPI', () => {
  it('documents every call of the area', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/users/register/',
        '/api/users/confirm-email/',
        '/api/users/resend-confirmation/',
        '/api/users/password-reset/',
        '/api/users/password-reset/confirm/',
        '/api/users/{username}/',
        '/api/users/related-users/',
        '/api/v1/user/',
        '/api/users/first-access-check/',
      ]),
    );
    expect(Object.keys(doc.paths['/api/v1/user/'] ?? {})).toEqual(expect.arrayContaining(['put', 'delete']));
    expect(Object.keys(doc.paths['/api/users/{username}/'] ?? {})).toContain('patch');
  });
});

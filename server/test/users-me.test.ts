import { isValidCPF } from '@brazilian-utils/brazilian-utils';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userMeWire } from '../../src/contract/auth';
import { users } from '../src/db/schema';
import { addDays, isoDateInZone } from '../src/lib/dates';
import { findUserByUsername } from '../src/modules/accounts/repositories/users.repository';
import { bearer, createTestContext, login, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function me(username: string) {
  const app = await ctx.app();
  const { access } = await login(app, username);
  const response = await app.inject({ method: 'GET', url: '/api/users/me/', headers: bearer(access) });
  expect(response.statusCode).toBe(200);
  return response.json<Record<string, unknown>>();
}

const ALL_FIELDS = [
  'cpf',
  'email',
  'first_access',
  'id',
  'is_superuser',
  'last_login',
  'logo',
  'name',
  'payment',
  'payment_expirated_at',
  'phone',
  'plan_id',
  'principal_user_id',
  'roles',
  'subscription',
  'username',
  'without_pay',
];

describe('GET /api/users/me/', () => {
  const today = () => isoDateInZone(ctx.clock.now());

  it.each([
    {
      username: 'admin',
      expected: { is_superuser: true, roles: ['admin'], payment: 'OP', first_access: false, plan_id: 4, subscription: { status: 'active', total_users: 10 } },
      expiresIn: 365,
    },
    {
      username: 'corretor',
      expected: { name: 'Carla Mendes Ribeiro', is_superuser: false, roles: ['admin'], payment: 'OP', first_access: false, plan_id: 3, subscription: { status: 'active', total_users: 5 } },
      expiresIn: 30,
    },
    {
      username: 'novo',
      expected: { roles: ['admin'], payment: 'FR', plan_id: null, subscription: null, payment_expirated_at: null },
      expiresIn: null,
    },
    {
      username: 'bloqueado',
      expected: { payment: 'BL', subscription: { status: 'past_due', total_users: 1 } },
      expiresIn: -10,
    },
    {
      username: 'expirando',
      expected: { roles: ['admin'], payment: 'OP', subscription: { status: 'active', total_users: 1 } },
      expiresIn: 3,
    },
    {
      username: 'primeiro',
      expected: { roles: ['admin'], payment: 'OP', first_access: true, subscription: { status: 'active', total_users: 1 } },
      expiresIn: 30,
    },
  ])('shows every field for principal user $username', async ({ username, expected, expiresIn }) => {
    const body = await me(username);
    const row = await findUserByUsername(ctx.db, username);

    expect(Object.keys(body).sort()).toEqual([...ALL_FIELDS].sort());
    expect(userMeWire.parse(body)).toEqual(body);
    expect(body).toMatchObject(expected);
    expect(body).toMatchObject({
      id: row?.id,
      username,
      name: row?.name,
      email: row?.email,
      phone: row?.phone,
      cpf: row?.cpf,
      logo: null,
      without_pay: false,
      principal_user_id: row?.id,
      last_login: ctx.clock.now().toISOString(),
      payment_expirated_at: expiresIn === null ? null : addDays(today(), expiresIn),
    });
    expect(body.phone).toMatch(/^\d{10,11}$/);
    expect(isValidCPF(String(body.cpf))).toBe(true);
    expect(String(body.cpf)).toMatch(/^\d{11}$/);
    if (username !== 'novo') expect(body.plan_id).toEqual(expect.any(Number));
  });

  it("shows gestor as a related user of corretor's account", async () => {
    const corretor = await me('corretor');
    const gestor = await me('gestor');
    expect(gestor).toMatchObject({
      username: 'gestor',
      roles: ['manager'],
      is_superuser: false,
      principal_user_id: corretor.id,
      payment: 'OP',
      payment_expirated_at: corretor.payment_expirated_at,
      plan_id: corretor.plan_id,
      subscription: { status: 'active', total_users: 5 },
    });
    expect(gestor.id).not.toBe(corretor.id);
  });

  it('shows expirando with access ending in exactly 3 days (Brasília calendar)', async () => {
    const body = await me('expirando');
    expect(body.payment_expirated_at).toBe(addDays(today(), 3));
  });

  it('shows the logo as a /media/ URL when there is one', async () => {
    await ctx.db.update(users).set({ logoPath: 'logos/corretor logo.png' }).where(eq(users.username, 'corretor'));
    try {
      const body = await me('corretor');
      expect(body.logo).toBe('/media/logos/corretor%20logo.png');
    } finally {
      await ctx.db.update(users).set({ logoPath: null }).where(eq(users.username, 'corretor'));
    }
  });

  it('answers 401 "not provided" without a token, with WWW-Authenticate', async () => {
    const app = await ctx.app();
    for (const headers of [{}, { authorization: 'Basic abc' }, { authorization: '' }]) {
      const response = await app.inject({ method: 'GET', url: '/api/users/me/', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
      expect(response.headers['www-authenticate']).toBe('Bearer realm="api"');
    }
  });

  it('answers 401 token_not_valid with the SimpleJWT messages for a bad token', async () => {
    const app = await ctx.app();
    const { access } = await login(app, 'corretor');
    for (const token of ['abc.def.ghi', `${access.slice(0, -2)}xx`, 'nonsense']) {
      const response = await app.inject({ method: 'GET', url: '/api/users/me/', headers: bearer(token) });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        detail: 'Given token not valid for any token type',
        code: 'token_not_valid',
        messages: [{ token_class: 'AccessToken', token_type: 'access', message: 'Token is invalid or expired' }],
      });
      expect(response.headers['www-authenticate']).toBe('Bearer realm="api"');
    }
  });

  it('refuses a refresh token used as access token', async () => {
    const app = await ctx.app();
    const { refresh } = await login(app, 'corretor');
    const response = await app.inject({ method: 'GET', url: '/api/users/me/', headers: bearer(refresh) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      code: 'token_not_valid',
      messages: [{ token_class: 'AccessToken', token_type: 'access', message: 'Token has wrong type' }],
    });
  });

  it('answers 401 for a malformed Authorization header', async () => {
    const app = await ctx.app();
    const response = await app.inject({ method: 'GET', url: '/api/users/me/', headers: { authorization: 'Bearer a b' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      detail: 'Authorization header must contain two space-delimited values',
      code: 'bad_authorization_header',
    });
  });

  it('answers 401 user_inactive when the user was deactivated after login', async () => {
    const app = await ctx.app();
    const { access } = await login(app, 'bloqueado');
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.username, 'bloqueado'));
    try {
      const response = await app.inject({ method: 'GET', url: '/api/users/me/', headers: bearer(access) });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'User is inactive', code: 'user_inactive' });
    } finally {
      await ctx.db.update(users).set({ isActive: true }).where(eq(users.username, 'bloqueado'));
    }
  });
});

import { decodeJwt, decodeProtectedHeader } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../src/db/schema';
import { findUserByUsername } from '../src/modules/accounts/repositories/users.repository';
import { bearer, createTestContext, login, postToken, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const NO_ACTIVE_ACCOUNT = { detail: 'No active account found with the given credentials' };
const REFRESH_INVALID = { detail: 'Token is invalid or expired', code: 'token_not_valid' };

describe('POST /api/token/', () => {
  it('answers a token pair with SimpleJWT claims and updates last_login', async () => {
    const app = await ctx.app();
    const before = await findUserByUsername(ctx.db, 'corretor');
    expect(before?.lastLogin).toBeNull();

    const response = await postToken(app, { username: 'corretor', password: 'demo1234' });

    expect(response.statusCode).toBe(200);
    const body = response.json<{ access: string; refresh: string }>();
    expect(Object.keys(body).sort()).toEqual(['access', 'refresh']);
    const nowSeconds = Math.floor(ctx.clock.now().getTime() / 1000);
    const access = decodeJwt(body.access);
    const refresh = decodeJwt(body.refresh);
    expect(decodeProtectedHeader(body.access)).toMatchObject({ alg: 'HS256', typ: 'JWT' });
    expect(access).toMatchObject({ token_type: 'access', user_id: before?.id, iat: nowSeconds, exp: nowSeconds + 900 });
    expect(refresh).toMatchObject({ token_type: 'refresh', user_id: before?.id, iat: nowSeconds, exp: nowSeconds + 86400 });
    expect(access.jti).toMatch(/^[0-9a-f]{32}$/);
    expect(refresh.jti).toMatch(/^[0-9a-f]{32}$/);
    expect(access.jti).not.toBe(refresh.jti);

    const after = await findUserByUsername(ctx.db, 'corretor');
    expect(after?.lastLogin?.getTime()).toBe(ctx.clock.now().getTime());
  });

  it.each([
    ['wrong password', { username: 'corretor', password: 'errada' }],
    ['unknown user', { username: 'ninguem', password: 'demo1234' }],
    ['username in another case', { username: 'CORRETOR', password: 'demo1234' }],
  ])('answers 401 for a %s, with WWW-Authenticate', async (_case, credentials) => {
    const app = await ctx.app();
    const response = await postToken(app, credentials);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(NO_ACTIVE_ACCOUNT);
    expect(response.headers['www-authenticate']).toBe('Bearer realm="api"');
  });

  it('answers 401 for an inactive user with the right password', async () => {
    const app = await ctx.app();
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.username, 'primeiro'));
    try {
      const response = await postToken(app, { username: 'primeiro', password: 'demo1234' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(NO_ACTIVE_ACCOUNT);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="api"');
    } finally {
      await ctx.db.update(users).set({ isActive: true }).where(eq(users.username, 'primeiro'));
    }
  });

  it('answers 400 with one list of messages per missing field', async () => {
    const app = await ctx.app();
    const both = await postToken(app, {});
    expect(both.statusCode).toBe(400);
    expect(both.json()).toEqual({ username: ['This field is required.'], password: ['This field is required.'] });

    const one = await postToken(app, { username: 'corretor' });
    expect(one.statusCode).toBe(400);
    expect(one.json()).toEqual({ password: ['This field is required.'] });
  });

  it('treats a request without a body as missing fields', async () => {
    const app = await ctx.app();
    const response = await app.inject({ method: 'POST', url: '/api/token/' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ username: ['This field is required.'], password: ['This field is required.'] });
  });

  it('answers 400 per field for wrong types and under non_field_errors for a non-object body', async () => {
    const app = await ctx.app();
    const wrong = await postToken(app, { username: 123, password: null });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ username: ['Not a valid string.'], password: ['This field may not be null.'] });

    const list = await postToken(app, ['corretor']);
    expect(list.statusCode).toBe(400);
    expect(list.json()).toEqual({ non_field_errors: ['Invalid data. Expected a dictionary, but got list.'] });
  });

  it('answers 400 "JSON parse error - ..." for malformed JSON', async () => {
    const app = await ctx.app();
    const response = await app.inject({
      method: 'POST',
      url: '/api/token/',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "corretor", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/^JSON parse error - /);
  });
});

describe('POST /api/token/refresh/', () => {
  it('answers a new access token for a valid refresh token', async () => {
    const app = await ctx.app();
    const pair = await login(app, 'corretor');
    ctx.clock.advance(60);
    const response = await app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: pair.refresh } });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ access: string }>();
    expect(Object.keys(body)).toEqual(['access']);
    expect(decodeJwt(body.access)).toMatchObject({ token_type: 'access', user_id: decodeJwt(pair.access).user_id });
    const me = await app.inject({ method: 'GET', url: '/api/users/me/', headers: bearer(body.access) });
    expect(me.statusCode).toBe(200);
  });

  it.each([
    ['garbage', 'not-a-jwt'],
    ['tampered', 'TAMPER'],
    ['access token', 'ACCESS'],
  ])('answers 401 token_not_valid for a %s', async (_case, token) => {
    const app = await ctx.app();
    const pair = await login(app, 'corretor');
    const refresh =
      token === 'TAMPER' ? `${pair.refresh.slice(0, -3)}abc` : token === 'ACCESS' ? pair.access : token;
    const response = await app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(REFRESH_INVALID);
    expect(response.headers['www-authenticate']).toBe('Bearer realm="api"');
  });

  it('answers 400 when refresh is missing', async () => {
    const app = await ctx.app();
    const response = await app.inject({ method: 'POST', url: '/api/token/refresh/', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ refresh: ['This field is required.'] });
  });

  it('answers 401 once the refresh token has expired (clock moved past its lifetime)', async () => {
    const app = await ctx.app();
    const pair = await login(app, 'gestor');
    ctx.clock.advance(86400 + 1);
    const response = await app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: pair.refresh } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(REFRESH_INVALID);
  });

  it("a new login deletes the user's expired refresh tokens and keeps the live ones", async () => {
    const app = await ctx.app();
    const gestor = await findUserByUsername(ctx.db, 'gestor');
    const rowsOfGestor = async () => (await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, gestor?.id ?? -1))).map((row) => row.jti);
    const old = decodeJwt((await login(app, 'gestor')).refresh).jti;
    ctx.clock.advance(86400 + 1);
    const live = decodeJwt((await login(app, 'gestor')).refresh).jti;
    const newest = decodeJwt((await login(app, 'gestor')).refresh).jti;
    const jtis = await rowsOfGestor();
    expect(jtis).not.toContain(old);
    expect(jtis).toEqual(expect.arrayContaining([live, newest]));
  });
});

describe('access token lifetime', () => {
  it('is accepted until it expires and refused after, by the injected clock', async () => {
    const app = await ctx.app();
    const { access } = await login(app, 'expirando');
    ctx.clock.advance(899);
    const stillValid = await app.inject({ method: 'GET', url: '/api/users/me/', headers: bearer(access) });
    expect(stillValid.statusCode).toBe(200);

    ctx.clock.advance(2);
    const expired = await app.inject({ method: 'GET', url: '/api/users/me/', headers: bearer(access) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({
      detail: 'Given token not valid for any token type',
      code: 'token_not_valid',
      messages: [{ token_class: 'AccessToken', token_type: 'access', message: 'Token is invalid or expired' }],
    });
  });
});

describe('POST /api/accounts/logout/', () => {
  it('revokes the refresh token: refresh afterwards answers 401', async () => {
    const app = await ctx.app();
    const pair = await login(app, 'corretor');
    const logout = await app.inject({
      method: 'POST',
      url: '/api/accounts/logout/',
      headers: bearer(pair.access),
      payload: { refresh: pair.refresh },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ detail: 'Successfully logged out.' });

    const refresh = await app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: pair.refresh } });
    expect(refresh.statusCode).toBe(401);
    expect(refresh.json()).toEqual(REFRESH_INVALID);

    const again = await app.inject({
      method: 'POST',
      url: '/api/accounts/logout/',
      headers: bearer(pair.access),
      payload: { refresh: pair.refresh },
    });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ detail: 'Token is blacklisted' });
  });

  it('leaves other sessions of the same user working', async () => {
    const app = await ctx.app();
    const first = await login(app, 'primeiro');
    const second = await login(app, 'primeiro');
    await app.inject({
      method: 'POST',
      url: '/api/accounts/logout/',
      headers: bearer(first.access),
      payload: { refresh: first.refresh },
    });
    const refresh = await app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: second.refresh } });
    expect(refresh.statusCode).toBe(200);
  });

  it('requires authentication', async () => {
    const app = await ctx.app();
    const pair = await login(app, 'corretor');
    const response = await app.inject({ method: 'POST', url: '/api/accounts/logout/', payload: { refresh: pair.refresh } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    expect(response.headers['www-authenticate']).toBe('Bearer realm="api"');
  });

  it("refuses another user's refresh token", async () => {
    const app = await ctx.app();
    const mine = await login(app, 'corretor');
    const theirs = await login(app, 'gestor');
    const response = await app.inject({
      method: 'POST',
      url: '/api/accounts/logout/',
      headers: bearer(mine.access),
      payload: { refresh: theirs.refresh },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Token is invalid or expired' });
    const stillWorks = await app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: theirs.refresh } });
    expect(stillWorks.statusCode).toBe(200);
  });

  it('answers 400 when refresh is missing', async () => {
    const app = await ctx.app();
    const pair = await login(app, 'corretor');
    const response = await app.inject({
      method: 'POST',
      url: '/api/accounts/logout/',
      headers: bearer(pair.access),
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ refresh: ['This field is required.'] });
  });
});

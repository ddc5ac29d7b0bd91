/**
 * Tokens end at once: a password reset, a role change by an admin and a removal end every
 * access and refresh token of that user on the very next request, even when the token's
 * caller is cached (server/src/auth/caller-cache.ts): the user's token version
 * (`users.token_version`, claim `ver`) was raised. Another process on PostgreSQL:
 * server/test/concurrency/sessions-ended-processes.test.ts (a token
 * issued by one process refused by the other).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailCatcher } from '../../../tests/support/mail-catcher';
import { bearer, postToken, type TestContext } from '../helpers';
import { authAs, type OwnerTeam, startOwnerTeam, tokenOf } from './support';

let ctx: TestContext;
let smtp: MailCatcher;
let app: FastifyInstance;
let team: OwnerTeam;
let corretor: Record<string, string>;

beforeAll(async () => {
  team = await startOwnerTeam();
  ({ ctx, smtp, app, corretor } = team);
});
afterAll(() => team.close());

const meStatus = async (access: string) => (await app.inject({ method: 'GET', url: '/api/users/me/', headers: bearer(access) })).statusCode;
const refreshStatus = async (refresh: string) => (await app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh } })).statusCode;

/** A member of corretor's account, logged in twice (two devices), both access tokens cached. */
async function memberWithSessions(roles = 'user') {
  const body = await team.addMember(roles);
  const sessions = [];
  for (let device = 0; device < 2; device += 1) {
    const pair = (await postToken(app, { username: body.username ?? '', password: body.password ?? '' })).json<{ access: string; refresh: string }>();
    sessions.push(pair);
  }
  // Twice each: the second answer comes from the caller cache.
  for (const { access } of sessions) for (let read = 0; read < 2; read += 1) expect(await meStatus(access)).toBe(200);
  return { body, sessions };
}

describe('every token of the user ends at once', () => {
  it('after a password reset', async () => {
    const { body, sessions } = await memberWithSessions();
    await app.inject({ method: 'POST', url: '/api/users/password-reset/', payload: { email: body.email } });
    const mail = await smtp.waitFor((m) => m.to.includes(body.email ?? '') && m.subject === 'Redefinição de senha do Cotador');
    const reset = await app.inject({ method: 'POST', url: '/api/users/password-reset/confirm/', payload: { token: tokenOf(mail.links[0] ?? ''), password: 'NovaSenha!2026' } });
    expect(reset.statusCode).toBe(200);

    for (const { access, refresh } of sessions) {
      const response = await app.inject({ method: 'GET', url: '/api/users/me/', headers: bearer(access) });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'token_not_valid' });
      expect(await refreshStatus(refresh)).toBe(401);
    }
    const fresh = await postToken(app, { username: body.username ?? '', password: 'NovaSenha!2026' });
    expect(fresh.statusCode).toBe(200);
    expect(await meStatus(fresh.json<{ access: string }>().access)).toBe(200);
  });

  it("after an admin changes the member's roles, but not the admin's own tokens", async () => {
    const { body, sessions } = await memberWithSessions('user');
    const put = await app.inject({ method: 'PUT', url: `/api/v1/user/?username=${body.username}`, headers: corretor, payload: { username: body.username, email: body.email, roles: 'manager' } });
    expect(put.statusCode).toBe(200);
    for (const { access, refresh } of sessions) {
      expect(await meStatus(access)).toBe(401);
      expect(await refreshStatus(refresh)).toBe(401);
    }
    expect((await app.inject({ method: 'GET', url: '/api/users/me/', headers: corretor })).statusCode).toBe(200);
    // An edit that keeps the roles ends nothing.
    const again = (await postToken(app, { username: body.username ?? '', password: body.password ?? '' })).json<{ access: string }>();
    await app.inject({ method: 'PUT', url: `/api/v1/user/?username=${body.username}`, headers: corretor, payload: { username: body.username, email: body.email, roles: 'manager' } });
    expect(await meStatus(again.access)).toBe(200);
  });

  it('after the member is removed', async () => {
    const { body, sessions } = await memberWithSessions();
    expect((await app.inject({ method: 'DELETE', url: `/api/v1/user/?username=${body.username}`, headers: corretor })).statusCode).toBe(204);
    for (const { access, refresh } of sessions) {
      expect(await meStatus(access)).toBe(401);
      expect(await refreshStatus(refresh)).toBe(401);
    }
  });

  it('a token signed before the version claim existed counts as version 0: accepted, then ended like the others', async () => {
    const { body } = await memberWithSessions();
    const userId = (await app.inject({ method: 'GET', url: '/api/users/me/', headers: await authAs(app, body.username ?? '', body.password) })).json<{ id: number }>().id;
    const now = Math.floor(ctx.clock.now().getTime() / 1000);
    const legacy = await new SignJWT({ token_type: 'access', user_id: userId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now)
      .setExpirationTime(now + 300)
      .setJti(randomUUID().replaceAll('-', ''))
      .sign(new TextEncoder().encode(ctx.config.jwtSecret));
    expect(await meStatus(legacy)).toBe(200);
    await app.inject({ method: 'PUT', url: `/api/v1/user/?username=${body.username}`, headers: corretor, payload: { username: body.username, email: body.email, roles: 'manager' } });
    expect(await meStatus(legacy)).toBe(401);
  });
});

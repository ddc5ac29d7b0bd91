/**
 * Tokens end at once across processes: two main API processes on one PostgreSQL, as behind a
 * load balancer. An access token issued by A is refused by B right after a password reset or a
 * role change done through A, and a removed member's token too. What ends it is the user's
 * token version (`users.token_version`, claim `ver`), read by B from the database: a token B
 * never saw is refused on B's first request after the change. A token B had cached is refused
 * once the change's notice (migration 0013's trigger) reached B, which is a round trip on its
 * listening connection; the test waits for that on the answers, never on time.
 * PostgreSQL only (vite.config.ts collects this folder with DATABASE_URL).
 */
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../../tests/support/mail-catcher';
import { databaseClientOf } from '../../src/db/database';
import { newBroker, tokenOf } from '../accounts/support';
import { createTestContext, PASSWORD, type TestContext } from '../helpers';
import { startServerProcess, type ServerProcess } from './processes';

if (!process.env.DATABASE_URL) throw new Error('sessions-ended-processes.test.ts needs DATABASE_URL (npm run test:server:pg)');

let ctx: TestContext;
let smtp: MailCatcher;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  ctx = await createTestContext({ catalog: 'none' });
  smtp = await startMailCatcher();
  const env = {
    DATABASE_URL: String((databaseClientOf(ctx.db) as pg.Pool).options.connectionString),
    JWT_SECRET: randomBytes(32).toString('base64url'),
    PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('base64url'),
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    JOB_POLL_INTERVAL_SECONDS: '1',
    APP_URL: 'https://cotador.example/',
  };
  // Started together: each start is mostly tsx compiling on its own core.
  [a, b] = await Promise.all([startServerProcess('a', 'api', env), startServerProcess('b', 'api', env)]);
}, 300_000);

afterAll(async () => {
  await Promise.all([a?.dispose(), b?.dispose()]);
  await ctx?.close();
  await smtp?.close();
});

const json = (method: string, url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
const bearer = (access: string) => ({ authorization: `Bearer ${access}` });
const meOn = async (server: ServerProcess, access: string) => (await fetch(`${server.url}/api/users/me/`, { headers: bearer(access) })).status;

async function tokensOn(server: ServerProcess, username: string, password = PASSWORD): Promise<{ access: string; refresh: string }> {
  const response = await json('POST', `${server.url}/api/token/`, { username, password });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as { access: string; refresh: string };
}

/** Polls B every 100 ms until `access` is refused (at most 60 s: a busy machine), answering the statuses seen. */
async function refusedOnB(access: string): Promise<number[]> {
  const seen: number[] = [];
  const deadline = Date.now() + 60_000;
  for (;;) {
    const status = await meOn(b, access);
    seen.push(status);
    if (status === 401 || Date.now() > deadline) return seen;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A new member of corretor's account (added through A) with three access tokens issued by A:
 * `cached` used twice on B (the second answer from B's caller cache), `unseen` never sent to B.
 */
async function memberWithTokens(roles = 'user') {
  const owner = bearer((await tokensOn(a, 'corretor')).access);
  const body = newBroker({ principal_user_username: 'corretor', roles });
  const added = await json('POST', `${a.url}/api/users/register/`, body, owner);
  expect(added.status, await added.clone().text()).toBe(201);
  const cached = await tokensOn(a, body.username ?? '', body.password);
  const unseen = await tokensOn(a, body.username ?? '', body.password);
  for (let read = 0; read < 2; read += 1) expect(await meOn(b, cached.access)).toBe(200);
  expect(await meOn(a, unseen.access)).toBe(200);
  return { owner, body, cached, unseen };
}

describe('an access token issued by process A, on process B', () => {
  it('is refused right after a password reset done through A; the refresh token too', async () => {
    const { body, cached, unseen } = await memberWithTokens();
    expect((await json('POST', `${a.url}/api/users/password-reset/`, { email: body.email })).status).toBe(200);
    const mail = await smtp.waitFor((m) => m.to.includes(body.email ?? '') && m.subject === 'Redefinição de senha do Cotador', 60_000);
    const reset = await json('POST', `${a.url}/api/users/password-reset/confirm/`, { token: tokenOf(mail.links[0] ?? ''), password: 'NovaSenha!2026' });
    expect(reset.status, await reset.clone().text()).toBe(200);

    // The first request B gets with it after the reset: 401, with SimpleJWT's code.
    const refused = await fetch(`${b.url}/api/users/me/`, { headers: bearer(unseen.access) });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: 'token_not_valid' });
    expect((await json('POST', `${b.url}/api/token/refresh/`, { refresh: unseen.refresh })).status).toBe(401);
    // B's cached entry goes with the notice; then it is refused for good.
    expect((await refusedOnB(cached.access)).at(-1)).toBe(401);
    expect(await meOn(b, cached.access)).toBe(401);

    const fresh = await tokensOn(a, body.username ?? '', 'NovaSenha!2026');
    expect(await meOn(b, fresh.access)).toBe(200);
  }, 180_000);

  it("is refused right after an admin changed the member's roles through A", async () => {
    const { owner, body, cached, unseen } = await memberWithTokens('user');
    const put = await json('PUT', `${a.url}/api/v1/user/?username=${body.username}`, { username: body.username, email: body.email, roles: 'manager' }, owner);
    expect(put.status, await put.clone().text()).toBe(200);
    expect(await meOn(b, unseen.access)).toBe(401);
    expect((await refusedOnB(cached.access)).at(-1)).toBe(401);
    expect(await meOn(b, owner.authorization.slice('Bearer '.length))).toBe(200);
  }, 180_000);

  it('is refused right after the member was removed through A', async () => {
    const { owner, body, cached, unseen } = await memberWithTokens();
    expect((await fetch(`${a.url}/api/v1/user/?username=${body.username}`, { method: 'DELETE', headers: owner })).status).toBe(204);
    expect(await meOn(b, unseen.access)).toBe(401);
    expect((await refusedOnB(cached.access)).at(-1)).toBe(401);
  }, 180_000);
});

import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCallerCache } from '../src/auth/caller-cache';
import { accounts, users } from '../src/db/schema';
import type { AuthenticatedUser } from '../src/auth/authenticated-user';
import { bearer, createTestContext, login, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/**
 * Counts the database calls made while `run` runs: statements on PGlite; on PostgreSQL the
 * pool's `query` and `connect` (a transaction takes a connection first).
 */
async function countQueries(run: () => Promise<unknown>): Promise<number> {
  const client = (ctx.db as unknown as { $client: Record<string, unknown> }).$client;
  const methods = client instanceof PGlite ? ['query'] : ['query', 'connect'];
  const originals = methods.map((name) => [name, client[name]] as const);
  let count = 0;
  for (const [name, original] of originals) {
    if (typeof original !== 'function') throw new Error(`the database client has no ${name}()`);
    client[name] = (...args: unknown[]) => {
      count += 1;
      return (original as (...a: unknown[]) => unknown).apply(client, args);
    };
  }
  try {
    await run();
  } finally {
    for (const [name, original] of originals) client[name] = original;
  }
  return count;
}

describe('authentication without a query per request', () => {
  it('answers a known token from memory: the second /api/users/me/ runs no query (PGlite)', async () => {
    const app = await ctx.app();
    const { access } = await login(app, 'corretor');
    const first = await app.inject({ method: 'GET', url: '/api/users/me/', headers: bearer(access) });
    let second = first;
    const queries = await countQueries(async () => {
      second = await app.inject({ method: 'GET', url: '/api/users/me/', headers: bearer(access) });
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    // The cache is on with PGlite (one process) and off on PostgreSQL (several processes may write).
    expect({ driver: ctx.driver, queries: queries === 0 ? 'none' : 'some' }).toEqual({ driver: ctx.driver, queries: ctx.driver === 'pglite' ? 'none' : 'some' });
  });

  it('keeps the callers over a write to another table (a saved last quote), and still drops them on a login (last_login)', async () => {
    const app = await ctx.app();
    const { access } = await login(app, 'corretor');
    const me = () => app.inject({ method: 'GET', url: '/api/users/me/', headers: bearer(access) });
    expect((await me()).statusCode).toBe(200);
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/v1/quote-preferences/',
      headers: bearer(access),
      payload: { last_quote: { type: 'PJ', state_id: 26, city: 'São Paulo' } },
    });
    expect(saved.statusCode).toBe(200);
    // Before 2026-11-28 any write emptied the cache, this one too: the next request read its caller again.
    const afterSave = await countQueries(async () => expect((await me()).statusCode).toBe(200));
    expect({ driver: ctx.driver, queries: afterSave === 0 ? 'none' : 'some' }).toEqual({ driver: ctx.driver, queries: ctx.driver === 'pglite' ? 'none' : 'some' });
    // A login writes users.last_login, which /api/users/me/ shows: the profile is read again.
    await login(app, 'corretor');
    const afterLogin = await countQueries(async () => expect((await me()).statusCode).toBe(200));
    expect(afterLogin).toBeGreaterThan(0);
  });

  it('sees a role change on the next request (profile and access gate)', async () => {
    const app = await ctx.app();
    const { access } = await login(app, 'corretor');
    const report = () => app.inject({ method: 'GET', url: '/api/admin/payments/report/', headers: bearer(access) });
    expect((await app.inject({ method: 'GET', url: '/api/users/me/', headers: bearer(access) })).json()).toMatchObject({ roles: ['admin'], is_superuser: false });
    expect((await report()).statusCode).toBe(403);
    await ctx.db.update(users).set({ roles: ['admin', 'manager'], isSuperuser: true }).where(eq(users.username, 'corretor'));
    try {
      const after = await app.inject({ method: 'GET', url: '/api/users/me/', headers: bearer(access) });
      expect(after.json()).toMatchObject({ roles: ['admin', 'manager'], is_superuser: true });
      expect((await report()).statusCode).toBe(200);
    } finally {
      await ctx.db.update(users).set({ roles: ['admin'], isSuperuser: false }).where(eq(users.username, 'corretor'));
    }
  });

  it('sees a block by payment on the next request (402 on the paid catalog)', async () => {
    const app = await ctx.app();
    const { access } = await login(app, 'corretor');
    expect((await app.inject({ method: 'GET', url: '/api/states/', headers: bearer(access) })).statusCode).toBe(200);
    const [user] = await ctx.db.select({ accountId: users.accountId }).from(users).where(eq(users.username, 'corretor'));
    const accountId = user?.accountId ?? -1;
    await ctx.db.update(accounts).set({ payment: 'BL' }).where(eq(accounts.id, accountId));
    try {
      const blocked = await app.inject({ method: 'GET', url: '/api/states/', headers: bearer(access) });
      expect(blocked.statusCode).toBe(402);
      expect(blocked.json()).toMatchObject({ code: 'subscription_blocked' });
    } finally {
      await ctx.db.update(accounts).set({ payment: 'OP' }).where(eq(accounts.id, accountId));
    }
  });

  it('sees a deactivated user on the next request (401)', async () => {
    const app = await ctx.app();
    const { access } = await login(app, 'corretor');
    expect((await app.inject({ method: 'GET', url: '/api/users/me/', headers: bearer(access) })).statusCode).toBe(200);
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.username, 'corretor'));
    try {
      const refused = await app.inject({ method: 'GET', url: '/api/users/me/', headers: bearer(access) });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ code: 'user_inactive' });
    } finally {
      await ctx.db.update(users).set({ isActive: true }).where(eq(users.username, 'corretor'));
    }
  });

  it('refuses a cached token once it expires (test clock moved past the access lifetime)', async () => {
    const app = await ctx.app();
    const { access } = await login(app, 'corretor');
    expect((await app.inject({ method: 'GET', url: '/api/users/me/', headers: bearer(access) })).statusCode).toBe(200);
    ctx.clock.advance(ctx.config.accessTokenTtlSeconds + 1);
    const expired = await app.inject({ method: 'GET', url: '/api/users/me/', headers: bearer(access) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 'token_not_valid' });
  });
});

describe('createCallerCache', () => {
  const caller: AuthenticatedUser = {
    id: 7,
    username: 'ana',
    accountId: 3,
    roles: ['admin'],
    isSuperuser: false,
    payment: 'OP',
    withoutPay: false,
    planId: 1,
    principalUserId: 7,
  };
  const at = (iso: string) => new Date(iso);

  it('keeps a caller until the token expires', () => {
    const cache = createCallerCache();
    cache.rememberCaller('t', cache.generation(), at('2026-01-01T10:15:00Z'), caller);
    expect(cache.caller('t', at('2026-01-01T10:14:59Z'))).toEqual(caller);
    expect(cache.caller('t', at('2026-01-01T10:15:00Z'))).toBeUndefined();
  });

  it('does not keep a load that began before a write (the row it read may be stale)', () => {
    const cache = createCallerCache();
    const began = cache.generation();
    cache.invalidate();
    cache.rememberCaller('t', began, at('2026-01-01T10:15:00Z'), caller);
    expect(cache.caller('t', at('2026-01-01T10:00:00Z'))).toBeUndefined();
  });

  it('forgets callers and profiles on a write', () => {
    const cache = createCallerCache();
    cache.rememberCaller('t', cache.generation(), at('2026-01-01T10:15:00Z'), caller);
    cache.invalidate();
    expect(cache.caller('t', at('2026-01-01T10:00:00Z'))).toBeUndefined();
  });
});

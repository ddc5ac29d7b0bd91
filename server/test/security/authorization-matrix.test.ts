/**
 * The authorization matrix: every route of the OpenAPI document, called by each demo user
 * (and anonymously), gets the outcome its declared access level gives
 * (server/src/http/access-policy.ts). The outcomes per level are written out here by hand
 * from spec points 4 and 6, not derived from the policy's code. A route added without a
 * level fails here (and the app refuses to start).
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAccessLevel } from '../../../src/domain/api-access';
import { accessLevelOf, MissingAccessLevelError, ROUTE_ACCESS } from '../../src/http/access-policy';
import { bearer, createTestContext, login, type TestContext } from '../helpers';

type Outcome = 'allowed' | 401 | 402 | 403;
type Persona = 'anonymous' | 'corretor' | 'gestor' | 'novo' | 'bloqueado' | 'expirando' | 'admin' | 'primeiro';

/** Demo users (README): corretor owns an OP account, gestor is its manager, novo is FR without a plan,
 * bloqueado is BL, expirando and primeiro own other OP accounts (primeiro = "a user of a second account"),
 * admin is the superuser. */
const EXPECTED: Record<ApiAccessLevel, Record<Persona, Outcome>> = {
  public: { anonymous: 'allowed', corretor: 'allowed', gestor: 'allowed', novo: 'allowed', bloqueado: 'allowed', expirando: 'allowed', admin: 'allowed', primeiro: 'allowed' },
  authenticated: { anonymous: 401, corretor: 'allowed', gestor: 'allowed', novo: 'allowed', bloqueado: 'allowed', expirando: 'allowed', admin: 'allowed', primeiro: 'allowed' },
  account_admin: { anonymous: 401, corretor: 'allowed', gestor: 403, novo: 'allowed', bloqueado: 'allowed', expirando: 'allowed', admin: 'allowed', primeiro: 'allowed' },
  paid: { anonymous: 401, corretor: 'allowed', gestor: 'allowed', novo: 402, bloqueado: 402, expirando: 'allowed', admin: 'allowed', primeiro: 'allowed' },
  paid_account_admin: { anonymous: 401, corretor: 'allowed', gestor: 403, novo: 402, bloqueado: 402, expirando: 'allowed', admin: 'allowed', primeiro: 'allowed' },
  superuser: { anonymous: 401, corretor: 403, gestor: 403, novo: 403, bloqueado: 403, expirando: 403, admin: 'allowed', primeiro: 403 },
};

const PERSONAS: Persona[] = ['anonymous', 'corretor', 'gestor', 'novo', 'bloqueado', 'expirando', 'admin', 'primeiro'];

interface Who {
  headers: Record<string, string>;
  username: string;
  email: string;
  principalUserId: number;
}

let ctx: TestContext;
let app: FastifyInstance;
const who = new Map<Persona, Who>();
let routes: Array<{ method: string; path: string; url: string }> = [];

beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({ loginRateLimitPerUsername: 1000, loginRateLimitPerAddress: 1000 });
  for (const persona of PERSONAS) {
    if (persona === 'anonymous') {
      who.set(persona, { headers: {}, username: 'corretor', email: 'ninguem@example.com', principalUserId: 1 });
      continue;
    }
    const { access } = await login(app, persona);
    const me = (await app.inject({ method: 'GET', url: '/api/users/me/', headers: bearer(access) })).json<{
      email: string;
      principal_user_id: number;
    }>();
    who.set(persona, { headers: bearer(access), username: persona, email: me.email, principalUserId: me.principal_user_id });
  }
  const document = (await app.openApiDocument()) as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map((method) => ({ method: method.toUpperCase(), path, url: path.replace(/\{(\w+)\}/g, ':$1') })),
  );
});

afterAll(() => ctx.close());

/** A request for `route` as `persona`: own username and e-mail, harmless ids, empty JSON bodies. */
function requestFor(route: { method: string; path: string }, persona: Persona) {
  const me = who.get(persona)!;
  const path = route.path.replace('{username}', me.username).replace('{id}', '1');
  const query: Record<string, string> = {
    '/api/payments/user': `email=${encodeURIComponent(me.email)}`,
    '/api/users/related-users/': `principal_user_id=${me.principalUserId}&v=1`,
    '/api/v1/user/': 'username=nao-existe',
    '/api/v1/quotation/': route.method === 'GET' ? `code=${randomUUID()}` : '',
    '/api/v3/plans/': 'state=25&type=PJ&age_0_18=2',
    '/api/plans/': 'state=25&type=CP&age_0_18=1',
    '/api/v2/plans/': 'state=25&type=PJ&age_0_18=2',
    // Control panel: valid queries, so that the admin's call really runs.
    '/api/admin/plans/': 'institution=1&state=25',
    '/api/admin/providers/': 'state=25&kind=hospital&search=hosp',
    '/api/admin/areas/': 'state=25',
    '/api/admin/audit/': 'page=1',
  };
  const search = query[route.path] ? `?${query[route.path]}` : '';
  const write = ['POST', 'PUT', 'PATCH'].includes(route.method);
  return {
    method: route.method as 'GET',
    url: `${path}${search}`,
    headers: me.headers,
    ...(write ? { payload: {} } : {}),
  };
}

describe('the policy table', () => {
  it('declares a level for every route of the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(35);
    const missing = routes.filter((route) => accessLevelOf(route.method, route.url) === undefined);
    expect(missing).toEqual([]);
  });

  it('has no entry for a route that does not exist', async () => {
    const registered = new Set<string>();
    // With a built SPA, so that its catch-all route is registered too.
    const staticDir = path.join(ctx.config.dataDir, 'spa');
    await mkdir(staticDir, { recursive: true });
    await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>Cotador</title>');
    // With the test clock, so that its test-only routes are registered too.
    const probe = ctx.buildUnreadyApp({ staticDir, testClock: true });
    probe.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) registered.add(`${method === 'HEAD' ? 'GET' : method} ${route.url}`);
    });
    await probe.ready();
    expect(Object.keys(ROUTE_ACCESS).filter((key) => !registered.has(key))).toEqual([]);
  });

  it('refuses to start an app with a route that declares no level', async () => {
    const probe = ctx.buildUnreadyApp();
    const register = async () => {
      probe.get('/api/rota-sem-nivel/', async () => ({ ok: true }));
      await probe.ready();
    };
    await expect(register()).rejects.toBeInstanceOf(MissingAccessLevelError);
  });
});

describe.each(PERSONAS)('every route as %s', (persona) => {
  it('answers what the declared level gives', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const level = accessLevelOf(route.method, route.url)!;
      const expected = EXPECTED[level][persona];
      const response = await app.inject(requestFor(route, persona));
      const status = response.statusCode;
      const ok = expected === 'allowed' ? ![401, 402, 403].includes(status) && status < 500 : status === expected;
      if (!ok) failures.push(`${route.method} ${route.path} (${level}): expected ${expected}, got ${status} ${response.body.slice(0, 160)}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('the payment gate on the server (402, not 403)', () => {
  const quote = { method: 'GET' as const, url: '/api/v3/plans/?state=25&type=PJ&age_0_18=2' };

  it('refuses quotes to a blocked account, saying why', async () => {
    const response = await app.inject({ ...quote, headers: who.get('bloqueado')!.headers });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      detail: 'Seu acesso está bloqueado por falta de pagamento. Regularize a sua assinatura para continuar.',
      code: 'subscription_blocked',
    });
  });

  it('refuses quotes to a new account without a plan, saying why', async () => {
    const response = await app.inject({ ...quote, headers: who.get('novo')!.headers });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ detail: 'Escolha um plano de assinatura para usar o Cotador.', code: 'payment_required' });
  });

  it('refuses to save a proposal before reading its body', async () => {
    for (const persona of ['novo', 'bloqueado'] as const) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/quotation/',
        headers: who.get(persona)!.headers,
        payload: { code: randomUUID(), data: 'not even valid' },
      });
      expect(response.statusCode).toBe(402);
    }
  });

  it('still lets them see their profile and subscription and pay', async () => {
    for (const persona of ['novo', 'bloqueado'] as const) {
      const me = who.get(persona)!;
      expect((await app.inject({ method: 'GET', url: '/api/users/me/', headers: me.headers })).statusCode).toBe(200);
      const info = await app.inject({ method: 'GET', url: `/api/payments/user?email=${encodeURIComponent(me.email)}`, headers: me.headers });
      expect(info.statusCode).toBe(200);
      const checkout = await app.inject({ method: 'POST', url: '/api/payments/checkout/', headers: me.headers, payload: {} });
      expect(checkout.statusCode).toBe(400);
    }
  });

  it('gives a paying broker the priced plans', async () => {
    const response = await app.inject({ ...quote, headers: who.get('corretor')!.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ count: number }>().count).toBeGreaterThan(0);
  });
});

describe("a user of a second account cannot reach the first account's data", () => {
  it('answers 404 or 403, never 2xx', async () => {
    const outsider = who.get('primeiro')!.headers;
    const corretor = who.get('corretor')!;
    const attempts = [
      { method: 'PATCH' as const, url: '/api/users/corretor/', payload: { name: 'Tomado' } },
      { method: 'PUT' as const, url: '/api/v1/user/?username=gestor', payload: { username: 'gestor', email: 'x@example.com', roles: 'admin' } },
      { method: 'DELETE' as const, url: '/api/v1/user/?username=gestor' },
      { method: 'GET' as const, url: `/api/payments/user?email=${encodeURIComponent(corretor.email)}` },
      { method: 'GET' as const, url: `/api/users/related-users/?principal_user_id=${corretor.principalUserId}` },
    ];
    for (const attempt of attempts) {
      const response = await app.inject({ ...attempt, headers: outsider });
      expect([403, 404, 415], `${attempt.method} ${attempt.url}: ${response.body}`).toContain(response.statusCode);
    }
    const gestor = await app.inject({ method: 'GET', url: `/api/users/related-users/?principal_user_id=${corretor.principalUserId}`, headers: corretor.headers });
    expect(gestor.json<{ related_users: Array<{ username: string }> }>().related_users.map((user) => user.username)).toContain('gestor');
  });
});

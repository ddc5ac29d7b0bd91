import { describe, expect, it } from 'vitest';
import { createMemoryKeyValueStore } from '../key-value-store';
import { createSessionSignal } from '../session-signal.memory';
import { createStoredTokenStore } from '../token-store.storage';
import { createHttpAuthGateway } from './auth-gateway.http';
import { createHttpClient } from './client';

const API = 'http://api.test/api/';

type Handler = (request: Request) => Response | Promise<Response>;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function arrange(handler: Handler, stored = true) {
  const tokens = createStoredTokenStore(createMemoryKeyValueStore());
  if (stored) tokens.write({ access: 'old-access', refresh: 'the-refresh' });
  const signal = createSessionSignal();
  let ended = 0;
  let paymentRequired = 0;
  signal.onEnded(() => (ended += 1));
  signal.onPaymentRequired(() => (paymentRequired += 1));
  const seen: Request[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    seen.push(request.clone());
    return handler(request);
  }) as typeof fetch;
  const http = createHttpClient({ apiUrl: API, tokens, signal, fetch: fetchFn });
  return { http, tokens, seen, ended: () => ended, paymentRequired: () => paymentRequired };
}

describe('HTTP client', () => {
  it('sends the access token as Bearer', async () => {
    const { http, seen } = arrange(() => json(200, { ok: true }));
    await http.get('users/me/').json();
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer old-access');
  });

  it('refreshes an expired access token once and retries the call', async () => {
    const { http, tokens, seen, ended } = arrange((request) => {
      if (request.url.endsWith('/token/refresh/')) return json(200, { access: 'new-access' });
      return request.headers.get('Authorization') === 'Bearer new-access' ? json(200, { id: 1 }) : json(401, { detail: 'x' });
    });
    expect(await http.get('users/me/').json()).toEqual({ id: 1 });
    expect(tokens.read()).toEqual({ access: 'new-access', refresh: 'the-refresh' });
    expect(seen.map((r) => new URL(r.url).pathname)).toEqual(['/api/users/me/', '/api/token/refresh/', '/api/users/me/']);
    expect(ended()).toBe(0);
  });

  it('ends the session when the refresh is refused', async () => {
    const { http, tokens, ended } = arrange((request) =>
      request.url.endsWith('/token/refresh/') ? json(401, { detail: 'Token is invalid or expired', code: 'token_not_valid' }) : json(401, {}),
    );
    await expect(http.get('users/me/').json()).rejects.toThrow();
    expect(tokens.read()).toBeNull();
    expect(ended()).toBe(1);
  });

  it.each([403, 407, 419, 498, 511])('ends the session on %i', async (status) => {
    const { http, tokens, ended } = arrange(() => json(status, { detail: 'x' }));
    await expect(http.get('plans/').json()).rejects.toThrow();
    expect(tokens.read()).toBeNull();
    expect(ended()).toBe(1);
  });

  it.each([400, 404, 429, 500])('keeps the session on %i', async (status) => {
    const { http, tokens, ended } = arrange(() => json(status, { detail: 'x' }));
    await expect(http.get('plans/').json()).rejects.toThrow();
    expect(tokens.read()).not.toBeNull();
    expect(ended()).toBe(0);
  });

  it('keeps the session on a 402 and tells the app the payment gate refused the call', async () => {
    const { http, tokens, ended, paymentRequired } = arrange(() =>
      json(402, { detail: 'Escolha um plano de assinatura para usar o Cotador.', code: 'payment_required' }),
    );
    await expect(http.get('v3/plans/').json()).rejects.toThrow();
    expect(tokens.read()).not.toBeNull();
    expect(ended()).toBe(0);
    expect(paymentRequired()).toBe(1);
  });

  it('does not end a session for calls made without one', async () => {
    const { http, ended } = arrange(() => json(401, { detail: 'x' }), false);
    await expect(http.get('v1/quotation/?code=1').json()).rejects.toThrow();
    expect(ended()).toBe(0);
  });
});

describe('HTTP AuthGateway', () => {
  it("maps SimpleJWT's 401 to invalid credentials without ending any session", async () => {
    const { http, tokens, ended } = arrange(
      () => json(401, { detail: 'No active account found with the given credentials' }),
      false,
    );
    const auth = createHttpAuthGateway(http, tokens);
    expect(await auth.login({ username: 'a', password: 'b' })).toEqual({ ok: false, error: { kind: 'invalid-credentials' } });
    expect(ended()).toBe(0);
  });

  it("gives the server's error field for other failures", async () => {
    const { http, tokens } = arrange(() => json(429, { detail: 'Muitas tentativas', error: 'Muitas tentativas de login.' }), false);
    const auth = createHttpAuthGateway(http, tokens);
    expect(await auth.login({ username: 'a', password: 'b' })).toEqual({
      ok: false,
      error: { kind: 'rejected', message: 'Muitas tentativas de login.' },
    });
  });

  it('stores the token pair and maps /users/me/ to the domain user', async () => {
    const me = {
      id: 2, username: 'corretor', name: 'Carla', phone: '11987654321', email: 'c@x.com', cpf: '11144477735', logo: null,
      roles: ['admin'], is_superuser: false, first_access: false, last_login: null, payment: 'OP',
      payment_expirated_at: '2026-12-22', without_pay: false, plan_id: 3, principal_user_id: 2,
      subscription: { status: 'active', total_users: 5 },
    };
    const { http, tokens } = arrange((request) => (request.url.endsWith('/token/') ? json(200, { access: 'a1', refresh: 'r1' }) : json(200, me)), false);
    const auth = createHttpAuthGateway(http, tokens);
    expect((await auth.login({ username: 'corretor', password: 'demo1234' })).ok).toBe(true);
    expect(tokens.read()).toEqual({ access: 'a1', refresh: 'r1' });
    const user = await auth.currentUser();
    expect(user.ok && user.value).toMatchObject({ paymentExpiresAt: '2026-12-22', principalUserId: 2, subscription: { totalUsers: 5 } });
  });

  it('forgets the local session on logout even when the server is down', async () => {
    const { http, tokens } = arrange(() => {
      throw new TypeError('fetch failed');
    });
    const auth = createHttpAuthGateway(http, tokens);
    await auth.logout();
    expect(tokens.read()).toBeNull();
  });
});

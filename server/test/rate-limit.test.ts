/**
 * Login throttling (docs/security.md "Login throttling"): consecutive failures per
 * username + client address, failures per client address per day; successful logins are
 * not counted. Driven through `POST /api/token/` with counts only (no waiting): every
 * `ctx.app()` has a fresh in-memory throttle. The expiry of the blocks is checked on the
 * throttle alone, with vitest's fake timers (the library reads `Date.now()`).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientKey, createLoginThrottle, type LoginThrottle } from '../src/auth/login-throttle';
import { throttledMessage } from '../src/modules/accounts/routes/auth.routes';
import { createTestContext, PASSWORD, postToken, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ catalog: 'none' });
});
afterAll(() => ctx.close());

const MESSAGE = 'Muitas tentativas de login. Tente novamente em 15 minutos.';
const DAY_MESSAGE = 'Muitas tentativas de login. Tente novamente em 24 horas.';

type App = Awaited<ReturnType<TestContext['app']>>;
const from = (app: App, remoteAddress: string, username: string, password = PASSWORD) =>
  postToken(app, { username, password }, { remoteAddress });

describe('consecutive failures per username and address (LOGIN_RATE_LIMIT_PER_USERNAME, 5; blocked 15 minutes)', () => {
  it('answers 429 in Portuguese with Retry-After after 5 failures, even with the right password', async () => {
    const app = await ctx.app();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await from(app, '203.0.113.1', 'corretor', `errada${attempt}`)).statusCode).toBe(401);
    }
    const blocked = await from(app, '203.0.113.1', 'corretor');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ detail: MESSAGE, error: MESSAGE });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // Another username from the same address is not affected.
    expect((await from(app, '203.0.113.1', 'gestor')).statusCode).toBe(200);
  });

  it('cannot be turned against a user: failures from one address do not lock the account elsewhere', async () => {
    const app = await ctx.app();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await from(app, '198.51.100.66', 'expirando', 'chute')).statusCode).toBe(401);
    }
    expect((await from(app, '198.51.100.66', 'expirando')).statusCode).toBe(429);
    // The owner, from their own address, logs in.
    expect((await from(app, '203.0.113.20', 'expirando')).statusCode).toBe(200);
    // ... and its success does not unlock the attacker's address.
    expect((await from(app, '198.51.100.66', 'expirando')).statusCode).toBe(429);
  });

  it('counts unknown usernames too, case-insensitively', async () => {
    const app = await ctx.app();
    for (const username of ['Fulano', 'fulano', 'FULANO', 'fulano', 'fulano ']) {
      expect((await from(app, '203.0.113.2', username, 'x')).statusCode).toBe(401);
    }
    expect((await from(app, '203.0.113.2', 'fulano', 'x')).statusCode).toBe(429);
  });

  it('resets the count after a successful login (consecutive failures only)', async () => {
    const app = await ctx.app();
    for (let round = 0; round < 3; round += 1) {
      for (let attempt = 0; attempt < 4; attempt += 1) {
        expect((await from(app, '203.0.113.3', 'primeiro', 'errada')).statusCode).toBe(401);
      }
      expect((await from(app, '203.0.113.3', 'primeiro')).statusCode).toBe(200);
    }
  });

  it('holds under parallel guesses: exactly 5 of 12 simultaneous wrong passwords are checked', async () => {
    const app = await ctx.app();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => from(app, '203.0.113.4', 'corretor', `chute${index}`)));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
    expect((await from(app, '203.0.113.4', 'corretor')).statusCode).toBe(429);
  });

  it('follows LOGIN_RATE_LIMIT_PER_USERNAME', async () => {
    const app = await ctx.app({ loginRateLimitPerUsername: 2 });
    expect((await from(app, '203.0.113.5', 'novo', 'x')).statusCode).toBe(401);
    expect((await from(app, '203.0.113.5', 'novo', 'x')).statusCode).toBe(401);
    expect((await from(app, '203.0.113.5', 'novo')).statusCode).toBe(429);
  });
});

describe('failures per address per day (LOGIN_RATE_LIMIT_PER_ADDRESS, 100; blocked 24 hours)', () => {
  it('does not count successful logins: an office behind one address logs in all day', async () => {
    const app = await ctx.app();
    const users = ['admin', 'corretor', 'gestor', 'primeiro', 'expirando', 'novo'];
    for (let attempt = 0; attempt < 60; attempt += 1) {
      const answer = await from(app, '203.0.113.10', users[attempt % users.length]!);
      expect(answer.statusCode, `login ${attempt + 1}`).toBe(200);
    }
    // A few typos among them are fine too.
    for (const username of users) {
      expect((await from(app, '203.0.113.10', username, 'errada')).statusCode).toBe(401);
      expect((await from(app, '203.0.113.10', username)).statusCode).toBe(200);
    }
  });

  it('blocks an address for a day after that many failures, whatever the usernames; other addresses go on', async () => {
    const app = await ctx.app({ loginRateLimitPerAddress: 3 });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await from(app, '198.51.100.9', 'corretor')).statusCode).toBe(200); // not counted
    }
    for (const username of ['ana', 'bia', 'caio']) {
      expect((await from(app, '198.51.100.9', username, 'x')).statusCode).toBe(401);
    }
    const blocked = await from(app, '198.51.100.9', 'novo');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ detail: DAY_MESSAGE, error: DAY_MESSAGE });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);

    expect((await from(app, '198.51.100.10', 'novo')).statusCode).toBe(200);
  });

  it('is not reset by a success', async () => {
    const app = await ctx.app({ loginRateLimitPerAddress: 3 });
    for (let round = 0; round < 2; round += 1) {
      expect((await from(app, '198.51.100.11', 'novo', 'x')).statusCode).toBe(401);
      expect((await from(app, '198.51.100.11', 'novo')).statusCode).toBe(200);
    }
    // The third failure of the day, successes in between: the address is blocked.
    expect((await from(app, '198.51.100.11', 'gestor', 'x')).statusCode).toBe(401);
    expect((await from(app, '198.51.100.11', 'novo')).statusCode).toBe(429);
  });
});

describe('client addresses', () => {
  it('counts an IPv6 client by its /64 network, an IPv4-mapped one as IPv4', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:1:2::10')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('::')).toBe('0:0:0:0::/64');
    expect(clientKey('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });

  it('an IPv6 client cannot get fresh counts by changing the last 64 bits', async () => {
    const app = await ctx.app({ loginRateLimitPerAddress: 3 });
    for (const [index, address] of ['2001:db8:aa:1::1', '2001:db8:aa:1::2', '2001:db8:aa:1:ffff::3'].entries()) {
      expect((await from(app, address, 'corretor', `chute${index}`)).statusCode).toBe(401);
    }
    expect((await from(app, '2001:db8:aa:1::99', 'novo')).statusCode).toBe(429);
    expect((await from(app, '2001:db8:aa:2::1', 'novo')).statusCode).toBe(200);
  });
});

describe('the throttle on its own (fake timers)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const fail = async (throttle: LoginThrottle, username: string, address: string) => {
    expect(await throttle.attempt(username, address)).toEqual({ kind: 'allowed' });
    await throttle.recordFailure(username, address);
  };

  it('lifts the username + address block 15 minutes after the last counted failure', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-10T12:00:00Z') });
    const throttle = createLoginThrottle({ perUsername: 3, perAddress: 100 });
    for (let index = 0; index < 3; index += 1) {
      await fail(throttle, 'ana', '192.0.2.1');
      vi.advanceTimersByTime(60_000);
    }
    expect(await throttle.attempt('ana', '192.0.2.1')).toEqual({ kind: 'blocked', retryAfterSeconds: 14 * 60 });
    vi.advanceTimersByTime(14 * 60_000 - 1);
    expect((await throttle.attempt('ana', '192.0.2.1')).kind).toBe('blocked');
    vi.advanceTimersByTime(1);
    expect(await throttle.attempt('ana', '192.0.2.1')).toEqual({ kind: 'allowed' });
  });

  it('forgets failures older than the 15-minute window', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-10T12:00:00Z') });
    const throttle = createLoginThrottle({ perUsername: 3, perAddress: 100 });
    await fail(throttle, 'ana', '192.0.2.1');
    await fail(throttle, 'ana', '192.0.2.1');
    vi.advanceTimersByTime(15 * 60_000);
    await fail(throttle, 'ana', '192.0.2.1');
    await fail(throttle, 'ana', '192.0.2.1');
    expect(await throttle.attempt('ana', '192.0.2.1')).toEqual({ kind: 'allowed' });
  });

  it('lifts the address block a day after the last counted failure', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-10T12:00:00Z') });
    const throttle = createLoginThrottle({ perUsername: 5, perAddress: 2 });
    await fail(throttle, 'ana', '192.0.2.2');
    vi.advanceTimersByTime(3 * 3600_000);
    await fail(throttle, 'bia', '192.0.2.2');
    expect(await throttle.attempt('caio', '192.0.2.2')).toEqual({ kind: 'blocked', retryAfterSeconds: 24 * 3600 });
    vi.advanceTimersByTime(24 * 3600_000);
    expect(await throttle.attempt('caio', '192.0.2.2')).toEqual({ kind: 'allowed' });
  });
});

describe('throttledMessage', () => {
  it('rounds up to minutes within an hour, to hours beyond', () => {
    expect(throttledMessage(1)).toBe('Muitas tentativas de login. Tente novamente em 1 minuto.');
    expect(throttledMessage(61)).toBe('Muitas tentativas de login. Tente novamente em 2 minutos.');
    expect(throttledMessage(15 * 60)).toBe(MESSAGE);
    expect(throttledMessage(3600)).toBe('Muitas tentativas de login. Tente novamente em 60 minutos.');
    expect(throttledMessage(3601)).toBe('Muitas tentativas de login. Tente novamente em 2 horas.');
    expect(throttledMessage(24 * 3600)).toBe(DAY_MESSAGE);
  });
});

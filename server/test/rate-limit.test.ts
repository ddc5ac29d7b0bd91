import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, postToken, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const MESSAGE = 'Muitas tentativas de login. Tente novamente em 15 minutos.';

describe('login rate limit per username (5 failures per 15 minutes)', () => {
  it('answers 429 in Portuguese with Retry-After after 5 failures, even with the right password', async () => {
    const app = await ctx.app();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await postToken(app, { username: 'corretor', password: `errada${attempt}` });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await postToken(app, { username: 'corretor', password: 'demo1234' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ detail: MESSAGE, error: MESSAGE });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // Another username from the same address is not affected.
    const other = await postToken(app, { username: 'gestor', password: 'demo1234' });
    expect(other.statusCode).toBe(200);
  });

  it('counts unknown usernames too, case-insensitively', async () => {
    const app = await ctx.app();
    for (const username of ['Fulano', 'fulano', 'FULANO', 'fulano', 'fulano ']) {
      expect((await postToken(app, { username, password: 'x' })).statusCode).toBe(401);
    }
    expect((await postToken(app, { username: 'fulano', password: 'x' })).statusCode).toBe(429);
  });

  it('resets the failure count after a successful login', async () => {
    const app = await ctx.app();
    for (let round = 0; round < 2; round += 1) {
      for (let attempt = 0; attempt < 4; attempt += 1) {
        expect((await postToken(app, { username: 'primeiro', password: 'errada' })).statusCode).toBe(401);
      }
      expect((await postToken(app, { username: 'primeiro', password: 'demo1234' })).statusCode).toBe(200);
    }
  });
});

describe('login rate limit per address (30 attempts per 15 minutes)', () => {
  it('answers 429 on the 31st attempt from one address, not from another', async () => {
    const app = await ctx.app();
    const from = (remoteAddress: string, password = 'demo1234') =>
      postToken(app, { username: 'expirando', password }, { remoteAddress });

    for (let attempt = 1; attempt <= 30; attempt += 1) {
      expect((await from('203.0.113.7')).statusCode).toBe(200);
    }
    const blocked = await from('203.0.113.7');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ detail: MESSAGE, error: MESSAGE });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    expect((await from('203.0.113.8')).statusCode).toBe(200);
  });

  it('follows LOGIN_RATE_LIMIT_PER_ADDRESS', async () => {
    const app = await ctx.app({ loginRateLimitPerAddress: 2 });
    const from = () => postToken(app, { username: 'novo', password: 'demo1234' }, { remoteAddress: '198.51.100.1' });
    expect((await from()).statusCode).toBe(200);
    expect((await from()).statusCode).toBe(200);
    expect((await from()).statusCode).toBe(429);
  });
});

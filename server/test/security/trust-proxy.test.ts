/**
 * The client address the login throttle counts: the TCP peer by default (a forged
 * X-Forwarded-For changes nothing); behind the proxies named in TRUST_PROXY, the address
 * they forwarded. `true` and hop counts are refused at start-up (any client could choose its address).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createTestContext, postToken, type TestContext } from '../helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ catalog: 'none' });
});
afterAll(() => ctx.close());

const wrong = { username: 'expirando', password: 'senha-errada' };
const right = { username: 'expirando', password: 'demo1234' };

describe('TRUST_PROXY', () => {
  it('by default ignores X-Forwarded-For: a forged header does not dodge the throttle', async () => {
    const app = await ctx.app();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await postToken(app, wrong, { headers: { 'x-forwarded-for': `198.51.100.${attempt}` } });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await postToken(app, right, { headers: { 'x-forwarded-for': '198.51.100.99' } });
    expect(blocked.statusCode).toBe(429);
  });

  it('behind a named proxy counts the forwarded client address: another client is not blocked', async () => {
    const app = await ctx.app({ trustProxy: ['127.0.0.1'] });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await postToken(app, wrong, { headers: { 'x-forwarded-for': '198.51.100.7' } })).statusCode).toBe(401);
    }
    expect((await postToken(app, right, { headers: { 'x-forwarded-for': '198.51.100.7' } })).statusCode).toBe(429);
    expect((await postToken(app, right, { headers: { 'x-forwarded-for': '203.0.113.20' } })).statusCode).toBe(200);
  });

  it('refuses "true" and hop counts, accepts addresses and CIDRs', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '10.0.0.0/8, ::1 loopback' }).trustProxy).toEqual(['10.0.0.0/8', '::1', 'loopback']);
  });
});

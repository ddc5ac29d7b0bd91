/**
 * The movable server clock (TEST_CLOCK=1): what the end-to-end tests use to make a price
 * table scheduled for a later day come into force.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMovableClock } from '../src/lib/server-clock';
import { createTestContext, type TestContext } from './helpers';

describe('createMovableClock', () => {
  it('sets today in Brasília keeping the time of day, and goes back', () => {
    // 23:30 in Brasília on 24 Nov (02:30 UTC on the 25th).
    const base = () => new Date('2026-11-25T02:30:00Z');
    const clock = createMovableClock(base);
    clock.setToday('2026-12-01');
    expect(clock.now().toISOString()).toBe('2026-12-02T02:30:00.000Z');
    expect(clock.offsetDays()).toBe(7);
    clock.setToday(null);
    expect(clock.now().toISOString()).toBe('2026-11-25T02:30:00.000Z');
    expect(clock.offsetDays()).toBe(0);
  });
});

describe('PUT /api/test/clock/', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ start: new Date('2026-11-20T15:00:00Z'), catalog: 'none' });
  });
  afterAll(async () => ctx.close());

  it('does not exist without TEST_CLOCK', async () => {
    const app = await ctx.app();
    const response = await app.inject({ method: 'PUT', url: '/api/test/clock/', payload: { today: '2027-01-01' } });
    expect(response.statusCode).toBe(404);
  });

  it('moves the day every use case sees, and refuses a bad date', async () => {
    const app = await ctx.app({ testClock: true });
    const moved = await app.inject({ method: 'PUT', url: '/api/test/clock/', payload: { today: '2027-01-01' } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ today: '2027-01-01', offset_days: 42 });
    expect((await app.inject({ method: 'GET', url: '/api/test/clock/' })).json()).toMatchObject({ today: '2027-01-01' });
    const bad = await app.inject({ method: 'PUT', url: '/api/test/clock/', payload: { today: '01/01/2027' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ today: ['Informe a data no formato AAAA-MM-DD.'] });
    const back = await app.inject({ method: 'PUT', url: '/api/test/clock/', payload: { today: null } });
    expect(back.json()).toMatchObject({ today: '2026-11-20', offset_days: 0 });
  });
});

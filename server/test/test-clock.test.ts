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

describe('POST /api/test/demo-users/', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ start: new Date('2026-11-20T15:00:00Z'), catalog: 'none' });
  });
  afterAll(async () => ctx.close());

  // Production refuses TEST_CLOCK=1 (server/test/config.test.ts), so the route never exists there.
  it('does not exist without TEST_CLOCK', async () => {
    const app = await ctx.app();
    const response = await app.inject({ method: 'POST', url: '/api/test/demo-users/', payload: { suffix: 'abc' } });
    expect(response.statusCode).toBe(404);
  });

  it('copies every demo user under the suffix, dated from the server clock, once; refuses a bad suffix', async () => {
    const app = await ctx.app({ testClock: true });
    await app.inject({ method: 'PUT', url: '/api/test/clock/', payload: { today: '2027-01-10' } });
    const seeded = await app.inject({ method: 'POST', url: '/api/test/demo-users/', payload: { suffix: 'sub1' } });
    expect(seeded.statusCode).toBe(201);
    const { users } = seeded.json<{ users: Record<string, string> }>();
    expect(users).toMatchObject({ corretor: 'corretor_sub1', gestor: 'gestor_sub1', bloqueado: 'bloqueado_sub1', expirando: 'expirando_sub1', admin: 'admin_sub1' });

    const login = await app.inject({ method: 'POST', url: '/api/token/', payload: { username: 'expirando_sub1', password: 'demo1234' } });
    expect(login.statusCode).toBe(200);
    const auth = { authorization: `Bearer ${login.json<{ access: string }>().access}` };
    const me = (await app.inject({ method: 'GET', url: '/api/users/me/', headers: auth })).json<Record<string, unknown>>();
    // expirando's access ends 3 days after the server's (moved) today.
    expect(JSON.stringify(me)).toContain('2027-01-13');
    expect(me).toMatchObject({ name: 'Elisa Martins Prado', email: 'expirando+sub1@cotador.local' });

    // The gestor copy joins the corretor copy's account, not the original's.
    const gestor = await app.inject({ method: 'POST', url: '/api/token/', payload: { username: 'gestor_sub1', password: 'demo1234' } });
    expect(gestor.statusCode).toBe(200);
    const meOf = async (username: string) => {
      const tokens = await app.inject({ method: 'POST', url: '/api/token/', payload: { username, password: 'demo1234' } });
      const headers = { authorization: `Bearer ${tokens.json<{ access: string }>().access}` };
      return (await app.inject({ method: 'GET', url: '/api/users/me/', headers })).json<{ id: number; principal_user_id: number }>();
    };
    const [copyGestor, copyCorretor, corretor] = [await meOf('gestor_sub1'), await meOf('corretor_sub1'), await meOf('corretor')];
    expect(copyGestor.principal_user_id).toBe(copyCorretor.id);
    expect(copyCorretor.id).not.toBe(corretor.id);

    const again = await app.inject({ method: 'POST', url: '/api/test/demo-users/', payload: { suffix: 'sub1' } });
    expect(again.statusCode).toBe(201);
    const bad = await app.inject({ method: 'POST', url: '/api/test/demo-users/', payload: { suffix: 'Com Espaço' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ suffix: ['Use de 1 a 24 letras minúsculas ou dígitos.'] });
  });
});

/**
 * Contract scenarios of the session ports (AuthGateway): the same steps and expectations
 * against the fake back end and the real server (see ./backends.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractBackends, PASSWORD, type StartedBackend } from './backends';

describe.each(contractBackends())('session contract — $name', (backend) => {
  let started: StartedBackend;
  beforeAll(async () => {
    started = await backend.start();
  });
  afterAll(() => started.close());

  it('refuses a wrong password as invalid credentials and keeps no session', async () => {
    const { auth } = started.services;
    const result = await auth.login({ username: 'corretor', password: 'not-the-password' });
    expect(result).toEqual({ ok: false, error: { kind: 'invalid-credentials' } });
    expect(auth.hasSession()).toBe(false);
  });

  it('logs a demo user in and answers the same user, roles and payment state', async () => {
    const { auth } = started.services;
    expect(await auth.login({ username: 'gestor', password: PASSWORD })).toEqual({ ok: true, value: undefined });
    expect(auth.hasSession()).toBe(true);
    const me = await auth.currentUser();
    expect(me.ok).toBe(true);
    if (!me.ok) return;
    expect(me.value).toMatchObject({
      username: 'gestor',
      name: 'Gustavo Henrique Alves',
      email: 'gestor@cotador.local',
      roles: ['manager'],
      payment: 'OP',
      isSuperuser: false,
      firstAccess: false,
    });
  });

  it("logs a blocked account's user in: the payment state travels, the gate (not the login) decides", async () => {
    const { auth } = started.services;
    expect(await auth.login({ username: 'bloqueado', password: PASSWORD })).toEqual({ ok: true, value: undefined });
    expect(await auth.currentUser()).toMatchObject({ ok: true, value: { username: 'bloqueado', payment: 'BL', roles: ['admin'] } });
    await auth.logout();
  });

  it('takes the username exactly as sent (the login machine trims what was typed) and refuses a blank password', async () => {
    const { auth } = started.services;
    expect(await auth.login({ username: ' corretor ', password: PASSWORD })).toEqual({ ok: false, error: { kind: 'invalid-credentials' } });
    expect(auth.hasSession()).toBe(false);
    expect(await auth.login({ username: 'corretor', password: '' })).toMatchObject({ ok: false });
    expect(auth.hasSession()).toBe(false);
  });

  it('logs in again as another user, replacing the session', async () => {
    const { auth } = started.services;
    expect(await auth.login({ username: 'gestor', password: PASSWORD })).toEqual({ ok: true, value: undefined });
  });

  it('forgets the session on logout', async () => {
    const { auth } = started.services;
    await auth.logout();
    expect(auth.hasSession()).toBe(false);
    const me = await auth.currentUser();
    expect(me.ok).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createSessionLogic } from '../../src/application/session/session.machine';
import { createFakeAuthGateway } from '../../src/infrastructure/fake/auth-gateway.fake';
import { createMemoryKeyValueStore } from '../../src/infrastructure/key-value-store';
import { createStoredTokenStore } from '../../src/infrastructure/token-store.storage';

function arrange(storedFor?: string) {
  const store = createMemoryKeyValueStore();
  const tokens = createStoredTokenStore(store);
  if (storedFor) tokens.write({ access: `fake-access:${storedFor}`, refresh: `fake-refresh:${storedFor}` });
  const auth = createFakeAuthGateway({ tokens, clock: { now: () => new Date('2026-11-22T12:00:00Z') } });
  const actor = createActor(createSessionLogic({ auth })).start();
  return { actor, auth, tokens };
}

describe('session machine', () => {
  describe('checking', () => {
    it('is anonymous without stored tokens, from the first snapshot (the prerendered landing hydrates)', () => {
      const { actor } = arrange();
      expect(actor.getSnapshot().value).toBe('anonymous');
      expect(actor.getSnapshot().context.user).toBeNull();
    });
    it('resumes a stored session by loading the user', async () => {
      const { actor } = arrange('gestor');
      const snap = await waitFor(actor, (s) => s.matches('authenticated'));
      expect(snap.context.user?.username).toBe('gestor');
    });
    it('is anonymous when the stored session is no longer valid (after trying to resume it)', async () => {
      const tokens = createStoredTokenStore(createMemoryKeyValueStore());
      tokens.write({ access: 'fake-access:ninguem', refresh: 'fake-refresh:ninguem' });
      const auth = createFakeAuthGateway({ tokens, clock: { now: () => new Date('2026-11-22T12:00:00Z') } });
      const actor = createActor(createSessionLogic({ auth }));
      const visited: unknown[] = [];
      actor.subscribe((snapshot) => visited.push(snapshot.value));
      actor.start();
      const snap = await waitFor(actor, (s) => s.matches('anonymous'));
      expect(visited).toEqual(['resuming', 'anonymous']);
      expect(snap.context.user).toBeNull();
    });
  });

  describe('authenticated', () => {
    it('logs out through the gateway and forgets the tokens', async () => {
      const { actor, auth, tokens } = arrange('corretor');
      await waitFor(actor, (s) => s.matches('authenticated'));
      actor.send({ type: 'session.logout' });
      await waitFor(actor, (s) => s.matches('anonymous'));
      expect(auth.logoutCalls).toBe(1);
      expect(tokens.read()).toBeNull();
    });
    it('becomes anonymous when the server ends the session', async () => {
      const { actor } = arrange('corretor');
      await waitFor(actor, (s) => s.matches('authenticated'));
      actor.send({ type: 'session.ended' });
      expect(actor.getSnapshot().matches('anonymous')).toBe(true);
      expect(actor.getSnapshot().context.user).toBeNull();
    });
    it('reloads the user after a change', async () => {
      const { actor, auth } = arrange('corretor');
      await waitFor(actor, (s) => s.matches('authenticated'));
      auth.users.find((u) => u.username === 'corretor')!.name = 'Carla M. Ribeiro';
      actor.send({ type: 'session.reload' });
      const snap = await waitFor(actor, (s) => s.matches('authenticated') && s.context.user?.name === 'Carla M. Ribeiro');
      expect(snap.context.user?.name).toBe('Carla M. Ribeiro');
    });
  });

  describe('anonymous', () => {
    it('becomes authenticated on login', async () => {
      const { actor, auth } = arrange();
      await waitFor(actor, (s) => s.matches('anonymous'));
      const user = auth.users[0]!;
      actor.send({ type: 'session.loggedIn', user });
      expect(actor.getSnapshot().context.user).toEqual(user);
    });
  });
});

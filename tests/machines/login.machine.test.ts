import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createLoginLogic } from '../../src/application/session/login.machine';
import { createFakeAuthGateway } from '../../src/infrastructure/fake/auth-gateway.fake';
import { createMemoryKeyValueStore } from '../../src/infrastructure/key-value-store';
import { createStoredTokenStore } from '../../src/infrastructure/token-store.storage';

function arrange() {
  const tokens = createStoredTokenStore(createMemoryKeyValueStore());
  const auth = createFakeAuthGateway({ tokens, clock: { now: () => new Date('2026-11-22T12:00:00Z') } });
  const actor = createActor(createLoginLogic({ auth })).start();
  return { actor, auth, tokens };
}

describe('login machine', () => {
  describe('idle', () => {
    it('starts idle with no error', () => {
      const { actor } = arrange();
      expect(actor.getSnapshot().value).toBe('idle');
      expect(actor.getSnapshot().context.error).toBeNull();
    });
  });

  describe('authenticating → loadingUser → success', () => {
    it('stores the tokens and ends with the user loaded from /users/me/', async () => {
      const { actor, tokens } = arrange();
      actor.send({ type: 'login.submit', username: ' corretor ', password: 'demo1234' });
      const done = await waitFor(actor, (s) => s.status === 'done');
      expect(done.output?.user.username).toBe('corretor');
      expect(done.output?.user.roles).toEqual(['admin']);
      expect(tokens.read()?.access).toBe('fake-access:corretor');
    });
  });

  describe('failure', () => {
    it("shows 'Credenciais inválidas' for wrong credentials and stores nothing", async () => {
      const { actor, tokens } = arrange();
      actor.send({ type: 'login.submit', username: 'corretor', password: 'errada' });
      const failed = await waitFor(actor, (s) => s.matches('failure'));
      expect(failed.context.error).toBe('Credenciais inválidas');
      expect(tokens.read()).toBeNull();
    });

    it("shows the server's message for any other error", async () => {
      const { actor, auth } = arrange();
      auth.failNextWith({ kind: 'rejected', message: 'Muitas tentativas de login. Tente novamente em 15 minutos.' });
      actor.send({ type: 'login.submit', username: 'corretor', password: 'demo1234' });
      const failed = await waitFor(actor, (s) => s.matches('failure'));
      expect(failed.context.error).toBe('Muitas tentativas de login. Tente novamente em 15 minutos.');
    });

    it('says the server cannot be reached when offline', async () => {
      const { actor, auth } = arrange();
      auth.goOffline();
      actor.send({ type: 'login.submit', username: 'corretor', password: 'demo1234' });
      const failed = await waitFor(actor, (s) => s.matches('failure'));
      expect(failed.context.error).toMatch(/Não foi possível conectar ao servidor/);
    });

    it('tries again from failure and clears the error while trying', async () => {
      const { actor } = arrange();
      actor.send({ type: 'login.submit', username: 'corretor', password: 'x' });
      await waitFor(actor, (s) => s.matches('failure'));
      actor.send({ type: 'login.submit', username: 'corretor', password: 'demo1234' });
      expect(actor.getSnapshot().context.error).toBeNull();
      const done = await waitFor(actor, (s) => s.status === 'done');
      expect(done.output?.user.name).toBe('Carla Mendes Ribeiro');
    });
  });
});

/** Cancellation machine, headless, on the fake subscription back end. */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { CANCEL_ERROR_MESSAGE, PLAN_LOAD_ERROR_MESSAGE, createCancelSubscriptionLogic } from '../../src/application/subscription/cancel-subscription.machine';
import { createFakeAuthGateway } from '../../src/infrastructure/fake/auth-gateway.fake';
import { createFakeSubscriptions } from '../../src/infrastructure/fake/subscriptions.fake';
import { createMemoryKeyValueStore } from '../../src/infrastructure/key-value-store';
import { createStoredTokenStore } from '../../src/infrastructure/token-store.storage';

async function arrange(username = 'corretor') {
  const tokens = createStoredTokenStore(createMemoryKeyValueStore());
  const clock = { now: () => new Date('2025-03-10T12:00:00Z') };
  const auth = createFakeAuthGateway({ tokens, clock });
  const fake = createFakeSubscriptions({ auth, clock, confirmDelayMs: null });
  await auth.login({ username, password: 'demo1234' });
  const email = auth.users.find((u) => u.username === username)?.email ?? '';
  const start = () => createActor(createCancelSubscriptionLogic({ subscriptions: fake.gateway }), { input: { email } }).start();
  return { auth, fake, start };
}

describe('cancel-subscription machine', () => {
  describe('loading', () => {
    it('asks for confirmation with the day access ends', async () => {
      const { start } = await arrange();
      const snapshot = await waitFor(start(), (s) => s.matches('confirming'));
      expect(snapshot.context.plan?.subscription?.currentPeriodEnd).toBe('2025-04-09');
    });

    it('knows when there is nothing to cancel', async () => {
      const { start } = await arrange('novo');
      const snapshot = await waitFor(start(), (s) => s.matches('noSubscription'));
      expect(snapshot.context.plan?.subscription ?? null).toBeNull();
    });

    it('fails with the plan message (spec point 8) and retries', async () => {
      const { start, fake } = await arrange();
      fake.failNextWith({ kind: 'unavailable', message: 'x' });
      const actor = start();
      expect((await waitFor(actor, (s) => s.matches('loadFailed'))).context.message).toBe(PLAN_LOAD_ERROR_MESSAGE);
      actor.send({ type: 'load.retry' });
      await waitFor(actor, (s) => s.matches('confirming'));
    });
  });

  describe('confirming → canceling', () => {
    it('cancels at period end and keeps the date', async () => {
      const { start, auth } = await arrange();
      const actor = start();
      await waitFor(actor, (s) => s.matches('confirming'));
      actor.send({ type: 'cancel.confirm', reason: '  Preço  ' });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      const done = await waitFor(actor, (s) => s.status === 'done');
      expect(done.output?.plan?.subscription).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: true, currentPeriodEnd: '2025-04-09', nextCharge: null });
      // Access is kept until the period ends.
      expect(auth.users.find((u) => u.username === 'corretor')?.payment).toBe('OP');
    });

    it('shows the failure and lets the user try again', async () => {
      const { start, fake } = await arrange();
      const actor = start();
      await waitFor(actor, (s) => s.matches('confirming'));
      fake.failNextWith({ kind: 'rejected', message: '' });
      actor.send({ type: 'cancel.confirm' });
      const back = await waitFor(actor, (s) => s.matches('confirming') && s.context.message !== null);
      expect(back.context.message).toBe(CANCEL_ERROR_MESSAGE);
      actor.send({ type: 'cancel.confirm' });
      await waitFor(actor, (s) => s.status === 'done');
    });
  });

  describe('alreadyCanceled', () => {
    it('does not cancel twice', async () => {
      const { start, fake } = await arrange();
      await fake.gateway.cancel();
      const snapshot = await waitFor(start(), (s) => s.matches('alreadyCanceled'));
      expect(snapshot.context.plan?.subscription?.cancelAtPeriodEnd).toBe(true);
    });
  });
});

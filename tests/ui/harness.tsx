/**
 * Test harness: renders <App/> on the fake services (in-memory storage, fake auth
 * with the demo users, password demo1234) and wouter's memory location.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import type { AppServices } from '../../src/application/app-services';
import { createAppUseCases, type AppUseCases } from '../../src/application/app-use-cases';
import type { Clock } from '../../src/application/shared/clock';
import { createAppContainer, resolveServices } from '../../src/infrastructure/di/container';
import type { FakeAuthGateway } from '../../src/infrastructure/fake/auth-gateway.fake';
import type { FakeAccounts } from '../../src/infrastructure/fake/accounts.fake';
import type { FakeSubscriptions } from '../../src/infrastructure/fake/subscriptions.fake';
import { TOKENS } from '../../src/infrastructure/di/tokens';
import { DEMO_PASSWORD } from '../../src/infrastructure/fake/demo-users';
import { createMemoryKeyValueStore } from '../../src/infrastructure/key-value-store';
import { App } from '../../src/ui/app/app';
import type { FeatureUseCasesLoader } from '../../src/ui/app/services-context';
import { preloadShellChunks } from '../../src/ui/app/route-views';

// The lazy layouts and shell screens (route-views.tsx) load once per file, before its first
// test, so their first transform on a busy machine is not counted in a `findBy` wait.
beforeAll(() => preloadShellChunks());

export { DEMO_PASSWORD };

export const fixedClock: Clock = { now: () => new Date('2026-07-10T12:00:00Z') };

/**
 * Fake services for one test. Pending charges (PIX, boleto, the delayed card) stay pending
 * until the test calls `subscriptions.settlePending()`.
 */
export function createFakeServices(): { services: AppServices; auth: FakeAuthGateway; accounts: FakeAccounts; subscriptions: FakeSubscriptions } {
  const container = createAppContainer({
    mode: 'fake',
    apiUrl: 'http://localhost/api/',
    storage: createMemoryKeyValueStore(),
    clock: fixedClock,
    fakeLatencyMs: Number(process.env.UI_FAKE_LATENCY_MS ?? 0),
    fakePaymentConfirmMs: null,
  });
  const services = resolveServices(container, 'fake');
  return {
    services,
    auth: services.auth as FakeAuthGateway,
    accounts: container.get(TOKENS.FakeAccounts),
    subscriptions: container.get(TOKENS.FakeSubscriptions),
  };
}

export interface RenderAppOptions {
  path?: string;
  services?: AppServices;
  /** Every feature's use cases, or a loader as main.tsx passes (default: built now over `services`). */
  useCases?: AppUseCases | FeatureUseCasesLoader;
}

/** Renders the whole app at `path` (default /home). */
export function renderApp({ path = '/home', services, useCases }: RenderAppOptions = {}) {
  const fake = services ? { services, auth: services.auth as FakeAuthGateway } : createFakeServices();
  const location = memoryLocation({ path, record: true });
  const user = userEvent.setup();
  // Every feature's use cases built now (the app builds them with the first feature screen: main.tsx).
  // Alerts stay until closed: their 3 s is wall-clock time, which a busy machine can spend drawing
  // the next screen before the test reads the alert (tests/ui/alerts.test.tsx checks the 3 s).
  const view = render(
    <App services={fake.services} useCases={useCases ?? createAppUseCases(fake.services)} locationHook={location.hook} alertAutoHideMs={null} />,
  );
  const currentPath = () => location.history.at(-1)?.split('?')[0] ?? path;
  return { ...view, ...fake, location, user, currentPath };
}

/** Logs in through the landing form as a person would. */
export async function loginAs(user: ReturnType<typeof userEvent.setup>, username: string, password = DEMO_PASSWORD) {
  await user.type(await screen.findByLabelText('Usuário'), username);
  await user.type(screen.getByLabelText('Senha'), password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

/** Stores a session token for `username` so the app resumes it on load. */
export async function signInDirectly(services: AppServices, username: string) {
  const result = await services.auth.login({ username, password: DEMO_PASSWORD });
  if (!result.ok) throw new Error(`could not sign in ${username}`);
}

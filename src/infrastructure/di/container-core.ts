/**
 * The composition of ports and adapters (architecture rule 8): decorator-free
 * inversify bindings. `http` talks to the REST API; `fake` runs on the in-memory
 * fakes (tests, QA, `npm run dev:fake`), bound by the fake back end (fake-bindings.ts), which
 * the caller passes in: the production bundle never carries the fakes, main.tsx imports
 * them on demand in fake mode only (docs/benchmarks.md, "lean first load").
 * Tests call `createAppContainer` (container.ts), which passes the fakes and binds every feature.
 *
 * The second stage of the composition root: the first page's ports are made by
 * shell-ports.ts (no inversify) and bound here as they are; each feature's adapters are bound by
 * its own module (features/), which the app fetches with the first screen that needs that
 * feature (feature-loader.ts).
 */
import { Container } from 'inversify';
import type { ContainerOptions, FakeBackend } from './container-options';
import type { ShellPorts } from './shell-ports';
import { TOKENS } from './tokens';

export type { BackendMode, ContainerOptions, FakeBackend } from './container-options';

/**
 * Builds the container for one mode: the first stage's ports and, in fake mode, every fake
 * (the features' modules bind their HTTP adapters and local storages: features/).
 * @param fakes required in fake mode (throws without it).
 * @param shell the first stage's ports (shell-ports.ts; main.tsx made them at start-up); in http
 *   mode their HTTP part must be made already (`shell.http.load()` ended; throws otherwise).
 */
export function createContainerCore(options: ContainerOptions, fakes: FakeBackend | undefined, shell: ShellPorts): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(TOKENS.ContainerOptions).toConstantValue(options);
  container.bind(TOKENS.Clock).toConstantValue(shell.clock);
  container.bind(TOKENS.KeyValueStore).toConstantValue(shell.storage);
  container.bind(TOKENS.SessionSignal).toConstantValue(shell.sessionSignal);
  container.bind(TOKENS.TokenStore).toConstantValue(shell.tokens);
  container.bind(TOKENS.SessionKeyValueStore).toConstantValue(shell.sessionStore);
  container.bind(TOKENS.TrackerLoader).toConstantValue(shell.trackers);
  container.bind(TOKENS.AuthGateway).toConstantValue(shell.auth);
  container.bind(TOKENS.PublicSettingsGateway).toConstantValue(shell.publicSettings);

  if (options.mode === 'http') {
    const http = shell.http?.current();
    if (!http) throw new Error('Http mode: shell.http.load() first.');
    container.bind(TOKENS.HttpClient).toConstantValue(http.client);
  } else {
    if (!fakes) throw new Error('Fake mode: no fake back end.');
    fakes.bind(container, options);
  }
  return container;
}

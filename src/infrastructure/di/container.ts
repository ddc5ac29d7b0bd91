/**
 * The composition of ports and adapters (architecture rule 8): decorator-free
 * inversify bindings. `http` talks to the REST API; `fake` runs on the in-memory
 * fakes (tests, QA, `npm run dev:fake`). Only the composition root and test
 * harnesses call this.
 */
import { Container } from 'inversify';
import type { AppServices } from '../../application/app-services';
import type { Clock } from '../../application/ports/clock';
import type { KeyValueStore } from '../../application/ports/key-value-store';
import type { SessionSignal } from '../../application/ports/session-signal';
import type { TokenStore } from '../../application/ports/token-store';
import { createFakeAuthGateway } from '../fake/auth-gateway.fake';
import { createHttpAuthGateway } from '../http/auth-gateway.http';
import { createHttpClient } from '../http/client';
import { createSessionSignal } from '../session-signal.memory';
import { createStoredTokenStore } from '../token-store.storage';
import { TOKENS } from './tokens';

export type BackendMode = 'http' | 'fake';

export interface ContainerOptions {
  mode: BackendMode;
  /** Absolute API root ending in `/api/` (http mode). */
  apiUrl: string;
  storage: KeyValueStore;
  clock: Clock;
  /** Fake mode: simulated latency in ms. */
  fakeLatencyMs?: number;
}

/** Builds the container for one mode. */
export function createAppContainer(options: ContainerOptions): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(TOKENS.Clock).toConstantValue(options.clock);
  container.bind(TOKENS.KeyValueStore).toConstantValue(options.storage);
  container.bind(TOKENS.SessionSignal).toConstantValue(createSessionSignal());
  container
    .bind(TOKENS.TokenStore)
    .toResolvedValue((storage: KeyValueStore) => createStoredTokenStore(storage), [TOKENS.KeyValueStore]);

  if (options.mode === 'http') {
    container
      .bind(TOKENS.HttpClient)
      .toResolvedValue(
        (tokens: TokenStore, signal: SessionSignal) => createHttpClient({ apiUrl: options.apiUrl, tokens, signal }),
        [TOKENS.TokenStore, TOKENS.SessionSignal],
      );
    container
      .bind(TOKENS.AuthGateway)
      .toResolvedValue(
        (http: ReturnType<typeof createHttpClient>, tokens: TokenStore) => createHttpAuthGateway(http, tokens),
        [TOKENS.HttpClient, TOKENS.TokenStore],
      );
  } else {
    container
      .bind(TOKENS.AuthGateway)
      .toResolvedValue(
        (tokens: TokenStore, clock: Clock) => createFakeAuthGateway({ tokens, clock, latencyMs: options.fakeLatencyMs ?? 0 }),
        [TOKENS.TokenStore, TOKENS.Clock],
      );
  }
  return container;
}

/** Resolves the services the UI uses from a container. */
export function resolveServices(container: Container, mode: BackendMode): AppServices {
  return {
    mode,
    clock: container.get(TOKENS.Clock),
    storage: container.get(TOKENS.KeyValueStore),
    tokens: container.get(TOKENS.TokenStore),
    sessionSignal: container.get(TOKENS.SessionSignal),
    auth: container.get(TOKENS.AuthGateway),
  };
}

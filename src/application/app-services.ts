/**
 * Everything the UI may use, handed to components through one typed React context
 * (architecture rule 8). Each member is a port; the composition root chooses the
 * adapters (HTTP or fake).
 */
import type { AuthGateway } from './ports/auth-gateway';
import type { Clock } from './ports/clock';
import type { KeyValueStore } from './ports/key-value-store';
import type { SessionSignal } from './ports/session-signal';
import type { TokenStore } from './ports/token-store';

export interface AppServices {
  /** 'fake' when the SPA runs on in-memory fakes (prices shown as illustrative). */
  mode: 'http' | 'fake';
  clock: Clock;
  storage: KeyValueStore;
  tokens: TokenStore;
  sessionSignal: SessionSignal;
  auth: AuthGateway;
}

/** inversify service identifiers, one per port (typed, decorator-free). */
import type { ServiceIdentifier } from 'inversify';
import type { KyInstance } from 'ky';
import type { AuthGateway } from '../../application/ports/auth-gateway';
import type { Clock } from '../../application/ports/clock';
import type { KeyValueStore } from '../../application/ports/key-value-store';
import type { SessionSignal } from '../../application/ports/session-signal';
import type { TokenStore } from '../../application/ports/token-store';

export const TOKENS = {
  Clock: Symbol.for('Clock') as ServiceIdentifier<Clock>,
  KeyValueStore: Symbol.for('KeyValueStore') as ServiceIdentifier<KeyValueStore>,
  TokenStore: Symbol.for('TokenStore') as ServiceIdentifier<TokenStore>,
  SessionSignal: Symbol.for('SessionSignal') as ServiceIdentifier<SessionSignal>,
  HttpClient: Symbol.for('HttpClient') as ServiceIdentifier<KyInstance>,
  AuthGateway: Symbol.for('AuthGateway') as ServiceIdentifier<AuthGateway>,
} as const;

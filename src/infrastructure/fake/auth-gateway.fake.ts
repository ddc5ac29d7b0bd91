/**
 * In-memory AuthGateway: the demo users with password `demo1234`. Used by machine
 * tests, UI tests and the fake-backend mode (`npm run dev:fake`). It behaves like the
 * server for the cases the UI distinguishes: wrong credentials, a server message
 * (`failNextWith`), and an unreachable server (`goOffline`).
 */
import type { AuthGateway } from '../../application/session/auth-gateway';
import type { Clock } from '../../application/shared/clock';
import type { TokenStore } from '../../application/session/token-store';
import { err, ok, type RemoteFailure } from '../../application/shared/result';
import type { User } from '../../domain/user';
import { DEMO_PASSWORD, demoUsers } from './demo-users';

export interface FakeAuthGateway extends AuthGateway {
  /** The next login answers this failure (e.g. a rate-limit message). */
  failNextWith(failure: RemoteFailure): void;
  /** Every call fails as if the server were unreachable, until `goOnline`. */
  goOffline(): void;
  goOnline(): void;
  /** The users it knows (mutable, for tests and the fake accounts back end). */
  users: User[];
  /** Passwords by username; a user not listed has DEMO_PASSWORD. */
  passwords: Map<string, string>;
  /** Usernames that cannot log in yet (registered, e-mail not confirmed). */
  inactive: Set<string>;
  /** Username of the stored session, or null. */
  sessionUsername(): string | null;
  /** Number of logout calls seen. */
  logoutCalls: number;
}

export interface FakeAuthOptions {
  tokens: TokenStore;
  clock: Clock;
  users?: User[];
  /** Simulated latency in ms (fake mode in the browser uses a little). */
  latencyMs?: number;
}

/** Creates the fake AuthGateway. Tokens are `fake-access:<username>`. */
export function createFakeAuthGateway(options: FakeAuthOptions): FakeAuthGateway {
  const { tokens } = options;
  let nextFailure: RemoteFailure | null = null;
  let offline = false;
  const offlineFailure: RemoteFailure = { kind: 'unavailable', message: 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.' };
  const wait = () => new Promise((resolve) => setTimeout(resolve, options.latencyMs ?? 0));

  const gateway: FakeAuthGateway = {
    users: options.users ?? demoUsers(options.clock.now()),
    passwords: new Map(),
    inactive: new Set(),
    logoutCalls: 0,
    sessionUsername() {
      const access = tokens.read()?.access ?? '';
      return access.startsWith('fake-access:') ? access.slice('fake-access:'.length) : null;
    },
    failNextWith(failure) {
      nextFailure = failure;
    },
    goOffline() {
      offline = true;
    },
    goOnline() {
      offline = false;
    },
    async login({ username, password }) {
      await wait();
      if (offline) return err(offlineFailure);
      if (nextFailure) {
        const failure = nextFailure;
        nextFailure = null;
        return err(failure);
      }
      const user = gateway.users.find((u) => u.username === username.trim());
      const expected = user ? (gateway.passwords.get(user.username) ?? DEMO_PASSWORD) : null;
      if (!user || password !== expected || gateway.inactive.has(user.username)) return err({ kind: 'invalid-credentials' });
      tokens.write({ access: `fake-access:${user.username}`, refresh: `fake-refresh:${user.username}` });
      return ok(undefined);
    },
    async currentUser() {
      await wait();
      if (offline) return err(offlineFailure);
      const access = tokens.read()?.access ?? '';
      const username = access.startsWith('fake-access:') ? access.slice('fake-access:'.length) : '';
      const user = gateway.users.find((u) => u.username === username);
      return user ? ok(structuredClone(user)) : err({ kind: 'rejected', message: 'Authentication credentials were not provided.' });
    },
    async logout() {
      gateway.logoutCalls += 1;
      tokens.clear();
    },
    hasSession() {
      return tokens.read() !== null;
    },
  };
  return gateway;
}

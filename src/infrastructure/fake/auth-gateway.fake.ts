/**
 * In-memory AuthGateway: the demo users with password `demo1234`. Used by machine
 * tests, UI tests and the fake-backend mode (`npm run dev:fake`). It behaves like the
 * server for the cases the UI distinguishes: wrong credentials, a server message
 * (`failNextWith`), and an unreachable server (`goOffline`).
 */
import bcrypt from 'bcryptjs';
import type { AuthGateway, Credentials } from '../../application/session/auth-gateway';
import type { SessionSignal } from '../../application/session/session-signal';
import type { Clock } from '../../application/shared/clock';
import type { TokenStore } from '../../application/session/token-store';
import { err, ok, type RemoteFailure } from '../../application/shared/result';
import { PERMISSION_DENIED } from '../../contract/api-errors';
import { AUTH_MESSAGES } from '../../contract/auth';
import { routeAccessLevel, type ApiRoute } from '../../contract/route-access';
import { apiAccess, type ApiAccessLevel } from '../../domain/api-access';
import type { User } from '../../domain/user';
import { DEMO_PASSWORD, demoUsers } from './demo-users';
import { createFakePort, type FakePortControls } from './fault-switch';

/** The fake's `failNextWith` applies to the next login or `currentUser` (e.g. a rate-limit message). */
export interface FakeAuthGateway extends AuthGateway, FakePortControls {
  /** The users it knows (mutable, for tests and the fake accounts back end). */
  users: User[];
  /**
   * Passwords by username, clear or as a bcrypt hash (what the accounts back end stores: a user
   * registered or reset there); a user not listed has DEMO_PASSWORD.
   */
  passwords: Map<string, string>;
  /** Usernames that cannot log in yet (registered, e-mail not confirmed). */
  inactive: Set<string>;
  /** Username of the stored session, or null. */
  sessionUsername(): string | null;
  /** The user of the stored session (the stored object: changes show in `currentUser`), if any. */
  caller(): User | undefined;
  /** Number of logout calls seen. */
  logoutCalls: number;
  /**
   * What the server's access policy (src/domain/api-access.ts, the same rule, over the same
   * table: src/contract/route-access.ts) answers the session's user for `route`, with the HTTP client's reaction to it: null when
   * allowed; no session → 401 (the session ends); 402 → `SessionSignal.paymentRequired`;
   * 403 → the session ends ({@link FakeAuthGateway.forbidden}).
   */
  guard(route: ApiRoute): RemoteFailure | null;
  /**
   * The same answer for a bare `level`, for a check no route's table entry carries (a public
   * route that still needs its caller, as registering a team member).
   */
  guardLevel(level: ApiAccessLevel): RemoteFailure | null;
  /**
   * A 403 as the real HTTP client sees it (spec point 8: any 403 ends the session): the
   * tokens are forgotten, `SessionSignal.ended` is emitted, and the call fails with the
   * server's `detail` (default {@link PERMISSION_DENIED}).
   */
  forbidden(detail?: string): RemoteFailure;
}

export interface FakeAuthOptions {
  tokens: TokenStore;
  clock: Clock;
  users?: User[];
  /** Simulated latency in ms (fake mode in the browser uses a little). */
  latencyMs?: number;
  /** Told when a call ends the session or meets the payment gate, as the HTTP client tells it. */
  signal?: SessionSignal;
}

/** Creates the fake AuthGateway. Tokens are `fake-access:<username>`. */
export function createFakeAuthGateway(options: FakeAuthOptions): FakeAuthGateway {
  const { tokens } = options;
  const port = createFakePort({ latencyMs: options.latencyMs });
  const sessionUsername = () => {
    const access = tokens.read()?.access ?? '';
    return access.startsWith('fake-access:') ? access.slice('fake-access:'.length) : null;
  };

  const gateway: FakeAuthGateway = {
    users: options.users ?? demoUsers(options.clock.now()),
    passwords: new Map(),
    inactive: new Set(),
    logoutCalls: 0,
    sessionUsername,
    caller: () => gateway.users.find((u) => u.username === sessionUsername()),
    ...port.controls,
    ...port.wrap<Pick<AuthGateway, 'login' | 'currentUser'>>({
      async login({ username, password }: Credentials) {
        // As the server (SimpleJWT): the username exactly as sent; the login machine trims what was typed.
        const user = gateway.users.find((u) => u.username === username);
        const expected = user ? (gateway.passwords.get(user.username) ?? DEMO_PASSWORD) : null;
        const right = expected !== null && (/^\$2[aby]\$\d\d\$/.test(expected) ? await bcrypt.compare(password, expected) : password === expected);
        if (!user || !right || gateway.inactive.has(user.username)) return err({ kind: 'invalid-credentials' });
        tokens.write({ access: `fake-access:${user.username}`, refresh: `fake-refresh:${user.username}` });
        return ok(undefined);
      },
      async currentUser() {
        const user = gateway.caller();
        return user ? ok(structuredClone(user)) : err({ kind: 'rejected', message: AUTH_MESSAGES.notProvided });
      },
    }),
    async logout() {
      gateway.logoutCalls += 1;
      tokens.clear();
    },
    hasSession() {
      return tokens.read() !== null;
    },
    forbidden(detail = PERMISSION_DENIED) {
      endSession();
      return { kind: 'rejected', message: detail };
    },
    guard(route) {
      return gateway.guardLevel(routeAccessLevel(route));
    },
    guardLevel(level) {
      const decision = apiAccess(level, gateway.caller() ?? null);
      switch (decision.kind) {
        case 'allow':
          return null;
        case 'unauthenticated':
          endSession();
          return { kind: 'rejected', message: AUTH_MESSAGES.notProvided };
        case 'payment_required':
          options.signal?.emitPaymentRequired();
          return { kind: 'rejected', message: decision.detail };
        case 'forbidden':
          return gateway.forbidden(decision.detail);
      }
    },
  };

  /** The HTTP client's reaction to a session-ending status: only a session that exists ends. */
  function endSession(): void {
    if (tokens.read() === null) return;
    tokens.clear();
    options.signal?.emitEnded();
  }
  return gateway;
}

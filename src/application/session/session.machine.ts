/**
 * The app's session: resumes a stored session on load, holds the current user,
 * logs out, and ends the session when the server says so (spec point 8).
 *
 * States: checking → resuming → authenticated | anonymous; authenticated → loggingOut →
 * anonymous on 'session.logout'; authenticated → anonymous on 'session.ended'.
 * 'session.reload' reloads the user (after a profile or payment change).
 * 'checking' is decided at once (the gateway's `hasSession()` reads the stored tokens, no
 * request): a visitor without a stored session is 'anonymous' from the actor's first
 * snapshot, so the app's first render of `/home` is the landing with the login form, the
 * markup the build prerendered (docs/architecture.md), and hydration matches it.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { User } from '../../domain/user';
import type { AuthGateway } from './auth-gateway';
import type { RemoteFailure, Result } from '../shared/result';

export interface SessionContext {
  user: User | null;
}

export type SessionEvent =
  | { type: 'session.loggedIn'; user: User }
  | { type: 'session.logout' }
  | { type: 'session.ended' }
  | { type: 'session.reload' };

/** The user a `loadUser` answer carries (null when it failed). */
const loadedUser = ({ event }: { event: { output: Result<User, RemoteFailure> } }): User | null => (event.output.ok ? event.output.value : null);

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  guards: {
    hasSession: () => false,
  },
  actors: {
    loadUser: fromPromise<Result<User, RemoteFailure>>(async () => {
      throw new Error('loadUser actor not provided');
    }),
    logout: fromPromise<void>(async () => undefined),
  },
}).createMachine({
  id: 'session',
  context: { user: null },
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasSession', target: 'resuming' }, { target: 'anonymous' }],
    },
    resuming: {
      invoke: {
        src: 'loadUser',
        onDone: [{ guard: ({ event }) => event.output.ok, target: 'authenticated', actions: assign({ user: loadedUser }) }, { target: 'anonymous' }],
        onError: { target: 'anonymous' },
      },
    },
    anonymous: {
      entry: assign({ user: null }),
      on: {
        'session.loggedIn': { target: 'authenticated', actions: assign({ user: ({ event }) => event.user }) },
      },
    },
    authenticated: {
      on: {
        'session.logout': { target: 'loggingOut' },
        'session.ended': { target: 'anonymous' },
        'session.loggedIn': { actions: assign({ user: ({ event }) => event.user }) },
        'session.reload': { target: 'reloading' },
      },
    },
    reloading: {
      invoke: {
        src: 'loadUser',
        onDone: [{ guard: ({ event }) => event.output.ok, target: 'authenticated', actions: assign({ user: loadedUser }) }, { target: 'authenticated' }],
        onError: { target: 'authenticated' },
      },
      on: { 'session.ended': { target: 'anonymous' }, 'session.logout': { target: 'loggingOut' } },
    },
    loggingOut: {
      invoke: {
        src: 'logout',
        onDone: { target: 'anonymous' },
        onError: { target: 'anonymous' },
      },
    },
  },
});

/** The session machine wired to an AuthGateway. */
export function createSessionLogic(ports: { auth: AuthGateway }) {
  return sessionMachine.provide({
    guards: {
      hasSession: () => ports.auth.hasSession(),
    },
    actors: {
      loadUser: fromPromise(() => ports.auth.currentUser()),
      logout: fromPromise(() => ports.auth.logout()),
    },
  });
}
